/**
 * The Python verifier (verify/fairdraw_verify.py), written from docs/FAIRNESS.md alone: it must
 * reproduce every vector of the page, real answers of every random operation (GET and POST,
 * seeded and not) and of seed_from_draw, and a giveaway made of real calls; and it must name the
 * difference in an answer with one value changed.
 *
 * @module
 */
import { assert, assertEquals, assertStringIncludes } from "@std/assert";
import { kr645Rows, parseKr645Row } from "../src/draws/sources/kr645.ts";
import { nyRows, parseNyRow } from "../src/draws/sources/ny.ts";
import {
  drawDateOf,
  drawFacts,
  drawnAt,
  isDrawDay,
  matrixOn,
  NAMED_GAMES,
} from "../src/games/mod.ts";
import { OPERATIONS, validSamples } from "../src/operations/mod.ts";
import { sampleIndices, SeededStream, seedFromHex, toHex } from "../src/random/mod.ts";
import { postJson, startServer, type TestServer } from "../testing/server.ts";
import {
  AFTER_1239,
  kr645DrawUrl,
  nyDrawUrl,
  startSourceDouble,
  UPSTREAM,
} from "../testing/source_double.ts";
import { fairnessVectors, fencedBlocks } from "./_vectors.ts";
import {
  addDays,
  announcementId,
  assertRigged,
  CAFE,
  deadUrl,
  fakeRegister,
  forge,
  type Forgery,
  giveawayLabel,
  KR645_1239,
  listedOf,
  PYTHON,
  recordOf,
  requirePython,
  type RunOptions,
  runVerifierPython,
  sha256Hex,
  sourcesOf,
  type Verdict,
  VERIFIER,
  verify,
} from "./_verifier.ts";

const SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

/** A verifier document from the texts of its arguments and answer, kept byte for byte. */
function documentOf(operation: string, argumentsText: string, answerText: string): string {
  return `{"operation":${JSON.stringify(operation)},"arguments":${argumentsText},` +
    `"answer":${answerText}}`;
}

/** Asserts that the verifier reproduced the answer of a document. */
async function assertReproduced(
  document: string,
  what: string,
  options: RunOptions = {},
): Promise<Verdict> {
  const verdict = await verify(document, options);
  assertEquals(
    [verdict.code, verdict.stdout.split("\n")[0]],
    [0, "reproduced"],
    `${what}\n${verdict.stdout}${verdict.stderr}`,
  );
  return verdict;
}

/** Asserts that the verifier found the first difference where and as expected. */
async function assertDifference(
  document: string,
  difference: { path: string; expected: string; got: string },
): Promise<void> {
  const verdict = await verify(document);
  assertEquals(verdict.code, 1, verdict.stdout + verdict.stderr);
  assertEquals(verdict.stdout.split("\n").slice(0, 3), [
    `not reproduced: the first difference is at ${difference.path}`,
    `  expected: ${difference.expected}`,
    `  got:      ${difference.got}`,
  ]);
}

/** Asserts that the verifier refused a document as unreadable, saying why. */
async function assertRefused(document: string, reason: string): Promise<void> {
  const verdict = await verify(document);
  assertEquals([verdict.code, verdict.stdout], [2, ""], verdict.stderr);
  assertStringIncludes(verdict.stderr, reason);
}

const OPERATION_BY_PATH = new Map(OPERATIONS.map((operation) => [operation.path, operation.name]));

Deno.test("verifier: every vector of FAIRNESS.md sections 6 and 9, by its GET and its POST id", async () => {
  const vectors = [...fairnessVectors(), ...fairnessVectors("more-vector")];
  assert(vectors.length >= 17, "the page lost its vectors");
  const seen = new Set<string>();
  for (const [index, { path, body, answer }] of vectors.entries()) {
    const name = OPERATION_BY_PATH.get(path);
    if (name === undefined) throw new Error(`no operation at ${path}`);
    seen.add(name);
    const id = index % 2 === 0 ? name : `${name}_post`;
    await assertReproduced(documentOf(id, body, answer), `${path} ${body}`);
  }
  // Every random operation of the table has its vectors (and its algorithm in the verifier).
  const random = OPERATIONS.filter((operation) => operation.seeded).map((o) => o.name);
  assert(random.length > 0);
  assertEquals([...seen].sort(), random.sort());
});

Deno.test("verifier: every seed_from_draw vector of FAIRNESS.md section 9, read at the source", async () => {
  const vectors = fairnessVectors("seed-vector");
  assertEquals(
    vectors.length,
    6,
    "kr645 and powerball with two labels each, megamillions, a giveaway",
  );
  const double = await startSourceDouble();
  try {
    for (const { path, body, answer } of vectors) {
      assertEquals(path, "/api/v1/lottery/seed");
      const { game, draw } = JSON.parse(body);
      const verdict = await assertReproduced(documentOf("seed_from_draw", body, answer), body, {
        args: sourcesOf(double),
      });
      const { numbers, extra_number } = JSON.parse(answer);
      assertStringIncludes(
        verdict.stdout,
        `verified: every check held, the official record included\n`,
      );
      const asked = game === "kr645"
        ? kr645DrawUrl(draw, double.kr645Url)
        : `${double.nyUrl}/resource/`;
      assertStringIncludes(
        verdict.stdout,
        `official numbers: ${numbers.join(" ")} + ${extra_number}, read at ${asked}`,
      );
      await assertReproduced(documentOf("seed_from_draw_post", body, answer), body, {
        args: sourcesOf(double),
      });
      // Without the source, the computation still reproduces, but that is not a success.
      const alone = await verify(documentOf("seed_from_draw", body, answer), {
        args: ["--kr645-source", deadUrl(), "--ny-source", deadUrl()],
      });
      assertEquals(alone.code, 3, alone.stdout + alone.stderr);
      const official = game === "kr645" ? kr645DrawUrl(draw) : nyDrawUrl(game, draw);
      assertStringIncludes(alone.stdout, `compare by hand at ${official}`);
      assertStringIncludes(
        alone.stdout,
        `${numbers.join(" ")} + ${extra_number}, as the file says`,
      );
    }
  } finally {
    await double.close();
  }
  // Each seed is the SHA-256 of the message it states, recomputed here apart from the verifier,
  // and the winning numbers are those of the recorded draws, as fairdraw reads them.
  const recorded = await recordedDraws();
  for (const { answer } of vectors) {
    const { game, draw, date, numbers, extra_number, message, seed } = JSON.parse(answer);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(message));
    assertEquals(seed, toHex(new Uint8Array(digest)));
    assertEquals({ date, numbers, extra_number }, recorded.get(`${game} ${draw}`));
  }
});

/** The draws of the fixtures that FAIRNESS.md's seed vectors use, keyed by game and draw. */
async function recordedDraws(): Promise<Map<string, unknown>> {
  const fixture = async (name: string) =>
    JSON.parse(await Deno.readTextFile(new URL(`./fixtures/${name}`, import.meta.url)));
  const kr645 = kr645Rows(await fixture("kr645/draw_1239.json")).map(parseKr645Row);
  const powerball = nyRows(await fixture("ny/powerball_rows.json"))
    .map((row) => parseNyRow("powerball", row));
  const megamillions = nyRows(await fixture("ny/megamillions_rows.json"))
    .map((row) => parseNyRow("megamillions", row));
  return new Map<string, unknown>([
    ...kr645.map(({ draw, date, numbers, bonus_number }) =>
      [`kr645 ${draw}`, { date, numbers, extra_number: bonus_number }] as const
    ),
    ...[...powerball, ...megamillions].map(({ game, draw, date, numbers, extra_number }) =>
      [`${game} ${draw}`, { date, numbers, extra_number }] as const
    ),
  ]);
}

Deno.test("verifier: a seed_from_draw answer with a winning number or its seed changed", async () => {
  const [first] = fairnessVectors("seed-vector");
  const { body, answer } = first!;
  const changed = JSON.parse(answer);
  changed.numbers[5] = 37;
  const message = changed.message.replace("11,13,22,32,33,36", "11,13,22,32,33,37");
  await assertDifference(documentOf("seed_from_draw", body, JSON.stringify(changed)), {
    path: "answer.message",
    expected: JSON.stringify(message),
    got: JSON.stringify(changed.message),
  });
  const reseeded = JSON.parse(answer);
  reseeded.seed = "3" + reseeded.seed.slice(1);
  await assertDifference(documentOf("seed_from_draw", body, JSON.stringify(reseeded)), {
    path: "answer.seed",
    expected: JSON.stringify(JSON.parse(answer).seed),
    got: JSON.stringify(reseeded.seed),
  });
  await assertDifference(
    documentOf("seed_from_draw", JSON.stringify({ ...JSON.parse(body), label: "x" }), answer),
    { path: "answer.label", expected: '"x"', got: '""' },
  );
});

