/**
 * The one error type of the service, and the one place that turns errors into answers.
 *
 * @module
 */
import { STATUS_CODE } from "@std/http/status";
import * as v from "valibot";
import { DrawNotFoundError, SourceUnavailableError } from "../draws/errors.ts";
import {
  RecordDamagedError,
  RegisterBudgetError,
  RegisterUnavailableError,
} from "../giveaway/register.ts";

/** Every error code the service answers with, and its HTTP status. */
export const ERROR_STATUS = {
  invalid_argument: STATUS_CODE.BadRequest,
  missing_argument: STATUS_CODE.BadRequest,
  unknown_argument: STATUS_CODE.BadRequest,
  invalid_json: STATUS_CODE.BadRequest,
  draw_not_found: STATUS_CODE.BadRequest,
  too_late: STATUS_CODE.BadRequest,
  not_found: STATUS_CODE.NotFound,
  origin_not_allowed: STATUS_CODE.Forbidden,
  method_not_allowed: STATUS_CODE.MethodNotAllowed,
  payload_too_large: STATUS_CODE.ContentTooLarge,
  unsupported_media_type: STATUS_CODE.UnsupportedMediaType,
  rate_limited: STATUS_CODE.TooManyRequests,
  source_unavailable: STATUS_CODE.ServiceUnavailable,
  request_timeout: STATUS_CODE.ServiceUnavailable,
  register_unavailable: STATUS_CODE.ServiceUnavailable,
  record_damaged: STATUS_CODE.InternalServerError,
  shutting_down: STATUS_CODE.ServiceUnavailable,
  internal: STATUS_CODE.InternalServerError,
} as const;

/** An error code, as found in `error.code`. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The body of every error answer, declared once: HTTP answers it, MCP error results carry it as
 * `structuredContent`, and the OpenAPI document and the MCP output schemas are converted from it.
 */
export const ErrorBodySchema = v.pipe(
  v.strictObject({
    error: v.strictObject({
      code: v.pipe(
        v.picklist(Object.keys(ERROR_STATUS) as ErrorCode[]),
        v.description("What went wrong, for programs: e.g. invalid_argument, source_unavailable."),
      ),
      message: v.pipe(
        v.string(),
        v.description("What was wrong and what is allowed, for people."),
      ),
      field: v.pipe(
        v.nullable(v.string()),
        v.description("The argument at fault, or null when no one argument is."),
      ),
    }),
  }),
  v.description("Every error, whatever its status, has this body."),
);

/** The body of every error answer. */
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

/** Options of an {@linkcode HttpError}. */
export interface HttpErrorOptions {
  /** The argument at fault; null (the default) when no one argument is. */
  field?: string | null;
  /** Headers the answer must carry, such as `Allow` or `Retry-After`. */
  headers?: Record<string, string>;
}

/** An error that the caller is meant to see, carrying its code, status and argument at fault. */
export class HttpError extends Error {
  /** The error code. */
  readonly code: ErrorCode;
  /** The argument at fault, or null. */
  readonly field: string | null;
  /** Extra headers of the answer. */
  readonly headers: Record<string, string>;

  /**
   * Makes an error with a code from {@linkcode ERROR_STATUS} and a message for people. A lone
   * surrogate in the message or the field (both may hold what the caller sent) becomes U+FFFD:
   * strict JSON parsers refuse an answer that holds one, even as a `\ud83d` escape.
   */
  constructor(code: ErrorCode, message: string, options: HttpErrorOptions = {}) {
    super(message.toWellFormed());
    this.name = "HttpError";
    this.code = code;
    this.field = options.field?.toWellFormed() ?? null;
    this.headers = options.headers ?? {};
  }

  /** The HTTP status of this error. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The JSON body of this error. */
  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, field: this.field } };
  }
}

/** A 400 `invalid_argument` naming the argument at fault. */
export function invalidArgument(field: string, message: string): HttpError {
  return new HttpError("invalid_argument", message, { field });
}

/**
 * The client went away while its request's body was being read (an aborted upload): nothing is
 * wrong with the service, and the answer reaches no one. The application logs it as one line, as
 * a client abort, never as an internal error with a stack.
 */
export class ClientAbortError extends Error {
  /** Makes the error, keeping what the runtime threw as its cause. */
  constructor(cause: unknown) {
    super("the client went away before its request body was whole", { cause });
    this.name = "ClientAbortError";
  }
}

/**
 * Turns anything thrown into an {@linkcode HttpError}: the one place where domain errors become
 * HTTP errors. An `HttpError` stays as it is; a draw that does not exist is a 400 naming `draw`;
 * a source that failed is a 503 with `Retry-After`; anything else is a bug, logged with its stack
 * and answered as an opaque `internal` error.
 */
export function asHttpError(
  error: unknown,
  logInternal: (error: unknown) => void = (error) => console.error("internal error:", error),
): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DrawNotFoundError) {
    return new HttpError("draw_not_found", error.message, { field: "draw" });
  }
  if (error instanceof RegisterUnavailableError) {
    console.error(JSON.stringify({
      level: "error",
      event: "register_unavailable",
      error: String(error.cause),
    }));
    return new HttpError("register_unavailable", error.message, {
      headers: { "retry-after": "5" },
    });
  }
  if (error instanceof RegisterBudgetError) {
    return new HttpError(
      error.scope === "client" ? "rate_limited" : "register_unavailable",
      error.message,
      { headers: { "retry-after": String(error.retryAfterSeconds) } },
    );
  }
  if (error instanceof RecordDamagedError) {
    console.error(
      JSON.stringify({ level: "error", event: "record_damaged", error: error.message }),
    );
    return new HttpError("record_damaged", error.message, { field: "id" });
  }
  if (error instanceof SourceUnavailableError) {
    return new HttpError("source_unavailable", error.message, {
      headers: { "retry-after": String(error.retryAfterSeconds) },
    });
  }
  if (error instanceof ClientAbortError) {
    // Answered for the log's sake alone: the client is gone.
    return new HttpError("invalid_json", error.message);
  }
  logInternal(error);
  return new HttpError("internal", "internal error; it has been logged");
}
