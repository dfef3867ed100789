/**
 * The operation table: every operation, in one row each. A row says where the operation is served
 * (its name, path, methods and MCP server) beside its declaration (what it takes, does and
 * answers). HTTP routes, MCP tools, the OpenAPI document and the pages are all built from it.
 *
 * @module
 */
import type { Game } from "../games/mod.ts";
import type { Operation, OperationMethod, RowFields, ServerName } from "./_operation.ts";
import { announceGiveaway } from "./announce_giveaway.ts";
import { checkTicket } from "./check_ticket.ts";
import { flipCoin } from "./flip_coin.ts";
import { getDraw } from "./get_draw.ts";
import { giveawayResult } from "./giveaway_result.ts";
import { listGiveaways } from "./list_giveaways.ts";
import { pickFromList } from "./pick_from_list.ts";
import { pickNumbersFor } from "./pick_numbers.ts";
import { randomInteger } from "./random_integer.ts";
import { rollDice } from "./roll_dice.ts";
import { seedFromDraw } from "./seed_from_draw.ts";
import { shuffleList } from "./shuffle_list.ts";

/** The methods of a row that names none: GET (arguments in the query) and POST (a JSON body). */
const GET_AND_POST: readonly OperationMethod[] = ["GET", "POST"];

/**
 * An operation from its row of the table (GET and POST unless the row names its methods) and its
 * declaration.
 */
export function operationOf(
  row: { name: string; path: string; server: ServerName; methods?: readonly OperationMethod[] },
  declared: Omit<Operation, RowFields>,
): Operation {
  const pathParameters = [...row.path.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]!);
  return { ...declared, ...row, methods: row.methods ?? GET_AND_POST, pathParameters };
}

/**
 * The table over a registry of games: pick_numbers offers those games (the others read the games
 * with past draws, which a pick-only game does not change); the registry's own when none are
 * given. Production's table is {@linkcode OPERATIONS}; tests build one over a copy of the
 * registry with a scratch game.
 */
export function createOperationTable(
  games?: readonly Pick<Game, "id" | "pick">[],
): Operation[] {
  return [
    operationOf(
      { name: "pick_numbers", path: "/api/v1/lottery/pick", server: "lottery" },
      pickNumbersFor(games),
    ),
    operationOf({ name: "get_draw", path: "/api/v1/lottery/draw", server: "lottery" }, getDraw),
    operationOf(
      { name: "check_ticket", path: "/api/v1/lottery/check", server: "lottery" },
      checkTicket,
    ),
    operationOf(
      { name: "seed_from_draw", path: "/api/v1/lottery/seed", server: "lottery" },
      seedFromDraw,
    ),
    operationOf(
      {
        name: "announce_giveaway",
        path: "/api/v1/giveaways",
        methods: ["POST"],
        server: "lottery",
      },
      announceGiveaway,
    ),
    operationOf(
      {
        name: "giveaway_result",
        path: "/api/v1/giveaways/{id}",
        methods: ["GET"],
        server: "lottery",
      },
      giveawayResult,
    ),
    operationOf(
      { name: "list_giveaways", path: "/api/v1/giveaways", methods: ["GET"], server: "lottery" },
      listGiveaways,
    ),
    operationOf({ name: "roll_dice", path: "/api/v1/random/dice", server: "random" }, rollDice),
    operationOf({ name: "flip_coin", path: "/api/v1/random/coin", server: "random" }, flipCoin),
    operationOf(
      { name: "random_integer", path: "/api/v1/random/integer", server: "random" },
      randomInteger,
    ),
    operationOf(
      { name: "pick_from_list", path: "/api/v1/random/pick", server: "random" },
      pickFromList,
    ),
    operationOf(
      { name: "shuffle_list", path: "/api/v1/random/shuffle", server: "random" },
      shuffleList,
    ),
  ];
}

/** Every operation, in the order the API lists them, the giveaway register after the draws. */
export const OPERATIONS: readonly Operation[] = createOperationTable();
