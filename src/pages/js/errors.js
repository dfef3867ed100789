// @ts-check
/**
 * The API's refusals in the page's own words: each is worded from its `code` and `field` (and
 * what the page knows of the field: its bounds, the game's numbers, the draw's date), never from
 * the server's `message`, which is English and names arguments as programs do. Pure, with no DOM,
 * so that tests/pages_tests.ts walks every error code and field the page can meet, in every
 * language.
 *
 * @module
 */

/**
 * @typedef {import("../i18n/en.ts").MessageKey} MessageKey
 * @typedef {{ code: string, field: string | null }} ErrorFacts
 * @typedef {{ min?: number, max?: number, count?: number, draw?: string, date?: string,
 *   numbered?: boolean }} ErrorContext
 *   What the page knows when the error comes: the field's bounds (`min`, `max`), the game's
 *   numbers per line (`count`, with `max`), the draw asked for in words and its date by the
 *   schedule, and whether the game's draws are numbered.
 * @typedef {{ key: MessageKey, values: Record<string, string | number> }} Worded
 */

/**
 * Every error code the API answers with (src/http/errors.ts), each worded: a refusal of one
 * argument by its field, the rest by its code alone.
 */
export const ERROR_CODES = /** @type {const} */ ([
  "invalid_argument",
  "missing_argument",
  "unknown_argument",
  "invalid_json",
  "draw_not_found",
  "too_late",
  "not_found",
  "origin_not_allowed",
  "method_not_allowed",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "source_unavailable",
  "request_timeout",
  "register_unavailable",
  "record_damaged",
  "shutting_down",
  "internal",
]);

/**
 * The fields of the page's forms that the API may name, each worded for what was wrong with it.
 * A bounded number field is checked in the page before it is sent, so the API's refusal of one is
 * a rule between fields (more picks than numbers, a smallest above the largest).
 *
 * @type {Readonly<Record<string, (context: ErrorContext) => Worded | null>>}
 */
const FIELD_WORDS = {
  numbers: (c) =>
    c.count === undefined || c.max === undefined
      ? null
      : { key: "problemTicket", values: { count: c.count, max: c.max } },
  extra_number: (c) =>
    c.max === undefined ? null : { key: "problemInteger", values: { min: 1, max: c.max } },
  min: () => ({ key: "problemMinMax", values: {} }),
  max: () => ({ key: "problemMinMax", values: {} }),
  count: () => ({ key: "problemCountTooMany", values: {} }),
  extra_count: () => ({ key: "problemCountTooMany", values: {} }),
  items: () => ({ key: "problemItems", values: {} }),
  entries: () => ({ key: "problemEntriesText", values: {} }),
  title: () => ({ key: "problemTitleText", values: {} }),
  winners: (c) => c.max === undefined ? null : { key: "problemWinners", values: { max: c.max } },
  draw: (c) => ({
    key: c.numbered === false ? "problemDrawDate" : "problemDrawNumber",
    values: {},
  }),
  seed: () => ({ key: "problemSeed", values: {} }),
  id: () => ({ key: "giveawayBad", values: {} }),
};

/** A bounded field (`sides`, `sets`, ...) with its bounds: a whole number between them. */
function bounded(/** @type {ErrorContext} */ c) {
  return c.min !== undefined && c.max !== undefined
    ? /** @type {Worded} */ ({ key: "problemInteger", values: { min: c.min, max: c.max } })
    : null;
}

/**
 * The words of an API error, by its code and field, with what the page knows.
 *
 * @param {ErrorFacts} error
 * @param {number} status the answer's HTTP status
 * @param {ErrorContext} [context]
 * @returns {Worded}
 */
export function errorWords(error, status, context = {}) {
  switch (error.code) {
    case "invalid_argument":
    case "missing_argument":
    case "unknown_argument": {
      const field = error.field ?? "";
      // A missing field needs a value, whatever its rules: the largest extra number when extras
      // are drawn, say.
      if (error.code === "missing_argument") {
        if (field === "extra_max") return { key: "problemExtraMaxNeeded", values: {} };
        // A list or a text left empty is told what it must hold.
        const worded = ["items", "entries", "title", "numbers"].includes(field)
          ? FIELD_WORDS[field]?.(context)
          : undefined;
        return worded ?? { key: "problemMissing", values: {} };
      }
      const worded = Object.hasOwn(FIELD_WORDS, field) ? FIELD_WORDS[field]?.(context) : undefined;
      return worded ?? bounded(context) ?? { key: "problemFieldGeneric", values: {} };
    }
    case "draw_not_found":
      return context.draw !== undefined && context.date !== undefined
        ? { key: "errorDrawNotFound", values: { draw: context.draw, date: context.date } }
        : { key: "errorDrawNotFoundPlain", values: {} };
    case "too_late":
      return { key: "problemTooLate", values: {} };
    case "payload_too_large":
      return { key: "problemTooLarge", values: {} };
    case "rate_limited":
      return { key: "errorRateLimited", values: {} };
    case "source_unavailable":
    case "request_timeout":
      return { key: "errorSource", values: {} };
    case "register_unavailable":
      return { key: "errorRegister", values: {} };
    case "record_damaged":
      return { key: "errorRecordDamaged", values: {} };
    case "shutting_down":
      return { key: "errorRestarting", values: {} };
    default:
      // A request the page made wrongly, or a fault of the server: nothing the reader can fix.
      return { key: "errorServer", values: { status } };
  }
}
