/**
 * The examples of the OpenAPI document: for each operation, arguments and the answer the service
 * gives for them. The random operations' examples are the test vectors of docs/FAIRNESS.md
 * (tests/openapi_test.ts holds them to the page), and their answers are computed by the
 * operations themselves when the document is built, so no file is read at run time; the draws'
 * answers come from the official sources, so they are recorded here (tests/openapi_test.ts asks
 * the source double, which serves the recorded official data, for them).
 *
 * @module
 */
import type { Context, Operation } from "./operations/mod.ts";

/** The two seeds of docs/FAIRNESS.md's vectors. */
const SEED_A = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const SEED_B = "f00df00df00df00df00df00df00df00df00df00df00df00df00df00df00df00d";

/** A giveaway as its example announces it. */
const GIVEAWAY_ARGUMENTS = {
  game: "kr645",
  draw: 1240,
  title: "Office raffle, September 2026",
  entries: ["Ana", "Bo", "Chen", "Dana", "\u00c9mile"],
  winners: 2,
};

/** Its record, as registered on 2026-08-30 at 00:00 UTC (the test suite's clock). */
const GIVEAWAY_RECORD = {
  id: "Y0DW-DD0G-90VY-WCS0-0EAR-786E",
  announced_at: "2026-08-30T00:00:00.000Z",
  game: "kr645",
  draw: 1240,
  date: "2026-09-05",
  due_at: "2026-09-05T11:35:00.000Z",
  title: GIVEAWAY_ARGUMENTS.title,
  entries: GIVEAWAY_ARGUMENTS.entries,
  entries_sha256: "67926ccf1d639e623694a38ced352fd28e59c2921df06110d5a87b71ea65fec3",
  winners: 2,
  label: "fairdraw-giveaway/v1\ntitle: Office raffle, September 2026\nentries: 5\n" +
    "entries-sha256: 67926ccf1d639e623694a38ced352fd28e59c2921df06110d5a87b71ea65fec3\nwinners: 2",
  link: "/g/Y0DW-DD0G-90VY-WCS0-0EAR-786E",
  status: "announced",
  result: null,
};

