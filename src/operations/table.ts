/**
 * The operation table: every operation, in one row each. A row says where the operation is served
 * (its name, path, methods and MCP server) and how to load the module that declares the rest (what
 * it takes, does and answers). HTTP routes, MCP tools and the OpenAPI document are all built from
 * it.
 *
 * The server reads the rows at start and loads an operation's module at its first request: a
 * start then loads none of the operations and their schemas, which was most of the time to a
 * first answer (bench/README.md). `OPERATIONS` (operations/mod.ts) is every operation loaded,
 * for the faces that need them all at once and for tests.
 *
 * @module
 */
import type { Game } from "../games/mod.ts";
import { lazy } from "../lazy.ts";
import type {
  Operation,
  OperationDefinition,
  OperationMethod,
  OperationRow,
} from "./_operation.ts";

export type { Context, Operation, OperationRow } from "./_operation.ts";

/** A row of the table: where an operation is served, and its module, loaded once when asked. */
export interface OperationEntry extends OperationRow {
  /** The operation, its module loaded at the first call (and at no other). */
  load(): Promise<Operation>;
}

/** The methods of a row that names none: GET (arguments in the query) and POST (a JSON body). */
const GET_AND_POST: readonly OperationMethod[] = ["GET", "POST"];

/** A row as written in the table: GET and POST unless it names its methods. */
export type RowSpec = Omit<OperationRow, "methods"> & { methods?: readonly OperationMethod[] };

/** An operation from its row of the table and its declaration. */
export function operationOf(row: RowSpec, definition: OperationDefinition): Operation {
  const pathParameters = [...row.path.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!);
  return { ...definition, ...row, methods: row.methods ?? GET_AND_POST, pathParameters };
}

/**
 * A row of the table: where the operation is served, and the loader of its declaration. The
 * declaration is loaded at the first {@linkcode OperationEntry.load} and kept; a load that fails
 * is tried again at the next.
 */
export function operationEntry(
  row: RowSpec,
  declaration: () => Promise<OperationDefinition>,
): OperationEntry {
  const operation = lazy(async () => operationOf(row, await declaration()));
  return { ...row, methods: row.methods ?? GET_AND_POST, load: operation.get };
}

/**
 * The table over a registry of games: pick_numbers offers those games (the others read the games
 * with past draws, which a pick-only game does not change); the registry's own when none are
 * given. Production's table is {@linkcode OPERATION_TABLE}; tests build one over a copy of the
 * registry with a scratch game.
 */
export function createOperationTable(
  games?: readonly Pick<Game, "id" | "pick">[],
): OperationEntry[] {
  return [
    operationEntry(
      { name: "pick_numbers", path: "/api/v1/lottery/pick", server: "lottery" },
      async () => (await import("./pick_numbers.ts")).pickNumbersFor(games),
    ),
    operationEntry(
      { name: "get_draw", path: "/api/v1/lottery/draw", server: "lottery" },
      async () => (await import("./get_draw.ts")).getDraw,
    ),
    operationEntry(
      { name: "check_ticket", path: "/api/v1/lottery/check", server: "lottery" },
      async () => (await import("./check_ticket.ts")).checkTicket,
    ),
    operationEntry(
      { name: "seed_from_draw", path: "/api/v1/lottery/seed", server: "lottery" },
      async () => (await import("./seed_from_draw.ts")).seedFromDraw,
    ),
    operationEntry(
      {
        name: "announce_giveaway",
        path: "/api/v1/giveaways",
        methods: ["POST"],
        server: "lottery",
      },
      async () => (await import("./announce_giveaway.ts")).announceGiveaway,
    ),
    operationEntry(
      {
        name: "giveaway_result",
        path: "/api/v1/giveaways/{id}",
        methods: ["GET"],
        server: "lottery",
      },
      async () => (await import("./giveaway_result.ts")).giveawayResult,
    ),
    operationEntry(
      {
        name: "list_giveaways",
        path: "/api/v1/giveaways",
        methods: ["GET"],
        server: "lottery",
      },
      async () => (await import("./list_giveaways.ts")).listGiveaways,
    ),
    operationEntry(
      { name: "roll_dice", path: "/api/v1/random/dice", server: "random" },
      async () => (await import("./roll_dice.ts")).rollDice,
    ),
    operationEntry(
      { name: "flip_coin", path: "/api/v1/random/coin", server: "random" },
      async () => (await import("./flip_coin.ts")).flipCoin,
    ),
    operationEntry(
      { name: "random_integer", path: "/api/v1/random/integer", server: "random" },
      async () => (await import("./random_integer.ts")).randomInteger,
    ),
    operationEntry(
      { name: "pick_from_list", path: "/api/v1/random/pick", server: "random" },
      async () => (await import("./pick_from_list.ts")).pickFromList,
    ),
    operationEntry(
      { name: "shuffle_list", path: "/api/v1/random/shuffle", server: "random" },
      async () => (await import("./shuffle_list.ts")).shuffleList,
    ),
  ];
}

/** Every operation, in the order SPEC.md lists them, the giveaway register after the draws. */
export const OPERATION_TABLE: readonly OperationEntry[] = createOperationTable();

/** Every operation of a table, loaded, in table order. */
export function loadOperations(table: readonly OperationEntry[]): Promise<Operation[]> {
  return Promise.all(table.map((entry) => entry.load()));
}
