/**
 * The statistical battery on the scaled outputs of every random operation: chi-square of
 * frequencies, the runs test and lag-1 serial correlation, from fixed seeds (so every figure is
 * the same on every run). `tests/statistics_tests.ts` asserts that every test passes at
 * significance 0.001 and that docs/FAIRNESS.md shows exactly these figures.
 *
 * @module
 */
import { type Game, GAMES } from "../src/games/mod.ts";
import { freshSeed } from "../src/random/mod.ts";
import { type Operation, OPERATIONS } from "../src/operations/mod.ts";

/** The significance level of every test in the battery. */
export const SIGNIFICANCE = 0.001;

/** One line of the battery. */
export interface BatteryResult {
  /** What was tested, e.g. "dice d6: faces". */
  name: string;
  /** Which test: chi-square, runs or serial correlation. */
  test: "chi-square" | "runs" | "serial";
  /** How many values went in. */
  samples: number;
  /** The statistic: chi-square, or z for runs and serial correlation. */
  statistic: number;
  /** Degrees of freedom for chi-square; null for the z tests. */
  df: number | null;
  /** The p-value (two-sided for the z tests). */
  p: number;
}

const context = { freshSeed };

/** The seed of call `i` of a named series: fixed, distinct per series and call. */
function seedOf(series: number, i: number): string {
  return series.toString(16).padStart(8, "0") + i.toString(16).padStart(56, "0");
}

/** Calls an operation `calls` times with fixed seeds and gathers what `pick` takes out. */
function gather<T>(
  operation: Operation,
  series: number,
  calls: number,
  input: Record<string, unknown>,
  pick: (answer: Record<string, unknown>) => T[],
): T[] {
  const values: T[] = [];
  for (let i = 0; i < calls; i++) {
    const answer = operation.run({ ...input, seed: seedOf(series, i) }, context);
    values.push(...pick(answer as Record<string, unknown>));
  }
  return values;
}

/** What a part of the battery records its lines with. */
interface Recorder {
  /** Adds one line. */
  push(result: BatteryResult): void;
  /** Adds the chi-square, runs and serial lines of one sequence of values. */
  sequence(
    name: string,
    values: number[],
    cells: number,
    toCell: (v: number) => number,
    options?: { threshold?: number; withoutRepeats?: WithoutRepeats },
  ): void;
}

/** One operation's part: it calls the operation (from the table under test) and records lines. */
type BatteryPart = (
  record: Recorder,
  operation: Operation,
  games: readonly Pick<Game, "id" | "pick">[],
) => void;

/**
 * Each random operation's part of the battery, by operation name, in the order FAIRNESS.md's
 * table lists them. A random operation (one that takes a seed) needs an entry here: how its
 * outputs are gathered from fixed seeds and binned.
 */
