/**
 * `GET /healthz`: whether this instance can serve, for a load balancer or a person. It reads KV
 * for real (the sources' shared state), tries a write now and then, says what kind of KV it is
 * (whether other instances share it, where the runtime tells) and how each source of past draws
 * is doing. It counts against a limit of its own ({@linkcode HEALTH_PER_MINUTE} per client, when
 * a rate limit is configured), apart from the API's; checks within a second of each other share
 * one look at KV (src/draws/health.ts). It answers within about 1 s whatever KV does, with 503
 * when KV cannot be read or written, or when the KV file was deleted or replaced under it.
 *
 * @module
 */
import type { DrawsHealth, DrawsService } from "./draws/mod.ts";
import { HttpError } from "./http/errors.ts";
import { createRateLimiter } from "./http/rate_limit.ts";
import { JSON_TYPE } from "./http/response.ts";
import type { Route } from "./router.ts";
import { API_VERSION } from "./version.ts";

/** The path of the health check. */
export const HEALTH_PATH = "/healthz";

/** The answer of the health check. */
export interface HealthAnswer extends DrawsHealth {
  /** `ok`, or `unavailable` (with status 503) when KV cannot be read or written. */
  status: "ok" | "unavailable";
  /** The interface version. */
  version: string;
}

/** The health check's route. */
export function healthRoute(draws: DrawsService): Route {
  return {
    path: HEALTH_PATH,
    methods: {
      GET: async () => {
        const health = await draws.health();
        const body: HealthAnswer = {
          status: health.kv === "unreadable" || health.kv === "unwritable" ? "unavailable" : "ok",
          version: API_VERSION,
          ...health,
        };
        return new Response(JSON.stringify(body), {
          status: body.status === "ok" ? 200 : 503,
          // A health answer is about now: never kept by a cache on the way.
          headers: {
            "content-type": JSON_TYPE,
            "cache-control": "no-store",
          },
        });
      },
    },
  };
}

/** Health checks one client may make a minute (a whole minute's worth at once). */
export const HEALTH_PER_MINUTE = 60;

/**
 * The health check's limit of its own: for a client, the 429 once it has made
 * {@linkcode HEALTH_PER_MINUTE} checks in a minute, else undefined. Apart from the API's limit,
 * so that a load balancer's checks never spend a client's quota, and a client's checks never
 * become KV traffic past what the shared look allows.
 */
export function createHealthLimit(now?: () => number): (client: string) => HttpError | undefined {
  const limit = createRateLimiter({ perMinute: HEALTH_PER_MINUTE, now });
  return (client) => {
    const verdict = limit(client);
    if (verdict.allowed) return undefined;
    const retryAfter = `${verdict.retryAfterSeconds}`;
    return new HttpError(
      "rate_limited",
      `too many health checks: at most ${HEALTH_PER_MINUTE} a minute; try again in ` +
        `${retryAfter} s`,
      { headers: { "retry-after": retryAfter } },
    );
  };
}
