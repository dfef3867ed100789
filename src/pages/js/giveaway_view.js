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
import { decodeGiveaway } from "../giveaway.js";
import {
  announce as announcementOf,
  giveawayTextProblem,
  parseId,
} from "../../giveaway/announcement.js";
import { drawnAt, publishedAt } from "../../games/schedule.js";
import {
  announce,
  DATA,
  day,
  gameOf,
  h,
  list,
  number,
  resultOf,
  reveal,
  t,
  zoned,
} from "./page.js";
import { balls, drawTitle } from "./render.js";
import { call } from "./api.js";
import { clearTool, showFailure } from "./form.js";
import { activate, giveawayAddress } from "./links.js";
import { duration } from "./duration.js";
import {
  drawName,
  drawOf,
  entryList,
  giveawayFacts,
  giveawayForm,
  showBad,
} from "./giveaway_common.js";
import { howToCheckPart, logKey, provenPart } from "./giveaway_proof.js";

/**
 * @typedef {import("./page.js").MessageKey} MessageKey
 * @typedef {import("./page.js").DrawFacts} DrawFacts
 * @typedef {import("./giveaway_common.js").Giveaway} Giveaway
 * @typedef {import("./giveaway_common.js").RegisterRecord} RegisterRecord
 */

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

/** @type {ReturnType<typeof setInterval> | undefined} */
let countdownTimer;

/** @type {ReturnType<typeof setTimeout> | undefined} */
let pollTimer;

/** What the giveaway tool shows, so that a late answer for another view is dropped. */
let viewToken = 0;

export function stopCountdown() {
  if (countdownTimer !== undefined) clearInterval(countdownTimer);
  if (pollTimer !== undefined) clearTimeout(pollTimer);
  countdownTimer = undefined;
  pollTimer = undefined;
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
          ? t("countdown", { time: duration(left) })
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
        ...warning,
        h("p", { class: "summary" }, t("giveawayBefore")),
        h("p", {}, t("giveawayWhat", words)),
        // The ID large: what participants compare with the one announced before the draw.
        h(
          "div",
          { class: "announce-id" },
          h("p", { class: "panel-label" }, t("announceId")),
          h("p", { class: "giveaway-id", translate: "no" }, view.id),
          h("p", {}, t("peopleBefore")),
        ),
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
  const file = "fairdraw-giveaway.json";
  const key = view.record === null ? null : await logKey();
  const proven = view.record === null
    ? null
    : await provenPart(view.record, (instant) => zoned(instant, facts));
  if (token !== viewToken) return;
  result.replaceChildren(
    // Made after the draw with no register to vouch for it: said before anything else.
    ...warning,
    // The names themselves in the list below, each isolated in <bdi>.
    h("p", { class: "summary" }, t("giveawayWinners")),
    entryList(winners, "items winners"),
    h("p", {}, t("giveawayWereChosen", words)),
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
    howToCheckPart({
      record: view.record,
      id: view.id,
      key,
      proven,
      file,
      document_,
      requests: [{ path: seedPath, args: seedArgs }, { path: pickPath, args: pickArgs }],
    }),
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
  // The text checks before any ID is shown: a link whose text is not canonical is damaged.
  if (giveawayTextProblem(giveaway) !== null) return showBad(t("giveawayBad"));
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
  const giveaway = {
    game: record.game,
    draw: record.draw,
    title: record.title,
    entries: record.entries,
    winners: record.winners,
  };
  // Never shown on the register's word alone: the text checks, then the ID recomputed from the
  // record, which must be the address's and the record's own.
  if (
    !Array.isArray(record.entries) || typeof record.title !== "string" ||
    giveawayTextProblem(giveaway) !== null
  ) return showBad(t("giveawayBad"));
  const made = await announcementOf(giveaway);
  if (token !== viewToken) return;
  if (made.id !== id || made.id !== record.id || made.entriesSha256 !== record.entries_sha256) {
    return showBad(t("giveawayMismatch"));
  }
  await showGiveaway({
    giveaway,
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
  const named = giveawayAddress(location);
  if (named !== null) {
    if ("encoded" in named) openLongLink(named.encoded);
    else openRecord(named.id);
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
