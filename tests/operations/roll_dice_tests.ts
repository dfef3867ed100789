import { assertEquals, assertLess } from "@std/assert";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";
import { assertBounds, assertRejected, get, post, SEED } from "./_call.ts";

const PATH = "/api/v1/random/dice";

Deno.test("roll_dice: defaults are one six-sided die", async () => {
  const { status, body } = await get(PATH, "");
  assertEquals(status, 200);
  assertEquals([body.sides, body.count, (body.rolls as number[]).length], [6, 1, 1]);
  assertEquals(body.total, (body.rolls as number[])[0]);
});

Deno.test("roll_dice: exact answer for a seed; total is the sum", async () => {
  const { body } = await get(PATH, `sides=6&count=10&seed=${SEED}`);
  assertEquals(body, {
    sides: 6,
    count: 10,
    rolls: [2, 6, 6, 3, 3, 1, 5, 3, 4, 3],
    total: 36,
    seed: SEED,
  });
});

Deno.test("roll_dice: bounds of sides (2-1000) and count (1-100), both sides", async () => {
  await assertBounds(PATH, {}, "sides", { min: 2, max: 1000 });
  await assertBounds(PATH, {}, "count", { min: 1, max: 100 });
});

Deno.test("roll_dice: wrong types and spellings are 400s naming the field", async () => {
  for (
    const query of ["sides=6.0", "sides=1e1", "sides=0x6", "sides=", "sides=%206", "sides=six"]
  ) {
    await assertRejected(get(PATH, query), "invalid_argument", "sides");
  }
  await assertRejected(post(PATH, { sides: "6" }), "invalid_argument", "sides");
  await assertRejected(post(PATH, { sides: 6.5 }), "invalid_argument", "sides");
  await assertRejected(post(PATH, { sides: null }), "invalid_argument", "sides");
  await assertRejected(post(PATH, { count: true }), "invalid_argument", "count");
  await assertRejected(get(PATH, "seed=abc"), "invalid_argument", "seed");
  await assertRejected(post(PATH, { seed: SEED + "0" }), "invalid_argument", "seed");
  await assertRejected(post(PATH, { seed: "z" + SEED.slice(1) }), "invalid_argument", "seed");
  await assertRejected(get(PATH, "side=6"), "unknown_argument", "side");
  await assertRejected(post(PATH, { sides: 6, colour: "red" }), "unknown_argument", "colour");
});

Deno.test("roll_dice: faces uniform over many seeded rolls (chi-square, 0.001)", async () => {
  const counts = new Array<number>(6).fill(0);
  for (let i = 0; i < 200; i++) {
    const seed = i.toString(16).padStart(64, "0");
    const { body } = await post(PATH, { count: 100, seed });
    for (const roll of body.rolls as number[]) counts[roll - 1]!++;
  }
  assertLess(chiSquareUniform(counts), chiSquareCritical001(5));
});
