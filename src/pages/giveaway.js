// @ts-check
/**
 * The giveaway's long link (its whole giveaway in the address's fragment), the entries typed in
 * a text box, and the bounds a link must hold; the label and the ID are src/giveaway/'s.
 * The page's script loads this file (`/assets/giveaway.js`); the tests import it too.
 *
 * @module
 */

import {
  codePointLength,
  entriesSha256,
  GIVEAWAY_METHOD,
  giveawayLabel,
  giveawayTextProblem,
  MAX_ENTRIES,
  MAX_TEXT,
  sha256Hex,
} from "../giveaway/announcement.js";

// The label, its hash and the limits are written once, in src/giveaway/announcement.js (the
// lead's contracts B and C), which the server imports too: re-exported here for the page's links.
export {
  codePointLength,
  entriesSha256,
  GIVEAWAY_METHOD,
  giveawayLabel,
  MAX_ENTRIES,
  MAX_TEXT,
  sha256Hex,
};

/**
 * A giveaway as announced: the official draw it takes its seed from, and what it draws.
 *
 * @typedef {{ game: string, draw: number | string, title: string, entries: string[],
 *   winners: number }} Giveaway
 */

/**
 * What is wrong with a giveaway's fields, each named by its field.
 *
 * @typedef {{ field: "title" | "entries" | "winners", problem: "titleLine" | "titleLong" |
 *   "entriesCount" | "entryLong" | "winners", line?: number, max?: number }} GiveawayProblem
 */

/**
 * The entries typed in a text box: one per line, each trimmed, blank lines left out.
 *
 * @param {string} text
 * @returns {string[]}
 */
export function entriesOf(text) {
  return text.split(/\r\n|\r|\n/).map((line) => line.trim()).filter((line) => line !== "");
}

/**
 * What is wrong with a giveaway's title, entries and number of winners, if anything.
 *
 * @param {Pick<Giveaway, "title" | "entries" | "winners">} giveaway
 * @returns {GiveawayProblem[]}
 */
export function giveawayProblems({ title, entries, winners }) {
  /** @type {GiveawayProblem[]} */
  const problems = [];
  if (/[\r\n]/.test(title)) problems.push({ field: "title", problem: "titleLine" });
  else if (codePointLength(title) > MAX_TEXT) {
    problems.push({ field: "title", problem: "titleLong" });
  }
  if (entries.length < 1 || entries.length > MAX_ENTRIES) {
    problems.push({ field: "entries", problem: "entriesCount" });
  } else {
    const long = entries.findIndex((entry) =>
      codePointLength(entry) > MAX_TEXT || /[\r\n]/.test(entry) || entry === ""
    );
    if (long !== -1) problems.push({ field: "entries", problem: "entryLong", line: long + 1 });
  }
  const max = Math.min(entries.length, MAX_ENTRIES);
  if (!Number.isSafeInteger(winners) || winners < 1 || winners > max) {
    problems.push({ field: "winners", problem: "winners", max: Math.max(1, max) });
  }
  return problems;
}

/**
 * The entries that appear more than once, each once, in the order first seen: allowed (each line
 * is an entry), but worth a word to whoever typed them.
 *
 * @param {readonly string[]} entries
 * @returns {string[]}
 */
export function duplicateEntries(entries) {
  const seen = new Set();
  const twice = new Set();
  for (const entry of entries) {
    if (seen.has(entry)) twice.add(entry);
    seen.add(entry);
  }
  return [...twice];
}

/**
 * The fragment value that carries a giveaway: base64url (no padding) of the UTF-8 of
 * `{"v":1,"game","draw","title","entries","winners"}`.
 *
 * @param {Giveaway} giveaway
 * @returns {string}
 */
export function encodeGiveaway({ game, draw, title, entries, winners }) {
  const json = JSON.stringify({ v: 1, game, draw, title, entries, winners });
  let binary = "";
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * The giveaway a fragment value carries, or null when it is not one.
 *
 * @param {string} text
 * @returns {Giveaway | null}
 */
export function decodeGiveaway(text) {
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    if (
      value === null || typeof value !== "object" || value.v !== 1 ||
      typeof value.game !== "string" ||
      !(typeof value.draw === "string" || Number.isSafeInteger(value.draw)) ||
      typeof value.title !== "string" || !Array.isArray(value.entries) ||
      !value.entries.every((/** @type {unknown} */ entry) => typeof entry === "string") ||
      !Number.isSafeInteger(value.winners)
    ) return null;
    const giveaway = {
      game: value.game,
      draw: value.draw,
      title: value.title,
      entries: value.entries,
      winners: value.winners,
    };
    // A link whose text is not canonical (contract A) holds no giveaway that can be announced.
    return giveawayProblems(giveaway).length === 0 && giveawayTextProblem(giveaway) === null
      ? giveaway
      : null;
  } catch {
    return null;
  }
}
