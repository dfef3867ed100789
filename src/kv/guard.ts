/**
 * The one KV policy of the process: every KV operation, of the draws cache, the giveaway register
 * and the log alike, runs within its request's deadline and at most 1 s, is tried again a bounded
 * number of times when KV is busy, and is not started at all while KV is failing (one circuit
 * breaker per KV, shared by everything in the process that uses it).
 *
 * ```ts
 * const store = guardedKv(kv, { deadline: performance.now() + 800 });
 * const { value } = await store.get(["key"]); // a KvUnavailableError when KV fails or is late
 * await store.commit((op) => op.check(entry).set(["key"], 2));
 * ```
 *
 * Why a breaker: Deno's KV Connect client retries a data request that meets a 5xx forever and
 * waits on one that hangs forever, and closing the database stops neither (measured on Deno 2.9
 * against testing/kv_connect_double.ts). KV Connect is therefore opened through a relay
 * (src/kv/connect.ts) that cuts every call at 1 s and refuses them all while this breaker is open,
 * so that nothing retries in the background once requests stop. Over a local file nothing hangs,
 * but processes sharing it meet "database is locked": busy, tried again, not failing.
 *
 * The breaker: at most `maxInFlight` operations at once; once one fails or overruns, none until
 * those given up on have settled and a probe is due (`probeAfterMs`), and then one probe at a
 * time. Two lanes: a write that fails while reads work (a read-only file) stops writes alone.
 *
 * @module
 */

/** KV was not asked, or did not answer in time: it is failing, or busy past the time allowed. */
export class KvUnavailableError extends Error {
  /** Makes the error with what happened. */
  constructor(message: string) {
    super(message);
    this.name = "KvUnavailableError";
  }
}

/** Reads and writes fail apart: a read-only file reads. */
export type KvLane = "read" | "write";

/** The state of one lane. */
export type KvLaneState = "ok" | "failing";

/** What the guard knows, for `/healthz` and tests. */
export interface KvGuardState {
  /** Whether reads are being made. */
  read: KvLaneState;
  /** Whether writes are being made. */
  write: KvLaneState;
  /** Operations running now. */
  inFlight: number;
  /** Operations given up on (past their time) that have not settled. */
  abandoned: number;
}

/** Options of {@linkcode createKvGuard}. */
export interface KvGuardOptions {
  /** The longest one operation is waited for, in ms (default 1000); a caller may ask for less. */
  opMs?: number;
  /** At most this many operations at once (default 8); the rest wait within their time. */
  maxInFlight?: number;
  /** After a failure with nothing hanging, a probe is let through after this long (default 2000 ms). */
  probeAfterMs?: number;
  /** A busy KV ("database is locked") is tried this many times in all (default 6), within the time. */
  attempts?: number;
  /** Where a lane's change of state is reported, once per change. */
  log?: (message: string) => void;
  /** The clock in ms (default `performance.now`). */
  now?: () => number;
}

/** The breaker and the bounds every KV operation runs within. */
export interface KvGuard {
  /**
   * Runs one KV operation within `ms` (at most the guard's `opMs`), trying it again while KV is
   * busy and time is left. Rejects with a {@linkcode KvUnavailableError} at once while its lane is
   * failing, or when the time runs out (the operation itself may go on: it is counted as
   * abandoned until it settles); with the operation's own error when it fails.
   */
  run<T>(lane: KvLane, work: () => Promise<T>, ms?: number): Promise<T>;
  /** Whether an operation of the lane would be refused at once now. */
  isFailing(lane: KvLane): boolean;
  /** The state now. */
  state(): KvGuardState;
  /** Called whenever the guard's state changes (the relay follows it); one listener. */
  onChange?: () => void;
}

interface Lane {
  state: KvLaneState;
  /** When a probe may be let through, on the guard's clock. */
  probeAt: number;
  probing: boolean;
  reason: string;
}

/** The first wait before trying a busy KV again, in ms; it doubles, with jitter. */
const BUSY_RETRY_MS = 10;

/** Whether an error is KV busy (processes sharing a local file), not KV failing. */
function isBusy(error: unknown): boolean {
  return /locked|busy/i.test(errorText(error));
}

