// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * The fair giveaway: its form, its announcement, and a giveaway opened from its link.
 *
 * @module
 */

import {
  decodeGiveaway,
  duplicateEntries,
  encodeGiveaway,
  entriesOf,
  entriesSha256,
  giveawayLabel,
  giveawayProblems,
} from "../giveaway.js";
import { drawDateOf, drawnAt, isDrawDay, publishedAt } from "../../games/schedule.js";
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
import { drawBalls, drawTitle, itemList } from "./render.js";
import { call } from "./api.js";
import { clearTool, named, onClear, showFailure } from "./form.js";
import { copyButton, requestPart, verifierPart } from "./panel.js";
import { activate } from "./links.js";

const INTEGER = /^-?[0-9]+$/;

/**
 * @typedef {import("./page.js").MessageKey} MessageKey
 * @typedef {import("./form.js").Problem} Problem
 */

/** @type {ReturnType<typeof setInterval> | undefined} */
let countdownTimer;

function stopCountdown() {
  if (countdownTimer !== undefined) clearInterval(countdownTimer);
  countdownTimer = undefined;
}

/**
 * The date of a draw of a game, by the schedule: from its number, or the date that names it.
 *
 * @param {string} game
 * @param {number | string} draw
 */
function drawDate(game, draw) {
  const facts = factsOf(game);
  return facts.id === "number" ? drawDateOf(facts, Number(draw)) : String(draw);
}

