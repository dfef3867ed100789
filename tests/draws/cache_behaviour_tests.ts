import { assertEquals } from "@std/assert";
import { startServer } from "../../testing/server.ts";
import { AFTER_1239, startSourceDouble } from "../../testing/source_double.ts";
import { DRAW } from "./_records.ts";

const MINUTE = 60_000;

Deno.test("cache: a second request is served without an upstream call, for every game", async () => {
  const h = await startServer({ double: true });
  try {
    const queries = [
      "game=kr645",
      "game=kr645&draw=1000",
      "game=powerball",
      "game=powerball&draw=2017-11-01",
      "game=megamillions",
      "game=megamillions&draw=2022-11-22",
    ];
    const first = [];
    for (const query of queries) first.push((await h.get(DRAW, query)).body);
    const calls = h.double.callCount();
    assertEquals(calls, 6);
    for (const [i, query] of queries.entries()) {
      assertEquals((await h.get(DRAW, query)).body, first[i]);
    }
    // A past draw never changes: a year later it is still not asked for again.
    h.clock.t += 365 * 24 * 60 * MINUTE;
    assertEquals((await h.get(DRAW, "game=kr645&draw=1000")).body, first[1]);
    assertEquals((await h.get(DRAW, "game=powerball&draw=2017-11-01")).body, first[3]);
    assertEquals(h.double.callCount(), calls);
  } finally {
    await h.close();
  }
});

Deno.test("cache: N concurrent misses make one upstream call", async () => {
  const h = await startServer({ double: true, config: { sourceTimeoutMs: 3000 } });
  try {
    h.double.setMode("slow", { delayMs: 300 });
    const answers = await Promise.all(
      Array.from(
        { length: 25 },
        (_, i) =>
          i % 2 === 0
            ? h.get(DRAW, "game=kr645&draw=777")
            : h.post(DRAW, { game: "kr645", draw: 777 }),
      ),
    );
    assertEquals(answers.map((a) => a.status), Array(25).fill(200));
    assertEquals(new Set(answers.map((a) => JSON.stringify(a.body))).size, 1);
    assertEquals(h.double.callCount(), 1);
    // The same for a latest draw and a date.
    await Promise.all([
      ...Array.from({ length: 10 }, () => h.get(DRAW, "game=megamillions")),
      ...Array.from({ length: 10 }, () => h.get(DRAW, "game=powerball&draw=2021-08-25")),
    ]);
    assertEquals(h.double.callCount(), 3);
  } finally {
    await h.close();
  }
});

Deno.test("cache: the kr645 latest is asked again only once the next draw can be out", async () => {
  const h = await startServer({ double: true });
  try {
    assertEquals((await h.get(DRAW, "game=kr645")).body.draw, 1239);
    assertEquals(h.double.callCount(), 1);
    // Up to 20:59:59 KST on the next Saturday, the cached latest stands.
    h.clock.t = Date.parse("2026-09-05T11:59:59Z");
    assertEquals((await h.get(DRAW, "game=kr645")).body.draw, 1239);
    assertEquals(h.double.callCount(), 1);
    // From 21:00 KST, draw 1240 is due and is asked for.
    h.double.setLatest({ kr645: 1240 });
    h.clock.t = Date.parse("2026-09-05T12:00:00Z");
    const latest = await h.get(DRAW, "game=kr645");
    assertEquals([latest.body.draw, latest.body.date, latest.body.stale], [
      1240,
      "2026-09-05",
      false,
    ]);
    assertEquals(latest.body.fetched_at, "2026-09-05T12:00:00.000Z");
    assertEquals(h.double.calls.map((call) => call.params.srchLtEpsd), ["1239", "1240"]);
    // And it is now a past draw like any other.
    await h.get(DRAW, "game=kr645&draw=1240");
    assertEquals(h.double.callCount(), 2);
  } finally {
    await h.close();
  }
});

