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

/**
 * What this process's ids begin with: 16 random hex digits (64 bits), so that the ids of two
 * processes (two instances, or one before and after a restart) never meet.
 */
const PREFIX = Array.from(
  crypto.getRandomValues(new Uint8Array(8)),
  (byte) => byte.toString(16).padStart(2, "0"),
).join("");

/** How many ids this process has made. */
let made = 0;

/**
 * The request's id: the header's value when well formed, otherwise a new one, unique: this
 * process's random prefix, a dash and a count in base 36 (`9f86d081884c7d65-1a`). A UUID for
 * each request cost a call into the runtime's random source; a count costs nothing.
 */
export function requestIdOf(header: string | null): string {
  if (header !== null && REQUEST_ID.test(header)) return header;
  made++;
  return `${PREFIX}-${made.toString(36)}`;
}
