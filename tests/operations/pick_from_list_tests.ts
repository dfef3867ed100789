import { assertEquals, assertLess } from "@std/assert";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";
import { assertBounds, assertRejected, get, post, SEED } from "./_call.ts";

const PATH = "/api/v1/random/pick";
const FIVE = ["ant", "bee", "cat", "dog", "eel"];

Deno.test("pick_from_list: exact answers for a seed, unique by default", async () => {
  const { body } = await get(PATH, `items=${FIVE.join(",")}&count=3&seed=${SEED}`);
  assertEquals(body, { count: 3, unique: true, picks: ["dog", "cat", "eel"], seed: SEED });
  const repeats = await post(PATH, {
    items: ["ant", "bee", "cat"],
    count: 5,
    unique: false,
    seed: SEED,
  });
  assertEquals(repeats.body.picks, ["bee", "cat", "cat", "cat", "cat"]);
});

Deno.test("pick_from_list: items is required; 1 to 1000 items, both sides", async () => {
  await assertRejected(get(PATH, ""), "missing_argument", "items");
  assertEquals((await post(PATH, { items: ["x"] })).body.picks, ["x"]);
  const thousand = Array.from({ length: 1000 }, (_, i) => `item${i}`);
  assertEquals((await post(PATH, { items: thousand, count: 1000 })).status, 200);
  await assertRejected(
    post(PATH, { items: [...thousand, "one more"] }),
    "invalid_argument",
    "items",
  );
  await assertRejected(post(PATH, { items: [] }), "invalid_argument", "items");
});

Deno.test("pick_from_list: each item 1 to 200 code points, both sides; empty GET items", async () => {
  const astral = "\u{1F600}".repeat(200); // 200 code points, 400 UTF-16 units
  assertEquals((await post(PATH, { items: [astral] })).body.picks, [astral]);
  await assertRejected(post(PATH, { items: ["ok", astral + "a"] }), "invalid_argument", "items");
  assertEquals((await post(PATH, { items: ["a".repeat(200)] })).status, 200);
  await assertRejected(post(PATH, { items: ["a".repeat(201)] }), "invalid_argument", "items");
  assertEquals(
    await assertRejected(post(PATH, { items: ["a", ""] }), "invalid_argument", "items"),
    'items[1] must be a string of 1 to 200 characters, got ""',
  );
  assertEquals(
    await assertRejected(post(PATH, { items: ["a", 7] }), "invalid_argument", "items"),
    "items[1] must be a string of 1 to 200 characters, got 7",
  );
  await assertRejected(get(PATH, "items=a,,b"), "invalid_argument", "items");
  await assertRejected(get(PATH, "items="), "invalid_argument", "items");
  await assertRejected(get(PATH, "items=a,b,"), "invalid_argument", "items");
  await assertRejected(post(PATH, { items: ["a", 2] }), "invalid_argument", "items");
  await assertRejected(post(PATH, { items: "a,b" }), "invalid_argument", "items");
});

Deno.test("pick_from_list: count 1-1000, and at most the list's length when unique", async () => {
  const thousand = Array.from({ length: 1000 }, (_, i) => `${i}`);
  await assertBounds(PATH, { items: thousand }, "count", { min: 1, max: 1000 });
  assertEquals((await post(PATH, { items: FIVE, count: 5 })).status, 200);
  const message = await assertRejected(
    post(PATH, { items: FIVE, count: 6 }),
    "invalid_argument",
    "count",
  );
  assertEquals(message.includes("at most 5"), true, message);
  assertEquals((await post(PATH, { items: FIVE, count: 6, unique: false })).status, 200);
});

Deno.test("pick_from_list: unique picks never repeat a position; equal items are separate", async () => {
  const { body } = await post(PATH, { items: ["same", "same", "other"], count: 3, seed: SEED });
  assertEquals([...(body.picks as string[])].sort(), ["other", "same", "same"]);
});

Deno.test("pick_from_list: every item equally likely (chi-square, 0.001)", async () => {
  const counts = new Map<string, number>(FIVE.map((item) => [item, 0]));
  for (let i = 0; i < 100; i++) {
    const seed = (i + 1).toString(16).padStart(64, "c");
    const { body } = await post(PATH, { items: FIVE, count: 100, unique: false, seed });
    for (const pick of body.picks as string[]) counts.set(pick, counts.get(pick)! + 1);
  }
  assertLess(chiSquareUniform([...counts.values()]), chiSquareCritical001(4));
});
