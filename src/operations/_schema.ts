/**
 * Building blocks of the operations' input schemas. A schema's `message` says what is allowed
 * ("an integer from 2 to 1000"); {@linkcode parseInput} turns it into the full sentence.
 *
 * @module
 */
import * as v from "valibot";
import { SEED_PATTERN } from "../random/mod.ts";

/** An integer from `min` to `max`. */
export function integer(min: number, max: number, description: string) {
  const allowed = `an integer from ${min} to ${max}`;
  return v.pipe(
    v.number(allowed),
    v.integer(allowed),
    v.minValue(min, allowed),
    v.maxValue(max, allowed),
    v.description(description),
  );
}

/** A safe integer: from -(2^53 - 1) to 2^53 - 1. */
export function safeInteger(description: string) {
  const allowed = `an integer from ${Number.MIN_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;
  return v.pipe(v.number(allowed), v.safeInteger(allowed), v.description(description));
}

/** `true` or `false`. */
export function boolean(description: string) {
  return v.pipe(v.boolean("true or false"), v.description(description));
}

/** The optional seed that every random operation takes. */
export const seed = v.optional(
  v.pipe(
    v.string("64 hexadecimal characters"),
    v.regex(SEED_PATTERN, "64 hexadecimal characters"),
    v.description(
      "64 hex characters (either case). Give the seed of an earlier answer, with the same other " +
        "arguments, to get that answer again; leave it out for a fresh draw.",
    ),
  ),
);

/** An integer in an answer: stated as such so that the JSON Schema says `integer`, not `number`. */
export const answerInteger = v.pipe(v.number(), v.integer());

/** The seed in an answer: always 64 lowercase hex characters, whatever case was given. */
export const answerSeed = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{64}$/),
  v.description("The seed that reproduces this answer: 64 lowercase hex characters."),
);

/** The issue path that names a top-level argument, for the cross-argument rules. */
export function at(key: string): [v.ObjectPathItem] {
  return [{ type: "object", origin: "value", input: {}, key, value: undefined }];
}
