// deno-lint-ignore-file prefer-ascii -- the game's names are written in Korean and Japanese too.
/**
 * The UK's Lotto: 6 of 1-59.
 *
 * @module
 */
import { defineGame } from "./_game.ts";

/** uk_lotto. */
export const ukLotto = defineGame({
  id: "uk_lotto",
  names: { en: "UK Lotto", ko: "영국 로또", ja: "UKロト" },
  pick: { count: 6, min: 1, max: 59, extra_count: 0, extra_max: null },
  extraName: null,
  look: { main: [{ upTo: 59, colour: "#d4145a" }], extra: "#d4145a", extraShape: "ball" },
});
