/**
 * The draws service made at its first use (a draw asked for, `/healthz`, a scheduled refresh),
 * once KV is open: the server listens without waiting for KV, and only a request that needs it
 * waits for it.
 *
 * @module
 */
import { lazy } from "../lazy.ts";
import type { DrawsService } from "./service.ts";

/** What a guard knows before any KV operation: both lanes working, nothing running. */
const UNTOUCHED = { read: "ok", write: "ok", inFlight: 0, abandoned: 0 } as const;

/**
 * A draws service that `make` makes at its first use. Once made, it is called directly: a draw
 * held in memory is still answered without a promise. A making that fails is tried again at the
 * next use.
 */
export function lazyDrawsService(make: () => Promise<DrawsService>): DrawsService {
  const service = lazy(make);
  return {
    getDraw(game, id, requestId) {
      const made = service.made;
      if (made !== undefined) return made.getDraw(game, id, requestId);
      return service.get().then((loaded) => loaded.getDraw(game, id, requestId));
    },
    async health() {
      return (await service.get()).health();
    },
    kvState() {
      return service.made?.kvState() ?? { ...UNTOUCHED };
    },
  };
}
