// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The home page's script: it wires the page's modules (under /assets/js/) together. Each form
 * calls the public API by POST and shows the answer in the page's language; the words, the games
 * and the operations' addresses come from the page's data block, which the server renders from
 * src/pages/i18n/, the games' registry and the operation table: no module states a game's facts
 * or a word of any language.
 *
 * The modules pass callbacks (`Actions`, the router's hooks) rather than importing one another in
 * a circle: page.js (data, words, elements) and render.js (balls) are at the bottom; form.js,
 * api.js and panel.js above them; each tool's module (js/tools/) above those; run.js runs a form;
 * links.js follows the address; giveaway_view.js and giveaway_form.js are the giveaway, loaded
 * when it is first opened (most visits never open it); this file ties them.
 *
 * @module
 */
import { byId, t } from "./js/page.js";
import { clearTool, showProblem, toolOf } from "./js/form.js";
import { run } from "./js/run.js";
import {
  activate,
  gameChanged,
  giveawayAddress,
  keepLanguageLinks,
  openTool,
  replay,
  route,
} from "./js/links.js";
import { showLatest } from "./js/latest.js";
import { setUpQr } from "./js/tools/qr.js";
import { setUpKept } from "./js/kept.js";

/** @typedef {import("./js/page.js").Actions} Actions */

/**
 * The giveaway's modules, with its form wired: asked for at the giveaway's first opening. They
 * are a third of the page's script, which every other visit would fetch, compile and run for
 * nothing.
 *
 * Undefined before the first opening, and again after a failed fetch, whose promise gives
 * undefined once the failure is shown.
 *
 * @type {Promise<[typeof import("./js/giveaway_view.js"),
 *   typeof import("./js/giveaway_form.js")] | undefined> | undefined}
 */
let giveawayModules;

function loadGiveaway() {
  giveawayModules ??= Promise.all([
    import("./js/giveaway_view.js"),
    import("./js/giveaway_form.js"),
  ]).then((modules) => {
    modules[1].setUpGiveaway();
    // A failure said before (below) is over.
    clearTool("giveaway");
    return modules;
  }, () => {
    // Not fetched (the connection): said in the giveaway's place, with Retry; any later opening
    // tries again.
    giveawayModules = undefined;
    activate("giveaway", { focus: false });
    showProblem("giveaway", { field: null, text: t("errorNetwork") }, {
      title: false,
      retry: () => giveawayHook() || onActivate("giveaway"),
    });
    return undefined;
  });
  return giveawayModules;
}

/**
 * The router's giveaway hook: an address that names a giveaway (`/g/{id}`, `#giveaway=...`) opens
 * it, once its modules are in (then true); any other puts the giveaway's form back, if they are in
 * and a giveaway's view had hidden it.
 */
function giveawayHook() {
  const named = giveawayAddress(location) !== null;
  if (named || giveawayModules !== undefined) {
    loadGiveaway().then((modules) => modules?.[0].giveawayRoute());
  }
  return named;
}

/** The quick tools: a press on their link answers at once, with the defaults shown. */
const ONE_TAP = ["dice", "coin"];

/** The quick tool whose link was just pressed, answered once it is shown. */
let pressed = "";

/** @param {string} id */
function onActivate(id) {
  // The kept tickets live under the check: the device's storage is read when it is first shown,
  // not on every landing (its first read is a synchronous call to the browser, bench/README.md).
  if (id === "check") setUpKept();
  if (id === "giveaway") loadGiveaway().then((modules) => modules?.[1].prepareGiveaway());
  if (id === pressed) {
    pressed = "";
    actions.run(/** @type {HTMLFormElement} */ (byId(id).querySelector("form")), {});
  }
}

/**
 * A press on a quick tool's link: it rolls or flips at once, as the widgets people know do; a
 * second press draws again.
 *
 * @param {Event} event
 */
function onToolPress(event) {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  const id = link?.getAttribute("href")?.slice(1) ?? "";
  if (!ONE_TAP.includes(id)) return;
  if (location.hash === `#${id}`) {
    // No hashchange will come: the tool is already shown.
    actions.run(/** @type {HTMLFormElement} */ (byId(id).querySelector("form")), {});
  } else pressed = id;
}

/** @type {Actions} */
const actions = {
  run: (form, options) => run(form, options, actions),
  openTool: (id, values) => openTool(id, values, onActivate),
};

function main() {
  document.documentElement.classList.add("js");
  for (const form of document.querySelectorAll("form")) {
    const tool = toolOf(form);
    gameChanged(form);
    if (form.dataset.giveaway === undefined) {
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        actions.run(form, {});
      });
    }
    // A change makes the answer and its problems stale.
    form.addEventListener("input", () => clearTool(tool));
    form.addEventListener("change", (event) => {
      clearTool(tool);
      if (event.target instanceof HTMLSelectElement && event.target.name === "game") {
        gameChanged(form);
      }
    });
    // The giveaway's button waits for its module (setUpGiveaway).
    if (form.dataset.giveaway !== undefined) continue;
    for (const button of form.querySelectorAll("button[type=submit]")) {
      /** @type {HTMLButtonElement} */ (button).disabled = false;
    }
  }
  setUpQr(actions);
  for (const button of document.querySelectorAll("button[data-replay]")) {
    const tool = /** @type {string} */ (/** @type {HTMLElement} */ (button).dataset.replay);
    /** @type {HTMLButtonElement} */ (button).disabled = false;
    button.addEventListener("click", () => replay(tool, actions));
  }
  // A language link carries the address's state at the moment it is followed.
  byId("main").ownerDocument.querySelector("nav.languages")?.addEventListener(
    "click",
    keepLanguageLinks,
  );
  // The switch's "choose=1" has done its work (the cookie): the address is the page's own.
  const address = new URL(location.href);
  if (address.searchParams.has("choose")) {
    address.searchParams.delete("choose");
    history.replaceState(null, "", address);
  }
  const hooks = { actions, onActivate, giveaway: giveawayHook };
  document.querySelector("nav.tools")?.addEventListener("click", onToolPress);
  addEventListener("hashchange", () => route({ focus: true }, hooks));
  route({ focus: false }, hooks);
  // The latest results wait for a task of their own: with the wiring above they made one task too
  // long for a phone's first taps (Lighthouse's Total Blocking Time, bench/README.md).
  setTimeout(() => showLatest(actions));
}

main();
