// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The home page's script: each form calls the public API (POST with a JSON body, so list items
 * may hold commas) and shows the answer, its seed, a link that reproduces it, or the API's own
 * error message. It needs nothing but this server; without it the page still shows every tool.
 *
 * @module
 */

/** @typedef {Record<string, unknown>} Args */
/** @typedef {{ code?: string, message: string, field: string | null }} ApiError */

const GAME_NAMES = /** @type {Record<string, string>} */ ({
  kr645: "Lotto 6/45",
  powerball: "Powerball",
  megamillions: "Mega Millions",
  euromillions: "EuroMillions",
  uk_lotto: "UK Lotto",
  jp_loto6: "Loto 6",
  jp_loto7: "Loto 7",
  custom: "Custom format",
});

/** The ticket formats of SPEC.md, for the hint under the numbers. */
const TICKET_HINTS = /** @type {Record<string, string>} */ ({
  kr645: "6 numbers from 1 to 45, separated by spaces or commas.",
  powerball: "5 numbers from 1 to 69, separated by spaces or commas.",
  megamillions: "5 numbers from 1 to 70, separated by spaces or commas.",
});

/** The games whose tickets can be checked. */
const CHECKABLE = new Set(["kr645", "powerball", "megamillions"]);

const INTEGER = /^-?[0-9]+$/;

/**
 * The answers, as API.md gives them.
 *
 * @typedef {{ count: number, min: number, max: number, extra_count: number,
 *   extra_max: number | null }} NumberFormat
 * @typedef {{ game: string, format: NumberFormat,
 *   sets: { numbers: number[], extra_numbers: number[] }[], seed: string }} PickAnswer
 * @typedef {{ rank: number, winners: number | null, prize_per_winner: number | null }} Prize
 * @typedef {{ game: string, draw: number | string, date: string, numbers: number[],
 *   bonus_number?: number, prizes?: Prize[], extra_number?: number,
 *   multiplier?: number | null, stale?: boolean, fetched_at?: string }} DrawAnswer
 * @typedef {{ game: string, draw: number | string, date: string, numbers: number[],
 *   matched: number[], match_count: number, bonus_matched?: boolean, rank?: number | null,
 *   extra_number?: number | null,
 *   prize_per_winner?: number | null, extra_matched?: boolean | null,
 *   tier?: string | null }} CheckAnswer
 * @typedef {{ sides: number, count: number, rolls: number[], total: number }} DiceAnswer
 * @typedef {{ count: number, flips: string[], heads: number, tails: number }} CoinAnswer
 * @typedef {{ min: number, max: number, count: number, unique: boolean,
 *   values: number[] }} IntegerAnswer
 * @typedef {{ count: number, unique: boolean, picks: string[] }} ListPickAnswer
 * @typedef {{ shuffled: string[] }} ShuffleAnswer
 */

/**
 * What an operation's answer looks like on the page.
 *
 * @param {string} operation
 * @param {unknown} body
 * @returns {Node[]}
 */
function render(operation, body) {
  switch (operation) {
    case "pick_numbers":
      return renderPick(/** @type {PickAnswer} */ (body));
    case "get_draw":
      return renderDraw(/** @type {DrawAnswer} */ (body));
    case "check_ticket":
      return renderCheck(/** @type {CheckAnswer} */ (body));
    case "roll_dice":
      return renderDice(/** @type {DiceAnswer} */ (body));
    case "flip_coin":
      return renderCoin(/** @type {CoinAnswer} */ (body));
    case "random_integer":
      return renderIntegers(/** @type {IntegerAnswer} */ (body));
    case "pick_from_list":
      return renderListPick(/** @type {ListPickAnswer} */ (body));
    case "shuffle_list":
      return renderShuffle(/** @type {ShuffleAnswer} */ (body));
    default:
      return [];
  }
}

/**
 * Makes an element. Text goes in as text nodes, never as HTML, so list items and messages from
 * the API cannot inject markup.
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
    element.append(typeof child === "number" ? String(child) : child);
  }
  return element;
}

/** @param {string} text */
function srOnly(text) {
  return h("span", { class: "sr-only" }, text);
}

/** @param {number} n @param {string} one @param {string} many */
function plural(n, one, many) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * A row of lottery balls; extras come after a plus sign and are marked for screen readers.
 *
 * @param {number[]} numbers
 * @param {{ extras?: number[], extraLabel?: string, hits?: Set<number>, extraHit?: boolean }}
 *   [options]
 */
