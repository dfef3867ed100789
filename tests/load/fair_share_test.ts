/**
 * One client at its quota does not starve the others (issue 30, defect 2): the app in a process of
 * its own (tests/load/_clients_server.ts), the default rate limit of 600 a minute per client, one
 * heavy client at its quota: the costliest valid requests (1000-item shuffles of 200-character
 * items), 32 at once, each sent again as soon as it is answered, or after the Retry-After of a
 * 429; and light clients beside it rolling dice a few times a second. The light clients' median
 * answer time with the heavy client beside them stays within twice their median alone. What
 * holds it: a body counts against the quota by its size (src/http/body.ts), and at most
 * MAX_IN_FLIGHT requests of one client are answered at once (src/http/rate_limit.ts), the rest
 * refused at once with 429.
 */
import { assert, assertLess } from "@std/assert";
import { MAX_IN_FLIGHT } from "../../src/http/rate_limit.ts";

const LIGHT_CLIENTS = 4;
const PHASE_MS = 6000;
const HEAVY_CONCURRENCY = 32;

async function startClientsServer(): Promise<{ base: string; stop(): Promise<void> }> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-env", "--allow-read", "tests/load/_clients_server.ts"],
    cwd: new URL("../../", import.meta.url),
    env: { RATE_LIMIT_PER_MINUTE: "600", REFRESH_SCHEDULE: "off", KV_PATH: ":memory:" },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!/listening ([0-9]+)/.test(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the server did not start: ${text}`);
    text += value;
  }
  const port = /listening ([0-9]+)/.exec(text)![1];
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGKILL");
      await reader.cancel();
      await child.status;
    },
  };
}

/** Light clients, each rolling dice one request after another until `end`: their answer times. */
async function light(base: string, end: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(Array.from({ length: LIGHT_CLIENTS }, async (_, i) => {
    while (performance.now() < end) {
      const start = performance.now();
      const response = await fetch(`${base}/api/v1/random/dice?sides=6&count=3`, {
        headers: { "x-test-client": `10.0.0.${i + 1}` },
      });
      await response.body?.cancel();
      if (response.status === 200) times.push(performance.now() - start);
      // A light client: a few requests a second, well within its quota.
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }));
  return times;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

Deno.test({
  name: "fair share: a heavy client at its quota leaves the light clients' median within 2x",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const server = await startClientsServer();
    try {
      // Warm: every route the phases use has been loaded once.
      await light(server.base, performance.now() + 500);
      const alone = await light(server.base, performance.now() + PHASE_MS);
      const items = Array.from({ length: 1000 }, (_, i) => `${i}`.padEnd(200, "x"));
      const body = JSON.stringify({ items });
      const statuses = new Map<number, number>();
      let heavyEnd = Infinity;
      const heavy = Promise.all(Array.from({ length: HEAVY_CONCURRENCY }, async () => {
        while (performance.now() < heavyEnd) {
          const response = await fetch(`${server.base}/api/v1/random/shuffle`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-test-client": "10.0.0.99" },
            body,
          });
          await response.body?.cancel();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const wait = Number(response.headers.get("retry-after") ?? "0") * 1000;
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const beside = await light(server.base, performance.now() + PHASE_MS);
      heavyEnd = 0;
      await heavy;
      const [before, after] = [median(alone), median(beside)];
      console.log(
        `light p50 alone ${before.toFixed(2)} ms, beside the heavy client ${after.toFixed(2)} ms;` +
          ` heavy answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      assert((statuses.get(200) ?? 0) > MAX_IN_FLIGHT, "the heavy client was answered too");
      assert((statuses.get(429) ?? 0) > 0, "the heavy client was held back");
      assertLess(after, 2 * before);
    } finally {
      await server.stop();
    }
  },
});
