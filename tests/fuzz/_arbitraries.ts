/**
 * Generators of the fuzz suites: arguments of every operation, valid near the bounds (to reach
 * 200s often) and hostile (wrong types, huge and odd numbers, odd strings, deep JSON, unknown and
 * repeated names), written as JSON text so that tokens like `-0`, `1e400` or `6.0` reach the
 * service as sent.
 *
 * @module
 */
import fc from "../../testing/npm/fast_check.ts";
import { NAMED_GAMES } from "../../src/games/mod.ts";
import type { QueryKinds } from "../../src/http/query.ts";
import { type Operation, OPERATIONS, validSamples } from "../../src/operations/mod.ts";
import {
  type Args,
  type DrawGameName,
  type DrawOracle,
  isSeedLabel,
  matrixOn,
  MAX_SEED_LABEL,
} from "./_checks.ts";

/** One generated set of arguments: JSON members (name, value as JSON text), in order. */
export interface ArgsCase {
  /** The members of the JSON object, in order; a name may repeat (the last one counts). */
  members: [string, string][];
  /** Whether the arguments are valid by construction, so that the answer must be a 200. */
  valid: boolean;
}

/** The JSON object text of a case's members. */
export function bodyText(members: readonly [string, string][]): string {
  return `{${members.map(([name, value]) => `${JSON.stringify(name)}:${value}`).join(",")}}`;
}

/** Members from plain arguments. */
export function membersOf(args: Args): [string, string][] {
  return Object.entries(args).map(([name, value]) => [name, JSON.stringify(value)]);
}

const HEX = "0123456789abcdefABCDEF".split("");

/** The surrogates, which no code point of a well-formed string is. */
const SURROGATES = { first: 0xd800, count: 0x800 };

/**
 * Any code point but a surrogate, as fast-check's `unit: "binary"` gives, without the table of
 * every code point that it builds in each isolate before the first test of a fuzz file
 * (bench/README.md, "Issue 28, fourth pass"). Unmapped too, so that fast-check can still splice its
 * own tricky strings (`__proto__`, ...) into strings of it.
 */
export const codePoint: fc.Arbitrary<string> = fc.nat({ max: 0x10ffff - SURROGATES.count }).map(
  (index) => String.fromCodePoint(index < SURROGATES.first ? index : index + SURROGATES.count),
  (value) => {
    const point = typeof value === "string" ? value.codePointAt(0) : undefined;
    if (point === undefined || String.fromCodePoint(point) !== value) {
      throw new Error("not one code point");
    }
    if (point < SURROGATES.first) return point;
    if (point < SURROGATES.first + SURROGATES.count) throw new Error("a surrogate");
    return point - SURROGATES.count;
  },
);

/** A valid seed: 64 hex characters, lower, upper or mixed case. */
export const validSeed = fc.oneof(
  fc.string({ unit: fc.constantFrom(...HEX.slice(0, 16)), minLength: 64, maxLength: 64 }),
  fc.string({ unit: fc.constantFrom(...HEX), minLength: 64, maxLength: 64 }),
  fc.constantFrom("0".repeat(64), "f".repeat(64), "F".repeat(64)),
);

/** Seeds that are not seeds. */
const badSeed = fc.oneof(
  fc.string({ unit: fc.constantFrom(...HEX), minLength: 0, maxLength: 63 }),
  fc.string({ unit: fc.constantFrom(...HEX), minLength: 65, maxLength: 300 }),
  validSeed.map((seed) => `${seed.slice(0, 63)}g`),
  validSeed.map((seed) => ` ${seed}`),
  validSeed.map((seed) => `0x${seed.slice(2)}`),
  fc.constantFrom("\uff10".repeat(64), "\u0660".repeat(64), "0".repeat(10_000)),
);

