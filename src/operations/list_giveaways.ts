/**
 * Every announcement registered for a draw, in the order of the register's log: so that anyone
 * can see whether one giveaway was announced once, or in many variants of which one was then
 * shown (docs/FAIRNESS.md, "The register's log").
 *
 * @module
 */
import * as v from "valibot";
import { DRAW_GAMES, type DrawGame } from "../games/mod.ts";
import { answerId, registerOf } from "./_giveaway.ts";
import { drawGame, drawIdFrom, requiredDrawArgument } from "./_lottery.ts";
import { defineOperation } from "./_operation.ts";
import { GIVEAWAY_RECORD } from "./_samples.ts";
import { answerInteger, integer } from "./_schema.ts";

const CURSOR_ALLOWED = "the next_cursor of an earlier page";

/** The arguments of list_giveaways. */
export const ListGiveawaysInputSchema = v.pipe(
  v.strictObject({
    game: drawGame,
    draw: v.pipe(
      requiredDrawArgument,
      v.description("The draw: for kr645 its number, for the others its date YYYY-MM-DD."),
    ),
    cursor: v.optional(
      v.pipe(
        v.string(CURSOR_ALLOWED),
        v.maxLength(16, CURSOR_ALLOWED),
        v.regex(/^(?:0|[1-9][0-9]{0,15})$/, CURSOR_ALLOWED),
        v.description("Where the page starts: an earlier page's next_cursor, as it is."),
      ),
    ),
    limit: v.optional(
      integer(1, 1000, "How many announcements a page holds at most: 1 to 1000 (default 100)."),
      100,
    ),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { game, cursor, limit } = dataset.value;
    const draw = drawIdFrom(game, dataset.value.draw, addIssue);
    if (draw === null || draw === undefined) return NEVER;
    return {
      game,
      draw: draw.number ?? draw.date,
      after: cursor === undefined ? -1 : Number(cursor),
      limit,
    };
  }),
);

/** One announcement of the listing. */
const ListedSchema = v.strictObject({
  id: answerId,
  title: v.string(),
  entries_sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  winners: answerInteger,
  announced_at: v.pipe(v.string(), v.description("When it was registered (ISO 8601, UTC).")),
  index: v.pipe(answerInteger, v.description("Its leaf's index in the register's log.")),
});

/** The answer of list_giveaways. */
export const ListGiveawaysOutputSchema = v.strictObject({
  game: v.picklist(DRAW_GAMES),
  draw: v.pipe(
    v.union([answerInteger, v.string()]),
    v.description("The draw: its number (kr645) or its date YYYY-MM-DD."),
  ),
  count: v.pipe(
    answerInteger,
    v.description("How many announcements the draw has in all, on every page."),
  ),
  announcements: v.pipe(
    v.array(ListedSchema),
    v.description("This page's announcements, in the order of the log."),
  ),
  next_cursor: v.pipe(
    v.nullable(v.string()),
    v.description("The cursor of the next page, or null when this is the last."),
  ),
});

/** list_giveaways: every announcement registered for a draw. */
export const listGiveaways = defineOperation({
  title: "The giveaways announced for a draw",
  description: "List every giveaway registered for a draw, in the order of the register's " +
    "public log: ID, title, entries' SHA-256, number of winners, announced_at and leaf index, " +
    "with the count of all of them. Many announcements that differ only in title or order of " +
    "entries, for one draw, are a sign that one was picked after the draw: compare with the " +
    "one you were shown. Paged: pass next_cursor as cursor for the next page.",
  external: false,
  input: ListGiveawaysInputSchema,
  output: ListGiveawaysOutputSchema,
  samples: {
    examples: [{
      name: "draw_1240",
      summary: "the giveaways of kr645 draw 1240, after the one announced above",
      arguments: { game: "kr645", draw: 1240 },
      answer: {
        game: "kr645",
        draw: 1240,
        count: 1,
        announcements: [{
          id: GIVEAWAY_RECORD.id,
          title: GIVEAWAY_RECORD.title,
          entries_sha256: GIVEAWAY_RECORD.entries_sha256,
          winners: GIVEAWAY_RECORD.winners,
          announced_at: GIVEAWAY_RECORD.announced_at,
          index: 0,
        }],
        next_cursor: null,
      },
    }],
    valid: [
      { game: "powerball", draw: "2026-09-02", limit: 1000, cursor: "0" },
      { game: "kr645", draw: "1240", limit: 1 },
    ],
    refused: [
      { arguments: { game: "kr645", draw: "x" }, code: "invalid_argument", field: "draw" },
      {
        arguments: { game: "kr645", draw: 1240, limit: 0 },
        code: "invalid_argument",
        field: "limit",
      },
      {
        arguments: { game: "kr645", draw: 1240, limit: 1001 },
        code: "invalid_argument",
        field: "limit",
      },
      {
        arguments: { game: "kr645", draw: 1240, cursor: "01" },
        code: "invalid_argument",
        field: "cursor",
      },
      { arguments: { draw: 1240 }, code: "missing_argument", field: "game" },
    ],
  },
  async handler({ game, draw, after, limit }, context) {
    const page = await registerOf(context).list(game, String(draw), after, limit);
    return {
      game: game as DrawGame,
      draw,
      count: page.count,
      announcements: page.announcements,
      next_cursor: page.next === null ? null : String(page.next),
    };
  },
});