export const BATTERY: Readonly<Record<string, BatteryPart>> = {
  roll_dice(record, rollDice) {
    const d6 = gather(rollDice, 1, 600, { sides: 6, count: 100 }, (a) => a.rolls as number[]);
    record.sequence("dice d6", d6, 6, (v) => v - 1);
    record.push(chiSquare("dice d6: pairs of consecutive rolls", pairs(d6, 6), 36));
    const d1000 = gather(
      rollDice,
      2,
      500,
      { sides: 1000, count: 100 },
      (a) => a.rolls as number[],
    );
    record.sequence("dice d1000", d1000, 100, (v) => Math.floor((v - 1) / 10));
  },
  flip_coin(record, flipCoin) {
    const coins = gather(flipCoin, 3, 500, { count: 100 }, (a) => a.flips as string[]);
    const coinBits = coins.map((flip) => (flip === "heads" ? 0 : 1));
    record.sequence("coin", coinBits, 2, (v) => v, { threshold: 0.5 });
  },
  random_integer(record, randomInteger) {
    const full = gather(randomInteger, 4, 50, { min: 0, max: 2 ** 32 - 1, count: 1000 }, values);
    record.sequence("integer 0..2^32-1 (64 bins)", full, 64, (v) => Math.floor(v / 2 ** 26));
    const thirds = gather(
      randomInteger,
      5,
      50,
      { min: 1, max: 3 * 2 ** 30, count: 1000 },
      values,
    );
    record.sequence(
      "integer 1..3*2^30 (48 bins)",
      thirds,
      48,
      (v) => Math.floor((v - 1) / 2 ** 26),
    );
    const ten = gather(randomInteger, 6, 50, { min: 1, max: 10, count: 1000 }, values);
    record.sequence("integer 1..10", ten, 10, (v) => v - 1);
    const uniqueRange = gather(
      randomInteger,
      7,
      200,
      { min: -500, max: 499, count: 100, unique: true },
      values,
    );
    record.sequence(
      "integer -500..499, unique",
      uniqueRange,
      100,
      (v) => Math.floor((v + 500) / 10),
      { withoutRepeats: { population: 1000, perSample: 100 } },
    );
  },
  pick_from_list(record, pickFromList) {
    const items = ["a", "b", "c", "d", "e", "f", "g"];
    const picks = gather(
      pickFromList,
      8,
      300,
      { items, count: 100, unique: false },
      (a) => (a.picks as string[]).map((item) => items.indexOf(item)),
    );
    record.sequence("pick from 7 items, repeats", picks, 7, (v) => v);
    const firstPicks = gather(
      pickFromList,
      9,
      20000,
      { items, count: 3 },
      (a) => (a.picks as string[]).map((item) => items.indexOf(item)),
    );
    record.push(
      chiSquare("pick 3 of 7, no repeats", firstPicks, 7, { population: 7, perSample: 3 }),
    );
  },
  shuffle_list(record, shuffleList) {
    const orders = gather(shuffleList, 10, 24000, { items: ["a", "b", "c", "d"] }, (a) => [
      (a.shuffled as string[]).join(""),
    ]);
    const permutations = [...new Set(orders)].sort();
    record.push(
      chiSquare(
        "shuffle of 4 items: the 24 orders",
        orders.map((o) => permutations.indexOf(o)),
        24,
      ),
    );
  },
  // Every game of the registry: a new game is in the battery (and FAIRNESS.md's table) at once.
  pick_numbers(record, pickNumbers, games) {
    games.forEach(({ id: game, pick: format }, g) => {
      const sets = gather(
        pickNumbers,
        20 + g,
        1000,
        { game, sets: 10 },
        (a) => a.sets as { numbers: number[]; extra_numbers: number[] }[],
      );
      const main = sets.flatMap((set) => set.numbers);
      const size = format.max - format.min + 1;
      record.push(
        chiSquare(`${game}: main numbers`, main.map((n) => n - format.min), size, {
          population: size,
          perSample: format.count,
        }),
      );
      if (format.extra_max !== null) {
        const extras = sets.flatMap((set) => set.extra_numbers);
        record.push(
          chiSquare(`${game}: extra numbers`, extras.map((n) => n - 1), format.extra_max, {
            population: format.extra_max,
            perSample: format.extra_count,
          }),
        );
      }
    });
  },
};

/**
 * The random operations of a table (those that take a seed) that have no part in
 * {@linkcode BATTERY}: each one is a test that is missing.
 */
export function batteryGaps(operations: readonly Operation[]): string[] {
  return operations.filter((operation) =>
    operation.seeded && !Object.hasOwn(BATTERY, operation.name)
  )
    .map((operation) => operation.name);
}

/** What to do about gaps in the battery, in words. */
export function gapMessage(gaps: readonly string[]): string {
  return `the statistical battery has no part for ${gaps.join(", ")}: add an entry to BATTERY ` +
    "in tests/_battery.ts (how its outputs are gathered from fixed seeds and binned), then run " +
    "`deno run -A scripts/battery.ts` to refresh docs/FAIRNESS.md's table";
}

/**
 * Runs the whole battery over a table of operations and a registry of games (default: the
 * service's own). It throws when a random operation of the table has no part: none is skipped.
 */
export function runBattery(
  operations: readonly Operation[] = OPERATIONS,
  games: readonly Pick<Game, "id" | "pick">[] = GAMES,
): BatteryResult[] {
  const gaps = batteryGaps(operations);
  if (gaps.length > 0) throw new Error(gapMessage(gaps));
  const results: BatteryResult[] = [];
  const record: Recorder = {
    push: (result) => results.push(result),
    sequence(name, values, cells, toCell, options = {}) {
      results.push(chiSquare(name, values.map(toCell), cells, options.withoutRepeats));
      results.push(runsTest(name, values, options.threshold));
      results.push(serialCorrelation(name, values));
    },
  };
  for (const [name, part] of Object.entries(BATTERY)) {
    const operation = operations.find((candidate) => candidate.name === name);
    if (operation !== undefined) part(record, operation, games);
  }
  return results;
}

function values(answer: Record<string, unknown>): number[] {
  return answer.values as number[];
}

function pairs(values: number[], sides: number): number[] {
  const cells: number[] = [];
  for (let i = 0; i + 1 < values.length; i += 2) {
    cells.push((values[i]! - 1) * sides + values[i + 1]! - 1);
  }
  return cells;
}

