/**
 * The `Cache-Control` values of the service's answers, so that no shared cache (a CDN with a
 * default lifetime, a company proxy) hands one person's fresh random draw to everyone, or keeps a
 * latest draw past the next one.
 *
 * | answer | Cache-Control |
 * |---|---|
 * | a draw made without a seed, errors, writes, `/healthz`, MCP | `no-store` |
 * | a seeded answer (a pure function of its request) | {@linkcode CACHE_PURE} |
 * | a past draw, named by its number or date | {@linkcode CACHE_PAST_DRAW} |
 * | the latest draw | {@linkcode latestDrawCacheControl}: until the next can be published, 300 s at most |
 *
 * @module
 */

/** Never kept by any cache: answers made fresh for one request, errors, writes. */
export const CACHE_NO_STORE = "no-store";

/** An answer that is a pure function of its request (a seed was given): the same for ever. */
export const CACHE_PURE = "public, max-age=31536000, immutable";

/**
 * A past draw named in the request: final once published, but a day rather than for ever, in
 * case its source corrects a record.
 */
export const CACHE_PAST_DRAW = "public, max-age=86400";

/**
 * A past draw whose record still lacks some prize figure, which the draws service asks its source
 * for again every few hours.
 */
export const CACHE_INCOMPLETE_DRAW = "public, max-age=3600";

/** The longest a latest-draw answer may be kept, in seconds. */
export const LATEST_DRAW_MAX_AGE = 300;

/**
 * The `Cache-Control` of an answer about the latest draw: kept until the next draw can be
 * published (`nextPublishedAt`, ms since the epoch), and never longer than
 * {@linkcode LATEST_DRAW_MAX_AGE} seconds; `max-age=0` once the next one is due.
 */
export function latestDrawCacheControl(nextPublishedAt: number, now: number): string {
  const seconds = Math.floor((nextPublishedAt - now) / 1000);
  return `public, max-age=${Math.max(0, Math.min(LATEST_DRAW_MAX_AGE, seconds))}`;
}
