/**
 * Checking a ticket against a draw of kr645, Powerball or Mega Millions.
 *
 * @module
 */
import * as v from "valibot";
import type { DrawResult } from "../draws/mod.ts";
import {
  currentMatrix,
  DRAW_GAMES,
  drawFacts,
  type DrawGame,
  gameOf,
  matrixOn,
  prizeLevel,
  RANK_GAMES,
  TIER_GAMES,
} from "../games/mod.ts";
import { invalidArgument } from "../http/errors.ts";
import { defineOperation } from "./_operation.ts";
import {
  ascending,
  DRAW_CACHE_NOTE,
  drawArgument,
  drawCacheControl,
  drawFor,
  drawGame,
  drawIdFrom,
  provenance,
  SHARED_TICKET_BOUNDS,
  ticketProblem,
  whenDrawn,
} from "./_lottery.ts";
import { answerInteger, at } from "./_schema.ts";

const INTEGER = "an integer";

/** The tiers of the games with tiers, best first. */
const TIER_LEVELS = [
  ...new Set(TIER_GAMES.flatMap((game) => drawFacts(game).prizes.map((level) => level.name))),
];

/** Each game's ticket in words, e.g. "kr645 6 of 1-45", from the matrices in force. */
function ticketFormats(describe: (game: DrawGame) => string | undefined): string {
  return DRAW_GAMES.map(describe).filter((text) => text !== undefined).join(", ");
}

/** The arguments of check_ticket. */
export const CheckInputSchema = v.pipe(
  v.strictObject({
    game: drawGame,
    // The metadata states in the JSON Schema what every game shares (SHARED_TICKET_BOUNDS); the
    // rule below checks each game's own bounds, with messages that name the game.
    numbers: v.pipe(
      v.array(
        v.pipe(
          v.number(INTEGER),
          v.integer(INTEGER),
          v.metadata({ minimum: 1, maximum: SHARED_TICKET_BOUNDS.max }),
        ),
        "a list of integers",
      ),
      v.metadata({
        minItems: SHARED_TICKET_BOUNDS.minCount,
        maxItems: SHARED_TICKET_BOUNDS.maxCount,
        uniqueItems: true,
      }),
      v.description(
        `The ticket's main numbers, all different: ${
          ticketFormats((game) => {
            const { count, max } = currentMatrix(game);
            return `${game} ${count} of 1-${max}`;
          })
        } (older draws: the matrix of their date).`,
      ),
    ),
    extra_number: v.optional(
      v.pipe(
        v.number(INTEGER),
        v.integer(INTEGER),
        v.metadata({ minimum: 1, maximum: SHARED_TICKET_BOUNDS.extraMax }),
        v.description(
          `${
            ticketFormats((game) => {
              const { pick, extraName } = gameOf(game);
              if (pick.extra_count === 0) return undefined;
              return `${game}: the ${extraName!.en}, 1-${currentMatrix(game).extraMax}`;
            })
          } (older draws: the matrix of their date). Not used for ${
            DRAW_GAMES.filter((game) => gameOf(game).pick.extra_count === 0).join(", ")
          }, whose extra number is drawn, not picked.`,
        ),
      ),
    ),
    draw: drawArgument,
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { game, numbers, extra_number } = dataset.value;
    const draw = drawIdFrom(game, dataset.value.draw, addIssue);
    if (draw === null) return NEVER;
    // The matrix of a named date, or the current one: the latest draw's date is not known yet.
    const problem = ticketProblem(game, draw?.date, { numbers, extra_number });
    if (problem !== undefined) {
      addIssue({ message: problem.message, path: at(problem.field) });
      return NEVER;
    }
    return { game, numbers: ascending(numbers), extra_number, draw };
  }),
);

const drawn = {
  game: v.picklist(DRAW_GAMES),
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
  game: v.picklist(RANK_GAMES),
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
  game: v.picklist(TIER_GAMES),
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
      "The prize tier: main numbers matched + extra matched, one of " +
        `${TIER_LEVELS.map((name) => `"${name}"`).join(", ")}; null when nothing is won. ` +
        "Amounts depend on the state and the multiplier, so none is given.",
    ),
  ),
  ...provenance,
});

/** The answer of check_ticket. */
export const CheckOutputSchema = v.variant("game", [Kr645CheckOutputSchema, NyCheckOutputSchema]);

type CheckAnswer = v.InferOutput<typeof CheckOutputSchema>;