function balls(numbers, options = {}) {
  const { extras = [], extraLabel = "extra", hits, extraHit = false } = options;
  const row = h("span", { class: "balls" });
  for (const n of numbers) {
    const hit = hits?.has(n) ?? false;
    row.append(h("span", { class: hit ? "ball hit" : "ball" }, n, hit && srOnly(" (matched)")));
    row.append(" ");
  }
  if (extras.length > 0) {
    row.append(h("span", { class: "plus", "aria-hidden": "true" }, "+"), " ");
    for (const n of extras) {
      row.append(
        h(
          "span",
          { class: extraHit ? "ball extra hit" : "ball extra" },
          srOnly(`${extraLabel} `),
          n,
          extraHit && srOnly(" (matched)"),
        ),
        " ",
      );
    }
  }
  return row;
}

/** @param {PickAnswer} a */
function formatText(a) {
  const f = a.format;
  const main = `${f.count} numbers from ${f.min} to ${f.max}`;
  return f.extra_count > 0 ? `${main} + ${f.extra_count} from 1 to ${f.extra_max}` : main;
}

/** @param {PickAnswer} a */
function renderPick(a) {
  const sets = h("ol", { class: "sets" });
  a.sets.forEach((set, i) => {
    const item = h(
      "li",
      {},
      h("span", { class: "set-label" }, `Set ${i + 1}`),
      " ",
      balls(set.numbers, { extras: set.extra_numbers }),
    );
    if (CHECKABLE.has(a.game)) {
      item.append(
        h(
          "button",
          {
            type: "button",
            class: "small",
            onclick: () =>
              openTool("check", {
                game: a.game,
                numbers: set.numbers,
                extra_number: set.extra_numbers[0],
              }, { run: false }),
          },
          "Check",
          srOnly(` set ${i + 1} against a draw`),
        ),
      );
    }
    sets.append(item);
  });
  return [
    h(
      "p",
      { class: "summary" },
      `${GAME_NAMES[a.game] ?? a.game}: ${plural(a.sets.length, "set", "sets")} of ${
        formatText(a)
      }.`,
    ),
    sets,
  ];
}

/** @param {number | null | undefined} amount */
function won(amount) {
  if (amount === null || amount === undefined) return "unknown";
  return new Intl.NumberFormat("en", { style: "currency", currency: "KRW" }).format(amount);
}

/** @param {DrawAnswer | CheckAnswer} a */
function drawName(a) {
  return a.game === "kr645" ? `draw ${a.draw} on ${a.date}` : `the draw of ${a.date}`;
}

/** @param {DrawAnswer} a */
function renderDraw(a) {
  const kr = a.game === "kr645";
  /** @type {Node[]} */
  const nodes = [
    h("p", { class: "summary" }, `${GAME_NAMES[a.game] ?? a.game}, ${drawName(a)}:`),
    h(
      "p",
      {},
      balls(a.numbers, {
        extras: [kr ? a.bonus_number : a.extra_number].filter((n) => typeof n === "number"),
        extraLabel: kr ? "bonus" : a.game === "powerball" ? "Powerball" : "Mega Ball",
      }),
    ),
  ];
  if (!kr && a.multiplier !== null && a.multiplier !== undefined) {
    nodes.push(h("p", {}, `Multiplier: ${a.multiplier}x`));
  }
  if (kr && Array.isArray(a.prizes) && a.prizes.length > 0) {
    const body = h("tbody");
    for (const prize of a.prizes) {
      body.append(
        h(
          "tr",
          {},
          h("th", { scope: "row" }, `Rank ${prize.rank}`),
          h("td", {}, prize.winners === null ? "unknown" : prize.winners.toLocaleString("en")),
          h("td", {}, won(prize.prize_per_winner)),
        ),
      );
    }
    nodes.push(
      h(
        "div",
        { class: "table-wrap" },
        h(
          "table",
          {},
          h("caption", {}, "Prizes"),
          h(
            "thead",
            {},
            h(
              "tr",
              {},
              h("th", { scope: "col" }, "Rank"),
              h("th", { scope: "col" }, "Winners"),
              h("th", { scope: "col" }, "Prize per winner"),
            ),
          ),
          body,
        ),
      ),
    );
  }
  if (a.stale) {
    nodes.push(
      h(
        "p",
        { class: "note" },
        `The official source did not answer just now; this is the copy fetched at ${a.fetched_at}.`,
      ),
    );
  }
  nodes.push(
    h(
      "p",
      {},
      h("button", {
        type: "button",
        class: "small",
        onclick: () => openTool("check", { game: a.game, draw: a.draw }, { run: false }),
      }, "Check a ticket against this draw"),
    ),
  );
  return nodes;
}

