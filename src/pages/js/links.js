// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * Links and state: which tool is shown, a tool opened with fields filled, the fields that follow
 * the game, and the address's fragment followed.
 *
 * @module
 */

import { byId, GAMES, h, LANG, reducedMotion, SEED, srOnly, t, TICKET_LINES } from "./page.js";
import { clearTool, fieldsOf, named, showProblem } from "./form.js";

/**
 * @typedef {import("./page.js").DrawFacts} DrawFacts
 * @typedef {import("./page.js").OpenValues} OpenValues
 * @typedef {import("./page.js").Actions} Actions
 * @typedef {{ actions: Actions, onActivate: (id: string) => void,
 *   giveaway: () => boolean }} Hooks
 *   What links need from the rest of the page: the actions, what a tool does when it is shown,
 *   and the giveaway's own addresses (`/g/{id}`, `#giveaway=...`), which it opens when it
 *   recognizes them (then true).
 */

/**
 * The giveaway an address names, if any: a long link (`#giveaway=...`, its encoded giveaway) or a
 * short one (`/g/{id}` with no fragment, its ID).
 *
 * @param {{ pathname: string, hash: string }} address
 * @returns {{ encoded: string } | { id: string } | null}
 */
export function giveawayAddress(address) {
  if (address.hash.startsWith("#giveaway=")) {
    return { encoded: address.hash.slice("#giveaway=".length) };
  }
  const short = /^\/g\/([^/]+)$/.exec(address.pathname);
  return short !== null && address.hash === "" ? { id: /** @type {string} */ (short[1]) } : null;
}

/**
 * Shows one tool and hides the others.
 *
 * @param {string} id
 * @param {{ focus: boolean }} options
 * @param {(id: string) => void} [onActivate] called with the tool shown
 */
export function activate(id, options, onActivate) {
  const sections = /** @type {HTMLElement[]} */ ([...document.querySelectorAll("section.tool")]);
  const active = sections.find((section) => section.id === id) ?? sections[0];
  if (active === undefined) return;
  for (const section of sections) section.classList.toggle("active", section === active);
  for (const link of document.querySelectorAll("nav.tools a")) {
    if (link.getAttribute("href") === `#${active.id}`) link.setAttribute("aria-current", "true");
    else link.removeAttribute("aria-current");
  }
  onActivate?.(active.id);
  if (options.focus) active.querySelector("h2")?.focus({ preventScroll: true });
}

/**
 * Opens a tool with some fields filled, everything stale in it cleared.
 *
 * @param {string} id
 * @param {OpenValues} values
 * @param {(id: string) => void} [onActivate]
 */
export function openTool(id, values, onActivate) {
  const form = /** @type {HTMLFormElement} */ (byId(id).querySelector("form"));
  if (values.game !== undefined) {
    const select = /** @type {HTMLSelectElement} */ (named(form, "game"));
    select.value = values.game;
    gameChanged(form);
  }
  const draw = named(form, "draw");
  if (draw instanceof HTMLInputElement) {
    draw.value = values.draw === undefined ? "" : String(values.draw);
  }
  if (values.lines !== undefined) {
    TICKET_LINES.forEach((letter, i) => {
      const line = values.lines?.[i];
      /** @type {HTMLInputElement} */ (byId(`check-numbers-${letter}`)).value =
        line?.numbers.join(" ") ?? "";
      /** @type {HTMLInputElement} */ (byId(`check-extra-${letter}`)).value =
        line?.extra === undefined ? "" : String(line.extra);
    });
  }
  clearTool(id);
  history.pushState(null, "", `#${id}`);
  activate(id, { focus: true }, onActivate);
  byId(id).scrollIntoView({ block: "start", behavior: reducedMotion.matches ? "auto" : "smooth" });
}

/**
 * Makes a form's fields follow its game: the custom format, the ticket's hint and extra fields,
 * and the draw field (a number for numbered draws, a date picker for dated ones).
 *
 * @param {HTMLFormElement} form
 */
