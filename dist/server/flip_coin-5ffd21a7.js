import {
  SEED_A
} from "./chunk-d4a28e12.js";
import {
  answerInteger,
  answerSeed,
  defineOperation,
  integer,
  seed
} from "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import {
  openSeeded
} from "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import {
  array,
  description,
  optional,
  picklist,
  pipe,
  strictObject
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/operations/flip_coin.ts
var CoinInputSchema = strictObject({
  count: optional(integer(1, 100, "How many coins to flip."), 1),
  seed
});
var CoinOutputSchema = strictObject({
  count: answerInteger,
  flips: pipe(array(picklist([
    "heads",
    "tails"
  ])), description("Each flip, in flip order.")),
  heads: answerInteger,
  tails: answerInteger,
  seed: answerSeed
});
var flipCoin = defineOperation({
  title: "Flip coins",
  description: "Flip one or more fair coins (heads or tails). The answer carries a seed; passing it back with the same arguments gives the same flips, which lets anyone verify them.",
  external: false,
  input: CoinInputSchema,
  output: CoinOutputSchema,
  samples: {
    examples: [
      {
        name: "eight",
        summary: "eight coins",
        arguments: {
          count: 8,
          seed: SEED_A
        }
      }
    ],
    valid: [
      {
        count: 5
      }
    ],
    refused: [
      {
        arguments: {
          count: 0
        },
        code: "invalid_argument",
        field: "count"
      },
      {
        arguments: {
          count: 101
        },
        code: "invalid_argument",
        field: "count"
      }
    ]
  },
  handler({ count, seed: seed2 }, context) {
    const seeded = openSeeded(seed2, context.freshSeed);
    const flips = [];
    let heads = 0;
    for (let i = 0; i < count; i++) {
      const isHeads = seeded.stream.below(2) === 0;
      flips.push(isHeads ? "heads" : "tails");
      if (isHeads) heads++;
    }
    return {
      count,
      flips,
      heads,
      tails: count - heads,
      seed: seeded.seed
    };
  }
});
export {
  CoinInputSchema,
  CoinOutputSchema,
  flipCoin
};
