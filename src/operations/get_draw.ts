/**
 * The winning numbers of the latest draw, or of one past draw, of the games with past draws, from
 * the official sources.
 *
 * @module
 */
import * as v from "valibot";
import { drawFacts, nextDrawDate, RANK_GAMES, TIER_GAMES } from "../games/mod.ts";
import type { DrawRecord } from "../draws/mod.ts";
import { defineOperation } from "./_operation.ts";
import {
  DRAW_CACHE_NOTE,
  drawArgument,
  drawCacheControl,
  drawFor,
  drawGame,
  drawIdFrom,
  provenance,
  whenDrawn,
} from "./_lottery.ts";
import { answerInteger } from "./_schema.ts";

/** The arguments of get_draw. */
export const DrawInputSchema = v.pipe(
  v.strictObject({ game: drawGame, draw: drawArgument }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { game } = dataset.value;
    const draw = drawIdFrom(game, dataset.value.draw, addIssue);
    return draw === null ? NEVER : { game, draw };
  }),
);

const date = v.pipe(v.string(), v.description("The draw date, YYYY-MM-DD."));
const numbers = v.pipe(v.array(answerInteger), v.description("The winning numbers, ascending."));

/** The draw that follows one by the game's schedule: name it in advance for a seed. */
export const nextDraw = v.pipe(
  v.strictObject({
    draw: v.pipe(
      v.union([answerInteger, v.string()]),
      v.description("The next draw: its number, or its date YYYY-MM-DD."),
    ),
    date: v.pipe(v.string(), v.description("Its date by the schedule, YYYY-MM-DD.")),
  }),
  v.description(
    "The draw that follows this one by the game's schedule, which can be named in advance " +
      "(seed_from_draw).",
  ),
);

/** The answer of get_draw for the games with ranks and prizes (kr645). */
export const Kr645DrawOutputSchema = v.strictObject({
  game: v.picklist(RANK_GAMES),
  draw: v.pipe(answerInteger, v.description("The draw number.")),
  date,
  numbers,
  bonus_number: v.pipe(answerInteger, v.description("The bonus number (it counts for 2nd rank).")),
  prizes: v.pipe(
    v.array(v.strictObject({
      rank: v.pipe(answerInteger, v.description("1 to 5.")),
      winners: v.pipe(
        v.nullable(answerInteger),
        v.description("Winning games of this rank; null when the record lacks it."),
      ),
      prize_per_winner: v.pipe(
        v.nullable(answerInteger),
        v.description("KRW per winning game, from the draw's record; null when it lacks it."),
      ),
    })),
    v.description("Ranks 1 to 5 in order: 6 numbers, 5 + bonus, 5, 4, 3."),
  ),
  ...provenance,
  next_draw: nextDraw,
});

/** The answer of get_draw for the games with tiers (Powerball and Mega Millions). */
export const NyDrawOutputSchema = v.strictObject({
  game: v.picklist(TIER_GAMES),
  draw: v.pipe(v.string(), v.description("The draw date, YYYY-MM-DD, which names the draw.")),
  date,
  numbers,
  extra_number: v.pipe(answerInteger, v.description("The Powerball or the Mega Ball.")),
  multiplier: v.pipe(
    v.nullable(answerInteger),
    v.description(
      "The drawn Power Play or Megaplier; null when none was drawn (Mega Millions prints it on " +
        "each ticket since 2025-04-08).",
    ),
  ),
  ...provenance,
  next_draw: nextDraw,
});

/** The answer of get_draw. */
export const DrawOutputSchema = v.variant("game", [Kr645DrawOutputSchema, NyDrawOutputSchema]);

/** get_draw: the winning numbers of the latest draw or of one past draw. */
export const getDraw = defineOperation({
  title: "Get winning numbers",
  description: "Get the official winning numbers of the latest draw, or of one past draw, of " +
    "kr645 (by draw number; with the bonus number and each rank's winners and prize in KRW), " +
    "powerball or megamillions (by draw date YYYY-MM-DD; with the Powerball or Mega Ball and " +
    "the multiplier). stale is true when the official source is down and a kept copy answers. " +
    "next_draw names the draw that follows by the schedule.",
  external: true,
  input: DrawInputSchema,
  output: DrawOutputSchema,
  samples: {
    examples: [{
      name: "kr645_1239",
      summary: "kr645 draw 1239",
      arguments: { game: "kr645", draw: 1239 },
      answer: {
        game: "kr645",
        draw: 1239,
        date: "2026-08-29",
        numbers: [11, 13, 22, 32, 33, 36],
        bonus_number: 8,
        prizes: [
          { rank: 1, winners: 13, prize_per_winner: 2214789375 },
          { rank: 2, winners: 71, prize_per_winner: 67587470 },
          { rank: 3, winners: 3081, prize_per_winner: 1557518 },
          { rank: 4, winners: 152825, prize_per_winner: 50000 },
          { rank: 5, winners: 2570542, prize_per_winner: 5000 },
        ],
        stale: false,
        fetched_at: "2026-08-30T00:00:00.000Z",
        next_draw: { draw: 1240, date: "2026-09-05" },
      },
    }],
    valid: [
      { game: "kr645" },
      { game: "powerball" },
      { game: "megamillions" },
      { game: "kr645", draw: 1 },
      { game: "powerball", draw: "2022-11-21" },
    ],
    refused: [
      { arguments: {}, code: "missing_argument", field: "game" },
      { arguments: { game: "uk_lotto" }, code: "invalid_argument", field: "game" },
      { arguments: { game: "kr645", draw: 0 }, code: "invalid_argument", field: "draw" },
      {
        arguments: { game: "powerball", draw: "2022-13-01" },
        code: "invalid_argument",
        field: "draw",
      },
    ],
  },
  handler({ game, draw }, context) {
    return whenDrawn(drawFor(context, game, draw), ({ record, stale, fetchedAt }) => ({
      ...record,
      stale,
      fetched_at: fetchedAt,
      next_draw: nextDrawOf(record),
    }));
  },
  cache: (facts) => drawCacheControl(facts, facts.answer as DrawRecord),
  cacheNote: DRAW_CACHE_NOTE,
});

/** The draw that follows another by its schedule: its number (or date), and its date. */
type NextDraw = Readonly<{ draw: number | string; date: string }>;

/**
 * The next draw of each record, worked out once per record: a cached draw is answered many times
 * over, and reading the schedule anew cost each answer 4% of its time. Frozen, as every answer
 * of the record shares it.
 */
const nextDrawOfRecord = new WeakMap<DrawRecord, NextDraw>();

/** The draw that follows a draw by its game's schedule. */
export function nextDrawOf(record: DrawRecord): NextDraw {
  let next = nextDrawOfRecord.get(record);
  if (next === undefined) {
    const date = nextDrawDate(drawFacts(record.game), record.date);
    next = Object.freeze({ draw: typeof record.draw === "number" ? record.draw + 1 : date, date });
    nextDrawOfRecord.set(record, next);
  }
  return next;
}
