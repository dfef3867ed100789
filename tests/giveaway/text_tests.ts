/**
 * Canonical text (contract A): the rules of src/giveaway/text.js, pure, and as the API applies
 * them to seed_from_draw's label, a giveaway's title and each of its entries: every refusal a 400
 * `invalid_argument` naming its field, the character and where it is.
 */
import { assert, assertEquals, assertStringIncludes } from "@std/assert";
import {
  characterName,
  isCanonical,
  textProblem,
  textProblemMessage,
} from "../../src/giveaway/text.js";
import { type DoubleServer, startServer } from "../../testing/server.ts";
import { giveaway as baseGiveaway } from "./_giveaways.ts";

const SEED = "/api/v1/lottery/seed";
const GIVEAWAYS = "/api/v1/giveaways";

/**
 * The characters no canonical text holds, each with the name a refusal gives it: the C0 and C1
 * controls, the format characters (zero-width, bidi, soft hyphen, U+FEFF and one outside the
 * table), and the two separators.
 */
const REFUSED: readonly [string, string][] = [
  ["\u0000", "U+0000 NULL"],
  ["\u0009", "U+0009 CHARACTER TABULATION"],
  ["\u000b", "U+000B LINE TABULATION"],
  ["\u000d", "U+000D CARRIAGE RETURN"],
  ["\u001b", "U+001B ESCAPE"],
  ["\u007f", "U+007F DELETE"],
  ["\u0085", "U+0085 NEXT LINE"],
  ["\u009f", "U+009F (a control character)"],
  ["\u00ad", "U+00AD SOFT HYPHEN"],
  ["\u061c", "U+061C ARABIC LETTER MARK"],
  ["\u180e", "U+180E MONGOLIAN VOWEL SEPARATOR"],
  ["\u200b", "U+200B ZERO WIDTH SPACE"],
  ["\u200c", "U+200C ZERO WIDTH NON-JOINER"],
  ["\u200d", "U+200D ZERO WIDTH JOINER"],
  ["\u200e", "U+200E LEFT-TO-RIGHT MARK"],
  ["\u200f", "U+200F RIGHT-TO-LEFT MARK"],
  ["\u202a", "U+202A LEFT-TO-RIGHT EMBEDDING"],
  ["\u202b", "U+202B RIGHT-TO-LEFT EMBEDDING"],
  ["\u202c", "U+202C POP DIRECTIONAL FORMATTING"],
  ["\u202d", "U+202D LEFT-TO-RIGHT OVERRIDE"],
  ["\u202e", "U+202E RIGHT-TO-LEFT OVERRIDE"],
  ["\u2060", "U+2060 WORD JOINER"],
  ["\u2061", "U+2061 FUNCTION APPLICATION"],
  ["\u2062", "U+2062 INVISIBLE TIMES"],
  ["\u2063", "U+2063 INVISIBLE SEPARATOR"],
  ["\u2064", "U+2064 INVISIBLE PLUS"],
  ["\u2066", "U+2066 LEFT-TO-RIGHT ISOLATE"],
  ["\u2067", "U+2067 RIGHT-TO-LEFT ISOLATE"],
  ["\u2068", "U+2068 FIRST STRONG ISOLATE"],
  ["\u2069", "U+2069 POP DIRECTIONAL ISOLATE"],
  ["\ufeff", "U+FEFF ZERO WIDTH NO-BREAK SPACE"],
  ["\u{e0001}", "U+E0001 (a format character)"],
  ["\u2028", "U+2028 LINE SEPARATOR"],
  ["\u2029", "U+2029 PARAGRAPH SEPARATOR"],
  ["\ud800", "U+D800 (a lone surrogate)"],
  ["\udfff", "U+DFFF (a lone surrogate)"],
];

/** Texts not in NFC, with the first character not in NFC form. */
const NOT_NFC: readonly [string, string, number][] = [
  ["Cafe\u0301", "U+0301 COMBINING ACUTE ACCENT", 5],
  ["Zoe\u0308", "U+0308 COMBINING DIAERESIS", 4],
  ["a\u0316\u0301", "U+0301 COMBINING ACUTE ACCENT", 3],
  ["\u212b ring", "U+212B ANGSTROM SIGN", 1],
  ["\u1100\u1161", "U+1161 HANGUL JUNGSEONG A", 2],
  ["\uac00\u11a8", "U+11A8 HANGUL JONGSEONG KIYEOK", 2],
  ["x\u0344", "U+0344 (a combining mark)", 2],
];

