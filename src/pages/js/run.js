// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * Running a tool's form: its call to the API and its answer shown, with the panel filled.
 *
 * @module
 */

import { announce, h, resultOf, reveal, t } from "./page.js";
import { call } from "./api.js";
import { clearTool, problemOf, readArguments, showFailure, showProblem, toolOf } from "./form.js";
import { fillPanel } from "./panel.js";
import { showPick } from "./tools/lottery.js";
import { showDraw } from "./tools/draw.js";
import { runCheck } from "./tools/check.js";
import { showCoin, showDice, showIntegers } from "./tools/quick.js";
import { showListPick, showShuffle } from "./tools/lists.js";

/**
 * @typedef {import("./page.js").Shown} Shown
 * @typedef {import("./page.js").Actions} Actions
 */

/** @type {Record<string, (answer: any, actions: Actions) => Shown>} */
const SHOW = {
  pick_numbers: showPick,
  get_draw: showDraw,
  roll_dice: showDice,
  flip_coin: showCoin,
  random_integer: showIntegers,
  pick_from_list: showListPick,
  shuffle_list: showShuffle,
};

/**
 * Runs a form: checks it, calls its operation and shows the answer. A seed is used only when
 * given here (the Replay button, or a link that reproduces an answer): the form's own button
 * always draws fresh.
 *
 * @param {HTMLFormElement} form
 * @param {{ seed?: string }} options
 * @param {Actions} actions what an answer's buttons do
 */
export async function run(form, options, actions) {
  const tool = toolOf(form);
  if (form.dataset.busy === "true") return;
  clearTool(tool);
  const args = readArguments(form);
  if (options.seed !== undefined) args.seed = options.seed.toLowerCase();
  const problem = problemOf(form);
  if (problem !== null) return showProblem(tool, problem);
  const result = resultOf(tool);
  form.dataset.busy = "true";
  result.setAttribute("aria-busy", "true");
  try {
    if (form.dataset.op === "check_ticket") return await runCheck(form, args, actions);
    const path = /** @type {string} */ (form.getAttribute("action"));
    const called = await call(path, args);
    if (!called.ok) return showFailure(tool, form, called, () => run(form, options, actions));
    const shown = SHOW[form.dataset.op ?? ""]?.(called.body, actions) ??
      { nodes: [], sentence: "" };
    if (options.seed !== undefined) {
      shown.nodes.splice(
        1,
        0,
        h(
          "p",
          { class: "replayed" },
          t("replayedFrom", { seed: options.seed.slice(0, 8).toLowerCase() }),
        ),
      );
    }
    result.replaceChildren(...shown.nodes);
    const link = fillPanel(tool, [{ path, args, text: called.text }], {
      operation: form.dataset.op ?? "",
      seed: called.body.seed,
    }, form.dataset.op === "get_draw" ? { ...args, draw: called.body.draw } : undefined);
    // The address bar matches the answer on screen: reloading it shows this answer again.
    history.replaceState(null, "", link);
    announce(shown.sentence);
    reveal(tool);
  } finally {
    delete form.dataset.busy;
    result.removeAttribute("aria-busy");
  }
}
