import {
  answerId,
  registerOf
} from "./chunk-8ec531d7.js";
import {
  drawGame,
  drawIdFrom,
  requiredDrawArgument
} from "./chunk-f72cc4ff.js";
import "./chunk-901b0936.js";
import {
  GIVEAWAY_RECORD
} from "./chunk-d4a28e12.js";
import {
  answerInteger,
  defineOperation,
  integer
} from "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import {
  array,
  description,
  nullable,
  optional,
  picklist,
  pipe,
  rawTransform,
  regex,
  strictObject,
  string,
  union
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-5c038b07.js";
import "./chunk-79c28ee4.js";
import {
  DRAW_GAMES
} from "./chunk-0630ae7e.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/operations/list_giveaways.ts
var CURSOR_ALLOWED = "the next_cursor of an earlier page";
var ListGiveawaysInputSchema = pipe(strictObject({
  game: drawGame,
  draw: pipe(requiredDrawArgument, description("The draw: for kr645 its number, for the others its date YYYY-MM-DD.")),
  cursor: optional(pipe(string(CURSOR_ALLOWED), regex(/^(?:0|[1-9][0-9]{0,15})$/, CURSOR_ALLOWED), description("Where the page starts: an earlier page's next_cursor, as it is."))),
  limit: optional(integer(1, 1e3, "How many announcements a page holds at most: 1 to 1000 (default 100)."), 100)
}), rawTransform(({ dataset, addIssue, NEVER }) => {
  const { game, cursor, limit } = dataset.value;
  const draw = drawIdFrom(game, dataset.value.draw, addIssue);
  if (draw === null || draw === void 0) return NEVER;
  return {
    game,
    draw: draw.number ?? draw.date,
    after: cursor === void 0 ? -1 : Number(cursor),
    limit
  };
}));
var ListedSchema = strictObject({
  id: answerId,
  title: string(),
  entries_sha256: pipe(string(), regex(/^[0-9a-f]{64}$/)),
  winners: answerInteger,
  announced_at: pipe(string(), description("When it was registered (ISO 8601, UTC).")),
  index: pipe(answerInteger, description("Its leaf's index in the register's log."))
});
var ListGiveawaysOutputSchema = strictObject({
  game: picklist(DRAW_GAMES),
  draw: pipe(union([
    answerInteger,
    string()
  ]), description("The draw: its number (kr645) or its date YYYY-MM-DD.")),
  count: pipe(answerInteger, description("How many announcements the draw has in all, on every page.")),
  announcements: pipe(array(ListedSchema), description("This page's announcements, in the order of the log.")),
  next_cursor: pipe(nullable(string()), description("The cursor of the next page, or null when this is the last."))
});
var listGiveaways = defineOperation({
  title: "The giveaways announced for a draw",
  description: "List every giveaway registered for a draw, in the order of the register's public log: ID, title, entries' SHA-256, number of winners, announced_at and leaf index, with the count of all of them. Many announcements that differ only in title or order of entries, for one draw, are a sign that one was picked after the draw: compare with the one you were shown. Paged: pass next_cursor as cursor for the next page.",
  external: false,
  input: ListGiveawaysInputSchema,
  output: ListGiveawaysOutputSchema,
  samples: {
    examples: [
      {
        name: "draw_1240",
        summary: "the giveaways of kr645 draw 1240, after the one announced above",
        arguments: {
          game: "kr645",
          draw: 1240
        },
        answer: {
          game: "kr645",
          draw: 1240,
          count: 1,
          announcements: [
            {
              id: GIVEAWAY_RECORD.id,
              title: GIVEAWAY_RECORD.title,
              entries_sha256: GIVEAWAY_RECORD.entries_sha256,
              winners: GIVEAWAY_RECORD.winners,
              announced_at: GIVEAWAY_RECORD.announced_at,
              index: 0
            }
          ],
          next_cursor: null
        }
      }
    ],
    valid: [
      {
        game: "powerball",
        draw: "2026-09-02",
        limit: 1e3,
        cursor: "0"
      },
      {
        game: "kr645",
        draw: "1240",
        limit: 1
      }
    ],
    refused: [
      {
        arguments: {
          game: "kr645",
          draw: "x"
        },
        code: "invalid_argument",
        field: "draw"
      },
      {
        arguments: {
          game: "kr645",
          draw: 1240,
          limit: 0
        },
        code: "invalid_argument",
        field: "limit"
      },
      {
        arguments: {
          game: "kr645",
          draw: 1240,
          limit: 1001
        },
        code: "invalid_argument",
        field: "limit"
      },
      {
        arguments: {
          game: "kr645",
          draw: 1240,
          cursor: "01"
        },
        code: "invalid_argument",
        field: "cursor"
      },
      {
        arguments: {
          draw: 1240
        },
        code: "missing_argument",
        field: "game"
      }
    ]
  },
  async handler({ game, draw, after, limit }, context) {
    const page = await registerOf(context).list(game, String(draw), after, limit);
    return {
      game,
      draw,
      count: page.count,
      announcements: page.announcements,
      next_cursor: page.next === null ? null : String(page.next)
    };
  }
});
export {
  ListGiveawaysInputSchema,
  ListGiveawaysOutputSchema,
  listGiveaways
};
