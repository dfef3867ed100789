// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The fair giveaway: its form, its announcement (registered by default, with its ID and short
 * link), and a giveaway opened from its short link (`/g/{id}`, the register's record) or from its
 * long link (`#giveaway=...`, which carries it whole): before its draw a countdown, after it the
 * winners, and always the ID, the title, the entries' count and SHA-256, when it was announced
 * (registered or not) and the official result.
 *
 * Threats kept in mind: a link edited after the announcement (its ID and entries hash change, and
 * the ID is what people compare); a link made after its draw (said plainly when no register
 * vouches for its time); a damaged or impossible link (said, never an uncaught error); a draw that
 * never comes (the page stops asking); entries in right-to-left scripts (each isolated in
 * `<bdi>`, so that none reorders its neighbours).
 *
 * @module
 */
import {
  decodeGiveaway,
  duplicateEntries,
  encodeGiveaway,
  entriesOf,
  giveawayProblems,
} from "../giveaway.js";
import { announce as announcementOf, parseId } from "../../giveaway/announcement.js";
import { drawDateOf, drawnAt, isDrawDay, nextDrawDate, publishedAt } from "../../games/schedule.js";
import {
  announce,
  byId,
  counted,
  DATA,
  day,
  factsOf,
  gameOf,
  GAMES,
  h,
  LANG,
  list,
  number,
  reducedMotion,
  resultOf,
  reveal,
  t,
  zoned,
} from "./page.js";
import { balls, drawTitle } from "./render.js";
import { call } from "./api.js";
import { apiProblem, clearTool, named, onClear, showFailure } from "./form.js";
import { copyButton, requestPart, verifierPart } from "./panel.js";
import { activate } from "./links.js";

/**
 * @typedef {import("./page.js").MessageKey} MessageKey
 * @typedef {import("./page.js").DrawFacts} DrawFacts
 * @typedef {import("./form.js").Problem} Problem
 * @typedef {{ game: string, draw: number | string, title: string, entries: string[],
 *   winners: number }} Giveaway
 * @typedef {{ id: string, announced_at: string, game: string, draw: number | string,
 *   date: string, due_at: string, title: string, entries: string[], entries_sha256: string,
 *   winners: number, label: string, link: string, status: string, result: null | {
 *   numbers: number[], extra_number?: number, bonus_number?: number, seed: string,
 *   winners: string[], official_url: string } }} RegisterRecord
 */

const INTEGER = /^-?[0-9]+$/;

/**
 * How long to wait before asking again for a draw that is due: every 30 seconds at first, less
 * often the later it is, so that a tab left open on a late draw does not ask every 30 seconds
 * for hours.
 *
 * @param {number} late ms since the draw was due to be published
 */
function pollDelay(late) {
  if (late < 10 * 60_000) return 30_000;
  if (late < 60 * 60_000) return 2 * 60_000;
  return 10 * 60_000;
}

/**
 * How long after its publication time a missing draw is still asked for; then the page stops and
 * says so, rather than asking forever.
 */
const GIVE_UP_AFTER_MS = 6 * 60 * 60 * 1000;

/** The largest draw number a link may name (a weekly draw reaches it in about 1,900 years). */
const MAX_DRAW_NUMBER = 99_999;

/** @type {ReturnType<typeof setInterval> | undefined} */
let countdownTimer;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let pollTimer;
/** What the giveaway tool shows, so that a late answer for another view is dropped. */
let viewToken = 0;

function stopCountdown() {
  if (countdownTimer !== undefined) clearInterval(countdownTimer);
  if (pollTimer !== undefined) clearTimeout(pollTimer);
  countdownTimer = undefined;
  pollTimer = undefined;
}

/** The giveaway form. */
function giveawayForm() {
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

/** How long before its draw the register still takes an announcement (it says too_late after). */
const REGISTER_BEFORE_MS = 10 * 60_000;

/**
 * The first draw, from `draw` on, that the register still takes: more than 10 minutes ahead by
 * the schedule. The source's next draw can be behind (a late source) or too close to announce.
 *
 * @param {string} game
 * @param {number | string} draw
 * @returns {number | string}
 */
function firstOpenDraw(game, draw) {
  const facts = factsOf(game);
  const open = (/** @type {string} */ date) =>
    drawnAt(facts, date) > Date.now() + REGISTER_BEFORE_MS;
  // Bounded: about 20 years of weekly draws.
  for (let step = 0; step < 1000; step++) {
    if (facts.id === "number") {
      const number = Number(draw) + step;
      if (open(drawDateOf(facts, number))) return number;
    } else {
      if (open(String(draw))) return draw;
      draw = nextDrawDate(facts, String(draw));
    }
  }
  return draw;
}

/** Whether the giveaway's draw field has been filled with the next draw for its game. */
let giveawayFilledFor = "";

/** Fills the giveaway's draw with the next draw of its game, from the API's latest draw. */
export async function prepareGiveaway() {
  const form = giveawayForm();
  const game = /** @type {HTMLSelectElement} */ (named(form, "game")).value;
  if (giveawayFilledFor === game) return;
  giveawayFilledFor = game;
  const input = /** @type {HTMLInputElement} */ (named(form, "draw"));
  const found = await call(DATA.paths.get_draw ?? "", { game });
  if (!found.ok) {
    // Tried again at the next visit or game change; meanwhile the draw can be typed.
    giveawayFilledFor = "";
    return;
  }
  if (giveawayFilledFor === game) {
    input.value = String(firstOpenDraw(game, found.body.next_draw.draw));
    giveawayDrawHint();
  }
}

/** Says when the giveaway's draw is made, or what is wrong with it; the problem, if any. */
function giveawayDrawHint() {
  const form = giveawayForm();
  const game = /** @type {HTMLSelectElement} */ (named(form, "game")).value;
  const input = /** @type {HTMLInputElement} */ (named(form, "draw"));
  const hint = byId("giveaway-draw-hint");
  const facts = factsOf(game);
  const text = input.value.trim();
  const draw = drawOf(game, facts.id === "number" && INTEGER.test(text) ? Number(text) : text);
  /** @type {string | null} */
  let problem = null;
  if (!draw.ok) {
    problem = draw.why === "noDraw"
      ? t("problemNotDrawDay", { game: gameOf(game).name })
      : t(facts.id === "number" ? "problemDrawNumber" : "problemDrawDate");
  } else if (drawnAt(facts, draw.date) <= Date.now()) problem = t("hintGiveawayDrawPast");
  hint.textContent = problem ??
    t("hintGiveawayDraw", { when: zoned(drawnAt(facts, draw.ok ? draw.date : ""), facts) });
  return problem;
}

/**
 * A giveaway field's note, next to it: a duplicate's word (kept while typing), or a problem
 * (cleared, like every problem, by the next change).
 *
 * @param {string} name
 * @param {string | null} text
 * @param {{ problem?: boolean }} [options]
 */
function fieldNote(name, text, options = {}) {
  const form = giveawayForm();
  const field = /** @type {HTMLElement} */ (named(form, name));
  const id = `${field.id}-${options.problem ? "error" : "note"}`;
  document.getElementById(id)?.remove();
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((d) =>
    d !== "" && d !== id
  );
  if (text !== null) {
    const note = h("p", { class: options.problem ? "field-note problem" : "field-note", id }, text);
    field.insertAdjacentElement("afterend", note);
    described.push(id);
  }
  if (described.length > 0) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}

/**
 * A text as the page hashes it: in NFC, without white space at either end, so that a pasted list
 * is not refused for how it was typed (the API itself never changes what it is sent).
 *
 * @param {string} text
 */
function canonical(text) {
  return text.normalize("NFC").trim();
}

/**
 * The giveaway as typed, its title and entries made canonical.
 *
 * @returns {Giveaway}
 */
function typedGiveaway() {
  const form = giveawayForm();
  const value = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (named(form, name)).value;
  const game = value("game");
  const drawText = value("draw").trim();
  return {
    game,
    draw: factsOf(game).id === "number" && INTEGER.test(drawText) ? Number(drawText) : drawText,
    title: canonical(value("title")),
    entries: entriesOf(value("entries")).map(canonical).filter((entry) => entry !== ""),
    winners: INTEGER.test(value("winners").trim()) ? Number(value("winners")) : NaN,
  };
}

/** Flags duplicate entries as they are typed: allowed, but said. */
function flagDuplicates() {
  const twice = duplicateEntries(
    entriesOf(/** @type {HTMLTextAreaElement} */ (named(giveawayForm(), "entries")).value)
      .map(canonical),
  );
  fieldNote(
    "entries",
    twice.length === 0 ? null : t("duplicateEntries", { entries: list(twice.slice(0, 5)) }),
  );
}

/**
 * Shows a problem next to its giveaway field, as the duplicates' note is.
 *
 * @param {Problem} problem
 */
function showFieldProblem(problem) {
  const field = problem.field;
  if (field === null) {
    resultOf("giveaway").replaceChildren(h("div", { class: "error" }, h("p", {}, problem.text)));
    announce(problem.text);
    return reveal("giveaway");
  }
  fieldNote(/** @type {HTMLInputElement} */ (field).name, problem.text, { problem: true });
  field.setAttribute("aria-invalid", "true");
  field.focus();
  field.scrollIntoView({ block: "center", behavior: reducedMotion.matches ? "auto" : "smooth" });
  announce(problem.text);
}

/**
 * The address a link of the page has here: the register's `link` is a path unless the service
 * knows its public origin.
 *
 * @param {string} link
 */
function absolute(link) {
  return new URL(link, location.origin).href;
}

/**
 * The draw of a giveaway in words: "draw 1240" or its date.
 *
 * @param {string} game
 * @param {number | string} draw
 * @param {string} date
 */
function drawName(game, draw, date) {
  return factsOf(game).id === "number" ? t("drawOfNumber", { draw }) : day(date);
}

/**
 * The official result's address of a draw, from the games' registry.
 *
 * @param {string} game
 * @param {number | string} draw
 */
function officialUrl(game, draw) {
  return gameOf(game).officialUrl?.replace("{draw}", String(draw)) ?? null;
}

/** Checks the giveaway and shows its announcement, registered unless asked not to be. */
async function announceGiveaway() {
  clearTool("giveaway");
  const form = giveawayForm();
  const giveaway = typedGiveaway();
  const register = /** @type {HTMLInputElement} */ (named(form, "register")).checked;
  const drawProblem = giveawayDrawHint();
  if (drawProblem !== null) {
    return showFieldProblem({ field: named(form, "draw"), text: drawProblem });
  }
  const draw = drawOf(giveaway.game, giveaway.draw);
  if (!draw.ok) return;
  const facts = draw.facts;
  const when = zoned(drawnAt(facts, draw.date), facts);
  /** @type {{ id: string, entriesSha256: string }} */
  let made;
  /** @type {string | null} */
  let shortLink = null;
  /** @type {string | null} */
  let announcedAt = null;
  if (register) {
    // The register judges the giveaway: its refusal is shown beside the field it names.
    const path = DATA.paths.announce_giveaway ?? "";
    const called = await call(path, giveaway);
    if (!called.ok) {
      if (called.status === 400 && called.error !== null) {
        return showFieldProblem(apiProblem(form, called.error));
      }
      return showFailure("giveaway", form, called, () => announceGiveaway());
    }
    const record = /** @type {RegisterRecord} */ (called.body);
    made = { id: record.id, entriesSha256: record.entries_sha256 };
    shortLink = absolute(record.link);
    announcedAt = record.announced_at;
  } else {
    // Not registered: the long link must hold a giveaway that can be drawn, so the page checks
    // its bounds here (the register checks them itself).
    const problem = giveawayProblems(giveaway)[0];
    if (problem !== undefined) {
      const words = problem.problem === "entryLong"
        ? t("problemEntryLong", { line: problem.line ?? 0 })
        : problem.problem === "winners"
        ? t("problemWinners", { max: number(problem.max ?? 1) })
        : t(
          /** @type {MessageKey} */ (`problem${problem.problem[0]?.toUpperCase()}${
            problem.problem.slice(1)
          }`),
        );
      return showFieldProblem({ field: named(form, problem.field), text: words });
    }
    made = await announcementOf(giveaway);
  }
  const longLink = `${location.origin}/?lang=${LANG}#giveaway=${encodeGiveaway(giveaway)}`;
  const link = shortLink ?? longLink;
  const name = drawName(giveaway.game, giveaway.draw, draw.date);
  const text = t("announcementText", {
    title: giveaway.title,
    winners: number(giveaway.winners),
    count: number(giveaway.entries.length),
    game: gameOf(giveaway.game).name,
    draw: name,
    when,
    sha: made.entriesSha256,
    id: made.id,
    link,
  });
  const status = h("span", { class: "copy-status", role: "status" });
  const row = (/** @type {MessageKey} */ key, /** @type {Node | string} */ value) =>
    h("div", {}, h("dt", {}, t(key)), h("dd", {}, value));
  resultOf("giveaway").replaceChildren(
    h("p", { class: "summary" }, t("announcePublish")),
    h(
      "div",
      { class: "announce-id" },
      h("p", { class: "panel-label" }, t("announceId")),
      h("p", { class: "giveaway-id", translate: "no" }, made.id),
      shortLink === null ? null : h("p", { class: "panel-label" }, t("announceShortLink")),
      shortLink === null
        ? null
        : h("p", { class: "short-link" }, h("a", { href: shortLink }, shortLink)),
    ),
    h("p", {}, t("announcementHelp")),
    h(
      "dl",
      { class: "announce" },
      row("fieldTitle", h("bdi", {}, giveaway.title)),
      row("announceGame", gameOf(giveaway.game).name),
      row("announceDraw", t("pair", { first: name, second: when })),
      row("announceEntries", number(giveaway.entries.length)),
      row("announceSha", h("code", { class: "seed" }, made.entriesSha256)),
      row("announceWinners", number(giveaway.winners)),
      row(
        "announcedAt",
        announcedAt === null
          ? t("announcedNotRegistered")
          : t("announcedRegistered", { when: zoned(Date.parse(announcedAt), facts) }),
      ),
    ),
    h("pre", { class: "announcement" }, text),
    h(
      "p",
      { class: "actions" },
      copyButton(text, status, t("copyAnnouncement")),
      " ",
      copyButton(link, status, t("copyLink")),
      " ",
      status,
    ),
    h(
      "details",
      { class: "long-link" },
      h("summary", {}, t("announceLongLink")),
      h("p", {}, t("announceLongHelp")),
      h("p", {}, h("a", { href: longLink, class: "giveaway-link" }, longLink)),
    ),
  );
  announce(t("labelled", { label: t("announcePublish"), value: made.id }));
  reveal("giveaway");
}

/**
 * A span of time in words: "2 days 03:04:05".
 *
 * @param {number} ms
 */
function span(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = [Math.floor((seconds % 86_400) / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, "0")).join(":");
  return days > 0 ? `${counted("days", days)} ${clock}` : clock;
}

/**
 * A list of entries, each isolated in `<bdi>` so that right-to-left text cannot reorder a line.
 *
 * @param {readonly string[]} entries
 * @param {string} [className]
 */
function entryList(entries, className = "items") {
  return h("ol", { class: className }, ...entries.map((entry) => h("li", {}, h("bdi", {}, entry))));
}

/**
 * Shows a giveaway's view that is not a result: a damaged link, a day with no draw, an unknown ID.
 *
 * @param {string} text
 */
function showBad(text) {
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
function giveawayFacts(view) {
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
        `${drawName(giveaway.game, giveaway.draw, view.date)}, `,
        zoned(drawnAt(facts, view.date), facts),
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

/**
 * Shows a giveaway: its countdown before the draw is published, its winners after, asking the
 * seed of the draw and the pick as anyone can.
 *
 * @param {{ giveaway: Giveaway, id: string, entriesSha256: string, announcedAt: string | null,
 *   date: string, facts: DrawFacts, record: RegisterRecord | null, reopen: () => void }} view
 */
async function showGiveaway(view) {
  const token = ++viewToken;
  const { giveaway, facts, date } = view;
  const form = giveawayForm();
  const result = resultOf("giveaway");
  const name = drawName(giveaway.game, giveaway.draw, date);
  const words = {
    winners: number(giveaway.winners),
    count: number(giveaway.entries.length),
    game: gameOf(giveaway.game).name,
    draw: name,
    when: zoned(drawnAt(facts, date), facts),
  };
  const head = [
    h("h3", { class: "giveaway-title" }, h("bdi", {}, giveaway.title)),
    giveawayFacts(view),
    h(
      "details",
      {},
      h(
        "summary",
        {},
        t("withDetail", {
          text: t("giveawayEntriesList"),
          detail: number(giveaway.entries.length),
        }),
      ),
      entryList(giveaway.entries),
    ),
  ];
  // Made after the draw, with no register to vouch for its time: said plainly.
  const drawn = drawnAt(facts, date) <= Date.now();
  const warning = drawn && view.announcedAt === null
    ? [h("p", { class: "note warning" }, t("giveawayPastWarning"))]
    : [];
  const again = h("p", {}, h("a", { href: "#giveaway", class: "new-giveaway" }, t("newGiveaway")));
  const { label } = await announcementOf(giveaway);
  const seedArgs = { game: giveaway.game, draw: giveaway.draw, label };
  const seedPath = /** @type {string} */ (form.getAttribute("action"));
  const pickPath = /** @type {string} */ (form.dataset.pick);
  const seeded = await call(seedPath, seedArgs);
  if (token !== viewToken) return;
  if (!seeded.ok) {
    if (seeded.status === 400 && seeded.error?.code === "draw_not_found") {
      const due = publishedAt(facts, date);
      const countdown = h("p", { class: "countdown", role: "status" });
      const late = Date.now() - due > GIVE_UP_AFTER_MS;
      const tick = () => {
        const left = due - Date.now();
        countdown.textContent = left > 0
          ? t("countdown", { time: span(left) })
          : t("countdownSoon");
        if (left <= 0) {
          stopCountdown();
          // Asked again while this giveaway is still the one shown.
          pollTimer = setTimeout(() => {
            if (token === viewToken) view.reopen();
          }, pollDelay(-left));
        }
      };
      result.replaceChildren(
        h("p", { class: "summary" }, t("giveawayBefore")),
        h("p", {}, t("giveawayWhat", words)),
        ...warning,
        ...head,
        countdown,
        again,
      );
      if (late) countdown.textContent = t("giveawayLate");
      else {
        tick();
        if (countdownTimer === undefined && pollTimer === undefined) {
          countdownTimer = setInterval(tick, 1000);
        }
      }
      announce(t("giveawayWhat", words));
      return reveal("giveaway");
    }
    return showFailure("giveaway", form, seeded, view.reopen);
  }
  const pickArgs = {
    items: giveaway.entries,
    count: giveaway.winners,
    unique: true,
    seed: seeded.body.seed,
  };
  const picked = await call(pickPath, pickArgs);
  if (token !== viewToken) return;
  if (!picked.ok) return showFailure("giveaway", form, picked, view.reopen);
  /** @type {string[]} */
  const winners = picked.body.picks;
  const arguments_ = {
    game: giveaway.game,
    draw: giveaway.draw,
    title: giveaway.title,
    entries: giveaway.entries,
    winners: giveaway.winners,
  };
  // The verifier's giveaway document (docs/FAIRNESS.md section 9), with the ID and, when the
  // register vouches for it, the time of the announcement.
  const document_ = `{"operation":"giveaway",` +
    `"id":${JSON.stringify(view.id)},` +
    (view.announcedAt === null ? "" : `"announced_at":${JSON.stringify(view.announcedAt)},`) +
    `"arguments":${JSON.stringify(arguments_)},` +
    `"answer":{"seed_from_draw":${seeded.text.trim()},"pick_from_list":${picked.text.trim()}}}\n`;
  const extra = typeof seeded.body.bonus_number === "number"
    ? seeded.body.bonus_number
    : seeded.body.extra_number;
  result.replaceChildren(
    // The names themselves in the list below, each isolated in <bdi>.
    h("p", { class: "summary" }, t("giveawayWinners")),
    entryList(winners, "items winners"),
    h("p", {}, t("giveawayWereChosen", words)),
    ...warning,
    ...head,
    h("p", {}, t("fromNumbers", { title: drawTitle(seeded.body) })),
    h(
      "p",
      {},
      balls(seeded.body.numbers, {
        game: giveaway.game,
        extras: typeof extra === "number" ? [extra] : [],
      }),
    ),
    h(
      "details",
      { class: "verify" },
      h("summary", {}, t("howToCheck")),
      h("p", {}, t("howToCheckText")),
      ...requestPart([{ path: seedPath, args: seedArgs }, { path: pickPath, args: pickArgs }]),
      verifierPart("fairdraw-giveaway.json", document_),
    ),
    again,
  );
  announce(t("liveGiveaway", { winners: list(winners) }));
  reveal("giveaway");
}

/**
 * Opens a giveaway from its long link: what it is, checked; then its register entry, if the
 * register holds its ID, for the time it was announced.
 *
 * @param {string} encoded
 */
async function openLongLink(encoded) {
  activate("giveaway", { focus: false });
  clearTool("giveaway");
  giveawayForm().hidden = true;
  const token = ++viewToken;
  const giveaway = decodeGiveaway(encoded);
  const draw = giveaway === null ? null : drawOf(giveaway.game, giveaway.draw);
  if (giveaway === null || draw === null || !draw.ok) {
    if (giveaway !== null && draw !== null && !draw.ok && draw.why === "noDraw") {
      return showBad(
        t("giveawayNoDraw", { game: gameOf(giveaway.game).name, date: day(draw.date) }),
      );
    }
    return showBad(t("giveawayBad"));
  }
  // Its text as the register takes it, or the link is not one the page made.
  const made = await announcementOf(giveaway);
  const found = await call(
    (DATA.paths.giveaway_result ?? "").replace("{id}", encodeURIComponent(made.id)),
    null,
  );
  if (token !== viewToken) return;
  const record = found.ok ? /** @type {RegisterRecord} */ (found.body) : null;
  await showGiveaway({
    giveaway,
    id: made.id,
    entriesSha256: made.entriesSha256,
    announcedAt: record?.announced_at ?? null,
    date: draw.date,
    facts: draw.facts,
    record,
    reopen: () => openLongLink(encoded),
  });
}

/**
 * Opens a registered giveaway from its short link's ID.
 *
 * @param {string} text the ID as the address has it
 */
async function openRecord(text) {
  activate("giveaway", { focus: false });
  clearTool("giveaway");
  giveawayForm().hidden = true;
  const token = ++viewToken;
  let id = null;
  try {
    id = parseId(decodeURIComponent(text));
  } catch {
    id = null;
  }
  if (id === null) return showBad(t("giveawayBad"));
  const found = await call(
    (DATA.paths.giveaway_result ?? "").replace("{id}", encodeURIComponent(id)),
    null,
  );
  if (token !== viewToken) return;
  if (!found.ok) {
    if (found.status === 404) return showBad(t("giveawayNotFound"));
    if (found.status === 400) return showBad(t("giveawayBad"));
    return showFailure("giveaway", giveawayForm(), found, () => openRecord(text));
  }
  const record = /** @type {RegisterRecord} */ (found.body);
  const draw = drawOf(record.game, record.draw);
  if (!draw.ok) return showBad(t("giveawayBad"));
  await showGiveaway({
    giveaway: {
      game: record.game,
      draw: record.draw,
      title: record.title,
      entries: record.entries,
      winners: record.winners,
    },
    id: record.id,
    entriesSha256: record.entries_sha256,
    announcedAt: record.announced_at,
    date: draw.date,
    facts: draw.facts,
    record,
    reopen: () => openRecord(text),
  });
}

/**
 * Opens the giveaway that the address names, if it names one (`/g/{id}`, `#giveaway=...`): then
 * true. Any other address puts the giveaway's form back, if a giveaway's view had hidden it.
 *
 * @returns {boolean}
 */
export function giveawayRoute() {
  const fragment = location.hash.slice(1);
  const short = /^\/g\/([^/]+)$/.exec(location.pathname);
  if (fragment.startsWith("giveaway=")) {
    openLongLink(fragment.slice("giveaway=".length));
    return true;
  }
  if (short !== null && fragment === "") {
    openRecord(/** @type {string} */ (short[1]));
    return true;
  }
  const form = giveawayForm();
  if (form.hidden) {
    // Back from a giveaway's link to the form: its view is not this form's answer.
    form.hidden = false;
    viewToken++;
    clearTool("giveaway");
  }
  return false;
}

/** Wires the giveaway's form: its submit, its notes while typing, its countdown's end. */
export function setUpGiveaway() {
  const form = giveawayForm();
  onClear("giveaway", stopCountdown);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    announceGiveaway();
  });
  form.addEventListener("change", (event) => {
    if (event.target instanceof HTMLSelectElement && event.target.name === "game") {
      prepareGiveaway();
    }
  });
  named(form, "entries")?.addEventListener("input", flagDuplicates);
  named(form, "draw")?.addEventListener("input", giveawayDrawHint);
}
