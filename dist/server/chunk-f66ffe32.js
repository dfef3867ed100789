import {
  quote
} from "./chunk-fcfa5815.js";
import {
  StatusAnswer
} from "./chunk-dd2911a6.js";
import {
  SEED_PATTERN
} from "./chunk-e6fde568.js";
import {
  HttpError,
  boolean,
  description,
  integer,
  maxValue,
  minValue,
  number,
  optional,
  pipe,
  regex,
  safeInteger,
  safeParse,
  string
} from "./chunk-945de0b6.js";

// src/http/cache.ts
var CACHE_NO_STORE = "no-store";
var CACHE_PURE = "public, max-age=31536000, immutable";
var CACHE_PAST_DRAW = "public, max-age=86400";
var CACHE_INCOMPLETE_DRAW = "public, max-age=3600";
var LATEST_DRAW_MAX_AGE = 300;
function latestDrawCacheControl(nextPublishedAt, now) {
  const seconds = Math.floor((nextPublishedAt - now) / 1e3);
  return `public, max-age=${Math.max(0, Math.min(LATEST_DRAW_MAX_AGE, seconds))}`;
}

// src/operations/_validate.ts
var RULE_ISSUES = /* @__PURE__ */ new Set([
  "raw_check",
  "raw_transform"
]);
function parseInput(schema, input) {
  const result = safeParse(schema, input, {
    abortEarly: true
  });
  if (result.success) return result.output;
  throw issueToError(result.issues[0]);
}
function issueToError(issue) {
  const keys = (issue.path ?? []).map((item) => item.key);
  const field = typeof keys[0] === "string" ? keys[0] : null;
  if (issue.type === "strict_object" && issue.expected === "never") {
    const name = String(issue.input);
    return new HttpError("unknown_argument", `unknown argument ${quote(name)}`, {
      field: name
    });
  }
  const missing = field !== null && issue.received === "undefined";
  const code = missing ? "missing_argument" : "invalid_argument";
  if (RULE_ISSUES.has(issue.type) && issue.expected === null) {
    return new HttpError(code, issue.message, {
      field
    });
  }
  if (missing) return new HttpError(code, `${field} is required`, {
    field
  });
  const label = keys.map((key, i) => i === 0 ? String(key) : `[${String(key)}]`).join("");
  return new HttpError(code, `${label} must be ${issue.message}, got ${describeReceived(issue)}`, {
    field
  });
}
function describeReceived(issue) {
  const { input } = issue;
  if (typeof input === "string") return quote(input);
  if (Array.isArray(input) && (issue.type === "min_length" || issue.type === "max_length")) {
    return `${input.length} items`;
  }
  return issue.received;
}

// src/operations/_operation.ts
function bodyOf(answer) {
  return answer instanceof StatusAnswer ? answer.body : answer;
}
function defineOperation(spec) {
  const { handler, cache, cacheNote, statuses, readOnly, idempotent, ...rest } = spec;
  const seeded = "seed" in spec.input.entries;
  if (cache !== void 0 && cacheNote === void 0) {
    throw new Error(`${spec.title}: an operation with its own cache rule must describe it`);
  }
  const respond = (input, context) => handler(parseInput(spec.input, input), context);
  return {
    ...rest,
    statuses: statuses ?? [
      200
    ],
    readOnly: readOnly ?? true,
    idempotent: idempotent ?? true,
    seeded,
    cacheNote: cacheNote ?? (seeded ? `\`${CACHE_PURE}\` when a seed is given (the answer is a pure function of the request), \`no-store\` otherwise.` : "`no-store`."),
    respond,
    run(input, context) {
      const answer = respond(input, context);
      return answer instanceof Promise ? answer.then(bodyOf) : bodyOf(answer);
    },
    cacheControl: cache === void 0 ? seededCacheControl : (facts) => cache(facts)
  };
}
function seededCacheControl({ input }) {
  return input.seed === void 0 ? CACHE_NO_STORE : CACHE_PURE;
}

// src/operations/_schema.ts
function integer2(min, max, description2) {
  const allowed = `an integer from ${min} to ${max}`;
  return pipe(number(allowed), integer(allowed), minValue(min, allowed), maxValue(max, allowed), description(description2));
}
function safeInteger2(description2) {
  const allowed = `an integer from ${Number.MIN_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;
  return pipe(number(allowed), safeInteger(allowed), description(description2));
}
function boolean2(description2) {
  return pipe(boolean("true or false"), description(description2));
}
var seed = optional(pipe(string("64 hexadecimal characters"), regex(SEED_PATTERN, "64 hexadecimal characters"), description("64 hex characters (either case). Give the seed of an earlier answer, with the same other arguments, to get that answer again; leave it out for a fresh draw.")));
var answerInteger = pipe(number(), integer());
var answerSeed = pipe(string(), regex(/^[0-9a-f]{64}$/), description("The seed that reproduces this answer: 64 lowercase hex characters."));
function at(key) {
  return [
    {
      type: "object",
      origin: "value",
      input: {},
      key,
      value: void 0
    }
  ];
}

export {
  CACHE_NO_STORE,
  CACHE_PAST_DRAW,
  CACHE_INCOMPLETE_DRAW,
  latestDrawCacheControl,
  defineOperation,
  integer2 as integer,
  safeInteger2 as safeInteger,
  boolean2 as boolean,
  seed,
  answerInteger,
  answerSeed,
  at
};
