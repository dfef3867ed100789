// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * A draw's answer: its balls, prizes and the steps to the draws beside it.
 *
 * @module
 */

import { previousDrawDate, publishedAt } from "../../../games/schedule.js";
import { byId, factsOf, h, money, number, t, zoned } from "../page.js";
import { drawBalls, drawTitle, drawWords, matchWords } from "../render.js";

/**
 * @typedef {import("../page.js").Shown} Shown
 * @typedef {import("../page.js").Actions} Actions
 */

/**
 * The draw that comes before a draw, or null before the first on record.
 *
 * @param {string} game
 * @param {number | string} draw
 * @param {string} date
 */
function previousDraw(game, draw, date) {
  const facts = factsOf(game);
  if (facts.id === "number") {
    return Number(draw) > (facts.first.number ?? 1) ? Number(draw) - 1 : null;
  }
  return previousDrawDate(facts, date) ?? null;
}

/**
 * Buttons to the previous and next draw, for the tool that showed this one. The next is offered
 * only once it is published, by the game's schedule.
 *
 * @param {string} tool
 * @param {{ game: string, draw: number | string, date: string, next_draw: { draw: number |
 *   string, date: string } }} a
 * @param {Actions} actions
 */
export function drawSteps(tool, a, actions) {
  const facts = factsOf(a.game);
  const previous = previousDraw(a.game, a.draw, a.date);
  const nextOut = a.next_draw && publishedAt(facts, a.next_draw.date) <= Date.now();
  const go = (/** @type {number | string} */ draw) => () => {
    const input = /** @type {HTMLInputElement} */ (byId(`${tool}-draw`));
    input.value = String(draw);
    const form = /** @type {HTMLFormElement} */ (input.form);
    actions.run(form, {});
  };
  return h(
    "p",
    { class: "steps" },
    previous === null ? null : h(
      "button",
      { type: "button", class: "small", onclick: go(previous) },
      `\u2190 ${t("previousDraw")}`,
    ),
    " ",
    nextOut
      ? h(
        "button",
        { type: "button", class: "small", onclick: go(a.next_draw.draw) },
        `${t("nextDraw")} \u2192`,
      )
      : null,
  );
}

/**
 * @param {any} a
 * @param {Actions} actions
 * @returns {Shown}
 */
export function showDraw(a, actions) {
  const facts = factsOf(a.game);
  const title = drawTitle(a);
  /** @type {Node[]} */
  const nodes = [h("p", { class: "summary" }, title), h("p", {}, drawBalls(a))];
  if (typeof a.multiplier === "number") {
    nodes.push(h("p", {}, t("multiplier", { value: a.multiplier })));
  }
  if (Array.isArray(a.prizes) && a.prizes.length > 0) {
    const currency = facts.currency;
    const body = h("tbody");
    for (const prize of a.prizes) {
      // As dhlottery's result page lists a rank: its total, its count, each one's amount and
      // what wins it.
      const level = facts.prizes.find((p) => String(p.name) === String(prize.rank));
      const total = prize.winners === null || prize.prize_per_winner === null
        ? null
        : prize.winners * prize.prize_per_winner;
      body.append(h(
        "tr",
        {},
        h("th", { scope: "row" }, t("rankName", { rank: prize.rank })),
        h("td", {}, money(total, currency)),
        h("td", {}, prize.winners === null ? t("unknown") : number(prize.winners)),
        h("td", {}, money(prize.prize_per_winner, currency)),
        h(
          "td",
          {},
          level === undefined ? t("unknown") : matchWords(a.game, level.main, level.extra),
        ),
      ));
    }
    nodes.push(h(
      "div",
      { class: "table-wrap" },
      h(
        "table",
        {},
        h("caption", {}, t("prizes")),
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { scope: "col" }, t("rank")),
            h("th", { scope: "col" }, t("prizeTotal")),
            h("th", { scope: "col" }, t("winners")),
            h("th", { scope: "col" }, t("prizePerWinner")),
            h("th", { scope: "col" }, t("prizeRule")),
          ),
        ),
        body,
      ),
    ));
  }
  if (a.stale) {
    nodes.push(
      h("p", { class: "note" }, t("stale", { when: zoned(Date.parse(a.fetched_at), facts) })),
    );
  }
  nodes.push(drawSteps("draw", a, actions));
  nodes.push(h(
    "p",
    {},
    h("button", {
      type: "button",
      class: "small",
      onclick: () => actions.openTool("check", { game: a.game, draw: a.draw }),
    }, t("checkAgainst")),
  ));
  return { nodes, sentence: t("liveDraw", { title, numbers: drawWords(a) }) };
}
