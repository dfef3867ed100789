// @ts-check
/**
 * The QR code of a Korean Lotto 6/45 ticket, read: pure, with no DOM, so that it is tested on its
 * own (tests/kr645_qr_tests.ts) and used by the ticket check.
 *
 * A ticket's code is an address on dhlottery.co.kr (today `http://qr.dhlottery.co.kr/?v=`, on
 * older tickets `m.` or `www.`) whose `v` is:
 * - the draw number, 4 digits (`1251` is draw 1251);
 * - five games, A to E, each a mark and twelve digits, six two-digit numbers: `q` automatic,
 *   `m` manual, `s` semi-automatic (`m041120213645` is 4 11 20 21 36 45); a ticket of fewer
 *   games pads the rest as `n000000000000`, and older codes may stop after the last game played;
 * - the ticket's serial, digits.
 *
 * The reader takes the whole address (with or without its scheme, any case) or the part after
 * `v=`. A game with a number outside 1 to 45, or a number twice, is refused with its line; the
 * code of another dhlottery ticket (Pension Lottery 720+, whose `v` starts with `pd`) is named as such;
 * anything else that is not this shape is "not a kr645 ticket's code".
 *
 * @module
 */

/** The game whose tickets carry this code. */
export const KR645 = "kr645";

/** The largest number of the game (numbers run from 1). */
export const KR645_MAX = 45;

/** How a game's numbers were chosen, by its mark; `n` with numbers is an older, unmarked game. */
export const KR645_GAME_KINDS = /** @type {const} */ ({
  q: "automatic",
  m: "manual",
  s: "semi-automatic",
  n: "unmarked",
});

/** The most games on one ticket. */
export const KR645_MAX_GAMES = 5;

/** The letters of a ticket's games, in the order the code lists them. */
export const KR645_LINES = /** @type {const} */ (["A", "B", "C", "D", "E"]);

/**
 * One game of a ticket, with the letter of its line.
 *
 * @typedef {{ line: string, kind: "automatic" | "manual" | "semi-automatic" | "unmarked",
 *   numbers: number[] }} Kr645Game
 */

/**
 * What a ticket's code says, or why it cannot be read.
 * - `notTicket`: the text is not a kr645 ticket's code at all;
 * - `otherTicket`: the code of another dhlottery ticket: `ticket` names it (`pension720`, or
 *   null when it is dhlottery's but not one the reader knows);
 * - `outOfRange`: the game of line `line` holds `number`, outside 1 to 45;
 * - `repeated`: the game of line `line` holds `number` twice.
 *
 * @typedef {{ ok: true, draw: number, games: Kr645Game[], empty: string[], serial: string } |
 *   { ok: false, problem: "notTicket" } |
 *   { ok: false, problem: "otherTicket", ticket: "pension720" | null } |
 *   { ok: false, problem: "outOfRange" | "repeated", line: string, number: number }} Kr645Ticket
 */

const DHLOTTERY = /^(?:[a-z0-9-]+\.)*dhlottery\.co\.kr$/;
const SHAPE = new RegExp(`^([0-9]{4})((?:[qmsn][0-9]{12}){1,${KR645_MAX_GAMES}})([0-9]*)$`);
const GAME = /([qmsn])([0-9]{12})/g;
const EMPTY = "000000000000";

/**
 * The `v` value of a ticket's code and whether the code is dhlottery's address: from its address
 * (with or without `http://`), or the text itself when it is bare.
 *
 * @param {string} text
 * @returns {{ value: string, dhlottery: boolean } | null}
 */
function valueOf(text) {
  const trimmed = text.trim();
  const address = /^https?:\/\//i.test(trimmed)
    ? trimmed
    : /^[a-z0-9.-]+\.co\.kr\//i.test(trimmed)
    ? `http://${trimmed}`
    : null;
  if (address === null) return { value: trimmed.replace(/^v=/, ""), dhlottery: false };
  /** @type {URL} */
  let url;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (!DHLOTTERY.test(url.hostname.toLowerCase())) return null;
  return { value: url.searchParams.get("v") ?? "", dhlottery: true };
}

/**
 * Reads a kr645 ticket's QR code.
 *
 * @param {string} text the code's text: its address, or the part after `v=`
 * @returns {Kr645Ticket}
 */
export function readKr645Ticket(text) {
  const code = valueOf(text);
  if (code === null) return { ok: false, problem: "notTicket" };
  const shape = SHAPE.exec(code.value);
  if (shape === null) {
    if (/^pd[0-9a-z]/i.test(code.value)) {
      return { ok: false, problem: "otherTicket", ticket: "pension720" };
    }
    return code.dhlottery
      ? { ok: false, problem: "otherTicket", ticket: null }
      : { ok: false, problem: "notTicket" };
  }
  const [, drawText = "", gamesText = "", serial = ""] = shape;
  const draw = Number(drawText);
  if (draw < 1) return { ok: false, problem: "notTicket" };
  /** @type {Kr645Game[]} */
  const games = [];
  /** @type {string[]} */
  const empty = [];
  let index = 0;
  for (const [, mark = "q", digits = ""] of gamesText.matchAll(GAME)) {
    const line = KR645_LINES[index++] ?? "";
    if (mark === "n" && digits === EMPTY) {
      empty.push(line);
      continue;
    }
    const numbers = Array.from({ length: 6 }, (_, i) => Number(digits.slice(2 * i, 2 * i + 2)));
    const outside = numbers.find((n) => n < 1 || n > KR645_MAX);
    if (outside !== undefined) return { ok: false, problem: "outOfRange", line, number: outside };
    const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
    if (twice !== undefined) return { ok: false, problem: "repeated", line, number: twice };
    games.push({
      line,
      kind: KR645_GAME_KINDS[/** @type {"q" | "m" | "s" | "n"} */ (mark)],
      numbers,
    });
  }
  // A code of padding alone has no game to check: no ticket is sold so.
  if (games.length === 0) return { ok: false, problem: "notTicket" };
  return { ok: true, draw, games, empty, serial };
}
