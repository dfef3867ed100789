import { assertEquals, assertLess, assertThrows } from "@std/assert";
import { HttpError } from "../../src/http/errors.ts";
import { shuffleList } from "../../src/operations/shuffle_list.ts";
import { freshSeed } from "../../src/random/mod.ts";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";
import { assertRejected, get, post, SEED } from "./_call.ts";

const PATH = "/api/v1/random/shuffle";
const CONTEXT = { freshSeed };

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

Deno.test("shuffle_list: each bad list gets the message it got from valibot's array schema", () => {
  // A good list is accepted by one loop, any other through the whole pipe (itemList): these
  // are the pipe's answers, word for word, first issue first.
  const long = "x".repeat(201);
  const cases: [unknown, string, string][] = [
    ["a", "invalid_argument", 'items must be a list of 1 to 1000 strings, got "a"'],
    [null, "invalid_argument", "items must be a list of 1 to 1000 strings, got null"],
    [{}, "invalid_argument", "items must be a list of 1 to 1000 strings, got Object"],
    [[], "invalid_argument", "items must be a list of 1 to 1000 strings, got 0 items"],
    [
      Array(1001).fill("a"),
      "invalid_argument",
      "items must be a list of 1 to 1000 strings, got 1001 items",
    ],
    // Each item's type is checked before the list's length.
    [
      Array(1001).fill(1),
      "invalid_argument",
      "items[0] must be a string of 1 to 200 characters, got 1",
    ],
    [["a", null], "invalid_argument", "items[1] must be a string of 1 to 200 characters, got null"],
    [["a", [1]], "invalid_argument", "items[1] must be a string of 1 to 200 characters, got Array"],
    [["a", ""], "invalid_argument", 'items[1] must be a string of 1 to 200 characters, got ""'],
    [
      ["a", long],
      "invalid_argument",
      `items[1] must be a string of 1 to 200 characters, got "${
        "x".repeat(60)
      }"... (201 characters)`,
    ],
    [
      ["a\ud800"],
      "invalid_argument",
      "items[0] must be well-formed Unicode text, got a lone surrogate",
    ],
    // Too long and not well-formed: the length is named.
    [
      ["a", "\udc00" + long],
      "invalid_argument",
      `items[1] must be a string of 1 to 200 characters, got "\ufffd${
        "x".repeat(59)
      }"... (202 characters)`,
    ],
  ];
  for (const [items, code, message] of cases) {
    const error = assertThrows(() => shuffleList.run({ items }, CONTEXT), HttpError);
    assertEquals([error.code, error.field, error.message], [code, "items", message]);
  }
  // 200 astral characters are 400 UTF-16 units and one item.
  const astral = "\u{1F600}".repeat(200);
  const { shuffled } = shuffleList.run({ items: [astral], seed: SEED }, CONTEXT) as {
    shuffled: string[];
  };
  assertEquals(shuffled, [astral]);
});
