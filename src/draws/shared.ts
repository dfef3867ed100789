/**
 * What the instances of fairdraw that share one KV store coordinate through it: a lease per draw
 * key, so that one instance asks the source while the others wait for the value it keeps, and the
 * state of each source (its backoff, its last success and failure), so that a failing source is
 * left alone by all of them.
 *
 * Every time here is read from the real clock (`Date.now()`), not the service's: a lease is held
 * for real time, across processes. Freshness never rests on `expireIn`, which only bounds
 * deletion from below: a lease carries its own expiry time, and one past it is free. Every KV
 * operation here runs under the KV policy (src/kv/guard.ts): the caller passes KV as guarded.
 *
 * @module
 */
import type { GuardedKv } from "../kv/guard.ts";

/** Bumped when the shape of a value here changes, so old values are never misread. */
const VERSION = "v1";
const LEASE_PREFIX = "draws_lease";
const SOURCE_PREFIX = "draws_source";

/** The state of one source, as every instance sees it. */
export interface SourceState {
  /** Failures in a row; 0 after a success. */
  failures: number;
  /** Until when the source is left alone, in ms since the epoch; null when it is not. */
  backoffUntil: number | null;
  /** When it last answered, in ms since the epoch; null when never (as far as is known). */
  lastSuccess: number | null;
  /** When it last failed, in ms since the epoch; null when never (as far as is known). */
  lastFailure: number | null;
}

/** The state of a source nothing is known of. */
export const UNKNOWN_SOURCE: Readonly<SourceState> = {
  failures: 0,
  backoffUntil: null,
  lastSuccess: null,
  lastFailure: null,
};

/** The key of a source's state. */
export function sourceStateKey(source: string): Deno.KvKey {
  return [SOURCE_PREFIX, VERSION, source];
}

/** The key of the lease on a draw key. */
export function leaseKey(key: Deno.KvKey): Deno.KvKey {
  return [LEASE_PREFIX, VERSION, ...key];
}

/** Reads the states of sources in one call; a value of another shape counts as unknown. KV errors are thrown. */
export async function readSourceStates(
  kv: GuardedKv,
  sources: readonly string[],
): Promise<(SourceState | undefined)[]> {
  const entries = await kv.getMany<unknown[]>(sources.map(sourceStateKey));
  return entries.map(({ value }) => isSourceState(value) ? value : undefined);
}

/** Keeps a source's state as it is, whatever was kept before. KV errors are thrown. */
export async function writeSourceState(
  kv: GuardedKv,
  source: string,
  state: SourceState,
): Promise<void> {
  await kv.set(sourceStateKey(source), state);
}

/** A change to a source's state: the state after, from the state before. */
export type SourceStateChange = (before: SourceState) => SourceState;

/** An update that lost to other writers this many times in a row is given up. */
const UPDATE_ATTEMPTS = 8;

/**
 * Changes a source's state in KV from what KV holds, checked against its versionstamp, so that
 * instances that change it at the same moment each see the other's change (two failures count
 * two), and answers the state kept. `base` stands in for a state KV does not hold yet. KV errors,
 * and an update that kept losing, are thrown.
 */
export async function updateSourceState(
  kv: GuardedKv,
  source: string,
  change: SourceStateChange,
  base: SourceState = UNKNOWN_SOURCE,
): Promise<SourceState> {
  const key = sourceStateKey(source);
  for (let attempt = 1; attempt <= UPDATE_ATTEMPTS; attempt++) {
    const held = await kv.get<unknown>(key);
    const after = change(isSourceState(held.value) ? held.value : base);
    const done = await kv.commit((op) =>
      op.check({ key, versionstamp: held.versionstamp }).set(key, after)
    );
    if (done.ok) return after;
  }
  throw new Error(`the state of ${source} kept changing under ${UPDATE_ATTEMPTS} updates`);
}

/** The value of a lease. */
interface LeaseValue {
  /** When the lease ends, in ms since the epoch (real time). */
  expiresAt: number;
}

/**
 * A lease held: the right to ask the source for one key until it ends or is released. It is
 * taken for a short while and renewed while its holder works, so that when the holder dies
 * (killed, its machine gone) the others take it over within that while, not at their deadline.
 */
export interface Lease {
  /** Holds the lease `ms` more from now; false when it was lost (it ended and another took it). */
  renew(ms: number): Promise<boolean>;
  /** Gives the lease up, unless it has ended and another instance took it since. */
  release(): Promise<void>;
}

/**
 * Takes the lease on a draw key for `ms`, or answers undefined when another instance holds it.
 * The take is atomic: of instances that try at once, one wins. KV errors are thrown. The lease is
 * renewed and released through `later` (by default `kv`): the take is bounded by its request's
 * deadline, what follows outlives it.
 */
export async function takeLease(
  kv: GuardedKv,
  key: Deno.KvKey,
  ms: number,
  later: GuardedKv = kv,
): Promise<Lease | undefined> {
  const at = leaseKey(key);
  const held = await kv.get<unknown>(at);
  if (isLive(held.value, Date.now())) return undefined;
  // Checked against what was read: absent (null) or an expired lease, which is free.
  let versionstamp = held.versionstamp;
  let store = kv;
  const hold = async (ms: number) => {
    const value: LeaseValue = { expiresAt: Date.now() + ms };
    const done = await store.commit((op) =>
      op.check({ key: at, versionstamp }).set(at, value, { expireIn: ms })
    );
    if (done.ok) versionstamp = done.versionstamp;
    return done.ok;
  };
  if (!await hold(ms)) return undefined;
  store = later;
  return {
    renew: hold,
    async release() {
      await store.commit((op) => op.check({ key: at, versionstamp }).delete(at));
    },
  };
}

/** Whether a lease is held at a real time: present and not past its end. */
export function isLive(value: unknown, now: number): boolean {
  return typeof value === "object" && value !== null &&
    typeof (value as Partial<LeaseValue>).expiresAt === "number" &&
    (value as LeaseValue).expiresAt > now;
}

function isSourceState(value: unknown): value is SourceState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Record<string, unknown>;
  const time = (v: unknown) => v === null || typeof v === "number";
  return typeof state.failures === "number" && time(state.backoffUntil) &&
    time(state.lastSuccess) && time(state.lastFailure);
}
