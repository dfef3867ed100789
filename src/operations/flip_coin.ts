/**
 * Flip coins.
 *
 * @module
 */
import * as v from "valibot";
import { openSeeded } from "../random/mod.ts";
import { defineOperation } from "./_operation.ts";
import { SEED_A } from "./_samples.ts";
import { answerInteger, answerSeed, integer, seed } from "./_schema.ts";

/** The arguments of flip_coin. */
export const CoinInputSchema = v.strictObject({
  count: v.optional(integer(1, 100, "How many coins to flip."), 1),
  seed,
});

/** The answer of flip_coin. */
export const CoinOutputSchema = v.strictObject({
  count: answerInteger,
  flips: v.pipe(
    v.array(v.picklist(["heads", "tails"])),
    v.description("Each flip, in flip order."),
  ),
  heads: answerInteger,
  tails: answerInteger,
  seed: answerSeed,
});

/** flip_coin: `count` fair coin flips. */
export const flipCoin = defineOperation({
  title: "Flip coins",
  description: "Flip one or more fair coins (heads or tails). The answer carries a seed; passing " +
    "it back with the same arguments gives the same flips, which lets anyone verify them.",
  external: false,
  input: CoinInputSchema,
  output: CoinOutputSchema,
  samples: {
    examples: [{ name: "eight", summary: "eight coins", arguments: { count: 8, seed: SEED_A } }],
    valid: [{ count: 5 }],
    refused: [
      { arguments: { count: 0 }, code: "invalid_argument", field: "count" },
      { arguments: { count: 101 }, code: "invalid_argument", field: "count" },
    ],
  },
  handler({ count, seed }, context) {
    const seeded = openSeeded(seed, context.freshSeed);
    const flips: ("heads" | "tails")[] = [];
    let heads = 0;
    for (let i = 0; i < count; i++) {
      const isHeads = seeded.stream.below(2) === 0;
      flips.push(isHeads ? "heads" : "tails");
      if (isHeads) heads++;
    }
    return { count, flips, heads, tails: count - heads, seed: seeded.seed };
  },
});