/** The giveaway form. */
export function giveawayForm() {
  return /** @type {HTMLFormElement} */ (document.querySelector("form[data-giveaway]"));
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
    input.value = String(found.body.next_draw.draw);
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
  /** @type {string | null} */
  let problem = null;
  if (text === "") problem = facts.id === "number" ? t("problemDrawNumber") : t("problemDrawDate");
  else if (facts.id === "number" && !/^[1-9][0-9]*$/.test(text)) problem = t("problemDrawNumber");
  else if (facts.id === "date" && !isDrawDay(facts, text)) {
    problem = t("problemNotDrawDay", { game: gameOf(game).name });
  } else if (drawnAt(facts, drawDate(game, text)) <= Date.now()) {
    problem = t("hintGiveawayDrawPast");
  }
  hint.textContent = problem ??
    t("hintGiveawayDraw", { when: zoned(drawnAt(facts, drawDate(game, text)), facts) });
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

/** The giveaway as typed. */
function typedGiveaway() {
  const form = giveawayForm();
  const value = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (named(form, name)).value;
  const game = value("game");
  const drawText = value("draw").trim();
  return {
    game,
    draw: factsOf(game).id === "number" ? Number(drawText) : drawText,
    title: value("title").trim(),
    entries: entriesOf(value("entries")),
    winners: INTEGER.test(value("winners").trim()) ? Number(value("winners")) : NaN,
  };
}

/** Flags duplicate entries as they are typed: allowed, but said. */
function flagDuplicates() {
  const twice = duplicateEntries(
    entriesOf(/** @type {HTMLTextAreaElement} */ (named(giveawayForm(), "entries")).value),
  );
  fieldNote(
    "entries",
    twice.length === 0 ? null : t("duplicateEntries", { entries: list(twice.slice(0, 5)) }),
  );
}

/** Checks the giveaway and shows its announcement and link. */
async function announceGiveaway() {
  clearTool("giveaway");
  const giveaway = typedGiveaway();
  /** @type {Problem | null} */
  let first = null;
  const form = giveawayForm();
  for (const problem of giveawayProblems(giveaway)) {
    const words = problem.problem === "entryLong"
      ? t("problemEntryLong", { line: problem.line ?? 0 })
      : problem.problem === "winners"
      ? t("problemWinners", { max: number(problem.max ?? 1) })
      : t(
        /** @type {MessageKey} */ (`problem${problem.problem[0]?.toUpperCase()}${
          problem.problem.slice(1)
        }`),
      );
    first ??= { field: named(form, problem.field), text: words };
  }
  if (first === null && giveaway.title === "") {
    first = { field: named(form, "title"), text: t("problemRequired") };
  }
  const drawProblem_ = giveawayDrawHint();
  if (first === null && drawProblem_ !== null) {
    first = { field: named(form, "draw"), text: drawProblem_ };
  }
  if (first !== null && first.field !== null) {
    // Next to its field, in plain words, as the duplicates' note is.
    const field = first.field;
    fieldNote(/** @type {HTMLInputElement} */ (field).name, first.text, { problem: true });
    field.setAttribute("aria-invalid", "true");
    field.focus();
    field.scrollIntoView({ block: "center", behavior: reducedMotion.matches ? "auto" : "smooth" });
    announce(first.text);
    return;
  }
  const facts = factsOf(giveaway.game);
  const when = zoned(drawnAt(facts, drawDate(giveaway.game, giveaway.draw)), facts);
  const sha = await entriesSha256(giveaway.entries);
  const link = `${location.origin}/?lang=${LANG}#giveaway=${encodeGiveaway(giveaway)}`;
  const drawName = facts.id === "number"
    ? t("drawOfNumber", { draw: giveaway.draw })
    : day(String(giveaway.draw));
  const text = t("announcementText", {
    title: giveaway.title,
    winners: number(giveaway.winners),
    count: number(giveaway.entries.length),
    game: gameOf(giveaway.game).name,
    draw: drawName,
    when,
    sha,
    link,
  });
  const status = h("span", { class: "copy-status", role: "status" });
  const row = (/** @type {MessageKey} */ key, /** @type {Node | string} */ value) =>
    h("div", {}, h("dt", {}, t(key)), h("dd", {}, value));
  resultOf("giveaway").replaceChildren(
    h("p", { class: "summary" }, t("announcement")),
    h("p", {}, t("announcementHelp")),
    h(
      "dl",
      { class: "announce" },
      row("fieldTitle", giveaway.title),
      row("announceGame", gameOf(giveaway.game).name),
      row("announceDraw", `${drawName}, ${when}`),
      row("announceEntries", number(giveaway.entries.length)),
      row("announceSha", h("code", { class: "seed" }, sha)),
      row("announceWinners", number(giveaway.winners)),
      row("announceLink", h("a", { href: link, class: "giveaway-link" }, link)),
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
  );
  announce(t("announcement"));
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
 * Shows a giveaway opened from its link: what will happen and a countdown before its draw is
 * published, the winners after.
 *
 * @param {string} encoded
 */
async function openGiveaway(encoded) {
  activate("giveaway", { focus: false });
  clearTool("giveaway");
  const form = giveawayForm();
  const result = resultOf("giveaway");
  const giveaway = decodeGiveaway(encoded);
  const facts = giveaway === null ? undefined : GAMES.get(giveaway.game)?.draws ?? undefined;
  if (giveaway === null || facts === undefined) {
    result.replaceChildren(
      h("div", { class: "error" }, h("p", { class: "summary" }, t("giveawayBad"))),
    );
    return reveal("giveaway");
  }
  form.hidden = true;
  const date = drawDate(giveaway.game, giveaway.draw);
  const drawName = facts.id === "number" ? t("drawOfNumber", { draw: giveaway.draw }) : day(date);
  const what = t("giveawayWhat", {
    winners: number(giveaway.winners),
    count: number(giveaway.entries.length),
    game: gameOf(giveaway.game).name,
    draw: drawName,
    when: zoned(drawnAt(facts, date), facts),
  });
  const head = [
    h("h3", { class: "giveaway-title" }, giveaway.title),
    h("p", {}, what),
    h(
      "details",
      {},
      h("summary", {}, `${t("giveawayEntriesList")} (${number(giveaway.entries.length)})`),
      itemList(giveaway.entries),
    ),
  ];
  const again = h("p", {}, h("a", { href: "#giveaway", class: "new-giveaway" }, t("newGiveaway")));
  const label = await giveawayLabel(giveaway);
  const seedArgs = { game: giveaway.game, draw: giveaway.draw, label };
  const seedPath = /** @type {string} */ (form.getAttribute("action"));
  const pickPath = /** @type {string} */ (form.dataset.pick);
  const retry = () => openGiveaway(encoded);
  const seeded = await call(seedPath, seedArgs);
  if (!seeded.ok) {
    if (seeded.status === 400 && seeded.error?.code === "draw_not_found") {
      const due = publishedAt(facts, date);
      const countdown = h("p", { class: "countdown" });
      const tick = () => {
        const left = due - Date.now();
        countdown.textContent = left > 0
          ? t("countdown", { time: span(left) })
          : t("countdownSoon");
        if (left <= 0) {
          stopCountdown();
          // Asked again while the giveaway is still the one shown.
          setTimeout(() => {
            if (location.hash === `#giveaway=${encoded}`) retry();
          }, 30_000);
        }
      };
      result.replaceChildren(
        h("p", { class: "summary" }, t("giveawayBefore")),
        ...head,
        countdown,
        again,
      );
      tick();
      countdownTimer = setInterval(tick, 1000);
      announce(what);
      return reveal("giveaway");
    }
    return showFailure("giveaway", form, seeded, retry);
  }
  const pickArgs = {
    items: giveaway.entries,
    count: giveaway.winners,
    unique: true,
    seed: seeded.body.seed,
  };
  const picked = await call(pickPath, pickArgs);
  if (!picked.ok) return showFailure("giveaway", form, picked, retry);
  const winners = picked.body.picks;
  const document_ = `{"operation":"giveaway","arguments":${
    JSON.stringify({
      game: giveaway.game,
      draw: giveaway.draw,
      title: giveaway.title,
      entries: giveaway.entries,
      winners: giveaway.winners,
    })
  },` +
    `"answer":{"seed_from_draw":${seeded.text.trim()},"pick_from_list":${picked.text.trim()}}}\n`;
  result.replaceChildren(
    h("p", { class: "summary" }, `${t("giveawayWinners")}: ${list(winners)}`),
    h(
      "ol",
      { class: "items winners" },
      ...winners.map((/** @type {string} */ winner) => h("li", {}, winner)),
    ),
    ...head,
    h("p", {}, t("fromNumbers", { title: drawTitle(seeded.body) })),
    h("p", {}, drawBalls(seeded.body)),
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
 * Opens the giveaway that the address names, if it names one (`#giveaway=...`): then true. Any
 * other address puts the giveaway's form back, if a giveaway's view had hidden it.
 *
 * @returns {boolean}
 */
export function giveawayRoute() {
  const fragment = location.hash.slice(1);
  if (fragment.startsWith("giveaway=")) {
    openGiveaway(fragment.slice("giveaway=".length));
    return true;
  }
  const form = giveawayForm();
  if (form.hidden) {
    // Back from a giveaway's link to the form: its view is not this form's answer.
    form.hidden = false;
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