/** @param {CheckAnswer} a */
function renderCheck(a) {
  const kr = a.game === "kr645";
  const hits = new Set(/** @type {number[]} */ (a.matched));
  let verdict;
  if (kr) {
    verdict = a.rank === null
      ? "No prize this time."
      : `Rank ${a.rank}! Prize per winner: ${won(a.prize_per_winner)}.`;
  } else {
    verdict = a.tier === null
      ? "No prize this time."
      : `A winning ticket: tier ${a.tier}. Prize amounts depend on the state and the multiplier.`;
  }
  const extraName = a.game === "powerball" ? "Powerball" : "Mega Ball";
  let extraText = "";
  if (kr) extraText = a.bonus_matched ? " The bonus number matched too." : "";
  else if (a.extra_matched === true) extraText = ` The ${extraName} matched.`;
  else if (a.extra_matched === false) extraText = ` The ${extraName} did not match.`;
  const extra = !kr && typeof a.extra_number === "number" ? [a.extra_number] : [];
  return [
    h("p", { class: "summary verdict" }, verdict),
    h(
      "p",
      {},
      `${a.match_count} of your ${a.numbers.length} numbers matched ${drawName(a)}.${extraText}`,
    ),
    h(
      "p",
      {},
      balls(a.numbers, {
        hits,
        extras: extra,
        extraLabel: extraName,
        extraHit: a.extra_matched === true,
      }),
    ),
  ];
}

/** @param {DiceAnswer} a */
function renderDice(a) {
  const dice = h("p", { class: "chips" });
  for (const roll of a.rolls) dice.append(h("span", { class: "die" }, roll), " ");
  return [
    h(
      "p",
      { class: "summary" },
      `${plural(a.count, "die", "dice")} of ${a.sides} sides: total ${a.total}.`,
    ),
    dice,
  ];
}

/** @param {CoinAnswer} a */
function renderCoin(a) {
  const coins = h("p", { class: "chips" });
  for (const flip of a.flips) {
    coins.append(h("span", { class: `coin ${flip}` }, flip === "heads" ? "Heads" : "Tails"), " ");
  }
  return [h("p", { class: "summary" }, `${a.heads} heads, ${a.tails} tails.`), coins];
}

/** @param {IntegerAnswer} a */
function renderIntegers(a) {
  const values = h("p", { class: "chips" });
  for (const value of a.values) values.append(h("span", { class: "chip" }, value), " ");
  return [
    h(
      "p",
      { class: "summary" },
      `${plural(a.count, "integer", "integers")} from ${a.min} to ${a.max}` +
        `${a.unique ? ", no repeats" : ""}:`,
    ),
    values,
  ];
}

/** @param {string[]} items */
function itemList(items) {
  const list = h("ol", { class: "items" });
  for (const item of items) list.append(h("li", {}, item));
  return list;
}

/** @param {ListPickAnswer} a */
function renderListPick(a) {
  return [
    h("p", { class: "summary" }, `Picked ${plural(a.count, "item", "items")}:`),
    itemList(a.picks),
  ];
}

/** @param {ShuffleAnswer} a */
function renderShuffle(a) {
  return [h("p", { class: "summary" }, "The new order:"), itemList(a.shuffled)];
}

/**
 * Reads a form's fields as the operation's arguments: empty fields are left out so the API's
 * defaults apply, whole numbers become numbers, and anything else goes as typed for the API to
 * name in its message.
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
    if (kind === "integer") args[element.name] = INTEGER.test(text) ? Number(text) : text;
    else if (kind === "numbers") {
      args[element.name] = text.split(/[\s,;]+/).filter((t) => t !== "").map((t) =>
        INTEGER.test(t) ? Number(t) : t
      );
    } else if (kind === "lines") {
      args[element.name] = element.value.split(/\r?\n/).map((line) => line.trim()).filter((
        line,
      ) => line !== "");
    } else args[element.name] = text;
  }
  return args;
}

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

/**
 * Puts arguments into a form's fields; a field not named is emptied, so that the API's default
 * applies as it did for the answer being reproduced.
 *
 * @param {HTMLFormElement} form
 * @param {URLSearchParams} params
 */
