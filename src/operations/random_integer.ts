/**
 * Random integers from a range.
 *
 * @module
 */
import * as v from "valibot";
import { drawPositions, openSeeded } from "../random/mod.ts";
import { defineOperation } from "./_operation.ts";
import { SEED_A, SEED_B } from "./_samples.ts";
import { answerInteger, answerSeed, at, boolean, integer, safeInteger, seed } from "./_schema.ts";

const MAX_RANGE = 2 ** 32;

/** The arguments of random_integer. */
export const IntegerInputSchema = v.pipe(
  v.strictObject({
    min: safeInteger("The smallest value, inclusive."),
    max: safeInteger("The largest value, inclusive. The range may hold at most 2^32 values."),
    count: v.optional(integer(1, 1000, "How many values to draw."), 1),
    unique: v.optional(boolean("Whether values must all differ (no repeats)."), false),
    seed,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { min, max, count, unique } = dataset.value;
    const size = max - min + 1;
    if (min > max) {
      addIssue({ message: `min must be at most max (${max}), got ${min}`, path: at("min") });
    } else if (size > MAX_RANGE) {
      addIssue({
        message: `the range from min to max may hold at most 2^32 values, got ${size}`,
        path: at("max"),
      });
    } else if (unique && count > size) {
      addIssue({
        message: `count must be at most ${size} (the values from ${min} to ${max}) when ` +
          `unique is true, got ${count}`,
        path: at("count"),
      });
    }
  }),
);

/** The answer of random_integer. */
export const IntegerOutputSchema = v.strictObject({
  min: answerInteger,
  max: answerInteger,
  count: answerInteger,
  unique: v.boolean(),
  values: v.pipe(v.array(answerInteger), v.description("The values, in draw order.")),
  seed: answerSeed,
});

/** random_integer: `count` integers from `min` to `max` inclusive. */
export const randomInteger = defineOperation({
  title: "Random integers",
  description: "Draw one or more random integers from min to max inclusive, uniformly, with or " +
    "without repeats (unique). The answer carries a seed; passing it back with the same " +
    "arguments gives the same values, which lets anyone verify them.",
  external: false,
  input: IntegerInputSchema,
  output: IntegerOutputSchema,
  samples: {
    examples: [
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
    valid: [{ min: -5, max: 5, count: 4, unique: true }],
    refused: [
      { arguments: { max: 3 }, code: "missing_argument", field: "min" },
      {
        arguments: { min: 1, max: 3, count: 4, unique: true },
        code: "invalid_argument",
        field: "count",
      },
    ],
  },
  handler({ min, max, count, unique, seed }, context) {
    const seeded = openSeeded(seed, context.freshSeed);
    const offsets = drawPositions(seeded.stream, max - min + 1, count, unique);
    return { min, max, count, unique, values: offsets.map((i) => min + i), seed: seeded.seed };
  },
});
