/**
 * How the instances that share one KV ask a source once between them: the one that takes a draw
 * key's lease asks, the others poll KV for the value it keeps, within their own deadline. Every
 * KV operation runs through the guard, so a failing KV is met with a quick refusal rather than a
 * wait.
 *
 * @module
 */
import { sleep } from "./fetch_json.ts";
import type { CacheEntry, DrawCache } from "./cache.ts";
import type { KvGuard } from "./kv_guard.ts";
import { isLive, type Lease, leaseKey, takeLease } from "./shared.ts";

/** How often an instance waiting on another's lease looks for the value in KV. */
export const POLL_MS = 50;

/** Leases and polling on one KV. */
export interface Coordination {
  /**
   * Takes the lease on a key for `holdMs`, within `ms`: undefined when another instance holds
   * it. A KV that fails or does not answer in time is thrown (a `KvUnavailableError` from the
   * guard); the lease is then the caller's to do without.
   */
  lease(key: Deno.KvKey, holdMs: number, ms: number): Promise<Lease | undefined>;
  /**
   * Polls KV until another instance keeps a value for the key that `fresh` takes (answered), or
   * gives up its lease, or KV fails, or `end` (on `performance.now()`) passes (undefined).
   * Polled, not watched: `kv.watch` does not see the writes of other processes on a local file.
   */
  awaitOther(
    key: Deno.KvKey,
    end: number,
    fresh: (entry: CacheEntry) => boolean,
  ): Promise<CacheEntry | undefined>;
}

/** Makes the coordination over a KV, its guard and the cache kept in it. */
export function createCoordination(
  kv: Deno.Kv,
  options: { guard: KvGuard; cache: DrawCache; pollMs?: number },
): Coordination {
  const { guard, cache } = options;
  const pollMs = options.pollMs ?? POLL_MS;
  const left = (end: number) => Math.max(0, end - performance.now());
  return {
    async lease(key, holdMs, ms) {
      const taken = await guard.run("write", () => takeLease(kv, key, holdMs), ms);
      if (taken === undefined) return undefined;
      return {
        // Letting go is bounded like every operation: a lease not let go ends by itself.
        release: () => guard.run("write", () => taken.release()).catch(() => {}),
      };
    },
    async awaitOther(key, end, fresh) {
      while (performance.now() < end) {
        await sleep(Math.min(pollMs, left(end)));
        let lease: unknown;
        try {
          lease = (await guard.run("read", () => kv.get(leaseKey(key)), left(end))).value;
        } catch {
          return undefined;
        }
        const entry = await cache.read(key, left(end));
        if (entry !== undefined && fresh(entry)) return entry;
        if (!isLive(lease, Date.now())) return undefined;
      }
      return undefined;
    },
  };
}
