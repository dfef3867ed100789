/**
 * The heavy client of testing/fair_share.ts, in a worker (testing/load_worker.ts): its own event
 * loop, so that its work does not delay the light clients the test times. Told `{ base }`, it
 * sends the costliest valid requests (1000-item shuffles of 200-character items) from one client,
 * 32 at once, each again as soon as it is answered or after a 429's Retry-After, until told
 * `"stop"`.
 *
 * @module
 */
/// <reference lib="deno.worker" />
import { serveLoad } from "./load_worker.ts";

const CONCURRENCY = 32;
const body = JSON.stringify({
  items: Array.from({ length: 1000 }, (_, i) => `${i}`.padEnd(200, "x")),
});

serveLoad<{ base: string }>(async ({ base }, { stopped, count }) => {
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (!stopped()) {
      const response = await fetch(`${base}/api/v1/random/shuffle`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-flood-from": "10.0.0.99" },
        body,
      });
      await response.arrayBuffer();
      count(response.status);
      const wait = Number(response.headers.get("retry-after") ?? "0") * 1000;
      // The wait is cut short by a stop: the worker answers within a tenth of a second.
      for (let waited = 0; waited < wait && !stopped(); waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }));
});
