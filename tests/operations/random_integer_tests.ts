import { assertEquals, assertLess } from "@std/assert";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";
import { assertBounds, assertRejected, get, post, SEED } from "./_call.ts";

const PATH = "/api/v1/random/integer";
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

Deno.test("random_integer: exact answers for a seed, with and without unique", async () => {
  const { body } = await get(PATH, `min=1&max=100&count=5&seed=${SEED}`);
  assertEquals(body, {
    min: 1,
    max: 100,
    count: 5,
    unique: false,
    values: [74, 46, 38, 37, 59],
    seed: SEED,
  });
  const unique = await post(PATH, { min: 0, max: 2 ** 32 - 1, count: 3, unique: true, seed: SEED });
  assertEquals(unique.body.values, [2100034873, 1780073946, 1996733839]);
});

Deno.test("random_integer: min and max are required", async () => {
  await assertRejected(get(PATH, "max=5"), "missing_argument", "min");
  await assertRejected(get(PATH, "min=5"), "missing_argument", "max");
  await assertRejected(post(PATH, {}), "missing_argument", "min");
});

Deno.test("random_integer: count 1-1000, both sides", async () => {
  await assertBounds(PATH, { min: 1, max: 10 }, "count", { min: 1, max: 1000 });
});

Deno.test("random_integer: min and max are safe integers, both sides", async () => {
  const edge = await post(PATH, { min: MAX_SAFE - 5, max: MAX_SAFE, count: 6, unique: true });
  assertEquals(edge.status, 200);
  assertEquals(
    (edge.body.values as number[]).every((v) => v >= MAX_SAFE - 5 && v <= MAX_SAFE),
    true,
  );
  const low = await post(PATH, { min: -MAX_SAFE, max: -MAX_SAFE + 1 });
  assertEquals(low.status, 200);
  await assertRejected(post(PATH, { min: 0, max: MAX_SAFE + 1 }), "invalid_argument", "max");
  await assertRejected(post(PATH, { min: -MAX_SAFE - 1, max: 0 }), "invalid_argument", "min");
  await assertRejected(get(PATH, "min=0&max=9007199254740993"), "invalid_argument", "max");
  await assertRejected(get(PATH, "min=1.5&max=3"), "invalid_argument", "min");
});

Deno.test("random_integer: the range holds at most 2^32 values, both sides", async () => {
  assertEquals((await get(PATH, "min=0&max=4294967295")).status, 200);
  assertEquals((await get(PATH, "min=-2147483648&max=2147483647")).status, 200);
  await assertRejected(get(PATH, "min=0&max=4294967296"), "invalid_argument", "max");
  await assertRejected(get(PATH, "min=-2147483649&max=2147483647"), "invalid_argument", "max");
});

Deno.test("random_integer: min above max names min; min = max is one value", async () => {
  const message = await assertRejected(get(PATH, "min=5&max=4"), "invalid_argument", "min");
  assertEquals(message, "min must be at most max (4), got 5");
  assertEquals((await get(PATH, "min=5&max=5&count=3")).body.values, [5, 5, 5]);
});

Deno.test("random_integer: a unique count above the range is a 400 on count, both sides", async () => {
  const full = await post(PATH, { min: 1, max: 10, count: 10, unique: true, seed: SEED });
  assertEquals([...(full.body.values as number[])].sort((a, b) => a - b), [
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    9,
    10,
  ]);
  await assertRejected(
    post(PATH, { min: 1, max: 10, count: 11, unique: true }),
    "invalid_argument",
    "count",
  );
  assertEquals((await post(PATH, { min: 1, max: 10, count: 11 })).status, 200);
  await assertRejected(get(PATH, "min=1&max=2&unique=yes"), "invalid_argument", "unique");
  await assertRejected(
    post(PATH, { min: 1, max: 2, unique: "true" }),
    "invalid_argument",
    "unique",
  );
});

Deno.test("random_integer: values uniform over an awkward range (chi-square, 0.001)", async () => {
  const counts = new Array<number>(7).fill(0);
  for (let i = 0; i < 30; i++) {
    const { body } = await post(PATH, {
      min: -3,
      max: 3,
      count: 1000,
      seed: SEED.slice(2) + i.toString(16).padStart(2, "0"),
    });
    for (const value of body.values as number[]) counts[value + 3]!++;
  }
  assertLess(chiSquareUniform(counts), chiSquareCritical001(6));
});