/** JSON number tokens that JavaScript values cannot all spell (`-0`, `1e400`, `6.0`). */
const NUMBER_TOKENS = [
  "-0",
  "0",
  "-0.0",
  "0.0",
  "1.0",
  "6.0",
  "6e0",
  "6E0",
  "0.6e1",
  "60e-1",
  "1e2",
  "1E+2",
  "1e3",
  "1e400",
  "-1e400",
  "1e-400",
  "5e-324",
  "1.7976931348623157e308",
  "9007199254740991",
  "9007199254740992",
  "9007199254740993",
  "-9007199254740991",
  "-9007199254740992",
  "-9007199254740993",
  "4294967295",
  "4294967296",
  "4294967297",
  "123456789012345678901234567890",
  "0.1",
  "-1",
  "2.5",
  "1000.0000000000001",
  "999.9999999999999",
  "1.00000000000000001",
];

/** Strings that look like something else, or carry odd characters. */
const ODD_STRINGS = [
  "",
  " ",
  "6",
  " 6",
  "6 ",
  "+6",
  "06",
  "0x6",
  "1e1",
  "-0",
  "6.0",
  "Infinity",
  "NaN",
  "true",
  "TRUE",
  "null",
  "undefined",
  "[]",
  "{}",
  "a,b",
  ",",
  "\u0000",
  "\u0000\u0001\u001f\u007f",
  "\u200b",
  "\ufeff",
  "\u202e",
  "\u2028\u2029",
  "\ud800",
  "\udfff",
  "a\udc00b",
  "\ud83d\ude00",
  "e\u0301",
  "\uff16",
  "kr645\u0000",
  "KR645",
  "powerball ",
  "2022-11-21",
  "2022-02-30",
  "0000-01-01",
  "2022-11-21T00:00:00",
  "1239",
  "01239",
  "x".repeat(201),
  "\ud83d\ude00".repeat(201),
];

/** A hostile string. */
const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  fc.string({ unit: codePoint, maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom(
      "\u0000",
      "\u001f",
      "\u007f",
      "\ud800",
      "\udfff",
      ",",
      "&",
      "=",
      "%",
      "+",
    ),
    maxLength: 20,
  }),
  fc.integer({ min: 199, max: 20_000 }).map((n) => "y".repeat(n)),
);

/** A hostile JSON value, as text. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NUMBER_TOKENS) },
  fc.double().map(numberText),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  { weight: 3, arbitrary: oddString.map((text) => JSON.stringify(text)) },
  badSeed.map((text) => JSON.stringify(text)),
  fc.constantFrom(
    "null",
    "true",
    "false",
    "[]",
    "{}",
    "[1]",
    '["a"]',
    '[""]',
    '["a","\\ud83d"]',
    '""',
    "[null]",
    "[1.5]",
  ),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  // Deep nesting, to find any recursion that a body can drive.
  fc.integer({ min: 1, max: 5_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`),
  fc.integer({ min: 1, max: 2_000 }).map((n) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`),
  fc.integer({ min: 1001, max: 3000 }).map((n) => JSON.stringify(Array(n).fill("a"))),
);

function numberText(value: number): string {
  return Object.is(value, -0) ? "-0" : JSON.stringify(value);
}

/** Names that no operation takes, some of them loaded in JavaScript. */
const UNKNOWN_NAMES = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "",
  " ",
  "Sides",
  "SEED",
  "seed ",
  "items[]",
  "count\u0000",
  "\u00e9",
  "\ud83d\ude00",
  "a".repeat(300),
  "game.x",
  "sets[0]",
  "sides",
  "items",
  "numbers",
  "unique",
  "draw",
];

/** A name that some operation may not take. */
function unknownName(operation: Operation): fc.Arbitrary<string> {
  const known = Object.keys(operation.input.entries);
  return fc.oneof(
    fc.constantFrom(...UNKNOWN_NAMES.filter((name) => !known.includes(name))),
    fc.string({ maxLength: 12 }).filter((name) => !known.includes(name)),
  );
}

/** An integer from `min` to `max`, often at or next to a bound. */
function near(min: number, max: number): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min, max }),
    fc.constantFrom(...new Set([min, max, Math.min(min + 1, max), Math.max(max - 1, min)])),
  );
}

