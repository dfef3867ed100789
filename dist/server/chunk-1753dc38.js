import {
  seedMessage
} from "./chunk-d057d343.js";
import {
  pickFromList
} from "./chunk-33ce43f8.js";
import {
  GiveawayRecordSchema,
  clockOf,
  drawTiming,
  readId,
  recordOf,
  registerOf
} from "./chunk-8ec531d7.js";
import {
  drawFor
} from "./chunk-f72cc4ff.js";
import {
  GIVEAWAY_RECORD
} from "./chunk-d4a28e12.js";
import {
  defineOperation
} from "./chunk-f66ffe32.js";
import {
  HttpError,
  description,
  metadata,
  pipe,
  sha256Hex,
  strictObject,
  string
} from "./chunk-945de0b6.js";
import {
  drawIdOf,
  extraNumberOf
} from "./chunk-5c038b07.js";
import {
  drawFacts,
  publishedAt
} from "./chunk-0630ae7e.js";
import {
  DrawNotFoundError
} from "./chunk-8a11dbd4.js";

// src/operations/giveaway_result.ts
var GiveawayResultInputSchema = strictObject({
  id: pipe(
    string("a giveaway ID"),
    // dashes and spaces, and parseId refuses a text of over 200.
    metadata({
      minLength: 24,
      maxLength: 200
    }),
    description("The giveaway's ID, e.g. 28P4-B9HW-072X-65DG-RK64-EW5Q: read without regard to case, dashes or spaces, O as 0 and I or L as 1.")
  )
});
var giveawayResult = defineOperation({
  title: "A registered giveaway and its winners",
  description: `Look up a giveaway in fairdraw's public register by its ID: what was announced (title, entries, their SHA-256, number of winners, game and draw) and when (announced_at). Once the draw is published at its official source, status is "drawn" and result holds the official numbers, the seed (as seed_from_draw gives it for the giveaway's label), the winners (as pick_from_list gives them with that seed) and the draw's official address. An unknown ID is not_found; a source that cannot be reached after the draw is source_unavailable (503): ask again later.`,
  external: true,
  input: GiveawayResultInputSchema,
  output: GiveawayRecordSchema,
  samples: {
    examples: [
      {
        name: "office_raffle",
        summary: "the giveaway announced above, before its draw",
        arguments: {
          id: GIVEAWAY_RECORD.id
        },
        answer: GIVEAWAY_RECORD
      }
    ],
    valid: [],
    refused: [
      {
        arguments: {
          id: "not an ID"
        },
        code: "invalid_argument",
        field: "id"
      }
    ]
  },
  async handler({ id: typed }, context) {
    const id = readId(typed);
    const kept = await registerOf(context).read(id);
    if (kept === void 0) {
      throw new HttpError("not_found", `no giveaway is registered with the ID ${id}`, {
        field: "id"
      });
    }
    return await withResult(kept, context);
  }
});
async function withResult(kept, context) {
  const { stored } = kept;
  const game = stored.game;
  const id = drawIdOf(game, stored.draw);
  const now = clockOf(context);
  const timing = drawTiming(id, Date.parse(stored.announced_at));
  const record = await recordOf(kept, timing, context.publicUrl);
  if (now < publishedAt(drawFacts(game), timing.date)) return record;
  let found;
  try {
    found = await drawFor(context, game, id);
  } catch (error) {
    if (error instanceof DrawNotFoundError) return record;
    throw error;
  }
  const { record: draw, stale, fetchedAt } = found;
  const extraNumber = extraNumberOf(draw);
  const seed = await sha256Hex(seedMessage(draw, extraNumber, record.label));
  const picked = pickFromList.run({
    items: record.entries,
    count: record.winners,
    unique: true,
    seed
  }, context);
  return {
    ...record,
    status: "drawn",
    result: {
      numbers: [
        ...draw.numbers
      ],
      extra_number: extraNumber,
      seed,
      winners: picked.picks,
      official_url: drawFacts(game).officialUrl(stored.draw),
      stale,
      fetched_at: fetchedAt
    }
  };
}

export {
  GiveawayResultInputSchema,
  giveawayResult,
  withResult
};
