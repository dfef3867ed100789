/**
 * How error messages quote what the caller sent: whole characters only, at most 60 of them, and
 * never a lone surrogate (tests/unicode_tests.ts sends such values through every face).
 */
import { assertEquals } from "@std/assert";
import { quote } from "../../src/http/quote.ts";
import { assertRejected, get, post } from "./_call.ts";

const DICE = "/api/v1/random/dice";
const PICK = "/api/v1/random/pick";
const EMOJI = "\u{1F600}";

Deno.test("quote: JSON quotes; a long string cut after 60 code points, never inside one", () => {
  assertEquals(quote("lotto"), '"lotto"');
  assertEquals(quote('a"b\n'), '"a\\"b\\n"');
  assertEquals(quote("x".repeat(60)), `"${"x".repeat(60)}"`);
  assertEquals(quote("x".repeat(61)), `"${"x".repeat(60)}"... (61 characters)`);
  assertEquals(quote(EMOJI.repeat(100)), `"${EMOJI.repeat(60)}"... (100 characters)`);
  assertEquals(quote(`a${EMOJI.repeat(100)}`), `"a${EMOJI.repeat(59)}"... (101 characters)`);
});

Deno.test("quote: a lone surrogate is shown as U+FFFD, and counts as one character", () => {
  assertEquals(quote("\ud83d"), '"\ufffd"');
  assertEquals(quote("x\ude00y"), '"x\ufffdy"');
  assertEquals(quote("\ud83d".repeat(80)), `"${"\ufffd".repeat(60)}"... (80 characters)`);
  assertEquals(quote(`${"x".repeat(59)}${EMOJI}`), `"${"x".repeat(59)}${EMOJI}"`);
});

Deno.test("validate: a message quotes a long astral value whole, and a lone surrogate as U+FFFD", async () => {
  assertEquals(
    await assertRejected(post(DICE, { sides: EMOJI.repeat(100) }), "invalid_argument", "sides"),
    `sides must be an integer from 2 to 1000, got "${EMOJI.repeat(60)}"... (100 characters)`,
  );
  assertEquals(
    await assertRejected(
      get(DICE, `sides=a${encodeURIComponent(EMOJI.repeat(100))}`),
      "invalid_argument",
      "sides",
    ),
    `sides must be an integer from 2 to 1000, got "a${EMOJI.repeat(59)}"... (101 characters)`,
  );
  assertEquals(
    await assertRejected(post(DICE, { sides: "\ud83d" }), "invalid_argument", "sides"),
    'sides must be an integer from 2 to 1000, got "\ufffd"',
  );
});

Deno.test("validate: an unknown argument named with a lone surrogate is named with U+FFFD", async () => {
  assertEquals(
    await assertRejected(post(DICE, { "x\ud83d": 1 }), "unknown_argument", "x\ufffd"),
    'unknown argument "x\ufffd"',
  );
});

Deno.test("validate: a list item with a lone surrogate is refused; U+FFFD itself is an item", async () => {
  assertEquals(
    await assertRejected(post(PICK, { items: ["a", "b\ud83d"] }), "invalid_argument", "items"),
    "items[1] must be well-formed Unicode text, got a lone surrogate",
  );
  assertEquals(
    await assertRejected(
      post(PICK, { items: ["\ude00".repeat(201)] }),
      "invalid_argument",
      "items",
    ),
    `items[0] must be a string of 1 to 200 characters, got "${"\ufffd".repeat(60)}"... (201 ` +
      "characters)",
  );
  assertEquals((await post(PICK, { items: ["\ufffd"] })).body.picks, ["\ufffd"]);
  assertEquals(
    await assertRejected(post(PICK, { items: ["x".repeat(201)] }), "invalid_argument", "items"),
    `items[0] must be a string of 1 to 200 characters, got "${"x".repeat(60)}"... (201 characters)`,
  );
});
