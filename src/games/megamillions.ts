// deno-lint-ignore-file prefer-ascii -- the game's names are written in Korean and Japanese too.
/**
 * Mega Millions (USA): 5 of 1-70 and the Mega Ball, 1 of 1-24 since 2025-04-08.
 *
 * @module
 */
import { defineGame } from "./_game.ts";
import { US_TIERS } from "./powerball.ts";

/** megamillions. */
export const megamillions = defineGame({
  id: "megamillions",
  names: { en: "Mega Millions", ko: "메가밀리언스", ja: "メガミリオンズ" },
  pick: { count: 5, min: 1, max: 70, extra_count: 1, extra_max: 24 },
  extraName: { en: "Mega Ball", ko: "메가볼", ja: "メガボール" },
  look: { main: [{ upTo: 70, colour: "#ffffff" }], extra: "#f5c518", extraShape: "ball" },
  draws: {
    id: "date",
    first: { date: "2002-05-17" },
    // The first matrix (5/52 + 1/52) is the game's published history.
    matrices: [
      { from: "2002-05-15", count: 5, max: 52, extraMax: 52 },
      { from: "2005-06-22", count: 5, max: 56, extraMax: 46 },
      { from: "2013-10-22", count: 5, max: 75, extraMax: 15 },
      { from: "2017-10-31", count: 5, max: 70, extraMax: 25 },
      { from: "2025-04-08", count: 5, max: 70, extraMax: 24 },
    ],
    // Drawn at 23:00 ET on Tuesdays and Fridays.
    schedule: {
      zone: "America/New_York",
      zoneName: "ET",
      days: [{ from: "2002-05-17", weekdays: [2, 5] }],
      drawTime: "23:00",
      publishedFrom: "23:00",
    },
    prizeKind: "tier",
    currency: "USD",
    prizes: US_TIERS,
    officialUrl: (draw) =>
      `https://data.ny.gov/resource/5xaw-6ayf.json?draw_date=${draw}T00:00:00.000`,
  },
});
