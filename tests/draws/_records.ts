/**
 * The recorded kr645 draws as fairdraw reads them, from tests/fixtures/kr645/: what the parser
 * must make of the fixtures, and what get_draw must answer for them.
 *
 * @module
 */

/** Draw 1 (draw_1.json): its own 4th and 5th prizes, and a 1st prize of 0 with no winner. */
export const KR645_DRAW_1 = {
  game: "kr645",
  draw: 1,
  date: "2002-12-07",
  numbers: [10, 23, 29, 33, 37, 40],
  bonus_number: 16,
  prizes: [
    { rank: 1, winners: 0, prize_per_winner: 0 },
    { rank: 2, winners: 1, prize_per_winner: 143934100 },
    { rank: 3, winners: 28, prize_per_winner: 5140500 },
    { rank: 4, winners: 2537, prize_per_winner: 113400 },
    { rank: 5, winners: 40155, prize_per_winner: 10000 },
  ],
};

/** Draw 1239 (draw_1239.json). */
export const KR645_DRAW_1239 = {
  game: "kr645",
  draw: 1239,
  date: "2026-08-29",
  numbers: [11, 13, 22, 32, 33, 36],
  bonus_number: 8,
  prizes: [
    { rank: 1, winners: 13, prize_per_winner: 2214789375 },
    { rank: 2, winners: 71, prize_per_winner: 67587470 },
    { rank: 3, winners: 3081, prize_per_winner: 1557518 },
    { rank: 4, winners: 152825, prize_per_winner: 50000 },
    { rank: 5, winners: 2570542, prize_per_winner: 5000 },
  ],
};

/** The path of get_draw. */
export const DRAW = "/api/v1/lottery/draw";

/** The path of check_ticket. */
export const CHECK = "/api/v1/lottery/check";
