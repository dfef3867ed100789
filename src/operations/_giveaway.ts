/**
 * What announce_giveaway and giveaway_result share: the giveaway's arguments as canonical text
 * within their bounds, the record's answer schema, and the record built from what the register
 * keeps. The label, the entries' hash and the ID come from src/giveaway/announcement.js, which the
 * page loads too; the text rules from src/giveaway/text.js.
 *
 * @module
 */
import * as v from "valibot";
import type { DrawId } from "../draws/mod.ts";
import {
  DRAW_GAMES,
  drawDateOf,
  drawFacts,
  type DrawGame,
  drawnAt,
  drawNumberOn,
  isDrawDay,
  zonedDate,
} from "../games/mod.ts";
import { announce, MAX_ENTRIES, MAX_TEXT, parseId } from "../giveaway/announcement.js";
import type { GiveawayRegister, Kept } from "../giveaway/register.ts";
import { codePointLength, textProblem, textProblemMessage } from "../giveaway/text.js";
import { HttpError, invalidArgument } from "../http/errors.ts";
import type { Context } from "./_operation.ts";
import { answerInteger, answerSeed, at } from "./_schema.ts";
import { canonicalText } from "./_text.ts";

/** How long before its draw a giveaway can still be announced. */
export const ANNOUNCE_BEFORE_MS = 10 * 60_000;

/** How long after its draw a record is kept. */
export const KEEP_AFTER_DRAW_MS = 400 * 24 * 3_600_000;

/** How far ahead a draw may be announced: a year and a day. */
export const ANNOUNCE_AHEAD_MS = 366 * 24 * 3_600_000;

const ENTRY_ALLOWED = `a string of 1 to ${MAX_TEXT} characters`;
const ENTRIES_ALLOWED = `a list of 1 to ${MAX_ENTRIES} strings`;

/** Canonical text, said once for the descriptions. */
const CANONICAL = "canonical text: in Unicode NFC, with no control character, no format " +
  "character (zero-width characters, bidi controls, soft hyphen), no U+2028 or U+2029, and no " +
  "white space at either end (docs/FAIRNESS.md)";

/** A giveaway's title: 0 to 200 code points of canonical text. */
export const giveawayTitle = canonicalText(
  "title",
  MAX_TEXT,
  `The giveaway's title, one line of 0 to ${MAX_TEXT} characters (code points) of ${CANONICAL}; ` +
    '"" for none.',
);

/** A giveaway's entries: 1 to 1000 strings of 1 to 200 code points of canonical text. */
export const giveawayEntries = v.pipe(
  v.array(v.string(ENTRY_ALLOWED), ENTRIES_ALLOWED),
  v.minLength(1, ENTRIES_ALLOWED),
  v.maxLength(MAX_ENTRIES, ENTRIES_ALLOWED),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const entries = dataset.value;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (
        entry.length === 0 ||
        (entry.length > MAX_TEXT && codePointLength(entry) > MAX_TEXT)
      ) {
        addIssue({
          message: `entries must each be ${ENTRY_ALLOWED} (Unicode code points); entry ${
            i + 1
          } has ${codePointLength(entry)}`,
        });
        return;
      }
      const problem = textProblem(entry, "entry");
      if (problem !== null) {
        addIssue({
          message: `entries must be canonical text: ${textProblemMessage(problem, "entry", i + 1)}`,
        });
        return;
      }
    }
  }),
  v.metadata({ itemCodePoints: { min: 1, max: MAX_TEXT } }),
  v.description(
    `The entries, in their order: 1 to ${MAX_ENTRIES} strings of 1 to ${MAX_TEXT} characters ` +
      `(code points) of ${CANONICAL}. An entry given twice is two entries. They become public.`,
  ),
);

/** The giveaway ID's answer form. */
export const answerId = v.pipe(
  v.string(),
  v.regex(/^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){5}$/),
  v.description(
    "The announcement ID: the first 120 bits of the SHA-256 of the announcement message, in " +
      "Crockford base32, 6 groups of 4 (docs/FAIRNESS.md).",
  ),
);