Deno.test("verifier: the giveaway of FAIRNESS.md, and with one winner swapped", async () => {
  const [giveaway] = fencedBlocks("giveaway");
  const double = await startSourceDouble();
  let verdict: Verdict;
  try {
    // Reproduced; as a bare file, with no --id and no log, its time is not proven (4).
    verdict = await verify(giveaway!, { args: sourcesOf(double) });
    assertEquals([verdict.code, verdict.stdout.split("\n")[0]], [4, "reproduced"], verdict.stdout);
  } finally {
    await double.close();
  }
  assertStringIncludes(verdict.stdout, "  1. Dana\n  2. Bo\n");
  const document = JSON.parse(giveaway!);

  // Its two steps are the seed-vector and the pick vector on the page, word for word.
  const pick = fairnessVectors("more-vector")
    .find((vector) => vector.answer === JSON.stringify(document.answer.pick_from_list));
  if (pick === undefined) throw new Error("the giveaway's pick is not a vector of the page");
  assertEquals(JSON.parse(pick.body).seed, document.answer.seed_from_draw.seed);

  const swapped = structuredClone(document);
  swapped.answer.pick_from_list.picks = ["Bo", "Dana"];
  await assertDifference(JSON.stringify(swapped), {
    path: "answer.pick_from_list.picks[0]",
    expected: '"Dana"',
    got: '"Bo"',
  });
  const replaced = structuredClone(document);
  replaced.answer.pick_from_list.picks[1] = "Chen";
  await assertDifference(JSON.stringify(replaced), {
    path: "answer.pick_from_list.picks[1]",
    expected: '"Bo"',
    got: '"Chen"',
  });
  // An entry changed after the announcement changes the label that the seed was made with.
  const renamed = structuredClone(document);
  renamed.arguments.entries[0] = "Anna";
  const verdictRenamed = await verify(JSON.stringify(renamed));
  assertEquals(verdictRenamed.code, 1);
  assertStringIncludes(
    verdictRenamed.stdout,
    "not reproduced: the first difference is at answer.seed_from_draw.label\n",
  );
  const more = structuredClone(document);
  more.arguments.winners = 3;
  await assertDifference(JSON.stringify(more), {
    path: "answer.seed_from_draw.label",
    expected: JSON.stringify(document.answer.seed_from_draw.label.replace(/2$/, "3")),
    got: JSON.stringify(document.answer.seed_from_draw.label),
  });
});

Deno.test("verifier: giveaway rules", async () => {
  const [giveaway] = fencedBlocks("giveaway");
  const with_ = (change: (args: Record<string, unknown>) => void): string => {
    const document = JSON.parse(giveaway!);
    change(document.arguments);
    return JSON.stringify(document);
  };
  await assertRefused(
    with_((a) => a.winners = 7),
    "arguments.winners must be an integer from 1 to 6",
  );
  await assertRefused(with_((a) => a.winners = 0), "arguments.winners");
  await assertRefused(with_((a) => a.title = "two\nlines"), "arguments.title must be one line");
  await assertRefused(with_((a) => a.title = "x".repeat(201)), "at most 200 characters");
  await assertRefused(
    with_((a) => a.entries = []),
    "arguments.entries must be a list of 1 to 1000",
  );
  await assertRefused(with_((a) => a.entries = ["a\rb"]), "arguments.entries[0] must be one line");
  await assertRefused(with_((a) => a.entries = ["", "b"]), "arguments.entries[0] must be a string");
  await assertRefused(
    with_((a) => a.entries = ["\ud800"]),
    "arguments.entries[0] must be one line",
  );
  await assertRefused(with_((a) => delete a.draw), "arguments.draw is required");
  await assertRefused(with_((a) => a.draw = "2026-02-30"), "arguments.draw must be");
  await assertRefused(with_((a) => a.prize = "a bike"), 'giveaway takes no argument "prize"');
  // 200 astral characters are 200 code points: a title of that length is allowed.
  const long = JSON.parse(with_((a) => a.title = "\u{1F381}".repeat(200)));
  const verdict = await verify(JSON.stringify(long));
  assertEquals(verdict.code, 1, verdict.stderr); // allowed, but the answer was for another title
});

/** One call of a random operation to make over the wire. */
interface Sample {
  operation: string;
  arguments: Record<string, unknown>;
}

const ITEMS = ["ant", "bee", "cat", "dog", "eel", "fox", "gnu"];
// Quotes, backslashes, controls, a slash, accents, Hangul, an emoji: what a body must escape or not.
const ODD_ITEMS = ['say "hi"', "back\\slash", "tab\there", "bell\u0007", "/\u00e9\uac00\u{1F600}"];
const LONG_LIST = Array.from({ length: 1000 }, (_, i) => `entry ${i}`);

const SAMPLES: Sample[] = [
  { operation: "roll_dice", arguments: {} },
  { operation: "roll_dice", arguments: { sides: 1000, count: 100 } },
  { operation: "roll_dice", arguments: { sides: 2, count: 9 } },
  { operation: "flip_coin", arguments: {} },
  { operation: "flip_coin", arguments: { count: 100 } },
  { operation: "flip_coin", arguments: { count: 7 } },
  { operation: "random_integer", arguments: { min: 1, max: 6 } },
  { operation: "random_integer", arguments: { min: -5, max: 5, count: 11, unique: true } },
  { operation: "random_integer", arguments: { min: 0, max: 4294967295, count: 50, unique: true } },
  {
    operation: "random_integer",
    arguments: { min: -9007199254740991, max: -9007199254740991 + 2 ** 31, count: 20 },
  },
  { operation: "random_integer", arguments: { min: 1, max: 3 * 2 ** 30, count: 1000 } },
  { operation: "pick_from_list", arguments: { items: ITEMS } },
  { operation: "pick_from_list", arguments: { items: ITEMS, count: 12, unique: false } },
  { operation: "pick_from_list", arguments: { items: ITEMS, count: 7 } },
  { operation: "pick_from_list", arguments: { items: ["a", "a", "b"], count: 3 } },
  { operation: "pick_from_list", arguments: { items: ODD_ITEMS, count: 5 } },
  { operation: "shuffle_list", arguments: { items: ITEMS } },
  { operation: "shuffle_list", arguments: { items: ["only"] } },
  { operation: "shuffle_list", arguments: { items: ODD_ITEMS } },
  { operation: "shuffle_list", arguments: { items: LONG_LIST } },
  ...NAMED_GAMES.map((game) => ({ operation: "pick_numbers", arguments: { game, sets: 3 } })),
  { operation: "pick_numbers", arguments: { game: "kr645", sets: 10 } },
  { operation: "pick_numbers", arguments: { count: 50, max: 1000, sets: 10 } },
  { operation: "pick_numbers", arguments: { game: "custom", count: 1, min: 0, max: 1 } },
  {
    operation: "pick_numbers",
    arguments: { game: "custom", count: 5, min: 10, max: 20, extra_count: 10, extra_max: 10 },
  },
  { operation: "pick_numbers", arguments: { count: 3, max: 9, extra_count: 1, extra_max: 1 } },
  // Each random operation's own valid samples, their seeds left to the calls below.
  ...OPERATIONS.filter((operation) => operation.seeded).flatMap((operation) =>
    validSamples(operation).map(({ seed: _seed, ...rest }) => ({
      operation: operation.name,
      arguments: rest,
    }))
  ),
];

/** The query string of the GET form: lists comma-separated, every value percent-encoded. */
function queryOf(args: Record<string, unknown>): string {
  return Object.entries(args).map(([name, value]) =>
    `${name}=${encodeURIComponent(Array.isArray(value) ? value.join(",") : String(value))}`
  ).join("&");
}

/** Calls an operation by GET or POST and returns the answer's text, as the service wrote it. */
async function call(
  server: TestServer,
  sample: Sample,
  method: "GET" | "POST",
): Promise<string> {
  const path = OPERATIONS.find((operation) => operation.name === sample.operation)!.path;
  const response = method === "GET"
    ? await fetch(`${server.url}${path}?${queryOf(sample.arguments)}`)
    : await postJson(server.url + path, sample.arguments);
  const text = await response.text();
  assertEquals(response.status, 200, `${method} ${path}: ${text}`);
  return text;
}

