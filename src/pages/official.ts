/**
 * The official result pages that people use, per draw where the site allows it: the page links a
 * held draw's result there, not to the raw data the API reads (the register's and the verifier's
 * `official_url` stay the data's address, which a program reads). `{draw}` stands for the draw's
 * number or date (YYYY-MM-DD).
 *
 * @module
 */
import type { NamedGame } from "../games/mod.ts";
import type { MessageKey } from "./i18n/mod.ts";

/** The result page of a draw, by game; a game not listed has none the page links. */
export const RESULT_PAGES: Readonly<Partial<Record<NamedGame, string>>> = {
  // dhlottery's round result page, by the draw's number.
  kr645: "https://www.dhlottery.co.kr/gameResult.do?method=byWin&drwNo={draw}",
  // powerball.com's result of one draw, by its date.
  powerball: "https://www.powerball.com/draw-result?gc=powerball&date={draw}",
  // megamillions.com lists its past drawings on one page, which is not addressed per draw.
  megamillions: "https://www.megamillions.com/Winning-Numbers/Previous-Drawings.aspx",
};

/** A lower tier's fixed prize, in dollars, or the jackpot, which the draw's sales set. */
export type FixedPrize = number | "jackpot";

/**
 * The prizes of the US games' tiers as the official sites list them, for one play, from the
 * date of the game's current prize structure (a draw before it is told without an amount), with
 * the one line that says what changes them (a multiplier, California's pari-mutuel prizes).
 */
export interface FixedPrizes {
  /** The first draw date these amounts hold for. */
  from: string;
  /** By tier name (`main+extra`, as the games' registry names tiers). */
  amounts: Readonly<Record<string, FixedPrize>>;
  /** The word that says how a multiplier and California change the lower prizes. */
  note: MessageKey;
}

/** The fixed prizes of the games that have them. */
export const FIXED_PRIZES: Readonly<Partial<Record<NamedGame, FixedPrizes>>> = {
  // powerball.com, "Prizes and Odds" (the 1-69 / 1-26 game, from October 2015).
  powerball: {
    from: "2015-10-07",
    amounts: {
      "5+1": "jackpot",
      "5+0": 1_000_000,
      "4+1": 50_000,
      "4+0": 100,
      "3+1": 100,
      "3+0": 7,
      "2+1": 7,
      "1+1": 4,
      "0+1": 4,
    },
    note: "prizeNotePowerPlay",
  },
  // megamillions.com, "How to Play" (the $5 game with a multiplier on every play, April 2025).
  megamillions: {
    from: "2025-04-08",
    amounts: {
      "5+1": "jackpot",
      "5+0": 1_000_000,
      "4+1": 10_000,
      "4+0": 500,
      "3+1": 200,
      "3+0": 10,
      "2+1": 10,
      "1+1": 7,
      "0+1": 5,
    },
    note: "prizeNoteMultiplier",
  },
};

/**
 * How each language names a draw's time zone, by its short name: English keeps the short name,
 * Korean and Japanese write the zone out in words.
 */
export const ZONE_WORDS: Readonly<Record<string, MessageKey>> = {
  KST: "zoneKST",
  ET: "zoneET",
};

/**
 * When the games with no source of past draws draw, as their operator's site lists them
 * (takarakuji-official.jp): the weekdays (0 is Sunday), the time and the zone. The landing names
 * their next draw from it.
 */
export interface DrawDays {
  /** The weekdays of the draw, 0 (Sunday) to 6. */
  weekdays: readonly number[];
  /** The time of the draw, HH:MM in `zone`. */
  time: string;
  /** The IANA time zone. */
  zone: string;
}

/** The draw days of Japan's Loto 6 (Monday and Thursday) and Loto 7 (Friday), 18:45 JST. */
export const DRAW_DAYS: Readonly<Partial<Record<NamedGame, DrawDays>>> = {
  jp_loto6: { weekdays: [1, 4], time: "18:45", zone: "Asia/Tokyo" },
  jp_loto7: { weekdays: [5], time: "18:45", zone: "Asia/Tokyo" },
};
