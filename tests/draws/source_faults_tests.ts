/**
 * Nothing a source says is kept unless it checks out (issue 30, defects 1 and 3), over a real port
 * in front of the source double:
 *
 * - a latest row dated in the future (2099), before the game's record (2001), or older than the
 *   latest already kept is a source fault: 503 or the stale latest, a log line, a backoff, and
 *   nothing kept: once the source heals, the right latest draw is answered at once;
 * - an empty answer for a draw held more than a day ago is a source fault, not `draw_not_found`,
 *   and nothing is kept, but for that draw alone: asking for a date a source lacks, again and
 *   again, leaves every other draw of it answered; a kr645 answer that holds only another draw's row likewise; a draw held
 *   within the last day that the source lacks is `draw_not_found`, asked again after 5 minutes.
 */
import { assert, assertEquals } from "@std/assert";
import { drawKey, latestKey } from "../../src/draws/cache.ts";
import { LACKING_MS } from "../../src/draws/policy.ts";
import { startServer } from "../../testing/server.ts";
import { DRAW } from "./_records.ts";

const MINUTE = 60_000;

function codeOf(body: Record<string, unknown>): string | undefined {
  return (body.error as { code?: string } | undefined)?.code;
}

for (const mode of ["future_latest", "old_latest"] as const) {
  Deno.test(`source faults (${mode}): a wrong-dated latest row is never kept nor answered`, async () => {
    const kv = await Deno.openKv(":memory:");
    try {
      await using server = await startServer({ double: true, kv });
      const { double, clock } = server;
      double.setMode(mode, { source: "ny" });
      const refused = await server.get(DRAW, "game=powerball");
      assertEquals([refused.status, codeOf(refused.body)], [503, "source_unavailable"]);
      const logged = server.logs.at(-1)!;
      assertEquals([logged.level, logged.source], ["warn", "ny"]);
      assert(/the latest powerball row is dated (2099|2001)/.test(logged.error), logged.error);
      assert(logged.backoff_ms !== undefined && logged.backoff_ms > 0);
      // Nothing of it in KV: neither as the latest, nor as a named draw.
      assertEquals((await kv.get(latestKey("powerball"))).value, null);
      for await (const entry of kv.list({ prefix: drawKey("powerball", "").slice(0, 3) })) {
        throw new Error(`kept: ${JSON.stringify(entry.key)}`);
      }
      // check_ticket without a draw does not use it either.
      const check = await server.get(
        "/api/v1/lottery/check",
        "game=powerball&numbers=1,6,40,51,67&extra_number=2",
      );
      assertEquals(check.status, 503);
      // Healed: the right latest draw, at once (no wrong value to wait out).
      double.setMode("normal");
      clock.t += 20_000;
      const good = await server.get(DRAW, "game=powerball");
      assertEquals([good.status, good.body.date, good.body.stale], [200, "2022-11-21", false]);
    } finally {
      kv.close();
    }
  });
}

Deno.test("source faults: a latest row older than the latest kept is a fault; the kept one is answered stale", async () => {
  await using server = await startServer({ double: true });
  const { double, clock } = server;
  const first = await server.get(DRAW, "game=powerball");
  assertEquals([first.status, first.body.date], [200, "2022-11-21"]);
  // Due again, and the source now says an older draw is its latest.
  clock.t += 400 * 24 * 3_600_000;
  double.setLatest({ powerball: "2022-11-19" });
  const older = await server.get(DRAW, "game=powerball");
  assertEquals([older.status, older.body.date, older.body.stale], [200, "2022-11-21", true]);
  assert(server.logs.at(-1)!.error.includes("older than the latest already kept (2022-11-21)"));
});

