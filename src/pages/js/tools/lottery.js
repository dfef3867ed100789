// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * The lottery numbers tool's answer.
 *
 * @module
 */

import { counted, gameOf, h, t } from "../page.js";
import { balls, setWords } from "../render.js";
import { latestDrawDate, latestDrawNumber, nextDrawDate } from "../../../games/schedule.js";

/**
 * @typedef {import("../page.js").Shown} Shown
 * @typedef {import("../page.js").Actions} Actions
 */

/**
 * The letter of a set, as a ticket letters its games.
 *
 * @param {number} index
 */
function letterOf(index) {
  return String.fromCharCode("A".charCodeAt(0) + index);
}

/**
 * The next draw by the schedule: the one whose result is still to come.
 *
 * @param {import("../page.js").DrawFacts} facts
 * @returns {number | string}
 */
function comingDraw(facts) {
  // The latest draw is the latest published; the one after it is still to come.
  if (facts.id === "number") return latestDrawNumber(facts, Date.now()) + 1;
  return nextDrawDate(facts, latestDrawDate(facts, Date.now()) ?? facts.first.date);
}

/**
 * @param {any} a
 * @param {Actions} actions
 * @returns {Shown}
 */
export function showPick(a, actions) {
  const named = a.game === "custom" ? null : gameOf(a.game);
  const name = named?.name ?? t("customName");
  const sets = h("ol", { class: "sets" });
  a.sets.forEach(
    (
      /** @type {{ numbers: number[], extra_numbers: number[] }} */ set,
      /** @type {number} */ i,
    ) => {
      const item = h(
        "li",
        {},
        // Lettered as a ticket's games are (A, B, ...), so that a pick and its check agree.
        h("span", { class: "set-label" }, t("setLabel", { n: letterOf(i) })),
        balls(set.numbers, { game: a.game, extras: set.extra_numbers }),
      );
      const facts = named?.draws;
      if (facts) {
        item.append(h(
          "button",
          {
            type: "button",
            class: "small",
            "aria-label": t("labelled", {
              label: t("checkSet"),
              value: t("checkSetLabel", { n: letterOf(i) }),
            }),
            // Checked against the coming draw, which these numbers are for: kept until it.
            onclick: () => {
              actions.openTool("check", {
                game: a.game,
                draw: comingDraw(facts),
                lines: [{ numbers: set.numbers, extra: set.extra_numbers[0] }],
              });
              actions.run(
                /** @type {HTMLFormElement} */ (document.querySelector("#check form")),
                {},
              );
            },
          },
          t("checkSet"),
        ));
      }
      sets.append(item);
    },
  );
  const summary = t("labelled", { label: name, value: counted("sets", a.sets.length) });
  return {
    nodes: [h("p", { class: "summary" }, summary), sets],
    sentence: t("livePick", {
      game: name,
      sets: a.sets.map((/** @type {any} */ set) => setWords(a.game, set)).reduce((
        /** @type {string} */ first,
        /** @type {string} */ second,
      ) => t("series", { first, second })),
    }),
  };
}
