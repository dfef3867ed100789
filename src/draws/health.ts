/**
 * The draws layer's part of `GET /healthz`: whether KV reads (the sources' shared state, read for
 * real) and takes a write (tried at most every 30 s, so that a client cannot turn health checks
 * into KV writes), what kind of KV it is, and how each source is doing. It answers within about
 * 1 s whatever KV does: each of its two KV operations is bounded, and neither is made while the
 * guard knows KV is failing.
 *
 * @module
 */
import type { DrawGame } from "../games/mod.ts";
import { guardedKv, type KvGuard } from "../kv/guard.ts";
import type { KvStore, KvStoreKind } from "./kv_store.ts";
import type { SourceStates } from "./source_state.ts";
import type { DrawSource } from "./sources/mod.ts";

/** The state of one source, as `GET /healthz` shows it. */
export interface SourceHealth {
  /** The source's short name, e.g. `kr645`, `ny`. */
  name: string;
  /** The games it serves. */
  games: DrawGame[];
  /** When it last answered, as an ISO time; null when never (since the state was kept). */
  last_success: string | null;
  /** When it last failed, as an ISO time; null when never. */
  last_failure: string | null;
  /** Failures in a row. */
  failures: number;
  /** Until when it is left alone after failing, as an ISO time; null when it is not. */
  backoff_until: string | null;
}

/** The state of the draws layer. */
export interface DrawsHealth {
  /**
   * Whether KV answers: `ok`; `unreadable` when it cannot be read (or did not answer within the
   * health check's time); `unwritable` when it reads but cannot be written (a read-only file);
   * `none` when draws are kept in memory alone.
   */
  kv: "ok" | "unreadable" | "unwritable" | "none";
  /** Where KV lives, as far as the runtime tells (see src/draws/kv_store.ts). */
  kv_store: KvStoreKind;
  /** Whether instances on other machines share the KV: null when the runtime cannot tell. */
  kv_shared: boolean | null;
  /** Each source of past draws. */
  sources: SourceHealth[];
}

/** What the health check reads. */
export interface DrawsHealthOptions {
  /** The KV, when there is one. */
  kv: Deno.Kv | undefined;
  /** The KV policy's guard. */
  guard: KvGuard;
  /** The sources' states. */
  states: SourceStates;
  /** The source of each game. */
  sources: ReadonlyMap<DrawGame, DrawSource>;
  /** What kind of KV it is. */
  kvStore: KvStore;
  /** The clock, in ms since the epoch. */
  now: () => number;
}

/** The health check's wait for each of its two KV operations (a read, a write): within 1 s. */
const HEALTH_KV_MS = 400;
/** A health check's successful write stands for this long: writes are not made per check. */
const HEALTH_WRITE_STANDS_MS = 30_000;
/** The key the health check writes to. */
const HEALTH_KEY: Deno.KvKey = ["draws_health", "v1"];

/** Makes the health check of the draws layer. */
export function createDrawsHealth(options: DrawsHealthOptions): () => Promise<DrawsHealth> {
  const { kv, guard, states, sources, kvStore, now } = options;
  const sourceNames = [...new Set([...sources.values()].map((source) => source.name))];
  let writeStoodAt = -Infinity;
  let writeProbe: Promise<boolean> | undefined;

  /** Whether KV takes a write: tried at most once per {@linkcode HEALTH_WRITE_STANDS_MS}. */
  function writable(store: Deno.Kv): Promise<boolean> {
    if (guard.isFailing("write")) return Promise.resolve(false);
    if (performance.now() - writeStoodAt < HEALTH_WRITE_STANDS_MS) return Promise.resolve(true);
    writeProbe ??= guardedKv(store, { guard, deadline: performance.now() + HEALTH_KV_MS })
      .set(HEALTH_KEY, Date.now(), { expireIn: 60_000 }).then(
        () => {
          writeStoodAt = performance.now();
          return true;
        },
        () => false,
      ).finally(() => writeProbe = undefined);
    return writeProbe;
  }

  async function health(): Promise<DrawsHealth> {
    let kvState: DrawsHealth["kv"] = "none";
    if (kv !== undefined) {
      try {
        await states.syncAll(sourceNames, performance.now() + HEALTH_KV_MS);
        kvState = await writable(kv) ? "ok" : "unwritable";
      } catch {
        kvState = "unreadable";
      }
    }
    const at = now();
    const iso = (time: number | null) => time === null ? null : new Date(time).toISOString();
    return {
      kv: kvState,
      kv_store: kvStore.kind,
      kv_shared: kvStore.shared,
      sources: sourceNames.map((name) => {
        const state = states.get(name);
        return {
          name,
          games: [...sources].filter(([, source]) => source.name === name).map(([game]) => game),
          last_success: iso(state.lastSuccess),
          last_failure: iso(state.lastFailure),
          failures: state.failures,
          backoff_until: state.backoffUntil !== null && state.backoffUntil > at
            ? iso(state.backoffUntil)
            : null,
        };
      }),
    };
  }

  return health;
}
