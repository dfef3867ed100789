import {
  canonicalText
} from "./chunk-901b0936.js";
import {
  answerInteger,
  answerSeed,
  at
} from "./chunk-f66ffe32.js";
import {
  HttpError,
  MAX_ENTRIES,
  MAX_TEXT,
  announce,
  array,
  boolean,
  codePointLength,
  description,
  invalidArgument,
  maxLength,
  metadata,
  minLength,
  nullable,
  parseId,
  picklist,
  pipe,
  rawCheck,
  regex,
  strictObject,
  string,
  textProblem,
  textProblemMessage,
  union
} from "./chunk-945de0b6.js";
import {
  DRAW_GAMES,
  drawDateOf,
  drawFacts,
  drawNumberOn,
  drawnAt,
  isDrawDay,
  zonedDate
} from "./chunk-0630ae7e.js";

// src/operations/_giveaway.ts
var ANNOUNCE_BEFORE_MS = 10 * 6e4;
var KEEP_AFTER_DRAW_MS = 400 * 24 * 36e5;
var ANNOUNCE_AHEAD_MS = 366 * 24 * 36e5;
var ENTRY_ALLOWED = `a string of 1 to ${MAX_TEXT} characters`;
var ENTRIES_ALLOWED = `a list of 1 to ${MAX_ENTRIES} strings`;
var CANONICAL = "canonical text: in Unicode NFC, with no control character, no format character (zero-width characters, bidi controls, soft hyphen), no U+2028 or U+2029, and no white space at either end (docs/FAIRNESS.md)";
var giveawayTitle = canonicalText("title", MAX_TEXT, `The giveaway's title, one line of 0 to ${MAX_TEXT} characters (code points) of ${CANONICAL}; "" for none.`);
var giveawayEntries = pipe(array(string(ENTRY_ALLOWED), ENTRIES_ALLOWED), minLength(1, ENTRIES_ALLOWED), maxLength(MAX_ENTRIES, ENTRIES_ALLOWED), rawCheck(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const entries = dataset.value;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.length === 0 || entry.length > MAX_TEXT && codePointLength(entry) > MAX_TEXT) {
      addIssue({
        message: `entries must each be ${ENTRY_ALLOWED} (Unicode code points); entry ${i + 1} has ${codePointLength(entry)}`
      });
      return;
    }
    const problem = textProblem(entry, "entry");
    if (problem !== null) {
      addIssue({
        message: `entries must be canonical text: ${textProblemMessage(problem, "entry", i + 1)}`
      });
      return;
    }
  }
}), metadata({
  itemCodePoints: {
    min: 1,
    max: MAX_TEXT
  }
}), description(`The entries, in their order: 1 to ${MAX_ENTRIES} strings of 1 to ${MAX_TEXT} characters (code points) of ${CANONICAL}. An entry given twice is two entries. They become public.`));
var answerId = pipe(string(), regex(/^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){5}$/), description("The announcement ID: the first 120 bits of the SHA-256 of the announcement message, in Crockford base32, 6 groups of 4 (docs/FAIRNESS.md)."));
var GiveawayResultSchema = strictObject({
  numbers: pipe(array(answerInteger), description("The official winning numbers, ascending.")),
  extra_number: pipe(answerInteger, description("The bonus number (kr645), the Powerball or the Mega Ball.")),
  seed: pipe(answerSeed, description("seed_from_draw's seed for the game, draw and label.")),
  winners: pipe(array(string()), description("The winners, first winner first: pick_from_list of the entries with count winners, unique true and the seed.")),
  official_url: pipe(string(), description("The draw's record at the official source, to compare the numbers by hand.")),
  stale: pipe(boolean(), description("True when the source failed and a kept copy of the draw answered.")),
  fetched_at: pipe(string(), description("When the draw was fetched from its official source (ISO 8601, UTC)."))
});
var LogProofSchema = strictObject({
  index: pipe(answerInteger, description("The leaf's index in the log, from 0.")),
  leaf: pipe(string(), description("The leaf's data, base64: fairdraw-log-entry/v1, the ID, announced_at and the announcement message, lines joined by LF.")),
  checkpoint: pipe(string(), description("A checkpoint that includes the leaf (C2SP tlog-checkpoint, a signed note), with the witnesses' cosignature lines: the earliest kept one with the most cosignatures.")),
  inclusion: pipe(array(string()), description("The leaf's RFC 9162 audit path in that checkpoint's tree, base64 hashes."))
});
var GiveawayRecordSchema = strictObject({
  id: answerId,
  announced_at: pipe(string(), description("When the giveaway was first registered, by the server's clock (ISO 8601, UTC).")),
  game: picklist(DRAW_GAMES),
  draw: pipe(union([
    answerInteger,
    string()
  ]), description("The draw: its number (kr645) or its date YYYY-MM-DD.")),
  date: pipe(string(), description("The draw's date by the schedule, YYYY-MM-DD.")),
  due_at: pipe(string(), description("The draw's time by the schedule (ISO 8601, UTC).")),
  title: string(),
  entries: array(string()),
  entries_sha256: pipe(string(), regex(/^[0-9a-f]{64}$/), description("The SHA-256 of the entries' UTF-8 joined by \\n, in hex.")),
  winners: pipe(answerInteger, description("How many winners.")),
  label: pipe(string(), description("The giveaway label: the label seed_from_draw takes (docs/FAIRNESS.md).")),
  link: pipe(string(), description("The giveaway's page: /g/{id}, after the service's public origin when it is set.")),
  status: pipe(picklist([
    "announced",
    "drawn"
  ]), description('"drawn" once the draw is published at its official source.')),
  result: pipe(nullable(GiveawayResultSchema), description("null until the draw is published; then the numbers, seed and winners.")),
  log: pipe(nullable(LogProofSchema), description("Where the announcement is in the register's public log, with the proof: null only for a record kept before the log was."))
});
function drawTiming(id, now) {
  const facts = drawFacts(id.game);
  const latestAllowed = zonedDate(facts.schedule.zone, now + ANNOUNCE_AHEAD_MS);
  const tooFar = () => invalidArgument("draw", `draw must be due within 366 days: a giveaway is announced for a draw of the coming year, got ${id.game} draw ${id.number ?? id.date}`);
  let date;
  if (id.number !== void 0) {
    if (id.number > drawNumberOn(facts, latestAllowed)) throw tooFar();
    date = drawDateOf(facts, id.number);
  } else {
    date = id.date;
    if (date > latestAllowed) throw tooFar();
    if (!isDrawDay(facts, date)) {
      throw invalidArgument("draw", `${id.game} does not draw on ${date}; its draws are on ${drawDayNames(id.game, date)}`);
    }
  }
  return {
    draw: id.number ?? id.date,
    date,
    dueAt: drawnAt(facts, date)
  };
}
var WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday"
];
function drawDayNames(game, date) {
  const { days, zoneName } = drawFacts(game).schedule;
  let weekdays = days[0].weekdays;
  for (const entry of days) if (entry.from <= date) weekdays = entry.weekdays;
  return `${weekdays.map((day) => WEEKDAY_NAMES[day]).join(", ")} (${zoneName})`;
}
function clockOf(context) {
  return (context.now ?? Date.now)();
}
function registerOf(context) {
  if (context.register === void 0) {
    throw new HttpError("register_unavailable", "the giveaway register is not available here", {
      headers: {
        "retry-after": "60"
      }
    });
  }
  return context.register;
}
function readId(text) {
  const id = parseId(text);
  if (id === null) {
    throw invalidArgument("id", "id must be a giveaway ID: 24 characters of Crockford's base32 (0-9 and A-Z without I, L, O, U), in groups of 4 joined by -, e.g. 28P4-B9HW-072X-65DG-RK64-EW5Q");
  }
  return id;
}
async function recordOf({ stored, log }, timing, publicUrl) {
  const made = await announce(stored);
  return {
    id: made.id,
    announced_at: stored.announced_at,
    game: stored.game,
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
    log
  };
}
var atWinners = at("winners");

export {
  ANNOUNCE_BEFORE_MS,
  KEEP_AFTER_DRAW_MS,
  giveawayTitle,
  giveawayEntries,
  answerId,
  GiveawayRecordSchema,
  drawTiming,
  clockOf,
  registerOf,
  readId,
  recordOf,
  atWinners
};
