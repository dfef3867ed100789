import { assertEquals } from "@std/assert";
import { createOperationTable, OPERATIONS } from "../../src/operations/mod.ts";
import { operationOf } from "../../src/operations/table.ts";

/**
 * The contract's operations, named where they are decided (docs/API.md's routes: the eight first
 * written, then the seed and the register): the one list of names that is not derived from the table, since it is what the table
 * must hold. Every other test reads the table.
 */
const CONTRACT: Record<string, string> = {
  pick_numbers: "/api/v1/lottery/pick",
  get_draw: "/api/v1/lottery/draw",
  check_ticket: "/api/v1/lottery/check",
  seed_from_draw: "/api/v1/lottery/seed",
  announce_giveaway: "/api/v1/giveaways",
  giveaway_result: "/api/v1/giveaways/{id}",
  roll_dice: "/api/v1/random/dice",
  flip_coin: "/api/v1/random/coin",
  random_integer: "/api/v1/random/integer",
  pick_from_list: "/api/v1/random/pick",
  shuffle_list: "/api/v1/random/shuffle",
};

Deno.test("OPERATIONS: every operation of the contract, at its path, and no name twice", () => {
  const table = Object.fromEntries(OPERATIONS.map((operation) => [operation.name, operation.path]));
  assertEquals(Object.keys(table).length, OPERATIONS.length);
  for (const [name, path] of Object.entries(CONTRACT)) {
    assertEquals([name, table[name]], [name, path]);
  }
});

Deno.test("the table: GET and POST unless a row names its methods; path parameters from the path", () => {
  const table = createOperationTable();
  assertEquals(
    table.map(({ name, path, methods, server }) => ({ name, path, methods, server })),
    OPERATIONS.map(({ name, path, methods, server }) => ({ name, path, methods, server })),
  );
  const dice = table.find((operation) => operation.name === "roll_dice")!;
  assertEquals([dice.methods, dice.pathParameters], [["GET", "POST"], []]);
  const result = table.find((operation) => operation.name === "giveaway_result")!;
  assertEquals([result.methods, result.pathParameters], [["GET"], ["id"]]);
  const keyed = operationOf(
    { name: "keyed", path: "/api/v1/random/keyed/{key}/{other_key}", server: "random" },
    dice,
  );
  assertEquals([keyed.name, keyed.methods, keyed.pathParameters], [
    "keyed",
    ["GET", "POST"],
    ["key", "other_key"],
  ]);
});