/** Whether the GET form can carry these arguments (a list item with a comma cannot). */
function fitsGet(sample: Sample): boolean {
  const items = sample.arguments.items;
  return !Array.isArray(items) || items.every((item) => !String(item).includes(","));
}

/** The ways each sample is called, taken in turn: both methods, seeded (either case) or not. */
const CALLS = [
  { method: "GET", seed: undefined },
  { method: "POST", seed: SEED },
  { method: "GET", seed: SEED.toUpperCase() },
  { method: "POST", seed: undefined },
] as const;

Deno.test("verifier: real answers of every random operation, GET and POST, seeded or not", async () => {
  const server = await startServer();
  const calls = new Set<string>();
  // Each operation's samples take the four ways in turn, two each, counted per operation, so
  // that two samples that GET can carry cover them all, wherever they are in SAMPLES.
  const taken = new Map<string, number>();
  try {
    for (const sample of SAMPLES) {
      const index = 2 * (taken.get(sample.operation) ?? 0);
      taken.set(sample.operation, (taken.get(sample.operation) ?? 0) + 1);
      for (const { method, seed } of [CALLS[index % 4]!, CALLS[(index + 1) % 4]!]) {
        const args = seed === undefined ? sample.arguments : { ...sample.arguments, seed };
        const form = fitsGet(sample) ? method : "POST";
        const answer = await call(server, { ...sample, arguments: args }, form);
        const id = form === "GET" ? sample.operation : `${sample.operation}_post`;
        const what = `${form} ${sample.operation} ${JSON.stringify(args).slice(0, 200)}`;
        await assertReproduced(documentOf(id, JSON.stringify(args), answer), what);
        calls.add(`${sample.operation} ${form} ${seed === undefined ? "unseeded" : "seeded"}`);
      }
    }
  } finally {
    await server.close();
  }
  const random = OPERATIONS.filter((operation) => operation.seeded).map((operation) =>
    operation.name
  );
  const expected = random.flatMap((name) =>
    ["GET", "POST"].flatMap((form) => [`${name} ${form} seeded`, `${name} ${form} unseeded`])
  );
  const missing = random.flatMap((name) => {
    const ways = expected.filter((call) => call.startsWith(`${name} `) && !calls.has(call));
    if (ways.length === 0) return [];
    const samples = SAMPLES.filter((sample) => sample.operation === name);
    return [
      `${name} is never called as ${ways.map((way) => way.slice(name.length + 1)).join(", ")}: ` +
      `it has ${samples.length} sample(s), ${samples.filter(fitsGet).length} of which GET can ` +
      "carry, and each sample is called two of the four ways in turn (one with a comma in a " +
      `list item by POST alone): add samples to its samples.valid (src/operations/${name}.ts) ` +
      "or to SAMPLES here until every way is taken",
    ];
  });
  assertEquals(missing, [], missing.join("\n"));
  assertEquals([...calls].sort(), expected.sort());
});

/** The giveaway label of FAIRNESS.md section 9, built here apart from the verifier. */
Deno.test("verifier: real seed_from_draw answers and a giveaway made of two real calls", async () => {
  await using server = await startServer({ double: true });
  const path = "/api/v1/lottery/seed";
  const draws = [
    { game: "kr645", draw: 1239 },
    { game: "kr645", draw: "1239" },
    { game: "powerball", draw: "2022-11-21" },
    { game: "megamillions", draw: "2022-11-22" },
    { game: "megamillions", draw: "2002-05-17" },
  ];
  // Canonical labels (FAIRNESS.md section 10): a line feed is the one control a label may hold.
  const labels = [undefined, "", "a\nb \u{1F381} \uac00 ", "x".repeat(1000), '"quoted" \\ \u00e9'];
  for (const [index, draw] of draws.entries()) {
    for (const label of [labels[index % labels.length], labels[(index + 2) % labels.length]]) {
      const args = label === undefined ? draw : { ...draw, label };
      const calls: [string, Response][] = [
        ["seed_from_draw", await fetch(`${server.url}${path}?${queryOf(args)}`)],
        ["seed_from_draw_post", await postJson(server.url + path, args)],
      ];
      for (const [id, response] of calls) {
        const answer = await response.text();
        assertEquals(response.status, 200, answer);
        const document = documentOf(id, JSON.stringify(args), answer);
        await assertReproduced(document, `${id} ${JSON.stringify(args)}`, {
          args: sourcesOf(server.double),
        });
      }
    }
  }

  // A giveaway as the page and the README make it: the seed for its label, then the pick.
  const title = "Team lunch \u{1F35C}, week 36";
  const entries = ["Ana", "Bo", "Chen", "Dana", "\u00c9mile", "\ubbfc\uc900", "Ana"];
  const label = await giveawayLabel(title, entries, 3);
  const seedAnswer = await (await postJson(server.url + path, {
    game: "kr645",
    draw: 1239,
    label,
  })).text();
  const pickAnswer = await (await postJson(`${server.url}/api/v1/random/pick`, {
    items: entries,
    count: 3,
    unique: true,
    seed: JSON.parse(seedAnswer).seed,
  })).text();
  const giveaway = documentOf(
    "giveaway",
    JSON.stringify({ game: "kr645", draw: 1239, title, entries, winners: 3 }),
    `{"seed_from_draw":${seedAnswer},"pick_from_list":${pickAnswer}}`,
  );
  // Reproduced, but with no --id and no log nothing proves when it was announced: 4.
  const verdict = await verify(giveaway, { args: sourcesOf(server.double) });
  assertEquals([verdict.code, verdict.stdout.split("\n")[0]], [4, "reproduced"], verdict.stdout);
  const winners = JSON.parse(pickAnswer).picks as string[];
  assertStringIncludes(verdict.stdout, winners.map((w, i) => `  ${i + 1}. ${w}\n`).join(""));
});

/** For each operation, a real answer with one value changed, and where the verifier must say so. */
const CHANGES: {
  sample: Sample;
  change(answer: Record<string, unknown>): { path: string; expected: string; got: string };
}[] = [
  {
    sample: { operation: "roll_dice", arguments: { sides: 6, count: 10 } },
    change(answer) {
      const rolls = answer.rolls as number[];
      const was = rolls[3]!;
      rolls[3] = was % 6 + 1;
      return { path: "answer.rolls[3]", expected: String(was), got: String(rolls[3]) };
    },
  },
  {
    sample: { operation: "flip_coin", arguments: { count: 8 } },
    change(answer) {
      const flips = answer.flips as string[];
      const was = flips[0]!;
      flips[0] = was === "heads" ? "tails" : "heads";
      return { path: "answer.flips[0]", expected: `"${was}"`, got: `"${flips[0]}"` };
    },
  },
  {
    sample: { operation: "random_integer", arguments: { min: 1, max: 100, count: 5 } },
    change(answer) {
      const values = answer.values as number[];
      const was = values[4]!;
      values[4] = was === 100 ? 1 : was + 1;
      return { path: "answer.values[4]", expected: String(was), got: String(values[4]) };
    },
  },
  {
    sample: { operation: "pick_from_list", arguments: { items: ITEMS, count: 3 } },
    change(answer) {
      const picks = answer.picks as string[];
      const was = picks[1]!;
      picks[1] = ITEMS.find((item) => !picks.includes(item))!;
      return { path: "answer.picks[1]", expected: `"${was}"`, got: `"${picks[1]}"` };
    },
  },
  {
    sample: { operation: "shuffle_list", arguments: { items: ITEMS } },
    change(answer) {
      const shuffled = answer.shuffled as string[];
      const [first, second] = shuffled;
      [shuffled[0], shuffled[1]] = [second!, first!];
      return { path: "answer.shuffled[0]", expected: `"${first}"`, got: `"${second}"` };
    },
  },
  {
    sample: { operation: "pick_numbers", arguments: { game: "powerball", sets: 2 } },
    change(answer) {
      const sets = answer.sets as { numbers: number[]; extra_numbers: number[] }[];
      const extras = sets[1]!.extra_numbers;
      const was = extras[0]!;
      extras[0] = was === 26 ? 1 : was + 1;
      return {
        path: "answer.sets[1].extra_numbers[0]",
        expected: String(was),
        got: String(extras[0]),
      };
    },
  },
  {
    sample: { operation: "pick_numbers", arguments: { game: "kr645" } },
    change(answer) {
      const numbers = (answer.sets as { numbers: number[] }[])[0]!.numbers;
      const was = numbers[0]!;
      numbers[0] = Array.from({ length: 45 }, (_, i) => i + 1).find((n) => !numbers.includes(n))!;
      return { path: "answer.sets[0].numbers[0]", expected: String(was), got: String(numbers[0]) };
    },
  },
  {
    sample: { operation: "roll_dice", arguments: { count: 3 } },
    change(answer) {
      const was = answer.total as number;
      answer.total = was + 1;
      return { path: "answer.total", expected: String(was), got: String(was + 1) };
    },
  },
];

