// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The home page's script. Each form calls the public API by POST (so long lists and items with
 * commas travel whole) and shows the answer in the page's language, with a short sentence for
 * screen readers, and its seed, link, request, JSON and verifier file in the collapsed "Check this
 * draw" panel. The words, the games and the operations' addresses come from the page's data
 * block, which the server renders from src/pages/i18n/, the games' registry and the operation
 * table: this file states no game's facts and no word of any language.
 *
 * @module
 */
import { fill, pluralKey } from "./words.js";
import {
  decodeGiveaway,
  duplicateEntries,
  encodeGiveaway,
  entriesOf,
  entriesSha256,
  giveawayLabel,
  giveawayProblems,
} from "./giveaway.js";
import {
  drawDateOf,
  drawnAt,
  isDrawDay,
  previousDrawDate,
  publishedAt,
} from "../games/schedule.js";

/**
 * @typedef {import("./i18n/en.ts").MessageKey} MessageKey
 * @typedef {import("./mod.ts").PageData} PageData
 * @typedef {PageData["games"][number]} PageGame
 * @typedef {NonNullable<PageGame["draws"]>} DrawFacts
 * @typedef {Record<string, unknown>} Args
 * @typedef {{ code: string, message: string, field: string | null }} ApiError
 * @typedef {{ ok: true, body: any, text: string } | { ok: false, status: number,
 *   error: ApiError | null, retryAfter: number | null }} Called
 */

const DATA = /** @type {PageData} */ (
  JSON.parse(document.getElementById("page-data")?.textContent ?? "{}")
);
const LANG = DATA.language;
/** @type {Map<string, PageGame>} */
const GAMES = new Map(DATA.games.map((game) => [game.id, game]));
const SEED = /^[0-9a-fA-F]{64}$/;
const INTEGER = /^-?[0-9]+$/;
const MAX_RANGE = 2 ** 32;
const MAX_ITEMS = 1000;
const MAX_ITEM = 200;
/** The letters of the ticket's lines, as the server rendered them (A to E). */
const TICKET_LINES = [...document.querySelectorAll("input[data-line]")].map((
  input,
) => /** @type {string} */ (/** @type {HTMLElement} */ (input).dataset.line));
/** A GET address longer than this is not offered: a POST carries it. */
const MAX_GET_ADDRESS = 2000;

/**
 * A word of the page, filled in.
 *
 * @param {MessageKey} key
 * @param {Record<string, string | number>} [values]
 */
function t(key, values) {
  return fill(DATA.messages[key], values);
}

/**
 * A word with a count, in the plural form the language asks for (`heads_one`, `heads_other`).
 *
 * @param {string} base
 * @param {number} count
 */
function counted(base, count) {
  const key = /** @type {MessageKey} */ (pluralKey(LANG, base, count));
  return t(key, { count: number(count) });
}

const numberFormat = new Intl.NumberFormat(LANG);
const listFormat = new Intl.ListFormat(LANG, { style: "long", type: "conjunction" });
const dateFormat = new Intl.DateTimeFormat(LANG, { dateStyle: "long", timeZone: "UTC" });

/** @param {number} value */
function number(value) {
  return numberFormat.format(value);
}

/** @param {(string | number)[]} items */
function list(items) {
  return listFormat.format(items.map((item) => typeof item === "number" ? number(item) : item));
}

/**
 * A draw date (YYYY-MM-DD, already the draw's own calendar day) in the page's language.
 *
 * @param {string} date
 */
