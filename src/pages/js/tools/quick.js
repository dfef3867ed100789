// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * The quick tools' answers: dice, a coin, whole numbers.
 *
 * @module
 */

import { counted, h, list, number, t } from "../page.js";

/** @typedef {import("../page.js").Shown} Shown */

/**
 * A die: pips for six sides, its number for others.
 *
 * @param {number} value
 * @param {number} sides
 */
function die(value, sides) {
  if (sides !== 6) return h("span", { class: "die" }, String(value));
  const face = h("span", { class: `die pips p${value}`, role: "img", "aria-label": String(value) });
  for (let i = 0; i < value; i++) face.append(h("span", { class: "pip" }));
  return face;
}

/**
 * @param {any} a
 * @returns {Shown}
 */
export function showDice(a) {
  const row = h("p", { class: "chips" });
  for (const roll of a.rolls) row.append(die(roll, a.sides), " ");
  const sentence = a.rolls.length === 1
    ? t("youRolledOne", { rolls: number(a.rolls[0]) })
    : t("youRolled", { rolls: list(a.rolls), total: number(a.total) });
  return { nodes: [h("p", { class: "summary" }, sentence), row], sentence };
}

/**
 * @param {any} a
 * @returns {Shown}
 */
export function showCoin(a) {
  const row = h("p", { class: "chips" });
  for (const flip of a.flips) {
    const word = flip === "heads" ? t("heads") : t("tails");
    row.append(
      h(
        "span",
        { class: `coin ${flip}`, role: "img", "aria-label": word },
        h("span", { "aria-hidden": "true" }, word),
      ),
      " ",
    );
  }
  // One coin is said as its side alone, not "1 head, 0 tails".
  const sentence = a.flips.length === 1
    ? t("coinOne", { side: a.flips[0] === "heads" ? t("heads") : t("tails") })
    : t("liveCoin", { heads: counted("heads", a.heads), tails: counted("tails", a.tails) });
  return { nodes: [h("p", { class: "summary" }, sentence), row], sentence };
}

/**
 * @param {any} a
 * @returns {Shown}
 */
export function showIntegers(a) {
  const row = h("p", { class: "chips" });
  for (const value of a.values) row.append(h("span", { class: "chip" }, number(value)), " ");
  return {
    nodes: [
      h(
        "p",
        { class: "summary" },
        t("integersSummary", { min: number(a.min), max: number(a.max) }),
      ),
      row,
    ],
    sentence: t("liveIntegers", { values: list(a.values) }),
  };
}