Deno.test("verifier: a real answer of each operation with one value changed", async () => {
  const server = await startServer();
  try {
    for (const { sample, change } of CHANGES) {
      const answer = JSON.parse(await call(server, sample, "POST"));
      const difference = change(answer);
      // Unseeded: the seed in the answer is the one to check it with.
      await assertDifference(
        documentOf(sample.operation, JSON.stringify(sample.arguments), JSON.stringify(answer)),
        difference,
      );
    }
  } finally {
    await server.close();
  }
});

Deno.test("verifier: fields, order and bytes as the service writes them", async () => {
  const [first] = fairnessVectors();
  const { body, answer } = first!; // dice, 10 rolls
  const parsed = JSON.parse(answer);
  const { sides, count, rolls, total, seed } = parsed;
  await assertDifference(
    documentOf("roll_dice", body, JSON.stringify({ count, sides, rolls, total, seed })),
    {
      path: "answer",
      expected: "the fields sides, count, rolls, total, seed in this order",
      got: "count, sides, rolls, total, seed",
    },
  );
  await assertDifference(documentOf("roll_dice", body, JSON.stringify({ ...parsed, note: 1 })), {
    path: "answer.note",
    expected: "nothing (no such field)",
    got: "1",
  });
  await assertDifference(
    documentOf("roll_dice", body, JSON.stringify({ sides, count, rolls, seed })),
    {
      path: "answer.total",
      expected: "36",
      got: "nothing (the field is missing)",
    },
  );
  await assertDifference(
    documentOf("roll_dice", body, JSON.stringify({ ...parsed, rolls: rolls.slice(0, 9) })),
    { path: "answer.rolls", expected: "10 items", got: "9 items" },
  );
  await assertDifference(
    documentOf("roll_dice", body, answer.replace('"total":36', '"total":36.0')),
    {
      path: "answer as written: its values agree, but its text differs from character 62 on",
      expected: ',"seed":"000102030405060708090a0',
      got: '.0,"seed":"000102030405060708090',
    },
  );
  // Spaced out, an answer is not the service's text: its values still count.
  await assertReproduced(
    documentOf("roll_dice", body, JSON.stringify(parsed, null, 2)),
    "a pretty-printed answer",
  );
  // A character escaped that the service writes as itself is not the service's text.
  const picked = JSON.stringify({ count: 1, unique: true, picks: ["\u00e9"], seed: SEED });
  await assertReproduced(
    documentOf("pick_from_list", JSON.stringify({ items: ["\u00e9"], seed: SEED }), picked),
    "one item",
  );
  await assertDifference(
    documentOf(
      "pick_from_list",
      JSON.stringify({ items: ["\u00e9"], seed: SEED }),
      picked.replace("\u00e9", "\\u00e9"),
    ),
    {
      path: "answer as written: its values agree, but its text differs from character 35 on",
      expected: '\u00e9"],"seed":"00010203040506070809',
      got: '\\u00e9"],"seed":"000102030405060',
    },
  );
  // Upper case in the answer's seed: the service writes it in lower case.
  await assertDifference(
    documentOf(
      "roll_dice",
      "{}",
      JSON.stringify({ ...parsed, count: 1, rolls: [2], total: 2, seed: SEED.toUpperCase() }),
    ),
    { path: "answer.seed", expected: `"${SEED}"`, got: `"${SEED.toUpperCase()}"` },
  );
});

Deno.test("verifier: files it cannot check exit 2 and say why", async () => {
  await assertRefused("not json", "not JSON");
  await assertRefused("[1]", "the file must be a JSON object");
  await assertRefused('{"operation":"roll_dice","answer":{},"extra":1}', 'unknown member "extra"');
  await assertRefused('{"operation":"roll_dice"}', "answer must be a JSON object");
  await assertRefused('{"operation":"toss","answer":{}}', 'unknown operation "toss"');
  await assertRefused('{"operation":"get_draw","answer":{}}', "get_draw is not random");
  await assertRefused(
    '{"operation":"roll_dice","arguments":{"sides":1},"answer":{}}',
    "arguments.sides must be an integer from 2 to 1000, got 1",
  );
  await assertRefused(
    '{"operation":"roll_dice","arguments":{"side":6},"answer":{}}',
    'roll_dice takes no argument "side"',
  );
  await assertRefused(
    '{"operation":"roll_dice","arguments":{"seed":"abc"},"answer":{}}',
    "arguments.seed must be 64 hexadecimal characters",
  );
  await assertRefused(
    '{"operation":"pick_numbers","arguments":{"game":"kr645","max":9},"answer":{}}',
    "arguments.max cannot be given with game kr645",
  );
  await assertRefused(
    '{"operation":"pick_numbers","arguments":{"count":3,"max":9,"extra_count":1},"answer":{}}',
    "arguments.extra_max is required when extra_count is above 0",
  );
  await assertRefused(
    '{"operation":"random_integer","arguments":{"min":0,"max":4294967296},"answer":{}}',
    "at most 2^32 values",
  );
  await assertRefused('{"operation":"roll_dice","answer":{"a":1,"a":2}}', '"a" appears twice');
  await assertRefused("[".repeat(100_000) + "]".repeat(100_000), "JSON nested too deep");
  await assertRefused(
    '{"operation":"seed_from_draw","arguments":{"game":"kr645"},"answer":{}}',
    "arguments.draw is required",
  );
  await assertRefused(
    '{"operation":"seed_from_draw","arguments":{"game":"kr645","draw":1,"label":"\\ud800"},' +
      '"answer":{}}',
    "lone surrogate",
  );
  await assertRefused(
    JSON.stringify({
      operation: "seed_from_draw",
      arguments: { game: "kr645", draw: 1, label: "\u{1F381}".repeat(1001) },
      answer: {},
    }),
    "arguments.label must be at most 1000 characters, got 1001",
  );
});

