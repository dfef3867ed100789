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

/**
 * @typedef {import("../page.js").Shown} Shown
 * @typedef {import("../page.js").Actions} Actions
 */

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
        h("span", { class: "set-label" }, t("setLabel", { n: i + 1 })),
        balls(set.numbers, { game: a.game, extras: set.extra_numbers }),
      );
      if (named?.draws) {
        item.append(h(
          "button",
          {
            type: "button",
            class: "small",
            "aria-label": t("labelled", {
              label: t("checkSet"),
              value: t("checkSetLabel", { n: i + 1 }),
            }),
            onclick: () =>
              actions.openTool("check", {
                game: a.game,
                lines: [{ numbers: set.numbers, extra: set.extra_numbers[0] }],
              }),
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