/** Makes a guard. It does nothing until asked to run an operation. */
export function createKvGuard(options: KvGuardOptions = {}): KvGuard {
  const opMs = options.opMs ?? 1000;
  // A caller that has less time than this left is not judging KV when its operation overruns.
  const judgeMs = opMs / 4;
  const maxInFlight = options.maxInFlight ?? 8;
  const probeAfterMs = options.probeAfterMs ?? 2000;
  const attempts = options.attempts ?? 6;
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => performance.now());
  const lanes: Record<KvLane, Lane> = {
    read: { state: "ok", probeAt: 0, probing: false, reason: "" },
    write: { state: "ok", probeAt: 0, probing: false, reason: "" },
  };
  let inFlight = 0;
  let abandoned = 0;
  const waiting: (() => void)[] = [];
  const changed = () => guard.onChange?.();

  function open(names: readonly KvLane[], reason: string): void {
    for (const name of names) {
      const lane = lanes[name];
      if (lane.state === "ok") {
        log(`KV ${name}s failing (${reason}); KV is left alone until it answers again`);
      }
      lane.state = "failing";
      lane.reason = reason;
      lane.probeAt = now() + probeAfterMs;
    }
    changed();
  }

  function close(names: readonly KvLane[]): void {
    for (const name of names) {
      const lane = lanes[name];
      if (lane.state === "failing") log(`KV ${name}s answer again`);
      lane.state = "ok";
    }
    changed();
  }

  /** Whether a lane refuses an operation now; claims the probe when one is due. */
  function refuses(name: KvLane, claim: boolean): boolean {
    const lane = lanes[name];
    if (lane.state === "ok") return false;
    // While an operation given up on has not settled, KV has not answered: a probe would only
    // add one more call.
    if (abandoned > 0 || lane.probing || now() < lane.probeAt) return true;
    if (claim) lane.probing = true;
    return false;
  }

  function takeSlot(ms: number): Promise<boolean> {
    if (inFlight < maxInFlight) {
      inFlight++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const ready = () => {
        clearTimeout(timer);
        inFlight++;
        resolve(true);
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(ready);
        if (index >= 0) waiting.splice(index, 1);
        resolve(false);
      }, ms);
      waiting.push(ready);
    });
  }

  function freeSlot(): void {
    inFlight--;
    const next = waiting.shift();
    if (next !== undefined) next();
  }

  /** The work, tried again while KV is busy, until `attempts` tries or `over()`. */
  async function busyRetried<T>(work: () => Promise<T>, over: () => boolean): Promise<T> {
    for (let attempt = 1;; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (attempt >= attempts || !isBusy(error) || over()) throw error;
        const wait = BUSY_RETRY_MS * 2 ** (attempt - 1);
        await new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * wait));
        if (over()) throw error;
      }
    }
  }

  const guard: KvGuard = {
    async run<T>(name: KvLane, work: () => Promise<T>, ms = opMs): Promise<T> {
      const limit = Math.max(0, Math.min(ms, opMs));
      if (limit < 1) throw new KvUnavailableError("no time left for KV");
      if (refuses(name, true)) {
        throw new KvUnavailableError(`KV ${name}s are failing (${lanes[name].reason})`);
      }
      const lane = lanes[name];
      const probe = lane.state === "failing";
      const start = now();
      if (!await takeSlot(limit)) {
        if (probe) lane.probing = false;
        throw new KvUnavailableError(`KV is busy: no free slot within ${limit} ms`);
      }
      // A lane may have failed while this one waited for its slot.
      if (!probe && refuses(name, false)) {
        freeSlot();
        throw new KvUnavailableError(`KV ${name}s are failing (${lanes[name].reason})`);
      }
      const left = Math.max(0, limit - (now() - start));
      let timer: ReturnType<typeof setTimeout> | undefined;
      let overran = false;
      const running = busyRetried(work, () => overran);
      const settled = running.then(
        () => {
          freeSlot();
          if (overran) {
            abandoned--;
            // An operation given up on has gone through: KV answers again.
            close(["read", "write"]);
          }
        },
        () => {
          freeSlot();
          if (overran) {
            abandoned--;
            changed();
          }
        },
      );
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          overran = true;
          abandoned++;
          // A read that hangs is KV hanging; a write that hangs while reads may work (another
          // process holds the file's write lock) stops writes alone.
          const lanesHit: KvLane[] = name === "read" ? ["read", "write"] : ["write"];
          if (limit >= judgeMs) open(lanesHit, `no answer within ${limit} ms`);
          reject(new KvUnavailableError(`KV did not answer within ${limit} ms`));
        }, left);
      });
      try {
        const value = await Promise.race([running, timeout]);
        close(name === "read" ? ["read"] : ["write"]);
        return value;
      } catch (error) {
        if (!(error instanceof KvUnavailableError) && !isBusy(error)) {
          // A read that fails is KV failing; a write that fails while reads work is a KV that
          // cannot be written (a read-only file), which reads need not wait on.
          open(name === "read" ? ["read", "write"] : ["write"], errorText(error));
        }
        throw error;
      } finally {
        clearTimeout(timer);
        if (probe) lane.probing = false;
        void settled;
      }
    },
    isFailing: (name) => refuses(name, false),
    state: () => ({ read: lanes.read.state, write: lanes.write.state, inFlight, abandoned }),
  };
  return guard;
}

