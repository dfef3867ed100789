/**
 * Pick lottery numbers for a named game or a custom format.
 *
 * @module
 */
import * as v from "valibot";
import { type Game, GAMES, type NumberFormat } from "../games/mod.ts";
import { openSeeded, sampleIndices, type SeededStream } from "../random/mod.ts";
import { defineOperation, type Operation, type RowFields } from "./_operation.ts";
import { SEED_A, SEED_B } from "./_samples.ts";
import { answerInteger, answerSeed, at, integer, seed } from "./_schema.ts";

const CUSTOM_ARGUMENTS = ["count", "min", "max", "extra_count", "extra_max"] as const;

/** The arguments of pick_numbers over a registry of games. */
export function pickInputSchemaFor(games: readonly Pick<Game, "id" | "pick">[]) {
  const ids = [...games.map((game) => game.id), "custom"];
  const formats = new Map(games.map((game) => [game.id, game.pick]));
  return v.pipe(
    v.strictObject({
      game: v.optional(
        v.pipe(
          v.picklist(ids, `one of ${ids.join(", ")}`),
          v.description(
            "The game whose format to use, or custom. May be left out when count and max are given.",
          ),
        ),
      ),
      sets: v.optional(integer(1, 10, "How many sets of numbers to pick."), 1),
      count: v.optional(integer(1, 50, "custom only: main numbers per set.")),
      max: v.optional(integer(1, 1000, "custom only: the largest main number.")),
      min: v.optional(integer(0, 1000, "custom only: the smallest main number (default 1).")),
      extra_count: v.optional(
        integer(0, 10, "custom only: extra (bonus) numbers per set, drawn apart (default 0)."),
      ),
      extra_max: v.optional(
        integer(1, 1000, "custom only: the largest extra number; extras start at 1."),
      ),
      seed,
    }),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const { game, sets, seed, ...custom } = dataset.value;
      const named = game !== undefined && game !== "custom" ? game : undefined;
      if (named !== undefined) {
        const given = CUSTOM_ARGUMENTS.find((name) => custom[name] !== undefined);
        if (given === undefined) return { game: named, format: formats.get(named)!, sets, seed };
        addIssue({
          message: `${given} cannot be given with game ${named}, which has its own format; ` +
            `use game custom for a format of your own`,
          path: at(given),
        });
        return NEVER;
      }
      const problem = customProblem(custom, game);
      if (problem !== undefined) {
        addIssue({ ...problem, path: at(problem.field) });
        return NEVER;
      }
      const { count, max, min = 1, extra_count = 0, extra_max } = custom;
      const format: NumberFormat = {
        count: count!,
        min,
        max: max!,
        extra_count,
        extra_max: extra_count > 0 ? extra_max! : null,
      };
      return { game: "custom" as const, format, sets, seed };
    }),
  );
}

type CustomArguments = Partial<Record<(typeof CUSTOM_ARGUMENTS)[number], number>>;

interface Problem {
  field: string;
  message: string;
  received?: string;
}

/** What is wrong with a custom format, if anything. */
function customProblem(custom: CustomArguments, game: string | undefined): Problem | undefined {
  const { count, max, min = 1, extra_count = 0, extra_max } = custom;
  if (game === undefined && count === undefined && max === undefined) {
    return missing("game", "game is required, unless count and max are given");
  }
  if (count === undefined) return missing("count", "count is required for a custom format");
  if (max === undefined) return missing("max", "max is required for a custom format");
  if (min > max) return { field: "min", message: `min must be at most max (${max}), got ${min}` };
  if (count > max - min + 1) {
    return {
      field: "count",
      message: `count must be at most ${max - min + 1} (the numbers from ${min} to ${max}), ` +
        `got ${count}`,
    };
  }
  if (extra_count > 0 && extra_max === undefined) {
    return missing("extra_max", "extra_max is required when extra_count is above 0");
  }
  if (extra_max !== undefined && extra_count > extra_max) {
    return {
      field: "extra_count",
      message: `extra_count must be at most ${extra_max} (the extras from 1 to ${extra_max}), ` +
        `got ${extra_count}`,
    };
  }
  return undefined;
}

