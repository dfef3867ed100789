import {
  DRAW_CACHE_NOTE,
  SHARED_TICKET_BOUNDS,
  ascending,
  drawArgument,
  drawCacheControl,
  drawFor,
  drawGame,
  drawIdFrom,
  provenance,
  ticketProblem,
  whenDrawn
} from "./chunk-f72cc4ff.js";
import {
  answerInteger,
  at,
  defineOperation
} from "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import {
  array,
  boolean,
  description,
  integer,
  invalidArgument,
  metadata,
  nullable,
  number,
  optional,
  picklist,
  pipe,
  rawTransform,
  strictObject,
  string,
  variant
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-5c038b07.js";
import "./chunk-79c28ee4.js";
import {
  DRAW_GAMES,
  RANK_GAMES,
  TIER_GAMES,
  currentMatrix,
  drawFacts,
  gameOf,
  matrixOn,
  prizeLevel
} from "./chunk-0630ae7e.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/operations/check_ticket.ts
var INTEGER = "an integer";
var TIER_LEVELS = [
  ...new Set(TIER_GAMES.flatMap((game) => drawFacts(game).prizes.map((level) => level.name)))
];
function ticketFormats(describe) {
  return DRAW_GAMES.map(describe).filter((text) => text !== void 0).join(", ");
}
var CheckInputSchema = pipe(strictObject({
  game: drawGame,
  // The metadata states in the JSON Schema what every game shares (SHARED_TICKET_BOUNDS); the
  // rule below checks each game's own bounds, with messages that name the game.
  numbers: pipe(array(pipe(number(INTEGER), integer(INTEGER), metadata({
    minimum: 1,
    maximum: SHARED_TICKET_BOUNDS.max
  })), "a list of integers"), metadata({
    minItems: SHARED_TICKET_BOUNDS.minCount,
    maxItems: SHARED_TICKET_BOUNDS.maxCount,
    uniqueItems: true
  }), description(`The ticket's main numbers, all different: ${ticketFormats((game) => {
    const { count, max } = currentMatrix(game);
    return `${game} ${count} of 1-${max}`;
  })} (older draws: the matrix of their date).`)),
  extra_number: optional(pipe(number(INTEGER), integer(INTEGER), metadata({
    minimum: 1,
    maximum: SHARED_TICKET_BOUNDS.extraMax
  }), description(`${ticketFormats((game) => {
    const { pick, extraName } = gameOf(game);
    if (pick.extra_count === 0) return void 0;
    return `${game}: the ${extraName.en}, 1-${currentMatrix(game).extraMax}`;
  })} (older draws: the matrix of their date). Not used for ${DRAW_GAMES.filter((game) => gameOf(game).pick.extra_count === 0).join(", ")}, whose extra number is drawn, not picked.`))),
  draw: drawArgument
}), rawTransform(({ dataset, addIssue, NEVER }) => {
  const { game, numbers, extra_number } = dataset.value;
  const draw = drawIdFrom(game, dataset.value.draw, addIssue);
  if (draw === null) return NEVER;
  const problem = ticketProblem(game, draw?.date, {
    numbers,
    extra_number
  });
  if (problem !== void 0) {
    addIssue({
      message: problem.message,
      path: at(problem.field)
    });
    return NEVER;
  }
  return {
    game,
    numbers: ascending(numbers),
    extra_number,
    draw
  };
}));
var drawn = {
  game: picklist(DRAW_GAMES),
  date: pipe(string(), description("The draw date, YYYY-MM-DD.")),
  numbers: pipe(array(answerInteger), description("The ticket's numbers, ascending.")),
  matched: pipe(array(answerInteger), description("The ticket's numbers that were drawn, ascending.")),
  match_count: pipe(answerInteger, description("How many of the ticket's numbers were drawn."))
};
var Kr645CheckOutputSchema = strictObject({
  ...drawn,
  game: picklist(RANK_GAMES),
  draw: pipe(answerInteger, description("The number of the draw checked against.")),
  bonus_matched: pipe(boolean(), description("Whether the ticket holds the bonus number (it counts only for 2nd rank).")),
  rank: pipe(nullable(answerInteger), description("1 = 6 numbers, 2 = 5 + bonus, 3 = 5, 4 = 4, 5 = 3; null when nothing is won.")),
  prize_per_winner: pipe(nullable(answerInteger), description("KRW per winning game of that rank, from the draw's record; null when nothing is won or the record lacks it.")),
  ...provenance
});
var NyCheckOutputSchema = strictObject({
  ...drawn,
  game: picklist(TIER_GAMES),
  draw: pipe(string(), description("The date (YYYY-MM-DD) of the draw checked against.")),
  extra_number: pipe(nullable(answerInteger), description("The ticket's Powerball or Mega Ball, or null when not given.")),
  extra_matched: pipe(nullable(boolean()), description("Whether the ticket's extra number was drawn; null when not given.")),
  tier: pipe(nullable(string()), description(`The prize tier: main numbers matched + extra matched, one of ${TIER_LEVELS.map((name) => `"${name}"`).join(", ")}; null when nothing is won. Amounts depend on the state and the multiplier, so none is given.`)),
  ...provenance
});
var CheckOutputSchema = variant("game", [
  Kr645CheckOutputSchema,
  NyCheckOutputSchema
]);
var checkTicket = defineOperation({
  title: "Check a ticket",
  description: "Check a lottery ticket against the latest draw, or one past draw, of " + ticketFormats((game) => {
    const { count, max, extraMax } = currentMatrix(game);
    const { pick, extraName } = gameOf(game);
    const extra = pick.extra_count === 0 ? "" : ` and optionally the ${extraName.en} 1-${extraMax}`;
    return `${game} (${count} numbers 1-${max}${extra})`;
  }) + '. For kr645 it gives the rank 1-5 and the prize per winner in KRW from the official record; for the others the matched numbers and the prize tier such as "4+1", not an amount, since amounts depend on the state and the multiplier.',
  external: true,
  input: CheckInputSchema,
  output: CheckOutputSchema,
  samples: {
    examples: [
      {
        name: "kr645_1239_second",
        summary: "a kr645 ticket against draw 1239: 2nd rank",
        arguments: {
          game: "kr645",
          numbers: [
            8,
            11,
            13,
            22,
            32,
            33
          ],
          draw: 1239
        },
        answer: {
          game: "kr645",
          draw: 1239,
          date: "2026-08-29",
          numbers: [
            8,
            11,
            13,
            22,
            32,
            33
          ],
          matched: [
            11,
            13,
            22,
            32,
            33
          ],
          match_count: 5,
          bonus_matched: true,
          rank: 2,
          prize_per_winner: 67587470,
          stale: false,
          fetched_at: "2026-08-30T00:00:00.000Z"
        }
      }
    ],
    valid: [
      {
        game: "kr645",
        numbers: [
          11,
          13,
          22,
          32,
          33,
          8
        ]
      },
      {
        game: "powerball",
        numbers: [
          1,
          6,
          40,
          51,
          67
        ],
        extra_number: 2
      },
      {
        game: "megamillions",
        numbers: [
          1,
          2,
          3,
          4,
          5
        ]
      },
      {
        game: "powerball",
        numbers: [
          1,
          6,
          40,
          51,
          67
        ],
        extra_number: 2,
        draw: "2022-11-21"
      }
    ],
    refused: [
      {
        arguments: {
          game: "kr645"
        },
        code: "missing_argument",
        field: "numbers"
      },
      {
        arguments: {
          game: "kr645",
          numbers: [
            1,
            2,
            3,
            4,
            5,
            5
          ]
        },
        code: "invalid_argument",
        field: "numbers"
      },
      {
        arguments: {
          game: "kr645",
          numbers: [
            1,
            2,
            3,
            4,
            5,
            46
          ]
        },
        code: "invalid_argument",
        field: "numbers"
      }
    ]
  },
  handler({ game, numbers, extra_number, draw }, context) {
    const ticket = {
      numbers,
      extra_number
    };
    return whenDrawn(drawFor(context, game, draw), (found) => checked(found, game, ticket));
  },
  cache: drawCacheControl,
  cacheNote: DRAW_CACHE_NOTE
});
function checked({ record, stale, fetchedAt }, game, ticket) {
  if (matrixOn(game, record.date) !== currentMatrix(game)) {
    const problem = ticketProblem(game, record.date, ticket);
    if (problem !== void 0) throw invalidArgument(problem.field, problem.message);
  }
  const { numbers, extra_number } = ticket;
  const matched = numbers.filter((n) => record.numbers.includes(n));
  const common = {
    date: record.date,
    numbers,
    matched,
    match_count: matched.length
  };
  if ("bonus_number" in record) {
    const bonusMatched = numbers.includes(record.bonus_number);
    const rank = prizeLevel(game, matched.length, bonusMatched)?.name;
    const prize = rank === void 0 ? null : record.prizes[rank - 1]?.prize_per_winner ?? null;
    return {
      game: record.game,
      draw: record.draw,
      ...common,
      bonus_matched: bonusMatched,
      rank: rank ?? null,
      prize_per_winner: prize,
      stale,
      fetched_at: fetchedAt
    };
  }
  const extraMatched = extra_number === void 0 ? null : extra_number === record.extra_number;
  const tier = prizeLevel(game, matched.length, extraMatched === true)?.name;
  return {
    game: record.game,
    draw: record.draw,
    ...common,
    extra_number: extra_number ?? null,
    extra_matched: extraMatched,
    tier: tier ?? null,
    stale,
    fetched_at: fetchedAt
  };
}
export {
  CheckInputSchema,
  CheckOutputSchema,
  Kr645CheckOutputSchema,
  NyCheckOutputSchema,
  checkTicket
};
