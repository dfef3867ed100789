/**
 * A seed nobody can rig: derived from the official winning numbers of a draw named before it
 * happens, and bound to one purpose by a label. docs/FAIRNESS.md ("Draws that nobody can rig")
 * states the derivation; verify/fairdraw_verify.py recomputes it.
 *
 * @module
 */
import * as v from "valibot";
import { DrawNotFoundError, type DrawResult, extraNumberOf } from "../draws/mod.ts";
import { DRAW_GAMES, type DrawGame } from "../games/mod.ts";
import { toHex } from "../random/mod.ts";
import { defineOperation } from "./_operation.ts";
import {
  DRAW_CACHE_NOTE,
  drawCacheControl,
  drawFor,
  drawGame,
  drawIdFrom,
  provenance,
  requiredDrawArgument,
  whenDrawn,
} from "./_lottery.ts";
import { answerInteger, answerSeed } from "./_schema.ts";
import { canonicalText } from "./_text.ts";
import { nextDraw, nextDrawOf } from "./get_draw.ts";

/** The name and version of the derivation: the first line of every message hashed. */
export const SEED_FROM_DRAW_METHOD = "fairdraw-seed-from-draw/v1" as const;

const MAX_LABEL = 1000;

/** The arguments of seed_from_draw. */
export const SeedFromDrawInputSchema = v.pipe(
  v.strictObject({
    game: drawGame,
    draw: v.pipe(
      requiredDrawArgument,
      v.description(
        "The draw to take the seed from, named before it happens: for kr645 its number, for " +
          "powerball and megamillions its date YYYY-MM-DD. get_draw's next_draw names the next one.",
      ),
    ),
    label: v.optional(
      canonicalText(
        "label",
        MAX_LABEL,
        "Binds the seed to one purpose, e.g. a giveaway's title, entries and winners " +
          "(docs/FAIRNESS.md gives the giveaway's label): 0 to 1000 characters, hashed as given, " +
          "of canonical text: in Unicode NFC, with no control character but the line feed " +
          "U+000A, no format character (zero-width characters, bidi controls, soft hyphen) and " +
          "no U+2028 or U+2029.",
      ),
      "",
    ),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { game, label } = dataset.value;
    const draw = drawIdFrom(game, dataset.value.draw, addIssue);
    return draw === null || draw === undefined ? NEVER : { game, draw, label };
  }),
);

/** The answer of seed_from_draw. */
export const SeedFromDrawOutputSchema = v.strictObject({
  game: v.picklist(DRAW_GAMES),
  draw: v.pipe(
    v.union([answerInteger, v.string()]),
    v.description("The draw: its number (kr645) or its date YYYY-MM-DD."),
  ),
  date: v.pipe(v.string(), v.description("The draw date, YYYY-MM-DD.")),
  numbers: v.pipe(v.array(answerInteger), v.description("The winning numbers, ascending.")),
  extra_number: v.pipe(
    answerInteger,
    v.description("The bonus number (kr645), the Powerball or the Mega Ball."),
  ),
  label: v.pipe(v.string(), v.description("The label, as given.")),
  method: v.pipe(v.literal(SEED_FROM_DRAW_METHOD), v.description("The derivation's name.")),
  message: v.pipe(
    v.string(),
    v.description(
      "The exact text hashed: six lines joined by \\n (method, game, draw, numbers joined by " +
        "commas, extra number, label).",
    ),
  ),
  seed: v.pipe(answerSeed, v.description("SHA-256 of the message's UTF-8 bytes, in hex.")),
  ...provenance,
  next_draw: nextDraw,
});

/** The exact text whose SHA-256 is the seed of a draw and a label. */
export function seedMessage(
  record: { game: string; draw: number | string; numbers: readonly number[] },
  extraNumber: number,
  label: string,
): string {
  return [
    SEED_FROM_DRAW_METHOD,
    record.game,
    String(record.draw),
    [...record.numbers].sort((a, b) => a - b).join(","),
    String(extraNumber),
    label,
  ].join("\n");
}

