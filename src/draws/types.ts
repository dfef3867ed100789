/**
 * What the draws service answers and is made from: its answers, its log, its options and the
 * configuration it reads. Apart from service.ts, which wires the units, so that each stays short.
 *
 * @module
 */
import type { Config } from "../config.ts";
import type { DrawGame } from "../games/mod.ts";
import type { KvGuard, KvGuardState } from "../kv/guard.ts";
import type { DrawId } from "./draw_id.ts";
import type { DrawsHealth } from "./health.ts";
import type { KvStore } from "./kv_store.ts";
import type { DrawSource } from "./sources/mod.ts";

import type { DrawResult } from "./cache.ts";
export type { DrawOrigin, DrawResult } from "./cache.ts";

/** Past draws, as the operations see them. */
export interface DrawsService {
  /**
   * One draw by its id, or the latest draw of a game when given the game alone. Fails with a
   * `DrawNotFoundError` when there is no such draw, or a `SourceUnavailableError` when the source
   * fails and nothing kept can stand in; failures always come as a rejected promise. A fresh draw
   * held in memory is answered at once, without a promise, so that a cached answer keeps the
   * whole request synchronous. `requestId` names the request in the log lines the look-up writes.
   */
  getDraw(game: DrawGame, id?: DrawId, requestId?: string): DrawResult | Promise<DrawResult>;
  /**
   * The state of KV and of each source. With KV the sources' states are read from it (what all
   * instances share), so `kv` is `"unreadable"` when that read fails; `"none"` without KV.
   */
  health(): Promise<DrawsHealth>;
  /** What the KV guard knows now: whether reads and writes are being made, and what hangs. */
  kvState(): KvGuardState;
}

/** One line of the service's log: a source failure or a cache error. */
export interface DrawsLogEntry {
  /** How bad it is. */
  level: "warn" | "error";
  /** The source (or `kv`) it is about. */
  source: string;
  /** What went wrong. */
  error: string;
  /** How long the source is left alone, in ms, after a failure. */
  backoff_ms?: number;
  /** The id of the request it was written for (`X-Request-Id`), when one caused it. */
  request_id?: string;
}

/** Where the service logs: by default one JSON line to standard error per entry. */
export type DrawsLog = (entry: DrawsLogEntry) => void;

/** Logs an entry as one JSON line. */
export function logJsonLine(entry: DrawsLogEntry): void {
  console.error(JSON.stringify(entry));
}

/** What the service is made from besides the configuration. */
export interface DrawsServiceOptions {
  /** Where draws are kept across restarts; memory alone when left out. */
  kv?: Deno.Kv;
  /** The fetch to reach the sources with (tests pass their own). */
  fetch?: typeof fetch;
  /** The clock, in ms since the epoch (tests pass their own). */
  now?: () => number;
  /** Where source failures and cache errors are reported (default: JSON lines on stderr). */
  log?: DrawsLog;
  /** The source of each game (default: the real ones, at the configured URLs). */
  sources?: ReadonlyMap<DrawGame, DrawSource>;
  /** What kind of KV `kv` is (default: told from `kvPath` and `DENO_DEPLOY`). */
  kvStore?: KvStore;
  /** The KV policy's guard (default: the KV's, shared with the register). */
  kvGuard?: KvGuard;
}

/** The configuration the service reads. */
export type DrawsConfig = Pick<
  Config,
  | "kr645SourceUrl"
  | "nyOpenDataUrl"
  | "nyOpenDataAppToken"
  | "sourceTimeoutMs"
  | "sourceConcurrency"
  | "kvPath"
>;
