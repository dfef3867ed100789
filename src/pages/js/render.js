// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * Shared rendering: balls coloured as each game colours them, a draw's title and its numbers in
 * words, and lists of items.
 *
 * @module
 */

import { counted, day, factsOf, gameOf, GAMES, h, list, srOnly, t } from "./page.js";

/**
 * The colour of text that reads best on a background: the darker or the lighter of the page's
 * two, by WCAG contrast.
 *
 * @param {string} colour `#rrggbb`
 */
function textOn(colour) {
  const channel = (/** @type {number} */ i) => {
    const c = parseInt(colour.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? "#1d2024" : "#ffffff";
}

/**
 * One ball, coloured as the game colours it (the registry's `look`).
 *
 * @param {number} value
 * @param {{ game?: string, extra?: boolean, hit?: boolean, miss?: boolean, bonus?: boolean }}
 *   [options]
 */
export function ball(value, options = {}) {
  const game = options.game === undefined ? undefined : GAMES.get(options.game);
  const look = game?.look;
  let colour = "#ffffff";
  if (look !== undefined) {
    colour = options.extra
      ? look.extra
      : (look.main.find((band) => value <= band.upTo) ?? look.main[look.main.length - 1])
        ?.colour ?? colour;
  }
  const classes = ["ball"];
  if (options.extra) classes.push("extra");
  if (options.extra && look?.extraShape === "star") classes.push("star");
  if (options.hit) classes.push("hit");
  if (options.miss) classes.push("miss");
  if (options.bonus) classes.push("bonus-hit");
  const element = h(
    "span",
    { class: classes.join(" ") },
    options.extra && game?.extraName ? srOnly(`${game.extraName} `) : null,
    String(value),
    options.hit ? srOnly(` (${t("matched")})`) : null,
    options.bonus ? srOnly(` (${t("bonusMatched")})`) : null,
  );
  if (!options.miss) {
    element.style.setProperty("--ball-bg", colour);
    element.style.setProperty("--ball-fg", textOn(colour));
  }
  return element;
}

/**
 * A row of balls; the extras come after a plus sign.
 *
 * @param {number[]} numbers
 * @param {{ game?: string, extras?: number[], hits?: Set<number>, bonus?: number | null,
 *   extraHit?: boolean | null, marking?: boolean }} [options]
 */
export function balls(numbers, options = {}) {
  const { game, extras = [], hits, bonus = null, extraHit = null, marking = false } = options;
  const row = h("span", { class: "balls" });
  for (const n of numbers) {
    const hit = hits?.has(n) ?? false;
    const isBonus = bonus !== null && n === bonus;
    row.append(ball(n, { game, hit, bonus: isBonus, miss: marking && !hit && !isBonus }), " ");
  }
  if (extras.length > 0) {
    row.append(h("span", { class: "plus", "aria-hidden": "true" }, "+"), " ");
    for (const n of extras) {
      row.append(
        ball(n, {
          game,
          extra: true,
          hit: extraHit === true,
          miss: marking && extraHit !== true,
        }),
        " ",
      );
    }
    // The extra's name for sight, kept on the line of the last ball (never wrapped alone); a
    // screen reader hears it inside the ball.
    const name = game === undefined ? null : GAMES.get(game)?.extraName;
    const last = row.lastElementChild;
    if (name && last !== null) {
      row.append(
        h(
          "span",
          { class: "extra-group" },
          last,
          h("span", {
            class: "extra-name",
            "aria-hidden": "true",
          }, name),
        ),
      );
    }
  }
  return row;
}

/**
 * The words of a set of lottery numbers, for the sentence.
 *
 * @param {string} game
 * @param {{ numbers: number[], extra_numbers: number[] }} set
 */
export function setWords(game, set) {
  if (set.extra_numbers.length === 0) return list(set.numbers);
  return t("andExtra", {
    numbers: list(set.numbers),
    extra: gameOf(game)?.extraName ?? "",
    extraNumbers: list(set.extra_numbers),
  });
}

/**
 * The title of a draw: the game, the draw and its date, e.g. "..., draw 1239, August 29, 2026".
 *
 * @param {{ game: string, draw: number | string, date: string }} a
 */
export function drawTitle(a) {
  const game = gameOf(a.game).name;
  return factsOf(a.game).id === "number"
    ? t("drawNumbered", { game, draw: a.draw, date: day(a.date) })
    : t("drawDated", { game, date: day(a.date) });
}

/**
 * The draw's balls.
 *
 * @param {any} a
 */
export function drawBalls(a) {
  const extra = typeof a.bonus_number === "number" ? a.bonus_number : a.extra_number;
  return balls(a.numbers, { game: a.game, extras: typeof extra === "number" ? [extra] : [] });
}

/**
 * The words of a draw's numbers, for sentences.
 *
 * @param {any} a
 */
export function drawWords(a) {
  const extra = typeof a.bonus_number === "number" ? a.bonus_number : a.extra_number;
  return setWords(a.game, {
    numbers: a.numbers,
    extra_numbers: typeof extra === "number" ? [extra] : [],
  });
}

/** @param {string[]} items */
export function itemList(items) {
  const element = h("ol", { class: "items" });
  for (const item of items) element.append(h("li", {}, item));
  return element;
}

/**
 * A match in words: "4 numbers + the" and the extra ball's name.
 *
 * @param {string} game
 * @param {number} main
 * @param {boolean} extra
 */
export function matchWords(game, main, extra) {
  const extraName = gameOf(game).extraName ?? "";
  if (!extra) return counted("numbers", main);
  if (main === 0) return t("tierExtraOnly", { extra: extraName });
  return t("tierWithExtra", { numbers: counted("numbers", main), extra: extraName });
}
