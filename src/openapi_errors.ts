/**
 * The errors in the OpenAPI document: the shared error body, one response per status that the
 * operations list (its body narrowed to that status's codes, with the headers it always
 * carries), and what each code means in words.
 *
 * @module
 */
import { STATUS_TEXT } from "@std/http/status";
import { BODY_LIMIT } from "./http/body.ts";
import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from "./http/errors.ts";
import { jsonSchemaOf } from "./json_schema.ts";
import { type HeaderObject, ref, type ResponseObject, type Schema } from "./openapi_types.ts";

/** When each error code is given, in words for people. Typed by code, so a new code needs one. */
export const ERROR_MEANINGS: Readonly<Record<ErrorCode, string>> = {
  invalid_argument: "an argument has the wrong type or is out of bounds: a bad seed, a bad list, " +
    "duplicate ticket numbers, a count above what the range or list holds, a parameter given twice",
  missing_argument: "a required argument is absent",
  unknown_argument: "an argument the operation does not take, or a query string on a POST",
  invalid_json: "a POST body that is not one JSON object",
  draw_not_found: "the named draw does not exist: not yet drawn, no draw on that date, or before " +
    "the game began",
  too_late: "a giveaway announced for a draw already made, or due within 10 minutes by its " +
    "schedule: the register only takes announcements made before their draw",
  not_found: "no such path, or no giveaway registered under that ID",
  origin_not_allowed: "an MCP request from a browser origin that the server does not take: it " +
    "takes local origins, its own (PUBLIC_URL) and those in MCP_ALLOWED_ORIGINS (default: none); " +
    "or a browser POST to the register from a page of another origin than its own or a local one",
  method_not_allowed: "the path does not take that method; the Allow header lists those it does",
  payload_too_large:
    `a request body over ${BODY_LIMIT / 2 ** 20} MiB, more than the largest valid ` +
    "request needs",
  unsupported_media_type: "a non-empty POST body that is not application/json, or is content-coded",
  rate_limited: "a client over the configured rate limit, or over its hourly register budget; " +
    "Retry-After says when to try again",
  source_unavailable: "the source of past draws did not answer and nothing cached can stand in",
  request_timeout: "the request took longer than the configured time limit (REQUEST_TIMEOUT_MS); " +
    "Retry-After says when to try again",
  register_unavailable: "the giveaway register's storage (Deno KV) could not be read or " +
    "written, or the register has taken all it takes in an hour; Retry-After says when to try " +
    "again",
  record_damaged: "the record kept under that ID does not match it (its ID computed again, or " +
    "its leaf in the log, differs): it was changed in storage, and is not served",
  shutting_down: "the instance stopped (SIGTERM) before the answer was ready; Retry-After says " +
    "when to try again, on another instance",
  internal: "a bug: logged with its stack, never shown to the caller",
};

/** The headers that answers of a status always carry. */
const STATUS_HEADERS: Readonly<Record<number, Record<string, HeaderObject>>> = {
  405: {
    Allow: {
      description: "The methods the path takes, e.g. `GET, POST, HEAD, OPTIONS`.",
      required: true,
      schema: { type: "string" },
    },
  },
  429: { "Retry-After": retryAfter("until the client may ask again") },
  503: {
    "Retry-After": retryAfter("until the source, the register or the server is worth asking again"),
  },
};

function retryAfter(until: string): HeaderObject {
  return {
    description: `Whole seconds ${until}.`,
    required: true,
    schema: { type: "integer", minimum: 0 },
  };
}

/** The error body: the same shape whatever the status. */
export function errorSchema(): Schema {
  const { $schema: _, ...schema } = jsonSchemaOf(ErrorBodySchema);
  return schema;
}

/**
 * One response per error status that an operation lists, its body narrowed to that status's
 * codes and with the headers it always carries, plus a catch-all for the rest.
 */
export function errorResponses(statuses: readonly number[]): Record<string, ResponseObject> {
  const answers: Record<string, ResponseObject> = {};
  const listed = new Set(statuses);
  for (const [status, codes] of codesByStatus()) {
    if (!listed.has(status)) continue;
    const headers = STATUS_HEADERS[status];
    answers[`Error${status}`] = {
      description: `${STATUS_TEXT[status as keyof typeof STATUS_TEXT] ?? "Error"}: ` +
        codes.map((code) => `\`${code}\`: ${ERROR_MEANINGS[code]}.`).join(" "),
      ...(headers === undefined ? {} : { headers }),
      content: {
        "application/json": {
          schema: {
            allOf: [
              ref("schemas", "Error"),
              {
                type: "object",
                properties: { error: { type: "object", properties: { code: { enum: codes } } } },
              },
            ],
          },
        },
      },
    };
  }
  const others = codesByStatus().filter(([status]) => !listed.has(status));
  answers.Error = {
    description: "Any other error: " +
      others.flatMap(([status, codes]) => codes.map((code) => `${status} \`${code}\``)).join(
        ", ",
      ) + ". None is expected from a documented operation.",
    content: { "application/json": { schema: ref("schemas", "Error") } },
  };
  return answers;
}

/** The error codes grouped by status, in status order. */
export function codesByStatus(): [number, ErrorCode[]][] {
  const groups = new Map<number, ErrorCode[]>();
  for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return [...groups].sort(([a], [b]) => a - b);
}
