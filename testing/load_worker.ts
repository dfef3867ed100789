/**
 * A load run in a worker of its own, so that its work does not delay what a test times beside it:
 * both sides of the protocol that testing/flood_worker.ts (the register flood) and
 * testing/heavy_worker.ts (the heavy client of the fair-share measure) follow. The host starts the
 * worker with a message; the worker loads until told `"stop"`, then answers with how many of its
 * answers had each status.
 *
 * @module
 */

/** A load running in a worker of its own. */
export interface LoadWorker {
  /** Tells it to stop, and adds how many of its answers had each status to `statuses`. */
  stop(statuses: Map<number, number>): Promise<void>;
}

/** Starts the worker module `path` (beside this one) with `message`. */
export function startLoadWorker(path: string, message: unknown): LoadWorker {
  const worker = new Worker(new URL(path, import.meta.url), { type: "module" });
  const finished = new Promise<Record<string, number>>((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
  });
  worker.postMessage(message);
  return {
    async stop(statuses) {
      worker.postMessage("stop");
      for (const [status, count] of Object.entries(await finished)) {
        statuses.set(Number(status), (statuses.get(Number(status)) ?? 0) + count);
      }
      worker.terminate();
    },
  };
}

/** What a worker's load is given: whether it has been told to stop, and the count of a status. */
export interface Load {
  /** Whether the host has said `"stop"`. */
  stopped(): boolean;
  /** Counts one answer of `status` (0: no answer). */
  count(status: number): void;
}

/**
 * The worker's side: runs `load` with the host's first message, then answers with its counts once
 * the load has returned (which it does once `stopped()`).
 */
export function serveLoad<T>(load: (message: T, load: Load) => Promise<void>): void {
  const scope = self as unknown as {
    onmessage: (event: MessageEvent) => void;
    postMessage(data: unknown): void;
  };
  let stop = false;
  const statuses: Record<number, number> = {};
  scope.onmessage = async (event) => {
    if (event.data === "stop") {
      stop = true;
      return;
    }
    await load(event.data as T, {
      stopped: () => stop,
      count: (status) => statuses[status] = (statuses[status] ?? 0) + 1,
    });
    scope.postMessage(statuses);
  };
}
