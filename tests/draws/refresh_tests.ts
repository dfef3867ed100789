import { assert, assertEquals } from "@std/assert";
import { createRefresher } from "../../src/draws/refresh.ts";
import { drawFacts, latestDrawDate } from "../../src/games/mod.ts";
import { startMainProcess } from "../../testing/process.ts";
import { startServer } from "../../testing/server.ts";

const MINUTE = 60_000;
/** kr645 draw 1240 is published from 21:00 KST on 2026-09-05, 12:00 UTC. */
const PUBLISHED_1240 = Date.parse("2026-09-05T12:00:00Z");

Deno.test("refresh: the latest draw is asked for once published, again while the source lags, then not until the next", async () => {
  await using server = await startServer({ double: true });
  const { double, clock } = server;
  // The NY games are followed too; the double has their draws as the schedule says.
  const keepNyOut = () =>
    double.setLatest({
      powerball: latestDrawDate(drawFacts("powerball"), clock.t)!,
      megamillions: latestDrawDate(drawFacts("megamillions"), clock.t)!,
    });
  keepNyOut();
  const refresher = createRefresher(server.app.draws);
  const kr645 = async () => {
    double.calls.length = 0;
    const outcomes = await refresher.refreshDue(clock.t);
    return {
      asked: outcomes.filter((outcome) => outcome.game === "kr645"),
      calls: double.callCount("kr645"),
    };
  };

  // First tick: every game is asked for, and 1239 is out.
  const first = await refresher.refreshDue(clock.t);
  assertEquals(first.map((outcome) => [outcome.game, outcome.state]), [
    ["kr645", "out"],
    ["powerball", "out"],
    ["megamillions", "out"],
  ]);

  // Before 1240 is published: kr645 is not asked for, and its source not called.
  clock.t = PUBLISHED_1240 - MINUTE;
  keepNyOut();
  assertEquals(await kr645(), { asked: [], calls: 0 });

  // Published, but the source lags: asked, and lagging.
  clock.t = PUBLISHED_1240 + MINUTE;
  let tick = await kr645();
  assertEquals(tick.asked, [{ game: "kr645", expected: "2026-09-05", state: "lagging" }]);
  assertEquals(tick.calls, 1);
  // Asked for 1240 alone: 1239, the draw before, is kept.
  assertEquals(
    double.calls.filter((call) => call.source === "kr645").map((call) => call.params.srchLtEpsd),
    ["1240"],
  );

  // The next tick asks again; the service calls the source again once its recheck time is up.
  clock.t += MINUTE;
  tick = await kr645();
  assertEquals(tick.asked.map((outcome) => outcome.state), ["lagging"]);
  assertEquals(tick.calls, 0);
  clock.t += 5 * MINUTE;
  tick = await kr645();
  assertEquals(tick.asked.map((outcome) => outcome.state), ["lagging"]);
  assertEquals(tick.calls, 1);

  // The source has it: out, and the user's request is answered from memory.
  double.setLatest({ kr645: 1240 });
  clock.t += 5 * MINUTE;
  tick = await kr645();
  assertEquals(tick.asked.map((outcome) => outcome.state), ["out"]);
  assertEquals(tick.calls, 1);
  const answer = server.app.draws.getDraw("kr645");
  if (answer instanceof Promise) throw new Error("the latest draw is not held in memory");
  assertEquals([answer.record.draw, answer.stale], [1240, false]);

  // Out: not asked for again until the next draw.
  clock.t += 60 * MINUTE;
  assertEquals(await kr645(), { asked: [], calls: 0 });
  clock.t = PUBLISHED_1240 + 7 * 24 * 60 * MINUTE - MINUTE;
  assertEquals(await kr645(), { asked: [], calls: 0 });
  clock.t += 2 * MINUTE;
  assertEquals((await kr645()).asked.map((outcome) => outcome.expected), ["2026-09-12"]);
});

Deno.test("refresh: a failing source is asked for again on later ticks, within the service's backoff", async () => {
  await using server = await startServer({ double: true, now: PUBLISHED_1240 + MINUTE });
  const { double, clock } = server;
  double.setLatest({ kr645: 1240 });
  double.setMode("error", { source: "kr645" });
  const refresher = createRefresher(server.app.draws);
  const state = async () =>
    (await refresher.refreshDue(clock.t)).find((outcome) => outcome.game === "kr645")?.state;
  assertEquals(await state(), "lagging");
  assert(server.logs.some((entry) => entry.source === "kr645" && entry.backoff_ms === 1000));
  double.setMode("normal", { source: "kr645" });
  clock.t += MINUTE;
  assertEquals(await state(), "out");
  clock.t += MINUTE;
  assertEquals(await state(), undefined);
});

Deno.test({
  name: "refresh: main.ts with REFRESH_SCHEDULE=on registers the refresh and serves",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    const main = await startMainProcess({
      KV_PATH: ":memory:",
      REFRESH_SCHEDULE: "on",
      // Nothing may reach the internet, should a tick come: no source answers here.
      KR645_SOURCE_URL: "http://127.0.0.1:9",
      NY_OPEN_DATA_URL: "http://127.0.0.1:9",
    });
    try {
      const response = await fetch(`${main.base}/healthz`);
      assertEquals(response.status, 200);
      await response.body?.cancel();
    } finally {
      await main.stop();
    }
  },
});