/** The examples of each operation, by operation name; the draws' with their recorded answers. */
const EXAMPLES: Readonly<Record<string, readonly ExampleSpec[]>> = {
  pick_numbers: [
    { name: "kr645", summary: "kr645", arguments: { game: "kr645", seed: SEED_A } },
    {
      name: "powerball_two_sets",
      summary: "powerball, two sets",
      arguments: { game: "powerball", sets: 2, seed: SEED_A },
    },
    {
      name: "euromillions",
      summary: "euromillions",
      arguments: { game: "euromillions", seed: SEED_B },
    },
    {
      name: "custom",
      summary: "custom, with extras and min 0",
      arguments: { count: 3, min: 0, max: 9, extra_count: 2, extra_max: 5, sets: 2, seed: SEED_B },
    },
  ],
  get_draw: [{
    name: "kr645_1239",
    summary: "kr645 draw 1239",
    arguments: { game: "kr645", draw: 1239 },
    answer: {
      game: "kr645",
      draw: 1239,
      date: "2026-08-29",
      numbers: [11, 13, 22, 32, 33, 36],
      bonus_number: 8,
      prizes: [
        { rank: 1, winners: 13, prize_per_winner: 2214789375 },
        { rank: 2, winners: 71, prize_per_winner: 67587470 },
        { rank: 3, winners: 3081, prize_per_winner: 1557518 },
        { rank: 4, winners: 152825, prize_per_winner: 50000 },
        { rank: 5, winners: 2570542, prize_per_winner: 5000 },
      ],
      stale: false,
      fetched_at: "2026-08-30T00:00:00.000Z",
      next_draw: { draw: 1240, date: "2026-09-05" },
    },
  }],
  check_ticket: [{
    name: "kr645_1239_second",
    summary: "a kr645 ticket against draw 1239: 2nd rank",
    arguments: { game: "kr645", numbers: [8, 11, 13, 22, 32, 33], draw: 1239 },
    answer: {
      game: "kr645",
      draw: 1239,
      date: "2026-08-29",
      numbers: [8, 11, 13, 22, 32, 33],
      matched: [11, 13, 22, 32, 33],
      match_count: 5,
      bonus_matched: true,
      rank: 2,
      prize_per_winner: 67587470,
      stale: false,
      fetched_at: "2026-08-30T00:00:00.000Z",
    },
  }],
  seed_from_draw: [{
    name: "kr645_1239_raffle",
    summary: "the seed of kr645 draw 1239 for a raffle named before it",
    arguments: { game: "kr645", draw: 1239, label: "Office raffle 2026: 40 entries, 3 winners" },
    answer: {
      game: "kr645",
      draw: 1239,
      date: "2026-08-29",
      numbers: [11, 13, 22, 32, 33, 36],
      extra_number: 8,
      label: "Office raffle 2026: 40 entries, 3 winners",
      method: "fairdraw-seed-from-draw/v1",
      message: "fairdraw-seed-from-draw/v1\nkr645\n1239\n11,13,22,32,33,36\n8\n" +
        "Office raffle 2026: 40 entries, 3 winners",
      seed: "f3a78fa7fbe3259d1693552a466914cbacd4898c761d00206c6ec853bced3d61",
      stale: false,
      fetched_at: "2026-08-30T00:00:00.000Z",
      next_draw: { draw: 1240, date: "2026-09-05" },
    },
  }],
  announce_giveaway: [{
    name: "office_raffle",
    summary: "a giveaway on kr645 draw 1240, announced on 2026-08-30",
    arguments: GIVEAWAY_ARGUMENTS,
    answer: GIVEAWAY_RECORD,
  }],
  giveaway_result: [{
    name: "office_raffle",
    summary: "the giveaway announced above, before its draw",
    arguments: { id: GIVEAWAY_RECORD.id },
    answer: GIVEAWAY_RECORD,
  }],
  roll_dice: [
    {
      name: "ten_d6",
      summary: "ten six-sided dice",
      arguments: { sides: 6, count: 10, seed: SEED_A },
    },
  ],
  flip_coin: [{ name: "eight", summary: "eight coins", arguments: { count: 8, seed: SEED_A } }],
  random_integer: [
    {
      name: "one_to_100",
      summary: "five from 1 to 100",
      arguments: { min: 1, max: 100, count: 5, seed: SEED_A },
    },
    {
      name: "rejecting_range",
      summary: "a range that rejects often (3 x 2^30 values)",
      arguments: { min: 1, max: 3221225472, count: 4, seed: SEED_B },
    },
    {
      name: "largest_range_unique",
      summary: "without repeats, the largest range",
      arguments: { min: 0, max: 4294967295, count: 3, unique: true, seed: SEED_A },
    },
    {
      name: "small_range_unique",
      summary: "without repeats, a small range",
      arguments: { min: -5, max: 5, count: 8, unique: true, seed: SEED_B },
    },
  ],
  pick_from_list: [
    {
      name: "three_of_five",
      summary: "three of five, without repeats",
      arguments: { items: ["ant", "bee", "cat", "dog", "eel"], count: 3, seed: SEED_A },
    },
    {
      name: "with_repeats",
      summary: "five of three, with repeats",
      arguments: { items: ["ant", "bee", "cat"], count: 5, unique: false, seed: SEED_A },
    },
  ],
  shuffle_list: [{
    name: "ten",
    summary: "ten items",
    arguments: { items: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], seed: SEED_A },
  }],
};

/** An example as declared: its arguments, and its answer where they cannot compute it. */
interface ExampleSpec {
  /** The example's key, shared by the request body, the parameters and the answer. */
  name: string;
  /** A short title. */
  summary: string;
  /** The arguments. */
  arguments: Record<string, unknown>;
  /** The recorded answer, for operations whose answer comes from an outside source. */
  answer?: unknown;
}

/** An example of an operation: its arguments and the answer the service gives for them. */
export interface OperationExample {
  /** The example's key. */
  name: string;
  /** A short title. */
  summary: string;
  /** The arguments, as a POST body holds them. */
  arguments: Record<string, unknown>;
  /** The answer, as its JSON is sent. */
  answer: unknown;
}

/** The context examples are computed with: each gives its seed, and none reaches a source. */
const EXAMPLE_CONTEXT: Context = {
  freshSeed() {
    throw new TypeError("an example of a random operation must give its seed");
  },
};

/**
 * The examples of an operation, with their answers: computed by the operation itself from the
 * arguments where they determine it, as the service would answer them.
 */
export function operationExamples(operation: Operation): OperationExample[] {
  return (EXAMPLES[operation.name] ?? []).map((example) => {
    const answer = example.answer ?? operation.run(example.arguments, EXAMPLE_CONTEXT);
    if (answer instanceof Promise) {
      throw new TypeError(`the example ${example.name} of ${operation.name} needs an answer`);
    }
    return { ...example, answer: JSON.parse(JSON.stringify(answer)) };
  });
}
