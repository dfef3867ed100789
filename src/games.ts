/**
 * The number formats of the named lottery games, for picking.
 *
 * @module
 */

/** How one set of lottery numbers is drawn. */
export interface NumberFormat {
  /** How many main numbers a set holds. */
  count: number;
  /** The smallest main number. */
  min: number;
  /** The largest main number. */
  max: number;
  /** How many extra (bonus) numbers a set holds, drawn apart from the main ones. */
  extra_count: number;
  /** The largest extra number (extras start at 1), or null when there are none. */
  extra_max: number | null;
}

/** The named games that pick offers, besides `custom`. */
export const GAME_FORMATS = {
  kr645: { count: 6, min: 1, max: 45, extra_count: 0, extra_max: null },
  powerball: { count: 5, min: 1, max: 69, extra_count: 1, extra_max: 26 },
  megamillions: { count: 5, min: 1, max: 70, extra_count: 1, extra_max: 24 },
  euromillions: { count: 5, min: 1, max: 50, extra_count: 2, extra_max: 12 },
  uk_lotto: { count: 6, min: 1, max: 59, extra_count: 0, extra_max: null },
  jp_loto6: { count: 6, min: 1, max: 43, extra_count: 0, extra_max: null },
  jp_loto7: { count: 7, min: 1, max: 37, extra_count: 0, extra_max: null },
} as const satisfies Record<string, NumberFormat>;

/** A named game. */
export type NamedGame = keyof typeof GAME_FORMATS;

/** The named games, in the order SPEC.md lists them. */
export const NAMED_GAMES = Object.keys(GAME_FORMATS) as NamedGame[];
