/**
 * The official result pages that people use, per draw where the site allows it: the page links a
 * held draw's result there, not to the raw data the API reads (the register's and the verifier's
 * `official_url` stay the data's address, which a program reads). `{draw}` stands for the draw's
 * number or date (YYYY-MM-DD).
 *
 * @module
 */
import type { NamedGame } from "../games/mod.ts";

/** The result page of a draw, by game; a game not listed has none the page links. */
export const RESULT_PAGES: Readonly<Partial<Record<NamedGame, string>>> = {
  // dhlottery's round result page, by the draw's number.
  kr645: "https://www.dhlottery.co.kr/gameResult.do?method=byWin&drwNo={draw}",
  // powerball.com's result of one draw, by its date.
  powerball: "https://www.powerball.com/draw-result?gc=powerball&date={draw}",
  // megamillions.com lists its past drawings on one page, which is not addressed per draw.
  megamillions: "https://www.megamillions.com/Winning-Numbers/Previous-Drawings.aspx",
};
