// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * Forms: reading their fields as an operation's arguments, the little a form checks itself
 * (whole numbers within a field's range), and problems shown beside the field they concern. Every
 * other rule is the server's: the page sends the request and words the server's refusal itself,
 * from its code and field (errors.js), beside the field it names.
 *
 * @module
 */

import {
  announce,
  byId,
  counted,
  day,
  GAMES,
  h,
  number,
  reducedMotion,
  resultOf,
  reveal,
  t,
} from "./page.js";
import { errorWords } from "./errors.js";
import { drawDateOf } from "../../games/schedule.js";

/**
 * @typedef {import("./page.js").Args} Args
 * @typedef {import("./api.js").ApiError} ApiError
 * @typedef {import("./api.js").Called} Called
 * @typedef {{ field: HTMLElement | null, text: string }} Problem
 */

const INTEGER = /^-?[0-9]+$/;

/**
 * @param {HTMLFormElement} form
 * @returns {(HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]}
 */
export function fieldsOf(form) {
  /** @type {(HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]} */
  const fields = [];
  for (const element of form.elements) {
    if (
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement) && element.name !== ""
    ) fields.push(element);
  }
  return fields;
}

/** @param {string} text */
export function linesOf(text) {
  return text.split(/\r\n|\r|\n/).map((line) => line.trim()).filter((line) => line !== "");
}

/**
 * A form's fields as the operation's arguments: empty fields left out so that the API's defaults
 * apply, whole numbers as numbers, lists as arrays.
 *
 * @param {HTMLFormElement} form
 * @returns {Args}
 */
export function readArguments(form) {
  /** @type {Args} */
  const args = {};
  for (const element of fieldsOf(form)) {
    if (element.matches(":disabled")) continue;
    const kind = element.dataset.kind ?? "text";
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      args[element.name] = element.checked;
      continue;
    }
    const text = element.value.trim();
    if (text === "") continue;
    if (kind === "integer" || (kind === "draw" && INTEGER.test(text))) {
      args[element.name] = INTEGER.test(text) ? Number(text) : text;
    } else if (kind === "lines") args[element.name] = linesOf(element.value);
    else args[element.name] = text;
  }
  return args;
}

/**
 * A field's label, without its "(optional)".
 *
 * @param {HTMLElement} field
 */
export function labelOf(field) {
  const label = document.querySelector(`label[for="${field.id}"]`);
  if (label === null) return field.getAttribute("aria-label") ?? "";
  return [...label.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent).join("").trim();
}

/**
 * @param {HTMLFormElement} form
 * @param {string} name
 */
export function named(form, name) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLElement ? element : null;
}

/**
 * Whether a bounded number field holds a whole number within its bounds; a problem when not.
 *
 * @param {HTMLFormElement} form
 * @param {string} name
 * @returns {Problem | null}
 */
export function integerProblem(form, name) {
  const field = /** @type {HTMLInputElement | null} */ (named(form, name));
  if (field === null || field.disabled) return null;
  const text = field.value.trim();
  if (text === "") return null;
  const value = Number(text);
  const min = Number(field.min);
  const max = Number(field.max);
  if (
    !INTEGER.test(text) || (field.min !== "" && value < min) || (field.max !== "" && value > max)
  ) {
    return {
      field,
      text: field.min !== "" && field.max !== ""
        ? t("problemInteger", { min: number(min), max: number(max) })
        : t("problemFieldGeneric"),
    };
  }
  return null;
}

/**
 * What a form can tell is wrong before asking, and only that: a number field that does not hold
 * a whole number within its own range (the range the server rendered from the operation's
 * schema). Every rule between fields is the server's to say.
 *
 * @param {HTMLFormElement} form
 * @returns {Problem | null}
 */
