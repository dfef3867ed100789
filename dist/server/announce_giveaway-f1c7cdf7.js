import {
  withResult
} from "./chunk-1753dc38.js";
import "./chunk-d057d343.js";
import "./chunk-45ae8053.js";
import "./chunk-33ce43f8.js";
import {
  ANNOUNCE_BEFORE_MS,
  GiveawayRecordSchema,
  KEEP_AFTER_DRAW_MS,
  atWinners,
  clockOf,
  drawTiming,
  giveawayEntries,
  giveawayTitle,
  recordOf,
  registerOf
} from "./chunk-8ec531d7.js";
import {
  drawGame,
  drawIdFrom,
  requiredDrawArgument
} from "./chunk-f72cc4ff.js";
import "./chunk-901b0936.js";
import {
  GIVEAWAY_ARGUMENTS,
  GIVEAWAY_RECORD
} from "./chunk-d4a28e12.js";
import {
  defineOperation,
  integer
} from "./chunk-f66ffe32.js";
import "./chunk-fcfa5815.js";
import {
  answerWithStatus
} from "./chunk-dd2911a6.js";
import "./chunk-e6fde568.js";
import {
  HttpError,
  announce,
  description,
  pipe,
  rawCheck,
  rawTransform,
  strictObject
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-5c038b07.js";
import "./chunk-79c28ee4.js";
import "./chunk-0630ae7e.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/operations/announce_giveaway.ts
var AnnounceGiveawayInputSchema = pipe(strictObject({
  game: drawGame,
  draw: pipe(requiredDrawArgument, description("The draw whose official numbers will choose the winners: a draw not made yet, due more than 10 minutes from now and within a year: for kr645 its number, for powerball and megamillions its date YYYY-MM-DD. get_draw's next_draw names the next one.")),
  title: giveawayTitle,
  entries: giveawayEntries,
  winners: integer(1, 1e3, "How many winners: 1 to the number of entries.")
}), rawCheck(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const { entries, winners } = dataset.value;
  if (winners > entries.length) {
    addIssue({
      message: `winners must be an integer from 1 to ${entries.length} (the number of entries), got ${winners}`,
      path: atWinners
    });
  }
}), rawTransform(({ dataset, addIssue, NEVER }) => {
  const { game, title, entries, winners } = dataset.value;
  const draw = drawIdFrom(game, dataset.value.draw, addIssue);
  return draw === null || draw === void 0 ? NEVER : {
    game,
    draw,
    title,
    entries,
    winners
  };
}));
var announceGiveaway = defineOperation({
  statuses: [
    201,
    200
  ],
  readOnly: false,
  idempotent: true,
  title: "Announce a giveaway",
  description: "Register a giveaway before its draw, in fairdraw's public register: the game and draw whose official numbers will choose the winners, the title, the entries (they become public) and the number of winners. The answer is the record: its ID (publish it, or the link, before the draw: it commits to everything announced), announced_at (the register's witness of the time), the draw's due time, the label and a short link. 201 when new; the same announcement again answers 200 with the first record, unchanged. A draw already made, or due within 10 minutes, is too_late. Once the draw is published, giveaway_result gives the winners.",
  external: false,
  input: AnnounceGiveawayInputSchema,
  output: GiveawayRecordSchema,
  samples: {
    examples: [
      {
        name: "office_raffle",
        summary: "a giveaway on kr645 draw 1240, announced on 2026-08-30",
        arguments: GIVEAWAY_ARGUMENTS,
        answer: GIVEAWAY_RECORD
      }
    ],
    valid: [],
    refused: [
      {
        arguments: {
          ...GIVEAWAY_ARGUMENTS,
          entries: []
        },
        code: "invalid_argument",
        field: "entries"
      },
      {
        arguments: {
          ...GIVEAWAY_ARGUMENTS,
          title: " x"
        },
        code: "invalid_argument",
        field: "title"
      },
      {
        arguments: {
          ...GIVEAWAY_ARGUMENTS,
          winners: 6
        },
        code: "invalid_argument",
        field: "winners"
      }
    ]
  },
  async handler({ game, draw, title, entries, winners }, context) {
    const now = clockOf(context);
    const timing = drawTiming(draw, now);
    const register = registerOf(context);
    const giveaway = {
      game,
      draw: timing.draw,
      title,
      entries,
      winners
    };
    const { id } = await announce(giveaway);
    if (timing.dueAt - now <= ANNOUNCE_BEFORE_MS) {
      const first = await register.read(id);
      if (first !== void 0) return answerWithStatus(200, await withResult(first, context));
      const due = new Date(timing.dueAt).toISOString();
      throw new HttpError("too_late", `${game} draw ${timing.draw} is ${timing.dueAt <= now ? "drawn already" : "due within 10 minutes"} (at ${due}): a giveaway must be announced more than 10 minutes before its draw; name a later draw`, {
        field: "draw"
      });
    }
    const kept = await register.announce(id, {
      announced_at: new Date(now).toISOString(),
      ...giveaway
    }, timing.dueAt + KEEP_AFTER_DRAW_MS, context.client);
    return answerWithStatus(kept.created ? 201 : 200, await recordOf(kept, timing, context.publicUrl));
  }
});
export {
  AnnounceGiveawayInputSchema,
  announceGiveaway
};
