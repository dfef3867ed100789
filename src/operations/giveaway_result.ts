/**
 * A registered giveaway, by its ID: the record as announced and, once its draw is published, the
 * official numbers, the seed and the winners, computed by seed_from_draw's and pick_from_list's own
 * code, so that they are exactly what those operations answer.
 *
 * @module
 */
import * as v from "valibot";
import { drawIdOf, DrawNotFoundError, type DrawResult, extraNumberOf } from "../draws/mod.ts";
import { drawFacts, type DrawGame, publishedAt } from "../games/mod.ts";
import { sha256Hex } from "../giveaway/announcement.js";
import { HttpError } from "../http/errors.ts";
import { defineOperation } from "./_operation.ts";
import { GIVEAWAY_RECORD } from "./_samples.ts";
import type { Context } from "./_operation.ts";
import {
  clockOf,
  drawTiming,
  type GiveawayRecord,
  GiveawayRecordSchema,
  readId,
  recordOf,
  registerOf,
} from "./_giveaway.ts";
import { drawFor } from "./_lottery.ts";
import { pickFromList } from "./pick_from_list.ts";
import { seedMessage } from "./seed_from_draw.ts";

/** The arguments of giveaway_result. */
export const GiveawayResultInputSchema = v.strictObject({
  id: v.pipe(
    v.string("a giveaway ID"),
    // The bounds in the JSON Schema (MCP and OpenAPI): an ID has 24 characters besides its
    // dashes and spaces, and parseId refuses a text of over 200.
    v.metadata({ minLength: 24, maxLength: 200 }),
    v.description(
      "The giveaway's ID, e.g. 28P4-B9HW-072X-65DG-RK64-EW5Q: read without regard to case, " +
        "dashes or spaces, O as 0 and I or L as 1.",
    ),
  ),
});

/** giveaway_result: a registered giveaway, and its winners once drawn. */
export const giveawayResult = defineOperation({
  title: "A registered giveaway and its winners",
  description: "Look up a giveaway in fairdraw's public register by its ID: what was announced " +
    "(title, entries, their SHA-256, number of winners, game and draw) and when (announced_at). " +
    'Once the draw is published at its official source, status is "drawn" and result holds ' +
    "the official numbers, the seed (as seed_from_draw gives it for the giveaway's label), the " +
    "winners (as pick_from_list gives them with that seed) and the draw's official address. An " +
    "unknown ID is not_found; a source that cannot be reached after the draw is " +
    "source_unavailable (503): ask again later.",
  external: true,
  input: GiveawayResultInputSchema,
  output: GiveawayRecordSchema,
  samples: {
    examples: [{
      name: "office_raffle",
      summary: "the giveaway announced above, before its draw",
      arguments: { id: GIVEAWAY_RECORD.id },
      answer: GIVEAWAY_RECORD,
    }],
    valid: [],
    refused: [
      { arguments: { id: "not an ID" }, code: "invalid_argument", field: "id" },
    ],
  },
  async handler({ id: typed }, context) {
    const id = readId(typed);
    const kept = await registerOf(context).read(id);
    if (kept === undefined) {
      throw new HttpError("not_found", `no giveaway is registered with the ID ${id}`, {
        field: "id",
      });
    }
    return await withResult(kept, context);
  },
});

/**
 * The record of a kept giveaway with its draw's result when the draw is published: before the
 * schedule's publication time the source is not asked; after it, a draw the source does not have
 * yet leaves the record announced, and a source that fails (with no kept copy) is a 503.
 */
export async function withResult(
  kept: Parameters<typeof recordOf>[0],
  context: Context,
): Promise<GiveawayRecord> {
  const { stored } = kept;
  const game = stored.game as DrawGame;
  const id = drawIdOf(game, stored.draw);
  const now = clockOf(context);
  // The draw was in range when it was registered: its timing is read as of then.
  const timing = drawTiming(id, Date.parse(stored.announced_at));
  const record = await recordOf(kept, timing, context.publicUrl);
  if (now < publishedAt(drawFacts(game), timing.date)) return record;
  let found: DrawResult;
  try {
    found = await drawFor(context, game, id);
  } catch (error) {
    if (error instanceof DrawNotFoundError) return record;
    throw error;
  }
  const { record: draw, stale, fetchedAt } = found;
  const extraNumber = extraNumberOf(draw);
  const seed = await sha256Hex(seedMessage(draw, extraNumber, record.label));
  const picked = pickFromList.run(
    { items: record.entries, count: record.winners, unique: true, seed },
    context,
  ) as { picks: string[] };
  return {
    ...record,
    status: "drawn",
    result: {
      numbers: [...draw.numbers],
      extra_number: extraNumber,
      seed,
      winners: picked.picks,
      official_url: drawFacts(game).officialUrl(stored.draw),
      stale,
      fetched_at: fetchedAt,
    },
  };
}