/** What a drawn giveaway's record adds: the official draw, the seed and the winners. */
const GiveawayResultSchema = v.strictObject({
  numbers: v.pipe(
    v.array(answerInteger),
    v.description("The official winning numbers, ascending."),
  ),
  extra_number: v.pipe(
    answerInteger,
    v.description("The bonus number (kr645), the Powerball or the Mega Ball."),
  ),
  seed: v.pipe(answerSeed, v.description("seed_from_draw's seed for the game, draw and label.")),
  winners: v.pipe(
    v.array(v.string()),
    v.description(
      "The winners, first winner first: pick_from_list of the entries with count winners, " +
        "unique true and the seed.",
    ),
  ),
  official_url: v.pipe(
    v.string(),
    v.description("The draw's record at the official source, to compare the numbers by hand."),
  ),
  stale: v.pipe(
    v.boolean(),
    v.description("True when the source failed and a kept copy of the draw answered."),
  ),
  fetched_at: v.pipe(
    v.string(),
    v.description("When the draw was fetched from its official source (ISO 8601, UTC)."),
  ),
});

/** A record's place in the register's log (docs/FAIRNESS.md, "The register's log"). */
const LogProofSchema = v.strictObject({
  index: v.pipe(answerInteger, v.description("The leaf's index in the log, from 0.")),
  leaf: v.pipe(
    v.string(),
    v.description(
      "The leaf's data, base64: fairdraw-log-entry/v1, the ID, announced_at and the " +
        "announcement message, lines joined by LF.",
    ),
  ),
  checkpoint: v.pipe(
    v.string(),
    v.description(
      "A checkpoint that includes the leaf (C2SP tlog-checkpoint, a signed note), with the " +
        "witnesses' cosignature lines: the earliest kept one with the most cosignatures.",
    ),
  ),
  inclusion: v.pipe(
    v.array(v.string()),
    v.description("The leaf's RFC 9162 audit path in that checkpoint's tree, base64 hashes."),
  ),
});

/** A record of the register, as both operations answer it. */
export const GiveawayRecordSchema = v.strictObject({
  id: answerId,
  announced_at: v.pipe(
    v.string(),
    v.description("When the giveaway was first registered, by the server's clock (ISO 8601, UTC)."),
  ),
  game: v.picklist(DRAW_GAMES),
  draw: v.pipe(
    v.union([answerInteger, v.string()]),
    v.description("The draw: its number (kr645) or its date YYYY-MM-DD."),
  ),
  date: v.pipe(v.string(), v.description("The draw's date by the schedule, YYYY-MM-DD.")),
  due_at: v.pipe(
    v.string(),
    v.description("The draw's time by the schedule (ISO 8601, UTC)."),
  ),
  title: v.string(),
  entries: v.array(v.string()),
  entries_sha256: v.pipe(
    v.string(),
    v.regex(/^[0-9a-f]{64}$/),
    v.description("The SHA-256 of the entries' UTF-8 joined by \\n, in hex."),
  ),
  winners: v.pipe(answerInteger, v.description("How many winners.")),
  label: v.pipe(
    v.string(),
    v.description("The giveaway label: the label seed_from_draw takes (docs/FAIRNESS.md)."),
  ),
  link: v.pipe(
    v.string(),
    v.description(
      "The giveaway's page: /g/{id}, after the service's public origin when it is set.",
    ),
  ),
  status: v.pipe(
    v.picklist(["announced", "drawn"]),
    v.description('"drawn" once the draw is published at its official source.'),
  ),
  result: v.pipe(
    v.nullable(GiveawayResultSchema),
    v.description("null until the draw is published; then the numbers, seed and winners."),
  ),
  log: v.pipe(
    v.nullable(LogProofSchema),
    v.description(
      "Where the announcement is in the register's public log, with the proof: null only for " +
        "a record kept before the log was.",
    ),
  ),
});

