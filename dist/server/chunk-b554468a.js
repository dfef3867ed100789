import {
  seedMessage
} from "./chunk-73607053.js";
import {
  drawFor
} from "./chunk-2fb36689.js";
import {
  drawIdOf,
  extraNumberOf
} from "./chunk-013991d7.js";
import {
  DRAW_GAMES,
  drawDateOf,
  drawFacts,
  drawNumberOn,
  drawnAt,
  isDrawDay,
  publishedAt,
  zonedDate
} from "./chunk-0630ae7e.js";
import {
  pickFromList
} from "./chunk-bd597695.js";
import {
  GIVEAWAY_RECORD
} from "./chunk-b02ed1f0.js";
import {
  canonicalText,
  codePointLength,
  textProblem,
  textProblemMessage
} from "./chunk-90e2e5e7.js";
import {
  answerInteger,
  answerSeed,
  at,
  defineOperation
} from "./chunk-f66ffe32.js";
import {
  HttpError,
  array,
  boolean,
  description,
  invalidArgument,
  maxLength,
  metadata,
  minLength,
  nullable,
  picklist,
  pipe,
  rawCheck,
  regex,
  strictObject,
  string,
  union
} from "./chunk-f63a4449.js";
import {
  DrawNotFoundError
} from "./chunk-c2bd7f25.js";

// src/giveaway/announcement.js
var GIVEAWAY_METHOD = "fairdraw-giveaway/v1";
var ANNOUNCEMENT_METHOD = "fairdraw-announcement/v1";
var MAX_ENTRIES = 1e3;
var MAX_TEXT = 200;
var ID_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
var ID_BYTES = 15;
function hex(bytes) {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
async function sha256(text) {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
async function sha256Hex(text) {
  return hex(await sha256(text));
}
function entriesSha256(entries) {
  return sha256Hex(entries.join("\n"));
}
function labelOf({ title, count, entriesSha256: entriesSha2562, winners }) {
  return [
    GIVEAWAY_METHOD,
    `title: ${title}`,
    `entries: ${count}`,
    `entries-sha256: ${entriesSha2562}`,
    `winners: ${winners}`
  ].join("\n");
}
function announcementMessage({ game, draw, label }) {
  return [
    ANNOUNCEMENT_METHOD,
    game,
    String(draw),
    label
  ].join("\n");
}
function idOfBytes(bytes) {
  let characters = "";
  let buffer = 0;
  let bits = 0;
  for (let i = 0; i < ID_BYTES; i++) {
    buffer = buffer << 8 | /** @type {number} */
    bytes[i];
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      characters += ID_ALPHABET[buffer >> bits & 31];
    }
    buffer &= (1 << bits) - 1;
  }
  return (
    /** @type {string[]} */
    characters.match(/.{4}/g).join("-")
  );
}
async function announcementId(message) {
  return idOfBytes(await sha256(message));
}
async function announce({ game, draw, title, entries, winners }) {
  const hash = await entriesSha256(entries);
  const label = labelOf({
    title,
    count: entries.length,
    entriesSha256: hash,
    winners
  });
  const message = announcementMessage({
    game,
    draw,
    label
  });
  return {
    id: await announcementId(message),
    label,
    entriesSha256: hash,
    message
  };
}
function parseId(text) {
  if (text.length > 200) return null;
  const characters = text.replace(/[- ]/g, "").toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
  if (!/^[0-9A-HJKMNP-TV-Z]{24}$/.test(characters)) return null;
  return (
    /** @type {string[]} */
    characters.match(/.{4}/g).join("-")
  );
}

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
  result: pipe(nullable(GiveawayResultSchema), description("null until the draw is published; then the numbers, seed and winners."))
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
async function recordOf(stored, timing, publicUrl) {
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
    result: null
  };
}
var atWinners = at("winners");

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
    const stored = await registerOf(context).read(id);
    if (stored === void 0) {
      throw new HttpError("not_found", `no giveaway is registered with the ID ${id}`, {
        field: "id"
      });
    }
    return await withResult(stored, context);
  }
});
async function withResult(stored, context) {
  const game = stored.game;
  const id = drawIdOf(game, stored.draw);
  const now = clockOf(context);
  const timing = drawTiming(id, Date.parse(stored.announced_at));
  const record = await recordOf(stored, timing, context.publicUrl);
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
  announce,
  ANNOUNCE_BEFORE_MS,
  KEEP_AFTER_DRAW_MS,
  giveawayTitle,
  giveawayEntries,
  GiveawayRecordSchema,
  drawTiming,
  clockOf,
  registerOf,
  recordOf,
  atWinners,
  GiveawayResultInputSchema,
  giveawayResult,
  withResult
};
