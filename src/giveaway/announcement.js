// @ts-check
/**
 * A giveaway's announcement, written once (the lead's contracts B and C, issue 18 section 1): the
 * giveaway label of docs/FAIRNESS.md section 9, the SHA-256 of the entries, the announcement message and
 * its ID, and the reading of an ID that a person typed. Plain JavaScript typed by JSDoc, importing
 * nothing but ./text.js, so that the page can load this very file and the server import it; the
 * hashing is Web Crypto's, so the functions that hash are async.
 *
 * @module
 */
import { codePointLength, textProblem, textProblemMessage } from "./text.js";

/** The first line of every giveaway's label. */
export const GIVEAWAY_METHOD = "fairdraw-giveaway/v1";

/** The first line of every announcement message. */
export const ANNOUNCEMENT_METHOD = "fairdraw-announcement/v1";

/** The most entries a giveaway may have (pick_from_list's list bound). */
export const MAX_ENTRIES = 1000;

/** The most code points of a title or of one entry. */
export const MAX_TEXT = 200;

/** Crockford's base32 alphabet: no I, L, O or U. */
export const ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The ID's bytes: the first 15 of the message's SHA-256 (120 bits). */
export const ID_BYTES = 15;

/** The ID written out: 6 groups of 4 characters of the alphabet, joined by `-`. */
export const ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){5}$/;

/**
 * A giveaway as announced: the official draw it takes its seed from, and what it draws.
 *
 * @typedef {{ game: string, draw: number | string, title: string, entries: readonly string[],
 *   winners: number }} Giveaway
 */

/**
 * What is wrong with a giveaway's title or entries, as the API refuses it.
 *
 * @typedef {{ field: "title" | "entries", message: string }} GiveawayTextProblem
 */

/**
 * The lowercase hex of bytes.
 *
 * @param {Uint8Array} bytes
 * @returns {string}
 */
function hex(bytes) {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The SHA-256 of a text's UTF-8 bytes.
 *
 * @param {string} text
 * @returns {Promise<Uint8Array>}
 */
async function sha256(text) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/**
 * The lowercase hex SHA-256 of a text's UTF-8 bytes.
 *
 * @param {string} text
 * @returns {Promise<string>}
 */
export async function sha256Hex(text) {
  return hex(await sha256(text));
}

/**
 * The SHA-256 of the entries: their UTF-8 joined by "\n", in the order given.
 *
 * @param {readonly string[]} entries
 * @returns {Promise<string>}
 */
export function entriesSha256(entries) {
  return sha256Hex(entries.join("\n"));
}

/**
 * The label of a giveaway from its entries' hash: five lines joined by "\n" (no final newline).
 *
 * @param {{ title: string, count: number, entriesSha256: string, winners: number }} parts
 * @returns {string}
 */
export function labelOf({ title, count, entriesSha256, winners }) {
  return [
    GIVEAWAY_METHOD,
    `title: ${title}`,
    `entries: ${count}`,
    `entries-sha256: ${entriesSha256}`,
    `winners: ${winners}`,
  ].join("\n");
}

/**
 * The label of a giveaway: five lines joined by "\n" (no final newline).
 *
 * @param {Pick<Giveaway, "title" | "entries" | "winners">} giveaway
 * @returns {Promise<string>}
 */
export async function giveawayLabel({ title, entries, winners }) {
  return labelOf({
    title,
    count: entries.length,
    entriesSha256: await entriesSha256(entries),
    winners,
  });
}

/**
 * The announcement message: four parts joined by "\n" (no final newline): the method, the game,
 * the draw (kr645: its number in decimal; the others: YYYY-MM-DD) and the giveaway's label.
 *
 * @param {{ game: string, draw: number | string, label: string }} announcement
 * @returns {string}
 */
export function announcementMessage({ game, draw, label }) {
  return [ANNOUNCEMENT_METHOD, game, String(draw), label].join("\n");
}

/**
 * The ID of 15 bytes: their 120 bits, most significant first, in 24 groups of 5 bits, each a
 * character of Crockford's base32, cut into 6 groups of 4 joined by `-`.
 *
 * @param {Uint8Array} bytes at least 15; the first 15 are read
 * @returns {string}
 */
export function idOfBytes(bytes) {
  let characters = "";
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < ID_BYTES; i++) {
    buffer = (buffer << 8) | /** @type {number} */ (bytes[i]);
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      characters += ID_ALPHABET[(buffer >> bits) & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return /** @type {string[]} */ (characters.match(/.{4}/g)).join("-");
}

/**
 * The ID of an announcement message: its SHA-256's first 120 bits, written as {@linkcode idOfBytes}.
 *
 * @param {string} message
 * @returns {Promise<string>}
 */
export async function announcementId(message) {
  return idOfBytes(await sha256(message));
}

/**
 * Everything a giveaway's announcement is made of: the entries' hash, the label, the message and
 * the ID.
 *
 * @param {Giveaway} giveaway
 * @returns {Promise<{ id: string, label: string, entriesSha256: string, message: string }>}
 */
export async function announce({ game, draw, title, entries, winners }) {
  const hash = await entriesSha256(entries);
  const label = labelOf({ title, count: entries.length, entriesSha256: hash, winners });
  const message = announcementMessage({ game, draw, label });
  return { id: await announcementId(message), label, entriesSha256: hash, message };
}

/**
 * An ID as a person typed it, read: every `-` and space (U+0020) removed, upper-cased, `O` read as
 * `0`, `I` and `L` as `1`. The ID in its written form (6 groups of 4), or null when what is left
 * is not 24 characters of the alphabet. Two IDs are the same when their readings are.
 *
 * @param {string} text
 * @returns {string | null}
 */
export function parseId(text) {
  if (text.length > 200) return null;
  const characters = text.replace(/[- ]/g, "").toUpperCase().replace(/O/g, "0").replace(
    /[IL]/g,
    "1",
  );
  if (!/^[0-9A-HJKMNP-TV-Z]{24}$/.test(characters)) return null;
  return /** @type {string[]} */ (characters.match(/.{4}/g)).join("-");
}

/**
 * What is wrong with a giveaway's title or entries as canonical text (docs/FAIRNESS.md; contract
 * A), or null: the first entry at fault is named by its number, from 1. Lengths are not checked
 * here.
 *
 * @param {{ title: string, entries: readonly string[] }} giveaway
 * @returns {GiveawayTextProblem | null}
 */
export function giveawayTextProblem({ title, entries }) {
  const inTitle = textProblem(title, "title");
  if (inTitle !== null) {
    return { field: "title", message: textProblemMessage(inTitle, "title") };
  }
  for (let i = 0; i < entries.length; i++) {
    const inEntry = textProblem(/** @type {string} */ (entries[i]), "entry");
    if (inEntry !== null) {
      return { field: "entries", message: textProblemMessage(inEntry, "entry", i + 1) };
    }
  }
  return null;
}

export { codePointLength };
