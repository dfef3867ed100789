import {
  array,
  codePointLength,
  description,
  maxLength,
  metadata,
  minLength,
  pipe,
  rawCheck,
  string,
  textProblem,
  textProblemMessage
} from "./chunk-945de0b6.js";

// src/operations/_text.ts
var MAX_ITEMS = 1e3;
var MAX_ITEM_LENGTH = 200;
function isGoodItem(item) {
  return typeof item === "string" && item.length !== 0 && // length counts UTF-16 units, never fewer than code points: count only when over.
  (item.length <= MAX_ITEM_LENGTH || codePointLength(item) <= MAX_ITEM_LENGTH) && item.isWellFormed();
}
function isGoodList(value) {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ITEMS) return false;
  for (let i = 0; i < value.length; i++) {
    if (!isGoodItem(value[i])) return false;
  }
  return true;
}
function itemList(description2) {
  const itemAllowed = `a string of 1 to ${MAX_ITEM_LENGTH} characters`;
  const listAllowed = `a list of 1 to ${MAX_ITEMS} strings`;
  const checked = pipe(array(string(itemAllowed), listAllowed), minLength(1, listAllowed), maxLength(MAX_ITEMS, listAllowed), rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const items = dataset.value;
    const bad = items.findIndex((item2) => item2.length === 0 || // length counts UTF-16 units, never fewer than code points: count only when over.
    item2.length > MAX_ITEM_LENGTH && codePointLength(item2) > MAX_ITEM_LENGTH || !item2.isWellFormed());
    if (bad === -1) return;
    const item = items[bad];
    const path = [
      {
        type: "array",
        origin: "value",
        input: items,
        key: bad,
        value: item
      }
    ];
    if (item.isWellFormed() || codePointLength(item) > MAX_ITEM_LENGTH) {
      addIssue({
        message: itemAllowed,
        expected: itemAllowed,
        input: item,
        path
      });
    } else {
      addIssue({
        message: `items[${bad}] must be well-formed Unicode text, got a lone surrogate`,
        path
      });
    }
  }), metadata({
    itemCodePoints: {
      min: 1,
      max: MAX_ITEM_LENGTH
    }
  }), description(description2));
  const list = {
    ...checked,
    "~run"(dataset, config) {
      const value = dataset.value;
      if (!isGoodList(value)) return checked["~run"](dataset, config);
      return {
        typed: true,
        value
      };
    }
  };
  return list;
}
function canonicalText(field, max, description2) {
  const allowed = `a string of 0 to ${max} characters`;
  return pipe(string(allowed), rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const text = dataset.value;
    if (text.length > max && codePointLength(text) > max) {
      addIssue({
        message: `${field} must be ${allowed} (Unicode code points), got ${codePointLength(text)}`
      });
      return;
    }
    const problem = textProblem(text, field);
    if (problem !== null) {
      addIssue({
        message: `${field} must be canonical text: ${textProblemMessage(problem, field)}`
      });
    }
  }), metadata({
    maxLength: max
  }), description(description2));
}

export {
  itemList,
  canonicalText
};
