/**
 * Shutdown answers everyone (issue 30, defect 6): at SIGTERM, the requests still waiting shortly
 * before the 4 s deadline (here behind a source that does not answer, and behind its cap of calls
 * in flight) get a 503 `shutting_down` with `Retry-After` and `Connection: close`, not silence;
 * then the process ends. main.ts in a subprocess, the real entry point.
 */
import { assert, assertEquals, assertLess } from "@std/assert";
import { drawFacts, latestDrawNumber } from "../../src/games/mod.ts";
import { startMainProcess, waitFor } from "../../testing/process.ts";
import { startSourceDouble } from "../../testing/source_double.ts";

Deno.test({
  name: "shutdown: requests still waiting at the deadline get 503 shutting_down, not silence",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const double = await startSourceDouble({
      latest: { kr645: latestDrawNumber(drawFacts("kr645"), Date.now()) },
    });
    double.setMode("slow", { source: "kr645", delayMs: 60_000 });
    const app = await startMainProcess({
      KR645_SOURCE_URL: double.kr645Url,
      NY_OPEN_DATA_URL: double.nyUrl,
      SOURCE_TIMEOUT_MS: "15000",
      REQUEST_TIMEOUT_MS: "20000",
      SOURCE_CONCURRENCY: "1",
      RATE_LIMIT_PER_MINUTE: "0",
      REFRESH_SCHEDULE: "off",
      KV_PATH: ":memory:",
    });
    try {
      const answers = Array.from({ length: 10 }, async (_, i) => {
        const response = await fetch(`${app.base}/api/v1/lottery/draw?game=kr645&draw=${900 + i}`);
        const body = await response.json();
        return {
          status: response.status,
          code: body.error?.code,
          retryAfter: response.headers.get("retry-after"),
          connection: response.headers.get("connection"),
        };
      });
      // One asks the source, the others wait behind the cap of one call in flight.
      await waitFor(() => double.inFlight("kr645") === 1, "a call to the source");
      await new Promise((resolve) => setTimeout(resolve, 200));
      const start = performance.now();
      app.kill("SIGTERM");
      const answered = await Promise.all(answers);
      assertLess(performance.now() - start, 4000);
      for (const answer of answered) {
        assertEquals(answer, {
          status: 503,
          code: "shutting_down",
          retryAfter: "1",
          connection: "close",
        });
      }
      const status = await app.status;
      assert(status.success, app.output());
    } finally {
      await app.stop();
      await double.close();
    }
  },
});
