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

/** Where the id of the request being answered is kept in the async context. */
const REQUEST_ID_KEY = Symbol("fairdraw.request_id");

/**
 * Runs the answer to a request with its id in the async context (Deno's OpenTelemetry context
 * manager, which follows awaits whether or not tracing is on), so that a line logged deep in the
 * draws layer, after awaits, can still name the request that caused it. Without an id, the work
 * alone.
 */
export function withRequestId<T>(id: string | undefined, work: () => T): T {
  if (id === undefined) return work();
  const manager = Deno.telemetry?.contextManager;
  if (manager === undefined) return work();
  return manager.with(manager.active().setValue(REQUEST_ID_KEY, id), work);
}

/** The id of the request being answered, or undefined outside one (a scheduled refresh). */
export function currentRequestId(): string | undefined {
  const id = Deno.telemetry?.contextManager?.active()?.getValue(REQUEST_ID_KEY);
  return typeof id === "string" ? id : undefined;
}
