import {
  itemList
} from "./chunk-901b0936.js";
import {
  SEED_A
} from "./chunk-d4a28e12.js";
import {
  answerInteger,
  answerSeed,
  at,
  boolean as boolean2,
  defineOperation,
  integer,
  seed
} from "./chunk-f66ffe32.js";
import {
  drawPositions,
  openSeeded
} from "./chunk-dd2911a6.js";
import {
  array,
  boolean,
  description,
  optional,
  pipe,
  rawCheck,
  strictObject,
  string
} from "./chunk-945de0b6.js";

// src/operations/pick_from_list.ts
var ListPickInputSchema = pipe(strictObject({
  items: itemList("The list to pick from: 1 to 1000 strings of 1 to 200 characters."),
  count: optional(integer(1, 1e3, "How many items to pick."), 1),
  unique: optional(boolean2("Whether each position of the list may be picked only once (no repeats)."), true),
  seed
}), rawCheck(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const { items, count, unique } = dataset.value;
  if (unique && count > items.length) {
    addIssue({
      message: `count must be at most ${items.length} (the list's length) when unique is true, got ${count}`,
      path: at("count")
    });
  }
}));
var ListPickOutputSchema = strictObject({
  count: answerInteger,
  unique: boolean(),
  picks: pipe(array(string()), description("The items picked, in draw order.")),
  seed: answerSeed
});
var pickFromList = defineOperation({
  title: "Pick from a list",
  description: "Pick one or more items from a list, each equally likely, without repeats unless unique is false: a raffle winner, who goes first, what to eat. The answer carries a seed; passing it back with the same arguments gives the same picks, which lets anyone verify them.",
  external: false,
  input: ListPickInputSchema,
  output: ListPickOutputSchema,
  samples: {
    examples: [
      {
        name: "three_of_five",
        summary: "three of five, without repeats",
        arguments: {
          items: [
            "ant",
            "bee",
            "cat",
            "dog",
            "eel"
          ],
          count: 3,
          seed: SEED_A
        }
      },
      {
        name: "with_repeats",
        summary: "five of three, with repeats",
        arguments: {
          items: [
            "ant",
            "bee",
            "cat"
          ],
          count: 5,
          unique: false,
          seed: SEED_A
        }
      }
    ],
    valid: [
      {
        items: [
          "a",
          "b",
          "c"
        ],
        count: 2,
        unique: false
      }
    ],
    refused: [
      {
        arguments: {
          items: []
        },
        code: "invalid_argument",
        field: "items"
      },
      {
        arguments: {},
        code: "missing_argument",
        field: "items"
      }
    ]
  },
  handler({ items, count, unique, seed: seed2 }, context) {
    const seeded = openSeeded(seed2, context.freshSeed);
    const positions = drawPositions(seeded.stream, items.length, count, unique);
    return {
      count,
      unique,
      picks: positions.map((i) => items[i]),
      seed: seeded.seed
    };
  }
});

export {
  ListPickInputSchema,
  ListPickOutputSchema,
  pickFromList
};
