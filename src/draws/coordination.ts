/**
 * How the instances that share one KV ask a source once between them: the one that takes a draw
 * key's lease asks, the others poll KV for the value it keeps, within their own deadline. The
 * lease is short and renewed while its holder works, so that a holder that dies (SIGKILL, its
 * machine gone) is taken over by a waiter within {@linkcode LEASE_MS}, well inside the waiters'
 * time. Every KV operation runs under the KV policy (src/kv/guard.ts), so a failing KV is met with
 * a quick refusal rather than a wait.
 *
 * @module
 */
import { sleep } from "./fetch_json.ts";
import type { CacheEntry, DrawCache } from "./cache.ts";
import { guardedKv, type KvGuard } from "../kv/guard.ts";
import { isLive, type Lease, leaseKey, takeLease } from "./shared.ts";

/** How often an instance waiting on another's lease looks for the value in KV. */
export const POLL_MS = 50;
/** How long a lease stands unless renewed: how soon a waiter takes over from a dead holder. */
export const LEASE_MS = 1500;
/** A held lease is renewed this often, well before it ends. */
const RENEW_MS = LEASE_MS / 3;

/** A lease this instance holds, renewed until released. */
export interface HeldLease {
  /** Stops renewing and gives the lease up (bounded like every KV operation; never rejects). */
  release(): Promise<void>;
}

/** Leases and polling on one KV. */
export interface Coordination {
  /**
   * Takes the lease on a key, within `deadline` (on `performance.now()`): undefined when another
   * instance holds it. Held for {@linkcode LEASE_MS} at a time and renewed until released. A KV
   * that fails or does not answer in time is thrown (a `KvUnavailableError`); the lease is then
   * the caller's to do without.
   */
  lease(key: Deno.KvKey, deadline: number): Promise<HeldLease | undefined>;
  /**
   * Polls KV until another instance keeps a value for the key that `fresh` takes (answered), or
   * its lease is given up or lapses (its holder died), or KV fails, or `end` (on
   * `performance.now()`) passes (undefined). Polled, not watched: `kv.watch` does not see the
   * writes of other processes on a local file.
   */
  awaitOther(
    key: Deno.KvKey,
    end: number,
    fresh: (entry: CacheEntry) => boolean,
  ): Promise<CacheEntry | undefined>;
}

/** Makes the coordination over a KV, the guard of the KV policy and the cache kept in it. */
export function createCoordination(
  kv: Deno.Kv,
  options: { guard?: KvGuard; cache: DrawCache; pollMs?: number; leaseMs?: number },
): Coordination {
  const { guard, cache } = options;
  const pollMs = options.pollMs ?? POLL_MS;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const renewMs = options.leaseMs === undefined ? RENEW_MS : leaseMs / 3;
  const left = (end: number) => Math.max(0, end - performance.now());
  return {
    async lease(key, deadline) {
      const taken = await takeLease(
        guardedKv(kv, { guard, deadline }),
        key,
        leaseMs,
        guardedKv(kv, { guard }),
      );
      return taken === undefined ? undefined : holding(taken, leaseMs, renewMs);
    },
    async awaitOther(key, end, fresh) {
      while (performance.now() < end) {
        await sleep(Math.min(pollMs, left(end)));
        let lease: unknown;
        try {
          lease = (await guardedKv(kv, { guard, deadline: end }).get(leaseKey(key))).value;
        } catch {
          return undefined;
        }
        const entry = await cache.read(key, end);
        if (entry !== undefined && fresh(entry)) return entry;
        if (!isLive(lease, Date.now())) return undefined;
      }
      return undefined;
    },
  };
}

/**
 * Renews a lease for `leaseMs` every `everyMs` until released; a renewal that fails is left to
 * the next (a lease that lapses meanwhile costs at most one more call to the source).
 */
function holding(lease: Lease, leaseMs: number, everyMs: number): HeldLease {
  let stopped = false;
  let renewing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = lease.renew(leaseMs).catch(() => false);
  }, everyMs);
  return {
    async release() {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      // A renewal under way would take the lease back after it is given up.
      await renewing;
      await lease.release().catch(() => {});
    },
  };
}
