/**
 * Announce a giveaway in the public register: the witness of its time. The record is written
 * once, under the announcement's ID; the same announcement again answers the first record.
 *
 * @module
 */
import * as v from "valibot";
import { HttpError } from "../http/errors.ts";
import { announce } from "../giveaway/announcement.js";
import { answerWithStatus, defineOperation } from "./_operation.ts";
import { GIVEAWAY_ARGUMENTS, GIVEAWAY_RECORD } from "./_samples.ts";
import {
  ANNOUNCE_BEFORE_MS,
  atWinners,
  clockOf,
  drawTiming,
  giveawayEntries,
  GiveawayRecordSchema,
  giveawayTitle,
  KEEP_AFTER_DRAW_MS,
  recordOf,
  registerOf,
} from "./_giveaway.ts";
import { drawGame, drawIdFrom, requiredDrawArgument } from "./_lottery.ts";
import { integer } from "./_schema.ts";
import { withResult } from "./giveaway_result.ts";

/** The arguments of announce_giveaway. */
export const AnnounceGiveawayInputSchema = v.pipe(
  v.strictObject({
    game: drawGame,
    draw: v.pipe(
      requiredDrawArgument,
      v.description(
        "The draw whose official numbers will choose the winners: a draw not made yet, due more " +
          "than 10 minutes from now and within a year: for kr645 its number, for powerball and " +
          "megamillions its date YYYY-MM-DD. get_draw's next_draw names the next one.",
      ),
    ),
    title: giveawayTitle,
    entries: giveawayEntries,
    winners: integer(1, 1000, "How many winners: 1 to the number of entries."),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { entries, winners } = dataset.value;
    if (winners > entries.length) {
      addIssue({
        message: `winners must be an integer from 1 to ${entries.length} (the number of ` +
          `entries), got ${winners}`,
        path: atWinners,
      });
    }
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { game, title, entries, winners } = dataset.value;
    const draw = drawIdFrom(game, dataset.value.draw, addIssue);
    return draw === null || draw === undefined ? NEVER : { game, draw, title, entries, winners };
  }),
);

/** announce_giveaway: register a giveaway before its draw. */
export const announceGiveaway = defineOperation({
  statuses: [201, 200],
  readOnly: false,
  idempotent: true,
  title: "Announce a giveaway",
  description: "Register a giveaway before its draw, in fairdraw's public register: the game and " +
    "draw whose official numbers will choose the winners, the title, the entries (they become " +
    "public) and the number of winners. The answer is the record: its ID (publish it, or the " +
    "link, before the draw: it commits to everything announced), announced_at (the register's " +
    "witness of the time), the draw's due time, the label and a short link. 201 when new; the " +
    "same announcement again answers 200 with the first record, unchanged. A draw already " +
    "made, or due within 10 minutes, is too_late. Once the draw is published, giveaway_result " +
    "gives the winners.",
  external: false,
  input: AnnounceGiveawayInputSchema,
  output: GiveawayRecordSchema,
  samples: {
    examples: [{
      name: "office_raffle",
      summary: "a giveaway on kr645 draw 1240, announced on 2026-08-30",
      arguments: GIVEAWAY_ARGUMENTS,
      answer: GIVEAWAY_RECORD,
    }],
    valid: [],
    refused: [
      {
        arguments: { ...GIVEAWAY_ARGUMENTS, entries: [] },
        code: "invalid_argument",
        field: "entries",
      },
      {
        arguments: { ...GIVEAWAY_ARGUMENTS, title: " x" },
        code: "invalid_argument",
        field: "title",
      },
      {
        arguments: { ...GIVEAWAY_ARGUMENTS, winners: 6 },
        code: "invalid_argument",
        field: "winners",
      },
    ],
  },
  async handler({ game, draw, title, entries, winners }, context) {
    const now = clockOf(context);
    const timing = drawTiming(draw, now);
    const register = registerOf(context);
    const giveaway = { game, draw: timing.draw, title, entries, winners };
    const { id } = await announce(giveaway);
    if (timing.dueAt - now <= ANNOUNCE_BEFORE_MS) {
      // The same announcement made in time stands: asking again after the deadline is no new one.
      const first = await register.read(id);
      if (first !== undefined) return answerWithStatus(200, await withResult(first, context));
      const due = new Date(timing.dueAt).toISOString();
      throw new HttpError(
        "too_late",
        `${game} draw ${timing.draw} is ${
          timing.dueAt <= now ? "drawn already" : "due within 10 minutes"
        } (at ${due}): a giveaway must be announced more than 10 minutes before its draw; ` +
          "name a later draw",
        { field: "draw" },
      );
    }
    const kept = await register.announce(
      id,
      { announced_at: new Date(now).toISOString(), ...giveaway },
      timing.dueAt + KEEP_AFTER_DRAW_MS,
      context.client,
    );
    return answerWithStatus(
      kept.created ? 201 : 200,
      await recordOf(kept, timing, context.publicUrl),
    );
  },
});
