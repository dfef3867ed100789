// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The latest results on landing: the page's language's own draw games (the server names them in
 * the page's data), each with its balls, its date, the next draw and when, and a link to the
 * official result. A language whose games have no source of past draws says which games the page
 * can check instead.
 *
 * @module
 */
import { drawnAt } from "../../games/schedule.js";
import { byId, DATA, day, factsOf, gameOf, h, t, zoned } from "./page.js";
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
      t("latestNext", {
        draw: drawName(a.game, a.next_draw.draw, a.next_draw.date),
        when: zoned(drawnAt(facts, a.next_draw.date), facts),
      }),
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
 * Fills the landing's latest results; a game whose source does not answer is left out.
 *
 * @param {Actions} actions
 */
export async function showLatest(actions) {
  // A language whose games have no source of past draws: the server wrote its sentence already.
  if (DATA.landing.length === 0) return;
  const section = byId("latest");
  const cards = byId("latest-cards");
  const answers = await Promise.all(
    DATA.landing.map((game) => call(DATA.paths.get_draw ?? "", { game })),
  );
  const shown = answers.flatMap((answer) => answer.ok ? [card(answer.body, actions)] : []);
  if (shown.length === 0) {
    section.hidden = true;
    return;
  }
  cards.replaceChildren(...shown);
}
