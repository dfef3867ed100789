// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * What every part of the page shares: its data block (words, games, operations' addresses), its
 * words filled in and formatted in its language, and small helpers to make and find elements.
 *
 * @module
 */

import { fill, pluralKey } from "../words.js";
import { weekday, zoneOffset } from "../../games/schedule.js";

/**
 * @typedef {import("../i18n/en.ts").MessageKey} MessageKey
 * @typedef {import("../mod.ts").PageData} PageData
 * @typedef {PageData["games"][number]} PageGame
 * @typedef {NonNullable<PageGame["draws"]>} DrawFacts
 * @typedef {Record<string, unknown>} Args
 * @typedef {{ nodes: Node[], sentence: string }} Shown
 * @typedef {{ game?: string, draw?: number | string, lines?: { numbers: number[],
 *   extra?: number }[] }} OpenValues
 * @typedef {{ run: (form: HTMLFormElement, options: { seed?: string }) => Promise<void>,
 *   openTool: (id: string, values: OpenValues) => void }} Actions
 *   What the tools do to one another, wired by home.js and passed down as callbacks, so that no
 *   module imports in a circle.
 */

export const DATA = /** @type {PageData} */ (
  JSON.parse(document.getElementById("page-data")?.textContent ?? "{}")
);

export const LANG = DATA.language;

/** @type {Map<string, PageGame>} */
export const GAMES = new Map(DATA.games.map((game) => [game.id, game]));

export const SEED = /^[0-9a-fA-F]{64}$/;

/** The letters of the ticket's lines, as the server rendered them (A to E). */
export const TICKET_LINES = [...document.querySelectorAll("input[data-line]")].map((
  input,
) => /** @type {string} */ (/** @type {HTMLElement} */ (input).dataset.line));

/**
 * A word of the page, filled in.
 *
 * @param {MessageKey} key
 * @param {Record<string, string | number>} [values]
 */
export function t(key, values) {
  return fill(DATA.messages[key], values);
}

/**
 * A word with a count, in the plural form the language asks for (`heads_one`, `heads_other`).
 *
 * @param {string} base
 * @param {number} count
 */
export function counted(base, count) {
  const key = /** @type {MessageKey} */ (pluralKey(LANG, base, count));
  return t(key, { count: number(count) });
}

/**
 * The page's Intl formats, made at their first use. The first Intl formatter a page makes loads
 * its locale data, a long task on a phone (bench/README.md), so nothing the landing shows goes
 * through one: its dates and numbers are written by hand below, from the language's words.
 */
const formats = {
  /** @type {Intl.NumberFormat | undefined} */
  number: undefined,
  /** @type {Intl.ListFormat | undefined} */
  list: undefined,
};

/**
 * A number as the page's three languages write it: a whole one with commas between thousands,
 * as every count and amount the page shows is; any other through Intl.
 *
 * @param {number} value
 */
export function number(value) {
  if (Number.isSafeInteger(value)) return String(value).replace(/\B(?=(\d{3})+$)/g, ",");
  formats.number ??= new Intl.NumberFormat(LANG);
  return formats.number.format(value);
}

/** @param {(string | number)[]} items */
export function list(items) {
  const words = items.map((item) => typeof item === "number" ? number(item) : item);
  // Korean joins a list with commas: Intl's Korean conjunction puts in U+BC0F ("and"), which
  // reads as an official form's, not as a person writes.
  if (LANG === "ko") {
    return words.length === 0 ? "" : words.reduce((first, second) => t("pair", { first, second }));
  }
  formats.list ??= new Intl.ListFormat(LANG, { style: "long", type: "conjunction" });
  return formats.list.format(words);
}

/**
 * One of the language's lists of names: `weekdays` from Sunday, `months` from January,
 * `dayPeriods` morning then afternoon.
 *
 * @param {"weekdays" | "months" | "dayPeriods"} key
 * @param {number} index
 */
function named(key, index) {
  return t(key).split(" ")[index] ?? "";
}

/**
 * The calendar day of a UTC date, as the language writes it (`dateLong` or `dateWithWeekday`).
 *
 * @param {Date} date a day's midnight in UTC, or an instant shifted by its zone's offset
 * @param {"dateLong" | "dateWithWeekday"} key
 */
function calendarDay(date, key) {
  return t(key, {
    year: date.getUTCFullYear(),
    month: named("months", date.getUTCMonth()),
    day: date.getUTCDate(),
    weekday: named("weekdays", date.getUTCDay()),
  });
}

/**
 * A draw date (YYYY-MM-DD, already the draw's own calendar day) in the page's language.
 *
 * @param {string} date
 */