/** Makes a plain object without the keys whose value is undefined. */
function compact(args: Record<string, unknown>): Args {
  return Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
}

function maybe<T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | undefined> {
  return fc.option(arbitrary, { nil: undefined });
}

/**
 * A list item: 1 to 200 code points, of every kind of character, now and then at the bound. Whole
 * characters only: an item holding a lone surrogate is refused (see hostileValue).
 */
const item: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 8 }) },
  fc.string({ unit: codePoint, minLength: 1, maxLength: 200 }).map((text) => text.toWellFormed()),
  fc.constantFrom(
    "a",
    "a,b",
    " ",
    "\u0000",
    "\ufffd",
    "x".repeat(200),
    "\ud83d\ude00".repeat(200),
    "\u00e9".repeat(200),
  ),
);

const items: fc.Arbitrary<string[]> = fc.oneof(
  { weight: 8, arbitrary: fc.array(item, { minLength: 1, maxLength: 30 }) },
  fc.array(fc.constantFrom("a", "b", "c"), { minLength: 1, maxLength: 5 }),
  fc.integer({ min: 990, max: 1000 }).map((n) => Array.from({ length: n }, (_, i) => `item ${i}`)),
);

/**
 * Valid arguments of an operation: its declared valid samples (a seeded operation's with a
 * generated seed, or none, in place of theirs) and, for the operations written out here, arguments
 * generated near their bounds (get_draw and check_ticket: mostly valid, see `valid`). An operation
 * with no generator here is fuzzed from its samples alone.
 */
function validArgs(operation: Operation, oracle: DrawOracle): fc.Arbitrary<ArgsCase> {
  const samples = sampleArgs(operation);
  const generated = generatedArgs(operation, oracle);
  return generated === undefined
    ? samples
    : fc.oneof({ weight: 1, arbitrary: samples }, { weight: 4, arbitrary: generated });
}

/** An operation's declared valid samples, a seeded one's with a generated seed or none. */
function sampleArgs(operation: Operation): fc.Arbitrary<ArgsCase> {
  const samples = validSamples(operation);
  if (samples.length === 0) throw new Error(`${operation.name} declares no valid sample`);
  const chosen = fc.constantFrom(...samples);
  const args = operation.seeded
    ? chosen.chain((sample) =>
      maybe(validSeed).map((seed) => {
        const { seed: _given, ...rest } = sample;
        return compact({ ...rest, seed });
      })
    )
    : chosen;
  return args.map((value): ArgsCase => ({ members: membersOf(value), valid: true }));
}

/** Arguments generated near an operation's bounds, for the operations written out here. */
function generatedArgs(
  operation: Operation,
  oracle: DrawOracle,
): fc.Arbitrary<ArgsCase> | undefined {
  const seed = maybe(validSeed);
  const valid = (args: fc.Arbitrary<Args>) =>
    args.map((value): ArgsCase => ({ members: membersOf(value), valid: true }));
  switch (operation.name) {
    case "pick_numbers":
      return valid(fc.oneof(
        fc.record({ game: fc.constantFrom(...NAMED_GAMES), sets: maybe(near(1, 10)), seed })
          .map(compact),
        customFormat.chain((format) =>
          fc.record({
            game: fc.constantFrom(undefined, "custom"),
            sets: maybe(near(1, 10)),
            seed,
          }).map((rest) => compact({ ...rest, ...format }))
        ),
      ));
    case "get_draw":
      return drawCase(oracle).map(({ game, draw }) => {
        const args = compact({ game, draw });
        return { members: membersOf(args), valid: oracle.expect(game, draw).kind === "found" };
      });
    case "check_ticket":
      return ticketCase(oracle);
    case "roll_dice":
      return valid(
        fc.record({ sides: maybe(near(2, 1000)), count: maybe(near(1, 100)), seed }).map(compact),
      );
    case "flip_coin":
      return valid(fc.record({ count: maybe(near(1, 100)), seed }).map(compact));
    case "random_integer":
      return valid(integerRange.chain(({ min, max }) => {
        const size = max - min + 1;
        return fc.boolean().chain((unique) =>
          fc.record({
            min: fc.constant(min),
            max: fc.constant(max),
            count: maybe(near(1, unique ? Math.min(1000, size) : 1000)),
            unique: unique ? fc.constant(true) : fc.constantFrom(undefined, false),
            seed,
          }).map(compact)
        );
      }));
    case "pick_from_list":
      return valid(items.chain((list) =>
        fc.boolean().chain((unique) =>
          fc.record({
            items: fc.constant(list),
            count: maybe(near(1, unique ? Math.min(1000, list.length) : 1000)),
            unique: unique ? fc.constantFrom(undefined, true) : fc.constant(false),
            seed,
          }).map(compact)
        )
      ));
    case "shuffle_list":
      return valid(fc.record({ items, seed }).map(compact));
    case "seed_from_draw":
      return seedCase(oracle);
    default:
      return undefined;
  }
}

