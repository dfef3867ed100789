// deno-lint-ignore-file prefer-ascii -- the game's names are written in Korean and Japanese too.
/**
 * Japan's Loto 7: 7 of 1-37.
 *
 * @module
 */
import { defineGame } from "./_game.ts";

/** jp_loto7. */
export const jpLoto7 = defineGame({
  id: "jp_loto7",
  names: { en: "Loto 7 (Japan)", ko: "일본 로또7", ja: "ロト7" },
  pick: { count: 7, min: 1, max: 37, extra_count: 0, extra_max: null },
  extraName: null,
  look: { main: [{ upTo: 37, colour: "#0068b7" }], extra: "#0068b7", extraShape: "ball" },
});
