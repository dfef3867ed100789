/**
 * Each source's state (failures in a row, backoff, last success and failure) as this instance
 * knows it, and, with KV, as all instances share it: read from KV before a source is asked, and
 * changed in KV with a versionstamp check so that instances failing at the same moment lose no
 * update. While KV fails, the state is this instance's alone.
 *
 * @module
 */
import { guardedKv, type KvGuard, KvUnavailableError } from "../kv/guard.ts";
import { afterFailure, afterSuccess, isBackingOff } from "./policy.ts";
import {
  readSourceStates,
  type SourceState,
  type SourceStateChange,
  UNKNOWN_SOURCE,
  updateSourceState,
} from "./shared.ts";

/** The states of the sources. */
export interface SourceStates {
  /** A source's state as this instance knows it. */
  get(source: string): SourceState;
  /** Whether a source is being left alone at `now`, as this instance knows. */
  isBlocked(source: string, now: number): boolean;
  /**
   * Takes in what all instances share of one source, KV waited for until `deadline` (on
   * `performance.now()`) at most; KV failing is logged, not thrown.
   */
  sync(source: string, deadline?: number): Promise<void>;
  /** Takes in what all instances share of every source; KV errors are thrown. */
  syncAll(sources: readonly string[], deadline?: number): Promise<void>;
  /** Counts a failure at `now`; answers the state after it. */
  failed(source: string, now: number, deadline?: number): Promise<SourceState>;
  /** Counts a success at `now`. */
  succeeded(source: string, now: number, deadline?: number): Promise<void>;
}

/** What the states are kept with. */
export interface SourceStatesOptions {
  /** The KV the instances share; the states are this instance's alone without it. */
  kv?: Deno.Kv;
  /** The KV policy's guard (default the process's). */
  guard?: KvGuard;
  /** Where KV failures are reported. */
  log: (message: string) => void;
}

/** Makes the states, all unknown, with nothing read yet. */
export function createSourceStates(options: SourceStatesOptions): SourceStates {
  const { kv, guard, log } = options;
  const states = new Map<string, SourceState>();
  const get = (source: string) => states.get(source) ?? UNKNOWN_SOURCE;

  async function syncAll(sources: readonly string[], deadline?: number): Promise<void> {
    if (kv === undefined) return;
    const shared = await readSourceStates(guardedKv(kv, { guard, deadline }), sources);
    sources.forEach((source, i) => {
      if (shared[i] !== undefined) states.set(source, shared[i]);
    });
  }

  async function change(
    source: string,
    apply: SourceStateChange,
    deadline: number | undefined,
  ): Promise<SourceState> {
    const before = get(source);
    const mine = apply(before);
    states.set(source, mine);
    if (kv === undefined) return mine;
    try {
      const kept = await updateSourceState(
        guardedKv(kv, { guard, deadline }),
        source,
        apply,
        before,
      );
      states.set(source, kept);
      return kept;
    } catch (error) {
      // A guard's refusal is KV failing, which the guard has logged once.
      if (!(error instanceof KvUnavailableError)) {
        log(`could not keep the state of ${source}: ${error}`);
      }
      return mine;
    }
  }

  return {
    get,
    isBlocked: (source, now) => isBackingOff(get(source), now),
    async sync(source, deadline) {
      try {
        await syncAll([source], deadline);
      } catch (error) {
        if (!(error instanceof KvUnavailableError)) {
          log(`could not read the state of ${source}: ${error}`);
        }
      }
    },
    syncAll,
    failed: (source, now, deadline) =>
      change(source, (before) => afterFailure(before, now), deadline),
    async succeeded(source, now, deadline) {
      await change(source, (before) => afterSuccess(before, now), deadline);
    },
  };
}

/** Names held until a time, in this instance alone: see {@linkcode createHolds}. */
export interface Holds {
  /** Holds `name` from `now` for the holds' time. */
  hold(name: string, now: number): void;
  /** Until when `name` is held (ms since the epoch), 0 when it never was. */
  until(name: string): number;
}

/** The most names held at once; past it, every hold is let go (each lasts seconds). */
const MAX_HOLDS = 1_000;

/** Draws that a source answered empty though held, each left alone for `ms` (policy.ts). */
export function createHolds(ms: number): Holds {
  const until = new Map<string, number>();
  return {
    hold(name, now) {
      if (until.size >= MAX_HOLDS) until.clear();
      until.set(name, now + ms);
    },
    until: (name) => until.get(name) ?? 0,
  };
}