/** seed_from_draw: the seed of an official draw and a label. */
export const seedFromDraw = defineOperation({
  title: "Seed from an official draw",
  description: "Derive a seed that nobody can rig from the official winning numbers of a " +
    "kr645, powerball or megamillions draw, bound to a purpose by a label; pass the seed to " +
    "pick_from_list, shuffle_list, roll_dice or any seeded tool. For a fair giveaway or raffle: " +
    "FIRST, before the draw, name a future draw (get_draw's next_draw) and publish the game, " +
    "the draw, the label (or the giveaway's title, entries' count and SHA-256 and number of " +
    "winners) and which tool will be called; THEN, after the draw is published, call this tool " +
    "and the named tool with the seed. A draw not published yet is draw_not_found, and its " +
    "message says when it is due. The seed is SHA-256 over six lines: " +
    `${SEED_FROM_DRAW_METHOD}, game, draw, the numbers ascending joined by commas, the extra ` +
    "number, and the label; anyone can recompute it.",
  external: true,
  input: SeedFromDrawInputSchema,
  output: SeedFromDrawOutputSchema,
  samples: {
    examples: [{
      name: "kr645_1239_raffle",
      summary: "the seed of kr645 draw 1239 for a raffle named before it",
      arguments: { game: "kr645", draw: 1239, label: "Office raffle 2026: 40 entries, 3 winners" },
      answer: {
        game: "kr645",
        draw: 1239,
        date: "2026-08-29",
        numbers: [11, 13, 22, 32, 33, 36],
        extra_number: 8,
        label: "Office raffle 2026: 40 entries, 3 winners",
        method: "fairdraw-seed-from-draw/v1",
        message: "fairdraw-seed-from-draw/v1\nkr645\n1239\n11,13,22,32,33,36\n8\n" +
          "Office raffle 2026: 40 entries, 3 winners",
        seed: "f3a78fa7fbe3259d1693552a466914cbacd4898c761d00206c6ec853bced3d61",
        stale: false,
        fetched_at: "2026-08-30T00:00:00.000Z",
        next_draw: { draw: 1240, date: "2026-09-05" },
      },
    }],
    valid: [
      { game: "kr645", draw: 1239 },
      { game: "powerball", draw: "2022-11-21", label: "\uacbd\ud488 \ucd94\ucca8\n2026" },
      { game: "megamillions", draw: "2026-07-24", label: "\u{1F600}".repeat(1000) },
    ],
    refused: [
      { arguments: { game: "kr645" }, code: "missing_argument", field: "draw" },
      {
        arguments: { game: "kr645", draw: 1239, label: "a\u200bb" },
        code: "invalid_argument",
        field: "label",
      },
    ],
  },
  handler({ game, draw, label }, context) {
    const found = whenDrawn(drawFor(context, game, draw), (result) => seeded(result, label));
    // A draw not out yet: say when it is due, so the caller knows when to ask again.
    return Promise.resolve(found).catch((error) => withDueTime(error, game));
  },
  cache: drawCacheControl,
  cacheNote: DRAW_CACHE_NOTE,
});

/**
 * The answer for a draw. SHA-256 by WebCrypto rather than node:crypto, whose import brought in
 * Deno's Node compatibility layer at every start (half of it, bench/README.md) for this one
 * operation.
 */
async function seeded({ record, stale, fetchedAt }: DrawResult, label: string) {
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
    next_draw: nextDrawOf(record),
  };
}

function withDueTime(error: unknown, game: DrawGame): never {
  if (error instanceof DrawNotFoundError && error.due !== undefined) {
    const { draw, date, time, zoneName } = error.due;
    throw new DrawNotFoundError(
      `${game} draw ${draw} is drawn on ${date} at about ${time} ${zoneName}; ask again once it ` +
        "is published",
      error.due,
    );
  }
  throw error;
}
