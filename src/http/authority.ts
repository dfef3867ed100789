/**
 * The check of a request's authority (its `Host`, or its absolute request-target): RFC 9112
 * section 3.2 asks for a 400 on an invalid `Host`, and nothing after this check may meet a URL
 * that does not parse.
 *
 * @module
 */
import { HttpError } from "./errors.ts";

/** A `Host` (or absolute request-target authority): a name or address, and a port perhaps. */
const AUTHORITY = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|\[[0-9A-Fa-f:.]+\])(?::([0-9]{1,5}))?$/;

/**
 * The authority a request names: its `Host` header, whole, or where it has none (HTTP/2's
 * `:authority`) its URL's. The header is read rather than the URL because Deno makes the URL from
 * it: a `Host` of `x/api/v1/random/dice?sides=2#` would otherwise turn into another path and query
 * behind an authority that looks fine.
 */
export function authorityOf(request: Request): string {
  const host = request.headers.get("host");
  if (host !== null) return host;
  const url = request.url;
  const start = url.indexOf("://") + 3;
  const end = url.indexOf("/", start);
  return url.slice(start, end === -1 ? url.length : end);
}

/**
 * Why an authority (see {@linkcode authorityOf}) names no host, as a 400; undefined when it is
 * fine.
 */
export function authorityProblem(authority: string): HttpError | undefined {
  const match = AUTHORITY.exec(authority);
  if (match !== null && (match[1] === undefined || Number(match[1]) <= 65535)) return undefined;
  return new HttpError(
    "invalid_argument",
    `the Host header must be a host name or address with an optional port, got ` +
      JSON.stringify(authority.slice(0, 100)),
  );
}
