/**
 * Every KV operation of the draws layer runs through a guard: bounded in time, bounded in number,
 * and not started at all while KV is failing (a circuit breaker).
 *
 * Why: Deno's KV Connect client retries a data request that meets a 5xx or a network error
 * forever, every 200-300 ms, with no limit on attempts, and waits on a request that hangs forever;
 * closing the database does not stop the calls already made (measured on Deno 2.9 against a
 * stand-in endpoint, testing/kv_connect_double.ts). So an operation given up on keeps calling in
 * the background until KV answers again. The guard bounds that: at most `maxInFlight` operations
 * at once, and once one fails or overruns, no new one until those given up on have settled (KV
 * answers again), or, when none hangs, until a probe is due. The background calls then stay
 * bounded however many requests come, and stop when KV answers.
 *
 * Two lanes: a write that fails while reads work (a read-only KV file) stops writes alone.
 *
 * @module
 */

/** KV was not asked: it is failing, or busy past the time allowed. */
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
  /** Operations given up on (past their time) that have not settled: KV is retrying them. */
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
  /** Where a lane's change of state is reported, once per change. */
  log?: (message: string) => void;
  /** The clock in ms (default `performance.now`). */
  now?: () => number;
}

/** The guard. */
export interface KvGuard {
  /**
   * Runs one KV operation within `ms` (at most the guard's `opMs`). Rejects with a
   * {@linkcode KvUnavailableError} at once while its lane is failing, or when the time runs out
   * (the operation itself may go on: it is counted as abandoned until it settles); with the
   * operation's own error when it fails.
   */
  run<T>(lane: KvLane, work: () => Promise<T>, ms?: number): Promise<T>;
  /** Whether an operation of the lane would be refused at once now. */
  isFailing(lane: KvLane): boolean;
  /** The state now. */
  state(): KvGuardState;
}

interface Lane {
  state: KvLaneState;
  /** When a probe may be let through, on the guard's clock. */
  probeAt: number;
  probing: boolean;
  reason: string;
}

/** Makes a guard. It does nothing until asked to run an operation. */
export function createKvGuard(options: KvGuardOptions = {}): KvGuard {
  const opMs = options.opMs ?? 1000;
  // A caller that has less time than this left is not judging KV when its operation overruns.
  const judgeMs = opMs / 4;
  const maxInFlight = options.maxInFlight ?? 8;
  const probeAfterMs = options.probeAfterMs ?? 2000;
  const log = options.log ?? (() => {});
  const now = options.now ?? (() => performance.now());
  const lanes: Record<KvLane, Lane> = {
    read: { state: "ok", probeAt: 0, probing: false, reason: "" },
    write: { state: "ok", probeAt: 0, probing: false, reason: "" },
  };
  let inFlight = 0;
  let abandoned = 0;
  const waiting: (() => void)[] = [];

  function open(names: readonly KvLane[], reason: string): void {
    for (const name of names) {
      const lane = lanes[name];
      if (lane.state === "ok") {
        log(
          `KV ${name}s failing (${reason}); draws are asked of their sources directly, and KV ` +
            "is left alone until it answers again",
        );
      }
      lane.state = "failing";
      lane.reason = reason;
      lane.probeAt = now() + probeAfterMs;
    }
  }

  function close(names: readonly KvLane[]): void {
    for (const name of names) {
      const lane = lanes[name];
      if (lane.state === "failing") log(`KV ${name}s answer again`);
      lane.state = "ok";
    }
  }

  /** Whether a lane refuses an operation now; claims the probe when one is due. */
  function refuses(name: KvLane, claim: boolean): boolean {
    const lane = lanes[name];
    if (lane.state === "ok") return false;
    // While an operation given up on still hangs or retries, KV has not answered: a probe would
    // only add one more call that retries forever.
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

  return {
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
      let running: Promise<T>;
      try {
        running = work();
      } catch (error) {
        running = Promise.reject(error);
      }
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
          if (overran) abandoned--;
        },
      );
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          overran = true;
          abandoned++;
          if (limit >= judgeMs) open(["read", "write"], `no answer within ${limit} ms`);
          reject(new KvUnavailableError(`KV did not answer within ${limit} ms`));
        }, left);
      });
      try {
        const value = await Promise.race([running, timeout]);
        close(name === "read" ? ["read"] : ["write"]);
        return value;
      } catch (error) {
        // Processes sharing a local file meet "database is locked" under load: that is KV busy,
        // not failing.
        if (!(error instanceof KvUnavailableError) && !/locked|busy/i.test(errorText(error))) {
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
    state: () => ({
      read: lanes.read.state,
      write: lanes.write.state,
      inFlight,
      abandoned,
    }),
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > 200 ? `${text.slice(0, 200)}...` : text;
}
