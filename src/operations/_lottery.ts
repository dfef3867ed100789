/**
 * What get_draw and check_ticket share: the `game` and `draw` arguments, and the ticket rules.
 *
 * @module
 */
import * as v from "valibot";
import {
  DRAW_GAMES,
  type DrawGame,
  type DrawId,
  type DrawResult,
  type NumberMatrix,
} from "../draws/mod.ts";
import { HttpError } from "../http/errors.ts";
import type { Context } from "./_operation.ts";

/** The `game` argument: one of the three games with past draws. */
export const drawGame = v.pipe(
  v.picklist(DRAW_GAMES, `one of ${DRAW_GAMES.join(", ")}`),
  v.description(
    "kr645 (South Korea's 6/45 lotto), powerball or megamillions (USA), the games whose past " +
      "draws can be looked up.",
  ),
);

const DRAW_ALLOWED = "a draw number (a whole number from 1) or a date YYYY-MM-DD";

/**
 * The `draw` argument, as far as it can be checked without the game; the rest (a number for kr645,
 * a real date for the others) is checked with the game by `parseDrawId`.
 */
export const drawArgument = v.optional(
  v.pipe(
    v.union([
      v.pipe(v.number(DRAW_ALLOWED), v.safeInteger(DRAW_ALLOWED), v.minValue(1, DRAW_ALLOWED)),
      v.pipe(
        v.string(DRAW_ALLOWED),
        v.regex(/^(?:[1-9][0-9]*|[0-9]{4}-[0-9]{2}-[0-9]{2})$/, DRAW_ALLOWED),
      ),
    ], DRAW_ALLOWED),
    v.description(
      "Which draw: for kr645 the draw number (e.g. 1239), for powerball and megamillions the " +
        "draw date YYYY-MM-DD (e.g. 2022-11-21). Leave it out for the latest draw.",
    ),
  ),
);

/**
 * What is wrong with a ticket for a game under a matrix, as a sentence naming its argument, or
 * undefined when it is fine. `when` says which draw's matrix applies, for the message.
 */
export function ticketProblem(
  game: DrawGame,
  matrix: NumberMatrix,
  ticket: { numbers: readonly number[]; extra_number: number | undefined },
  when: string,
): { field: "numbers" | "extra_number"; message: string } | undefined {
  const { numbers, extra_number } = ticket;
  const allowed = `numbers must be ${matrix.count} different integers from 1 to ${matrix.max} ` +
    `for ${game}${when}`;
  if (numbers.length !== matrix.count) {
    return { field: "numbers", message: `${allowed}, got ${numbers.length} numbers` };
  }
  const outside = numbers.find((n) => n < 1 || n > matrix.max);
  if (outside !== undefined) return { field: "numbers", message: `${allowed}, got ${outside}` };
  const twice = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (twice !== undefined) {
    return { field: "numbers", message: `${allowed}, got ${twice} more than once` };
  }
  if (extra_number === undefined) return undefined;
  if (game === "kr645") {
    return {
      field: "extra_number",
      message: "extra_number is not used for kr645: its bonus number is drawn, not picked; " +
        "leave extra_number out",
    };
  }
  if (extra_number < 1 || extra_number > matrix.extraMax) {
    return {
      field: "extra_number",
      message: `extra_number must be an integer from 1 to ${matrix.extraMax} for ${game}${when}, ` +
        `got ${extra_number}`,
    };
  }
  return undefined;
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
    throw new HttpError("source_unavailable", "past draws are not available here");
  }
  return context.draws.getDraw(game, draw);
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
