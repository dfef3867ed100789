/**
 * The heavy client of testing/fair_share.ts, in a worker: its own event loop, so that its work
 * does not delay the light clients the test times. Told `{ base }`, it sends the costliest valid
 * requests (1000-item shuffles of 200-character items) from one client, 32 at once, each again as
 * soon as it is answered or after a 429's Retry-After, until told `"stop"`; then it answers with
 * how many of each status it got.
 *
 * @module
 */
/// <reference lib="deno.worker" />

const CONCURRENCY = 32;
const body = JSON.stringify({
  items: Array.from({ length: 1000 }, (_, i) => `${i}`.padEnd(200, "x")),
});
let stop = false;
const statuses: Record<number, number> = {};

self.onmessage = async (event: MessageEvent) => {
  if (event.data === "stop") {
    stop = true;
    return;
  }
  const { base } = event.data as { base: string };
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (!stop) {
      const response = await fetch(`${base}/api/v1/random/shuffle`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-flood-from": "10.0.0.99" },
        body,
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      const wait = Number(response.headers.get("retry-after") ?? "0") * 1000;
      // The wait is cut short by a stop: the worker answers within a tenth of a second.
      for (let waited = 0; waited < wait && !stop; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }));
  self.postMessage(statuses);
};