/** check_ticket: what a ticket won in a draw. */
export const checkTicket = defineOperation({
  title: "Check a ticket",
  description: "Check a lottery ticket against the latest draw, or one past draw, of " +
    ticketFormats((game) => {
      const { count, max, extraMax } = currentMatrix(game);
      const { pick, extraName } = gameOf(game);
      const extra = pick.extra_count === 0
        ? ""
        : ` and optionally the ${extraName!.en} 1-${extraMax}`;
      return `${game} (${count} numbers 1-${max}${extra})`;
    }) +
    ". For kr645 it gives the rank 1-5 and the prize per winner in KRW from the official " +
    'record; for the others the matched numbers and the prize tier such as "4+1", not an ' +
    "amount, since amounts depend on the state and the multiplier.",
  external: true,
  input: CheckInputSchema,
  output: CheckOutputSchema,
  samples: {
    examples: [{
      name: "kr645_1239_second",
      summary: "a kr645 ticket against draw 1239: 2nd rank",
      arguments: { game: "kr645", numbers: [8, 11, 13, 22, 32, 33], draw: 1239 },
      answer: {
        game: "kr645",
        draw: 1239,
        date: "2026-08-29",
        numbers: [8, 11, 13, 22, 32, 33],
        matched: [11, 13, 22, 32, 33],
        match_count: 5,
        bonus_matched: true,
        rank: 2,
        prize_per_winner: 67587470,
        stale: false,
        fetched_at: "2026-08-30T00:00:00.000Z",
      },
    }],
    valid: [
      { game: "kr645", numbers: [11, 13, 22, 32, 33, 8] },
      { game: "powerball", numbers: [1, 6, 40, 51, 67], extra_number: 2 },
      { game: "megamillions", numbers: [1, 2, 3, 4, 5] },
      { game: "powerball", numbers: [1, 6, 40, 51, 67], extra_number: 2, draw: "2022-11-21" },
    ],
    refused: [
      { arguments: { game: "kr645" }, code: "missing_argument", field: "numbers" },
      {
        arguments: { game: "kr645", numbers: [1, 2, 3, 4, 5, 5] },
        code: "invalid_argument",
        field: "numbers",
      },
      {
        arguments: { game: "kr645", numbers: [1, 2, 3, 4, 5, 46] },
        code: "invalid_argument",
        field: "numbers",
      },
    ],
  },
  handler({ game, numbers, extra_number, draw }, context) {
    const ticket = { numbers, extra_number };
    return whenDrawn(drawFor(context, game, draw), (found) => checked(found, game, ticket));
  },
  cache: drawCacheControl,
  cacheNote: DRAW_CACHE_NOTE,
});

/**
 * The check of a ticket against the draw found. The schema checked the ticket under the matrix of
 * the named date, or the current one for the latest draw; only when the latest draw's own date
 * falls under another matrix is it checked again.
 */
function checked(
  { record, stale, fetchedAt }: DrawResult,
  game: DrawGame,
  ticket: { numbers: number[]; extra_number: number | undefined },
): CheckAnswer {
  if (matrixOn(game, record.date) !== currentMatrix(game)) {
    const problem = ticketProblem(game, record.date, ticket);
    if (problem !== undefined) throw invalidArgument(problem.field, problem.message);
  }
  const { numbers, extra_number } = ticket;
  const matched = numbers.filter((n) => record.numbers.includes(n));
  const common = { date: record.date, numbers, matched, match_count: matched.length };
  if ("bonus_number" in record) {
    const bonusMatched = numbers.includes(record.bonus_number);
    const rank = prizeLevel(game, matched.length, bonusMatched)?.name as number | undefined;
    const prize = rank === undefined ? null : record.prizes[rank - 1]?.prize_per_winner ?? null;
    return {
      game: record.game,
      draw: record.draw,
      ...common,
      bonus_matched: bonusMatched,
      rank: rank ?? null,
      prize_per_winner: prize,
      stale,
      fetched_at: fetchedAt,
    };
  }
  const extraMatched = extra_number === undefined ? null : extra_number === record.extra_number;
  const tier = prizeLevel(game, matched.length, extraMatched === true)?.name as string | undefined;
  return {
    game: record.game,
    draw: record.draw,
    ...common,
    extra_number: extra_number ?? null,
    extra_matched: extraMatched,
    tier: tier ?? null,
    stale,
    fetched_at: fetchedAt,
  };
}
