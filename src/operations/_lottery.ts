/**
 * What get_draw, check_ticket and seed_from_draw share: the `game` and `draw` arguments, the
 * ticket rules, and reaching the draws service.
 *
 * @module
 */
import * as v from "valibot";
import {
  type DrawId,
  type DrawRecord,
  type DrawResult,
  parseDrawId,
  SourceUnavailableError,
} from "../draws/mod.ts";
import { isIncomplete } from "../draws/record.ts";
import {
  CACHE_INCOMPLETE_DRAW,
  CACHE_NO_STORE,
  CACHE_PAST_DRAW,
  latestDrawCacheControl,
} from "../http/cache.ts";
import {
  currentMatrix,
  DRAW_GAMES,
  drawFacts,
  type DrawGame,
  gameOf,
  matrixOn,
  nextDrawDate,
  type NumberMatrix,
  publishedAt,
} from "../games/mod.ts";
import type { CacheFacts, Context } from "./_operation.ts";
import { at } from "./_schema.ts";

/** How each game with past draws is named by `draw`, for descriptions. */
function drawExamples(): string {
  return DRAW_GAMES.map((game) =>
    drawFacts(game).id === "number" ? `for ${game} the draw number` : `for ${game} the date`
  ).join(", ");
}

/** The `game` argument: one of the games with past draws. */
export const drawGame = v.pipe(
  v.picklist(DRAW_GAMES, `one of ${DRAW_GAMES.join(", ")}`),
  v.description(
    `${
      DRAW_GAMES.map((game) => `${game} (${gameOf(game).names.en})`).join(", ")
    }: the games whose past draws can be looked up.`,
  ),
);

const DRAW_ALLOWED = "a draw number (a whole number from 1) or a date YYYY-MM-DD";

/** Months of 31 days, of 30, and February's first 28, as `MM-DD`. */
const MONTH_DAYS = "(?:(?:0[13578]|1[02])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[469]|11)-" +
  "(?:0[1-9]|[12][0-9]|30)|02-(?:0[1-9]|1[0-9]|2[0-8]))";
/** Leap years, 0004 to 9996 by the Gregorian rule: divisible by 4, and by 400 at a century. */
const LEAP_YEAR =
  "(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][62])|(?:0[48]|[2468][048]|[13579][62])00)";

/**
 * The `draw` text as the JSON Schema states it: a draw number, or a real calendar date YYYY-MM-DD
 * of the years 0001 to 9999, as `parseDrawId` takes them with the game. The schema's own regex
 * stays loose, so that `2026-02-30` gets parseDrawId's message naming the game.
 */
export const DRAW_TEXT_PATTERN =
  `^(?:[1-9][0-9]*|(?!0000)[0-9]{4}-${MONTH_DAYS}|${LEAP_YEAR}-02-29)$`;

const DRAW_DESCRIPTION = `Which draw: ${drawExamples()} YYYY-MM-DD (e.g. 1239 or 2022-11-21).`;

/** The `draw` argument's type, as far as it can be checked without the game. */
const drawValue = v.pipe(
  v.union([
    v.pipe(v.number(DRAW_ALLOWED), v.safeInteger(DRAW_ALLOWED), v.minValue(1, DRAW_ALLOWED)),
    v.pipe(
      v.string(DRAW_ALLOWED),
      v.regex(/^(?:[1-9][0-9]*|[0-9]{4}-[0-9]{2}-[0-9]{2})$/, DRAW_ALLOWED),
      v.metadata({ pattern: DRAW_TEXT_PATTERN }),
    ),
  ], DRAW_ALLOWED),
  v.description(DRAW_DESCRIPTION),
);

/**
 * The optional `draw` argument (the latest when left out), as far as it can be checked without the
 * game; the rest (a number or a real date, by the game) is checked with the game by
 * {@linkcode drawIdFrom}.
 */
export const drawArgument = v.optional(
  v.pipe(drawValue, v.description(`${DRAW_DESCRIPTION} Leave it out for the latest draw.`)),
);

/** The `draw` argument when it must be given. */
export const requiredDrawArgument = drawValue;

/**
 * Reads `draw` for its game inside a schema's rules: the typed id, or an issue naming `draw`.
 * Returns undefined when `draw` was not given, and `null` after adding an issue.
 */
export function drawIdFrom(
  game: DrawGame,
  draw: number | string | undefined,
  addIssue: (issue: { message: string; path: ReturnType<typeof at> }) => void,
): DrawId | undefined | null {
  if (draw === undefined) return undefined;
  const checked = parseDrawId(game, draw);
  if (checked.ok) return checked.value;
  addIssue({ message: checked.message, path: at("draw") });
  return null;
}

/**
 * What every matrix of every game with past draws allows of a ticket, for the JSON Schema. It
 * cannot tie the bounds to the game and the draw's date as the rules do, so it states what they
 * share: that many numbers, all different, from 1 to the largest any matrix had, and an extra
 * number (where one is picked) from 1 to the largest any of those games had. It refuses nothing
 * that some game and draw accept.
 */
export const SHARED_TICKET_BOUNDS = sharedTicketBounds();

