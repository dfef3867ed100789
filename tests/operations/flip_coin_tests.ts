import { assertEquals, assertLess } from "@std/assert";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";
import { assertBounds, assertRejected, get, post, SEED } from "./_call.ts";

const PATH = "/api/v1/random/coin";

Deno.test("flip_coin: exact answer for a seed; heads and tails count the flips", async () => {
  const { body } = await post(PATH, { count: 8, seed: SEED });
  assertEquals(body, {
    count: 8,
    flips: ["tails", "tails", "tails", "heads", "heads", "heads", "heads", "heads"],
    heads: 5,
    tails: 3,
    seed: SEED,
  });
});

Deno.test("flip_coin: bounds of count (1-100), both sides; a boolean is no count", async () => {
  await assertBounds(PATH, {}, "count", { min: 1, max: 100 });
  await assertRejected(get(PATH, "count=true"), "invalid_argument", "count");
});

Deno.test("flip_coin: the coin is fair (chi-square, 0.001)", async () => {
  const counts = [0, 0];
  for (let i = 0; i < 200; i++) {
    const { body } = await post(PATH, { count: 100, seed: (i + 7).toString(16).padStart(64, "a") });
    counts[0]! += body.heads as number;
    counts[1]! += body.tails as number;
  }
  assertLess(chiSquareUniform(counts), chiSquareCritical001(1));
});
