// deno-lint-ignore-file prefer-ascii -- the game's names are written in Korean and Japanese too.
/**
 * EuroMillions: 5 of 1-50 and 2 Lucky Stars of 1-12.
 *
 * @module
 */
import { defineGame } from "./_game.ts";

/** euromillions. */
export const euromillions = defineGame({
  id: "euromillions",
  names: { en: "EuroMillions", ko: "유로밀리언스", ja: "ユーロミリオンズ" },
  pick: { count: 5, min: 1, max: 50, extra_count: 2, extra_max: 12 },
  extraName: { en: "Lucky Star", ko: "럭키스타", ja: "ラッキースター" },
  look: { main: [{ upTo: 50, colour: "#1d4e9e" }], extra: "#ffd200", extraShape: "star" },
});