function sharedTicketBounds() {
  const matrices = (games: readonly DrawGame[]) =>
    games.flatMap((game) => drawFacts(game).matrices);
  const all = matrices(DRAW_GAMES);
  const picked = matrices(DRAW_GAMES.filter((game) => gameOf(game).pick.extra_count > 0));
  return {
    minCount: Math.min(...all.map((matrix) => matrix.count)),
    maxCount: Math.max(...all.map((matrix) => matrix.count)),
    max: Math.max(...all.map((matrix) => matrix.max)),
    extraMax: Math.max(...picked.map((matrix) => matrix.extraMax)),
  };
}

/** A ticket: its main numbers and its extra number, when given. */
export interface Ticket {
  /** The main numbers. */
  numbers: readonly number[];
  /** The extra number (Powerball, Mega Ball), when given. */
  extra_number: number | undefined;
}

/**
 * What is wrong with a ticket for a game under the matrix in force on a date (the current matrix
 * when the date is not known), as a sentence naming its argument, or undefined when it is fine.
 */
export function ticketProblem(
  game: DrawGame,
  date: string | undefined,
  { numbers, extra_number }: Ticket,
): { field: "numbers" | "extra_number"; message: string } | undefined {
  const matrix = matrixFor(game, date);
  // The messages are written only for a ticket refused: every ticket checked passes here.
  const when = () => matrix === currentMatrix(game) ? "" : ` draws on ${date}`;
  const numbersProblem = (got: string) => ({
    field: "numbers" as const,
    message: `numbers must be ${matrix.count} different integers from 1 to ${matrix.max} ` +
      `for ${game}${when()}, got ${got}`,
  });
  if (numbers.length !== matrix.count) return numbersProblem(`${numbers.length} numbers`);
  const outside = numbers.find((n) => n < 1 || n > matrix.max);
  if (outside !== undefined) return numbersProblem(`${outside}`);
  const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (twice !== undefined) return numbersProblem(`${twice} more than once`);
  if (extra_number === undefined) return undefined;
  const { pick, extraName } = gameOf(game);
  if (pick.extra_count === 0) {
    return {
      field: "extra_number",
      message: `extra_number is not used for ${game}: its ${extraName?.en ?? "extra"} number ` +
        "is drawn, not picked; leave extra_number out",
    };
  }
  if (extra_number < 1 || extra_number > matrix.extraMax) {
    return {
      field: "extra_number",
      message:
        `extra_number must be an integer from 1 to ${matrix.extraMax} for ${game}${when()}, ` +
        `got ${extra_number}`,
    };
  }
  return undefined;
}

/** The matrix in force on a date, or the current one when the date is not known yet. */
export function matrixFor(game: DrawGame, date: string | undefined): NumberMatrix {
  return date === undefined ? currentMatrix(game) : matrixOn(game, date);
}

/** Numbers sorted ascending, in a new array. */
export function ascending(numbers: readonly number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}

/** The answer fields every draw-based answer ends with. */
export const provenance = {
  stale: v.pipe(
    v.boolean(),
    v.description(
      "True when the source failed and this is the last good copy; the draw itself is still " +
        "right, but a newer latest draw may exist.",
    ),
  ),
  fetched_at: v.pipe(
    v.string(),
    v.description("When the draw was fetched from its official source (ISO 8601, UTC)."),
  ),
};

/** A draw through the context's draws service; a context without one has no source to ask. */
export function drawFor(
  context: Context,
  game: DrawGame,
  draw: DrawId | undefined,
): DrawResult | Promise<DrawResult> {
  if (context.draws === undefined) {
    throw new SourceUnavailableError("past draws are not available here", 1);
  }
  const { request } = context;
  if (request === undefined) return context.draws.getDraw(game, draw);
  const found = context.draws.getDraw(game, draw, request.id);
  if (!(found instanceof Promise)) {
    request.cache = found.from;
    return found;
  }
  return found.then((result) => {
    request.cache = result.from;
    return result;
  });
}

/** What {@linkcode drawCacheControl} gives, for the OpenAPI document. */
export const DRAW_CACHE_NOTE = "For a draw named by `draw`: `public, max-age=86400`. For the " +
  "latest draw: `public, max-age=N`, N being the seconds until the next draw can be published, " +
  "at most 300 (0 once it is due). `no-store` when `stale` is true.";

/**
 * The `Cache-Control` of an answer made from a draw (get_draw, check_ticket, seed_from_draw): a
 * draw named in the request is past, and its answer is kept long; the latest draw's answer is
 * kept until the next draw can be published, 300 s at most; an answer from a kept copy standing in
 * for a failing source (`stale`) is kept by no shared cache, so that none holds it past recovery.
 */
export function drawCacheControl(
  { input, answer, now }: CacheFacts<{ game: DrawGame; date: string; stale?: boolean }>,
  record?: DrawRecord,
): string {
  if (answer.stale) return CACHE_NO_STORE;
  if (input.draw !== undefined) {
    return record !== undefined && isIncomplete(record) ? CACHE_INCOMPLETE_DRAW : CACHE_PAST_DRAW;
  }
  const facts = drawFacts(answer.game);
  return latestDrawCacheControl(publishedAt(facts, nextDrawDate(facts, answer.date)), now);
}

/**
 * Applies `then` to a draw found at once or later: a cached draw keeps the answer synchronous.
 */
export function whenDrawn<T>(
  found: DrawResult | Promise<DrawResult>,
  then: (found: DrawResult) => T,
): T | Promise<T> {
  return found instanceof Promise ? found.then(then) : then(found);
}
