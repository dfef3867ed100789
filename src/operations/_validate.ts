/**
 * Checking plain input against an operation's schema, and turning the first issue into a 400
 * that names the argument at fault.
 *
 * @module
 */
import * as v from "valibot";
import { maxLengthOf } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";
import { quote } from "../http/quote.ts";

/** The issue types of the rules, whose message is a whole sentence unless they name what they
 * expected (then it is a phrase like any schema's). */
const RULE_ISSUES = new Set(["raw_check", "raw_transform"]);

/** Parses input with the schema, or throws the 400 that its first issue calls for. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const tooLong = listTooLong(schema, input);
  if (tooLong !== undefined) throw tooLong;
  const result = v.safeParse(schema, input, { abortEarly: true });
  if (result.success) return result.output;
  throw issueToError(result.issues[0]);
}

/**
 * The 400 of a list argument longer than its schema allows, found before the schema looks at all
 * its items: the schema is run on the list cut to one item past its bound, so a list of 200,000
 * items costs what one of 1001 does, and gets the issue it got before (an item at fault among
 * the first ones, else its length, counted whole).
 */
function listTooLong(schema: v.GenericSchema, input: unknown): HttpError | undefined {
  const { entries } = schema as { entries?: Record<string, unknown> };
  if (entries === undefined || typeof input !== "object" || input === null) return undefined;
  for (const key in entries) {
    const value = (input as Record<string, unknown>)[key];
    if (!Array.isArray(value)) continue;
    const bound = maxLengthOf(entries[key]);
    if (bound === undefined || value.length <= bound.max) continue;
    const cut = value.slice(0, bound.max + 1);
    const result = v.safeParse(schema, { ...input, [key]: cut }, { abortEarly: true });
    if (result.success) return undefined;
    const issue = result.issues[0];
    // Its length is told as the caller sent it, not as it was cut.
    // (the schema may have copied the cut list, so it is known by its length).
    const isCut = Array.isArray(issue.input) && issue.input.length === cut.length;
    return issueToError(isCut ? { ...issue, input: value } : issue);
  }
  return undefined;
}

/** The 400 for one valibot issue. */
export function issueToError(issue: v.BaseIssue<unknown>): HttpError {
  const keys = (issue.path ?? []).map((item) => item.key);
  const field = typeof keys[0] === "string" ? keys[0] : null;
  if (issue.type === "strict_object" && issue.expected === "never") {
    const name = String(issue.input);
    return new HttpError("unknown_argument", `unknown argument ${quote(name)}`, { field: name });
  }
  // A missing argument is an issue about a value that is not there, found by valibot itself
  // (a required key) or by a cross-argument rule.
  const missing = field !== null && issue.received === "undefined";
  const code = missing ? "missing_argument" : "invalid_argument";
  if (RULE_ISSUES.has(issue.type) && issue.expected === null) {
    return new HttpError(code, issue.message, { field });
  }
  if (missing) return new HttpError(code, `${field} is required`, { field });
  const label = keys.map((key, i) => (i === 0 ? String(key) : `[${String(key)}]`)).join("");
  return new HttpError(code, `${label} must be ${issue.message}, got ${describeReceived(issue)}`, {
    field,
  });
}

/**
 * What the caller sent, as a message shows it: a string quoted (valibot's own `received` quotes
 * it whole and raw), a list by its length where its length is at fault, anything else by type.
 */
function describeReceived(issue: v.BaseIssue<unknown>): string {
  const { input } = issue;
  if (typeof input === "string") return quote(input);
  if (Array.isArray(input) && (issue.type === "min_length" || issue.type === "max_length")) {
    return `${input.length} items`;
  }
  return issue.received;
}
