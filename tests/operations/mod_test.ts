import { assertEquals, assertRejects, assertStrictEquals } from "@std/assert";
import { createOperationTable, OPERATIONS } from "../../src/operations/mod.ts";
import { operationEntry } from "../../src/operations/table.ts";

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

Deno.test("the table: each row is what its operation is loaded with; an operation is loaded once", async () => {
  const table = createOperationTable();
  assertEquals(
    table.map(({ name, path, methods, server }) => ({ name, path, methods, server })),
    OPERATIONS.map(({ name, path, methods, server }) => ({ name, path, methods, server })),
  );
  const dice = table.find((entry) => entry.name === "roll_dice")!;
  const [a, b] = await Promise.all([dice.load(), dice.load()]);
  assertStrictEquals(a, b);
  assertEquals(a.pathParameters, []);
  const result = table.find((entry) => entry.name === "giveaway_result")!;
  assertEquals([result.methods, (await result.load()).pathParameters], [["GET"], ["id"]]);
});

Deno.test("operationEntry: GET and POST unless the row names its methods; a load that fails is tried again", async () => {
  let loads = 0;
  const flaky = operationEntry(
    { name: "flaky", path: "/api/v1/random/flaky/{key}", server: "random" },
    () => {
      loads++;
      if (loads === 1) return Promise.reject(new Error("module not read"));
      return Promise.resolve(OPERATIONS.find((operation) => operation.name === "flip_coin")!);
    },
  );
  assertEquals(flaky.methods, ["GET", "POST"]);
  await assertRejects(() => flaky.load(), Error, "module not read");
  const loaded = await flaky.load();
  assertEquals([loaded.name, loaded.path, loaded.pathParameters], [
    "flaky",
    "/api/v1/random/flaky/{key}",
    ["key"],
  ]);
  assertEquals(loads, 2);
});
