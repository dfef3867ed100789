/**
 * The sources defended, over a real port in front of the source double:
 *
 * - at most SOURCE_CONCURRENCY (default 4) calls in flight per source per instance, the rest
 *   waiting within their deadline; another client's look-ups succeed while one client floods a
 *   source that refuses more than 20 calls at once;
 * - a kr645 row is kept only when its date is its number's; a row dated 2002-01-01, or one
 *   labelled with the number asked that holds the draw before, is a bad answer, never kept;
 * - (an empty answer for a draw day: tests/draws/source_faults_tests.ts);
 * - a date that is no draw day of its game never reaches the source;
 * - two instances on one KV file that fail together keep both failures.
 */
import { guardedKv } from "../../src/kv/guard.ts";
import { assert, assertEquals, assertLess } from "@std/assert";
import { drawKey } from "../../src/draws/cache.ts";
import { readSourceStates } from "../../src/draws/shared.ts";
import { drawFacts, isDrawDay } from "../../src/games/mod.ts";
import { startServer } from "../../testing/server.ts";
import { startSourceDouble } from "../../testing/source_double.ts";
import { DRAW } from "./_records.ts";

const MINUTE = 60_000;

Deno.test("sources defended: 200 look-ups at once for distinct draws open at most 4 calls to a source", async () => {
  await using server = await startServer({ double: true, config: { sourceTimeoutMs: 10_000 } });
  // Each answer takes a while, so that calls would pile up if nothing held them back.
  server.double.setLimits({ latencyMs: 10 });
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => server.get(DRAW, `game=kr645&draw=${300 + i}`)),
  );
  assertEquals(answers.filter((answer) => answer.status !== 200), []);
  assertEquals(server.double.callCount("kr645"), 200);
  // The cap is reached, and never passed.
  assertEquals(server.double.peakInFlight("kr645"), 4);
});

Deno.test("sources defended: SOURCE_CONCURRENCY sets the cap (1: one call at a time)", async () => {
  await using server = await startServer({
    double: true,
    config: { sourceTimeoutMs: 10_000, sourceConcurrency: 1 },
  });
  server.double.setLimits({ latencyMs: 5 });
  const dates = ["2022-11-19", "2022-11-16", "2022-11-14", "2022-11-12", "2022-11-09"];
  const answers = await Promise.all([
    ...dates.map((date) => server.get(DRAW, `game=powerball&draw=${date}`)),
    ...Array.from({ length: 10 }, (_, i) => server.get(DRAW, `game=kr645&draw=${400 + i}`)),
  ]);
  assertEquals(answers.filter((answer) => answer.status !== 200), []);
  // One per source: the cap is per source, so kr645 and NY run side by side.
  assertEquals([server.double.peakInFlight("ny"), server.double.peakInFlight("kr645")], [1, 1]);
  assertEquals(server.double.peakInFlight(), 1);
});

Deno.test("sources defended: a look-up waiting for a slot gives up within its deadline, and the source is not blamed", async () => {
  await using server = await startServer({
    double: true,
    config: { sourceTimeoutMs: 500, sourceConcurrency: 1 },
  });
  server.double.setMode("slow", { source: "kr645", delayMs: 30_000 });
  const [slow, waiting] = await Promise.all([
    server.get(DRAW, "game=kr645&draw=500"),
    // Asked a moment later: it waits behind the slow one for the only slot.
    new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
      server.get(DRAW, "game=kr645&draw=501")
    ),
  ]);
  assertEquals([slow.status, waiting.status], [503, 503]);
  assertLess(waiting.ms, 500 + 1000);
  // Only the slow call reached the source; only it counts as a failure.
  assertEquals(server.double.callCount("kr645"), 1);
  assertEquals(server.logs.filter((entry) => entry.source === "kr645").length, 1);
});

Deno.test("sources defended: while one client floods a source that refuses over 20 calls at once, another's look-ups succeed", async () => {
  await using server = await startServer({ double: true, config: { sourceTimeoutMs: 5000 } });
  server.double.setLimits({ latencyMs: 20, maxInFlight: 20 });
  // One client: 200 Powerball dates never asked, at once.
  const days = drawDays("powerball", "2016-01-01", 200);
  const flood = Promise.all(days.map((date) => server.get(DRAW, `game=powerball&draw=${date}`)));
  // Another user: 40 look-ups, one after another, while the flood lasts.
  const others = drawDays("megamillions", "2018-01-01", 40);
  const mine = [];
  for (const date of others) mine.push(await server.get(DRAW, `game=megamillions&draw=${date}`));
  assertEquals(mine.filter((answer) => answer.status !== 200).map((a) => a.body), []);
  assertEquals((await flood).filter((answer) => answer.status !== 200), []);
  assertEquals(server.double.refusedOverLimit(), 0);
  assert(server.double.peakInFlight("ny") <= 4);
});

