import {
  itemList
} from "./chunk-901b0936.js";
import {
  SEED_A
} from "./chunk-d4a28e12.js";
import {
  answerSeed,
  defineOperation,
  seed
} from "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import {
  openSeeded,
  shuffle
} from "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import {
  array,
  description,
  pipe,
  strictObject,
  string
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/operations/shuffle_list.ts
var ShuffleInputSchema = strictObject({
  items: itemList("The list to shuffle: 1 to 1000 strings of 1 to 200 characters."),
  seed
});
var ShuffleOutputSchema = strictObject({
  shuffled: pipe(array(string()), description("The items in their new order.")),
  seed: answerSeed
});
var shuffleList = defineOperation({
  title: "Shuffle a list",
  description: "Put a list in random order, every order equally likely: a draw order, teams, a playlist. The answer carries a seed; passing it back with the same list gives the same order, which lets anyone verify it.",
  external: false,
  input: ShuffleInputSchema,
  output: ShuffleOutputSchema,
  samples: {
    examples: [
      {
        name: "ten",
        summary: "ten items",
        arguments: {
          items: [
            "1",
            "2",
            "3",
            "4",
            "5",
            "6",
            "7",
            "8",
            "9",
            "10"
          ],
          seed: SEED_A
        }
      }
    ],
    valid: [
      {
        items: [
          "x",
          "y",
          "z"
        ]
      }
    ],
    refused: [
      {
        arguments: {},
        code: "missing_argument",
        field: "items"
      },
      {
        arguments: {
          items: [
            "a"
          ],
          count: 1
        },
        code: "unknown_argument",
        field: "count"
      }
    ]
  },
  handler({ items, seed: seed2 }, context) {
    const seeded = openSeeded(seed2, context.freshSeed);
    return {
      shuffled: shuffle(seeded.stream, items),
      seed: seeded.seed
    };
  }
});
export {
  ShuffleInputSchema,
  ShuffleOutputSchema,
  shuffleList
};
