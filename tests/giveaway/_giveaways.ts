/**
 * The giveaways the register's tests announce, written once.
 *
 * @module
 */

/** docs/FAIRNESS.md section 9's giveaway, on kr645 draw 1239 (its ID 28P4-B9HW-072X-65DG-RK64-EW5Q). */
export const CAFE = {
  game: "kr645",
  draw: 1239,
  title: "Caf\u00e9 raffle, August 2026",
  entries: ["Ana", "Bo", "Chen", "Dana", "\u00c9mile", "\ubbfc\uc900"],
  winners: 2,
} as const;

/** A giveaway on kr645 draw 1240, ahead of the test clock (AFTER_1239), with the changes given. */
export function giveaway(changes: Record<string, unknown> = {}) {
  return {
    game: "kr645",
    draw: 1240,
    title: "Autumn raffle",
    entries: ["Ana", "Bo", "Chen", "Dana"],
    winners: 2,
    ...changes,
  };
}
