import { assert, assertEquals } from "@std/assert";
import type { CacheEntry } from "../../src/draws/cache.ts";
import { DrawNotFoundError } from "../../src/draws/errors.ts";
import {
  afterFailure,
  afterSuccess,
  backoffMs,
  isBackingOff,
  isFresh,
  isFreshFor,
  latestEntry,
  missingEntry,
  notYet,
  pastEntry,
  RECHECK_MAX_MS,
  RECHECK_MS,
  scheduledLatest,
} from "../../src/draws/policy.ts";
import type { DrawRecord } from "../../src/draws/record.ts";
import { UNKNOWN_SOURCE } from "../../src/draws/shared.ts";
import { KR645_DRAW_1239 } from "./_records.ts";

const AFTER_1239 = Date.parse("2026-08-30T00:00:00Z");
const HOUR = 3_600_000;
const RECORD = KR645_DRAW_1239 as DrawRecord;

Deno.test("policy: a complete past draw stands for good; one lacking a figure is checked after 6 h", () => {
  assertEquals(pastEntry(RECORD, 1000), { record: RECORD, fetchedAt: 1000, checkAfter: null });
  const incomplete = {
    ...RECORD,
    prizes: [{ rank: 1, winners: null, prize_per_winner: 1 }],
  } as DrawRecord;
  assertEquals(pastEntry(incomplete, 1000).checkAfter, 1000 + 6 * HOUR);
  const entry = pastEntry(RECORD, 0);
  assert(isFresh(entry, Number.MAX_SAFE_INTEGER));
});

Deno.test("policy: an old draw the source lacks is asked again after 5 min, doubling, up to a day", () => {
  const old = { game: "powerball", date: "2019-06-15" } as const;
  let entry: CacheEntry | undefined;
  const waits: number[] = [];
  for (let i = 0; i < 12; i++) {
    entry = missingEntry(old, AFTER_1239, entry);
    waits.push(entry.checkAfter! - AFTER_1239);
  }
  assertEquals(waits.slice(0, 4), [RECHECK_MS, 2 * RECHECK_MS, 4 * RECHECK_MS, 8 * RECHECK_MS]);
  assertEquals(waits.at(-1), RECHECK_MAX_MS);
  assertEquals(entry!.misses, 12);
  // A draw kept before, then lacking, starts again from 5 min.
  assertEquals(missingEntry(old, 0, pastEntry(RECORD, 0)).checkAfter, RECHECK_MS);
  // Fresh until its time, not at it.
  const first = missingEntry(old, 0, undefined);
  assertEquals([isFresh(first, RECHECK_MS - 1), isFresh(first, RECHECK_MS)], [true, false]);
});

Deno.test("policy: a draw of the last 3 days that the source lacks is asked again every 5 min", () => {
  // Draw 1239 (2026-08-29) and the Mega Millions draw of 2026-08-28, seen on 2026-08-30.
  for (
    const id of [{ game: "kr645", number: 1239 }, {
      game: "megamillions",
      date: "2026-08-28",
    }] as const
  ) {
    let entry: CacheEntry | undefined;
    for (let i = 0; i < 5; i++) {
      entry = missingEntry(id, AFTER_1239, entry);
      assertEquals(entry.checkAfter, AFTER_1239 + RECHECK_MS, `${id.game} miss ${i + 1}`);
    }
  }
  // Three days and a moment after its date: old, so the waits grow.
  const later = Date.parse("2026-09-01T00:00:01Z");
  const once = missingEntry({ game: "megamillions", date: "2026-08-28" }, later, undefined);
  const twice = missingEntry({ game: "megamillions", date: "2026-08-28" }, later, once);
  assertEquals(twice.checkAfter, later + 2 * RECHECK_MS);
});

Deno.test("policy: a 'no draw' kept for good on a draw day is not fresh; on another day it is", () => {
  const forGood: CacheEntry = { record: null, fetchedAt: 0, checkAfter: null };
  assertEquals(isFreshFor({ game: "powerball", date: "2019-06-15" }, forGood, 1), false);
  assertEquals(isFreshFor({ game: "powerball", date: "2019-06-14" }, forGood, 1), true);
  assertEquals(isFreshFor({ game: "kr645", number: 5 }, forGood, 1), true);
});

Deno.test("policy: the latest draw is checked once the next could be out, or in 5 min when that passed", () => {
  // 1239 (2026-08-29); draw 1240 is published 2026-09-05 after 20:00 KST.
  const early = latestEntry(RECORD, AFTER_1239, AFTER_1239);
  assertEquals(new Date(early.checkAfter!).toISOString().slice(0, 10), "2026-09-05");
  const late = Date.parse("2026-09-10T00:00:00Z");
  assertEquals(latestEntry(RECORD, late, late).checkAfter, late + RECHECK_MS);
});

Deno.test("policy: backoff doubles from 1 s to 15 s; success clears it and keeps the last failure", () => {
  assertEquals([1, 2, 3, 4, 5, 6, 50].map(backoffMs), [
    1000,
    2000,
    4000,
    8000,
    15000,
    15000,
    15000,
  ]);
  const once = afterFailure(UNKNOWN_SOURCE, 100);
  assertEquals(once, { failures: 1, backoffUntil: 1100, lastSuccess: null, lastFailure: 100 });
  const twice = afterFailure(once, 200);
  assertEquals([twice.failures, twice.backoffUntil], [2, 2200]);
  assertEquals([isBackingOff(twice, 2199), isBackingOff(twice, 2200)], [true, false]);
  assertEquals(afterSuccess(twice, 300), {
    failures: 0,
    backoffUntil: null,
    lastSuccess: 300,
    lastFailure: 200,
  });
});

Deno.test("policy: what the schedule rules out is refused without asking, with its due time when it will come", () => {
  const message = (error: DrawNotFoundError | undefined) => error?.message;
  assertEquals(notYet({ game: "kr645", number: 1239 }, AFTER_1239), undefined);
  const ahead = notYet({ game: "kr645", number: 1240 }, AFTER_1239);
  assertEquals(ahead?.due, { draw: 1240, date: "2026-09-05", time: "20:35", zoneName: "KST" });
  assertEquals(notYet({ game: "powerball", date: "2022-11-21" }, AFTER_1239), undefined);
  assertEquals(
    message(notYet({ game: "powerball", date: "2022-11-22" }, AFTER_1239)),
    "there was no powerball draw on 2022-11-22: powerball draws on Mondays, Wednesdays and Saturdays",
  );
  assertEquals(
    message(notYet({ game: "megamillions", date: "2026-08-31" }, AFTER_1239)),
    "there is no megamillions draw on 2026-08-31: megamillions draws on Tuesdays and Fridays",
  );
  assertEquals(
    message(notYet({ game: "powerball", date: "2010-02-02" }, AFTER_1239)),
    "there is no powerball draw on 2010-02-02: the record starts on 2010-02-03",
  );
  // A draw day: not before its publication time.
  const monday = notYet({ game: "powerball", date: "2026-08-31" }, AFTER_1239);
  assertEquals(monday?.due?.date, "2026-08-31");
});

Deno.test("policy: the latest draw by the schedule", () => {
  assertEquals(scheduledLatest("kr645", AFTER_1239), { game: "kr645", number: 1239 });
  assertEquals(scheduledLatest("megamillions", AFTER_1239)?.date, "2026-08-28");
  assertEquals(scheduledLatest("kr645", Date.parse("2002-01-01T00:00:00Z")), undefined);
});
