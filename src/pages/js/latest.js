// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The latest results on landing: the page's language's own draw games (the server names them in
 * the page's data), each with its balls, its date, the next draw and when, and a link to the
 * official result. A language whose own games have no source of past draws leads with their
 * quick picks and next draw days, then says which games the page can check.
 *
 * @module
 */
import { addDays, drawnAt, weekday, zonedDate, zonedInstant } from "../../games/schedule.js";
import { byId, DATA, day, factsOf, gameOf, h, t, weekdayName, zoned } from "./page.js";
import { drawBalls, drawTitle } from "./render.js";
import { call } from "./api.js";

/** @typedef {import("./page.js").Actions} Actions */

/**
 * The draw's name: its number or its date.
 *
 * @param {string} game
 * @param {number | string} draw
 * @param {string} date
 */
function drawName(game, draw, date) {
  return factsOf(game).id === "number" ? t("drawOfNumber", { draw }) : day(date);
}

/**
 * One game's latest draw, as a card.
 *
 * @param {any} a the draw's answer
 * @param {Actions} actions
 */
function card(a, actions) {
  const facts = factsOf(a.game);
  const official = gameOf(a.game).officialUrl?.replace("{draw}", String(a.draw)) ?? null;
  return h(
    "article",
    { class: "latest-card" },
    h("h3", {}, drawTitle(a)),
    h("p", {}, drawBalls(a)),
    h(
      "p",
      { class: "hint" },
      // A dated draw's name is its date, which the time already says.
      facts.id === "number"
        ? t("latestNext", {
          draw: drawName(a.game, a.next_draw.draw, a.next_draw.date),
          when: zoned(drawnAt(facts, a.next_draw.date), facts),
        })
        : t("latestNextDated", { when: zoned(drawnAt(facts, a.next_draw.date), facts) }),
    ),
    h(
      "p",
      { class: "actions" },
      official === null
        ? null
        : h("a", { href: official, class: "official", rel: "noreferrer" }, t("officialResult")),
      " ",
      h("button", {
        type: "button",
        class: "small",
        onclick: () => actions.openTool("check", { game: a.game, draw: a.draw }),
      }, t("checkAgainst")),
    ),
  );
}

/**
 * The next draw of a game with no source of past draws, by its draw days, in words.
 *
 * @param {NonNullable<import("./page.js").PageGame["drawDays"]>} days
 */
function nextDrawWords(days) {
  const [hour = 0, minute = 0] = days.time.split(":").map(Number);
  let date = zonedDate(days.zone, Date.now());
  // Bounded: a week holds every draw day.
  for (let step = 0; step < 8; step++, date = addDays(date, 1)) {
    const at = zonedInstant(days.zone, date, days.time);
    if (days.weekdays.includes(weekday(date)) && at > Date.now()) {
      return t("quickNext", {
        date: day(date),
        weekday: weekdayName(date),
        time: `${hour}:${String(minute).padStart(2, "0")}`,
      });
    }
  }
  return "";
}

/**
 * Fills the quick pick cards of the readers' own games that have no source of past draws: the
 * next draw day, and a button that picks at once.
 *
 * @param {Actions} actions
 */
function showQuick(actions) {
  for (const element of document.querySelectorAll(".quick-card[data-game]")) {
    const card = /** @type {HTMLElement} */ (element);
    const game = gameOf(card.dataset.game ?? "");
    if (game === undefined) continue;
    card.classList.remove("pending");
    card.replaceChildren(
      h("h3", {}, game.name),
      h("p", { class: "hint" }, game.drawDays === null ? "" : nextDrawWords(game.drawDays)),
      h(
        "p",
        { class: "actions" },
        h("button", {
          type: "button",
          onclick: () => {
            actions.openTool("lottery", { game: game.id });
            actions.run(/** @type {HTMLFormElement} */ (byId("lottery").querySelector("form")), {});
          },
        }, t("quickPick")),
      ),
    );
  }
}

/**
 * Fills the landing's latest results; a game whose source does not answer is left out, and with
 * none at all the section says so rather than vanish.
 *
 * @param {Actions} actions
 */
export async function showLatest(actions) {
  showQuick(actions);
  // A language whose games have no source of past draws: the server wrote its sentence already.
  if (DATA.landing.length === 0) return;
  const cards = byId("latest-cards");
  const answers = await Promise.all(
    DATA.landing.map((game) => call(DATA.paths.get_draw ?? "", { game })),
  );
  const shown = answers.flatMap((answer) => answer.ok ? [card(answer.body, actions)] : []);
  cards.replaceChildren(
    ...(shown.length > 0 ? shown : [h("p", { class: "note" }, t("latestUnavailable"))]),
  );
}
