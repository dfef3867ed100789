import { assert, assertEquals, assertLess } from "@std/assert";
import type { SourceMode } from "../../testing/source_double.ts";
import { freePort } from "../../testing/process.ts";
import { startServer } from "../../testing/server.ts";
import { CHECK, DRAW } from "./_records.ts";

const TIMEOUT_MS = 500;
/** API.md "Time": a draw the cache cannot serve answers within SOURCE_TIMEOUT_MS plus one second. */
const BOUND_MS = TIMEOUT_MS + 1000;
/** Past any backoff. */
const LATER_MS = 20_000;

const FAILURES: [string, SourceMode, number?][] = [
  ["timeout", "slow"],
  ["500", "error", 500],
  ["502", "error", 502],
  ["503", "error", 503],
  ["429", "rate_limited"],
  ["403", "forbidden"],
  ["maintenance HTML", "html"],
  ["redirect", "redirect"],
  ["broken JSON", "broken_json"],
  ["wrong shape", "wrong_shape"],
  ["numbers out of range", "out_of_range"],
  ["non-JSON content type", "wrong_type"],
  ["connection reset", "reset"],
  ["slow body", "slow_body"],
  ["truncated body", "truncated"],
];

for (const [label, mode, status] of FAILURES) {
  Deno.test(`outage (${label}): the last good value answers stale; with none, a quick 503; nothing bad is kept`, async () => {
    const h = await startServer({ double: true, config: { sourceTimeoutMs: TIMEOUT_MS } });
    try {
      const primed = {
        kr645: (await h.get(DRAW, "game=kr645")).body,
        powerball: (await h.get(DRAW, "game=powerball")).body,
      };
      // Draw 1240 is out and the Powerball latest is due for a check: both sources are asked,
      // and both fail.
      h.clock.t = Date.parse("2026-09-05T12:00:00Z");
      h.double.setLatest({ kr645: 1240 });
      h.double.setMode(mode, { status, delayMs: 30_000 });
      const asked = h.double.callCount();
      for (const game of ["kr645", "powerball"] as const) {
        const answer = await h.get(DRAW, `game=${game}`);
        assertEquals([answer.status, answer.body], [200, { ...primed[game], stale: true }]);
        assertLess(answer.ms, BOUND_MS);
      }
      assertEquals(h.double.callCount() > asked, true);
      // Each source's failure is logged once: its name, what went wrong, and the first backoff.
      assertEquals(
        h.logs.map(({ level, source, backoff_ms }) => [level, source, backoff_ms]),
        [["warn", "kr645", 1000], ["warn", "ny", 1000]],
      );
      assert(h.logs.every((entry) => entry.error.length > 0));
      // A check against the latest says it is stale too.
      const checked = await h.get(CHECK, "game=kr645&numbers=11,13,22,32,33,8");
      assertEquals([checked.status, checked.body.rank, checked.body.stale], [200, 2, true]);

      // Nothing cached for these: 503 source_unavailable, quickly, each after asking the source.
      for (const query of ["game=kr645&draw=1000", "game=powerball&draw=2017-11-01"]) {
        h.clock.t += LATER_MS;
        const before = h.double.callCount();
        const answer = await h.get(DRAW, query);
        assertEquals(answer.status, 503, query);
        const error = answer.body.error as Record<string, unknown>;
        assertEquals([error.code, error.field], ["source_unavailable", null]);
        assert(/^[0-9]+$/.test(answer.headers.get("retry-after") ?? ""));
        assertLess(answer.ms, BOUND_MS);
        assertEquals(h.double.callCount() > before, true, query);
      }
      const check = await h.post(CHECK, {
        game: "powerball",
        numbers: [1, 2, 3, 4, 5],
        draw: "2017-11-04",
      });
      assertEquals([check.status, (check.body.error as { code: string }).code], [
        503,
        "source_unavailable",
      ]);

      // Recovered: the right values, so no bad value was kept.
      h.double.setMode("normal");
      h.clock.t += LATER_MS;
      const latest = await h.get(DRAW, "game=kr645");
      assertEquals([latest.body.draw, latest.body.stale], [1240, false]);
      const old = await h.get(DRAW, "game=kr645&draw=1239");
      assertEquals([old.body.numbers, old.body.stale], [[11, 13, 22, 32, 33, 36], false]);
      const pb = await h.get(DRAW, "game=powerball&draw=2017-11-01");
      assertEquals([pb.status, pb.body.numbers, pb.body.extra_number], [
        200,
        [3, 6, 19, 26, 44],
        1,
      ]);
    } finally {
      await h.close();
    }
  });
}

