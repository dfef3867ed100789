// deno-lint-ignore-file prefer-ascii -- the game's names are written in Korean and Japanese too.
/**
 * South Korea's Lotto 6/45 (dhlottery): 6 of 1-45, and a bonus number drawn from the same balls.
 *
 * @module
 */
import { defineGame } from "./_game.ts";

/** kr645. */
export const kr645 = defineGame({
  id: "kr645",
  names: { en: "Lotto 6/45 (Korea)", ko: "로또 6/45", ja: "ロト6/45（韓国）" },
  pick: { count: 6, min: 1, max: 45, extra_count: 0, extra_max: null },
  extraName: { en: "bonus", ko: "보너스번호", ja: "ボーナス数字" },
  // The official colours by range: 1-10 yellow, 11-20 blue, 21-30 red, 31-40 grey, 41-45 green.
  look: {
    main: [
      { upTo: 10, colour: "#fbc400" },
      { upTo: 20, colour: "#69c8f2" },
      { upTo: 30, colour: "#ff7272" },
      { upTo: 40, colour: "#aaaaaa" },
      { upTo: 45, colour: "#b0d840" },
    ],
    extra: "#e0e0e0",
    extraShape: "ball",
  },
  draws: {
    id: "number",
    first: { date: "2002-12-07", number: 1 },
    // The bonus is drawn from the same 45 balls.
    matrices: [{ from: "2002-12-07", count: 6, max: 45, extraMax: 45 }],
    // Drawn at about 20:35 KST every Saturday; read as published from 21:00 KST.
    schedule: {
      zone: "Asia/Seoul",
      zoneName: "KST",
      days: [{ from: "2002-12-07", weekdays: [6] }],
      drawTime: "20:35",
      publishedFrom: "21:00",
    },
    prizeKind: "rank",
    currency: "KRW",
    // 1st = 6 numbers; 2nd = 5 + the bonus; 3rd = 5; 4th = 4; 5th = 3.
    prizes: [
      { name: 1, main: 6, extra: false },
      { name: 2, main: 5, extra: true },
      { name: 3, main: 5, extra: false },
      { name: 4, main: 4, extra: false },
      { name: 5, main: 3, extra: false },
    ],
    officialUrl: (draw) =>
      `https://www.dhlottery.co.kr/lt645/selectPstLt645Info.do?srchLtEpsd=${draw}`,
  },
});
