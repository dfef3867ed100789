import {
  CACHE_INCOMPLETE_DRAW,
  CACHE_NO_STORE,
  CACHE_PAST_DRAW,
  at,
  latestDrawCacheControl
} from "./chunk-f66ffe32.js";
import {
  boolean,
  description,
  metadata,
  minValue,
  number,
  optional,
  picklist,
  pipe,
  regex,
  safeInteger,
  string,
  union
} from "./chunk-945de0b6.js";
import {
  isIncomplete,
  parseDrawId
} from "./chunk-5c038b07.js";
import {
  DRAW_GAMES,
  currentMatrix,
  drawFacts,
  gameOf,
  matrixOn,
  nextDrawDate,
  publishedAt
} from "./chunk-0630ae7e.js";
import {
  SourceUnavailableError
} from "./chunk-8a11dbd4.js";

// src/operations/_lottery.ts
function drawExamples() {
  return DRAW_GAMES.map((game) => drawFacts(game).id === "number" ? `for ${game} the draw number` : `for ${game} the date`).join(", ");
}
var drawGame = pipe(picklist(DRAW_GAMES, `one of ${DRAW_GAMES.join(", ")}`), description(`${DRAW_GAMES.map((game) => `${game} (${gameOf(game).names.en})`).join(", ")}: the games whose past draws can be looked up.`));
var DRAW_ALLOWED = "a draw number (a whole number from 1) or a date YYYY-MM-DD";
var MONTH_DAYS = "(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))";
var LEAP_YEAR = "(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][62])|(?:0[48]|[2468][048]|[13579][62])00)";
var DRAW_TEXT_PATTERN = `^(?:[1-9][0-9]*|(?!0000)[0-9]{4}-${MONTH_DAYS}|${LEAP_YEAR}-02-29)$`;
var DRAW_DESCRIPTION = `Which draw: ${drawExamples()} YYYY-MM-DD (e.g. 1239 or 2022-11-21).`;
var drawValue2 = pipe(union([
  pipe(number(DRAW_ALLOWED), safeInteger(DRAW_ALLOWED), minValue(1, DRAW_ALLOWED)),
  pipe(string(DRAW_ALLOWED), regex(/^(?:[1-9][0-9]*|[0-9]{4}-[0-9]{2}-[0-9]{2})$/, DRAW_ALLOWED), metadata({
    pattern: DRAW_TEXT_PATTERN
  }))
], DRAW_ALLOWED), description(DRAW_DESCRIPTION));
var drawArgument = optional(pipe(drawValue2, description(`${DRAW_DESCRIPTION} Leave it out for the latest draw.`)));
var requiredDrawArgument = drawValue2;
function drawIdFrom(game, draw, addIssue) {
  if (draw === void 0) return void 0;
  const checked = parseDrawId(game, draw);
  if (checked.ok) return checked.value;
  addIssue({
    message: checked.message,
    path: at("draw")
  });
  return null;
}
var SHARED_TICKET_BOUNDS = sharedTicketBounds();
function sharedTicketBounds() {
  const matrices = (games) => games.flatMap((game) => drawFacts(game).matrices);
  const all = matrices(DRAW_GAMES);
  const picked = matrices(DRAW_GAMES.filter((game) => gameOf(game).pick.extra_count > 0));
  return {
    minCount: Math.min(...all.map((matrix) => matrix.count)),
    maxCount: Math.max(...all.map((matrix) => matrix.count)),
    max: Math.max(...all.map((matrix) => matrix.max)),
    extraMax: Math.max(...picked.map((matrix) => matrix.extraMax))
  };
}
function ticketProblem(game, date, { numbers, extra_number }) {
  const matrix = matrixFor(game, date);
  const when = () => matrix === currentMatrix(game) ? "" : ` draws on ${date}`;
  const numbersProblem = (got) => ({
    field: "numbers",
    message: `numbers must be ${matrix.count} different integers from 1 to ${matrix.max} for ${game}${when()}, got ${got}`
  });
  if (numbers.length !== matrix.count) return numbersProblem(`${numbers.length} numbers`);
  const outside = numbers.find((n) => n < 1 || n > matrix.max);
  if (outside !== void 0) return numbersProblem(`${outside}`);
  const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (twice !== void 0) return numbersProblem(`${twice} more than once`);
  if (extra_number === void 0) return void 0;
  const { pick, extraName } = gameOf(game);
  if (pick.extra_count === 0) {
    return {
      field: "extra_number",
      message: `extra_number is not used for ${game}: its ${extraName?.en ?? "extra"} number is drawn, not picked; leave extra_number out`
    };
  }
  if (extra_number < 1 || extra_number > matrix.extraMax) {
    return {
      field: "extra_number",
      message: `extra_number must be an integer from 1 to ${matrix.extraMax} for ${game}${when()}, got ${extra_number}`
    };
  }
  return void 0;
}
function matrixFor(game, date) {
  return date === void 0 ? currentMatrix(game) : matrixOn(game, date);
}
function ascending(numbers) {
  return [
    ...numbers
  ].sort((a, b) => a - b);
}
var provenance = {
  stale: pipe(boolean(), description("True when the source failed and this is the last good copy; the draw itself is still right, but a newer latest draw may exist.")),
  fetched_at: pipe(string(), description("When the draw was fetched from its official source (ISO 8601, UTC)."))
};
function drawFor(context, game, draw) {
  if (context.draws === void 0) {
    throw new SourceUnavailableError("past draws are not available here", 1);
  }
  const found = context.draws.getDraw(game, draw);
  const { onDraw } = context;
  if (onDraw === void 0) return found;
  if (!(found instanceof Promise)) {
    onDraw(found.from);
    return found;
  }
  return found.then((result) => {
    onDraw(result.from);
    return result;
  });
}
var DRAW_CACHE_NOTE = "For a draw named by `draw`: `public, max-age=86400`. For the latest draw: `public, max-age=N`, N being the seconds until the next draw can be published, at most 300 (0 once it is due). `no-store` when `stale` is true.";
function drawCacheControl({ input, answer, now }, record) {
  if (answer.stale) return CACHE_NO_STORE;
  if (input.draw !== void 0) {
    return record !== void 0 && isIncomplete(record) ? CACHE_INCOMPLETE_DRAW : CACHE_PAST_DRAW;
  }
  const facts = drawFacts(answer.game);
  return latestDrawCacheControl(publishedAt(facts, nextDrawDate(facts, answer.date)), now);
}
function whenDrawn(found, then) {
  return found instanceof Promise ? found.then(then) : then(found);
}

export {
  drawGame,
  drawArgument,
  requiredDrawArgument,
  drawIdFrom,
  SHARED_TICKET_BOUNDS,
  ticketProblem,
  ascending,
  provenance,
  drawFor,
  DRAW_CACHE_NOTE,
  drawCacheControl,
  whenDrawn
};
