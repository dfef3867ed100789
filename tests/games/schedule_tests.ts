import { assertEquals } from "@std/assert";
import {
  drawDateOf,
  drawFacts,
  type DrawGame,
  drawNumberOn,
  isDrawDay,
  latestDrawDate,
  latestDrawNumber,
  nextDrawDate,
  previousDrawDate,
  publishedAt,
  zonedDate,
  zonedInstant,
} from "../../src/games/mod.ts";
import { zoneOffset } from "../../src/games/schedule.js";

const KR645 = drawFacts("kr645");
const kr645LatestNumber = (now: number) => latestDrawNumber(KR645, now);
const kr645PublishedAt = (draw: number) => publishedAt(KR645, drawDateOf(KR645, draw));
const newYorkTime = (date: string, hour: number) =>
  zonedInstant("America/New_York", date, `${hour}:00`);
const nyNextPublishAt = (game: DrawGame, date: string) =>
  publishedAt(drawFacts(game), nextDrawDate(drawFacts(game), date));
const utcDate = (now: number) => zonedDate("UTC", now);

const at = (iso: string) => Date.parse(iso);

Deno.test("kr645LatestNumber: draw 1 from 2002-12-07 21:00 KST, none before", () => {
  assertEquals(kr645LatestNumber(at("2002-12-07T11:59:59.999Z")), 0);
  assertEquals(kr645LatestNumber(at("2002-12-07T12:00:00Z")), 1);
  assertEquals(kr645LatestNumber(at("2002-12-14T11:59:59Z")), 1);
  assertEquals(kr645LatestNumber(at("2002-12-14T12:00:00Z")), 2);
});

Deno.test("kr645LatestNumber: the 21:00 KST boundary on a Saturday (draw 1246, 2026-10-17)", () => {
  // 20:59:59 KST is 11:59:59 UTC: 1246 is drawn (at about 20:35) but does not count yet.
  assertEquals(kr645LatestNumber(at("2026-10-17T11:59:59Z")), 1245);
  assertEquals(kr645LatestNumber(at("2026-10-17T12:00:00Z")), 1246);
  // Saturday 08:00 KST is still Friday 23:00 UTC: the week's draw is a day away.
  assertEquals(kr645LatestNumber(at("2026-10-16T23:00:00Z")), 1245);
  assertEquals(kr645LatestNumber(at("2026-10-24T11:59:59Z")), 1246);
});

Deno.test("kr645LatestNumber: the recorded draws fall on their dates", () => {
  assertEquals(kr645LatestNumber(at("2026-08-29T12:00:00Z")), 1239); // ltRflYmd 20260829
  assertEquals(kr645LatestNumber(at("2026-09-26T12:00:00Z")), 1243); // ltRflYmd 20260926
  assertEquals(kr645LatestNumber(at("2026-10-03T12:00:00Z")), 1244); // ltRflYmd 20261003
});

Deno.test("kr645PublishedAt: the Saturday of the draw at 21:00 KST", () => {
  assertEquals(kr645PublishedAt(1), at("2002-12-07T12:00:00Z"));
  assertEquals(kr645PublishedAt(1240), at("2026-09-05T12:00:00Z"));
  assertEquals(kr645LatestNumber(kr645PublishedAt(1240)), 1240);
  assertEquals(kr645LatestNumber(kr645PublishedAt(1240) - 1), 1239);
});

Deno.test("zonedInstant: New York, daylight saving included", () => {
  assertEquals(newYorkTime("2026-07-24", 23), at("2026-07-25T03:00:00Z"));
  assertEquals(newYorkTime("2026-01-09", 23), at("2026-01-10T04:00:00Z"));
  assertEquals(newYorkTime("2026-03-08", 23), at("2026-03-09T03:00:00Z")); // EDT from 02:00
  assertEquals(newYorkTime("2026-11-01", 23), at("2026-11-02T04:00:00Z")); // EST from 02:00
});

Deno.test("nyNextPublishAt: the next draw day at 23:00 New York time", () => {
  // Powerball Monday 2022-11-21 -> Wednesday 23:00 EST.
  assertEquals(nyNextPublishAt("powerball", "2022-11-21"), at("2022-11-24T04:00:00Z"));
  // Saturday 2021-08-21 -> the first Monday draw, 2021-08-23, 23:00 EDT.
  assertEquals(nyNextPublishAt("powerball", "2021-08-21"), at("2021-08-24T03:00:00Z"));
  // Before Mondays: Saturday 2017-11-04 -> Wednesday 2017-11-08 (EST since 2017-11-05).
  assertEquals(nyNextPublishAt("powerball", "2017-11-04"), at("2017-11-09T04:00:00Z"));
  // Mega Millions Friday 2026-07-24 -> Tuesday 2026-07-28, 23:00 EDT.
  assertEquals(nyNextPublishAt("megamillions", "2026-07-24"), at("2026-07-29T03:00:00Z"));
  // Tuesday -> Friday.
  assertEquals(nyNextPublishAt("megamillions", "2022-11-22"), at("2022-11-26T04:00:00Z"));
});

