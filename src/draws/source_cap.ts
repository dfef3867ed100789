/**
 * The per-source cap: at most `limit` calls in flight to each source from this instance. A call
 * over the cap waits, first come first served, within its own deadline; one whose deadline passes
 * while it waits leaves the queue and is never made.
 *
 * Why: a source that refuses more than so many calls at once (or one that slows down under them)
 * would otherwise fail every user's look-ups while one client asks for many distinct draws.
 *
 * @module
 */

/** Gives the slot back; safe to call more than once. */
export type Release = () => void;

/** The cap over all sources. */
export interface SourceCap {
  /**
   * A slot for a call to `source`, once one is free; undefined when `signal` aborts first (or
   * has already).
   */
  acquire(source: string, signal: AbortSignal): Promise<Release | undefined>;
  /** Calls in flight to a source now. */
  inFlight(source: string): number;
  /** Calls waiting for a slot now. */
  waiting(source: string): number;
}

interface Queue {
  running: number;
  waiting: (() => void)[];
}

/** Makes a cap of `limit` calls in flight per source (a whole number from 1). */
export function createSourceCap(limit: number): SourceCap {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`not a cap: ${limit}`);
  const queues = new Map<string, Queue>();

  function queueOf(source: string): Queue {
    let queue = queues.get(source);
    if (queue === undefined) {
      queue = { running: 0, waiting: [] };
      queues.set(source, queue);
    }
    return queue;
  }

  function releaser(queue: Queue): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      queue.running--;
      queue.waiting.shift()?.();
    };
  }

  return {
    acquire(source, signal) {
      if (signal.aborted) return Promise.resolve(undefined);
      const queue = queueOf(source);
      if (queue.running < limit) {
        queue.running++;
        return Promise.resolve(releaser(queue));
      }
      return new Promise((resolve) => {
        const ready = () => {
          signal.removeEventListener("abort", gone);
          queue.running++;
          resolve(releaser(queue));
        };
        const gone = () => {
          const index = queue.waiting.indexOf(ready);
          if (index >= 0) queue.waiting.splice(index, 1);
          resolve(undefined);
        };
        signal.addEventListener("abort", gone, { once: true });
        queue.waiting.push(ready);
      });
    },
    inFlight: (source) => queues.get(source)?.running ?? 0,
    waiting: (source) => queues.get(source)?.waiting.length ?? 0,
  };
}
