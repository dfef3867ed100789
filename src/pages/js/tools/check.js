// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * The ticket check: the draw, then each line against it, with ranks and tiers in words.
 *
 * @module
 */

import {
  announce,
  byId,
  counted,
  DATA,
  factsOf,
  gameOf,
  h,
  money,
  resultOf,
  reveal,
  t,
  zoned,
} from "../page.js";
import { balls, drawBalls, drawTitle, matchWords } from "../render.js";
import { call } from "../api.js";
import { named, showFailure, showProblem } from "../form.js";
import { fillPanel } from "../panel.js";
import { drawSteps } from "./draw.js";
import { dateOfDraw, isComing, keepTicket } from "../kept.js";
import { duration } from "../duration.js";
import { drawnAt, publishedAt } from "../../../games/schedule.js";

/**
 * @typedef {import("../page.js").Shown} Shown
 * @typedef {import("../page.js").Args} Args
 * @typedef {import("../page.js").Actions} Actions
 * @typedef {import("../page.js").DrawFacts} DrawFacts
 */

/**
 * The verdict of one checked line; a tier's prize as the official site lists it, when the draw
 * is of the game's current prize structure.
 *
 * @param {any} c
 * @param {string} date the draw's date
 */
function verdict(c, date) {
  const facts = factsOf(c.game);
  if (facts.prizeKind === "rank") {
    const match = counted("numbers", c.match_count);
    if (c.rank === null) return t("verdictNone", { match });
    // 2nd rank is 5 numbers and the bonus: its level says the extra counts.
    const level = facts.prizes.find((p) => p.name === c.rank);
    const words = matchWords(c.game, c.match_count, level?.extra === true);
    const currency = facts.currency;
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
  const fixed = gameOf(c.game).fixedPrizes;
  const amount = fixed && date >= fixed.from ? fixed.amounts[c.tier] : undefined;
  if (amount === "jackpot") return t("verdictJackpot", { match: words });
  if (typeof amount === "number") {
    return t("verdictTier", { match: words, prize: money(amount, facts.currency) });
  }
  return t("verdictTierNoAmount", { match: words });
}

/**
 * The note under a US game's verdicts, or nothing.
 *
 * @param {any} draw
 */
function fixedNote(draw) {
  const fixed = gameOf(draw.game).fixedPrizes;
  return fixed ? [h("p", { class: "note" }, t(fixed.note))] : [];
}

/**
 * @param {any} draw the draw's answer
 * @param {{ line: string, answer: any }[]} lines
 * @param {Actions} actions
 * @returns {Shown}
 */
function showCheck(draw, lines, actions) {
  const title = drawTitle(draw);
  const bonus = typeof draw.bonus_number === "number" ? draw.bonus_number : null;
  const rows = h("ol", { class: "sets lines" });
  const sentences = [];
  for (const { line, answer } of lines) {
    const words = verdict(answer, draw.date);
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
      h("p", { class: "summary" }, t("labelled", { label: t("winningNumbers"), value: title })),
      h("p", { class: "draw-row" }, drawBalls(draw)),
      rows,
      // The one line on what a multiplier and California change.
      ...fixedNote(draw),
      drawSteps("check", draw, actions),
    ],
    sentence: sentences.join(" "),
  };
}

/**
 * A ticket for a draw not yet held: when the draw is, how long until its result, and the ticket
 * kept on this device to be checked by itself once the result is out.
 *
 * @param {string} game
 * @param {number | string} draw
 * @param {{ line: string, numbers: number[], extra?: number }[]} lines
 */
function showComing(game, draw, lines) {
  const facts = factsOf(game);
  const date = dateOfDraw(game, draw);
  const drawName = facts.id === "number" ? t("drawOfNumber", { draw }) : gameOf(game).name;
  const when = zoned(drawnAt(facts, date), facts);
  keepTicket({ game, draw: facts.id === "number" ? Number(draw) : draw, lines });
  const summary = t("comingSummary", { draw: drawName });
  resultOf("check").replaceChildren(
    h("p", { class: "summary" }, summary),
    h("p", {}, t("comingWhen", { when, time: duration(publishedAt(facts, date) - Date.now()) })),
    h(
      "ol",
      { class: "sets lines" },
      ...lines.map((line) =>
        h(
          "li",
          {},
          h("span", { class: "set-label" }, t("ticketLine", { line: line.line })),
          balls(line.numbers, { game, extras: line.extra === undefined ? [] : [line.extra] }),
        )
      ),
    ),
    h("p", { class: "note" }, t("comingKept")),
  );
  announce(`${summary} ${t("comingKept")}`);
  reveal("check");
}

/**
 * The ticket check: the draw (the latest, or the one named), then each filled line against it.
 *
 * @param {HTMLFormElement} form
 * @param {Args} args
 * @param {Actions} actions
 */
export async function runCheck(form, args, actions) {
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
    // Only what reading the line needs: numbers apart. How many, and which, is the server's rule.
    if (!tokens.every((token) => /^[0-9]{1,9}$/.test(token))) {
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
  const retry = () => actions.run(form, {});
  const drawArgs = args.draw === undefined ? { game } : { game, draw: args.draw };
  const drawPath = DATA.paths.get_draw ?? "";
  const found = await call(drawPath, drawArgs);
  if (!found.ok) {
    const asked = typeof args.draw === "number" || typeof args.draw === "string" ? args.draw : null;
    if (found.error?.code === "draw_not_found" && asked !== null && isComing(game, asked)) {
      return showComing(game, asked, lines);
    }
    return showFailure(tool, form, found, retry);
  }
  const draw = found.body;
  const checkPath = /** @type {string} */ (form.getAttribute("action"));
  /** @type {{ path: string, args: Args, text: string }[]} */
  const requests = [{ path: drawPath, args: drawArgs, text: found.text }];
  /** @type {{ line: string, answer: any }[]} */
  const checked = [];
  /** @type {Args} the link's arguments: the game, the draw by its own name, each line by letter */
  const linkArgs = { game, draw: draw.draw };
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
    linkArgs[`line${line.line}`] = line.numbers.join(" ");
    if (line.extra !== undefined) linkArgs[`extra${line.line}`] = line.extra;
    requests.push({ path: checkPath, args: lineArgs, text: answer.text });
  }
  const shown = showCheck(draw, checked, actions);
  resultOf(tool).replaceChildren(...shown.nodes);
  history.replaceState(
    null,
    "",
    fillPanel(tool, requests, { operation: "check_ticket" }, linkArgs),
  );
  announce(shown.sentence);
  reveal(tool);
}