Deno.test("zonedDate: UTC, the UTC date of a time", () => {
  assertEquals(utcDate(at("2026-08-29T23:59:59Z")), "2026-08-29");
  assertEquals(utcDate(at("2026-08-30T00:00:00Z")), "2026-08-30");
});

Deno.test("drawDateOf and drawNumberOn: kr645 numbers and Saturdays agree", () => {
  assertEquals(drawDateOf(KR645, 1), "2002-12-07");
  assertEquals(drawDateOf(KR645, 1239), "2026-08-29");
  assertEquals(drawDateOf(KR645, 1251), "2026-11-21");
  assertEquals(drawNumberOn(KR645, "2026-08-29"), 1239);
  assertEquals(drawNumberOn(KR645, "2002-12-07"), 1);
  for (const n of [1, 2, 52, 53, 1000, 1246]) {
    assertEquals(drawNumberOn(KR645, drawDateOf(KR645, n)), n);
  }
});

Deno.test("nextDrawDate: across a year's end and the start of Monday Powerball draws", () => {
  const kr645 = KR645;
  const powerball = drawFacts("powerball");
  const megamillions = drawFacts("megamillions");
  assertEquals(nextDrawDate(kr645, "2026-12-26"), "2027-01-02");
  assertEquals(nextDrawDate(powerball, "2026-12-30"), "2027-01-02"); // Wed -> Sat
  assertEquals(nextDrawDate(megamillions, "2026-12-29"), "2027-01-01"); // Tue -> Fri
  assertEquals(nextDrawDate(megamillions, "2027-01-01"), "2027-01-05"); // Fri -> Tue
  assertEquals(nextDrawDate(powerball, "2021-08-18"), "2021-08-21"); // Wed -> Sat
  assertEquals(nextDrawDate(powerball, "2021-08-21"), "2021-08-23"); // Sat -> the first Monday
  assertEquals(nextDrawDate(powerball, "2021-08-14"), "2021-08-18"); // Sat -> Wed, before Mondays
  assertEquals(isDrawDay(powerball, "2021-08-16"), false);
  assertEquals(isDrawDay(powerball, "2021-08-23"), true);
});

Deno.test("previousDrawDate: the page's previous draw, across a year's start and Monday draws", () => {
  const powerball = drawFacts("powerball");
  const megamillions = drawFacts("megamillions");
  assertEquals(previousDrawDate(KR645, "2027-01-02"), "2026-12-26");
  assertEquals(previousDrawDate(megamillions, "2027-01-05"), "2027-01-01"); // Tue -> Fri
  assertEquals(previousDrawDate(powerball, "2021-08-25"), "2021-08-23"); // Wed -> Monday
  assertEquals(previousDrawDate(powerball, "2021-08-21"), "2021-08-18"); // Sat -> Wed
  assertEquals(previousDrawDate(powerball, "2010-02-03"), undefined, "the first on record");
  assertEquals(previousDrawDate(KR645, "2002-12-07"), undefined);
  // Each is the draw whose next is the date given.
  for (const date of ["2026-12-26", "2021-08-23", "2021-08-18"]) {
    assertEquals(previousDrawDate(powerball, nextDrawDate(powerball, date)), date);
  }
});

Deno.test("latestDrawDate: the publication time in the draw's zone decides", () => {
  const powerball = drawFacts("powerball");
  // Monday 2022-11-21, published from 23:00 EST (04:00 UTC on the 22nd).
  assertEquals(latestDrawDate(powerball, at("2022-11-22T03:59:59Z")), "2022-11-19");
  assertEquals(latestDrawDate(powerball, at("2022-11-22T04:00:00Z")), "2022-11-21");
  assertEquals(latestDrawDate(KR645, at("2002-12-07T11:59:59Z")), undefined);
});

Deno.test("zoneOffset: each game's zone, hour by hour over a year, as Intl tells it", () => {
  // Where the runtime has Temporal the schedule reads zones through it (the page's speed); Intl
  // is the witness here, read as the schedule reads it where Temporal is missing.
  const zones = ["Asia/Seoul", "America/New_York", "Asia/Tokyo", "Europe/London", "Europe/Paris"];
  for (const zone of zones) {
    const format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    const start = Date.parse("2025-12-31T00:00:00Z");
    for (let instant = start; instant < start + 366 * 86_400_000; instant += 3_600_000) {
      const name = format.formatToParts(instant).find((part) => part.type === "timeZoneName")!;
      const [, sign, hours, minutes] = /^GMT(?:([+-])(\d\d):(\d\d))?$/.exec(name.value)!;
      const offset = (Number(hours ?? 0) * 60 + Number(minutes ?? 0)) * 60_000;
      assertEquals(
        zoneOffset(zone, instant),
        sign === "-" ? -offset : offset,
        `${zone} ${instant}`,
      );
    }
  }
});
