// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * The list tools' answers: items picked, and a list shuffled.
 *
 * @module
 */

import { h, list, t } from "../page.js";
import { itemList } from "../render.js";

/** @typedef {import("../page.js").Shown} Shown */

/**
 * @param {any} a
 * @returns {Shown}
 */
export function showListPick(a) {
  return {
    nodes: [h("p", { class: "summary" }, t("picked")), itemList(a.picks)],
    sentence: t("livePicked", { items: list(a.picks.slice(0, 20)) }),
  };
}

/**
 * @param {any} a
 * @returns {Shown}
 */
export function showShuffle(a) {
  return {
    nodes: [h("p", { class: "summary" }, t("newOrder")), itemList(a.shuffled)],
    sentence: t("liveShuffled", { items: list(a.shuffled.slice(0, 20)) }),
  };
}
