/**
 * The `X-Request-Id` of a request: the one the client (or a proxy in front) sent when it is well
 * formed, so that one id follows a request through every hop's logs; otherwise a new one.
 *
 * @module
 */

/**
 * A well-formed request id: 1 to 64 characters of `A-Z a-z 0-9 . _ -`. That takes the UUIDs,
 * hex strings and dotted ids that proxies and clients make, and nothing that could break a log
 * line or a header (no space, quote, comma or control character), nor one long enough to bloat
 * every line it is written into.
 */
export const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the header's value when well formed, otherwise a new random UUID. */
export function requestIdOf(header: string | null): string {
  return header !== null && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}