Deno.test("outage: a source that refuses connections is a quick 503", async () => {
  const closed = `http://127.0.0.1:${freePort()}`;
  const h = await startServer({
    config: { kr645SourceUrl: closed, nyOpenDataUrl: closed, sourceTimeoutMs: TIMEOUT_MS },
  });
  try {
    for (const query of ["game=kr645", "game=megamillions", "game=powerball&draw=2022-11-21"]) {
      const answer = await h.get(DRAW, query);
      assertEquals(answer.status, 503);
      assertLess(answer.ms, BOUND_MS);
    }
    // Everything else still works.
    assertEquals((await h.get("/api/v1/random/coin")).status, 200);
  } finally {
    await h.close();
  }
});

Deno.test("outage: a failing source is left alone for a short, growing while, capped for recovery", async () => {
  const h = await startServer({ double: true, config: { sourceTimeoutMs: TIMEOUT_MS } });
  try {
    h.double.setMode("error", { source: "kr645" });
    const query = "game=kr645&draw=1000";
    const expectCalls = async (calls: number, status = 503) => {
      const answer = await h.get(DRAW, query);
      assertEquals(
        [answer.status, h.double.callCount("kr645")],
        [status, calls],
        `at +${h.clock.t}`,
      );
      return answer;
    };
    const start = h.clock.t;
    await expectCalls(1);
    // Within the first second: not asked again, and told when to come back.
    h.clock.t = start + 999;
    assertEquals((await expectCalls(1)).headers.get("retry-after"), "1");
    h.clock.t = start + 1000;
    await expectCalls(2);
    h.clock.t = start + 1000 + 1999;
    await expectCalls(2);
    h.clock.t = start + 1000 + 2000;
    await expectCalls(3);
    h.clock.t += 3999;
    await expectCalls(3);
    h.clock.t += 1;
    await expectCalls(4);
    // 8 s, then capped at 15 s however long it fails.
    h.clock.t += 8000;
    await expectCalls(5);
    for (let calls = 6; calls <= 9; calls++) {
      h.clock.t += 14_999;
      await expectCalls(calls - 1);
      h.clock.t += 1;
      await expectCalls(calls);
    }
    // The other source is not held back by this one.
    assertEquals((await h.get(DRAW, "game=powerball")).status, 200);
    // Recovery: within the cap, fresh requests succeed.
    h.double.setMode("normal", { source: "kr645" });
    h.clock.t += 15_000;
    await expectCalls(10, 200);
    // And the count starts over: one failure means one second.
    h.double.setMode("error", { source: "kr645" });
    h.clock.t += 1;
    assertEquals((await h.get(DRAW, "game=kr645&draw=1001")).status, 503);
    h.clock.t += 1000;
    assertEquals((await h.get(DRAW, "game=kr645&draw=1001")).status, 503);
    assertEquals(h.double.callCount("kr645"), 12);
  } finally {
    await h.close();
  }
});

Deno.test("outage: a dropped connection or a 5xx is tried once more within the time; a 429 never", async () => {
  const h = await startServer({ double: true, config: { sourceTimeoutMs: 3000 } });
  try {
    h.double.setMode("reset", { source: "kr645" });
    assertEquals((await h.get(DRAW, "game=kr645&draw=5")).status, 503);
    assertEquals(h.double.callCount("kr645"), 2);
    h.double.setMode("error", { source: "ny", status: 502 });
    assertEquals((await h.get(DRAW, "game=powerball&draw=2022-11-21")).status, 503);
    assertEquals(h.double.callCount("ny"), 2);
    h.clock.t += LATER_MS;
    h.double.setMode("rate_limited");
    assertEquals((await h.get(DRAW, "game=kr645&draw=5")).status, 503);
    assertEquals(h.double.callCount("kr645"), 3);
  } finally {
    await h.close();
  }
});

Deno.test("outage: a slow source is waited for up to SOURCE_TIMEOUT_MS, no longer", async () => {
  const h = await startServer({ double: true, config: { sourceTimeoutMs: 1500 } });
  try {
    h.double.setMode("slow", { delayMs: 30_000 });
    const answers = await Promise.all([
      h.get(DRAW, "game=kr645"),
      h.get(DRAW, "game=kr645"),
      h.get(DRAW, "game=megamillions&draw=2022-11-22"),
    ]);
    for (const answer of answers) {
      assertEquals(answer.status, 503);
      assert(answer.ms >= 1400 && answer.ms < 2500, `${answer.ms} ms`);
    }
    // And an answer just inside the time is taken.
    h.double.setMode("slow", { delayMs: 800 });
    h.clock.t += LATER_MS;
    const late = await h.get(DRAW, "game=kr645");
    assertEquals([late.status, late.body.draw], [200, 1239]);
  } finally {
    await h.close();
  }
});