function fillForm(form, params) {
  for (const element of fieldsOf(form)) {
    const values = params.getAll(element.name);
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      if (values.length > 0) element.checked = values[0] === "true";
    } else if (element instanceof HTMLSelectElement) {
      if (values.length > 0) element.value = values[0] ?? "";
    } else if (element.dataset.kind === "lines") element.value = values.join("\n");
    else if (element.dataset.kind === "numbers") element.value = values.join(" ");
    else element.value = values[0] ?? "";
  }
  for (const select of form.querySelectorAll("select")) {
    select.dispatchEvent(new Event("change"));
  }
}

/** @param {Args} args */
function toParams(args) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}

/**
 * The GET address of the same request, when a query string can carry it (list items with commas
 * cannot be written as one comma-separated parameter).
 *
 * @param {string} path
 * @param {Args} args
 */
function apiAddress(path, args) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (Array.isArray(value)) {
      if (value.some((item) => String(item).includes(","))) return null;
      params.set(name, value.join(","));
    } else params.set(name, String(value));
  }
  const query = params.toString();
  return query === "" ? path : `${path}?${query}`;
}

/** @param {string} text @param {HTMLElement} status */
async function copy(text, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = "Copied.";
  } catch {
    status.textContent = "Could not copy; select the text and copy it by hand.";
  }
}

/**
 * The seed, a link that reproduces the answer, the GET address and the raw JSON.
 *
 * @param {HTMLFormElement} form
 * @param {Args} args
 * @param {{ seed?: unknown }} answer
 */
function footer(form, args, answer) {
  const section = /** @type {HTMLElement} */ (form.closest("section"));
  const nodes = [];
  const seed = typeof answer.seed === "string" ? answer.seed : null;
  const reproduce = seed === null ? args : { ...args, seed };
  const link = `${location.pathname}#${section.id}?${toParams(reproduce)}`;
  if (seed !== null) {
    const status = h("span", { class: "copy-status", role: "status" });
    const seedInput = /** @type {HTMLInputElement | null} */ (form.elements.namedItem("seed"));
    nodes.push(
      h(
        "div",
        { class: "seed-box" },
        h("p", { class: "seed-label" }, "Seed of this answer"),
        h("code", { class: "seed" }, seed),
        h(
          "p",
          { class: "actions" },
          h("button", {
            type: "button",
            class: "small",
            onclick: () => copy(seed, status),
          }, "Copy seed"),
          " ",
          h("button", {
            type: "button",
            class: "small",
            onclick: () => {
              if (seedInput === null) return;
              seedInput.value = seed;
              seedInput.focus();
              status.textContent =
                "The seed is in the seed field; submit to get this answer again.";
            },
          }, "Put it in the seed field"),
          " ",
          h("a", { href: link, class: "permalink" }, "Link to this answer"),
          " ",
          status,
        ),
      ),
    );
  }
  const address = apiAddress(/** @type {string} */ (form.getAttribute("action")), reproduce);
  if (address !== null) {
    nodes.push(
      h(
        "p",
        { class: "api-link" },
        "From the API: ",
        h("a", { href: address }, h("code", {}, `GET ${decodeURIComponent(address)}`)),
      ),
    );
  }
  nodes.push(
    h(
      "details",
      {},
      h("summary", {}, "Answer as JSON"),
      h("pre", {}, JSON.stringify(answer, null, 2)),
    ),
  );
  return nodes;
}

/** @param {HTMLFormElement} form */
function clearProblems(form) {
  for (const element of form.querySelectorAll("[aria-invalid]")) {
    element.removeAttribute("aria-invalid");
    const described = (element.getAttribute("aria-describedby") ?? "").split(" ")
      .filter((id) => !id.endsWith("-error")).join(" ");
    if (described === "") element.removeAttribute("aria-describedby");
    else element.setAttribute("aria-describedby", described);
  }
}

/**
 * Shows the API's message, marks the field at fault and moves focus there, so that a screen
 * reader reads the label, "invalid" and the message together.
 *
 * @param {HTMLFormElement} form
 * @param {HTMLElement} result
 * @param {ApiError} error
 */