/** White space at an end of a title or an entry; a label may have it. */
const EDGES: readonly [string, string, "start" | "end"][] = [
  [" Ana", "U+0020 SPACE", "start"],
  ["Ana ", "U+0020 SPACE", "end"],
  ["\u00a0Ana", "U+00A0 NO-BREAK SPACE", "start"],
  ["Ana\u3000", "U+3000 IDEOGRAPHIC SPACE", "end"],
  ["Ana\u2003", "U+2003 EM SPACE", "end"],
];

Deno.test("text: each character a canonical text may not hold is refused, named, and placed", () => {
  for (const [char, name] of REFUSED) {
    for (const kind of ["label", "title", "entry"] as const) {
      const found = textProblem(`ab${char}c`, kind);
      if (found === null) throw new Error(`${name} in a ${kind} was taken`);
      const problem = found;
      assertEquals(problem.position, 3, name);
      assertEquals(characterName(problem.codePoint), name);
      const message = textProblemMessage(problem, kind, 3);
      const place = kind === "entry" ? "entry 3" : `the ${kind}`;
      assertStringIncludes(message, `${name} in ${place} (character 3)`);
    }
  }
  // The first bad character is the one named.
  const first = textProblem("a\u200bb\u00adc", "entry");
  assertEquals(first, { rule: "format", codePoint: 0x200b, position: 2 });
  // Astral characters count as one.
  assertEquals(textProblem("\u{1F600}\u{1F600}\u200b", "title")?.position, 3);
});

Deno.test("text: LF only in a label; white space inside a title or entry, at its ends only in a label", () => {
  assert(isCanonical("line one\nline two", "label"));
  assertEquals(textProblem("line one\nline two", "title")?.rule, "line_feed");
  assertEquals(textProblem("line one\nline two", "entry")?.rule, "line_feed");
  assertEquals(
    textProblemMessage(textProblem("a\nb", "title")!, "title"),
    "U+000A LINE FEED in the title (character 2): a title is one line",
  );
  for (const text of ["a\u00a0b", "a\u3000b", "a b", "\uac00\ub098 \ub2e4"]) {
    assert(isCanonical(text, "title"), text);
    assert(isCanonical(text, "entry"), text);
  }
  for (const [text, name, end] of EDGES) {
    assert(isCanonical(text, "label"), text);
    const problem = textProblem(text, "entry")!;
    assertEquals(problem.rule, end === "start" ? "leading_space" : "trailing_space");
    assertEquals(characterName(problem.codePoint), name);
    assertEquals(
      textProblemMessage(problem, "entry", 2),
      `${name} at the ${end} of entry 2: an entry may not begin or end with white space`,
    );
  }
  assert(isCanonical("", "title"));
  assert(isCanonical("", "label"));
});

Deno.test("text: a text not in NFC names its first character not in NFC form", () => {
  for (const [text, name, position] of NOT_NFC) {
    for (const kind of ["label", "title", "entry"] as const) {
      const problem = textProblem(text, kind);
      assertEquals(problem?.rule, "not_nfc", text);
      assertEquals(characterName(problem!.codePoint), name, text);
      assertEquals(problem!.position, position, text);
      assertStringIncludes(textProblemMessage(problem!, kind, 1), "send ");
      assert(isCanonical(text.normalize("NFC"), kind), text);
    }
  }
  assert(isCanonical("Caf\u00e9 \u{1F600} \uac00", "entry"));
});

/** The server every HTTP case of this file asks, clock on AFTER_1239 (kr645 1240 is ahead). */
async function withApi(body: (h: DoubleServer) => Promise<void>): Promise<void> {
  await using h = await startServer({ double: true });
  await body(h);
}

/** Asserts a 400 invalid_argument naming `field`, and returns its message. */
async function refused(
  pending: Promise<{ status: number; body: Record<string, unknown> }>,
  field: string,
): Promise<string> {
  const { status, body } = await pending;
  const error = body.error as { code: string; field: string; message: string };
  assertEquals(
    [status, error?.code, error?.field],
    [400, "invalid_argument", field],
    error?.message,
  );
  return error.message;
}

