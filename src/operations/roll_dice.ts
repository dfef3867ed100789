/**
 * Roll dice.
 *
 * @module
 */
import * as v from "valibot";
import { openSeeded } from "../random/mod.ts";
import { defineOperation } from "./_operation.ts";
import { SEED_A } from "./_samples.ts";
import { answerInteger, answerSeed, integer, seed } from "./_schema.ts";

/** The arguments of roll_dice. */
export const DiceInputSchema = v.strictObject({
  sides: v.optional(integer(2, 1000, "Faces on each die, numbered 1 to sides."), 6),
  count: v.optional(integer(1, 100, "How many dice to roll."), 1),
  seed,
});

/** The answer of roll_dice. */
export const DiceOutputSchema = v.strictObject({
  sides: answerInteger,
  count: answerInteger,
  rolls: v.pipe(v.array(answerInteger), v.description("The faces rolled, in roll order.")),
  total: v.pipe(answerInteger, v.description("The sum of the rolls.")),
  seed: answerSeed,
});

/** roll_dice: `count` fair dice of `sides` faces. */
export const rollDice = defineOperation({
  title: "Roll dice",
  description: "Roll one or more fair dice with any number of sides (2 to 1000), e.g. for games " +
    "or decisions. The answer carries a seed; passing it back with the same arguments gives the " +
    "same rolls, which lets anyone verify them.",
  external: false,
  input: DiceInputSchema,
  output: DiceOutputSchema,
  samples: {
    examples: [{
      name: "ten_d6",
      summary: "ten six-sided dice",
      arguments: { sides: 6, count: 10, seed: SEED_A },
    }],
    valid: [{ sides: 20, count: 3 }, {}],
    refused: [
      { arguments: { sides: 1001 }, code: "invalid_argument", field: "sides" },
      { arguments: { sides: "6" }, code: "invalid_argument", field: "sides" },
      { arguments: { sidez: 6 }, code: "unknown_argument", field: "sidez" },
      { arguments: { seed: "abc" }, code: "invalid_argument", field: "seed" },
    ],
  },
  handler({ sides, count, seed }, context) {
    const seeded = openSeeded(seed, context.freshSeed);
    const rolls: number[] = [];
    let total = 0;
    for (let i = 0; i < count; i++) {
      const roll = 1 + seeded.stream.below(sides);
      rolls.push(roll);
      total += roll;
    }
    return { sides, count, rolls, total, seed: seeded.seed };
  },
});
