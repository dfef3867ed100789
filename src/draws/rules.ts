/**
 * The rules of the three games whose past draws the service looks up: which numbers a draw holds
 * on a given date, and how a ticket's match is named.
 *
 * @module
 */

/** A game whose past draws can be looked up and checked. */
export type DrawGame = "kr645" | "powerball" | "megamillions";

/** The games with past draws, in the order SPEC.md lists them. */
export const DRAW_GAMES: readonly DrawGame[] = ["kr645", "powerball", "megamillions"];

/** A game of the New York open-data portal. */
export type NyGame = Exclude<DrawGame, "kr645">;

/** The numbers of one draw (and of one ticket) in force from a date on. */
export interface NumberMatrix {
  /** The first draw date (YYYY-MM-DD) this matrix applies to. */
  from: string;
  /** How many main numbers are drawn. */
  count: number;
  /** The largest main number; main numbers start at 1. */
  max: number;
  /** The largest extra number (bonus, Powerball, Mega Ball); extras start at 1. */
  extraMax: number;
}

/**
 * Each game's matrices, oldest first. UPSTREAM.md names the recent ones; the older Powerball ones
 * (5/59 + 1/39 from 2009-01-07, 5/59 + 1/35 from 2012-01-15) and Mega Millions' first (5/52 +
 * 1/52) are the games' published history, needed because the datasets reach back that far.
 */
export const MATRICES: Readonly<Record<DrawGame, readonly NumberMatrix[]>> = {
  // The bonus of kr645 is drawn from the same 45 balls.
  kr645: [{ from: "2002-12-07", count: 6, max: 45, extraMax: 45 }],
  powerball: [
    { from: "2009-01-07", count: 5, max: 59, extraMax: 39 },
    { from: "2012-01-15", count: 5, max: 59, extraMax: 35 },
    { from: "2015-10-07", count: 5, max: 69, extraMax: 26 },
  ],
  megamillions: [
    { from: "2002-05-15", count: 5, max: 52, extraMax: 52 },
    { from: "2005-06-22", count: 5, max: 56, extraMax: 46 },
    { from: "2013-10-22", count: 5, max: 75, extraMax: 15 },
    { from: "2017-10-31", count: 5, max: 70, extraMax: 25 },
    { from: "2025-04-08", count: 5, max: 70, extraMax: 24 },
  ],
};

/** The first draw on record at the source: earlier dates have no draw to find. */
export const FIRST_DRAW_DATE: Readonly<Record<DrawGame, string>> = {
  kr645: "2002-12-07",
  powerball: "2010-02-03",
  megamillions: "2002-05-17",
};

/** The matrix in force on a draw date (YYYY-MM-DD); the oldest one for earlier dates. */
export function matrixOn(game: DrawGame, date: string): NumberMatrix {
  const matrices = MATRICES[game];
  let found = matrices[0]!;
  for (const matrix of matrices) if (matrix.from <= date) found = matrix;
  return found;
}

/** The matrix in force now: the newest one, which SPEC.md's ticket bounds describe. */
export function currentMatrix(game: DrawGame): NumberMatrix {
  const matrices = MATRICES[game];
  return matrices[matrices.length - 1]!;
}

/** The winning tiers of Powerball and Mega Millions: main numbers matched, extra matched. */
const NY_TIERS: ReadonlySet<string> = new Set([
  "5+1",
  "5+0",
  "4+1",
  "4+0",
  "3+1",
  "3+0",
  "2+1",
  "1+1",
  "0+1",
]);

/**
 * The Powerball or Mega Millions tier of a match, e.g. `"4+1"`, or null when it wins nothing.
 * Without an extra number on the ticket, only the tiers without the extra can be won.
 */
export function nyTier(matchCount: number, extraMatched: boolean | null): string | null {
  const tier = `${matchCount}+${extraMatched === true ? 1 : 0}`;
  return NY_TIERS.has(tier) ? tier : null;
}

/** The kr645 rank of a match: 1st = 6, 2nd = 5 + bonus, 3rd = 5, 4th = 4, 5th = 3; else null. */
export function kr645Rank(matchCount: number, bonusMatched: boolean): number | null {
  switch (matchCount) {
    case 6:
      return 1;
    case 5:
      return bonusMatched ? 2 : 3;
    case 4:
      return 4;
    case 3:
      return 5;
    default:
      return null;
  }
}
