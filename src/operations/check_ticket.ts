/**
 * Checking a ticket against a draw of kr645, Powerball or Mega Millions.
 *
 * @module
 */
import * as v from "valibot";
import { invalidArgument } from "../http/errors.ts";
import {
  currentMatrix,
  type DrawGame,
  type DrawId,
  type DrawResult,
  kr645Rank,
  matrixOn,
  nyTier,
  parseDrawId,
} from "../draws/mod.ts";
import { defineOperation } from "./_operation.ts";
import {
  ascending,
  drawArgument,
  drawFor,
  drawGame,
  provenance,
  ticketProblem,
  whenDrawn,
} from "./_lottery.ts";
import { answerInteger, at } from "./_schema.ts";

const INTEGER = "an integer";

/** The arguments of check_ticket. */
export const CheckInputSchema = v.pipe(
  v.strictObject({
    game: drawGame,
    numbers: v.pipe(
      v.array(v.pipe(v.number(INTEGER), v.integer(INTEGER)), "a list of integers"),
      v.description(
        "The ticket's main numbers, all different: kr645 6 of 1-45, powerball 5 of 1-69, " +
          "megamillions 5 of 1-70 (older draws: the matrix of their date).",
      ),
    ),
    extra_number: v.optional(
      v.pipe(
        v.number(INTEGER),
        v.integer(INTEGER),
        v.description(
          "powerball: the Powerball, 1-26; megamillions: the Mega Ball, 1-24 (1-25 before " +
            "2025-04-08). Not used for kr645, whose bonus number is drawn, not picked.",
        ),
      ),
    ),
    draw: drawArgument,
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { game, numbers, extra_number } = dataset.value;
    let draw: DrawId | undefined;
    if (dataset.value.draw !== undefined) {
      const checked = parseDrawId(game, dataset.value.draw);
      if (!checked.ok) {
        addIssue({ message: checked.message, path: at("draw") });
        return NEVER;
      }
      draw = checked.value;
    }
    const problem = ticketProblemOn(game, typeof draw === "string" ? draw : undefined, {
      numbers,
      extra_number,
    });
    if (problem !== undefined) {
      addIssue({ message: problem.message, path: at(problem.field) });
      return NEVER;
    }
    return { game, numbers: ascending(numbers), extra_number, draw };
  }),
);

/**
 * The ticket's problem under the matrix of a draw date, or of today when the date is not known
 * yet (the latest draw, or any kr645 draw: its matrix never changed).
 */
function ticketProblemOn(
  game: DrawGame,
  date: string | undefined,
  ticket: { numbers: readonly number[]; extra_number: number | undefined },
) {
  const matrix = date === undefined ? currentMatrix(game) : matrixOn(game, date);
  const when = matrix === currentMatrix(game) ? "" : ` draws on ${date}`;
  return ticketProblem(game, matrix, ticket, when);
}

const drawn = {
  game: v.picklist(["kr645", "powerball", "megamillions"]),
  date: v.pipe(v.string(), v.description("The draw date, YYYY-MM-DD.")),
  numbers: v.pipe(v.array(answerInteger), v.description("The ticket's numbers, ascending.")),
  matched: v.pipe(
    v.array(answerInteger),
    v.description("The ticket's numbers that were drawn, ascending."),
  ),
  match_count: v.pipe(answerInteger, v.description("How many of the ticket's numbers were drawn.")),
};

/** The answer of check_ticket for kr645. */
export const Kr645CheckOutputSchema = v.strictObject({
  ...drawn,
  game: v.literal("kr645"),
  draw: v.pipe(answerInteger, v.description("The number of the draw checked against.")),
  bonus_matched: v.pipe(
    v.boolean(),
    v.description("Whether the ticket holds the bonus number (it counts only for 2nd rank)."),
  ),
  rank: v.pipe(
    v.nullable(answerInteger),
    v.description("1 = 6 numbers, 2 = 5 + bonus, 3 = 5, 4 = 4, 5 = 3; null when nothing is won."),
  ),
  prize_per_winner: v.pipe(
    v.nullable(answerInteger),
    v.description(
      "KRW per winning game of that rank, from the draw's record; null when nothing is won or " +
        "the record lacks it.",
    ),
  ),
  ...provenance,
});