/** How the values were drawn when each sample holds distinct values (a draw without repeats). */
export interface WithoutRepeats {
  /** How many equally likely values there are. */
  population: number;
  /** How many distinct values each sample holds. */
  perSample: number;
}

/**
 * Chi-square of the cell counts against equal expectations. When each sample holds `perSample`
 * distinct values of `population`, the counts vary less than independent draws would, by the
 * factor (population - perSample) / (population - 1); the statistic is scaled back by it, so
 * that it again follows chi-square with cells - 1 degrees of freedom.
 */
export function chiSquare(
  name: string,
  cells: number[],
  cellCount: number,
  withoutRepeats?: WithoutRepeats,
): BatteryResult {
  const counts = new Array<number>(cellCount).fill(0);
  for (const cell of cells) counts[cell]!++;
  const expected = cells.length / cellCount;
  const scale = withoutRepeats === undefined
    ? 1
    : (withoutRepeats.population - 1) / (withoutRepeats.population - withoutRepeats.perSample);
  const statistic = scale *
    counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  const df = cellCount - 1;
  return {
    name,
    test: "chi-square",
    samples: cells.length,
    statistic,
    df,
    p: chiSquareP(statistic, df),
  };
}

/**
 * The Wald-Wolfowitz runs test above and below a threshold, the median unless given (values
 * equal to it are dropped).
 */
export function runsTest(name: string, values: number[], threshold?: number): BatteryResult {
  const sorted = [...values].sort((a, b) => a - b);
  const median = threshold ??
    (sorted[Math.floor((sorted.length - 1) / 2)]! + sorted[Math.floor(sorted.length / 2)]!) / 2;
  const signs = values.filter((v) => v !== median).map((v) => v > median);
  const above = signs.filter(Boolean).length;
  const below = signs.length - above;
  let runs = signs.length > 0 ? 1 : 0;
  for (let i = 1; i < signs.length; i++) if (signs[i] !== signs[i - 1]) runs++;
  const n = above + below;
  const mean = (2 * above * below) / n + 1;
  const variance = (2 * above * below * (2 * above * below - n)) / (n * n * (n - 1));
  const z = (runs - mean) / Math.sqrt(variance);
  return { name, test: "runs", samples: values.length, statistic: z, df: null, p: twoSidedP(z) };
}

/** Lag-1 serial correlation; sqrt(n) times it is about standard normal for independent values. */
export function serialCorrelation(name: string, values: number[]): BatteryResult {
  const n = values.length;
  const mean = values.reduce((sum, v) => sum + v, 0) / n;
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < n; i++) {
    const d = values[i]! - mean;
    denominator += d * d;
    if (i + 1 < n) numerator += d * (values[i + 1]! - mean);
  }
  const z = (numerator / denominator) * Math.sqrt(n);
  return { name, test: "serial", samples: n, statistic: z, df: null, p: twoSidedP(z) };
}

/** The upper tail of chi-square: Q(df/2, x/2), the regularized upper incomplete gamma. */
export function chiSquareP(x: number, df: number): number {
  return upperGamma(df / 2, x / 2);
}

/** Two-sided normal tail: erfc(|z| / sqrt 2). */
export function twoSidedP(z: number): number {
  return upperGamma(0.5, (z * z) / 2);
}

/** Q(a, x) by its series below a + 1 and its continued fraction above (Numerical Recipes 6.2). */
function upperGamma(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(logPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(logPrefix) * h;
}

/** ln Gamma(x) by the Lanczos approximation (g = 7, 9 terms). */
function logGamma(x: number): number {
  const g = [
    0.99999999999980993,
    676.5203681218851,
    -1259.1392167224028,
    771.32342877765313,
    -176.61502916214059,
    12.507343278686905,
    -0.13857109526572012,
    9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = g[0]!;
  for (let i = 1; i < 9; i++) sum += g[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The battery as the Markdown table that docs/FAIRNESS.md carries. */
export function batteryTable(results: BatteryResult[]): string {
  const lines = [
    "| what | test | samples | statistic | df | p | at 0.001 |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const r of results) {
    lines.push(
      `| ${r.name} | ${r.test} | ${r.samples} | ${r.statistic.toFixed(3)} | ${r.df ?? ""} | ` +
        `${r.p.toFixed(4)} | ${r.p >= SIGNIFICANCE ? "pass" : "FAIL"} |`,
    );
  }
  return lines.join("\n");
}