function showError(form, result, error) {
  const id = `${result.id}-error`;
  result.replaceChildren(
    h(
      "div",
      { class: "error", id },
      h("p", {}, h("strong", {}, "That did not work: "), error.message),
    ),
  );
  const named = error.field === null ? null : form.elements.namedItem(error.field);
  if (named instanceof HTMLElement && !named.matches(":disabled")) {
    named.setAttribute("aria-invalid", "true");
    const described = named.getAttribute("aria-describedby");
    named.setAttribute("aria-describedby", described ? `${described} ${id}` : id);
    named.focus();
  }
}

/**
 * Calls the operation with the form's arguments and shows the answer or the error.
 *
 * @param {HTMLFormElement} form
 */
async function run(form) {
  const section = /** @type {HTMLElement} */ (form.closest("section"));
  const result = /** @type {HTMLElement} */ (document.getElementById(`${section.id}-result`));
  if (form.dataset.busy === "true") return;
  form.dataset.busy = "true";
  result.setAttribute("aria-busy", "true");
  clearProblems(form);
  const args = readArguments(form);
  try {
    let response;
    try {
      response = await fetch(/** @type {string} */ (form.getAttribute("action")), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(args),
      });
    } catch {
      showError(form, result, {
        message: "could not reach the service. Check the connection and try again.",
        field: null,
      });
      return;
    }
    const body = await response.json().catch(() => null);
    if (!response.ok || body === null) {
      showError(
        form,
        result,
        body?.error ?? {
          message: `the service answered ${response.status} ${response.statusText}.`,
          field: null,
        },
      );
      return;
    }
    result.replaceChildren(...render(form.dataset.op ?? "", body), ...footer(form, args, body));
  } finally {
    delete form.dataset.busy;
    result.removeAttribute("aria-busy");
  }
}

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
  if (options.focus) active.querySelector("h2")?.focus({ preventScroll: true });
}

/**
 * Opens a tool with some fields filled, and runs it when asked.
 *
 * @param {string} id
 * @param {Record<string, unknown>} values
 * @param {{ run: boolean }} options
 */
function openTool(id, values, options) {
  const form = document.querySelector(`#${id} form`);
  if (!(form instanceof HTMLFormElement)) return;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  fillForm(form, params);
  history.pushState(null, "", `#${id}`);
  activate(id, { focus: !options.run });
  if (options.run) run(form);
}

/**
 * Follows the address's fragment: `#dice` opens a tool; `#dice?sides=20&seed=...` also fills the
 * form and runs it, which is how a shared link reproduces an answer.
 *
 * @param {{ focus: boolean }} options
 */
function route(options) {
  // Not decoded as a whole: the query part is URLSearchParams' to decode, item by item, so that
  // an item holding "&", "=" or "%" comes back as it was.
  const fragment = location.hash.slice(1);
  const mark = fragment.indexOf("?");
  const id = mark === -1 ? fragment : fragment.slice(0, mark);
  activate(id, options);
  if (mark === -1) return;
  const form = document.querySelector(`section.tool.active form`);
  if (!(form instanceof HTMLFormElement)) return;
  fillForm(form, new URLSearchParams(fragment.slice(mark + 1)));
  run(form);
}

/** @param {HTMLFormElement} form */
function wireGameFields(form) {
  const game = form.elements.namedItem("game");
  if (!(game instanceof HTMLSelectElement)) return;
  const update = () => {
    const custom = form.querySelector("fieldset.custom");
    if (custom instanceof HTMLFieldSetElement) {
      custom.hidden = game.value !== "custom";
      custom.disabled = game.value !== "custom";
    }
    const hint = form.querySelector("[data-hint-for=game]");
    if (hint !== null && TICKET_HINTS[game.value]) {
      hint.textContent = TICKET_HINTS[game.value] ?? "";
    }
    const extra = form.elements.namedItem("extra_number");
    if (extra instanceof HTMLInputElement) {
      extra.disabled = game.value === "kr645";
      extra.max = game.value === "powerball" ? "26" : "24";
    }
  };
  game.addEventListener("change", update);
  update();
}

function main() {
  document.documentElement.classList.add("js");
  for (const form of document.querySelectorAll("form[data-op]")) {
    if (!(form instanceof HTMLFormElement)) continue;
    wireGameFields(form);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      run(form);
    });
  }
  addEventListener("hashchange", () => route({ focus: true }));
  route({ focus: false });
}

main();