/** A valid custom format of pick_numbers, near its bounds. */
const customFormat: fc.Arbitrary<Args> = near(0, 1000).chain((min) =>
  near(Math.max(min, 1), 1000).chain((max) =>
    fc.record({
      count: near(1, Math.min(50, max - min + 1)),
      extraMax: near(1, 1000),
      extraCount: near(0, 10),
      minShown: fc.boolean(),
    }).map(({ count, extraMax, extraCount, minShown }) => {
      const extra = Math.min(extraCount, extraMax);
      return compact({
        count,
        max,
        min: min !== 1 || minShown ? min : undefined,
        extra_count: extra > 0 || minShown ? extra : undefined,
        extra_max: extra > 0 ? extraMax : undefined,
      });
    })
  )
);

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** A range of random_integer: near zero, near the safe limits, and up to 2^32 values. */
const integerRange = fc.record({
  start: fc.oneof(
    fc.integer({ min: -1000, max: 1000 }),
    fc.constantFrom(-MAX_SAFE, MAX_SAFE, -MAX_SAFE + 1, MAX_SAFE - 1, 0, -1, -(2 ** 31), 2 ** 32),
    fc.integer({ min: -MAX_SAFE, max: MAX_SAFE }),
  ),
  size: fc.oneof(
    fc.integer({ min: 1, max: 100 }),
    fc.constantFrom(1, 2, 2 ** 31, 2 ** 32 - 1, 2 ** 32),
    fc.integer({ min: 1, max: 2 ** 32 }),
  ),
}).map(({ start, size }) => {
  const min = start + size - 1 > MAX_SAFE ? MAX_SAFE - size + 1 : start;
  return { min, max: min + size - 1 };
});

