// deno-lint-ignore-file prefer-ascii -- the game's names are written in Korean and Japanese too.
/**
 * Powerball (USA): 5 of 1-69 and the Powerball, 1 of 1-26.
 *
 * @module
 */
import { defineGame, type PrizeLevel } from "./_game.ts";

/** The tiers of Powerball and Mega Millions, best first: main numbers matched + extra matched. */
export const US_TIERS: readonly PrizeLevel[] = [
  [5, true],
  [5, false],
  [4, true],
  [4, false],
  [3, true],
  [3, false],
  [2, true],
  [1, true],
  [0, true],
].map(([main, extra]) => ({ name: `${main}+${extra ? 1 : 0}`, main: +main!, extra: !!extra }));

/** powerball. */
export const powerball = defineGame({
  id: "powerball",
  names: { en: "Powerball", ko: "파워볼", ja: "パワーボール" },
  pick: { count: 5, min: 1, max: 69, extra_count: 1, extra_max: 26 },
  extraName: { en: "Powerball", ko: "파워볼", ja: "パワーボール" },
  look: { main: [{ upTo: 69, colour: "#ffffff" }], extra: "#e4002b", extraShape: "ball" },
  draws: {
    id: "date",
    first: { date: "2010-02-03" },
    // The matrices before 2015 are the game's published history; the dataset reaches back that far.
    matrices: [
      { from: "2009-01-07", count: 5, max: 59, extraMax: 39 },
      { from: "2012-01-15", count: 5, max: 59, extraMax: 35 },
      { from: "2015-10-07", count: 5, max: 69, extraMax: 26 },
    ],
    // Drawn at 22:59 ET on Wednesdays and Saturdays, and on Mondays too since 2021-08-23.
    schedule: {
      zone: "America/New_York",
      zoneName: "ET",
      days: [
        { from: "2010-02-03", weekdays: [3, 6] },
        { from: "2021-08-23", weekdays: [1, 3, 6] },
      ],
      drawTime: "22:59",
      publishedFrom: "23:00",
    },
    prizeKind: "tier",
    currency: "USD",
    prizes: US_TIERS,
    officialUrl: (draw) =>
      `https://data.ny.gov/resource/d6yy-54nr.json?draw_date=${draw}T00:00:00.000`,
  },
});
