import {
  SEED_A,
  SEED_B
} from "./chunk-d4a28e12.js";
import {
  answerInteger,
  answerSeed,
  at,
  boolean as boolean2,
  defineOperation,
  integer,
  safeInteger,
  seed
} from "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import {
  drawPositions,
  openSeeded
} from "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import {
  array,
  boolean,
  description,
  optional,
  pipe,
  rawCheck,
  strictObject
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/operations/random_integer.ts
var MAX_RANGE = 2 ** 32;
var IntegerInputSchema = pipe(strictObject({
  min: safeInteger("The smallest value, inclusive."),
  max: safeInteger("The largest value, inclusive. The range may hold at most 2^32 values."),
  count: optional(integer(1, 1e3, "How many values to draw."), 1),
  unique: optional(boolean2("Whether values must all differ (no repeats)."), false),
  seed
}), rawCheck(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const { min, max, count, unique } = dataset.value;
  const size = max - min + 1;
  if (min > max) {
    addIssue({
      message: `min must be at most max (${max}), got ${min}`,
      path: at("min")
    });
  } else if (size > MAX_RANGE) {
    addIssue({
      message: `the range from min to max may hold at most 2^32 values, got ${size}`,
      path: at("max")
    });
  } else if (unique && count > size) {
    addIssue({
      message: `count must be at most ${size} (the values from ${min} to ${max}) when unique is true, got ${count}`,
      path: at("count")
    });
  }
}));
var IntegerOutputSchema = strictObject({
  min: answerInteger,
  max: answerInteger,
  count: answerInteger,
  unique: boolean(),
  values: pipe(array(answerInteger), description("The values, in draw order.")),
  seed: answerSeed
});
var randomInteger = defineOperation({
  title: "Random integers",
  description: "Draw one or more random integers from min to max inclusive, uniformly, with or without repeats (unique). The answer carries a seed; passing it back with the same arguments gives the same values, which lets anyone verify them.",
  external: false,
  input: IntegerInputSchema,
  output: IntegerOutputSchema,
  samples: {
    examples: [
      {
        name: "one_to_100",
        summary: "five from 1 to 100",
        arguments: {
          min: 1,
          max: 100,
          count: 5,
          seed: SEED_A
        }
      },
      {
        name: "rejecting_range",
        summary: "a range that rejects often (3 x 2^30 values)",
        arguments: {
          min: 1,
          max: 3221225472,
          count: 4,
          seed: SEED_B
        }
      },
      {
        name: "largest_range_unique",
        summary: "without repeats, the largest range",
        arguments: {
          min: 0,
          max: 4294967295,
          count: 3,
          unique: true,
          seed: SEED_A
        }
      },
      {
        name: "small_range_unique",
        summary: "without repeats, a small range",
        arguments: {
          min: -5,
          max: 5,
          count: 8,
          unique: true,
          seed: SEED_B
        }
      }
    ],
    valid: [
      {
        min: -5,
        max: 5,
        count: 4,
        unique: true
      }
    ],
    refused: [
      {
        arguments: {
          max: 3
        },
        code: "missing_argument",
        field: "min"
      },
      {
        arguments: {
          min: 1,
          max: 3,
          count: 4,
          unique: true
        },
        code: "invalid_argument",
        field: "count"
      }
    ]
  },
  handler({ min, max, count, unique, seed: seed2 }, context) {
    const seeded = openSeeded(seed2, context.freshSeed);
    const offsets = drawPositions(seeded.stream, max - min + 1, count, unique);
    return {
      min,
      max,
      count,
      unique,
      values: offsets.map((i) => min + i),
      seed: seeded.seed
    };
  }
});
export {
  IntegerInputSchema,
  IntegerOutputSchema,
  randomInteger
};