/** A game and a `draw` argument: existing draws mostly, then missing and malformed ones. */
function drawCase(oracle: DrawOracle): fc.Arbitrary<{ game: DrawGameName; draw: unknown }> {
  const kr645 = fc.oneof(
    { weight: 4, arbitrary: near(1, oracle.latest.kr645) },
    near(1, oracle.latest.kr645).map(String),
    fc.constantFrom(undefined, 1, 1239, oracle.latest.kr645 + 1, 100_000, "0", "01"),
  );
  const ny = (game: "powerball" | "megamillions") =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...oracle.nyDates(game)) },
      fc.constant(undefined),
      fc.record({
        year: fc.integer({ min: 1999, max: 2027 }),
        month: fc.integer({ min: 1, max: 13 }),
        day: fc.integer({ min: 1, max: 32 }),
      }).map(({ year, month, day }) =>
        `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
      ),
    );
  return fc.oneof(
    kr645.map((draw) => ({ game: "kr645" as const, draw })),
    ny("powerball").map((draw) => ({ game: "powerball" as const, draw })),
    ny("megamillions").map((draw) => ({ game: "megamillions" as const, draw })),
  );
}

/** Characters of labels: one UTF-16 unit or two (astral), and one a combining mark. */
const LABEL_UNITS = ["a", "\u00e9", "\uac00", "\u{1F600}", "\u{10FFFF}", "\u0301", "\n", ","];

/**
 * A label of seed_from_draw: short text of every kind, lines and commas, and long ones at the
 * bound of 1000 code points on both sides, of one or two UTF-16 units each; now and then one with
 * a lone surrogate (invalid, though JSON carries it).
 */
const seedLabel: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  fc.string({ unit: codePoint, maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\ufeff",
    "a,b&c=d+e%",
    "\uacbd\ud488 \ucd94\ucca8\n2026",
    "x\r\n",
    // Labels that Unicode normalization would change: they must be hashed as given.
    "e\u0301",
    "\u212b",
    "\u1100\u1161\u11a8",
    "\u00e9",
  ),
  fc.record({
    length: near(MAX_SEED_LABEL - 2, MAX_SEED_LABEL + 2),
    unit: fc.constantFrom(...LABEL_UNITS),
  }).map(({ length, unit }) => unit.repeat(length)),
  fc.array(fc.constantFrom(...LABEL_UNITS), {
    minLength: MAX_SEED_LABEL - 2,
    maxLength: MAX_SEED_LABEL + 2,
  }).map((units) => units.join("")),
  fc.record({
    label: fc.string({ unit: "grapheme", maxLength: 20 }),
    lone: fc.constantFrom("\ud800", "\udbff", "\udc00", "\udfff"),
    at: fc.nat(),
  }).map(({ label, lone, at }) => {
    const cut = at % (label.length + 1);
    return label.slice(0, cut) + lone + label.slice(cut);
  }),
  // Half a surrogate pair at the end of a label that is otherwise at the bound.
  fc.constant("\u{1F600}".repeat(MAX_SEED_LABEL - 1) + "\ud83d"),
);

/**
 * Arguments of seed_from_draw: the draws of get_draw (existing ones mostly) and draws not out yet,
 * with a label or none; valid when the oracle has the draw and the label is one.
 */
function seedCase(oracle: DrawOracle): fc.Arbitrary<ArgsCase> {
  return fc.record({
    target: fc.oneof({ weight: 3, arbitrary: drawCase(oracle) }, upcomingDraw(oracle)),
    label: maybe(seedLabel),
  }).map(({ target: { game, draw }, label }): ArgsCase => {
    const args = compact({ game, draw, label });
    const valid = draw !== undefined && oracle.expect(game, draw).kind === "found" &&
      (label === undefined || isSeedLabel(label));
    return { members: membersOf(args), valid };
  });
}

/**
 * A draw about to be made, or just made: kr645 numbers from one before the latest to a few after
 * it, and NY dates from a week before the service's today to a few weeks after.
 */
function upcomingDraw(oracle: DrawOracle): fc.Arbitrary<{ game: DrawGameName; draw: unknown }> {
  const today = Date.parse(new Date(oracle.now).toISOString().slice(0, 10));
  const date = fc.integer({ min: -7, max: 30 }).map((days) =>
    new Date(today + days * 86_400_000).toISOString().slice(0, 10)
  );
  return fc.oneof(
    fc.integer({ min: -1, max: 60 }).map((ahead) => ({
      game: "kr645" as const,
      draw: oracle.latest.kr645 + ahead,
    })),
    fc.record({ game: fc.constantFrom("powerball" as const, "megamillions" as const), draw: date }),
  );
}

/** A ticket for an existing draw, valid under its matrix, with some of the drawn numbers. */
function ticketCase(oracle: DrawOracle): fc.Arbitrary<ArgsCase> {
  return drawCase(oracle).filter(({ game, draw }) => oracle.expect(game, draw).kind === "found")
    .chain(({ game, draw }) => {
      const outcome = oracle.expect(game, draw);
      if (outcome.kind !== "found") throw new Error("unreachable");
      const drawn = outcome.draw;
      const matrix = matrixOn(game, drawn.date);
      const all = Array.from({ length: matrix.max }, (_, i) => i + 1);
      const winners = drawn.game === "kr645"
        ? [...drawn.numbers, drawn.bonus_number]
        : drawn.numbers;
      const others = all.filter((n) => !winners.includes(n));
      const extra = drawn.game === "kr645"
        ? fc.constant(undefined)
        : maybe(fc.oneof(fc.constant(drawn.extra_number), near(1, matrix.extraMax)));
      return fc.integer({ min: 0, max: matrix.count }).chain((hits) =>
        fc.record({
          hit: fc.shuffledSubarray(winners, { minLength: hits, maxLength: hits }),
          miss: fc.shuffledSubarray(others, {
            minLength: matrix.count - hits,
            maxLength: matrix.count - hits,
          }),
          extra,
          reversed: fc.boolean(),
        }).map(({ hit, miss, extra, reversed }): ArgsCase => {
          const numbers = [...hit, ...miss];
          if (reversed) numbers.reverse();
          const args = compact({ game, numbers, extra_number: extra, draw });
          return { members: membersOf(args), valid: true };
        })
      );
    });
}

/** Valid arguments with one to three things broken: a value, a name, a repeat, a removal. */
function brokenArgs(operation: Operation, oracle: DrawOracle): fc.Arbitrary<ArgsCase> {
  const known = Object.keys(operation.input.entries);
  const mutation = fc.oneof(
    fc.record({ kind: fc.constant("value" as const), at: fc.nat(), text: hostileValue }),
    fc.record({ kind: fc.constant("drop" as const), at: fc.nat() }),
    fc.record({
      kind: fc.constant("add" as const),
      name: unknownName(operation),
      text: hostileValue,
    }),
    fc.record({
      kind: fc.constant("add" as const),
      name: fc.constantFrom(...known),
      text: hostileValue,
    }),
    fc.record({ kind: fc.constant("repeat" as const), at: fc.nat(), text: hostileValue }),
  );
  return fc.tuple(validArgs(operation, oracle), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([base, mutations]) => {
      const members = [...base.members];
      for (const change of mutations) {
        const index = "at" in change && members.length > 0 ? change.at % members.length : -1;
        if (change.kind === "value" && index >= 0) {
          members[index] = [members[index]![0], change.text];
        } else if (change.kind === "drop" && index >= 0) members.splice(index, 1);
        else if (change.kind === "repeat" && index >= 0) {
          members.push([members[index]![0], change.text]);
        } else if (change.kind === "add") members.push([change.name, change.text]);
      }
      return { members, valid: false };
    });
}

/** Members of names and values drawn from anywhere. */
function randomArgs(operation: Operation): fc.Arbitrary<ArgsCase> {
  const known = Object.keys(operation.input.entries);
  const name = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    unknownName(operation),
  );
  return fc.array(fc.tuple(name, hostileValue), { maxLength: 6 })
    .map((members) => ({ members, valid: false }));
}

/** Arguments of an operation, valid, broken or random. */
export function argsCase(operation: Operation, oracle: DrawOracle): fc.Arbitrary<ArgsCase> {
  return fc.oneof(
    { weight: 4, arbitrary: validArgs(operation, oracle) },
    { weight: 4, arbitrary: brokenArgs(operation, oracle) },
    { weight: 1, arbitrary: randomArgs(operation) },
  );
}

/**
 * The query string that gives the service the same arguments as a JSON body, or undefined when
 * the arguments have no such spelling (a float, a list item with a comma, a lone surrogate, a
 * string where the query would read a number or a boolean, ...).
 */
export function queryOf(args: Args, kinds: QueryKinds): string | undefined {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (!name.isWellFormed()) return undefined;
    const text = textOf(value, Object.hasOwn(kinds, name) ? kinds[name]! : undefined, name);
    if (text === undefined) return undefined;
    params.append(name, text);
  }
  return params.toString();
}

function textOf(value: unknown, kind: string | undefined, name: string): string | undefined {
  const plainString = (text: unknown) =>
    typeof text === "string" && text.isWellFormed() ? text : undefined;
  switch (kind) {
    case "integer":
      return Number.isSafeInteger(value) ? String(value) : undefined;
    case "boolean":
      return typeof value === "boolean" ? String(value) : undefined;
    case "string":
      // draw takes a number or a string: the query's digits mean the same draw.
      if (name === "draw" && Number.isSafeInteger(value) && (value as number) >= 1) {
        return String(value);
      }
      return plainString(value);
    case "string_list":
      return Array.isArray(value) && value.length > 0 &&
          value.every((entry) => plainString(entry) !== undefined && !entry.includes(","))
        ? value.join(",")
        : undefined;
    case "integer_list":
      return Array.isArray(value) && value.length > 0 && value.every(Number.isSafeInteger)
        ? value.join(",")
        : undefined;
    default:
      // A name the operation does not take is answered as unknown whatever its value.
      return typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : plainString(value);
  }
}

/**
 * A raw query string for an operation: parameters as names and texts, some repeated, unknown or
 * oddly spelled, and raw pieces (`%zz`, `a=b=c`, a bare name) between them.
 */
export function queryCase(operation: Operation, oracle: DrawOracle): fc.Arbitrary<QueryCase> {
  const known = Object.keys(operation.input.entries);
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    unknownName(operation),
  );
  const text = fc.oneof(
    fc.integer({ min: -2000, max: 2000 }).map(String),
    fc.constantFrom(...NUMBER_TOKENS, "true", "false", "1,2,3", "a,,b", ",", "1, 2"),
    oddString,
    validSeed,
  );
  const encode = (value: string) =>
    value.isWellFormed() ? encodeURIComponent(value) : encodeURIComponent(value.toWellFormed());
  const pair = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(name, text).map(([k, v]) => `${encode(k)}=${encode(v)}`) },
    fc.constantFrom(
      "",
      "=",
      "=x",
      "%zz=1",
      "count=%zz",
      "a=b=c",
      "count",
      "seed=%",
      "x+y=1",
      "count=%FF",
      "items=%C3%28",
      "%E2%82=1",
      "game=%00kr645",
      "seed=%ED%A0%80",
      "zz=%FF",
      "items=a%2Cb,c",
    ),
  );
  const fromArgs = validArgs(operation, oracle).map(({ members, valid }): QueryCase => {
    const query = queryOf(JSON.parse(bodyText(members)), kindsOf(operation));
    return query === undefined ? { query: "", valid: false } : { query, valid };
  });
  // Valid arguments with one number, boolean or list spelled otherwise than API.md allows (or,
  // for a leading zero, than it usually is), so that the spelling rules are held at 200s too.
  const respelled = validArgs(operation, oracle).chain(({ members }): fc.Arbitrary<QueryCase> => {
    const args = JSON.parse(bodyText(members)) as Args;
    const kinds = kindsOf(operation);
    const query = queryOf(args, kinds);
    const targets = Object.keys(args).filter((key) =>
      kinds[key] !== "string" && kinds[key] !== "string_list"
    );
    if (query === undefined || targets.length === 0) {
      return fc.constant({ query: "", valid: false });
    }
    return fc.record({ name: fc.constantFrom(...targets), pick: fc.nat() }).map(
      ({ name, pick }) => {
        const spellings = respellings(args[name]);
        const params = new URLSearchParams(query);
        params.set(name, spellings[pick % spellings.length]!);
        return { query: params.toString(), valid: false };
      },
    );
  });
  return fc.oneof(
    { weight: 3, arbitrary: fromArgs },
    { weight: 2, arbitrary: respelled },
    {
      weight: 2,
      arbitrary: fc.tuple(fromArgs, fc.array(pair, { minLength: 1, maxLength: 3 })).map((
        [base, extra],
      ): QueryCase => ({
        query: [base.query, ...extra].filter((part) => part !== "").join("&"),
        valid: false,
      })),
    },
    {
      weight: 2,
      arbitrary: fc.array(pair, { maxLength: 7 }).map((pairs): QueryCase => ({
        query: pairs.join("&"),
        valid: false,
      })),
    },
  );
}

/** Other spellings of a value than the plain one a query string must use. */
function respellings(value: unknown): string[] {
  if (typeof value === "boolean") {
    const text = String(value);
    return [
      text.toUpperCase(),
      text[0]!.toUpperCase() + text.slice(1),
      value ? "1" : "0",
      ` ${text}`,
      `${text} `,
      `"${text}"`,
    ];
  }
  if (Array.isArray(value)) {
    return [
      value.join(", "),
      value.join(";"),
      `[${value.join(",")}]`,
      `${value.join(",")},`,
      value.join(",,"),
    ];
  }
  const n = value as number;
  return [
    `${n}.0`,
    `${n}e0`,
    `${n}E0`,
    `+${n}`,
    `0${n}`,
    ` ${n}`,
    `${n} `,
    `${n}\u0000`,
    `0x${n.toString(16)}`,
    `${n}n`,
    `${n},`,
    `${n}`.replace(/[0-9]/g, (digit) => String.fromCharCode(0xff10 + Number(digit))),
  ];
}

/** A generated query string, and whether it is valid by construction. */
export interface QueryCase {
  /** The query string, without `?`. */
  query: string;
  /** Whether the arguments are valid by construction. */
  valid: boolean;
}

/**
 * The operations the fuzz suites make arguments for: those on GET and POST. The giveaway
 * register's two (one method each; they write to KV and read the clock) have their own tests in
 * tests/giveaway/.
 */
export const FUZZED_OPERATIONS: readonly Operation[] = OPERATIONS.filter((operation) =>
  operation.methods.length === 2
);

/**
 * How the query string spells each argument of an operation (API.md: integers `-?[0-9]+`,
 * booleans `true` or `false`, lists comma-separated), read off the values of its declared valid
 * samples rather than off the schemas, so that a wrong reading by the service shows: a whole
 * number is `integer`, `true` or `false` a `boolean`, a list an `integer_list` or a
 * `string_list`, anything else (or values of more than one kind, as `draw`'s) a `string`. A new
 * operation is fuzzed by GET as soon as it declares samples.
 */
export function kindsOf(operation: Operation): QueryKinds {
  const seen = new Map<string, Set<QueryKinds[string]>>();
  for (const sample of validSamples(operation)) {
    for (const [name, value] of Object.entries(sample)) {
      const kinds = seen.get(name) ?? new Set();
      kinds.add(kindOfValue(value));
      seen.set(name, kinds);
    }
  }
  const missing = Object.keys(operation.input.entries).filter((name) => !seen.has(name));
  if (missing.length > 0) {
    throw new Error(
      `${operation.name}: no valid sample gives ${missing.join(", ")}; add one to its samples`,
    );
  }
  return Object.fromEntries(
    [...seen].map(([name, kinds]) => [name, kinds.size === 1 ? [...kinds][0]! : "string"]),
  );
}

/** The query kind a value is spelled in. */
function kindOfValue(value: unknown): QueryKinds[string] {
  if (Number.isInteger(value)) return "integer";
  if (typeof value === "boolean") return "boolean";
  if (Array.isArray(value)) {
    return value.length > 0 && value.every(Number.isInteger) ? "integer_list" : "string_list";
  }
  return "string";
}

/** Plain arguments as the service reads them from a query string (API.md's spelling rules). */
export function argsOfQuery(params: URLSearchParams, kinds: QueryKinds): Args {
  const args: Args = {};
  for (const name of new Set(params.keys())) {
    const text = params.get(name)!;
    // A list's name repeated is its exploded form: each occurrence one item, not split.
    const texts = params.getAll(name);
    const kind = Object.hasOwn(kinds, name) ? kinds[name] : "string";
    const integer = (item: string) => /^-?[0-9]+$/.test(item) ? Number(item) + 0 : item;
    const items = texts.length > 1 ? texts : text.split(",");
    Object.defineProperty(args, name, {
      value: kind === "integer"
        ? integer(text)
        : kind === "boolean"
        ? text === "true" ? true : text === "false" ? false : text
        : kind === "integer_list"
        ? items.map(integer)
        : kind === "string_list"
        ? items
        : text,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return args;
}
