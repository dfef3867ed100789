import {
  DRAW_CACHE_NOTE,
  drawArgument,
  drawCacheControl,
  drawFor,
  drawGame,
  drawIdFrom,
  provenance,
  whenDrawn
} from "./chunk-f72cc4ff.js";
import {
  answerInteger,
  defineOperation
} from "./chunk-f66ffe32.js";
import {
  array,
  description,
  nullable,
  picklist,
  pipe,
  rawTransform,
  strictObject,
  string,
  union,
  variant
} from "./chunk-945de0b6.js";
import {
  RANK_GAMES,
  TIER_GAMES,
  drawFacts,
  nextDrawDate
} from "./chunk-0630ae7e.js";

// src/operations/get_draw.ts
var DrawInputSchema = pipe(strictObject({
  game: drawGame,
  draw: drawArgument
}), rawTransform(({ dataset, addIssue, NEVER }) => {
  const { game } = dataset.value;
  const draw = drawIdFrom(game, dataset.value.draw, addIssue);
  return draw === null ? NEVER : {
    game,
    draw
  };
}));
var date = pipe(string(), description("The draw date, YYYY-MM-DD."));
var numbers = pipe(array(answerInteger), description("The winning numbers, ascending."));
var nextDraw = pipe(strictObject({
  draw: pipe(union([
    answerInteger,
    string()
  ]), description("The next draw: its number, or its date YYYY-MM-DD.")),
  date: pipe(string(), description("Its date by the schedule, YYYY-MM-DD."))
}), description("The draw that follows this one by the game's schedule, which can be named in advance (seed_from_draw)."));
var Kr645DrawOutputSchema = strictObject({
  game: picklist(RANK_GAMES),
  draw: pipe(answerInteger, description("The draw number.")),
  date,
  numbers,
  bonus_number: pipe(answerInteger, description("The bonus number (it counts for 2nd rank).")),
  prizes: pipe(array(strictObject({
    rank: pipe(answerInteger, description("1 to 5.")),
    winners: pipe(nullable(answerInteger), description("Winning games of this rank; null when the record lacks it.")),
    prize_per_winner: pipe(nullable(answerInteger), description("KRW per winning game, from the draw's record; null when it lacks it."))
  })), description("Ranks 1 to 5 in order: 6 numbers, 5 + bonus, 5, 4, 3.")),
  ...provenance,
  next_draw: nextDraw
});
var NyDrawOutputSchema = strictObject({
  game: picklist(TIER_GAMES),
  draw: pipe(string(), description("The draw date, YYYY-MM-DD, which names the draw.")),
  date,
  numbers,
  extra_number: pipe(answerInteger, description("The Powerball or the Mega Ball.")),
  multiplier: pipe(nullable(answerInteger), description("The drawn Power Play or Megaplier; null when none was drawn (Mega Millions prints it on each ticket since 2025-04-08).")),
  ...provenance,
  next_draw: nextDraw
});
var DrawOutputSchema = variant("game", [
  Kr645DrawOutputSchema,
  NyDrawOutputSchema
]);
var getDraw = defineOperation({
  title: "Get winning numbers",
  description: "Get the official winning numbers of the latest draw, or of one past draw, of kr645 (by draw number; with the bonus number and each rank's winners and prize in KRW), powerball or megamillions (by draw date YYYY-MM-DD; with the Powerball or Mega Ball and the multiplier). stale is true when the official source is down and a kept copy answers. next_draw names the draw that follows by the schedule.",
  external: true,
  input: DrawInputSchema,
  output: DrawOutputSchema,
  samples: {
    examples: [
      {
        name: "kr645_1239",
        summary: "kr645 draw 1239",
        arguments: {
          game: "kr645",
          draw: 1239
        },
        answer: {
          game: "kr645",
          draw: 1239,
          date: "2026-08-29",
          numbers: [
            11,
            13,
            22,
            32,
            33,
            36
          ],
          bonus_number: 8,
          prizes: [
            {
              rank: 1,
              winners: 13,
              prize_per_winner: 2214789375
            },
            {
              rank: 2,
              winners: 71,
              prize_per_winner: 67587470
            },
            {
              rank: 3,
              winners: 3081,
              prize_per_winner: 1557518
            },
            {
              rank: 4,
              winners: 152825,
              prize_per_winner: 5e4
            },
            {
              rank: 5,
              winners: 2570542,
              prize_per_winner: 5e3
            }
          ],
          stale: false,
          fetched_at: "2026-08-30T00:00:00.000Z",
          next_draw: {
            draw: 1240,
            date: "2026-09-05"
          }
        }
      }
    ],
    valid: [
      {
        game: "kr645"
      },
      {
        game: "powerball"
      },
      {
        game: "megamillions"
      },
      {
        game: "kr645",
        draw: 1
      },
      {
        game: "powerball",
        draw: "2022-11-21"
      }
    ],
    refused: [
      {
        arguments: {},
        code: "missing_argument",
        field: "game"
      },
      {
        arguments: {
          game: "uk_lotto"
        },
        code: "invalid_argument",
        field: "game"
      },
      {
        arguments: {
          game: "kr645",
          draw: 0
        },
        code: "invalid_argument",
        field: "draw"
      },
      {
        arguments: {
          game: "powerball",
          draw: "2022-13-01"
        },
        code: "invalid_argument",
        field: "draw"
      }
    ]
  },
  handler({ game, draw }, context) {
    return whenDrawn(drawFor(context, game, draw), ({ record, stale, fetchedAt }) => ({
      ...record,
      stale,
      fetched_at: fetchedAt,
      next_draw: nextDrawOf(record)
    }));
  },
  cache: (facts) => drawCacheControl(facts, facts.answer),
  cacheNote: DRAW_CACHE_NOTE
});
var nextDrawOfRecord = /* @__PURE__ */ new WeakMap();
function nextDrawOf(record) {
  let next = nextDrawOfRecord.get(record);
  if (next === void 0) {
    const date2 = nextDrawDate(drawFacts(record.game), record.date);
    next = Object.freeze({
      draw: typeof record.draw === "number" ? record.draw + 1 : date2,
      date: date2
    });
    nextDrawOfRecord.set(record, next);
  }
  return next;
}

export {
  DrawInputSchema,
  nextDraw,
  Kr645DrawOutputSchema,
  NyDrawOutputSchema,
  DrawOutputSchema,
  getDraw,
  nextDrawOf
};
