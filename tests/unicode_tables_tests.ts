/**
 * Canonical text's Unicode tables (docs/FAIRNESS.md section 10, issue 27): one source,
 * scripts/unicode_tables.ts, writes them into src/giveaway/text_tables.js and the verifier, so
 * that the server, the page and the verifier refuse the same code points; and every invisible code
 * point of the review (default-ignorable ones, Hangul fillers, unassigned ones) is refused by each
 * of them, in the middle of a text and at either end.
 *
 * @module
 */
import { assert, assertEquals } from "@std/assert";
import {
  COMMAND,
  computeTables,
  javascriptModule,
  JS_FILE,
  PY_FILE,
  pythonBlock,
  type Tables,
  withPythonBlock,
} from "../scripts/unicode_tables.ts";
import { type TextKind, textProblem } from "../src/giveaway/text.js";
import { UNASSIGNED } from "../src/giveaway/text_tables.js";
import { startServer } from "../testing/server.ts";
import { runVerifierPython } from "./_verifier.ts";

/** The code points the review found canonical: each must be refused everywhere. */
const INVISIBLE = [
  0x034f, // COMBINING GRAPHEME JOINER
  ...Array.from({ length: 16 }, (_, i) => 0xfe00 + i), // VARIATION SELECTOR-1 to -16
  0xe0100,
  0xe0150,
  0xe01ef, // VARIATION SELECTOR-17 to -256
  0x180b,
  0x180c,
  0x180d,
  0x180f, // MONGOLIAN FREE VARIATION SELECTORs
  0x17b4,
  0x17b5, // KHMER VOWEL INHERENT AQ, AA
  0x115f,
  0x1160,
  0x3164,
  0xffa0, // the Hangul fillers
  0x2065, // unassigned, default-ignorable
  ...Array.from({ length: 9 }, (_, i) => 0xfff0 + i), // U+FFF0-FFF8
  0xe0000,
  0xe0002,
  0xe001f,
  0xe0080,
  0xe0fff, // the U+E0000 block
  0x0378,
  0xfdd0,
  0x10ffff, // unassigned (Cn), noncharacters included
];

/** A text with a code point in the middle, at the start and at the end. */
function placed(codePoint: number): string[] {
  const char = String.fromCodePoint(codePoint);
  return [`Caf\u00e9${char}raffle`, `${char}Caf\u00e9 raffle`, `Caf\u00e9 raffle${char}`];
}

/** The code points of `ranges` (inclusive pairs, or a flat list of first, last, ...), marked. */
function marked(ranges: readonly (readonly [number, number])[] | readonly number[]): Uint8Array {
  const flat = ranges.flat();
  const marks = new Uint8Array(0x110000);
  for (let i = 0; i < flat.length; i += 2) marks.fill(1, flat[i]!, flat[i + 1]! + 1);
  return marks;
}

/**
 * The code points that text_tables.js knows as assigned and this runtime's Unicode does not: none
 * when the runtime's Unicode is the tables' (Deno 2.9.6, which writes them). An older one (Deno
 * 2.5.0's V8) knows fewer characters; a Unicode version only ever assigns, so everything the
 * tables call unassigned must be unassigned here too, or the tables are wrong, not old.
 */
function assignedSince(runtime: Tables): Uint8Array {
  const here = marked(runtime.unassigned);
  const tables = marked(UNASSIGNED);
  const since = new Uint8Array(0x110000);
  for (let codePoint = 0; codePoint < 0x110000; codePoint++) {
    assert(!tables[codePoint] || here[codePoint], `U+${codePoint.toString(16)} is assigned here`);
    if (here[codePoint] && !tables[codePoint]) since[codePoint] = 1;
  }
  return since;
}

Deno.test("unicode tables: text_tables.js and the verifier's block are what scripts/unicode_tables.ts writes", async () => {
  const tables = computeTables();
  if (assignedSince(tables).includes(1)) {
    // This V8 cannot write tables of the newer Unicode: their freshness is checked on the Deno
    // that writes them (2.9.6, .ci/run's checks), the rest of this test here too.
    console.error(
      `unicode tables: this runtime's Unicode is older than the tables'; not rewritten`,
    );
  } else {
    const js = await Deno.readTextFile(JS_FILE);
    assert(
      js === javascriptModule(tables) + "\n",
      `src/giveaway/text_tables.js is stale: run \`${COMMAND}\``,
    );
    const source = await Deno.readTextFile(PY_FILE);
    assert(
      withPythonBlock(source, pythonBlock(tables)) === source,
      `the Unicode tables of verify/fairdraw_verify.py are stale: run \`${COMMAND}\``,
    );
  }
  // The tables hold what the rules name: the review's code points, and none of plain text.
  const inRanges = (ranges: [number, number][], c: number) =>
    ranges.some(([first, last]) => first <= c && c <= last);
  for (const codePoint of [0x115f, 0x1160, 0x3164, 0xffa0, 0x034f, 0xfe0f, 0x2065]) {
    assert(inRanges(tables.ignorable, codePoint), codePoint.toString(16));
  }
  assert(inRanges(tables.unassigned, 0x0378) && !inRanges(tables.unassigned, 0x2065));
  for (const c of [0x41, 0xe9, 0xac00, 0x1f600, 0x3000]) {
    assert(!inRanges(tables.ignorable, c) && !inRanges(tables.unassigned, c), c.toString(16));
  }
});

