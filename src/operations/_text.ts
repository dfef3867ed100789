/**
 * Building blocks of the operations' text arguments: lists of items (pick_from_list,
 * shuffle_list) and canonical text (a giveaway's title, seed_from_draw's label), measured and
 * checked by the rules the page shares (src/giveaway/text.js).
 *
 * @module
 */
import * as v from "valibot";
import { codePointLength, textProblem, textProblemMessage } from "../giveaway/text.js";

const MAX_ITEMS = 1000;
const MAX_ITEM_LENGTH = 200;

/** Whether an item is a string of 1 to 200 code points and of whole characters. */
function isGoodItem(item: unknown): item is string {
  return typeof item === "string" && item.length !== 0 &&
    // length counts UTF-16 units, never fewer than code points: count only when over.
    (item.length <= MAX_ITEM_LENGTH || codePointLength(item) <= MAX_ITEM_LENGTH) &&
    item.isWellFormed();
}

/** Whether a value is a list that {@linkcode itemList} accepts, checked in one loop. */
function isGoodList(value: unknown): value is string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ITEMS) return false;
  for (let i = 0; i < value.length; i++) {
    if (!isGoodItem(value[i])) return false;
  }
  return true;
}

/**
 * A list of 1 to 1000 strings, each 1 to 200 code points long and of whole characters: an item
 * holding a lone surrogate (which JSON can escape but UTF-8 cannot hold) would come back in the
 * answer, and strict parsers refuse that answer. The items are checked in one pass over the list
 * rather than by a pipe per item, which halved the cost of a 1000-item list; the metadata carries
 * the bound to the JSON Schema (see json_schema.ts).
 *
 * A good list is then accepted by one loop over it ({@linkcode isGoodList}) without valibot's
 * array schema, which made a dataset object and a copy per item (15-20% of a 1000-item shuffle);
 * any other value goes through the whole pipe, so every bad input gets the very issue it got
 * before, and the pipe as declared is what the JSON Schema is converted from.
 */
export function itemList(description: string) {
  const itemAllowed = `a string of 1 to ${MAX_ITEM_LENGTH} characters`;
  const listAllowed = `a list of 1 to ${MAX_ITEMS} strings`;
  const checked = v.pipe(
    v.array(v.string(itemAllowed), listAllowed),
    v.minLength(1, listAllowed),
    v.maxLength(MAX_ITEMS, listAllowed),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const items = dataset.value;
      const bad = items.findIndex((item) =>
        item.length === 0 ||
        // length counts UTF-16 units, never fewer than code points: count only when over.
        (item.length > MAX_ITEM_LENGTH && codePointLength(item) > MAX_ITEM_LENGTH) ||
        !item.isWellFormed()
      );
      if (bad === -1) return;
      const item = items[bad]!;
      const path: [v.ArrayPathItem] = [
        { type: "array", origin: "value", input: items, key: bad, value: item },
      ];
      if (item.isWellFormed() || codePointLength(item) > MAX_ITEM_LENGTH) {
        addIssue({ message: itemAllowed, expected: itemAllowed, input: item, path });
      } else {
        addIssue({
          message: `items[${bad}] must be well-formed Unicode text, got a lone surrogate`,
          path,
        });
      }
    }),
    v.metadata({ itemCodePoints: { min: 1, max: MAX_ITEM_LENGTH } }),
    v.description(description),
  );
  // The copy keeps the pipe's `~standard`, which checks by the pipe: the same results, slower.
  const list: typeof checked = {
    ...checked,
    "~run"(dataset, config) {
      const value = dataset.value;
      if (!isGoodList(value)) return checked["~run"](dataset, config);
      // The list itself rather than the pipe's copy of it: nothing changes it (a shuffle works
      // on a copy of its own).
      return { typed: true, value } satisfies v.SuccessDataset<string[]>;
    },
  };
  return list;
}

/**
 * A string of 0 to `max` code points of canonical text (docs/FAIRNESS.md, src/giveaway/text.js),
 * named `field` in its refusals: a giveaway's title, seed_from_draw's label. The bound is in the
 * JSON Schema too (MCP and OpenAPI), which counts code points as this does.
 */
export function canonicalText(
  field: "title" | "label",
  max: number,
  description: string,
) {
  const allowed = `a string of 0 to ${max} characters`;
  return v.pipe(
    v.string(allowed),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const text = dataset.value;
      if (text.length > max && codePointLength(text) > max) {
        addIssue({
          message: `${field} must be ${allowed} (Unicode code points), got ${
            codePointLength(text)
          }`,
        });
        return;
      }
      // One way to write each text, so that no two that look the same give two seeds.
      const problem = textProblem(text, field);
      if (problem !== null) {
        addIssue({
          message: `${field} must be canonical text: ${textProblemMessage(problem, field)}`,
        });
      }
    }),
    v.metadata({ maxLength: max }),
    v.description(description),
  );
}
