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
 * Why a request's URL (made from its `Host`, or its absolute request-target) names no host, as
 * a 400; undefined when it is fine. RFC 9112 section 3.2 asks for a 400 on an invalid `Host`, and
 * nothing after this check may meet a URL that does not parse.
 */
export function authorityProblem(url: string): HttpError | undefined {
  const start = url.indexOf("://") + 3;
  let end = url.indexOf("/", start);
  if (end === -1) end = url.length;
  const authority = url.slice(start, end);
  const match = AUTHORITY.exec(authority);
  if (match !== null && (match[1] === undefined || Number(match[1]) <= 65535)) return undefined;
  return new HttpError(
    "invalid_argument",
    `the Host header must be a host name or address with an optional port, got ` +
      JSON.stringify(authority.slice(0, 100)),
  );
}
