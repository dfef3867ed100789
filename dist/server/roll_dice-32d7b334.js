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
  pipe,
  strictObject
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/operations/roll_dice.ts
var DiceInputSchema = strictObject({
  sides: optional(integer(2, 1e3, "Faces on each die, numbered 1 to sides."), 6),
  count: optional(integer(1, 100, "How many dice to roll."), 1),
  seed
});
var DiceOutputSchema = strictObject({
  sides: answerInteger,
  count: answerInteger,
  rolls: pipe(array(answerInteger), description("The faces rolled, in roll order.")),
  total: pipe(answerInteger, description("The sum of the rolls.")),
  seed: answerSeed
});
var rollDice = defineOperation({
  title: "Roll dice",
  description: "Roll one or more fair dice with any number of sides (2 to 1000), e.g. for games or decisions. The answer carries a seed; passing it back with the same arguments gives the same rolls, which lets anyone verify them.",
  external: false,
  input: DiceInputSchema,
  output: DiceOutputSchema,
  samples: {
    examples: [
      {
        name: "ten_d6",
        summary: "ten six-sided dice",
        arguments: {
          sides: 6,
          count: 10,
          seed: SEED_A
        }
      }
    ],
    valid: [
      {
        sides: 20,
        count: 3
      },
      {}
    ],
    refused: [
      {
        arguments: {
          sides: 1001
        },
        code: "invalid_argument",
        field: "sides"
      },
      {
        arguments: {
          sides: "6"
        },
        code: "invalid_argument",
        field: "sides"
      },
      {
        arguments: {
          sidez: 6
        },
        code: "unknown_argument",
        field: "sidez"
      },
      {
        arguments: {
          seed: "abc"
        },
        code: "invalid_argument",
        field: "seed"
      }
    ]
  },
  handler({ sides, count, seed: seed2 }, context) {
    const seeded = openSeeded(seed2, context.freshSeed);
    const rolls = [];
    let total = 0;
    for (let i = 0; i < count; i++) {
      const roll = 1 + seeded.stream.below(sides);
      rolls.push(roll);
      total += roll;
    }
    return {
      sides,
      count,
      rolls,
      total,
      seed: seeded.seed
    };
  }
});
export {
  DiceInputSchema,
  DiceOutputSchema,
  rollDice
};
