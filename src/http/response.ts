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

/** The content type of every JSON answer. */
export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The JSON answer of a result, with its status (200 unless given) and its `Cache-Control`
 * (`no-store` unless given). Over 1 KB it is compressed for a client that accepts it, and says
 * `Vary: Accept-Encoding` either way; a smaller answer is made without looking at the request.
 * The size is counted in UTF-16 code units, which never exceed the UTF-8 bytes: no answer under
 * 1 KB is ever compressed, and the check encodes nothing.
 */
export function jsonResponse(
  request: Request,
  body: unknown,
  cacheControl = "no-store",
  status = 200,
): Response | Promise<Response> {
  const text = JSON.stringify(body);
  if (text.length <= COMPRESS_ABOVE_BYTES) {
    return new Response(text, {
      status,
      headers: { "content-type": JSON_TYPE, "cache-control": cacheControl },
    });
  }
  const coding = preferredCoding(request.headers.get("accept-encoding"));
  const headers = {
    "content-type": JSON_TYPE,
    "cache-control": cacheControl,
    vary: "Accept-Encoding",
  };
  if (coding === null) return new Response(text, { status, headers });
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
  return new Response(compressed, { status, headers: { ...headers, "content-encoding": coding } });
}

/** The JSON answer of an error, with its status and headers; no cache keeps it. */
export function errorResponse(error: HttpError): Response {
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: { ...error.headers, "content-type": JSON_TYPE, "cache-control": "no-store" },
  });
}
