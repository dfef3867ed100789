/**
 * A time limit on many pieces of work at once, kept by one timer.
 *
 * A timer for each request cost a large part of a small POST's answer (bench/README.md), so the
 * work in flight is kept in a set instead, in the order it began, and
 * one interval timer rejects what has run out of time. The timer stops at a sweep that finds
 * nothing waiting, not as soon as the last piece settles: under load the set is empty between
 * most requests, and starting a timer again for each cost as much as a timer each.
 *
 * The timer is the web platform's `AbortSignal.timeout`, not `setTimeout` or `setInterval`: since
 * Deno 2.8 those globals are Node's (denoland/deno#33118), and the first call of either loads
 * Deno's Node timers layer, a good part of a cold start whose first answer is a promise (a server's
 * first answer is the first to set this timer). It keeps the process alive until it fires.
 *
 * @module
 */

/** How often the timer looks for work that has run out of time, at the most. */
const SWEEP_MS = 100;

/**
 * Races work against the limit: its answer, or the limit's error once the time is up. `cutAll`
 * rejects every piece still waiting at once with `reason()` (at shutdown), and says how many.
 */
export type TimeLimit = (<T>(work: Promise<T>) => Promise<T>) & {
  cutAll(reason: () => Error): number;
};

interface Pending {
  due: number;
  reject: (reason: unknown) => void;
}

/**
 * Makes a time limit of `ms` milliseconds (kept to within a tenth of a second), whose expiry
 * rejects with `expired()`. The work itself is not stopped: it runs on, unheard.
 */
export function createTimeLimit(ms: number, expired: () => Error): TimeLimit {
  const pending = new Set<Pending>();
  const every = Math.min(ms, SWEEP_MS);
  let sweeping = false;

  function sweep(): void {
    if (pending.size === 0) {
      sweeping = false;
      return;
    }
    after(every, sweep);
    const now = performance.now();
    // Every piece has the same limit, so the set is in order of due time: stop at the first
    // piece still within it.
    for (const entry of pending) {
      if (entry.due > now) break;
      pending.delete(entry);
      entry.reject(expired());
    }
  }

  const limit = <T>(work: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const entry: Pending = { due: performance.now() + ms, reject };
      pending.add(entry);
      if (!sweeping) {
        sweeping = true;
        after(every, sweep);
      }
      work.then(
        (value) => {
          pending.delete(entry);
          resolve(value);
        },
        (error) => {
          pending.delete(entry);
          reject(error);
        },
      );
    });
  return Object.assign(limit, {
    cutAll(reason: () => Error): number {
      const cut = pending.size;
      for (const entry of pending) entry.reject(reason());
      pending.clear();
      return cut;
    },
  });
}

/** Runs `run` once, `ms` milliseconds from now, on the web platform's timers. */
function after(ms: number, run: () => void): void {
  AbortSignal.timeout(ms).addEventListener("abort", run, { once: true });
}
