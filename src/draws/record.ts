/**
 * What one draw is, once read from its source: the shape the cache keeps and the answers show.
 *
 * @module
 */
import type { RankGame, TierGame } from "../games/mod.ts";

/** The winners and prize of one rank; null where the record lacks the figure. */
export interface Kr645Prize {
  /** The rank, 1 to 5. */
  rank: number;
  /** How many games won this rank, or null when unknown. */
  winners: number | null;
  /** The prize per winning game in KRW, as the record gives it (0 included), or null. */
  prize_per_winner: number | null;
}

/** One draw of a game with numbered draws and ranks (kr645). */
export interface Kr645Draw {
  /** The game. */
  game: RankGame;
  /** The draw number, from 1. */
  draw: number;
  /** The draw date, YYYY-MM-DD. */
  date: string;
  /** The winning numbers, ascending. */
  numbers: number[];
  /** The bonus number, which counts only for the 2nd rank. */
  bonus_number: number;
  /** Ranks 1 to 5, in order. */
  prizes: Kr645Prize[];
}

/** One draw of a game named by dates with tiers (Powerball, Mega Millions). */
export interface NyDraw {
  /** The game. */
  game: TierGame;
  /** The draw date, YYYY-MM-DD: the draw's name in this service. */
  draw: string;
  /** The draw date, YYYY-MM-DD. */
  date: string;
  /** The five main numbers, ascending. */
  numbers: number[];
  /** The Powerball or the Mega Ball. */
  extra_number: number;
  /** The drawn Power Play or Megaplier, or null when none was drawn. */
  multiplier: number | null;
}

/** One draw of any game with past draws. */
export type DrawRecord = Kr645Draw | NyDraw;

/** The extra number of a draw: the bonus number, the Powerball or the Mega Ball. */
export function extraNumberOf(record: DrawRecord): number {
  return "bonus_number" in record ? record.bonus_number : record.extra_number;
}

/** Whether a record lacks any figure (a prize or winner count), which a later fetch may fill. */
export function isIncomplete(record: DrawRecord): boolean {
  if (!("prizes" in record)) return false;
  return record.prizes.some((prize) => prize.winners === null || prize.prize_per_winner === null);
}