function missing(field: string, message: string): Problem {
  return { field, message, received: "undefined" };
}

const numbers = v.pipe(v.array(answerInteger), v.description("Sorted ascending."));

/** The answer of pick_numbers over a registry of games. */
export function pickOutputSchemaFor(games: readonly Pick<Game, "id">[]) {
  return v.strictObject({
    game: v.picklist([...games.map((game) => game.id), "custom"]),
    format: v.strictObject({
      count: answerInteger,
      min: answerInteger,
      max: answerInteger,
      extra_count: answerInteger,
      extra_max: v.nullable(answerInteger),
    }),
    sets: v.array(v.strictObject({ numbers, extra_numbers: numbers })),
    seed: answerSeed,
  });
}

/**
 * pick_numbers (1 to 10 sets of lottery numbers) over a registry of games: its schemas and
 * description name them. The table (operations/table.ts) builds it over the registry (the default);
 * tests build one over a copy with a scratch game.
 */
export function pickNumbersFor(
  games: readonly Pick<Game, "id" | "pick">[] = GAMES,
): Omit<Operation, RowFields> {
  return defineOperation({
    title: "Pick lottery numbers",
    description: "Pick random lottery numbers (quick picks) for a named game " +
      `(${
        games.map((game) => game.id).join(", ")
      }) in its own format, or for a custom format (count numbers ` +
      "from min to max, plus extra_count extras from 1 to extra_max). " +
      "The answer carries a seed; passing it back with the same arguments gives the same numbers, " +
      "which lets anyone verify the pick.",
    external: false,
    input: pickInputSchemaFor(games),
    output: pickOutputSchemaFor(games),
    samples: {
      examples: [
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
          arguments: {
            count: 3,
            min: 0,
            max: 9,
            extra_count: 2,
            extra_max: 5,
            sets: 2,
            seed: SEED_B,
          },
        },
      ],
      valid: [
        { game: "powerball", sets: 2 },
        { count: 6, max: 49, extra_count: 1, extra_max: 10 },
      ],
      refused: [
        { arguments: { game: "powerball", count: 3 }, code: "invalid_argument", field: "count" },
        { arguments: { game: "lotto" }, code: "invalid_argument", field: "game" },
        { arguments: { game: "kr645", sets: 11 }, code: "invalid_argument", field: "sets" },
        { arguments: { count: 3 }, code: "missing_argument", field: "max" },
        { arguments: {}, code: "missing_argument", field: "game" },
      ],
    },
    handler({ game, format, sets, seed }, context) {
      const seeded = openSeeded(seed, context.freshSeed);
      // A loop, not Array.from({ length }): that cost a tenth of the draw of five sets.
      const picked = [];
      for (let i = 0; i < sets; i++) picked.push(pickSet(seeded.stream, format));
      return { game, format, sets: picked, seed: seeded.seed };
    },
  });
}

/** One set: the main numbers, then the extras, each drawn without repeats and sorted. */
export function pickSet(
  stream: SeededStream,
  format: NumberFormat,
): { numbers: number[]; extra_numbers: number[] } {
  const main = sampleIndices(stream, format.max - format.min + 1, format.count);
  const extras = format.extra_max === null
    ? []
    : sampleIndices(stream, format.extra_max, format.extra_count);
  return { numbers: sortedFrom(main, format.min), extra_numbers: sortedFrom(extras, 1) };
}

/**
 * `base` plus each offset, sorted ascending, in place: an insertion sort, since a set holds at
 * most 50 numbers and `Array.prototype.sort` with a comparator cost more than the draw itself.
 */
function sortedFrom(offsets: number[], base: number): number[] {
  for (let i = 0; i < offsets.length; i++) {
    const value = offsets[i]! + base;
    let j = i;
    for (; j > 0 && offsets[j - 1]! > value; j--) offsets[j] = offsets[j - 1]!;
    offsets[j] = value;
  }
  return offsets;
}
