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
import { OPERATIONS } from "../src/operations/mod.ts";
import { toHex } from "../src/random/mod.ts";
import { postJson, startServer, type TestServer } from "../testing/server.ts";
import { fairnessVectors, fencedBlocks } from "./_vectors.ts";

const VERIFIER = new URL("../verify/fairdraw_verify.py", import.meta.url).pathname;
const SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

/** What one run of the verifier gave. */
interface Verdict {
  code: number;
  stdout: string;
  stderr: string;
}

let pythonChecked: Promise<void> | undefined;

/** Fails clearly, once, when python3 (3.11 or later) is not there to run the verifier. */
function requirePython(): Promise<void> {
  pythonChecked ??= (async () => {
    const version = "import sys; print(sys.version_info >= (3, 11))";
    let output: Deno.CommandOutput;
    try {
      output = await new Deno.Command("python3", { args: ["-c", version], stdout: "piped" })
        .output();
    } catch (error) {
      throw new Error(
        "python3 is needed to test verify/fairdraw_verify.py, and it was not found on PATH " +
          `(${error}); install Python 3.11 or later`,
      );
    }
    const answer = new TextDecoder().decode(output.stdout).trim();
    if (answer !== "True") {
      throw new Error("verify/fairdraw_verify.py needs Python 3.11 or later; python3 is older");
    }
  })();
  return pythonChecked;
}

/** Runs the verifier on a document given on standard input, or as a file when `file` is set. */
async function verify(document: string, options: { file?: boolean } = {}): Promise<Verdict> {
  await requirePython();
  let path = "-";
  if (options.file) {
    path = await Deno.makeTempFile({ suffix: ".json" });
    await Deno.writeTextFile(path, document);
  }
  try {
    const child = new Deno.Command("python3", {
      args: [VERIFIER, path],
      stdin: "piped",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(options.file ? "" : document));
    await writer.close();
    const { code, stdout, stderr } = await child.output();
    const text = new TextDecoder();
    return { code, stdout: text.decode(stdout), stderr: text.decode(stderr) };
  } finally {
    if (options.file) await Deno.remove(path);
  }
}

/** A verifier document from the texts of its arguments and answer, kept byte for byte. */
function documentOf(operation: string, argumentsText: string, answerText: string): string {
  return `{"operation":${JSON.stringify(operation)},"arguments":${argumentsText},` +
    `"answer":${answerText}}`;
}

/** Asserts that the verifier reproduced the answer of a document. */
async function assertReproduced(document: string, what: string): Promise<Verdict> {
  const verdict = await verify(document);
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
  assertEquals([...seen].sort(), [
    "flip_coin",
    "pick_from_list",
    "pick_numbers",
    "random_integer",
    "roll_dice",
    "shuffle_list",
  ]);
});

