/**
 * `GET /healthz`: whether this instance can serve, for a load balancer or a person. It reads KV
 * for real (the sources' shared state), tries a write now and then, says what kind of KV it is
 * (whether other instances share it, where the runtime tells) and how each source of past draws
 * is doing. It is not rate limited; it answers within about 1 s whatever KV does, with 503 when
 * KV cannot be read or written.
 *
 * @module
 */
import type { DrawsHealth, DrawsService } from "./draws/mod.ts";
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