export function day(date) {
  return calendarDay(new Date(`${date}T00:00:00Z`), "dateLong");
}

/**
 * A day's weekday in the page's language.
 *
 * @param {string} date YYYY-MM-DD
 */
export function weekdayName(date) {
  return named("weekdays", weekday(date));
}

/**
 * The reader's own time zone, by the page's language: a draw in it is told without its zone's
 * name, as the readers' own lottery sites write it.
 *
 * @type {Readonly<Record<string, string>>}
 */
const HOME_ZONES = { ko: "Asia/Seoul", ja: "Asia/Tokyo" };

/**
 * A date and time as each language's lottery sites write them: in Korean and Japanese the
 * weekday in brackets against the day, in English before it; Korean and English on a 12-hour
 * clock with its half of the day, Japanese on the whole day's.
 *
 * @param {number} instant
 * @param {string} zone
 */
function dateAndTime(instant, zone) {
  const wall = new Date(instant + zoneOffset(zone, instant));
  const hours = wall.getUTCHours();
  const minute = wall.getUTCMinutes();
  const twelve = LANG !== "ja";
  return {
    date: calendarDay(wall, "dateWithWeekday"),
    time: t(minute === 0 ? "timeHour" : "timeHourMinute", {
      period: twelve ? named("dayPeriods", hours < 12 ? 0 : 1) : "",
      hour: twelve ? (hours % 12 || 12) : hours,
      // Korean writes its minutes as a number of minutes, the clock with two digits.
      minute: LANG === "ko" ? String(minute) : String(minute).padStart(2, "0"),
    }).trim(),
  };
}

/**
 * An instant as the draw's own zone tells it, with the zone's name where it is not the reader's
 * own: "Saturday, November 28, 2026, 8:35 PM KST".
 *
 * @param {number} instant
 * @param {DrawFacts} facts
 */
export function zoned(instant, facts) {
  const { zone, zoneName } = facts.schedule;
  const { date, time } = dateAndTime(instant, zone);
  if (HOME_ZONES[LANG] === zone) return t("drawTimeLocal", { date, time });
  const word = DATA.games.find((game) => game.draws === facts)?.zoneWord ?? null;
  return t("drawTime", { date, time, zone: word === null ? zoneName : t(word) });
}

/**
 * @param {number | null | undefined} amount
 * @param {string} currency
 */
export function money(amount, currency) {
  if (amount === null || amount === undefined) return t("unknown");
  // Won as Korean and Japanese readers write them: the amount, then the word (amountWon).
  if (currency === "KRW") return t("amountWon", { amount: number(amount) });
  // Whole amounts without cents: "$50,000", as the official sites list prizes.
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(LANG, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** @param {string} id */
export function gameOf(id) {
  return /** @type {PageGame} */ (GAMES.get(id));
}

/** @param {string} id */
export function factsOf(id) {
  return /** @type {DrawFacts} */ (gameOf(id).draws);
}

/**
 * Makes an element. Text goes in as text nodes, never as HTML, so list items and messages cannot
 * inject markup.
 *
 * @param {string} tag
 * @param {Record<string, string | boolean | ((event: Event) => void)>} [props]
 * @param {(Node | string | number | null | undefined | false)[]} children
 * @returns {HTMLElement}
 */
export function h(tag, props = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === "function") element.addEventListener(name.slice(2), value);
    else if (value === true) element.setAttribute(name, "");
    else if (value !== false) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === "number" ? number(child) : child);
  }
  return element;
}

/** @param {string} text */
export function srOnly(text) {
  return h("span", { class: "sr-only" }, text);
}

/** @param {string} id */
export function byId(id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

/** @param {string} tool */
export function resultOf(tool) {
  return byId(`${tool}-result`);
}

/** @param {string} sentence */
export function announce(sentence) {
  const live = byId("live");
  live.textContent = "";
  // A new text node after the emptying, so that the same sentence twice is read twice.
  setTimeout(() => live.textContent = sentence, 50);
}

export const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/**
 * Brings a tool's answer into view and gives it focus, without motion when motion is unwelcome.
 *
 * @param {string} tool
 */
export function reveal(tool) {
  const result = resultOf(tool);
  const target = /** @type {HTMLElement | null} */ (result.querySelector(".summary, .error"));
  if (target !== null) {
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }
  const tall = result.getBoundingClientRect().height > innerHeight * 0.8;
  // A short answer is brought to the middle, so that nothing of it (a die's face) is cut off.
  result.scrollIntoView({
    block: tall ? "start" : "center",
    behavior: reducedMotion.matches ? "auto" : "smooth",
  });
}
