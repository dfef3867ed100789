// @ts-check
/**
 * The QR code of a Korean Lotto 6/45 ticket, read: pure, with no DOM, so that it is tested on its
 * own (tests/kr645_qr_test.ts) and used by the ticket check.
 *
 * A ticket's code is `http://m.dhlottery.co.kr/?v=` followed by:
 * - the draw number, 4 digits (`0868` is draw 868);
 * - one to five games, each a letter (`q` automatic, `m` manual, `n` semi-automatic) and twelve
 *   digits, six two-digit numbers (`m041120213645` is 4 11 20 21 36 45);
 * - a trailing serial of digits.
 *
 * The reader takes the whole address (http or https, with or without `www.` or `m.`) or the part
 * after `v=`. A game with a number outside 1 to 45, or a number twice, is refused with where it
 * is; anything else that is not this shape is "not a kr645 ticket's code".
 *
 * @module
 */

/** The game whose tickets carry this code. */
export const KR645 = "kr645";

/** The largest number of the game (numbers run from 1). */
export const KR645_MAX = 45;

/** How a game's numbers were chosen, by its letter. */
export const KR645_GAME_KINDS = /** @type {const} */ ({
  q: "automatic",
  m: "manual",
  n: "semi-automatic",
});

/** The most games on one ticket. */
export const KR645_MAX_GAMES = 5;

/**
 * One game of a ticket.
 *
 * @typedef {{ kind: "automatic" | "manual" | "semi-automatic", numbers: number[] }} Kr645Game
 */

/**
 * What a ticket's code says, or why it cannot be read.
 * - `notTicket`: the text is not a kr645 ticket's code at all;
 * - `outOfRange`: game `game` (1-based) holds `number`, outside 1 to 45;
 * - `repeated`: game `game` holds `number` twice.
 *
 * @typedef {{ ok: true, draw: number, games: Kr645Game[], serial: string } |
 *   { ok: false, problem: "notTicket" } |
 *   { ok: false, problem: "outOfRange" | "repeated", game: number, number: number }} Kr645Ticket
 */

const HOSTS = ["dhlottery.co.kr", "m.dhlottery.co.kr", "www.dhlottery.co.kr"];
const SHAPE = new RegExp(`^([0-9]{4})((?:[qmn][0-9]{12}){1,${KR645_MAX_GAMES}})([0-9]*)$`);
const GAME = /([qmn])([0-9]{12})/g;

/**
 * The `v` value of a ticket's code: from its address, or the text itself when it is bare.
 *
 * @param {string} text
 * @returns {string | null}
 */
function valueOf(text) {
  const trimmed = text.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    /** @type {URL} */
    let url;
    try {
      url = new URL(trimmed);
    } catch {
      return null;
    }
    if (!HOSTS.includes(url.hostname.toLowerCase())) return null;
    return url.searchParams.get("v");
  }
  return trimmed.replace(/^v=/, "");
}

/**
 * Reads a kr645 ticket's QR code.
 *
 * @param {string} text the code's text: its address, or the part after `v=`
 * @returns {Kr645Ticket}
 */
export function readKr645Ticket(text) {
  const value = valueOf(text);
  const shape = value === null ? null : SHAPE.exec(value);
  if (shape === null) return { ok: false, problem: "notTicket" };
  const [, drawText = "", gamesText = "", serial = ""] = shape;
  const draw = Number(drawText);
  if (draw < 1) return { ok: false, problem: "notTicket" };
  /** @type {Kr645Game[]} */
  const games = [];
  for (const [, letter = "q", digits = ""] of gamesText.matchAll(GAME)) {
    const numbers = Array.from({ length: 6 }, (_, i) => Number(digits.slice(2 * i, 2 * i + 2)));
    const game = games.length + 1;
    const outside = numbers.find((n) => n < 1 || n > KR645_MAX);
    if (outside !== undefined) return { ok: false, problem: "outOfRange", game, number: outside };
    const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
    if (twice !== undefined) return { ok: false, problem: "repeated", game, number: twice };
    games.push({ kind: KR645_GAME_KINDS[/** @type {"q" | "m" | "n"} */ (letter)], numbers });
  }
  return { ok: true, draw, games, serial };
}
