/**
 * Building JSON answers.
 *
 * @module
 */
import {
  compress,
  COMPRESS_ABOVE_BYTES,
  type ContentCoding,
  loadCompression,
  preferredCoding,
} from "./compression.ts";
import type { HttpError } from "./errors.ts";
import type { RequestContext } from "./scope.ts";

/** The content type of every JSON answer. */
export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The headers a browser script may read besides the simple ones: how long to wait, the request's
 * id, and where the client stands against the rate limit.
 */
export const EXPOSED_HEADERS = "Retry-After, X-Request-Id, RateLimit, RateLimit-Policy";

/** The answers made here, whole: app.ts adds no header to them. */
const whole = new WeakSet<Response>();

/** Whether an answer was made here with every header it carries ({@linkcode answerHeaders}). */
export function isWhole(response: Response): boolean {
  return whole.has(response);
}

/**
 * The headers of an answer made here: its media type and `Cache-Control`, and what every answer
 * carries: CORS for any origin (the API is keyless and public), the headers a script may read,
 * `nosniff`, the request's id and, when a limit applies, the rate-limit fields. One plain object
 * given to the Response when it is made: setting them one by one on its `Headers` after cost a
 * small answer a good part of its time.
 */
export function answerHeaders(
  ctx: AnswerContext,
  type: string,
  cacheControl: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": type,
    "cache-control": cacheControl,
    "access-control-allow-origin": "*",
    "access-control-expose-headers": EXPOSED_HEADERS,
    "x-content-type-options": "nosniff",
    "x-request-id": ctx.id,
  };
  if (ctx.rate !== undefined) {
    headers["ratelimit-policy"] = ctx.rate.policy;
    headers.ratelimit = ctx.rate.field;
  }
  return headers;
}

/** What an answer's headers need of its request. */
export type AnswerContext = Pick<RequestContext, "id" | "rate">;

/** A Response made here, whole. */
function made(response: Response): Response {
  whole.add(response);
  return response;
}

/**
 * The JSON answer of a result, with its status (200 unless given) and its `Cache-Control`
 * (`no-store` unless given). Over 1 KB it is compressed for a client that accepts it, and says
 * `Vary: Accept-Encoding` either way; a smaller answer is made without looking at the request.
 * The size is counted in UTF-16 code units, which never exceed the UTF-8 bytes: no answer under
 * 1 KB is ever compressed, and the check encodes nothing.
 */
export function jsonResponse(
  request: Request,
  ctx: AnswerContext,
  body: unknown,
  cacheControl = "no-store",
  status = 200,
): Response | Promise<Response> {
  const text = JSON.stringify(body);
  const headers = answerHeaders(ctx, JSON_TYPE, cacheControl);
  if (text.length <= COMPRESS_ABOVE_BYTES) return made(new Response(text, { status, headers }));
  const coding = preferredCoding(request.headers.get("accept-encoding"));
  headers.vary = "Accept-Encoding";
  if (coding === null) return made(new Response(text, { status, headers }));
  const loading = loadCompression();
  if (loading === undefined) return compressedResponse(text, coding, headers, status);
  return loading.then(() => compressedResponse(text, coding, headers, status));
}

function compressedResponse(
  text: string,
  coding: ContentCoding,
  headers: Record<string, string>,
  status: number,
): Response {
  // Compressed whole rather than streamed, so that the answer (and its HEAD) has a Content-Length.
  const compressed = compress(new TextEncoder().encode(text), coding);
  headers["content-encoding"] = coding;
  return made(new Response(compressed, { status, headers }));
}

/** The JSON answer of an error, with its status and headers; no cache keeps it. */
export function errorResponse(error: HttpError, ctx: AnswerContext): Response {
  return made(
    new Response(JSON.stringify(error.toBody()), {
      status: error.status,
      headers: { ...error.headers, ...answerHeaders(ctx, JSON_TYPE, "no-store") },
    }),
  );
}