export function problemOf(form) {
  for (const element of fieldsOf(form)) {
    if (element.dataset.kind !== "integer") continue;
    const problem = integerProblem(form, element.name);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * What the page knows of a refused field, for its words: its bounds, the game's numbers per line,
 * the draw asked for and its date by the schedule.
 *
 * @param {HTMLFormElement} form
 * @param {HTMLElement | null} field
 * @param {ApiError} error
 * @returns {import("./errors.js").ErrorContext}
 */
function contextOf(form, field, error) {
  const game = GAMES.get(
    /** @type {HTMLSelectElement | null} */ (named(form, "game"))?.value ?? "",
  );
  const facts = game?.draws ?? null;
  const matrix = facts?.matrices[facts.matrices.length - 1];
  /** @type {import("./errors.js").ErrorContext} */
  const context = { numbered: facts === null ? undefined : facts.id === "number" };
  if (field instanceof HTMLInputElement && field.min !== "" && field.max !== "") {
    context.min = Number(field.min);
    context.max = Number(field.max);
  }
  if (error.field === "numbers" && matrix !== undefined) {
    context.count = matrix.count;
    context.max = matrix.max;
  }
  if (error.field === "extra_number" && matrix !== undefined) context.max = matrix.extraMax;
  if (error.field === "winners") {
    const entries = /** @type {HTMLTextAreaElement | null} */ (named(form, "entries"));
    context.max = Math.max(1, linesOf(entries?.value ?? "").length);
  }
  const drawText = /** @type {HTMLInputElement | null} */ (named(form, "draw"))?.value.trim() ?? "";
  if (error.code === "draw_not_found" && facts !== null && drawText !== "") {
    if (facts.id === "number" && INTEGER.test(drawText)) {
      context.draw = t("drawOfNumber", { draw: drawText });
      context.date = day(drawDateOf(facts, Number(drawText)));
    } else if (facts.id !== "number") {
      context.draw = game?.name ?? "";
      context.date = day(drawText);
    }
  }
  return context;
}

/**
 * The API's refusal beside the field its error names, in the page's words, never the server's
 * English message. An error that names no field of this form is shown in the result.
 *
 * @param {HTMLFormElement} form
 * @param {ApiError} error
 * @param {(name: string) => HTMLElement | null} [locate]
 * @param {number} [status]
 * @returns {Problem}
 */
export function apiProblem(form, error, locate = (name) => named(form, name), status = 400) {
  const field = error.field === null ? null : locate(error.field);
  const worded = errorWords(error, status, contextOf(form, field, error));
  return { field, text: t(worded.key, worded.values) };
}

/** @type {Map<string, () => void>} */
const clearHooks = new Map();

/**
 * Asks `clearTool` to call `hook` too when it clears `tool` (the giveaway stops its countdown).
 *
 * @param {string} tool
 * @param {() => void} hook
 */
export function onClear(tool, hook) {
  clearHooks.set(tool, hook);
}

/**
 * Forgets a tool's answer and problems: after any change to its form, and before a prefill.
 *
 * @param {string} tool
 */
export function clearTool(tool) {
  resultOf(tool).replaceChildren();
  const panel = document.getElementById(`${tool}-verify-answer`);
  panel?.replaceChildren();
  const details = document.getElementById(`${tool}-verify`);
  if (details instanceof HTMLDetailsElement && details.querySelector(".replay-field") === null) {
    details.hidden = true;
  }
  const section = byId(tool);
  for (const note of section.querySelectorAll(".field-note.problem")) note.remove();
  for (const element of section.querySelectorAll("[aria-invalid]")) {
    element.removeAttribute("aria-invalid");
    const described = (element.getAttribute("aria-describedby") ?? "").split(" ")
      .filter((id) => id !== "" && !id.endsWith("-error")).join(" ");
    if (described === "") element.removeAttribute("aria-describedby");
    else element.setAttribute("aria-describedby", described);
  }
  clearHooks.get(tool)?.();
}

/**
 * Shows a problem: at its field (marked invalid, described by the message, focused) or, with no
 * field, in the result; with a Retry button when asked.
 *
 * @param {string} tool
 * @param {Problem} problem
 * @param {{ retry?: () => void, wait?: number | null, title?: boolean }} [options] `title`
 *   false: a fault that is not the reader's input, shown without "check what was entered"
 */
export function showProblem(tool, problem, options = {}) {
  const result = resultOf(tool);
  const id = `${tool}-result-error`;
  const text = problem.field === null
    ? problem.text
    : t("fieldProblem", { label: labelOf(problem.field), problem: problem.text });
  const box = h(
    "div",
    { class: "error", id },
    options.title === false
      ? h("p", {}, text)
      : h("p", {}, h("strong", {}, t("errorTitle")), " ", text),
  );
  if (options.wait) box.append(h("p", {}, counted("errorRetryIn", options.wait)));
  if (options.retry) {
    box.append(
      h(
        "p",
        {},
        h("button", { type: "button", class: "retry", onclick: options.retry }, t("retry")),
      ),
    );
  }
  result.replaceChildren(box);
  announce(text);
  const field = problem.field;
  if (field !== null) {
    field.setAttribute("aria-invalid", "true");
    const described = field.getAttribute("aria-describedby");
    field.setAttribute("aria-describedby", described ? `${described} ${id}` : id);
    field.focus();
    field.scrollIntoView({ block: "nearest", behavior: reducedMotion.matches ? "auto" : "smooth" });
  } else reveal(tool);
}

/**
 * Shows a failed call in the page's words; a 503 or a lost connection offers Retry.
 *
 * @param {string} tool
 * @param {HTMLFormElement} form
 * @param {Exclude<Called, { ok: true }>} failed
 * @param {() => void} retry
 * @param {(name: string) => HTMLElement | null} [locate]
 */
export function showFailure(tool, form, failed, retry, locate) {
  if (failed.status === 0) {
    return showProblem(tool, { field: null, text: t("errorNetwork") }, { retry, title: false });
  }
  if (
    failed.error !== null && failed.status >= 400 && failed.status < 500 && failed.status !== 429
  ) {
    return showProblem(tool, apiProblem(form, failed.error, locate, failed.status));
  }
  // Busy, unavailable or failed: worded by its code where the answer has one, with Retry.
  const worded = failed.error === null ? null : errorWords(failed.error, failed.status);
  const text = worded !== null
    ? t(worded.key, worded.values)
    : failed.status === 503
    ? t("errorSource")
    : failed.status === 429
    ? t("errorRateLimited")
    : t("errorServer", { status: failed.status });
  const wait = failed.status === 503 || failed.status === 429 ? failed.retryAfter : null;
  showProblem(tool, { field: null, text }, { retry, wait, title: false });
}

/**
 * @param {HTMLFormElement} form
 */
export function toolOf(form) {
  return /** @type {HTMLElement} */ (form.closest("section")).id;
}
