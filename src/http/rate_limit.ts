/**
 * A per-client rate limit: a token bucket for each client address, kept in memory.
 *
 * @module
 */

/** Options of {@linkcode createRateLimiter}. */
export interface RateLimiterOptions {
  /** Requests per minute on average; a client may also spend a whole minute's worth at once. */
  perMinute: number;
  /** The clock, in ms since the epoch. */
  now?: () => number;
  /** How many clients to remember; past that, the one seen least recently is forgotten. */
  maxClients?: number;
}

/** Where a client stands after a request, for the `RateLimit` header field. */
export interface RateLimitState {
  /** Whole requests the client may still make at once. */
  remaining: number;
  /** Whole seconds until its bucket is full again (0 when it is). */
  resetSeconds: number;
}

/** Takes one request's token from a client's bucket. */
export type RateLimiter = (client: string) =>
  | ({ allowed: true } & RateLimitState)
  | ({
    allowed: false;
    /** Whole seconds until the client has a token again. */
    retryAfterSeconds: number;
  } & RateLimitState);

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * Makes a limiter that lets each client make `perMinute` requests a minute on average: its
 * bucket holds up to `perMinute` tokens, refills at `perMinute / 60` a second, and each request
 * takes one.
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const { perMinute, now = Date.now, maxClients = 100_000 } = options;
  const perMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();

  return (client) => {
    const at = now();
    // The map is kept in order of last use, so its first client is the one seen least recently:
    // forgetting it costs one step, however many clients there are.
    const bucket = buckets.get(client) ?? { tokens: perMinute, updatedAt: at };
    buckets.delete(client);
    buckets.set(client, bucket);
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value!);
    bucket.tokens = Math.min(perMinute, bucket.tokens + (at - bucket.updatedAt) * perMs);
    bucket.updatedAt = at;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const state = {
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((perMinute - bucket.tokens) / perMs / 1000),
    };
    if (allowed) return { allowed, ...state };
    const retryAfterSeconds = Math.ceil((1 - bucket.tokens) / perMs / 1000);
    return { allowed, retryAfterSeconds, ...state };
  };
}

/**
 * The `RateLimit-Policy` field of a limit of `perMinute` requests a minute per client
 * (draft-ietf-httpapi-ratelimit-headers-11, a Structured Field list of policies): one policy,
 * `"per-client"`, of `q` requests in a window of `w` = 60 seconds, the client being the address.
 */
export function rateLimitPolicy(perMinute: number): string {
  return `"per-client";q=${perMinute};w=60`;
}

/**
 * The `RateLimit` field of where a client stands: `r` requests remaining, `t` seconds until its
 * quota is whole again.
 */
export function rateLimitField(state: RateLimitState): string {
  return `"per-client";r=${state.remaining};t=${state.resetSeconds}`;
}
