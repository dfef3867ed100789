/**
 * A per-client rate limit: a token bucket for each client address, kept in memory; and a limit
 * on the requests of one client being answered at once, so that a client within its quota cannot
 * take the whole process with a few costly requests in parallel.
 *
 * @module
 */
import { HttpError } from "./errors.ts";

/** Requests of one client being answered at once, at most; one more is a 429. */
export const MAX_IN_FLIGHT = 8;

/** Counts each client's requests being answered. */
export interface InFlightLimit {
  /** Lets one more request of a client in: the function that lets it out, or undefined when full. */
  enter(client: string): (() => void) | undefined;
}

/** Makes a limit of `max` requests in flight per client (default {@linkcode MAX_IN_FLIGHT}). */
export function createInFlightLimit(max: number = MAX_IN_FLIGHT): InFlightLimit {
  const counts = new Map<string, number>();
  return {
    enter(client) {
      const count = counts.get(client) ?? 0;
      if (count >= max) return undefined;
      counts.set(client, count + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const now = counts.get(client)! - 1;
        // Forgotten once idle: the map holds only the clients with a request in flight.
        if (now === 0) counts.delete(client);
        else counts.set(client, now);
      };
    },
  };
}

/** The 429 of a client with {@linkcode MAX_IN_FLIGHT} requests already being answered. */
export function inFlightRefusal(max: number = MAX_IN_FLIGHT): HttpError {
  return new HttpError(
    "rate_limited",
    `too many requests at once: at most ${max} of one client are answered at a time; ` +
      "try again in 1 s",
    { headers: { "retry-after": "1" } },
  );
}

/** Takes one more token of a client's rate limit: the verdict, or undefined with no limit. */
export type TakeToken = () => ReturnType<RateLimiter> | undefined;

/**
 * Takes `count` more tokens of a client's rate limit, for what a request costs beyond its own
 * token (a large body, a batch's further messages): a 429 `rate_limited` with Retry-After when
 * the quota cannot pay, its message `why(got)` (how many were taken) and when to try again;
 * nothing where no limit applies. The tokens taken are spent.
 */
export function spendTokens(
  takeToken: TakeToken,
  count: number,
  why: (got: number) => string,
): void {
  for (let got = 0; got < count; got++) {
    const verdict = takeToken();
    if (verdict === undefined) return;
    if (!verdict.allowed) {
      const retryAfter = `${verdict.retryAfterSeconds}`;
      throw new HttpError("rate_limited", `${why(got)}; try again in ${retryAfter} s`, {
        headers: { "retry-after": retryAfter },
      });
    }
  }
}

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

/**
 * The key a client is counted under, from the address it came from: an IPv4 address as it is
 * (an IPv4-mapped IPv6 one as its IPv4); an IPv6 address by its /64, the least a site is given,
 * so that one host cannot pass as 2^64 clients: `2001:db8:1:2::/64`. Anything else as it is.
 */
export function clientKey(address: string): string {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (!bare.includes(":")) return bare;
  const mapped = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped !== null) return mapped[1]!;
  const groups = expandIpv6(bare.split("%")[0]!);
  if (groups === undefined) return bare;
  const prefix = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}

/** The 8 groups of an IPv6 address (an IPv4 tail as two), or undefined when it is none. */
function expandIpv6(address: string): string[] | undefined {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4 !== null) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = text.slice(0, v4.index) +
      `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] === "" ? [] : halves[0]!.split(":");
  const tail = halves.length === 1 || halves[1] === "" ? [] : halves[1]!.split(":");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : undefined;
}