/** A giveaway with one winner, so that a refusal is the text's and never the count's. */
function giveaway(changes: Record<string, unknown> = {}) {
  return baseGiveaway({ winners: 1, ...changes });
}

Deno.test("text over HTTP: every rule, in the label, the title and entry 3, with its field and place", async () => {
  await withApi(async (h) => {
    const cases: [string, string][] = [
      ...REFUSED,
      ...NOT_NFC.map(([text, name]): [string, string] => [text, name]),
    ];
    for (const [text, name] of cases) {
      const bad = NOT_NFC.some(([candidate]) => candidate === text) ? text : `x${text}y`;
      const label = await refused(h.post(SEED, { game: "kr645", draw: 1239, label: bad }), "label");
      assertStringIncludes(label, `${name} in the label`);
      assert(label.startsWith("label must be canonical text: "), label);
      const title = await refused(h.post(GIVEAWAYS, giveaway({ title: bad })), "title");
      assertStringIncludes(title, `${name} in the title`);
      const entries = ["Ana", "Bo", bad, "Dana"];
      const entry = await refused(h.post(GIVEAWAYS, giveaway({ entries })), "entries");
      assertStringIncludes(entry, `${name} in entry 3`);
    }
    // The issue's own example, whole.
    const entries = ["Ana", "Bo", "Ch\u200ben", "Dana"];
    assertEquals(
      await refused(h.post(GIVEAWAYS, giveaway({ entries })), "entries"),
      "entries must be canonical text: U+200B ZERO WIDTH SPACE in entry 3 (character 3): format " +
        "characters (zero-width characters, bidi controls, soft hyphen, U+FEFF and the like) " +
        "are not allowed",
    );
    // LF: one line for a title and an entry; a label's line separator.
    assertStringIncludes(
      await refused(h.post(GIVEAWAYS, giveaway({ title: "a\nb" })), "title"),
      "U+000A LINE FEED in the title (character 2): a title is one line",
    );
    assertStringIncludes(
      await refused(h.post(GIVEAWAYS, giveaway({ entries: ["a", "b", "c\nd"] })), "entries"),
      "U+000A LINE FEED in entry 3",
    );
    const lines = await h.post(SEED, { game: "kr645", draw: 1239, label: "line one\nline two" });
    assertEquals(lines.status, 200);
    // White space at the ends: refused in a title and an entry, taken in a label.
    for (const [text, name, end] of EDGES) {
      assertStringIncludes(
        await refused(h.post(GIVEAWAYS, giveaway({ title: text })), "title"),
        `${name} at the ${end} of the title`,
      );
      assertStringIncludes(
        await refused(h.post(GIVEAWAYS, giveaway({ entries: ["a", "b", text] })), "entries"),
        `${name} at the ${end} of entry 3`,
      );
      assertEquals((await h.post(SEED, { game: "kr645", draw: 1239, label: text })).status, 200);
    }
    // Inside, a no-break or ideographic space is taken: the ID is what people compare.
    const inside = await h.post(
      GIVEAWAYS,
      giveaway({ title: "Caf\u00e9\u00a0raffle", entries: ["Ana\u3000Lee", "Bo"] }),
    );
    assertEquals(inside.status, 201, JSON.stringify(inside.body));
    // Over GET too, the label is checked.
    const viaGet = await h.get(
      SEED,
      `game=kr645&draw=1239&label=${encodeURIComponent("a\u200eb")}`,
    );
    assertEquals([viaGet.status, (viaGet.body.error as { field: string }).field], [400, "label"]);
  });
});

Deno.test("text: the shared modules are browser-safe: @ts-check, no imports but each other, no Deno", async () => {
  const allowed: Record<string, string[]> = {
    "text_tables.js": [],
    "text.js": ["./text_tables.js"],
    "announcement.js": ["./text.js"],
  };
  for (const [name, expected] of Object.entries(allowed)) {
    const source = await Deno.readTextFile(new URL(`../../src/giveaway/${name}`, import.meta.url));
    assert(source.startsWith("// @ts-check\n"), name);
    const imports = [...source.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]);
    assertEquals(imports, expected, name);
    assert(!/\bDeno\./.test(source), name);
  }
});
