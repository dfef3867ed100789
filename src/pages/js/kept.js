// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * Tickets kept for a draw not yet held: the check of a ticket whose draw is still to come says
 * when the draw is, with a countdown, and keeps the ticket on this device (localStorage; nothing
 * is sent anywhere). Once the draw's result is out the page checks each kept ticket by itself,
 * the next time the check is shown, and shows the verdict in the list, which the person can clear.
 *
 * @module
 */
import { byId, DATA, factsOf, gameOf, h, list as listWords, t, zoned } from "./page.js";
import { call } from "./api.js";
import { drawDateOf, drawnAt, publishedAt } from "../../games/schedule.js";
import { duration } from "./duration.js";

/**
 * @typedef {{ line: string, numbers: number[], extra?: number }} KeptLine
 * @typedef {{ line: string, rank: string | null, tier: string | null }} KeptVerdict
 * @typedef {{ game: string, draw: number | string, lines: KeptLine[], kept_at: string,
 *   verdicts?: KeptVerdict[] }} KeptTicket
 */

/** The storage key; the list is small (at most `MAX_KEPT` tickets). */
export const KEPT_KEY = "fairdraw-kept-tickets";
const MAX_KEPT = 50;

/**
 * The list for this visit alone, once the device has refused to keep it (storage full, or refused
 * as in some private windows).
 *
 * @type {KeptTicket[] | undefined}
 */
let unkept;