export function gameChanged(form) {
  const select = named(form, "game");
  if (!(select instanceof HTMLSelectElement)) return;
  const id = select.value;
  const custom = form.querySelector("fieldset.custom");
  if (custom instanceof HTMLFieldSetElement) {
    custom.hidden = id !== "custom";
    custom.disabled = id !== "custom";
  }
  const game = GAMES.get(id);
  const facts = game?.draws;
  if (game === undefined || facts === undefined || facts === null) return;
  const draw = named(form, "draw");
  if (draw instanceof HTMLInputElement) {
    const type = facts.id === "number" ? "number" : "date";
    if (draw.type !== type) {
      draw.value = "";
      draw.type = type;
    }
    const hint = document.getElementById(`${draw.id}-hint`);
    if (hint !== null && form.dataset.op !== undefined) {
      hint.textContent = t(facts.id === "number" ? "hintDrawNumber" : "hintDrawDate");
    }
  }
  if (form.dataset.op === "check_ticket") {
    const matrix =
      /** @type {DrawFacts["matrices"][number]} */ (facts.matrices[facts.matrices.length - 1]);
    byId("check-ticket-hint").textContent = t("ticketHint", {
      count: matrix.count,
      max: matrix.max,
    });
    const hasExtra = game.pick.extra_count > 0;
    for (const label of form.querySelectorAll(".extra-label")) {
      const element = /** @type {HTMLElement} */ (label);
      element.hidden = !hasExtra;
      // Each line's extra, told apart for a screen reader by its line.
      const line = t("ticketLine", { line: element.getAttribute("for")?.slice(-1) ?? "" });
      element.replaceChildren(
        game.extraName ?? "",
        srOnly(` (${line})`),
        // Japanese brackets are full-width, with their own space.
        LANG === "ja" ? "" : " ",
        h("span", { class: "optional" }, t("optional")),
      );
    }
    for (const input of form.querySelectorAll(".extra-input")) {
      const field = /** @type {HTMLInputElement} */ (input);
      field.hidden = !hasExtra;
      field.disabled = !hasExtra;
      field.max = String(matrix.extraMax);
    }
  }
}

/**
 * Follows the address's fragment: `#dice` opens a tool; `#dice?sides=20&seed=...` also fills the
 * form and replays it (a shared answer); `#giveaway=...` opens a giveaway.
 *
 * @param {{ focus: boolean }} options
 * @param {Hooks} hooks
 */
export function route(options, hooks) {
  if (hooks.giveaway()) return;
  // Not decoded as a whole: the query part is URLSearchParams' to decode, item by item, so that
  // an item holding "&", "=" or "%" comes back as it was.
  const fragment = location.hash.slice(1);
  const mark = fragment.indexOf("?");
  const id = mark === -1 ? fragment : fragment.slice(0, mark);
  activate(id, options, hooks.onActivate);
  if (mark === -1) return;
  const section = document.querySelector("section.tool.active");
  const form = section?.querySelector("form");
  if (!(form instanceof HTMLFormElement)) return;
  const params = new URLSearchParams(fragment.slice(mark + 1));
  const run = hooks.actions.run;
  if (form.dataset.op === "check_ticket") {
    openTool("check", {
      game: params.get("game") ?? undefined,
      draw: params.get("draw") ?? undefined,
      lines: TICKET_LINES.map((letter) => ({
        numbers: (params.get(`line${letter}`) ?? "").split(/\s+/).filter((n) => n !== "").map(
          Number,
        ),
        extra: params.has(`extra${letter}`) ? Number(params.get(`extra${letter}`)) : undefined,
      })),
    }, hooks.onActivate);
    run(form, {});
    return;
  }
  for (const element of fieldsOf(form)) {
    const values = params.getAll(element.name);
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (values.length > 0) element.checked = values[0] === "true";
    } else if (element instanceof HTMLSelectElement) {
      if (values.length > 0) element.value = values[0] ?? "";
      gameChanged(form);
    } else if (element.dataset.kind === "lines") element.value = values.join("\n");
    else element.value = values[0] ?? "";
  }
  const seed = params.get("seed");
  if (seed !== null && !SEED.test(seed)) {
    // A link whose seed is damaged says so, rather than showing a fresh draw as if it were the
    // linked one.
    const tool = /** @type {HTMLElement} */ (section).id;
    const input = document.getElementById(`${tool}-seed`);
    if (input instanceof HTMLInputElement) input.value = seed;
    const details = document.getElementById(`${tool}-verify`);
    if (details instanceof HTMLDetailsElement) details.open = true;
    return showProblem(tool, {
      field: input instanceof HTMLInputElement ? input : null,
      text: t("problemLinkSeed"),
    });
  }
  run(form, seed === null ? {} : { seed });
}

/**
 * The language links keep the tool and its state: each carries the address's fragment (the
 * server never sees it, so the page adds it).
 */
export function keepLanguageLinks() {
  for (const link of document.querySelectorAll("nav.languages a[hreflang]")) {
    const lang = link.getAttribute("hreflang");
    link.setAttribute("href", `${location.pathname}?lang=${lang}&choose=1${location.hash}`);
  }
}

/**
 * The Replay button of a tool's panel: the seed typed there, once.
 *
 * @param {string} tool
 * @param {Actions} actions
 */
export function replay(tool, actions) {
  const form = /** @type {HTMLFormElement} */ (byId(tool).querySelector("form"));
  const input = /** @type {HTMLInputElement} */ (byId(`${tool}-seed`));
  const seed = input.value.trim();
  if (!SEED.test(seed)) {
    clearTool(tool);
    return showProblem(tool, { field: input, text: t("problemSeed") });
  }
  actions.run(form, { seed });
}
