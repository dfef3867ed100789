/**
 * Building JSON answers.
 *
 * @module
 */
import type { HttpError } from "./errors.ts";

const JSON_TYPE = "application/json; charset=utf-8";

/** A JSON answer with status 200 unless told otherwise. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": JSON_TYPE } });
}

/** The JSON answer of an error, with its status and headers. */
export function errorResponse(error: HttpError): Response {
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: { ...error.headers, "content-type": JSON_TYPE },
  });
}