Deno.test("source faults: an empty answer for a draw held more than a day ago is a source fault, never draw_not_found", async () => {
  await using server = await startServer({ double: true });
  const { double, clock } = server;
  double.setMode("empty");
  for (const query of ["game=powerball&draw=2019-06-15", "game=kr645&draw=1000"]) {
    const answer = await server.get(DRAW, query);
    assertEquals([answer.status, codeOf(answer.body)], [503, "source_unavailable"], query);
    assert(server.logs.at(-1)!.error.includes("an empty answer for"), server.logs.at(-1)!.error);
  }
  // Nothing was kept: healed, the draws are answered.
  double.setMode("normal");
  clock.t += 20_000;
  for (const query of ["game=powerball&draw=2019-06-15", "game=kr645&draw=1000"]) {
    assertEquals((await server.get(DRAW, query)).status, 200, query);
  }
});

Deno.test("source faults: a held draw the source lacks fails alone, never the source for other draws and clients", async () => {
  await using server = await startServer({ double: true });
  // The double's Powerball rows end on 2022-11-21: the draw of 2022-11-23 was held, and the
  // source answers it with no row.
  const lacking = () => server.get(DRAW, "game=powerball&draw=2022-11-23");
  for (let i = 0; i < 3; i++) {
    const answer = await lacking();
    // Each answer, the first (which found the draw missing) too, says when the draw is asked for
    // again, not the source's next second.
    assertEquals([answer.status, codeOf(answer.body), answer.headers.get("retry-after")], [
      503,
      "source_unavailable",
      String(LACKING_MS / 1000),
    ]);
  }
  assert(server.logs.at(-1)!.error.includes("an empty answer for"), server.logs.at(-1)!.error);
  // Asked once: the instance leaves that draw alone for LACKING_MS, then asks again.
  assertEquals(server.double.callCount(), 1);
  server.clock.t += LACKING_MS - 1;
  assertEquals((await lacking()).status, 503);
  assertEquals(server.double.callCount(), 1);
  server.clock.t += 1;
  assertEquals((await lacking()).status, 503);
  assertEquals(server.double.callCount(), 2);
  // Draws of the same source never asked before are asked, and answered.
  for (const query of ["game=megamillions&draw=2025-04-15", "game=powerball&draw=2019-06-15"]) {
    const answer = await server.get(DRAW, query);
    assertEquals([answer.status, answer.body.date], [200, query.slice(-10)], query);
  }
});

Deno.test("source faults: a kr645 answer holding only another draw's row is a source fault", async () => {
  await using server = await startServer({ double: true });
  server.double.setMode("other_draw", { source: "kr645" });
  const answer = await server.get(DRAW, "game=kr645&draw=1000");
  assertEquals([answer.status, codeOf(answer.body)], [503, "source_unavailable"]);
  assert(server.logs.at(-1)!.error.includes("an answer for draw 1000 without its row"));
  server.double.setMode("normal");
  server.clock.t += 20_000;
  const good = await server.get(DRAW, "game=kr645&draw=1000");
  assertEquals([good.status, good.body.draw], [200, 1000]);
});

Deno.test("source faults: a draw held within the last day that the source lacks is draw_not_found, asked again after 5 minutes", async () => {
  await using server = await startServer({ double: true });
  const { double, clock } = server;
  // The clock: 2026-08-30 00:00 UTC; Mega Millions drew on Friday 2026-08-28 at 23:00 ET, 21 h before.
  double.setMode("empty", { source: "ny" });
  const query = "game=megamillions&draw=2026-08-28";
  const missing = await server.get(DRAW, query);
  assertEquals([missing.status, codeOf(missing.body)], [400, "draw_not_found"]);
  assertEquals(double.callCount(), 1);
  clock.t += 4 * MINUTE;
  assertEquals((await server.get(DRAW, query)).status, 400);
  assertEquals(double.callCount(), 1);
  double.setMode("normal");
  double.setLatest({ megamillions: "2026-08-28" });
  clock.t += MINUTE;
  const found = await server.get(DRAW, query);
  assertEquals([found.status, found.body.date], [200, "2026-08-28"]);
});