const guards = new WeakMap<Deno.Kv, KvGuard>();

/**
 * The guard of a KV: one breaker shared by every user of that KV in the process (the draws
 * cache, the register, the log), which logs each change of state as one JSON line on stderr
 * (`{"level":"warn","source":"kv","error":...}`). A process opens one KV; tests open many, and
 * one that closes its KV must not stop the next one's.
 */
export function sharedKvGuard(kv: Deno.Kv): KvGuard {
  let guard = guards.get(kv);
  if (guard === undefined) {
    guard = createKvGuard({
      log: (message) =>
        console.error(JSON.stringify({ level: "warn", source: "kv", error: message })),
    });
    guards.set(kv, guard);
  }
  return guard;
}

/** KV as its users see it: each operation bounded by the policy. */
export interface GuardedKv {
  /** Reads one key. */
  get<T = unknown>(key: Deno.KvKey): Promise<Deno.KvEntryMaybe<T>>;
  /** Reads up to 10 keys at once, consistently. */
  getMany<T extends readonly unknown[]>(
    keys: readonly [...{ [K in keyof T]: Deno.KvKey }],
  ): Promise<{ [K in keyof T]: Deno.KvEntryMaybe<T[K]> }>;
  /** Writes one key. */
  set(
    key: Deno.KvKey,
    value: unknown,
    options?: { expireIn?: number },
  ): Promise<Deno.KvCommitResult>;
  /** Deletes one key. */
  delete(key: Deno.KvKey): Promise<void>;
  /**
   * Commits an atomic operation made by `build` on a new `kv.atomic()` (made anew for each try):
   * its result, `ok: false` when a check failed.
   */
  commit(
    build: (op: Deno.AtomicOperation) => Deno.AtomicOperation,
  ): Promise<Deno.KvCommitResult | Deno.KvCommitError>;
  /** Lists entries, all read within one operation's time: give a `limit`. */
  list<T = unknown>(selector: Deno.KvListSelector, options?: Deno.KvListOptions): Promise<
    Deno.KvEntry<T>[]
  >;
}

/** When a {@linkcode guardedKv}'s operations must be done by. */
export interface GuardedKvOptions {
  /** The request's deadline, on `performance.now()`: no operation runs past it. */
  deadline?: number;
  /** The guard (default the KV's, {@linkcode sharedKvGuard}); tests pass their own. */
  guard?: KvGuard;
}

/**
 * KV under the policy: every operation within `deadline` and at most the guard's 1 s, tried again
 * while busy, refused at once while KV is failing. A refusal or an operation past its time is a
 * {@linkcode KvUnavailableError}; any other failure is KV's own error.
 */
export function guardedKv(kv: Deno.Kv, options: GuardedKvOptions = {}): GuardedKv {
  const guard = options.guard ?? sharedKvGuard(kv);
  const { deadline } = options;
  const ms = () => deadline === undefined ? undefined : deadline - performance.now();
  const read = <T>(work: () => Promise<T>) => guard.run("read", work, ms());
  const write = <T>(work: () => Promise<T>) => guard.run("write", work, ms());
  return {
    get: (key) => read(() => kv.get(key)),
    getMany: (keys) => read(() => kv.getMany(keys)),
    set: (key, value, setOptions) => write(() => kv.set(key, value, setOptions)),
    delete: (key) => write(() => kv.delete(key)),
    commit: (build) => write(() => build(kv.atomic()).commit()),
    list: (selector, listOptions) =>
      read(async () => {
        const entries = [];
        for await (const entry of kv.list(selector, listOptions)) entries.push(entry);
        return entries;
      }),
  } as GuardedKv;
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}
