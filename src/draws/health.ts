/**
 * The draws layer's part of `GET /healthz`: whether KV reads (the sources' shared state, read for
 * real) and takes a write, whether the KV file is still the one opened (not deleted or replaced
 * under the process, which would lose every write at restart), what kind of KV it is, and how
 * each source is doing. Checks made together, or within {@linkcode HEALTH_KEPT_MS} of each
 * other, share one look at KV: however often it is asked, KV sees at most one read and one write
 * a second. It answers within about 1 s whatever KV does: each KV operation is bounded, and
 * none is made while the KV policy's breaker knows KV is failing.
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
   * health check's time); `unwritable` when it reads but cannot be written, or what is written
   * would be lost: a read-only file, a write lock another process holds, a KV file deleted or
   * replaced since it was opened;
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
  /** The KV file as opened, when KV is a file (see {@linkcode kvFileNow}). */
  kvFile?: KvFile;
}

/** The health check's wait for each of its two KV operations (a read, a write): within 1 s. */
const HEALTH_KV_MS = 400;
/** One look at KV answers the checks made within this long of it. */
export const HEALTH_KEPT_MS = 1000;
/** The key the health check writes to. */
const HEALTH_KEY: Deno.KvKey = ["draws_health", "v1"];

/** The KV file as it was when opened: its device and inode, or null when it was absent then. */
export interface KvFile {
  /** The path (KV_PATH). */
  path: string;
  /** Its device and inode when opened; null when there was no file at the path. */
  id: { dev: number; ino: number | null } | null;
}

/** The file at a KV path as it is now, to hold against later checks (undefined: not told). */
export function kvFileNow(path: string): KvFile | undefined {
  try {
    const { dev, ino } = Deno.statSync(path);
    return { path, id: { dev, ino } };
  } catch (error) {
    return error instanceof Deno.errors.NotFound ? { path, id: null } : undefined;
  }
}

/** What is wrong with the KV file now: deleted, or replaced by another; undefined when nothing. */
async function fileProblem(file: KvFile): Promise<string | undefined> {
  let now: Deno.FileInfo;
  try {
    now = await Deno.stat(file.path);
  } catch (error) {
    return error instanceof Deno.errors.NotFound ? "deleted" : undefined;
  }
  if (file.id === null || now.dev !== file.id.dev || now.ino !== file.id.ino) return "replaced";
  return undefined;
}

/** Makes the health check of the draws layer. */
export function createDrawsHealth(options: DrawsHealthOptions): () => Promise<DrawsHealth> {
  const { kv, guard, states, sources, kvStore, now, kvFile } = options;
  const sourceNames = [...new Set([...sources.values()].map((source) => source.name))];
  let looked: { at: number; kv: Promise<DrawsHealth["kv"]> } | undefined;

  /** One look at KV: the file, a read of the sources' states, a write. */
  async function lookAtKv(store: Deno.Kv): Promise<DrawsHealth["kv"]> {
    // Writes to a file deleted or replaced under the process go through, and are lost.
    if (kvFile !== undefined && await fileProblem(kvFile) !== undefined) return "unwritable";
    try {
      await states.syncAll(sourceNames, performance.now() + HEALTH_KV_MS);
    } catch {
      return "unreadable";
    }
    if (guard.isFailing("write")) return "unwritable";
    try {
      await guardedKv(store, { guard, deadline: performance.now() + HEALTH_KV_MS })
        .set(HEALTH_KEY, Date.now(), { expireIn: 60_000 });
      return "ok";
    } catch {
      // A read-only file, or a write lock another process holds past the check's time.
      return "unwritable";
    }
  }

  async function health(): Promise<DrawsHealth> {
    let kvState: DrawsHealth["kv"] = "none";
    if (kv !== undefined) {
      if (looked === undefined || performance.now() - looked.at >= HEALTH_KEPT_MS) {
        looked = { at: performance.now(), kv: lookAtKv(kv) };
      }
      kvState = await looked.kv;
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