function day(date) {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/**
 * An instant as the draw's own zone tells it, with the zone's name: "September 5, 2026, 8:35 PM
 * KST".
 *
 * @param {number} instant
 * @param {DrawFacts} facts
 */
function zoned(instant, facts) {
  const { zone, zoneName } = facts.schedule;
  const date = new Intl.DateTimeFormat(LANG, { dateStyle: "full", timeZone: zone }).format(instant);
  const time = new Intl.DateTimeFormat(LANG, { timeStyle: "short", timeZone: zone })
    .format(instant);
  return t("drawTime", { date, time, zone: zoneName });
}

/**
 * @param {number | null | undefined} amount
 * @param {string} currency
 */
function money(amount, currency) {
  if (amount === null || amount === undefined) return t("unknown");
  return new Intl.NumberFormat(LANG, { style: "currency", currency }).format(amount);
}

/** @param {string} id */
function gameOf(id) {
  return /** @type {PageGame} */ (GAMES.get(id));
}

/** @param {string} id */
function factsOf(id) {
  return /** @type {DrawFacts} */ (gameOf(id).draws);
}

/** The money of a game's prizes: the currency of the zone it draws in. */
const CURRENCY_OF_ZONE = /** @type {Record<string, string>} */ ({
  "Asia/Seoul": "KRW",
  "America/New_York": "USD",
});

// ---------------------------------------------------------------------------------------------
// Elements

/**
 * Makes an element. Text goes in as text nodes, never as HTML, so list items and messages cannot
 * inject markup.
 *
 * @param {string} tag
 * @param {Record<string, string | boolean | ((event: Event) => void)>} [props]
 * @param {(Node | string | number | null | undefined | false)[]} children
 * @returns {HTMLElement}
 */
function h(tag, props = {}, ...children) {
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
function srOnly(text) {
  return h("span", { class: "sr-only" }, text);
}

/** @param {string} id */
function byId(id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

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
function ball(value, options = {}) {
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
function balls(numbers, options = {}) {
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
    // The extra's name for sight; a screen reader hears it inside the ball.
    const name = game === undefined ? null : GAMES.get(game)?.extraName;
    if (name) row.append(h("span", { class: "extra-name", "aria-hidden": "true" }, name));
  }
  return row;
}

// ---------------------------------------------------------------------------------------------
// Answers: each gives the nodes to show and the sentence a screen reader hears.

/**
 * @typedef {{ nodes: Node[], sentence: string }} Shown
 * @typedef {{ form: HTMLFormElement, tool: string, args: Args }} Asked
 */

/**
 * The words of a set of lottery numbers, for the sentence.
 *
 * @param {string} game
 * @param {{ numbers: number[], extra_numbers: number[] }} set
 */
function setWords(game, set) {
  if (set.extra_numbers.length === 0) return list(set.numbers);
  return t("andExtra", {
    numbers: list(set.numbers),
    extra: gameOf(game)?.extraName ?? "",
    extraNumbers: list(set.extra_numbers),
  });
}

/**
 * @param {any} a
 * @returns {Shown}
 */
function showPick(a) {
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
            "aria-label": `${t("checkSet")}: ${t("checkSetLabel", { n: i + 1 })}`,
            onclick: () =>
              openTool("check", {
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
  const summary = `${name}: ${counted("sets", a.sets.length)}`;
  return {
    nodes: [h("p", { class: "summary" }, summary), sets],
    sentence: t("livePick", {
      game: name,
      sets: a.sets.map((/** @type {any} */ set) => setWords(a.game, set)).join("; "),
    }),
  };
}

/**
 * The title of a draw: the game, the draw and its date, e.g. "..., draw 1239, August 29, 2026".
 *
 * @param {{ game: string, draw: number | string, date: string }} a
 */
function drawTitle(a) {
  const game = gameOf(a.game).name;
  return factsOf(a.game).id === "number"
    ? t("drawNumbered", { game, draw: a.draw, date: day(a.date) })
    : t("drawDated", { game, date: day(a.date) });
}

/**
 * The draw that comes before a draw, or null before the first on record.
 *
 * @param {string} game
 * @param {number | string} draw
 * @param {string} date
 */
function previousDraw(game, draw, date) {
  const facts = factsOf(game);
  if (facts.id === "number") {
    return Number(draw) > (facts.first.number ?? 1) ? Number(draw) - 1 : null;
  }
  return previousDrawDate(facts, date) ?? null;
}

/**
 * Buttons to the previous and next draw, for the tool that showed this one. The next is offered
 * only once it is published, by the game's schedule.
 *
 * @param {string} tool
 * @param {{ game: string, draw: number | string, date: string, next_draw: { draw: number |
 *   string, date: string } }} a
 */
function drawSteps(tool, a) {
  const facts = factsOf(a.game);
  const previous = previousDraw(a.game, a.draw, a.date);
  const nextOut = a.next_draw && publishedAt(facts, a.next_draw.date) <= Date.now();
  const go = (/** @type {number | string} */ draw) => () => {
    const input = /** @type {HTMLInputElement} */ (byId(`${tool}-draw`));
    input.value = String(draw);
    const form = /** @type {HTMLFormElement} */ (input.form);
    run(form, {});
  };
  return h(
    "p",
    { class: "steps" },
    previous === null ? null : h(
      "button",
      { type: "button", class: "small", onclick: go(previous) },
      `\u2190 ${t("previousDraw")}`,
    ),
    " ",
    nextOut
      ? h(
        "button",
        { type: "button", class: "small", onclick: go(a.next_draw.draw) },
        `${t("nextDraw")} \u2192`,
      )
      : null,
  );
}

/**
 * The draw's balls.
 *
 * @param {any} a
 */
function drawBalls(a) {
  const extra = typeof a.bonus_number === "number" ? a.bonus_number : a.extra_number;
  return balls(a.numbers, { game: a.game, extras: typeof extra === "number" ? [extra] : [] });
}

/**
 * The words of a draw's numbers, for sentences.
 *
 * @param {any} a
 */
function drawWords(a) {
  const extra = typeof a.bonus_number === "number" ? a.bonus_number : a.extra_number;
  return setWords(a.game, {
    numbers: a.numbers,
    extra_numbers: typeof extra === "number" ? [extra] : [],
  });
}

/**
 * @param {any} a
 * @returns {Shown}
 */
function showDraw(a) {
  const facts = factsOf(a.game);
  const title = drawTitle(a);
  /** @type {Node[]} */
  const nodes = [h("p", { class: "summary" }, title), h("p", {}, drawBalls(a))];
  if (typeof a.multiplier === "number") {
    nodes.push(h("p", {}, t("multiplier", { value: a.multiplier })));
  }
  if (Array.isArray(a.prizes) && a.prizes.length > 0) {
    const currency = CURRENCY_OF_ZONE[facts.schedule.zone] ?? "USD";
    const body = h("tbody");
    for (const prize of a.prizes) {
      body.append(h(
        "tr",
        {},
        h("th", { scope: "row" }, t("rankName", { rank: prize.rank })),
        h("td", {}, prize.winners === null ? t("unknown") : number(prize.winners)),
        h("td", {}, money(prize.prize_per_winner, currency)),
      ));
    }
    nodes.push(h(
      "div",
      { class: "table-wrap" },
      h(
        "table",
        {},
        h("caption", {}, t("prizes")),
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { scope: "col" }, t("rank")),
            h("th", { scope: "col" }, t("winners")),
            h("th", { scope: "col" }, t("prizePerWinner")),
          ),
        ),
        body,
      ),
    ));
  }
  if (a.stale) {
    nodes.push(
      h("p", { class: "note" }, t("stale", { when: zoned(Date.parse(a.fetched_at), facts) })),
    );
  }
  nodes.push(drawSteps("draw", a));
  nodes.push(h(
    "p",
    {},
    h("button", {
      type: "button",
      class: "small",
      onclick: () => openTool("check", { game: a.game, draw: a.draw }),
    }, t("checkAgainst")),
  ));
  return { nodes, sentence: t("liveDraw", { title, numbers: drawWords(a) }) };
}

/**
 * A match in words: "4 numbers + the" and the extra ball's name.
 *
 * @param {string} game
 * @param {number} main
 * @param {boolean} extra
 */
function matchWords(game, main, extra) {
  const extraName = gameOf(game).extraName ?? "";
  if (!extra) return counted("numbers", main);
  if (main === 0) return t("tierExtraOnly", { extra: extraName });
  return t("tierWithExtra", { numbers: counted("numbers", main), extra: extraName });
}

/**
 * The verdict of one checked line.
 *
 * @param {any} c
 */
function verdict(c) {
  const facts = factsOf(c.game);
  if (facts.prizeKind === "rank") {
    const match = counted("numbers", c.match_count);
    if (c.rank === null) return t("verdictNone", { match });
    // 2nd rank is 5 numbers and the bonus: its level says the extra counts.
    const level = facts.prizes.find((p) => p.name === c.rank);
    const words = matchWords(c.game, c.match_count, level?.extra === true);
    const currency = CURRENCY_OF_ZONE[facts.schedule.zone] ?? "USD";
    return c.prize_per_winner === null
      ? t("verdictRankNoAmount", { rank: c.rank, match: words })
      : t("verdictRank", {
        rank: c.rank,
        match: words,
        prize: money(c.prize_per_winner, currency),
      });
  }
  const words = matchWords(c.game, c.match_count, c.extra_matched === true);
  if (c.tier === null) return t("verdictNone", { match: words });
  return t("verdictTier", { match: words });
}

/**
 * @param {any} draw the draw's answer
 * @param {{ line: string, answer: any }[]} lines
 * @returns {Shown}
 */
function showCheck(draw, lines) {
  const title = drawTitle(draw);
  const bonus = typeof draw.bonus_number === "number" ? draw.bonus_number : null;
  const rows = h("ol", { class: "sets lines" });
  const sentences = [];
  for (const { line, answer } of lines) {
    const words = verdict(answer);
    sentences.push(t("liveCheckLine", { line, verdict: words }));
    const won = answer.rank !== null && answer.rank !== undefined ||
      typeof answer.tier === "string";
    rows.append(h(
      "li",
      {},
      h("span", { class: "set-label" }, t("ticketLine", { line })),
      balls(answer.numbers, {
        game: answer.game,
        hits: new Set(answer.matched),
        bonus: bonus !== null && answer.bonus_matched ? bonus : null,
        extras: typeof answer.extra_number === "number" ? [answer.extra_number] : [],
        extraHit: answer.extra_matched ?? null,
        marking: true,
      }),
      h("span", { class: won ? "line-verdict won" : "line-verdict" }, words),
    ));
  }
  return {
    nodes: [
      h("p", { class: "summary" }, `${t("winningNumbers")}: ${title}`),
      h("p", { class: "draw-row" }, drawBalls(draw)),
      rows,
      drawSteps("check", draw),
    ],
    sentence: sentences.join(" "),
  };
}

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
function showDice(a) {
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
function showCoin(a) {
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
  const sentence = t("liveCoin", {
    heads: counted("heads", a.heads),
    tails: counted("tails", a.tails),
  });
  return { nodes: [h("p", { class: "summary" }, sentence), row], sentence };
}

/**
 * @param {any} a
 * @returns {Shown}
 */
function showIntegers(a) {
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

/** @param {string[]} items */
function itemList(items) {
  const element = h("ol", { class: "items" });
  for (const item of items) element.append(h("li", {}, item));
  return element;
}

/**
 * @param {any} a
 * @returns {Shown}
 */
function showListPick(a) {
  return {
    nodes: [h("p", { class: "summary" }, t("picked")), itemList(a.picks)],
    sentence: t("livePicked", { items: list(a.picks.slice(0, 20)) }),
  };
}

/**
 * @param {any} a
 * @returns {Shown}
 */
function showShuffle(a) {
  return {
    nodes: [h("p", { class: "summary" }, t("newOrder")), itemList(a.shuffled)],
    sentence: t("liveShuffled", { items: list(a.shuffled.slice(0, 20)) }),
  };
}

/** @type {Record<string, (answer: any) => Shown>} */
const SHOW = {
  pick_numbers: showPick,
  get_draw: showDraw,
  roll_dice: showDice,
  flip_coin: showCoin,
  random_integer: showIntegers,
  pick_from_list: showListPick,
  shuffle_list: showShuffle,
};

// ---------------------------------------------------------------------------------------------
// Forms: reading, checking, and their problems in the page's words

/**
 * @param {HTMLFormElement} form
 * @returns {(HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[]}
 */
function fieldsOf(form) {
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
function linesOf(text) {
  return text.split(/\r\n|\r|\n/).map((line) => line.trim()).filter((line) => line !== "");
}

/**
 * A form's fields as the operation's arguments: empty fields left out so that the API's defaults
 * apply, whole numbers as numbers, lists as arrays.
 *
 * @param {HTMLFormElement} form
 * @returns {Args}
 */
function readArguments(form) {
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
function labelOf(field) {
  const label = document.querySelector(`label[for="${field.id}"]`);
  if (label === null) return field.getAttribute("aria-label") ?? "";
  return [...label.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent).join("").trim();
}

/**
 * @typedef {{ field: HTMLElement | null, text: string }} Problem
 */

/**
 * @param {HTMLFormElement} form
 * @param {string} name
 */
function named(form, name) {
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
function integerProblem(form, name) {
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
 * What the page itself can tell is wrong before asking: each as the field and its words.
 *
 * @param {HTMLFormElement} form
 * @param {Args} args
 * @returns {Problem | null}
 */
function problemOf(form, args) {
  for (const element of fieldsOf(form)) {
    if (element.dataset.kind !== "integer") continue;
    const problem = integerProblem(form, element.name);
    if (problem !== null) return problem;
  }
  const op = form.dataset.op;
  const field = (/** @type {string} */ name) => named(form, name);
  const integer = (/** @type {unknown} */ value) => typeof value === "number" ? value : undefined;
  if (op === "random_integer") {
    for (const name of ["min", "max"]) {
      const value = args[name];
      if (value === undefined) return { field: field(name), text: t("problemRequired") };
      if (typeof value !== "number" || !Number.isSafeInteger(value)) {
        return { field: field(name), text: t("problemFieldGeneric") };
      }
    }
    const min = /** @type {number} */ (args.min);
    const max = /** @type {number} */ (args.max);
    if (min > max) {
      return {
        field: field("min"),
        text: t("problemAtMost", { other: labelOf(/** @type {HTMLElement} */ (field("max"))) }),
      };
    }
    if (max - min + 1 > MAX_RANGE) return { field: field("max"), text: t("problemRange") };
    const count = integer(args.count) ?? 1;
    if (args.unique === true && count > max - min + 1) {
      return { field: field("count"), text: t("problemUniqueCount", { n: number(max - min + 1) }) };
    }
  }
  if (op === "pick_numbers" && args.game === "custom") {
    const count = integer(args.count);
    const max = integer(args.max);
    const min = integer(args.min) ?? 1;
    const extraCount = integer(args.extra_count) ?? 0;
    const extraMax = integer(args.extra_max);
    if (count === undefined) return { field: field("count"), text: t("problemRequired") };
    if (max === undefined) return { field: field("max"), text: t("problemRequired") };
    if (min > max) {
      return {
        field: field("min"),
        text: t("problemAtMost", { other: labelOf(/** @type {HTMLElement} */ (field("max"))) }),
      };
    }
    if (count > max - min + 1) {
      return { field: field("count"), text: t("problemCustomCount", { n: number(max - min + 1) }) };
    }
    if (extraCount > 0 && extraMax === undefined) {
      return { field: field("extra_max"), text: t("problemExtraMax") };
    }
    if (extraCount === 0 && extraMax !== undefined) {
      return { field: field("extra_max"), text: t("problemExtraNone") };
    }
    if (extraMax !== undefined && extraCount > extraMax) {
      return { field: field("extra_count"), text: t("problemExtraCount", { n: number(extraMax) }) };
    }
  }
  if (op === "pick_from_list" || op === "shuffle_list") {
    const items = /** @type {string[]} */ (args.items ?? []);
    const itemsField = field("items");
    if (items.length < 1 || items.length > MAX_ITEMS) {
      return { field: itemsField, text: t("problemItems") };
    }
    const long = items.findIndex((item) => [...item].length > MAX_ITEM);
    if (long !== -1) return { field: itemsField, text: t("problemItemLong", { line: long + 1 }) };
    if (
      op === "pick_from_list" && args.unique === true && (integer(args.count) ?? 1) > items.length
    ) {
      return { field: field("count"), text: t("problemUniqueCount", { n: number(items.length) }) };
    }
  }
  if (op === "get_draw" || op === "check_ticket") {
    const problem = drawProblem(form, String(args.game));
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * What is wrong with a form's `draw` field for its game.
 *
 * @param {HTMLFormElement} form
 * @param {string} game
 * @returns {Problem | null}
 */
function drawProblem(form, game) {
  const input = /** @type {HTMLInputElement} */ (named(form, "draw"));
  const text = input.value.trim();
  if (text === "") return null;
  const facts = factsOf(game);
  if (facts.id === "number") {
    return /^[1-9][0-9]*$/.test(text) ? null : { field: input, text: t("problemDrawNumber") };
  }
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text)) {
    return { field: input, text: t("problemDrawDate") };
  }
  if (!isDrawDay(facts, text)) {
    return { field: input, text: t("problemNotDrawDay", { game: gameOf(game).name }) };
  }
  return null;
}

/**
 * The API's error in the page's words: the field it names by its label, with the page's own
 * description of what that field takes.
 *
 * @param {HTMLFormElement} form
 * @param {ApiError} error
 * @param {(name: string) => HTMLElement | null} [locate]
 * @returns {Problem}
 */
function apiProblem(form, error, locate = (name) => named(form, name)) {
  const field = error.field === null ? null : locate(error.field);
  if (error.code === "draw_not_found") return { field, text: t("errorDrawNotFound") };
  if (field === null) return { field: null, text: t("problemFieldGeneric") };
  if (field instanceof HTMLInputElement && field.min !== "" && field.max !== "") {
    return {
      field,
      text: t("problemInteger", { min: number(Number(field.min)), max: number(Number(field.max)) }),
    };
  }
  if (field.dataset.kind === "lines") return { field, text: t("problemItems") };
  if (field.classList.contains("seed-input")) return { field, text: t("problemSeed") };
  return { field, text: t("problemFieldGeneric") };
}

// ---------------------------------------------------------------------------------------------
// Showing answers and problems

/** @param {string} tool */
function resultOf(tool) {
  return byId(`${tool}-result`);
}

/**
 * Forgets a tool's answer and problems: after any change to its form, and before a prefill.
 *
 * @param {string} tool
 */
function clearTool(tool) {
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
  if (tool === "giveaway") stopCountdown();
}

/** @param {string} sentence */
function announce(sentence) {
  const live = byId("live");
  live.textContent = "";
  // A new text node after the emptying, so that the same sentence twice is read twice.
  setTimeout(() => live.textContent = sentence, 50);
}

const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");

/**
 * Brings a tool's answer into view and gives it focus, without motion when motion is unwelcome.
 *
 * @param {string} tool
 */
function reveal(tool) {
  const result = resultOf(tool);
  const target = /** @type {HTMLElement | null} */ (result.querySelector(".summary, .error"));
  if (target !== null) {
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }
  const tall = result.getBoundingClientRect().height > innerHeight * 0.8;
  result.scrollIntoView({
    block: tall ? "start" : "nearest",
    behavior: reducedMotion.matches ? "auto" : "smooth",
  });
}

/**
 * Shows a problem: at its field (marked invalid, described by the message, focused) or, with no
 * field, in the result; with a Retry button when asked.
 *
 * @param {string} tool
 * @param {Problem} problem
 * @param {{ retry?: () => void, wait?: number | null }} [options]
 */
function showProblem(tool, problem, options = {}) {
  const result = resultOf(tool);
  const id = `${tool}-result-error`;
  const text = problem.field === null
    ? problem.text
    : t("fieldProblem", { label: labelOf(problem.field), problem: problem.text });
  const box = h(
    "div",
    { class: "error", id },
    h("p", {}, h("strong", {}, t("errorTitle")), " ", text),
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
 * Calls an operation by POST.
 *
 * @param {string} path
 * @param {Args} args
 * @returns {Promise<Called | { ok: false, status: 0, error: null, retryAfter: null }>}
 */
async function call(path, args) {
  let response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(args),
    });
  } catch {
    return { ok: false, status: 0, error: null, retryAfter: null };
  }
  const text = await response.text();
  /** @type {any} */
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.ok && body !== null) return { ok: true, body, text };
  const retryAfter = Number(response.headers.get("retry-after"));
  return {
    ok: false,
    status: response.status,
    error: body?.error ?? null,
    retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
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
function showFailure(tool, form, failed, retry, locate) {
  if (failed.status === 0) {
    return showProblem(tool, { field: null, text: t("errorNetwork") }, { retry });
  }
  if (failed.status === 503) {
    return showProblem(tool, { field: null, text: t("errorSource") }, {
      retry,
      wait: failed.retryAfter,
    });
  }
  if (failed.status === 429) {
    return showProblem(tool, { field: null, text: t("errorRateLimited") }, {
      retry,
      wait: failed.retryAfter,
    });
  }
  if (failed.status === 400 && failed.error !== null) {
    return showProblem(tool, apiProblem(form, failed.error, locate));
  }
  showProblem(tool, { field: null, text: t("errorServer", { status: failed.status }) }, { retry });
}

/**
 * @param {HTMLFormElement} form
 */
function toolOf(form) {
  return /** @type {HTMLElement} */ (form.closest("section")).id;
}

/**
 * Runs a form: checks it, calls its operation and shows the answer. A seed is used only when
 * given here (the Replay button, or a link that reproduces an answer): the form's own button
 * always draws fresh.
 *
 * @param {HTMLFormElement} form
 * @param {{ seed?: string }} options
 */
async function run(form, options) {
  const tool = toolOf(form);
  if (form.dataset.busy === "true") return;
  clearTool(tool);
  const args = readArguments(form);
  if (options.seed !== undefined) args.seed = options.seed.toLowerCase();
  const problem = problemOf(form, args);
  if (problem !== null) return showProblem(tool, problem);
  const result = resultOf(tool);
  form.dataset.busy = "true";
  result.setAttribute("aria-busy", "true");
  try {
    if (form.dataset.op === "check_ticket") return await runCheck(form, args);
    const path = /** @type {string} */ (form.getAttribute("action"));
    const called = await call(path, args);
    if (!called.ok) return showFailure(tool, form, called, () => run(form, options));
    const shown = SHOW[form.dataset.op ?? ""]?.(called.body) ?? { nodes: [], sentence: "" };
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
    fillPanel(tool, [{ path, args, text: called.text }], {
      operation: form.dataset.op ?? "",
      seed: called.body.seed,
    });
    announce(shown.sentence);
    reveal(tool);
  } finally {
    delete form.dataset.busy;
    result.removeAttribute("aria-busy");
  }
}

/**
 * The ticket check: the draw (the latest, or the one named), then each filled line against it.
 *
 * @param {HTMLFormElement} form
 * @param {Args} args
 */
async function runCheck(form, args) {
  const tool = "check";
  const game = String(args.game);
  const facts = factsOf(game);
  const matrix =
    /** @type {DrawFacts["matrices"][number]} */ (facts.matrices[facts.matrices.length - 1]);
  const pick = gameOf(game).pick;
  /** @type {{ line: string, numbers: number[], extra?: number }[]} */
  const lines = [];
  for (const input of form.querySelectorAll("input[data-line]")) {
    const field = /** @type {HTMLInputElement} */ (input);
    const text = field.value.trim();
    if (text === "") continue;
    const tokens = text.split(/[\s,;.]+/).filter((token) => token !== "");
    const numbers = tokens.map(Number);
    const ok = tokens.every((token) => /^[0-9]+$/.test(token)) && numbers.length === matrix.count &&
      numbers.every((n) => n >= 1 && n <= matrix.max) && new Set(numbers).size === numbers.length;
    if (!ok) {
      return showProblem(tool, {
        field,
        text: t("problemTicket", { count: matrix.count, max: matrix.max }),
      });
    }
    const line = /** @type {string} */ (field.dataset.line);
    const extraField = /** @type {HTMLInputElement} */ (byId(`check-extra-${line}`));
    const extraText = pick.extra_count > 0 ? extraField.value.trim() : "";
    if (extraText !== "") {
      const extra = Number(extraText);
      if (!/^[0-9]+$/.test(extraText) || extra < 1 || extra > matrix.extraMax) {
        return showProblem(tool, {
          field: extraField,
          text: t("problemInteger", { min: 1, max: matrix.extraMax }),
        });
      }
      lines.push({ line, numbers, extra });
    } else lines.push({ line, numbers });
  }
  if (lines.length === 0) {
    return showProblem(tool, { field: byId("check-numbers-A"), text: t("problemTicketNone") });
  }
  const retry = () => run(form, {});
  const drawArgs = args.draw === undefined ? { game } : { game, draw: args.draw };
  const drawPath = DATA.paths.get_draw ?? "";
  const found = await call(drawPath, drawArgs);
  if (!found.ok) return showFailure(tool, form, found, retry);
  const draw = found.body;
  const checkPath = /** @type {string} */ (form.getAttribute("action"));
  /** @type {{ path: string, args: Args, text: string }[]} */
  const requests = [{ path: drawPath, args: drawArgs, text: found.text }];
  /** @type {{ line: string, answer: any }[]} */
  const checked = [];
  for (const line of lines) {
    /** @type {Args} */
    const lineArgs = { game, numbers: line.numbers, draw: draw.draw };
    if (line.extra !== undefined) lineArgs.extra_number = line.extra;
    const answer = await call(checkPath, lineArgs);
    if (!answer.ok) {
      return showFailure(
        tool,
        form,
        answer,
        retry,
        (name) =>
          name === "extra_number"
            ? byId(`check-extra-${line.line}`)
            : name === "numbers"
            ? byId(`check-numbers-${line.line}`)
            : named(form, name),
      );
    }
    checked.push({ line: line.line, answer: answer.body });
    requests.push({ path: checkPath, args: lineArgs, text: answer.text });
  }
  const shown = showCheck(draw, checked);
  resultOf(tool).replaceChildren(...shown.nodes);
  fillPanel(tool, requests, { operation: "check_ticket" });
  announce(shown.sentence);
  reveal(tool);
}

// ---------------------------------------------------------------------------------------------
// The "Check this draw" panel

/**
 * The GET address of a request, when a query string can carry it: list items with commas cannot
 * be one comma-separated parameter, and a long list goes by POST.
 *
 * @param {string} path
 * @param {Args} args
 */
function getAddress(path, args) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (Array.isArray(value)) {
      if (value.some((item) => String(item).includes(","))) return null;
      params.set(name, value.join(","));
    } else params.set(name, String(value));
  }
  const query = params.toString();
  const address = query === "" ? path : `${path}?${query}`;
  return address.length > MAX_GET_ADDRESS ? null : address;
}

/**
 * A link that opens the page in its language at a tool, with these arguments.
 *
 * @param {string} tool
 * @param {Args} args
 */
function toolLink(tool, args) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return `${location.origin}/?lang=${LANG}#${tool}?${params}`;
}

/**
 * @param {string} text
 * @param {HTMLElement} status
 */
async function copy(text, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = t("copied");
  } catch {
    status.textContent = t("copyFailed");
  }
}

/**
 * A button that copies a text and says in `status` whether it could.
 *
 * @param {string} text
 * @param {HTMLElement} status
 * @param {string} label
 */
function copyButton(text, status, label) {
  return h("button", { type: "button", class: "small", onclick: () => copy(text, status) }, label);
}

/**
 * A link that downloads a text as a file.
 *
 * @param {string} name
 * @param {string} text
 * @param {string} label
 */
function download(name, text, label) {
  const link = h("a", { download: name, class: "download" }, label);
  link.setAttribute("href", URL.createObjectURL(new Blob([text], { type: "application/json" })));
  return link;
}

/**
 * The verifier document of docs/FAIRNESS.md: the answer kept as the server wrote it, so that the
 * verifier can compare it byte for byte.
 *
 * @param {string} operation
 * @param {Args} args
 * @param {string} answerText
 */
function verifierDocument(operation, args, answerText) {
  return `{"operation":${JSON.stringify(operation)},"arguments":${JSON.stringify(args)},` +
    `"answer":${answerText.trim()}}\n`;
}

/**
 * How to check offline: the verifier file, the command, and the verifier itself.
 *
 * @param {string} file
 * @param {string} document_
 */
function verifierPart(file, document_) {
  return h(
    "div",
    { class: "verifier" },
    h("p", {}, download(file, document_, t("verifierFile"))),
    h("p", {}, t("verifierHow"), " ", h("code", {}, `python3 fairdraw_verify.py ${file}`)),
    h(
      "p",
      {},
      h(
        "a",
        { href: "/assets/fairdraw_verify.py", download: "fairdraw_verify.py" },
        t("verifierGet"),
      ),
    ),
  );
}

/**
 * The requests, as POST with their bodies and, where it fits, as a GET address.
 *
 * @param {{ path: string, args: Args }[]} requests
 */
function requestPart(requests) {
  const lines = [];
  for (const { path, args } of requests) {
    lines.push(`POST ${path}\n${JSON.stringify(args)}`);
    const address = getAddress(path, args);
    if (address !== null) lines.push(`GET ${decodeURIComponent(address)}`);
  }
  return [h("p", { class: "panel-label" }, t("theRequest")), h("pre", {}, lines.join("\n\n"))];
}

/**
 * Fills a tool's "Check this draw" panel for its answer.
 *
 * @param {string} tool
 * @param {{ path: string, args: Args, text: string }[]} requests
 * @param {{ operation: string, seed?: string }} answer
 */
function fillPanel(tool, requests, answer) {
  const details = /** @type {HTMLDetailsElement} */ (byId(`${tool}-verify`));
  const panel = byId(`${tool}-verify-answer`);
  details.hidden = false;
  const last =
    /** @type {{ path: string, args: Args, text: string }} */ (requests[requests.length - 1]);
  const status = h("span", { class: "copy-status", role: "status" });
  /** @type {Node[]} */
  const nodes = [];
  const args = answer.seed === undefined ? last.args : { ...last.args, seed: answer.seed };
  const link = toolLink(tool, tool === "check" ? checkLinkArgs(requests) : args);
  if (answer.seed !== undefined) {
    const seed = answer.seed;
    nodes.push(
      h("p", { class: "panel-label" }, t("seedOfAnswer")),
      h("code", { class: "seed" }, seed),
      h(
        "p",
        { class: "actions" },
        copyButton(seed, status, t("copySeed")),
      ),
    );
    const input = document.getElementById(`${tool}-seed`);
    if (input instanceof HTMLInputElement) input.value = seed;
  }
  nodes.push(
    h(
      "p",
      { class: "actions" },
      h("a", { href: link, class: "permalink" }, t("linkToAnswer")),
      " ",
      copyButton(link, status, t("copyLink")),
      " ",
      status,
    ),
    ...requestPart(requests),
    h(
      "details",
      {},
      h("summary", {}, t("theAnswerJson")),
      h("pre", {}, requests.map((r) => JSON.stringify(JSON.parse(r.text), null, 2)).join("\n\n")),
    ),
  );
  if (answer.seed !== undefined) {
    nodes.push(
      verifierPart(
        `fairdraw-${answer.operation}.json`,
        verifierDocument(answer.operation, args, last.text),
      ),
    );
  }
  panel.replaceChildren(...nodes);
}

/**
 * The link arguments of a ticket check: the game, the draw and each line.
 *
 * @param {{ args: Args }[]} requests
 */
function checkLinkArgs(requests) {
  const [draw, ...lines] = requests;
  /** @type {Args} */
  const args = { game: draw?.args.game, draw: lines[0]?.args.draw ?? "" };
  lines.forEach((line, i) => {
    args[`line${TICKET_LINES[i]}`] = /** @type {number[]} */ (line.args.numbers).join(" ");
    if (line.args.extra_number !== undefined) {
      args[`extra${TICKET_LINES[i]}`] = line.args.extra_number;
    }
  });
  return args;
}

// ---------------------------------------------------------------------------------------------
// Tools: which one is shown, prefilled, and the fields that follow the game

/**
 * Shows one tool and hides the others.
 *
 * @param {string} id
 * @param {{ focus: boolean }} options
 */
function activate(id, options) {
  const sections = /** @type {HTMLElement[]} */ ([...document.querySelectorAll("section.tool")]);
  const active = sections.find((section) => section.id === id) ?? sections[0];
  if (active === undefined) return;
  for (const section of sections) section.classList.toggle("active", section === active);
  for (const link of document.querySelectorAll("nav.tools a")) {
    if (link.getAttribute("href") === `#${active.id}`) link.setAttribute("aria-current", "true");
    else link.removeAttribute("aria-current");
  }
  if (active.id === "giveaway") prepareGiveaway();
  if (options.focus) active.querySelector("h2")?.focus({ preventScroll: true });
}

/**
 * Opens a tool with some fields filled, everything stale in it cleared.
 *
 * @param {string} id
 * @param {{ game?: string, draw?: number | string, lines?: { numbers: number[],
 *   extra?: number }[] }} values
 */
function openTool(id, values) {
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
  activate(id, { focus: true });
  byId(id).scrollIntoView({ block: "start", behavior: reducedMotion.matches ? "auto" : "smooth" });
}

/**
 * Makes a form's fields follow its game: the custom format, the ticket's hint and extra fields,
 * and the draw field (a number for numbered draws, a date picker for dated ones).
 *
 * @param {HTMLFormElement} form
 */
function gameChanged(form) {
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
        " ",
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

// ---------------------------------------------------------------------------------------------
// The fair giveaway

/** @type {ReturnType<typeof setInterval> | undefined} */
let countdownTimer;

function stopCountdown() {
  if (countdownTimer !== undefined) clearInterval(countdownTimer);
  countdownTimer = undefined;
}

/**
 * The date of a draw of a game, by the schedule: from its number, or the date that names it.
 *
 * @param {string} game
 * @param {number | string} draw
 */
function drawDate(game, draw) {
  const facts = factsOf(game);
  return facts.id === "number" ? drawDateOf(facts, Number(draw)) : String(draw);
}

/** The giveaway form. */
function giveawayForm() {
  return /** @type {HTMLFormElement} */ (document.querySelector("form[data-giveaway]"));
}

/** Whether the giveaway's draw field has been filled with the next draw for its game. */
let giveawayFilledFor = "";

/** Fills the giveaway's draw with the next draw of its game, from the API's latest draw. */
async function prepareGiveaway() {
  const form = giveawayForm();
  const game = /** @type {HTMLSelectElement} */ (named(form, "game")).value;
  if (giveawayFilledFor === game) return;
  giveawayFilledFor = game;
  const input = /** @type {HTMLInputElement} */ (named(form, "draw"));
  const found = await call(DATA.paths.get_draw ?? "", { game });
  if (!found.ok) {
    // Tried again at the next visit or game change; meanwhile the draw can be typed.
    giveawayFilledFor = "";
    return;
  }
  if (giveawayFilledFor === game) {
    input.value = String(found.body.next_draw.draw);
    giveawayDrawHint();
  }
}

/** Says when the giveaway's draw is made, or what is wrong with it; the problem, if any. */
function giveawayDrawHint() {
  const form = giveawayForm();
  const game = /** @type {HTMLSelectElement} */ (named(form, "game")).value;
  const input = /** @type {HTMLInputElement} */ (named(form, "draw"));
  const hint = byId("giveaway-draw-hint");
  const facts = factsOf(game);
  const text = input.value.trim();
  /** @type {string | null} */
  let problem = null;
  if (text === "") problem = facts.id === "number" ? t("problemDrawNumber") : t("problemDrawDate");
  else if (facts.id === "number" && !/^[1-9][0-9]*$/.test(text)) problem = t("problemDrawNumber");
  else if (facts.id === "date" && !isDrawDay(facts, text)) {
    problem = t("problemNotDrawDay", { game: gameOf(game).name });
  } else if (drawnAt(facts, drawDate(game, text)) <= Date.now()) {
    problem = t("hintGiveawayDrawPast");
  }
  hint.textContent = problem ??
    t("hintGiveawayDraw", { when: zoned(drawnAt(facts, drawDate(game, text)), facts) });
  return problem;
}

/**
 * A giveaway field's note, next to it: a duplicate's word (kept while typing), or a problem
 * (cleared, like every problem, by the next change).
 *
 * @param {string} name
 * @param {string | null} text
 * @param {{ problem?: boolean }} [options]
 */
function fieldNote(name, text, options = {}) {
  const form = giveawayForm();
  const field = /** @type {HTMLElement} */ (named(form, name));
  const id = `${field.id}-${options.problem ? "error" : "note"}`;
  document.getElementById(id)?.remove();
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((d) =>
    d !== "" && d !== id
  );
  if (text !== null) {
    const note = h("p", { class: options.problem ? "field-note problem" : "field-note", id }, text);
    field.insertAdjacentElement("afterend", note);
    described.push(id);
  }
  if (described.length > 0) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}

/** The giveaway as typed. */
function typedGiveaway() {
  const form = giveawayForm();
  const value = (/** @type {string} */ name) =>
    /** @type {HTMLInputElement} */ (named(form, name)).value;
  const game = value("game");
  const drawText = value("draw").trim();
  return {
    game,
    draw: factsOf(game).id === "number" ? Number(drawText) : drawText,
    title: value("title").trim(),
    entries: entriesOf(value("entries")),
    winners: INTEGER.test(value("winners").trim()) ? Number(value("winners")) : NaN,
  };
}

/** Flags duplicate entries as they are typed: allowed, but said. */
function flagDuplicates() {
  const twice = duplicateEntries(
    entriesOf(/** @type {HTMLTextAreaElement} */ (named(giveawayForm(), "entries")).value),
  );
  fieldNote(
    "entries",
    twice.length === 0 ? null : t("duplicateEntries", { entries: list(twice.slice(0, 5)) }),
  );
}

/** Checks the giveaway and shows its announcement and link. */
async function announceGiveaway() {
  clearTool("giveaway");
  const giveaway = typedGiveaway();
  /** @type {Problem | null} */
  let first = null;
  const form = giveawayForm();
  for (const problem of giveawayProblems(giveaway)) {
    const words = problem.problem === "entryLong"
      ? t("problemEntryLong", { line: problem.line ?? 0 })
      : problem.problem === "winners"
      ? t("problemWinners", { max: number(problem.max ?? 1) })
      : t(
        /** @type {MessageKey} */ (`problem${problem.problem[0]?.toUpperCase()}${
          problem.problem.slice(1)
        }`),
      );
    first ??= { field: named(form, problem.field), text: words };
  }
  if (first === null && giveaway.title === "") {
    first = { field: named(form, "title"), text: t("problemRequired") };
  }
  const drawProblem_ = giveawayDrawHint();
  if (first === null && drawProblem_ !== null) {
    first = { field: named(form, "draw"), text: drawProblem_ };
  }
  if (first !== null && first.field !== null) {
    // Next to its field, in plain words, as the duplicates' note is.
    const field = first.field;
    fieldNote(/** @type {HTMLInputElement} */ (field).name, first.text, { problem: true });
    field.setAttribute("aria-invalid", "true");
    field.focus();
    field.scrollIntoView({ block: "center", behavior: reducedMotion.matches ? "auto" : "smooth" });
    announce(first.text);
    return;
  }
  const facts = factsOf(giveaway.game);
  const when = zoned(drawnAt(facts, drawDate(giveaway.game, giveaway.draw)), facts);
  const sha = await entriesSha256(giveaway.entries);
  const link = `${location.origin}/?lang=${LANG}#giveaway=${encodeGiveaway(giveaway)}`;
  const drawName = facts.id === "number"
    ? t("drawOfNumber", { draw: giveaway.draw })
    : day(String(giveaway.draw));
  const text = t("announcementText", {
    title: giveaway.title,
    winners: number(giveaway.winners),
    count: number(giveaway.entries.length),
    game: gameOf(giveaway.game).name,
    draw: drawName,
    when,
    sha,
    link,
  });
  const status = h("span", { class: "copy-status", role: "status" });
  const row = (/** @type {MessageKey} */ key, /** @type {Node | string} */ value) =>
    h("div", {}, h("dt", {}, t(key)), h("dd", {}, value));
  resultOf("giveaway").replaceChildren(
    h("p", { class: "summary" }, t("announcement")),
    h("p", {}, t("announcementHelp")),
    h(
      "dl",
      { class: "announce" },
      row("fieldTitle", giveaway.title),
      row("announceGame", gameOf(giveaway.game).name),
      row("announceDraw", `${drawName}, ${when}`),
      row("announceEntries", number(giveaway.entries.length)),
      row("announceSha", h("code", { class: "seed" }, sha)),
      row("announceWinners", number(giveaway.winners)),
      row("announceLink", h("a", { href: link, class: "giveaway-link" }, link)),
    ),
    h("pre", { class: "announcement" }, text),
    h(
      "p",
      { class: "actions" },
      copyButton(text, status, t("copyAnnouncement")),
      " ",
      copyButton(link, status, t("copyLink")),
      " ",
      status,
    ),
  );
  announce(t("announcement"));
  reveal("giveaway");
}

/**
 * A span of time in words: "2 days 03:04:05".
 *
 * @param {number} ms
 */
function span(ms) {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = [Math.floor((seconds % 86_400) / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, "0")).join(":");
  return days > 0 ? `${counted("days", days)} ${clock}` : clock;
}

/**
 * Shows a giveaway opened from its link: what will happen and a countdown before its draw is
 * published, the winners after.
 *
 * @param {string} encoded
 */
async function openGiveaway(encoded) {
  activate("giveaway", { focus: false });
  clearTool("giveaway");
  const form = giveawayForm();
  const result = resultOf("giveaway");
  const giveaway = decodeGiveaway(encoded);
  const facts = giveaway === null ? undefined : GAMES.get(giveaway.game)?.draws ?? undefined;
  if (giveaway === null || facts === undefined) {
    result.replaceChildren(
      h("div", { class: "error" }, h("p", { class: "summary" }, t("giveawayBad"))),
    );
    return reveal("giveaway");
  }
  form.hidden = true;
  const date = drawDate(giveaway.game, giveaway.draw);
  const drawName = facts.id === "number" ? t("drawOfNumber", { draw: giveaway.draw }) : day(date);
  const what = t("giveawayWhat", {
    winners: number(giveaway.winners),
    count: number(giveaway.entries.length),
    game: gameOf(giveaway.game).name,
    draw: drawName,
    when: zoned(drawnAt(facts, date), facts),
  });
  const head = [
    h("h3", { class: "giveaway-title" }, giveaway.title),
    h("p", {}, what),
    h(
      "details",
      {},
      h("summary", {}, `${t("giveawayEntriesList")} (${number(giveaway.entries.length)})`),
      itemList(giveaway.entries),
    ),
  ];
  const again = h("p", {}, h("a", { href: "#giveaway", class: "new-giveaway" }, t("newGiveaway")));
  const label = await giveawayLabel(giveaway);
  const seedArgs = { game: giveaway.game, draw: giveaway.draw, label };
  const seedPath = /** @type {string} */ (form.getAttribute("action"));
  const pickPath = /** @type {string} */ (form.dataset.pick);
  const retry = () => openGiveaway(encoded);
  const seeded = await call(seedPath, seedArgs);
  if (!seeded.ok) {
    if (seeded.status === 400 && seeded.error?.code === "draw_not_found") {
      const due = publishedAt(facts, date);
      const countdown = h("p", { class: "countdown" });
      const tick = () => {
        const left = due - Date.now();
        countdown.textContent = left > 0
          ? t("countdown", { time: span(left) })
          : t("countdownSoon");
        if (left <= 0) {
          stopCountdown();
          // Asked again while the giveaway is still the one shown.
          setTimeout(() => {
            if (location.hash === `#giveaway=${encoded}`) retry();
          }, 30_000);
        }
      };
      result.replaceChildren(
        h("p", { class: "summary" }, t("giveawayBefore")),
        ...head,
        countdown,
        again,
      );
      tick();
      countdownTimer = setInterval(tick, 1000);
      announce(what);
      return reveal("giveaway");
    }
    return showFailure("giveaway", form, seeded, retry);
  }
  const pickArgs = {
    items: giveaway.entries,
    count: giveaway.winners,
    unique: true,
    seed: seeded.body.seed,
  };
  const picked = await call(pickPath, pickArgs);
  if (!picked.ok) return showFailure("giveaway", form, picked, retry);
  const winners = picked.body.picks;
  const document_ = `{"operation":"giveaway","arguments":${
    JSON.stringify({
      game: giveaway.game,
      draw: giveaway.draw,
      title: giveaway.title,
      entries: giveaway.entries,
      winners: giveaway.winners,
    })
  },` +
    `"answer":{"seed_from_draw":${seeded.text.trim()},"pick_from_list":${picked.text.trim()}}}\n`;
  result.replaceChildren(
    h("p", { class: "summary" }, `${t("giveawayWinners")}: ${list(winners)}`),
    h(
      "ol",
      { class: "items winners" },
      ...winners.map((/** @type {string} */ winner) => h("li", {}, winner)),
    ),
    ...head,
    h("p", {}, t("fromNumbers", { title: drawTitle(seeded.body) })),
    h("p", {}, drawBalls(seeded.body)),
    h(
      "details",
      { class: "verify" },
      h("summary", {}, t("howToCheck")),
      h("p", {}, t("howToCheckText")),
      ...requestPart([{ path: seedPath, args: seedArgs }, { path: pickPath, args: pickArgs }]),
      verifierPart("fairdraw-giveaway.json", document_),
    ),
    again,
  );
  announce(t("liveGiveaway", { winners: list(winners) }));
  reveal("giveaway");
}

// ---------------------------------------------------------------------------------------------
// Links and start-up

/**
 * Follows the address's fragment: `#dice` opens a tool; `#dice?sides=20&seed=...` also fills the
 * form and replays it (a shared answer); `#giveaway=...` opens a giveaway.
 *
 * @param {{ focus: boolean }} options
 */
function route(options) {
  // Not decoded as a whole: the query part is URLSearchParams' to decode, item by item, so that
  // an item holding "&", "=" or "%" comes back as it was.
  const fragment = location.hash.slice(1);
  if (fragment.startsWith("giveaway=")) {
    openGiveaway(fragment.slice("giveaway=".length));
    return;
  }
  const giveaway = giveawayForm();
  if (giveaway.hidden) {
    // Back from a giveaway's link to the form: its view is not this form's answer.
    giveaway.hidden = false;
    clearTool("giveaway");
  }
  const mark = fragment.indexOf("?");
  const id = mark === -1 ? fragment : fragment.slice(0, mark);
  activate(id, options);
  if (mark === -1) return;
  const section = document.querySelector("section.tool.active");
  const form = section?.querySelector("form");
  if (!(form instanceof HTMLFormElement)) return;
  const params = new URLSearchParams(fragment.slice(mark + 1));
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
    });
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
  run(form, seed !== null && SEED.test(seed) ? { seed } : {});
}

/**
 * The Replay button of a tool's panel: the seed typed there, once.
 *
 * @param {string} tool
 */
function replay(tool) {
  const form = /** @type {HTMLFormElement} */ (byId(tool).querySelector("form"));
  const input = /** @type {HTMLInputElement} */ (byId(`${tool}-seed`));
  const seed = input.value.trim();
  if (!SEED.test(seed)) {
    clearTool(tool);
    return showProblem(tool, { field: input, text: t("problemSeed") });
  }
  run(form, { seed });
}

function main() {
  document.documentElement.classList.add("js");
  for (const form of document.querySelectorAll("form")) {
    const tool = toolOf(form);
    gameChanged(form);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (form.dataset.giveaway !== undefined) announceGiveaway();
      else run(form, {});
    });
    // A change makes the answer and its problems stale.
    form.addEventListener("input", () => clearTool(tool));
    form.addEventListener("change", (event) => {
      clearTool(tool);
      if (event.target instanceof HTMLSelectElement && event.target.name === "game") {
        gameChanged(form);
        if (form.dataset.giveaway !== undefined) prepareGiveaway();
      }
    });
    for (const button of form.querySelectorAll("button[type=submit]")) {
      /** @type {HTMLButtonElement} */ (button).disabled = false;
    }
  }
  const giveaway = giveawayForm();
  named(giveaway, "entries")?.addEventListener("input", flagDuplicates);
  named(giveaway, "draw")?.addEventListener("input", giveawayDrawHint);
  for (const button of document.querySelectorAll("button[data-replay]")) {
    const tool = /** @type {string} */ (/** @type {HTMLElement} */ (button).dataset.replay);
    /** @type {HTMLButtonElement} */ (button).disabled = false;
    button.addEventListener("click", () => replay(tool));
  }
  addEventListener("hashchange", () => route({ focus: true }));
  route({ focus: false });
}

main();