/** The answer of check_ticket for Powerball and Mega Millions. */
export const NyCheckOutputSchema = v.strictObject({
  ...drawn,
  game: v.picklist(["powerball", "megamillions"]),
  draw: v.pipe(v.string(), v.description("The date (YYYY-MM-DD) of the draw checked against.")),
  extra_number: v.pipe(
    v.nullable(answerInteger),
    v.description("The ticket's Powerball or Mega Ball, or null when not given."),
  ),
  extra_matched: v.pipe(
    v.nullable(v.boolean()),
    v.description("Whether the ticket's extra number was drawn; null when not given."),
  ),
  tier: v.pipe(
    v.nullable(v.string()),
    v.description(
      'The prize tier: main numbers matched + extra matched, one of "5+1", "5+0", "4+1", ' +
        '"4+0", "3+1", "3+0", "2+1", "1+1", "0+1"; null when nothing is won. Amounts depend on ' +
        "the state and the multiplier, so none is given.",
    ),
  ),
  ...provenance,
});

/** The answer of check_ticket. */
export const CheckOutputSchema = v.variant("game", [Kr645CheckOutputSchema, NyCheckOutputSchema]);

type CheckAnswer = v.InferOutput<typeof CheckOutputSchema>;

/** check_ticket: what a ticket won in a draw. */
export const checkTicket = defineOperation({
  name: "check_ticket",
  path: "/api/v1/lottery/check",
  server: "lottery",
  title: "Check a ticket",
  description: "Check a lottery ticket against the latest draw, or one past draw, of kr645 (6 " +
    "numbers 1-45; gives the rank 1-5 and the prize per winner in KRW from the official record), " +
    "powerball (5 numbers 1-69 and optionally the Powerball 1-26) or megamillions (5 numbers " +
    "1-70 and optionally the Mega Ball 1-24); for these two it gives the matched numbers and the " +
    'prize tier such as "4+1", not an amount.',
  seeded: false,
  external: true,
  input: CheckInputSchema,
  output: CheckOutputSchema,
  handler({ game, numbers, extra_number, draw }, context) {
    const ticket = { numbers, extra_number };
    return whenDrawn(drawFor(context, game, draw), (found) => checked(found, game, ticket));
  },
});

/** The check of a ticket against the draw found, with the bounds of that draw's matrix. */
function checked(
  { record, stale, fetchedAt }: DrawResult,
  game: DrawGame,
  { numbers, extra_number }: { numbers: number[]; extra_number?: number | undefined },
): CheckAnswer {
  // The latest draw's date is known only now; its matrix is nearly always today's.
  const problem = ticketProblemOn(game, record.date, { numbers, extra_number });
  if (problem !== undefined) throw invalidArgument(problem.field, problem.message);
  const matched = numbers.filter((n) => record.numbers.includes(n));
  const common = {
    date: record.date,
    numbers,
    matched,
    match_count: matched.length,
  };
  if (record.game === "kr645") {
    const bonusMatched = numbers.includes(record.bonus_number);
    const rank = kr645Rank(matched.length, bonusMatched);
    const prize = rank === null ? null : record.prizes[rank - 1]?.prize_per_winner ?? null;
    return {
      game: record.game,
      draw: record.draw,
      ...common,
      bonus_matched: bonusMatched,
      rank,
      prize_per_winner: prize,
      stale,
      fetched_at: fetchedAt,
    };
  }
  const extraMatched = extra_number === undefined ? null : extra_number === record.extra_number;
  return {
    game: record.game,
    draw: record.draw,
    ...common,
    extra_number: extra_number ?? null,
    extra_matched: extraMatched,
    tier: nyTier(matched.length, extraMatched),
    stale,
    fetched_at: fetchedAt,
  };
}
