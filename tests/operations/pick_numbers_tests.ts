import { assertEquals, assertLess } from "@std/assert";
import { GAME_FORMATS, NAMED_GAMES } from "../../src/games/mod.ts";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";
import { assertBounds, assertRejected, get, post, SEED } from "./_call.ts";

const PATH = "/api/v1/lottery/pick";

interface PickSet {
  numbers: number[];
  extra_numbers: number[];
}

function isSortedDistinct(values: number[]): boolean {
  return values.every((v, i) => i === 0 || values[i - 1]! < v);
}

Deno.test("pick_numbers: exact answer for a seed", async () => {
  const { body } = await get(PATH, `game=powerball&sets=2&seed=${SEED}`);
  assertEquals(body, {
    game: "powerball",
    format: { count: 5, min: 1, max: 69, extra_count: 1, extra_max: 26 },
    sets: [
      { numbers: [2, 3, 41, 42, 53], extra_numbers: [5] },
      { numbers: [9, 18, 22, 35, 41], extra_numbers: [13] },
    ],
    seed: SEED,
  });
});

Deno.test("pick_numbers: every named game in its own format, sorted, distinct, in range", async () => {
  for (const game of NAMED_GAMES) {
    const format = GAME_FORMATS[game];
    const { status, body } = await post(PATH, { game, sets: 10 });
    assertEquals(status, 200, game);
    assertEquals(body.format, format);
    assertEquals((body.sets as PickSet[]).length, 10);
    for (const set of body.sets as PickSet[]) {
      assertEquals(set.numbers.length, format.count);
      assertEquals(isSortedDistinct(set.numbers), true);
      assertEquals(set.numbers.every((n) => n >= format.min && n <= format.max), true);
      assertEquals(set.extra_numbers.length, format.extra_count);
      assertEquals(isSortedDistinct(set.extra_numbers), true);
      assertEquals(set.extra_numbers.every((n) => n >= 1 && n <= (format.extra_max ?? 0)), true);
    }
  }
});

Deno.test("pick_numbers: game left out with count and max is custom, min defaults to 1", async () => {
  const { body } = await get(PATH, `count=3&max=3&seed=${SEED}`);
  assertEquals(body.game, "custom");
  assertEquals(body.format, { count: 3, min: 1, max: 3, extra_count: 0, extra_max: null });
  assertEquals(body.sets, [{ numbers: [1, 2, 3], extra_numbers: [] }]);
  const custom = await post(PATH, {
    game: "custom",
    count: 2,
    min: 0,
    max: 1,
    extra_count: 2,
    extra_max: 2,
  });
  assertEquals((custom.body.sets as PickSet[])[0], { numbers: [0, 1], extra_numbers: [1, 2] });
});

Deno.test("pick_numbers: sets 1-10 and every custom bound, both sides", async () => {
  await assertBounds(PATH, { game: "kr645" }, "sets", { min: 1, max: 10 });
  await assertBounds(PATH, { count: 1, min: 0 }, "max", { min: 1, max: 1000 });
  await assertBounds(PATH, { count: 1, max: 1000 }, "min", { min: 0, max: 1000 });
  await assertBounds(PATH, { min: 1, max: 1000 }, "count", { min: 1, max: 50 });
  // extra_count is 0 to 10; at 0 an extra_max given draws nothing, and the format says null.
  assertEquals((await post(PATH, { count: 1, max: 9, extra_count: 0 })).status, 200);
  for (
    const args of [{ count: 1, max: 9, extra_max: 5 }, {
      count: 1,
      max: 9,
      extra_count: 0,
      extra_max: 5,
    }]
  ) {
    const answer = await post(PATH, args);
    assertEquals([answer.status, (answer.body.format as { extra_max: unknown }).extra_max], [
      200,
      null,
    ]);
    assertEquals((answer.body.sets as PickSet[])[0]!.extra_numbers, []);
  }
  await assertRejected(
    post(PATH, { count: 1, max: 9, extra_count: -1 }),
    "invalid_argument",
    "extra_count",
  );
  assertEquals(
    (await post(PATH, { count: 1, max: 9, extra_count: 10, extra_max: 10 })).status,
    200,
  );
  await assertRejected(
    post(PATH, { count: 1, max: 9, extra_count: 11, extra_max: 20 }),
    "invalid_argument",
    "extra_count",
  );
  await assertBounds(PATH, { count: 1, max: 9, extra_count: 1 }, "extra_max", {
    min: 1,
    max: 1000,
  });
});

Deno.test("pick_numbers: the cross-argument rules name their field", async () => {
  await assertRejected(get(PATH, ""), "missing_argument", "game");
  await assertRejected(get(PATH, "sets=2"), "missing_argument", "game");
  await assertRejected(get(PATH, "count=5"), "missing_argument", "max");
  await assertRejected(get(PATH, "max=5"), "missing_argument", "count");
  await assertRejected(get(PATH, "game=custom&max=5"), "missing_argument", "count");
  await assertRejected(get(PATH, "game=custom&count=5"), "missing_argument", "max");
  for (const field of ["count", "min", "max", "extra_count", "extra_max"]) {
    await assertRejected(get(PATH, `game=kr645&${field}=1`), "invalid_argument", field);
  }
  await assertRejected(get(PATH, "count=1&min=6&max=5"), "invalid_argument", "min");
  assertEquals((await get(PATH, "count=1&min=5&max=5")).status, 200);
  assertEquals((await get(PATH, "count=6&min=5&max=10")).status, 200);
  await assertRejected(get(PATH, "count=7&min=5&max=10"), "invalid_argument", "count");
  await assertRejected(get(PATH, "count=1&max=5&extra_count=1"), "missing_argument", "extra_max");
  // SPEC puts no condition on extra_max: without extras it draws nothing (the format says null).
  assertEquals((await get(PATH, "count=1&max=5&extra_max=3")).status, 200);
  assertEquals((await get(PATH, "count=1&max=5&extra_count=3&extra_max=3")).status, 200);
  await assertRejected(
    get(PATH, "count=1&max=5&extra_count=4&extra_max=3"),
    "invalid_argument",
    "extra_count",
  );
  await assertRejected(get(PATH, "game=lotto"), "invalid_argument", "game");
  await assertRejected(get(PATH, "game=KR645"), "invalid_argument", "game");
});

Deno.test("pick_numbers: kr645 numbers uniform over many seeded sets (chi-square, 0.001)", async () => {
  const counts = new Array<number>(45).fill(0);
  for (let i = 0; i < 300; i++) {
    const seed = i.toString(16).padStart(64, "b");
    const { body } = await post(PATH, { game: "kr645", sets: 10, seed });
    for (const set of body.sets as PickSet[]) for (const n of set.numbers) counts[n - 1]!++;
  }
  assertLess(chiSquareUniform(counts), chiSquareCritical001(44));
});