/** A record of the register. */
export type GiveawayRecord = v.InferOutput<typeof GiveawayRecordSchema>;

/** What a giveaway's draw is, by its game's schedule. */
export interface DrawTiming {
  /** The draw: its number (kr645) or its date. */
  draw: number | string;
  /** Its date, YYYY-MM-DD. */
  date: string;
  /** The instant it is drawn, ms since the epoch. */
  dueAt: number;
}

/**
 * The date and time of a draw by its game's schedule, or the 400 naming `draw` when the schedule
 * has no such draw (a date that is no draw day) or it is more than a year and a day ahead of now.
 */
export function drawTiming(id: DrawId, now: number): DrawTiming {
  const facts = drawFacts(id.game);
  const latestAllowed = zonedDate(facts.schedule.zone, now + ANNOUNCE_AHEAD_MS);
  const tooFar = () =>
    invalidArgument(
      "draw",
      `draw must be due within 366 days: a giveaway is announced for a draw of the coming year, ` +
        `got ${id.game} draw ${id.number ?? id.date}`,
    );
  let date: string;
  if (id.number !== undefined) {
    if (id.number > drawNumberOn(facts, latestAllowed)) throw tooFar();
    date = drawDateOf(facts, id.number);
  } else {
    date = id.date;
    if (date > latestAllowed) throw tooFar();
    if (!isDrawDay(facts, date)) {
      throw invalidArgument(
        "draw",
        `${id.game} does not draw on ${date}; its draws are on ${drawDayNames(id.game, date)}`,
      );
    }
  }
  return { draw: id.number ?? id.date, date, dueAt: drawnAt(facts, date) };
}

const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
];

/** The weekdays a game draws on, in force on a date, in words. */
function drawDayNames(game: DrawGame, date: string): string {
  const { days, zoneName } = drawFacts(game).schedule;
  let weekdays = days[0]!.weekdays;
  for (const entry of days) if (entry.from <= date) weekdays = entry.weekdays;
  return `${weekdays.map((day) => WEEKDAY_NAMES[day]).join(", ")} (${zoneName})`;
}

/** The context's clock. */
export function clockOf(context: Context): number {
  return (context.now ?? Date.now)();
}

/** The context's register; a context without one cannot keep giveaways. */
export function registerOf(context: Context): GiveawayRegister {
  if (context.register === undefined) {
    throw new HttpError("register_unavailable", "the giveaway register is not available here", {
      headers: { "retry-after": "60" },
    });
  }
  return context.register;
}

/** The ID a caller typed, read (`field` `id`), or the 400 that says it is not one. */
export function readId(text: string): string {
  const id = parseId(text);
  if (id === null) {
    throw invalidArgument(
      "id",
      "id must be a giveaway ID: 24 characters of Crockford's base32 (0-9 and A-Z without I, " +
        "L, O, U), in groups of 4 joined by -, e.g. 28P4-B9HW-072X-65DG-RK64-EW5Q",
    );
  }
  return id;
}

/** The record of a kept giveaway, before its draw's result is known. */
export async function recordOf(
  { stored, log }: Kept,
  timing: DrawTiming,
  publicUrl: string | undefined,
): Promise<GiveawayRecord> {
  const made = await announce(stored);
  return {
    id: made.id,
    announced_at: stored.announced_at,
    game: stored.game as DrawGame,
    draw: stored.draw,
    date: timing.date,
    due_at: new Date(timing.dueAt).toISOString(),
    title: stored.title,
    entries: stored.entries,
    entries_sha256: made.entriesSha256,
    winners: stored.winners,
    label: made.label,
    link: `${publicUrl ?? ""}/g/${made.id}`,
    status: "announced",
    result: null,
    log,
  };
}

/** The issue path that names `winners`, for the cross-argument rule. */
export const atWinners = at("winners");