Deno.test("unicode tables: text.js refuses every default-ignorable and unassigned code point, anywhere", () => {
  const ignorable = /^\p{Default_Ignorable_Code_Point}$/u;
  const unassigned = /^\p{Cn}$/u;
  // Characters assigned since this runtime's Unicode (Deno 2.5.0's) are the tables' to judge.
  const since = assignedSince(computeTables());
  let refused = 0;
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const char = String.fromCodePoint(codePoint);
    if (!ignorable.test(char) && !unassigned.test(char)) continue;
    if (since[codePoint] && !ignorable.test(char)) continue;
    const problem = textProblem(`a${char}b`, "title");
    assert(problem !== null && problem.codePoint === codePoint, codePoint.toString(16));
    refused++;
  }
  assert(refused > 800_000, "Cn alone holds over 800,000 code points");
  for (const codePoint of INVISIBLE) {
    for (const kind of ["title", "entry", "label"] as TextKind[]) {
      for (const text of placed(codePoint)) {
        const problem = textProblem(text, kind);
        assertEquals(
          [problem?.rule, problem?.codePoint],
          [
            /^\p{Cn}$/u.test(String.fromCodePoint(codePoint)) &&
              !ignorable.test(String.fromCodePoint(codePoint))
              ? "unassigned"
              : codePoint >= 0xe0000 && codePoint <= 0xe0fff &&
                  /^\p{Cf}$/u.test(String.fromCodePoint(codePoint))
              ? "format"
              : "ignorable",
            codePoint,
          ],
          `${kind} ${JSON.stringify(text)}`,
        );
      }
    }
  }
});

Deno.test("unicode tables: the API refuses each of the review's invisible code points (title, entries, label)", async () => {
  await using server = await startServer({ double: true });
  for (const codePoint of INVISIBLE) {
    for (const text of placed(codePoint)) {
      const name = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
      const base = {
        game: "kr645",
        draw: 1240,
        title: "Raffle",
        entries: ["Ana", "Bo"],
        winners: 1,
      };
      for (
        const [path, body, field] of [
          ["/api/v1/giveaways", { ...base, title: text }, "title"],
          ["/api/v1/giveaways", { ...base, entries: ["Ana", text] }, "entries"],
          ["/api/v1/lottery/seed", { game: "kr645", draw: 1239, label: text }, "label"],
        ] as const
      ) {
        const answer = await server.post(path, body);
        const error = answer.body.error as { code: string; field: string; message: string };
        assertEquals(
          [answer.status, error?.code, error?.field],
          [400, "invalid_argument", field],
          `${path} ${field} ${JSON.stringify(text)}: ${JSON.stringify(answer.body)}`,
        );
        assert(error.message.includes(name), `${error.message} names ${name}`);
      }
    }
  }
});

Deno.test("unicode tables: the verifier refuses each of them, naming it, without Python's unicodedata", async () => {
  // canonical_problem for each text, with unicodedata's category lookups made to fail: the
  // verifier's tables, not Python's Unicode version, decide.
  const script = `
import json, unicodedata
import fairdraw_verify as f
def no_category(char):
    raise AssertionError("unicodedata.category was asked")
unicodedata.category = no_category
out = []
for text in json.load(sys.stdin):
    out.append([f.canonical_problem(text, "the title", True), f.canonical_problem(text, "the label", False)])
print(json.dumps(out))
`;
  const texts = INVISIBLE.flatMap(placed);
  const problems = await runVerifierPython<[string, string][]>(script, texts);
  texts.forEach((text, i) => {
    const codePoint = Array.from(text).find((c) => !/^[ A-Za-z\u00e9]$/.test(c))!.codePointAt(0)!;
    const name = `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
    for (const problem of problems[i]!) {
      assert(problem !== null && problem.startsWith(name), `${JSON.stringify(text)}: ${problem}`);
      assert(
        /default-ignorable code point, invisible|unassigned code point|format character/.test(
          problem,
        ),
        problem,
      );
    }
  });
});
