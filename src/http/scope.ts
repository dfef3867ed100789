/**
 * One request's context: made once per request by the application (app.ts), passed explicitly to
 * the router and the route's handler, and read back for the request's log line and trace span.
 *
 * @module
 */
import type { DrawOrigin } from "../draws/mod.ts";
import type { RateLimiter } from "./rate_limit.ts";

/** The path and query of a request, as sent (neither decoded nor normalized). */
export interface RequestTarget {
  /** The path, e.g. `/api/v1/random/dice`. */
  readonly pathname: string;
  /** The query string without its `?`; empty when there is none. */
  readonly query: string;
}

/**
 * What is known and learned about one request while it is answered: its id and target; the route
 * it matched and that route's path parameters (the router's); for an operation, which one, whether
 * it was seeded and where its draw came from (the operation's HTTP adapter, src/http/operation.ts);
 * and the client's rate limit, for a handler that spends more than the request's own token.
 */
export interface RequestContext extends RequestTarget {
  /** The request's id (`X-Request-Id`). */
  readonly id: string;
  /** The matched route's path pattern (e.g. `/api/v1/random/dice`), or null when none matched. */
  route: string | null;
  /** The matched route's path parameters, as sent (percent-encoded), by name. */
  params: Readonly<Record<string, string>>;
  /** The operation answered, when the route is an operation's. */
  operation?: string;
  /** Whether the operation's request gave a seed, when it takes one. */
  seeded?: boolean;
  /** Where the draw an answer is made from came from, when it needed one. */
  cache?: DrawOrigin;
  /** Who asks: their address, an IPv6 one by its /64 (`clientKey`), when it came over a port. */
  client?: string;
  /** The rate-limit fields of the answer, when a limit applies to the request. */
  rate?: { readonly policy: string; readonly field: string };
  /** Ends the request's turn among its client's requests in flight, when a limit applies. */
  release?: () => void;
  /**
   * Takes one more token of the client's rate limit (an MCP batch's further calls): the verdict,
   * or undefined when no limit applies to the request.
   */
  takeToken: () => ReturnType<RateLimiter> | undefined;
}

/** No path parameters: the routes without any share it. */
const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/** No rate limit applies. */
const NO_LIMIT = () => undefined;

/**
 * A request's context, before the router has matched it and before any rate limit is applied
 * (app.ts sets `rate` and `takeToken` when one is).
 */
export function requestContext(url: string, id: string): RequestContext {
  const { pathname, query } = targetOf(url);
  return {
    id,
    pathname,
    query,
    route: null,
    params: NO_PARAMS,
    operation: undefined,
    seeded: undefined,
    cache: undefined,
    client: undefined,
    rate: undefined,
    release: undefined,
    takeToken: NO_LIMIT,
  };
}

/**
 * The path and query of an absolute request URL, by string search: parsing a whole URL cost more
 * than a small answer. The path is matched as sent, so a route is found only by its own spelling.
 */
export function targetOf(url: string): RequestTarget {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start === -1) return { pathname: "/", query: "" };
  let end = url.indexOf("#", start);
  if (end === -1) end = url.length;
  const mark = url.indexOf("?", start);
  if (mark === -1 || mark > end) return { pathname: url.slice(start, end), query: "" };
  return { pathname: url.slice(start, mark), query: url.slice(mark + 1, end) };
}
