/**
 * What is learned about one request while it is answered, for its access-log line and its trace
 * span.
 *
 * @module
 */
import type { DrawOrigin } from "../draws/mod.ts";

/**
 * What is learned about one request while it is answered, for its log line and its trace span:
 * its id, the route it matched and, for an operation, which one, whether it was seeded and where its
 * draw came from. The application makes one per request; the router and the handlers fill it in.
 */
export interface RequestScope {
  /** The request's id (`X-Request-Id`). */
  requestId?: string;
  /** The matched route's path pattern (e.g. `/api/v1/random/dice`), or null when none matched. */
  route: string | null;
  /** The operation answered, when the route is an operation's. */
  operation?: string;
  /** Whether the operation's request gave a seed, when it takes one. */
  seeded?: boolean;
  /** Where the draw an answer is made from came from, when it needed one. */
  cache?: DrawOrigin;
  /** Who asks: their address, an IPv6 one by its /64 (`clientKey`), when it came over a port. */
  client?: string;
}
