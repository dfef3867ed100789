// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The giveaway's form and its announcement: registered by default, with its ID and short link,
 * or a long link that carries it whole; the draw's field filled with the next draw the register
 * still takes, and duplicate entries said while typing.
 *
 * @module
 */
import { duplicateEntries, encodeGiveaway, entriesOf, giveawayProblems } from "../giveaway.js";
import { announce as announcementOf } from "../../giveaway/announcement.js";
import { drawDateOf, drawnAt, nextDrawDate } from "../../games/schedule.js";
import {
  announce,
  byId,
  DATA,
  factsOf,
  gameOf,
  h,
  list,
  number,
  reducedMotion,
  resultOf,
  reveal,
  t,
  zoned,
} from "./page.js";
import { call } from "./api.js";
import { apiProblem, clearTool, named, onClear, showFailure } from "./form.js";
import { stopCountdown } from "./giveaway_view.js";
import { copyButton } from "./panel.js";
import { absolute, drawName, drawOf, giveawayForm, INTEGER } from "./giveaway_common.js";

/**
 * @typedef {import("./page.js").MessageKey} MessageKey
 * @typedef {import("./form.js").Problem} Problem
 * @typedef {import("./giveaway_common.js").Giveaway} Giveaway
 * @typedef {import("./giveaway_common.js").RegisterRecord} RegisterRecord
 */

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
export function giveawayDrawHint() {
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
export function flagDuplicates() {
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

/** Checks the giveaway and shows its announcement, registered unless asked not to be. */
export async function announceGiveaway() {
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
  // No language in the link: it opens in each participant's own.
  const longLink = `${location.origin}/#giveaway=${encodeGiveaway(giveaway)}`;
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
 * Wires the giveaway's form: its submit, its notes while typing, its countdown's end; then lets
 * it be sent.
 */
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
  for (const button of form.querySelectorAll("button[type=submit]")) {
    /** @type {HTMLButtonElement} */ (button).disabled = false;
  }
}
