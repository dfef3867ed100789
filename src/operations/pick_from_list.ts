/**
 * Pick items from a list.
 *
 * @module
 */
import * as v from "valibot";
import { drawPositions, openSeeded } from "../random/mod.ts";
import { defineOperation } from "./_operation.ts";
import { SEED_A } from "./_samples.ts";
import { answerInteger, answerSeed, at, boolean, integer, seed } from "./_schema.ts";
import { itemList } from "./_text.ts";

/** The arguments of pick_from_list. */
export const ListPickInputSchema = v.pipe(
  v.strictObject({
    items: itemList("The list to pick from: 1 to 1000 strings of 1 to 200 characters."),
    count: v.optional(integer(1, 1000, "How many items to pick."), 1),
    unique: v.optional(
      boolean("Whether each position of the list may be picked only once (no repeats)."),
      true,
    ),
    seed,
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { items, count, unique } = dataset.value;
    if (unique && count > items.length) {
      addIssue({
        message: `count must be at most ${items.length} (the list's length) when unique is ` +
          `true, got ${count}`,
        path: at("count"),
      });
    }
  }),
);

/** The answer of pick_from_list. */
export const ListPickOutputSchema = v.strictObject({
  count: answerInteger,
  unique: v.boolean(),
  picks: v.pipe(v.array(v.string()), v.description("The items picked, in draw order.")),
  seed: answerSeed,
});

/** pick_from_list: `count` items of a list, each equally likely. */
export const pickFromList = defineOperation({
  title: "Pick from a list",
  description: "Pick one or more items from a list, each equally likely, without repeats unless " +
    "unique is false: a raffle winner, who goes first, what to eat. The answer carries a seed; " +
    "passing it back with the same arguments gives the same picks, which lets anyone verify them.",
  external: false,
  input: ListPickInputSchema,
  output: ListPickOutputSchema,
  samples: {
    examples: [
      {
        name: "three_of_five",
        summary: "three of five, without repeats",
        arguments: { items: ["ant", "bee", "cat", "dog", "eel"], count: 3, seed: SEED_A },
      },
      {
        name: "with_repeats",
        summary: "five of three, with repeats",
        arguments: { items: ["ant", "bee", "cat"], count: 5, unique: false, seed: SEED_A },
      },
    ],
    valid: [{ items: ["a", "b", "c"], count: 2, unique: false }],
    refused: [
      { arguments: { items: [] }, code: "invalid_argument", field: "items" },
      { arguments: {}, code: "missing_argument", field: "items" },
    ],
  },
  handler({ items, count, unique, seed }, context) {
    const seeded = openSeeded(seed, context.freshSeed);
    const positions = drawPositions(seeded.stream, items.length, count, unique);
    return { count, unique, picks: positions.map((i) => items[i]!), seed: seeded.seed };
  },
});
