// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * What the giveaway's form and its views share: the form, a giveaway's draw by its game's
 * schedule, the draw and its official result in words, and the entries' list.
 *
 * @module
 */
import {
  announce,
  day,
  factsOf,
  gameOf,
  GAMES,
  h,
  number,
  resultOf,
  reveal,
  t,
  zoned,
} from "./page.js";
import { drawDateOf, drawnAt, isDrawDay, publishedAt } from "../../games/schedule.js";

/**
 * @typedef {import("./page.js").DrawFacts} DrawFacts
 * @typedef {import("./page.js").MessageKey} MessageKey
 * @typedef {{ game: string, draw: number | string, title: string, entries: string[],
 *   winners: number }} Giveaway
 * @typedef {{ index: number, leaf: string, checkpoint: string, inclusion: string[] }} LogProof
 * @typedef {{ id: string, announced_at: string, game: string, draw: number | string,
 *   date: string, due_at: string, title: string, entries: string[], entries_sha256: string,
 *   winners: number, label: string, link: string, status: string, log?: LogProof,
 *   result: null | { numbers: number[], extra_number?: number, bonus_number?: number,
 *   seed: string, winners: string[], official_url: string } }} RegisterRecord
 */

export const INTEGER = /^-?[0-9]+$/;

/** The largest draw number a link may name (a weekly draw reaches it in about 1,900 years). */
export const MAX_DRAW_NUMBER = 99_999;

/** The giveaway form. */
export function giveawayForm() {
  return /** @type {HTMLFormElement} */ (document.querySelector("form[data-giveaway]"));
}

/**
 * What a giveaway's draw is, for its game: its date by the schedule, or why there is none.
 * - `damaged`: the draw cannot be one of this game's (a number for a dated game, text for a
 *   numbered one, a date that is no date such as 2026-13-40, a game with no draws);
 * - `noDraw`: a real date on which the game draws nothing.
 *
 * @param {string} game
 * @param {unknown} draw
 * @returns {{ ok: true, facts: DrawFacts, date: string } | { ok: false, why: "damaged" } |
 *   { ok: false, why: "noDraw", facts: DrawFacts, date: string }}
 */
export function drawOf(game, draw) {
  const facts = GAMES.get(game)?.draws ?? null;
  if (facts === null) return { ok: false, why: "damaged" };
  if (facts.id === "number") {
    if (
      typeof draw !== "number" || !Number.isSafeInteger(draw) ||
      draw < (facts.first.number ?? 1) || draw > MAX_DRAW_NUMBER
    ) return { ok: false, why: "damaged" };
    return { ok: true, facts, date: drawDateOf(facts, draw) };
  }
  if (typeof draw !== "string" || !/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(draw)) {
    return { ok: false, why: "damaged" };
  }
  const time = Date.parse(`${draw}T00:00:00Z`);
  if (!Number.isFinite(time) || new Date(time).toISOString().slice(0, 10) !== draw) {
    return { ok: false, why: "damaged" };
  }
  if (!isDrawDay(facts, draw)) return { ok: false, why: "noDraw", facts, date: draw };
  return { ok: true, facts, date: draw };
}

/**
 * The address a link of the page has here: the register's `link` is a path unless the service
 * knows its public origin.
 *
 * @param {string} link
 */
export function absolute(link) {
  return new URL(link, location.origin).href;
}

/**
 * The draw of a giveaway in words: "draw 1240" or its date.
 *
 * @param {string} game
 * @param {number | string} draw
 * @param {string} date
 */
export function drawName(game, draw, date) {
  return factsOf(game).id === "number" ? t("drawOfNumber", { draw }) : day(date);
}

/**
 * The official result's address of a draw, from the games' registry.
 *
 * @param {string} game
 * @param {number | string} draw
 */
export function officialUrl(game, draw) {
  // None before the draw is held: a link to a result not out yet leads nowhere.
  const facts = factsOf(game);
  const date = facts.id === "number" ? drawDateOf(facts, Number(draw)) : String(draw);
  if (publishedAt(facts, date) > Date.now()) return null;
  return gameOf(game).officialUrl?.replace("{draw}", String(draw)) ?? null;
}

/**
 * A list of entries, each isolated in `<bdi>` so that right-to-left text cannot reorder a line.
 *
 * @param {readonly string[]} entries
 * @param {string} [className]
 */
export function entryList(entries, className = "items") {
  return h("ol", { class: className }, ...entries.map((entry) => h("li", {}, h("bdi", {}, entry))));
}

/**
 * Shows a giveaway's view that is not a result: a damaged link, a day with no draw, an unknown ID.
 *
 * @param {string} text
 */
export function showBad(text) {
  resultOf("giveaway").replaceChildren(
    h("div", { class: "error" }, h("p", { class: "summary" }, text)),
    h("p", {}, h("a", { href: "#giveaway", class: "new-giveaway" }, t("newGiveaway"))),
  );
  announce(text);
  reveal("giveaway");
}

/**
 * What a giveaway is, as its views show it before and after the draw: the ID, the title, the
 * entries' count and SHA-256, when it was announced, and the draw with its official result.
 *
 * @param {{ giveaway: Giveaway, id: string, entriesSha256: string, announcedAt: string | null,
 *   date: string, facts: DrawFacts }} view
 */
export function giveawayFacts(view) {
  const { giveaway, facts } = view;
  const official = officialUrl(giveaway.game, giveaway.draw);
  const row = (/** @type {MessageKey} */ key, /** @type {Node | string} */ value) =>
    h("div", {}, h("dt", {}, t(key)), h("dd", {}, value));
  return h(
    "dl",
    { class: "announce" },
    row("announceId", h("span", { class: "giveaway-id-small", translate: "no" }, view.id)),
    row("announceGame", gameOf(giveaway.game).name),
    row(
      "announceDraw",
      h(
        "span",
        {},
        // Joined as the language joins a pair (Japanese with its own comma).
        t("pair", {
          first: drawName(giveaway.game, giveaway.draw, view.date),
          second: zoned(drawnAt(facts, view.date), facts),
        }),
        official === null ? null : " ",
        official === null
          ? null
          : h("a", { href: official, class: "official", rel: "noreferrer" }, t("officialResult")),
      ),
    ),
    row("announceEntries", number(giveaway.entries.length)),
    row("announceSha", h("code", { class: "seed" }, view.entriesSha256)),
    row("announceWinners", number(giveaway.winners)),
    row(
      "announcedAt",
      view.announcedAt === null
        ? t("announcedNotRegistered")
        : t("announcedRegistered", { when: zoned(Date.parse(view.announcedAt), facts) }),
    ),
  );
}