/** @returns {KeptTicket[]} */
export function keptTickets() {
  if (unkept !== undefined) return unkept;
  try {
    const list = JSON.parse(localStorage.getItem(KEPT_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((item) => gameOf(item?.game)?.draws) : [];
  } catch {
    return [];
  }
}

/** @param {KeptTicket[]} list */
function store(list) {
  try {
    if (list.length === 0) localStorage.removeItem(KEPT_KEY);
    else localStorage.setItem(KEPT_KEY, JSON.stringify(list.slice(-MAX_KEPT)));
  } catch {
    // Storage full or refused (a private window): the list is shown for this visit only.
    unkept = list.slice(-MAX_KEPT);
  }
}

/**
 * The date of a game's draw, by the schedule: a numbered draw's, or the date itself.
 *
 * @param {string} game
 * @param {number | string} draw
 */
export function dateOfDraw(game, draw) {
  const facts = factsOf(game);
  return facts.id === "number" ? drawDateOf(facts, Number(draw)) : String(draw);
}

/**
 * Whether a draw is still to be published, by the schedule.
 *
 * @param {string} game
 * @param {number | string} draw
 */
export function isComing(game, draw) {
  return publishedAt(factsOf(game), dateOfDraw(game, draw)) > Date.now();
}

/**
 * Keeps a ticket for a coming draw (the same game, draw and lines kept once).
 *
 * @param {{ game: string, draw: number | string, lines: KeptLine[] }} ticket
 */
export function keepTicket(ticket) {
  const list = keptTickets();
  const same = JSON.stringify([ticket.game, ticket.draw, ticket.lines]);
  if (!list.some((kept) => JSON.stringify([kept.game, kept.draw, kept.lines]) === same)) {
    list.push({ ...ticket, kept_at: new Date().toISOString() });
    store(list);
  }
  renderKept();
}

/**
 * The draw of a kept ticket in words: the game and its number, or the game alone for a dated
 * draw, with when it is drawn.
 *
 * @param {KeptTicket} ticket
 */
function drawWords(ticket) {
  const facts = factsOf(ticket.game);
  const date = dateOfDraw(ticket.game, ticket.draw);
  const name = gameOf(ticket.game).name;
  return t("pair", {
    first: facts.id === "number" ? `${name} ${t("drawOfNumber", { draw: ticket.draw })}` : name,
    second: zoned(drawnAt(facts, date), facts),
  });
}

/**
 * A verdict in a few words: the line, then its rank, a win or no win.
 *
 * @param {KeptVerdict} verdict
 */
function verdictWords(verdict) {
  const won = verdict.rank !== null
    ? t("rankName", { rank: verdict.rank })
    : verdict.tier !== null
    ? t("keptWon")
    : t("keptLost");
  return t("liveCheckLine", { line: verdict.line, verdict: won });
}

/** Shows the kept tickets under the ticket check, or nothing when there are none. */
export function renderKept() {
  const box = byId("check-kept");
  const list = keptTickets();
  box.hidden = list.length === 0;
  if (list.length === 0) return box.replaceChildren();
  const items = list.map((ticket, index) => {
    const coming = isComing(ticket.game, ticket.draw);
    const status = ticket.verdicts !== undefined
      ? listWords(ticket.verdicts.map(verdictWords))
      : coming
      ? t("keptUntil", {
        time: duration(
          publishedAt(factsOf(ticket.game), dateOfDraw(ticket.game, ticket.draw)) -
            Date.now(),
        ),
      })
      : t("keptChecking");
    return h(
      "li",
      { class: ticket.verdicts?.some((v) => v.rank !== null || v.tier !== null) ? "won" : "" },
      h("span", { class: "kept-draw" }, drawWords(ticket)),
      " ",
      h(
        "span",
        { class: "kept-lines" },
        ticket.lines.map((l) => `${l.line}: ${l.numbers.join(" ")}`).join(" / "),
      ),
      " ",
      h("span", { class: "kept-status" }, status),
      " ",
      h("button", {
        type: "button",
        class: "small",
        onclick: () => {
          store(keptTickets().filter((_, i) => i !== index));
          renderKept();
        },
      }, t("keptRemove")),
    );
  });
  box.replaceChildren(
    h("h3", {}, t("keptTitle")),
    h("p", { class: "hint" }, t("keptHint")),
    h("ul", { class: "kept-list" }, ...items),
    h(
      "p",
      {},
      h("button", {
        type: "button",
        class: "small",
        onclick: () => {
          store([]);
          renderKept();
        },
      }, t("keptClear")),
    ),
  );
}

/**
 * Checks each kept ticket whose draw's result should be out and has no verdict yet, by the API,
 * as the ticket check does; a draw not out yet is left for the next visit.
 */
export async function checkKept() {
  const list = keptTickets();
  let changed = false;
  for (const ticket of list) {
    if (ticket.verdicts !== undefined || isComing(ticket.game, ticket.draw)) continue;
    const found = await call(DATA.paths.get_draw ?? "", { game: ticket.game, draw: ticket.draw });
    if (!found.ok) continue;
    /** @type {KeptVerdict[]} */
    const verdicts = [];
    for (const line of ticket.lines) {
      /** @type {Record<string, unknown>} */
      const args = { game: ticket.game, draw: found.body.draw, numbers: line.numbers };
      if (line.extra !== undefined) args.extra_number = line.extra;
      const answer = await call(DATA.paths.check_ticket ?? "", args);
      if (!answer.ok) break;
      verdicts.push({
        line: line.line,
        rank: answer.body.rank ?? null,
        tier: answer.body.tier ?? null,
      });
    }
    if (verdicts.length !== ticket.lines.length) continue;
    ticket.verdicts = verdicts;
    changed = true;
  }
  if (changed) {
    // Kept as checked, merged into the list as it is now (a removal meanwhile stays removed).
    const now = keptTickets().map((kept) =>
      list.find((done) =>
        done.verdicts !== undefined && done.kept_at === kept.kept_at && done.game === kept.game
      ) ?? kept
    );
    store(now);
  }
  renderKept();
}

/** Whether the kept tickets are set up (once a page). */
let setUp = false;

/**
 * Shows the kept tickets, checks those whose result is out, and checks again at the next one; once
 * a page, at the first showing of the check.
 */
export function setUpKept() {
  if (setUp) return;
  setUp = true;
  renderKept();
  checkKept();
  // The list's countdowns move once a minute; a result due while the page is open is checked.
  setInterval(() => {
    const due = keptTickets().some((ticket) =>
      ticket.verdicts === undefined && !isComing(ticket.game, ticket.draw)
    );
    if (due) checkKept();
    else if (!byId("check-kept").hidden) renderKept();
  }, 60_000);
}
