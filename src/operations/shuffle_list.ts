/**
 * Shuffle a list.
 *
 * @module
 */
import * as v from "valibot";
import { openSeeded, shuffle } from "../random/mod.ts";
import { defineOperation } from "./_operation.ts";
import { SEED_A } from "./_samples.ts";
import { answerSeed, seed } from "./_schema.ts";
import { itemList } from "./_text.ts";

/** The arguments of shuffle_list. */
export const ShuffleInputSchema = v.strictObject({
  items: itemList("The list to shuffle: 1 to 1000 strings of 1 to 200 characters."),
  seed,
});

/** The answer of shuffle_list. */
export const ShuffleOutputSchema = v.strictObject({
  shuffled: v.pipe(v.array(v.string()), v.description("The items in their new order.")),
  seed: answerSeed,
});

/** shuffle_list: the items in random order, every order equally likely. */
export const shuffleList = defineOperation({
  title: "Shuffle a list",
  description: "Put a list in random order, every order equally likely: a draw order, teams, a " +
    "playlist. The answer carries a seed; passing it back with the same list gives the same " +
    "order, which lets anyone verify it.",
  external: false,
  input: ShuffleInputSchema,
  output: ShuffleOutputSchema,
  samples: {
    examples: [{
      name: "ten",
      summary: "ten items",
      arguments: { items: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"], seed: SEED_A },
    }],
    valid: [{ items: ["x", "y", "z"] }],
    refused: [
      { arguments: {}, code: "missing_argument", field: "items" },
      { arguments: { items: ["a"], count: 1 }, code: "unknown_argument", field: "count" },
    ],
  },
  handler({ items, seed }, context) {
    const seeded = openSeeded(seed, context.freshSeed);
    return { shuffled: shuffle(seeded.stream, items), seed: seeded.seed };
  },
});