Deno.test("sources defended: a kr645 row dated other than its number's date is a bad answer, never kept", async () => {
  await using server = await startServer({ double: true });
  for (const mode of ["wrong_date", "mislabelled"] as const) {
    const draw = mode === "wrong_date" ? 1000 : 1182;
    server.double.setMode(mode, { source: "kr645" });
    const refused = await server.get(DRAW, `game=kr645&draw=${draw}`);
    assertEquals(refused.status, 503, mode);
    assertEquals((refused.body.error as { code: string }).code, "source_unavailable");
    const logged = server.logs.at(-1)!;
    assertEquals(logged.source, "kr645");
    assert(
      /draw [0-9]+ is dated [0-9-]+, but draw [0-9]+ was drawn on/.test(logged.error),
      logged.error,
    );
    // Nothing was kept: once the source answers well, the right draw is answered.
    server.double.setMode("normal");
    server.clock.t += MINUTE;
    const good = await server.get(DRAW, `game=kr645&draw=${draw}`);
    assertEquals([good.status, good.body.draw], [200, draw]);
    assertEquals(
      good.body.date,
      new Date(Date.UTC(2002, 11, 7) + (draw - 1) * 7 * 86_400_000)
        .toISOString().slice(0, 10),
    );
  }
});

Deno.test("sources defended: NY rows for another date than the one asked are a bad answer, never kept", async () => {
  await using server = await startServer({ double: true });
  server.double.setMode("wrong_date", { source: "ny" });
  const refused = await server.get(DRAW, "game=powerball&draw=2022-11-19");
  assertEquals(refused.status, 503);
  assert(server.logs.at(-1)!.error.includes("rows for other dates than 2022-11-19"));
  server.double.setMode("normal");
  server.clock.t += MINUTE;
  const good = await server.get(DRAW, "game=powerball&draw=2022-11-19");
  assertEquals([good.status, good.body.date], [200, "2022-11-19"]);
});

Deno.test("sources defended: a kr645 answer whose neighbour row is misdated keeps the good row alone", async () => {
  await using server = await startServer({ double: true });
  // Draw 1243's answer holds 1242-1244; with 2002-01-01 on every row, none is kept.
  server.double.setLatest({ kr645: 1244 });
  server.clock.t = Date.parse("2026-10-18T00:00:00Z");
  server.double.setMode("wrong_date", { source: "kr645" });
  assertEquals((await server.get(DRAW, "game=kr645&draw=1243")).status, 503);
  server.double.setMode("normal");
  server.clock.t += MINUTE;
  server.double.calls.length = 0;
  // 1243 is asked for again (it was not kept), and its neighbours come with it.
  assertEquals((await server.get(DRAW, "game=kr645&draw=1243")).status, 200);
  assertEquals((await server.get(DRAW, "game=kr645&draw=1242")).status, 200);
  assertEquals(server.double.callCount(), 1);
});

Deno.test("sources defended: a draw day kept as 'no draw' by an earlier version is asked again", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await kv.set(drawKey("powerball", "2019-06-15"), {
      record: null,
      fetchedAt: Date.parse("2019-07-01T00:00:00Z"),
      checkAfter: null,
    });
    await using server = await startServer({ double: true, kv });
    const answer = await server.get(DRAW, "game=powerball&draw=2019-06-15");
    assertEquals([answer.status, answer.body.date], [200, "2019-06-15"]);
    assertEquals(server.double.callCount(), 1);
  } finally {
    kv.close();
  }
});

Deno.test("sources defended: no date that is not a draw day of its game reaches the source", async () => {
  await using server = await startServer({ double: true });
  const asked: string[] = [];
  for (const game of ["powerball", "megamillions"] as const) {
    const facts = drawFacts(game);
    for (let day = 0; day < 28; day++) {
      const date = new Date(Date.UTC(2026, 6, 1) + day * 86_400_000).toISOString().slice(0, 10);
      if (isDrawDay(facts, date)) continue;
      const answer = await server.get(DRAW, `game=${game}&draw=${date}`);
      assertEquals(answer.status, 400, `${game} ${date}`);
      assertEquals((answer.body.error as { code: string }).code, "draw_not_found");
      asked.push(`${game} ${date}`);
    }
  }
  assert(asked.length > 30);
  assertEquals(server.double.callCount(), 0);
});

Deno.test("sources defended: two instances on one KV file that fail together keep both failures", async () => {
  const dir = await Deno.makeTempDir({ prefix: "fairdraw_backoff_" });
  const path = `${dir}/draws.sqlite`;
  const [kvA, kvB] = [await Deno.openKv(path), await Deno.openKv(path)];
  const double = await startSourceDouble();
  try {
    await using a = await startServer({ double, kv: kvA });
    await using b = await startServer({ double, kv: kvB, now: a.clock.t });
    // Both ask before either has failed: each answer takes 300 ms, then fails.
    double.setMode("error", { source: "kr645", status: 500 });
    double.setLimits({ latencyMs: 300 }, "kr645");
    const [first, second] = await Promise.all([
      a.get(DRAW, "game=kr645&draw=700"),
      b.get(DRAW, "game=kr645&draw=701"),
    ]);
    assertEquals([first.status, second.status], [503, 503]);
    assertEquals(double.callCount("kr645"), 2);
    const [state] = await readSourceStates(guardedKv(kvA), ["kr645"]);
    // Two failures in a row, and the backoff of the second (2 s): neither update was lost.
    assertEquals(state?.failures, 2);
    assertEquals(state!.backoffUntil! - state!.lastFailure!, 2000);
  } finally {
    kvA.close();
    kvB.close();
    await double.close();
    await Deno.remove(dir, { recursive: true });
  }
});

/** The first `count` draw days of a game from a date on. */
function drawDays(game: "powerball" | "megamillions", from: string, count: number): string[] {
  const facts = drawFacts(game);
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); days.length < count; t += 86_400_000) {
    const date = new Date(t).toISOString().slice(0, 10);
    if (isDrawDay(facts, date)) days.push(date);
  }
  return days;
}
