/**
 * A KV that fails, over a real port: main.ts in a subprocess (the real entry point: Deno's KV
 * Connect client retries forever in the process that opened it, so the test's own process never
 * opens the failing KV) on a stand-in KV Connect endpoint (testing/kv_connect_double.ts) that
 * answers the metadata exchange, then 503 to every data request, or never.
 *
 * - A draw is answered from its source within SOURCE_TIMEOUT_MS + 1 s, the source asked once.
 * - `/healthz` answers within 1 s: 503, `kv: "unreadable"`, `kv_store: "remote"`.
 * - A giveaway announced meanwhile is `register_unavailable` within about 1 s (issue 28).
 * - KV failing is logged; once the requests end, KV is called no more (KV Connect is opened
 *   through the relay of src/kv/connect.ts, which ends every call within its second: before it,
 *   Deno's client went on retrying for ever, 400 calls a second for 102 requests).
 */
import { assert, assertEquals, assertLess } from "@std/assert";
import { drawFacts, latestDrawNumber } from "../../src/games/mod.ts";
import { type KvConnectMode, startKvConnectDouble } from "../../testing/kv_connect_double.ts";
import { LOADED_SLACK_MS, startMainProcess } from "../../testing/process.ts";
import { startSourceDouble } from "../../testing/source_double.ts";
import { giveaway } from "../giveaway/_giveaways.ts";

const SOURCE_TIMEOUT_MS = 1000;
/**
 * API.md: a draw the cache cannot serve answers within SOURCE_TIMEOUT_MS plus one second (and the
 * slack of a loaded test machine).
 */
const BOUND_MS = SOURCE_TIMEOUT_MS + 1000 + LOADED_SLACK_MS;
const DRAW = "/api/v1/lottery/draw";
/** A register request against a failing KV answers within the KV policy's 1 s and this margin. */
const REGISTER_BOUND_MS = 1500 + LOADED_SLACK_MS;
/** /healthz answers within the KV policy's 1 s (and the slack of a loaded test machine). */
const HEALTH_BOUND_MS = 1000 + LOADED_SLACK_MS;

async function timedGet(
  url: string,
): Promise<{ status: number; body: Record<string, unknown>; ms: number }> {
  const start = performance.now();
  const response = await fetch(url);
  const body = await response.json();
  return { status: response.status, body, ms: performance.now() - start };
}

for (const mode of ["unavailable", "hang"] as const satisfies readonly KvConnectMode[]) {
  Deno.test({
    name:
      `KV failing (${mode}): draws come from the source in time, /healthz says so in 1 s, KV's retries stay bounded`,
    sanitizeResources: false,
    sanitizeOps: false,
    async fn() {
      const kv = startKvConnectDouble(mode);
      const double = await startSourceDouble({
        latest: { kr645: latestDrawNumber(drawFacts("kr645"), Date.now()) },
      });
      const app = await startMainProcess({
        KV_PATH: kv.url,
        DENO_KV_ACCESS_TOKEN: kv.token,
        KR645_SOURCE_URL: double.kr645Url,
        NY_OPEN_DATA_URL: double.nyUrl,
        SOURCE_TIMEOUT_MS: String(SOURCE_TIMEOUT_MS),
        RATE_LIMIT_PER_MINUTE: "0",
        REFRESH_SCHEDULE: "off",
      });
      try {
        // The first look-up meets KV failing: it asks the source directly.
        const first = await timedGet(`${app.base}${DRAW}?game=kr645&draw=1000`);
        assertEquals([first.status, first.body.draw, first.body.stale], [200, 1000, false]);
        assertLess(first.ms, BOUND_MS);
        assertEquals(double.callCount(), 1);

        const health = await timedGet(`${app.base}/healthz`);
        assertEquals(
          [health.status, health.body.status, health.body.kv, health.body.kv_store],
          [503, "unavailable", "unreadable", "remote"],
        );
        assertLess(health.ms, HEALTH_BOUND_MS);

        // Many look-ups at once, for draws never asked, and the latest: each from its source in
        // time, each source asked once per draw (single flight holds in the instance).
        const queries = [
          ...Array.from({ length: 60 }, (_, i) => `game=kr645&draw=${900 + (i % 30)}`),
          "game=kr645",
          "game=powerball&draw=2022-11-19",
          "game=powerball&draw=2022-11-19",
        ];
        const answers = await Promise.all(queries.map((q) => timedGet(`${app.base}${DRAW}?${q}`)));
        for (const [i, answer] of answers.entries()) {
          assertEquals(answer.status, 200, queries[i]);
          assertLess(answer.ms, BOUND_MS, queries[i]);
        }
        for (let draw = 900; draw < 930; draw++) {
          assertEquals(
            double.calls.filter((call) => call.params.srchLtEpsd === String(draw)).length,
            1,
            `draw ${draw}`,
          );
        }
        // Asked again: from memory, the source not asked.
        const calls = double.callCount();
        assertEquals((await timedGet(`${app.base}${DRAW}?game=kr645&draw=1000`)).status, 200);
        assertEquals(double.callCount(), calls);

        // KV failing was logged, as KV, once per change of state rather than per request.
        const kvLines = app.output().split("\n").filter((line) => line.includes('"source":"kv"'));
        assert(kvLines.length >= 1, app.output());
        assertLess(kvLines.length, 10, kvLines.join("\n"));

        // The register answers register_unavailable within about 1 s, each of many at once.
        const announced = await Promise.all(Array.from({ length: 20 }, async () => {
          const start = performance.now();
          const response = await fetch(`${app.base}/api/v1/giveaways`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(giveaway()),
          });
          const body = await response.json();
          return { status: response.status, code: body.error?.code, ms: performance.now() - start };
        }));
        for (const answer of announced) {
          assertEquals([answer.status, answer.code], [503, "register_unavailable"]);
          assertLess(answer.ms, REGISTER_BOUND_MS);
        }

        // Once the requests end, KV is called no more: nothing retries in the background.
        await new Promise((resolve) => setTimeout(resolve, 1200));
        const before = kv.dataCalls;
        await new Promise((resolve) => setTimeout(resolve, 2000));
        assertEquals(kv.dataCalls - before, 0, "KV calls went on after the requests ended");
      } finally {
        await app.stop();
        await kv.close();
        await double.close();
      }
    },
  });
}

Deno.test({
  name: "KV failing (hang): /healthz asked first, before any draw, answers 503 within 1 s",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const kv = startKvConnectDouble("hang");
    const app = await startMainProcess({
      KV_PATH: kv.url,
      DENO_KV_ACCESS_TOKEN: kv.token,
      RATE_LIMIT_PER_MINUTE: "0",
      REFRESH_SCHEDULE: "off",
    });
    try {
      for (let i = 0; i < 3; i++) {
        const health = await timedGet(`${app.base}/healthz`);
        assertEquals([health.status, health.body.kv], [503, "unreadable"], `check ${i + 1}`);
        assertLess(health.ms, HEALTH_BOUND_MS);
      }
      // The first check's read was given up on; the later ones did not ask KV again.
      assertEquals(kv.dataCalls, 1);
    } finally {
      await app.stop();
      await kv.close();
    }
  },
});
