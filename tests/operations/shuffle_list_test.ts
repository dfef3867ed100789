import { assertEquals, assertLess } from "@std/assert";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";
import { assertRejected, get, post, SEED } from "./_call.ts";

const PATH = "/api/v1/random/shuffle";

Deno.test("shuffle_list: exact answer for a seed; GET equals POST", async () => {
  const items = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];
  const expected = { shuffled: ["4", "10", "8", "3", "7", "6", "9", "2", "1", "5"], seed: SEED };
  assertEquals((await post(PATH, { items, seed: SEED })).body, expected);
  assertEquals((await get(PATH, `items=${items.join(",")}&seed=${SEED}`)).body, expected);
});

Deno.test("shuffle_list: 1 to 1000 items of 1 to 200 code points, both sides", async () => {
  assertEquals((await post(PATH, { items: ["only"] })).body.shuffled, ["only"]);
  const thousand = Array.from({ length: 1000 }, (_, i) => `${i}`);
  const { body } = await post(PATH, { items: thousand });
  assertEquals([...(body.shuffled as string[])].sort(), [...thousand].sort());
  await assertRejected(post(PATH, { items: [...thousand, "x"] }), "invalid_argument", "items");
  await assertRejected(post(PATH, { items: [] }), "invalid_argument", "items");
  await assertRejected(post(PATH, { items: ["b".repeat(201)] }), "invalid_argument", "items");
  await assertRejected(get(PATH, ""), "missing_argument", "items");
  await assertRejected(post(PATH, { items: ["a"], count: 1 }), "unknown_argument", "count");
});

Deno.test("shuffle_list: item positions uniform over seeds (chi-square, 0.001)", async () => {
  const n = 5;
  const counts = new Array<number>(n * n).fill(0);
  for (let i = 0; i < 2000; i++) {
    const seed = i.toString(16).padStart(64, "e");
    const { body } = await post(PATH, { items: ["0", "1", "2", "3", "4"], seed });
    (body.shuffled as string[]).forEach((item, position) => counts[Number(item) * n + position]!++);
  }
  assertLess(chiSquareUniform(counts), chiSquareCritical001((n - 1) ** 2));
});
