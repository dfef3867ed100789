import {
  nextDraw,
  nextDrawOf
} from "./chunk-45ae8053.js";
import {
  DRAW_CACHE_NOTE,
  drawCacheControl,
  drawFor,
  drawGame,
  drawIdFrom,
  provenance,
  requiredDrawArgument,
  whenDrawn
} from "./chunk-f72cc4ff.js";
import {
  canonicalText
} from "./chunk-901b0936.js";
import {
  answerInteger,
  answerSeed,
  defineOperation
} from "./chunk-f66ffe32.js";
import {
  toHex
} from "./chunk-e6fde568.js";
import {
  array,
  description,
  literal,
  optional,
  picklist,
  pipe,
  rawTransform,
  strictObject,
  string,
  union
} from "./chunk-945de0b6.js";
import {
  extraNumberOf
} from "./chunk-5c038b07.js";
import {
  DRAW_GAMES
} from "./chunk-0630ae7e.js";
import {
  DrawNotFoundError
} from "./chunk-8a11dbd4.js";

// src/operations/seed_from_draw.ts
var SEED_FROM_DRAW_METHOD = "fairdraw-seed-from-draw/v1";
var MAX_LABEL = 1e3;
var SeedFromDrawInputSchema = pipe(strictObject({
  game: drawGame,
  draw: pipe(requiredDrawArgument, description("The draw to take the seed from, named before it happens: for kr645 its number, for powerball and megamillions its date YYYY-MM-DD. get_draw's next_draw names the next one.")),
  label: optional(canonicalText("label", MAX_LABEL, "Binds the seed to one purpose, e.g. a giveaway's title, entries and winners (docs/FAIRNESS.md gives the giveaway's label): 0 to 1000 characters, hashed as given, of canonical text: in Unicode NFC, with no control character but the line feed U+000A, no format character (zero-width characters, bidi controls, soft hyphen) and no U+2028 or U+2029."), "")
}), rawTransform(({ dataset, addIssue, NEVER }) => {
  const { game, label } = dataset.value;
  const draw = drawIdFrom(game, dataset.value.draw, addIssue);
  return draw === null || draw === void 0 ? NEVER : {
    game,
    draw,
    label
  };
}));
var SeedFromDrawOutputSchema = strictObject({
  game: picklist(DRAW_GAMES),
  draw: pipe(union([
    answerInteger,
    string()
  ]), description("The draw: its number (kr645) or its date YYYY-MM-DD.")),
  date: pipe(string(), description("The draw date, YYYY-MM-DD.")),
  numbers: pipe(array(answerInteger), description("The winning numbers, ascending.")),
  extra_number: pipe(answerInteger, description("The bonus number (kr645), the Powerball or the Mega Ball.")),
  label: pipe(string(), description("The label, as given.")),
  method: pipe(literal(SEED_FROM_DRAW_METHOD), description("The derivation's name.")),
  message: pipe(string(), description("The exact text hashed: six lines joined by \\n (method, game, draw, numbers joined by commas, extra number, label).")),
  seed: pipe(answerSeed, description("SHA-256 of the message's UTF-8 bytes, in hex.")),
  ...provenance,
  next_draw: nextDraw
});
function seedMessage(record, extraNumber, label) {
  return [
    SEED_FROM_DRAW_METHOD,
    record.game,
    String(record.draw),
    [
      ...record.numbers
    ].sort((a, b) => a - b).join(","),
    String(extraNumber),
    label
  ].join("\n");
}
var seedFromDraw = defineOperation({
  title: "Seed from an official draw",
  description: `Derive a seed that nobody can rig from the official winning numbers of a kr645, powerball or megamillions draw, bound to a purpose by a label; pass the seed to pick_from_list, shuffle_list, roll_dice or any seeded tool. For a fair giveaway or raffle: FIRST, before the draw, name a future draw (get_draw's next_draw) and publish the game, the draw, the label (or the giveaway's title, entries' count and SHA-256 and number of winners) and which tool will be called; THEN, after the draw is published, call this tool and the named tool with the seed. A draw not published yet is draw_not_found, and its message says when it is due. The seed is SHA-256 over six lines: ${SEED_FROM_DRAW_METHOD}, game, draw, the numbers ascending joined by commas, the extra number, and the label; anyone can recompute it.`,
  external: true,
  input: SeedFromDrawInputSchema,
  output: SeedFromDrawOutputSchema,
  samples: {
    examples: [
      {
        name: "kr645_1239_raffle",
        summary: "the seed of kr645 draw 1239 for a raffle named before it",
        arguments: {
          game: "kr645",
          draw: 1239,
          label: "Office raffle 2026: 40 entries, 3 winners"
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
          extra_number: 8,
          label: "Office raffle 2026: 40 entries, 3 winners",
          method: "fairdraw-seed-from-draw/v1",
          message: "fairdraw-seed-from-draw/v1\nkr645\n1239\n11,13,22,32,33,36\n8\nOffice raffle 2026: 40 entries, 3 winners",
          seed: "f3a78fa7fbe3259d1693552a466914cbacd4898c761d00206c6ec853bced3d61",
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
        game: "kr645",
        draw: 1239
      },
      {
        game: "powerball",
        draw: "2022-11-21",
        label: "\uACBD\uD488 \uCD94\uCCA8\n2026"
      },
      {
        game: "megamillions",
        draw: "2026-07-24",
        label: "\u{1F600}".repeat(1e3)
      }
    ],
    refused: [
      {
        arguments: {
          game: "kr645"
        },
        code: "missing_argument",
        field: "draw"
      },
      {
        arguments: {
          game: "kr645",
          draw: 1239,
          label: "a\u200Bb"
        },
        code: "invalid_argument",
        field: "label"
      }
    ]
  },
  handler({ game, draw, label }, context) {
    const found = whenDrawn(drawFor(context, game, draw), (result) => seeded(result, label));
    return Promise.resolve(found).catch((error) => withDueTime(error, game));
  },
  cache: drawCacheControl,
  cacheNote: DRAW_CACHE_NOTE
});
async function seeded({ record, stale, fetchedAt }, label) {
  const extraNumber = extraNumberOf(record);
  const message = seedMessage(record, extraNumber, label);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(message));
  return {
    game: record.game,
    draw: record.draw,
    date: record.date,
    numbers: record.numbers,
    extra_number: extraNumber,
    label,
    method: SEED_FROM_DRAW_METHOD,
    message,
    seed: toHex(new Uint8Array(digest)),
    stale,
    fetched_at: fetchedAt,
    next_draw: nextDrawOf(record)
  };
}
function withDueTime(error, game) {
  if (error instanceof DrawNotFoundError && error.due !== void 0) {
    const { draw, date, time, zoneName } = error.due;
    throw new DrawNotFoundError(`${game} draw ${draw} is drawn on ${date} at about ${time} ${zoneName}; ask again once it is published`, error.due);
  }
  throw error;
}

export {
  SEED_FROM_DRAW_METHOD,
  SeedFromDrawInputSchema,
  SeedFromDrawOutputSchema,
  seedMessage,
  seedFromDraw
};
