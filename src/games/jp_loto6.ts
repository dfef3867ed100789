// deno-lint-ignore-file prefer-ascii -- the game's names are written in Korean and Japanese too.
/**
 * Japan's Loto 6: 6 of 1-43.
 *
 * @module
 */
import { defineGame } from "./_game.ts";

/** jp_loto6. */
export const jpLoto6 = defineGame({
  id: "jp_loto6",
  names: { en: "Loto 6 (Japan)", ko: "일본 로또6", ja: "ロト6" },
  pick: { count: 6, min: 1, max: 43, extra_count: 0, extra_max: null },
  extraName: null,
  look: { main: [{ upTo: 43, colour: "#e60012" }], extra: "#e60012", extraShape: "ball" },
});
