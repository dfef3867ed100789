import { assertEquals } from "@std/assert";
import { isCalendarDate, parseDrawId } from "../../src/draws/draw_id.ts";

Deno.test("parseDrawId: kr645 takes whole numbers from 1, as numbers or plain digit strings", () => {
  assertEquals(parseDrawId("kr645", 1), { ok: true, value: { game: "kr645", number: 1 } });
  assertEquals(parseDrawId("kr645", "1"), { ok: true, value: { game: "kr645", number: 1 } });
  assertEquals(parseDrawId("kr645", "1239"), { ok: true, value: { game: "kr645", number: 1239 } });
  assertEquals(parseDrawId("kr645", Number.MAX_SAFE_INTEGER), {
    ok: true,
    value: { game: "kr645", number: Number.MAX_SAFE_INTEGER },
  });
  for (
    const bad of [
      0,
      -1,
      1.5,
      "0",
      "007",
      "01",
      "-1",
      "+1",
      "1.0",
      "1e3",
      " 1",
      "1 ",
      "",
      "abc",
      "2026-01-01",
      Number.MAX_SAFE_INTEGER + 1,
      "9007199254740993",
      NaN,
      Infinity,
      true,
      null,
      [1],
      { draw: 1 },
    ]
  ) {
    const result = parseDrawId("kr645", bad);
    assertEquals(result.ok, false, JSON.stringify(bad));
    if (!result.ok) {
      assertEquals(result.message.startsWith("draw must be a kr645 draw number"), true);
    }
  }
});

Deno.test("parseDrawId: powerball and megamillions take real calendar dates only", () => {
  assertEquals(parseDrawId("powerball", "2022-11-21"), {
    ok: true,
    value: { game: "powerball", date: "2022-11-21" },
  });
  assertEquals(parseDrawId("megamillions", "2024-02-29"), {
    ok: true,
    value: { game: "megamillions", date: "2024-02-29" },
  });
  assertEquals(parseDrawId("powerball", "2026-02-30"), {
    ok: false,
    message: 'draw must be a real calendar date YYYY-MM-DD for powerball, got "2026-02-30"',
  });
  assertEquals(parseDrawId("megamillions", 1239), {
    ok: false,
    message: "draw must be a date YYYY-MM-DD for megamillions, got 1239",
  });
  for (
    const bad of [
      "2023-02-29",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "2026-04-31",
      "2026-1-01",
      "20260101",
      "2026/01/01",
      "2026-01-01T00:00:00.000",
      "2026-01-01 ",
      "0000-01-01",
      "1239",
      "",
    ]
  ) {
    assertEquals(parseDrawId("powerball", bad).ok, false, bad);
  }
});

Deno.test("isCalendarDate: leap years by the Gregorian rule", () => {
  assertEquals(isCalendarDate("2000-02-29"), true);
  assertEquals(isCalendarDate("1900-02-29"), false);
  assertEquals(isCalendarDate("2024-02-29"), true);
  assertEquals(isCalendarDate("2026-12-31"), true);
  assertEquals(isCalendarDate("2026-11-31"), false);
});