Deno.test("verifier: run as people run it, a process of its own, it answers as the worker does", async () => {
  const [first] = fairnessVectors();
  const dice = documentOf("roll_dice", first!.body, first!.answer);
  const changed = JSON.parse(first!.answer);
  changed.total += 1;
  const [seed] = fairnessVectors("seed-vector");
  const seedDocument = documentOf("seed_from_draw", seed!.body, seed!.answer);
  const hidden = await recordOf("2026-08-20T09:00:00.000Z", {
    ...CAFE,
    title: "Caf\u00e9\u3164raffle",
  });
  const double = await startSourceDouble();
  // `python3 verify/fairdraw_verify.py FILE`, `-` on standard input, a wrong command line, a
  // source not reached, a success read at the source, a difference, a time not proven, and an
  // invisible character printed escaped: the same code and the same bytes, though the worker
  // has run every test before this one.
  const cases: [string, RunOptions, number][] = [
    [dice, { file: true }, 0],
    [dice, {}, 0],
    [dice, { args: ["--bogus"] }, 2],
    [seedDocument, { args: ["--kr645-source", deadUrl(), "--ny-source", deadUrl()] }, 3],
    [seedDocument, { args: sourcesOf(double) }, 0],
    [documentOf("roll_dice", first!.body, JSON.stringify(changed)), {}, 1],
    [await forge(KR645_1239), { args: sourcesOf(double) }, 4],
    [JSON.stringify(hidden), { args: ["--offline"] }, 1],
  ];
  try {
    for (const [document, options, code] of cases) {
      const alone = await verify(document, { ...options, process: true });
      assertEquals(alone.code, code, alone.stdout + alone.stderr);
      assertEquals(await verify(document, options), alone, JSON.stringify(options));
    }
  } finally {
    await double.close();
  }
  const missing = await new Deno.Command(PYTHON, {
    args: [VERIFIER, "/nonexistent/answer.json"],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assertEquals(missing.code, 2);
  assertStringIncludes(new TextDecoder().decode(missing.stderr), "cannot read");
});

// ---------------------------------------------------------------------------------------------
// Rigged giveaways: files that hold together (every seed, message and pick recomputed as fairdraw
// would), built by an organizer who wants to choose the winners. Each must exit 1.

Deno.test("verifier: a genuine giveaway with no proof of time exits 4, and each rigged one exits 1 saying why", async () => {
  const double = await startSourceDouble();
  const options = { args: sourcesOf(double) };
  try {
    const genuine = await verify(await forge(KR645_1239), options);
    // The review's attack 2: no --id and no log, so nothing proves it was announced before the
    // draw; the computation holds, and the answer is 4, never 0.
    assertEquals(genuine.code, 4, genuine.stdout + genuine.stderr);
    assertStringIncludes(genuine.stdout, "NOT PROVEN: no --id: ");
    assertStringIncludes(genuine.stdout, "NOT PROVEN: no proof of time: the file has no `log`");
    const id = await announcementId(
      "kr645",
      1239,
      await giveawayLabel(CAFE.title, CAFE.entries, 2),
    );
    for (
      const line of [
        "  game:             kr645 (Lotto 6/45, Korea)",
        "  draw:             1239, 2026-08-29 at 20:35 KST, UTC+9 (2026-08-29T11:35:00.000Z)",
        `  official numbers: 11 13 22 32 33 36 + 8, read at ${kr645DrawUrl(1239, double.kr645Url)}`,
        '  title:            "Caf\u00e9 raffle, August 2026"',
        "  entries:          6",
        "  entries SHA-256:  d926be96e6b7b383969ad1c3ae160f53322fb0faf75d3653395ef69a6a7eaf1c",
        `  ID:               ${id}`,
        "  1. Dana\n  2. Bo",
        // The person named the source (a double here): the summary says it is not the official one.
        "  (a source named on the command line, not the official one)\n",
      ]
    ) assertStringIncludes(genuine.stdout, line);

    // Fake official numbers, and the winners they were chosen for.
    await assertRigged(
      await forge({ ...KR645_1239, numbers: [1, 2, 3, 4, 5, 6], extra: 7 }),
      "not verified: official numbers of kr645 draw 1239 are 11 13 22 32 33 36 + 8; " +
        "the file says 1 2 3 4 5 6 + 7",
      options,
    );
    // Numbers that no draw can have: Powerball 100 with ball 99; a Mega Ball of 25 from 2025-04-08.
    await assertRigged(
      await forge({
        game: "powerball",
        draw: "2022-11-21",
        numbers: [1, 6, 40, 51, 100],
        extra: 99,
      }),
      "100 is not a powerball number on 2022-11-21: they are 1 to 69 then",
      options,
    );
    await assertRigged(
      await forge({
        game: "powerball",
        draw: "2022-11-21",
        numbers: [1, 6, 40, 51, 67],
        extra: 27,
      }),
      "27 is not a Powerball on 2022-11-21: it is 1 to 26 then",
      options,
    );
    await assertRigged(
      await forge({
        game: "megamillions",
        draw: "2026-07-24",
        numbers: [2, 5, 42, 44, 60],
        extra: 25,
      }),
      "25 is not a Mega Ball on 2026-07-24: it is 1 to 24 then",
      options,
    );
    // The edge of the Mega Ball's change: 25 on 2025-04-08 is impossible; on 2025-04-04 it was a
    // Mega Ball, so only the official record (not read here) can tell.
    await assertRigged(
      await forge({
        game: "megamillions",
        draw: "2025-04-08",
        numbers: [1, 2, 3, 4, 5],
        extra: 25,
      }),
      "25 is not a Mega Ball on 2025-04-08: it is 1 to 24 then",
      { args: ["--offline"] },
    );
    const before = await verify(
      await forge({
        game: "megamillions",
        draw: "2025-04-04",
        numbers: [1, 2, 3, 4, 5],
        extra: 25,
      }),
      { args: ["--offline"] },
    );
    assertEquals(before.code, 3, before.stdout + before.stderr);
    await assertRigged(
      await forge({ ...KR645_1239, numbers: [11, 13, 22, 32, 33, 46] }),
      "46 is not a kr645 number on 2026-08-29: they are 1 to 45 then",
      options,
    );
    await assertRigged(
      await forge({ ...KR645_1239, extra: 36 }),
      "the bonus 36 is one of the numbers",
      options,
    );
    // A kr645 date that contradicts its draw number.
    await assertRigged(
      await forge({ ...KR645_1239, date: "2026-08-22" }),
      "kr645 draw 1239 is drawn on 2026-08-29 (draw 1 on 2002-12-07, one every Saturday); " +
        'the file says "2026-08-22"',
      options,
    );
    // Days without a draw: a Powerball "draw" on a Tuesday, on a Monday before Mondays began,
    // and before the record begins.
    await assertRigged(
      await forge({ game: "powerball", draw: "2022-11-22", numbers: [1, 6, 40, 51, 67], extra: 2 }),
      "2022-11-22 is a Tuesday: there is no powerball draw that day " +
        "(powerball draws on Mondays and Wednesdays and Saturdays then)",
      options,
    );
    await assertRigged(
      await forge({ game: "powerball", draw: "2021-08-16", numbers: [1, 6, 40, 51, 67], extra: 2 }),
      "2021-08-16 is a Monday: there is no powerball draw that day",
      options,
    );
    await assertRigged(
      await forge({ game: "megamillions", draw: "2022-11-21", numbers: [1, 2, 3, 4, 5], extra: 2 }),
      "2022-11-21 is a Monday: there is no megamillions draw that day",
      options,
    );
    await assertRigged(
      await forge({ game: "megamillions", draw: "2002-05-14", numbers: [1, 2, 3, 4, 5], extra: 2 }),
      "there is no megamillions draw on record on 2002-05-14",
      options,
    );
    // Draws to come: in 2031 and in 2999 (Saturdays, so their day is a draw day).
    await assertRigged(
      await forge({ game: "powerball", draw: "2031-01-04", numbers: [1, 2, 3, 4, 5], extra: 2 }),
      "powerball draw 2031-01-04 is due on 2031-01-04 at 22:59 EST, UTC-5 " +
        "(2031-01-05T03:59:00.000Z), in the future: no one can know its numbers yet",
      options,
    );
    await assertRigged(
      await forge({ game: "powerball", draw: "2999-01-05", numbers: [1, 2, 3, 4, 5], extra: 2 }),
      "in the future",
      options,
    );
    const in2999 = 1 + (Date.parse("2999-01-05") - Date.parse("2002-12-07")) / (7 * 86_400_000);
    await assertRigged(
      await forge({ ...KR645_1239, draw: in2999 }),
      `kr645 draw ${in2999} is due on 2999-01-05 at 20:35 KST`,
      options,
    );
    await assertRigged(
      await forge({ ...KR645_1239, draw: 2 ** 53 - 1, date: "9999-12-31" }),
      "after the year 9999: in the future",
      options,
    );
    assertEquals(
      double.callCount(),
      1 + 1,
      "only the genuine and the fake numbers reach the source",
    );
  } finally {
    await double.close();
  }
});

Deno.test("verifier: a title or an entry that hides a variant exits 1, naming the character", async () => {
  const double = await startSourceDouble();
  const options = { args: sourcesOf(double) };
  const hidden: [Partial<Forgery>, string][] = [
    [
      { title: "Cafe\u0301 raffle, August 2026" },
      "the title is not in Unicode NFC from character 4 on (U+0301 COMBINING ACUTE ACCENT)",
    ],
    [
      { entries: ["Ana", "Bo", "Ch\u200ben"] },
      "entry 3 is not canonical text: U+200B ZERO WIDTH SPACE (a format character, invisible) in entry 3, character 3",
    ],
    [
      { title: "\u202eCaf\u00e9 raffle" },
      "U+202E RIGHT-TO-LEFT OVERRIDE (a format character, invisible) in the title, character 1",
    ],
    [{ entries: ["Ana", "Bo\u00a0"] }, "U+00A0 NO-BREAK SPACE (white space) at the end of entry 2"],
    [{ entries: [" Ana", "Bo"] }, "U+0020 SPACE (white space) at the start of entry 1"],
    [{ title: "Caf\u00e9\u2028raffle" }, "U+2028 LINE SEPARATOR in the title, character 5"],
    [
      { entries: ["Ana", "B\u00ado"] },
      "U+00AD SOFT HYPHEN (a format character, invisible) in entry 2",
    ],
    [
      { entries: ["Ana\ufeff", "Bo"] },
      "U+FEFF ZERO WIDTH NO-BREAK SPACE (a format character, invisible)",
    ],
    [{ entries: ["Ana\u0085", "Bo"] }, "U+0085 NEXT LINE (a control character) in entry 1"],
  ];
  try {
    for (const [change, says] of hidden) {
      await assertRigged(await forge({ ...KR645_1239, ...change }), says, options);
    }
    // Inside a title or an entry, a no-break space or an ideographic space is allowed.
    const spaced = await verify(
      await forge({
        ...KR645_1239,
        title: "Caf\u00e9\u00a0raffle\u3000\uac00",
        entries: ["A\u00a0B", "C"],
      }),
      options,
    );
    assertEquals(spaced.code, 4, spaced.stdout + spaced.stderr); // canonical; its time not proven
  } finally {
    await double.close();
  }
});

// ---------------------------------------------------------------------------------------------
// The announcement ID, the register, and register records as files

Deno.test("verifier: --id, the file's own id and announced_at", async () => {
  const double = await startSourceDouble();
  const options = { args: sourcesOf(double) };
  try {
    const label = await giveawayLabel(CAFE.title, CAFE.entries, 2);
    const id = await announcementId("kr645", 1239, label);
    // The ID as people type it: lower case, no dashes, O for 0, I or L for 1.
    const typed = id.toLowerCase().replaceAll("-", " ").replaceAll("0", "o").replaceAll("1", "l");
    const same = await verify(await forge(KR645_1239), { args: [...options.args, "--id", typed] });
    assertEquals(same.code, 4, same.stdout + same.stderr); // the same ID; no log to prove its time
    assertStringIncludes(same.stdout, `  ID:               ${id}\n`);
    // The entries changed after the announcement: a file that holds together, with another ID.
    const changed = await forge({ ...KR645_1239, entries: ["Ana", "Bo", "Chen", "Dana", "Zed"] });
    const moved = await assertRigged(
      changed,
      `not verified: the ID announced was ${id}; this file's announcement has the ID `,
      { args: [...options.args, "--id", id] },
    );
    assertStringIncludes(moved.stdout, "the title, the entries, the number of winners");
    // The file's own id must be its announcement's.
    await assertRigged(
      await forge(KR645_1239, { id: "0000-0000-0000-0000-0000-0000" }),
      `the file states the ID 0000-0000-0000-0000-0000-0000; its announcement's ID is ${id}`,
      options,
    );
    const claimed = await verify(
      await forge(KR645_1239, { id, announced_at: "2026-08-20T09:00:00.000Z" }),
      options,
    );
    assertEquals(claimed.code, 4, claimed.stdout + claimed.stderr);
    assertStringIncludes(
      claimed.stdout,
      "  announced_at:     2026-08-20T09:00:00.000Z, claimed, not proven by itself (the log proves it)\n",
    );
    // A claim of its own lateness is enough to fail: 11:26 UTC is 9 minutes before the draw.
    await assertRigged(
      await forge(KR645_1239, { announced_at: "2026-08-29T11:26:00.000Z" }),
      "the file's announced_at 2026-08-29T11:26:00.000Z is not at least 10 minutes before the draw " +
        "(2026-08-29T11:35:00.000Z)",
      options,
    );
    const edge = await verify(
      await forge(KR645_1239, { announced_at: "2026-08-29T11:25:00.000Z" }),
      options,
    );
    assertEquals(edge.code, 4, edge.stdout + edge.stderr); // in time by its claim, which is no proof
    for (const bad of [{ id: "not an id" }, { announced_at: "yesterday" }]) {
      const verdict = await verify(await forge(KR645_1239, bad), options);
      assertEquals(verdict.code, 2, verdict.stdout + verdict.stderr);
    }
  } finally {
    await double.close();
  }
});

Deno.test("verifier: --register without a log proves no time, and a late or different record exits 1", async () => {
  const double = await startSourceDouble();
  const early = await recordOf("2026-08-20T09:00:00.000Z");
  const late = await recordOf("2026-08-29T11:30:00.000Z", { ...CAFE, title: "Late raffle" });
  const other = await recordOf("2026-08-20T09:00:00.000Z", { ...CAFE, title: "Other raffle" });
  // A register that holds "Other raffle"'s record under the ID of a giveaway it does not match.
  const liar = await recordOf("2026-08-20T09:00:00.000Z", { ...CAFE, title: "Liar raffle" });
  const liarId = liar.id;
  Object.assign(liar, { ...other, id: liarId });
  const register = fakeRegister([early, late, liar], null, [early, late, liar].map(listedOf));
  const run = (document: string) =>
    verify(document, { args: [...sourcesOf(double), "--register", register.url] });
  try {
    // The review's attack 1: what a register says is no proof, without a log that proves it.
    const unproven = await run(await forge(KR645_1239));
    assertEquals(unproven.code, 4, unproven.stdout + unproven.stderr);
    assertStringIncludes(
      unproven.stdout,
      `  announced_at:     2026-08-20T09:00:00.000Z, as the record at ${register.url} says\n`,
    );
    assertStringIncludes(
      unproven.stdout,
      "NOT PROVEN: no proof of time: the register's record has no `log`\n",
    );
    const tooLate = await run(await forge({ ...KR645_1239, title: "Late raffle" }));
    assertEquals(tooLate.code, 1, tooLate.stdout);
    assertStringIncludes(
      tooLate.stdout,
      "not verified: the register's announced_at 2026-08-29T11:30:00.000Z is not at least 10 " +
        "minutes before the draw (2026-08-29T11:35:00.000Z)",
    );
    const differs = await run(await forge({ ...KR645_1239, title: "Liar raffle" }));
    assertEquals(differs.code, 1, differs.stdout);
    assertStringIncludes(
      differs.stdout,
      `the register's record ${liarId} has title "Other raffle"`,
    );
    const unknown = await run(await forge({ ...KR645_1239, title: "Never registered" }));
    assertEquals(unknown.code, 1, unknown.stdout);
    assertStringIncludes(unknown.stdout, "not verified: the register has no announcement with ID ");
    // The file's claimed time must be the register's.
    const claim = await run(await forge(KR645_1239, { announced_at: "2026-08-19T09:00:00.000Z" }));
    assertEquals(claim.code, 1, claim.stdout);
    assertStringIncludes(
      claim.stdout,
      "the file claims announced_at 2026-08-19T09:00:00.000Z; the register says 2026-08-20T09:00:00.000Z",
    );
    // A register that cannot be reached proves nothing: 3, never 0.
    const away = await verify(await forge(KR645_1239), {
      args: [...sourcesOf(double), "--register", deadUrl()],
    });
    assertEquals(away.code, 3, away.stdout + away.stderr);
    assertStringIncludes(away.stdout, "not verified: the register could not be read");
  } finally {
    await register.shutdown();
    await double.close();
  }
});

Deno.test("verifier: a register record as the file", async () => {
  const double = await startSourceDouble();
  const options = { args: sourcesOf(double) };
  try {
    // Everything in it recomputes; a record without its log proves no time (4; with the log,
    // tests/verify_log_test.ts).
    const record = await recordOf("2026-08-20T09:00:00.000Z");
    const verdict = await verify(JSON.stringify(record), options);
    assertEquals(verdict.code, 4, verdict.stdout + verdict.stderr);
    assertStringIncludes(verdict.stdout, "  1. Dana\n  2. Bo\n");
    assertStringIncludes(verdict.stdout, `  ID:               ${record.id}\n`);
    const pretty = await verify(JSON.stringify(record, null, 2), { ...options, file: true });
    assertEquals(pretty.code, 4, pretty.stdout + pretty.stderr);

    const tampered: [string, (r: Record<string, unknown>) => void, number, string][] = [
      [
        "winners",
        (r) => (r.result as { winners: string[] }).winners.reverse(),
        1,
        "result.winners",
      ],
      [
        "numbers",
        (r) => Object.assign(r.result as object, { numbers: [1, 2, 3, 4, 5, 6], extra_number: 7 }),
        1,
        "result.seed",
      ],
      ["entries", (r) => (r.entries as string[])[0] = "Anna", 1, "the record's id is"],
      [
        "date",
        (r) => r.date = "2026-08-22",
        1,
        'the record\'s date is "2026-08-22"; it must be "2026-08-29"',
      ],
      ["due_at", (r) => r.due_at = "2026-08-29T20:35:00.000Z", 1, "the record's due_at"],
      [
        "late",
        (r) => r.announced_at = "2026-08-29T11:30:00.000Z",
        1,
        "the file's announced_at 2026-08-29T11:30:00.000Z is not at least 10 minutes",
      ],
      [
        "url",
        (r) => (r.result as Record<string, unknown>).official_url = "https://example.com/1239",
        1,
        "result.official_url is",
      ],
      ["status", (r) => r.status = "announced", 2, 'status is "announced" with result null'],
      ["missing", (r) => delete r.label, 2, "a register record holds label"],
    ];
    for (const [what, change, code, says] of tampered) {
      const copy = structuredClone(record);
      change(copy);
      const result = await verify(JSON.stringify(copy), options);
      assertEquals(result.code, code, `${what}\n${result.stdout}${result.stderr}`);
      assertStringIncludes(result.stdout + result.stderr, says, what);
    }
    // Fake numbers with the seed and winners they give: only the official record tells.
    const faked = structuredClone(record);
    const result = faked.result as Record<string, unknown>;
    result.numbers = [1, 2, 3, 4, 5, 6];
    result.extra_number = 7;
    result.seed = await sha256Hex(
      `fairdraw-seed-from-draw/v1\nkr645\n1239\n1,2,3,4,5,6\n7\n${record.label}`,
    );
    result.winners = sampleIndices(new SeededStream(seedFromHex(result.seed as string)), 6, 2)
      .map((index) => CAFE.entries[index]!);
    await assertRigged(
      JSON.stringify(faked),
      "official numbers of kr645 draw 1239 are 11 13 22 32 33 36 + 8; the file says 1 2 3 4 5 6 + 7",
      options,
    );
    // Announced and still to come: nothing yet to compare with the official record.
    const label = await giveawayLabel(CAFE.title, CAFE.entries, 2);
    const date = addDays("2002-12-07", 7 * 1599);
    const future: Record<string, unknown> = {
      ...(await recordOf("2026-11-20T09:00:00.000Z", CAFE, false)),
      draw: 1600,
      date,
      due_at: `${date}T11:35:00.000Z`,
    };
    future.id = await announcementId("kr645", 1600, label);
    future.link = `/g/${future.id}`;
    const waiting = await verify(JSON.stringify(future), options);
    assertEquals(waiting.code, 3, waiting.stdout + waiting.stderr);
    assertStringIncludes(
      waiting.stdout,
      `kr645 draw 1600 is not drawn yet (due ${date}T11:35:00.000Z)`,
    );
    // Announced, and the draw is past: the verifier computes the winners from the official record.
    const undrawn = await verify(
      JSON.stringify(await recordOf("2026-08-20T09:00:00.000Z", CAFE, false)),
      options,
    );
    assertEquals(undrawn.code, 4, undrawn.stdout + undrawn.stderr);
    assertStringIncludes(undrawn.stdout, "(from the official numbers):\n  1. Dana\n  2. Bo\n");
  } finally {
    await double.close();
  }
});

Deno.test("verifier: a source that fails or is not there exits 3, never 0", async () => {
  const double = await startSourceDouble();
  const document = await forge(KR645_1239);
  const powerball = await forge({
    game: "powerball",
    draw: "2022-11-21",
    numbers: [1, 6, 40, 51, 67],
    extra: 2,
  });
  try {
    const modes = [
      "html",
      "redirect",
      "error",
      "forbidden",
      "broken_json",
      "wrong_shape",
      "wrong_type",
      "out_of_range",
      "reset",
      "truncated",
    ] as const;
    for (const mode of modes) {
      double.setMode(mode);
      for (const file of [document, powerball]) {
        const verdict = await verify(file, { args: sourcesOf(double) });
        assertEquals(verdict.code, 3, `${mode}\n${verdict.stdout}${verdict.stderr}`);
        assertStringIncludes(verdict.stdout, "not verified: the official record could not be read");
        assertStringIncludes(verdict.stdout, "compare by hand at https://");
      }
    }
    double.setMode("normal");
    // A draw not yet at the source, shortly after its time: 3. Kept long after: the source has none.
    double.setLatest({ kr645: 1238 });
    const missing = await verify(document, { args: sourcesOf(double) });
    assertEquals(missing.code, 1, missing.stdout + missing.stderr);
    assertStringIncludes(
      missing.stdout,
      "not verified: the official source has no kr645 draw 1239",
    );
    const offline = await verify(document, { args: ["--offline"] });
    assertEquals(offline.code, 3, offline.stdout + offline.stderr);
    assertStringIncludes(offline.stdout, "11 13 22 32 33 36 + 8, as the file says (not checked)");
    // The source's row for another draw is never taken for the one asked.
    double.setLatest({ kr645: 1244 });
    const window = await forge({
      ...KR645_1239,
      draw: 1243,
      numbers: [1, 2, 3, 4, 5, 6],
      extra: 7,
    });
    const verdict = await verify(window, { args: sourcesOf(double) });
    assertEquals(verdict.code, 1, verdict.stdout + verdict.stderr);
    assertStringIncludes(verdict.stdout, "official numbers of kr645 draw 1243 are ");
    const asked = double.calls.at(-1)!;
    assertEquals(asked.params, { srchLtEpsd: "1243" });
    assertEquals(asked.headers.get("x-requested-with"), "XMLHttpRequest");
    assertEquals(asked.headers.get("referer"), UPSTREAM.kr645Origin + UPSTREAM.kr645RefererPath);
  } finally {
    await double.close();
  }
});

Deno.test("verifier: a wrong command line exits 2", async () => {
  const document = await forge(KR645_1239);
  const usages: [string[], string][] = [
    [["--bogus"], "unknown option --bogus"],
    [["--id", "too-short"], "is not an announcement ID"],
    [["--id"], "FILE is missing"], // the value of --id is "-", and then there is no FILE
    [["--register", "ftp://x"], "--register takes an http:// or https:// base URL"],
    [["--kr645-source", "not a url"], "--kr645-source takes"],
    [["--timeout", "0"], "--timeout takes"],
    [["--offline", "--register", "http://127.0.0.1:1"], "exclude each other"],
  ];
  for (const [args, says] of usages) {
    const verdict = await verify(document, { args });
    assertEquals([verdict.code, verdict.stdout], [2, ""], `${args}\n${verdict.stderr}`);
    assertStringIncludes(verdict.stderr, says);
  }
  const [first] = fairnessVectors();
  const dice = await verify(documentOf("roll_dice", first!.body, first!.answer), {
    args: ["--id", "0000-0000-0000-0000-0000-0000"],
  });
  assertEquals(dice.code, 2);
  assertStringIncludes(
    dice.stderr,
    "--id, --register, --log-key and --witness-key check a giveaway",
  );
});

Deno.test("verifier: the file parses as Python 3.9 (no match, no 3.10 syntax)", async () => {
  await requirePython();
  const script = "import ast, sys; ast.parse(open(sys.argv[1], encoding='utf-8').read(), " +
    "feature_version=(3, 9)); print('ok')";
  const output = await new Deno.Command(PYTHON, {
    args: ["-c", script, VERIFIER],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assertEquals(
    new TextDecoder().decode(output.stdout),
    "ok\n",
    new TextDecoder().decode(output.stderr),
  );
  // The runtime forms of 3.10 that ast.parse lets through: unions of types and their library.
  const source = await Deno.readTextFile(VERIFIER);
  for (const later of [/\bmatch\s+\S+:\s*$/m, /zip\([^)]*strict=/, /\.bit_count\(/, /pairwise/]) {
    assertEquals(later.test(source), false, `${later} needs Python 3.10`);
  }
});

// ---------------------------------------------------------------------------------------------
// FAIRNESS.md sections 11 and 14: the announcement vectors and the negative vectors

/** One `announcement-vector` block of FAIRNESS.md. */
interface AnnouncementVector {
  game: "kr645" | "powerball" | "megamillions";
  draw: number | string;
  title: string;
  entries: string[];
  winners: number;
  numbers: number[];
  extra_number: number;
  id: string;
  due_at: string;
  seed: string;
  picks: string[];
}

Deno.test("FAIRNESS.md: the announcement vectors, computed here and by the verifier", async () => {
  const vectors = fencedBlocks("announcement-vector").map((block) =>
    JSON.parse(block) as AnnouncementVector
  );
  assertEquals(vectors.map((v) => v.game), ["kr645", "powerball", "megamillions"]);
  for (const vector of vectors) {
    const label = await giveawayLabel(vector.title, vector.entries, vector.winners);
    assertEquals(await announcementId(vector.game, vector.draw, label), vector.id);
    const message = [
      "fairdraw-seed-from-draw/v1",
      vector.game,
      String(vector.draw),
      vector.numbers.join(","),
      String(vector.extra_number),
      label,
    ].join("\n");
    assertEquals(await sha256Hex(message), vector.seed);
    const picks = sampleIndices(
      new SeededStream(seedFromHex(vector.seed)),
      vector.entries.length,
      vector.winners,
    ).map((index) => vector.entries[index]!);
    assertEquals(picks, vector.picks);
  }
  // The verifier, on each vector as a giveaway file, at the source double.
  const double = await startSourceDouble();
  try {
    for (const vector of vectors) {
      const file = await forge({ ...vector, extra: vector.extra_number });
      const verdict = await verify(file, { args: [...sourcesOf(double), "--id", vector.id] });
      assertEquals(verdict.code, 4, verdict.stdout + verdict.stderr); // no log: time not proven
      assertStringIncludes(verdict.stdout, `  ID:               ${vector.id}\n`);
      assertStringIncludes(verdict.stdout, `(${vector.due_at})\n`);
      assertStringIncludes(
        verdict.stdout,
        vector.picks.map((pick, i) => `  ${i + 1}. ${pick}\n`).join(""),
      );
    }
  } finally {
    await double.close();
  }
  // The ID as typed, and texts that are not IDs, as the page says.
  const typed = [
    "28p4 b9hw o72x 65dg rk64 ew5q",
    "28P4-B9HW-072X-65DG-RK64-EW5",
    "28P4-B9HW-072X-65DG-RK64-EW5U",
    "28P4_B9HW_072X_65DG_RK64_EW5Q",
  ];
  const read = await runVerifierPython<(string | null)[]>(
    "import json; import fairdraw_verify as f; " +
      "print(json.dumps([f.read_id(t) for t in json.load(sys.stdin)]))",
    typed,
  );
  assertEquals(read, ["28P4-B9HW-072X-65DG-RK64-EW5Q", null, null, null]);
});

Deno.test("FAIRNESS.md: every negative vector is refused by the verifier, saying why", async () => {
  const lines = fencedBlocks("refused-vector").flatMap((block) => block.split("\n"));
  assert(lines.length >= 19, "the page lost its negative vectors");
  for (const line of lines) {
    const { says, ...forgery } = JSON.parse(line) as Forgery & { says: string };
    // Offline: each is refused for the file's own facts, before any source is asked.
    await assertRigged(await forge(forgery), says, { args: ["--offline"] });
  }
});

Deno.test("verifier: end to end with the real register, announced before the draw and read after it", async () => {
  const before = Date.parse("2026-08-20T09:00:00.000Z");
  await using server = await startServer({ double: true, now: before });
  const created = await server.post("/api/v1/giveaways", { game: "kr645", draw: 1239, ...CAFE });
  assertEquals(created.status, 201, JSON.stringify(created.body));
  const id = created.body.id as string;
  assertEquals(id, "28P4-B9HW-072X-65DG-RK64-EW5Q"); // FAIRNESS.md section 11's vector
  // 9 minutes before the draw the register refuses, as the verifier's rule says.
  server.clock.t = Date.parse("2026-08-29T11:26:00.000Z");
  const late = await server.post("/api/v1/giveaways", {
    game: "kr645",
    draw: 1239,
    ...CAFE,
    winners: 1,
  });
  assertEquals([late.status, (late.body.error as { code: string }).code], [400, "too_late"]);

  server.clock.t = AFTER_1239;
  const response = await fetch(`${server.url}/api/v1/giveaways/${id}`);
  const record = await response.text();
  assertEquals(response.status, 200, record);
  assertEquals(JSON.parse(record).status, "drawn");
  // The record's log proves it: its leaf in a checkpoint signed by the key the register serves
  // (loopback here), logged at least 10 minutes before the draw by the log's own word.
  const args = [...sourcesOf(server.double), "--register", server.url, "--id", id];
  const verdict = await verify(record, { args });
  assertEquals(verdict.code, 0, verdict.stdout + verdict.stderr);
  const key = (await (await fetch(`${server.url}/api/v1/log/key`)).text()).trim();
  for (
    const line of [
      `  announced_at:     2026-08-20T09:00:00.000Z, as the record at ${server.url} says\n`,
      "  log:              leaf 0 of 1, localhost/log\n",
      `  log key:          ${
        key.split("+").slice(0, 2).join("+")
      }, read at ${server.url}/api/v1/log/key\n`,
      "  time:             2026-08-20T09:00:00.000Z: the log's own word, no witness\n",
      "  announcements:    1 for this draw at the register\n",
      "  1. Dana\n  2. Bo\n",
      "verified: every check held, the official record included, and the announcement is proven",
    ]
  ) assertStringIncludes(verdict.stdout, line);
  // The same with the key given, and without --id: not proven which announcement was made (4).
  const keyed = await verify(record, {
    args: [...sourcesOf(server.double), "--log-key", key, "--id", id],
  });
  assertEquals(keyed.code, 0, keyed.stdout + keyed.stderr);
  const noId = await verify(record, {
    args: [...sourcesOf(server.double), "--register", server.url],
  });
  assertEquals(noId.code, 4, noId.stdout + noId.stderr);
  assertStringIncludes(noId.stdout, "NOT PROVEN: no --id: ");
  // The giveaway document of the same announcement, its log read at the same register.
  const document = await verify(await forge(KR645_1239), { args });
  assertEquals(document.code, 0, document.stdout + document.stderr);
  // Entries changed after the announcement: another ID, which the register never saw.
  const changed = await forge({ ...KR645_1239, entries: ["Ana", "Bo", "Zed"] });
  await assertRigged(changed, "not verified: the register has no announcement with ID ", {
    args: [...sourcesOf(server.double), "--register", server.url],
  });
  await assertRigged(changed, `not verified: the ID announced was ${id}`, { args });
});

Deno.test("FAIRNESS.md: the negative vectors' texts are refused by the register too", async () => {
  await using server = await startServer({ double: true });
  const lines = fencedBlocks("refused-vector").flatMap((block) => block.split("\n"))
    .map((line) => JSON.parse(line) as Forgery & { says: string })
    .filter((vector) => vector.title !== undefined || vector.entries !== undefined);
  assert(lines.length >= 9, "the page lost its negative vectors of text");
  for (const { title, entries, says } of lines) {
    // kr645 draw 1240 is still to come at the test clock: only the text can be refused.
    const body = { game: "kr645", draw: 1240, ...CAFE, winners: 1, title: title ?? CAFE.title };
    if (entries !== undefined) body.entries = entries;
    const answer = await server.post("/api/v1/giveaways", body);
    const error = answer.body.error as { code: string; field: string };
    assertEquals(
      [answer.status, error?.code, error?.field],
      [400, "invalid_argument", title === undefined ? "entries" : "title"],
      `${says}: ${JSON.stringify(answer.body)}`,
    );
  }
});

Deno.test("verifier: its schedules, New York's daylight time by hand and its matrices agree with src/games", async () => {
  // Every day from 2002 to 2040, and kr645 draws 1 to 2000: what the verifier makes of each.
  const script = `
import json
from datetime import date, timedelta
import fairdraw_verify as f
out = []
day = date(2002, 5, 1)
while day <= date(2040, 12, 31):
    for game in ("powerball", "megamillions"):
        if day >= f.GAMES[game].first and f.weekday(day) in f.weekdays_on(game, day):
            m = f.matrix_on(game, day)
            out.append(f"{game} {day} {f.iso_instant(f.draw_instant(game, day))} {m.max} {m.extra_max}")
    day += timedelta(days=1)
for n in range(1, 2001):
    d = f.kr645_date(n)
    out.append(f"kr645 {n} {d} {f.iso_instant(f.draw_instant('kr645', d))}")
print(json.dumps(out))
`;
  const python = await runVerifierPython<string[]>(script, null);

  const expected: string[] = [];
  for (let t = Date.parse("2002-05-01"); t <= Date.parse("2040-12-31"); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    for (const game of ["powerball", "megamillions"] as const) {
      const facts = drawFacts(game);
      if (!isDrawDay(facts, day)) continue;
      const { max, extraMax } = matrixOn(game, day);
      expected.push(
        `${game} ${day} ${new Date(drawnAt(facts, day)).toISOString()} ${max} ${extraMax}`,
      );
    }
  }
  const kr645 = drawFacts("kr645");
  for (let n = 1; n <= 2000; n++) {
    const day = drawDateOf(kr645, n);
    expected.push(`kr645 ${n} ${day} ${new Date(drawnAt(kr645, day)).toISOString()}`);
  }
  assert(expected.length > 7000, "every draw day of 39 years and 2000 kr645 draws");
  assertEquals(python.length, expected.length);
  const differ = python.filter((line, i) => line !== expected[i]).slice(0, 5);
  assertEquals(differ, [], "the verifier and src/games differ");
});
