/**
 * The `draw` argument: strictly checked, once, into a draw id typed by its game, before it names
 * anything at a source, so nothing a caller sends can change a query's meaning.
 *
 * @module
 */
import { drawFacts, type DrawGame } from "../games/mod.ts";

/** A checked draw: by number for games whose draws are numbered (kr645), else by date. */
export type DrawId =
  | { game: DrawGame; number: number; date?: undefined }
  | { game: DrawGame; date: string; number?: undefined };

/** A checked draw, or the sentence saying what is wrong with it. */
export type DrawIdResult = { ok: true; value: DrawId } | { ok: false; message: string };

const DIGITS = /^[1-9][0-9]*$/;
const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/**
 * Checks a caller's `draw` for a game: for numbered draws a whole number from 1 (a JSON number, or
 * a string of digits without leading zeros); for the others a real calendar date YYYY-MM-DD.
 */
export function parseDrawId(game: DrawGame, raw: unknown): DrawIdResult {
  if (drawFacts(game).id === "number") {
    const value = typeof raw === "number"
      ? raw
      : typeof raw === "string" && DIGITS.test(raw)
      ? Number(raw)
      : NaN;
    if (Number.isSafeInteger(value) && value >= 1) {
      return { ok: true, value: { game, number: value } };
    }
    return {
      ok: false,
      message: `draw must be a ${game} draw number, a whole number from 1 (digits without ` +
        `leading zeros), got ${shown(raw)}`,
    };
  }
  if (typeof raw === "string" && isCalendarDate(raw)) {
    return { ok: true, value: { game, date: raw } };
  }
  const what = typeof raw === "string" && DATE.test(raw) ? "a real calendar date" : "a date";
  return { ok: false, message: `draw must be ${what} YYYY-MM-DD for ${game}, got ${shown(raw)}` };
}

/** A refused `draw` as a message quotes it; written only for a refusal, not for every draw read. */
function shown(raw: unknown): string {
  return JSON.stringify(raw) ?? String(raw);
}

/** The id as the answers and the cache write it: the number, or the date. */
export function drawValue(id: DrawId): number | string {
  return id.number ?? id.date;
}

/** The id of the draw an answer names (`draw` is a number or a date by the game). */
export function drawIdOf(game: DrawGame, draw: number | string): DrawId {
  return typeof draw === "number" ? { game, number: draw } : { game, date: draw };
}

/** Whether a text is a real calendar date written YYYY-MM-DD (year 0001 to 9999). */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