Deno.test("cache: a due kr645 draw not published yet leaves the one before as latest, asked again after 5 minutes", async () => {
  const h = await startServer({ double: true, now: Date.parse("2026-09-05T12:00:00Z") });
  try {
    // The schedule says 1240; the source has only 1239 (an empty list for 1240).
    const first = await h.get(DRAW, "game=kr645");
    assertEquals([first.status, first.body.draw, first.body.stale], [200, 1239, false]);
    assertEquals(h.double.calls.map((call) => call.params.srchLtEpsd), ["1240", "1239"]);
    h.clock.t += 5 * MINUTE - 1;
    assertEquals((await h.get(DRAW, "game=kr645")).body.draw, 1239);
    assertEquals(h.double.callCount(), 2);
    // Draw 1240 by number is not in the record yet either.
    const missing = await h.get(DRAW, "game=kr645&draw=1240");
    assertEquals([missing.status, missing.body.error], [400, {
      code: "draw_not_found",
      message: "kr645 draw 1240 is not in the official record yet",
      field: "draw",
    }]);
    h.double.setLatest({ kr645: 1240 });
    h.clock.t += 1;
    const now = await h.get(DRAW, "game=kr645");
    assertEquals(now.body.draw, 1240);
    // 1239 was kept by number: only 1240 was asked for again.
    assertEquals(h.double.calls.map((call) => call.params.srchLtEpsd), [
      "1240",
      "1239",
      "1240",
      "1240",
    ]);
  } finally {
    await h.close();
  }
});

Deno.test("cache: the NY latest is asked again only after the next draw day's 23:00 New York time", async () => {
  const h = await startServer({ double: true, now: Date.parse("2022-11-22T12:00:00Z") });
  try {
    assertEquals((await h.get(DRAW, "game=powerball")).body.draw, "2022-11-21");
    // Wednesday 2022-11-23 23:00 EST is 2022-11-24 04:00 UTC.
    h.clock.t = Date.parse("2022-11-24T03:59:59Z");
    await h.get(DRAW, "game=powerball");
    assertEquals(h.double.callCount(), 1);
    h.clock.t = Date.parse("2022-11-24T04:00:00Z");
    h.double.setLatest({ powerball: "2022-11-23" });
    const next = await h.get(DRAW, "game=powerball");
    assertEquals([next.body.draw, next.body.stale], ["2022-11-23", false]);
    assertEquals(h.double.callCount(), 2);
    // Not published yet at the next due time: asked again after 5 minutes, not before.
    h.clock.t = Date.parse("2022-11-27T04:00:00Z");
    assertEquals((await h.get(DRAW, "game=powerball")).body.draw, "2022-11-23");
    h.clock.t += 5 * MINUTE - 1;
    await h.get(DRAW, "game=powerball");
    assertEquals(h.double.callCount(), 3);
    h.clock.t += 1;
    await h.get(DRAW, "game=powerball");
    assertEquals(h.double.callCount(), 4);
  } finally {
    await h.close();
  }
});

Deno.test("cache: a recent date with no draw yet is asked again after 5 minutes, not on every request", async () => {
  // 2022-11-23 (a Wednesday draw) seen on 2022-11-24 before its row is published.
  const h = await startServer({ double: true, now: Date.parse("2022-11-24T05:00:00Z") });
  try {
    const query = "game=powerball&draw=2022-11-23";
    assertEquals((await h.get(DRAW, query)).body.error, {
      code: "draw_not_found",
      // Drawn on a draw day, but not published yet: not "there was no draw".
      message: "the powerball draw of 2022-11-23 is not in the official record yet",
      field: "draw",
    });
    await h.get(DRAW, query);
    assertEquals(h.double.callCount(), 1);
    h.double.setLatest({ powerball: "2022-11-23" });
    h.clock.t += 5 * MINUTE;
    const found = await h.get(DRAW, query);
    assertEquals([found.status, found.body.draw], [200, "2022-11-23"]);
    assertEquals(h.double.callCount(), 2);
  } finally {
    await h.close();
  }
});

Deno.test("cache: a restart keeps the cache (file-backed KV)", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/draws.sqlite3`;
  const double = await startSourceDouble();
  try {
    const queries = [
      "game=kr645",
      "game=kr645&draw=1",
      "game=powerball",
      "game=megamillions&draw=2002-05-17",
    ];
    const kv1 = await Deno.openKv(path);
    const h1 = await startServer({ double, kv: kv1 });
    const before = [];
    for (const query of queries) before.push((await h1.get(DRAW, query)).body);
    await h1.close();
    kv1.close();
    assertEquals(double.callCount(), 4);

    const kv2 = await Deno.openKv(path);
    const h2 = await startServer({ double, kv: kv2, now: AFTER_1239 + MINUTE });
    try {
      for (const [i, query] of queries.entries()) {
        assertEquals((await h2.get(DRAW, query)).body, before[i], query);
      }
      assertEquals(double.callCount(), 4);
      // Even with the sources down, the kept draws answer, fresh.
      double.setMode("error");
      assertEquals((await h2.get(DRAW, "game=kr645&draw=1")).body.stale, false);
    } finally {
      await h2.close();
      kv2.close();
    }
  } finally {
    await double.close();
    await Deno.remove(dir, { recursive: true });
  }
});