Deno.test("verifier: every seed_from_draw vector of FAIRNESS.md section 9", async () => {
  const vectors = fairnessVectors("seed-vector");
  assertEquals(vectors.length, 5, "kr645 and powerball, each with two labels, and the giveaway's");
  for (const { path, body, answer } of vectors) {
    assertEquals(path, "/api/v1/lottery/seed");
    const verdict = await assertReproduced(documentOf("seed_from_draw", body, answer), body);
    const source = JSON.parse(body).game === "kr645" ? "dhlottery.co.kr" : "data.ny.gov";
    assertStringIncludes(verdict.stdout, "yours to check");
    assertStringIncludes(verdict.stdout, source);
    await assertReproduced(documentOf("seed_from_draw_post", body, answer), body);
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
  return new Map<string, unknown>([
    ...kr645.map(({ draw, date, numbers, bonus_number }) =>
      [`kr645 ${draw}`, { date, numbers, extra_number: bonus_number }] as const
    ),
    ...powerball.map(({ draw, date, numbers, extra_number }) =>
      [`powerball ${draw}`, { date, numbers, extra_number }] as const
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
  const verdict = await assertReproduced(giveaway!, "the giveaway");
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
  ...["kr645", "powerball", "megamillions", "euromillions", "uk_lotto", "jp_loto6", "jp_loto7"]
    .map((game) => ({ operation: "pick_numbers", arguments: { game, sets: 3 } })),
  { operation: "pick_numbers", arguments: { game: "kr645", sets: 10 } },
  { operation: "pick_numbers", arguments: { count: 50, max: 1000, sets: 10 } },
  { operation: "pick_numbers", arguments: { game: "custom", count: 1, min: 0, max: 1 } },
  {
    operation: "pick_numbers",
    arguments: { game: "custom", count: 5, min: 10, max: 20, extra_count: 10, extra_max: 10 },
  },
  { operation: "pick_numbers", arguments: { count: 3, max: 9, extra_count: 1, extra_max: 1 } },
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

/** Runs tasks, at most `limit` at a time (each verifier run is a Python process). */
async function inParallel(tasks: (() => Promise<unknown>)[], limit = 4): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]!();
  };
  await Promise.all(Array.from({ length: limit }, worker));
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
  const checks: (() => Promise<unknown>)[] = [];
  const calls = new Set<string>();
  try {
    for (const [index, sample] of SAMPLES.entries()) {
      for (const { method, seed } of [CALLS[index % 4]!, CALLS[(index + 1) % 4]!]) {
        const args = seed === undefined ? sample.arguments : { ...sample.arguments, seed };
        const form = fitsGet(sample) ? method : "POST";
        const answer = await call(server, { ...sample, arguments: args }, form);
        const id = form === "GET" ? sample.operation : `${sample.operation}_post`;
        const what = `${form} ${sample.operation} ${JSON.stringify(args).slice(0, 200)}`;
        checks.push(() => assertReproduced(documentOf(id, JSON.stringify(args), answer), what));
        calls.add(`${sample.operation} ${form} ${seed === undefined ? "unseeded" : "seeded"}`);
      }
    }
  } finally {
    await server.close();
  }
  await inParallel(checks);
  const random = OPERATIONS.filter((operation) => operation.seeded).map((operation) =>
    operation.name
  );
  const expected = random.flatMap((name) =>
    ["GET", "POST"].flatMap((form) => [`${name} ${form} seeded`, `${name} ${form} unseeded`])
  );
  assertEquals([...calls].sort(), expected.sort());
});

/** The giveaway label of FAIRNESS.md section 9, built here apart from the verifier. */
async function giveawayLabel(title: string, entries: string[], winners: number): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(entries.join("\n")));
  return [
    "fairdraw-giveaway/v1",
    `title: ${title}`,
    `entries: ${entries.length}`,
    `entries-sha256: ${toHex(new Uint8Array(hash))}`,
    `winners: ${winners}`,
  ].join("\n");
}

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
  // Canonical labels (a CR or a control character is refused by the service now).
  const labels = [undefined, "", "a\nb \u{1F381} \uac00", "x".repeat(1000), '"quoted" \\ \u00e9'];
  const checks: (() => Promise<unknown>)[] = [];
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
        checks.push(() => assertReproduced(document, `${id} ${JSON.stringify(args)}`));
      }
    }
  }
  await inParallel(checks);

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
  const verdict = await assertReproduced(giveaway, "a real giveaway");
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

Deno.test("verifier: reads a file by its path as well as standard input", async () => {
  const [first] = fairnessVectors();
  const document = documentOf("roll_dice", first!.body, first!.answer);
  const verdict = await verify(document, { file: true });
  assertEquals([verdict.code, verdict.stdout], [0, "reproduced\n"]);
  await requirePython();
  const missing = await new Deno.Command("python3", {
    args: [VERIFIER, "/nonexistent/answer.json"],
    stdout: "piped",
    stderr: "piped",
  }).output();
  assertEquals(missing.code, 2);
  assertStringIncludes(new TextDecoder().decode(missing.stderr), "cannot read");
});
