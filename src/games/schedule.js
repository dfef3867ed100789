// @ts-check
/**
 * Reading a game's schedule: which dates are draw days, when a draw is made and published in
 * instants, which draw follows or precedes a date, and (for games whose draws are numbered) the
 * number and date of each draw. Dates are `YYYY-MM-DD` in the game's own time zone.
 *
 * Plain JavaScript typed by JSDoc, with no imports at run time: the home page loads this very file
 * (`/assets/schedule.js`), so the dates it shows are the ones the API computes.
 *
 * @module
 */
/** @import { DrawFacts } from "./_game.ts" */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * A pure function of a string and a number with its results kept: every answer about a past draw
 * reads the schedule again (the latest draw by now, the next draw after the record's), and the
 * same few dozen Date parses and Intl time-zone look-ups made two thirds of a cached draw's
 * answer. Kept by string, then number, so that a look-up builds no key; emptied past a bound.
 *
 * @template R
 * @param {(text: string, value: number) => R} compute
 * @returns {(text: string, value: number) => R}
 */
function remembered(compute) {
  /** @type {Map<string, Map<number, R>>} */
  const table = new Map();
  let size = 0;
  return (text, value) => {
    let row = table.get(text);
    if (row === undefined) {
      if (size >= REMEMBERED_MAX) {
        table.clear();
        size = 0;
      }
      row = new Map();
      table.set(text, row);
    }
    let result = row.get(value);
    if (result === undefined) {
      result = compute(text, value);
      row.set(value, result);
      size++;
    }
    return result;
  };
}

const REMEMBERED_MAX = 10_000;

/** The date `days` after a date (before, when negative). */
export const addDays = remembered((date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
);

/** The instant a date begins in UTC. */
const midnightOf = remembered((date) => Date.parse(`${date}T00:00:00Z`));

/** The date of a UTC day, counted from 1970-01-01. */
const dateOfDay = remembered((_, day) => new Date(day * DAY).toISOString().slice(0, 10));

/** The weekday of a date, 0 = Sunday. */
const weekdays = remembered((date) => new Date(`${date}T00:00:00Z`).getUTCDay());

/**
 * The whole days from one date to another.
 *
 * @param {string} from
 * @param {string} to
 */
function daysBetween(from, to) {
  return Math.round((midnightOf(to, 0) - midnightOf(from, 0)) / DAY);
}

/**
 * The weekday of a date, 0 = Sunday.
 *
 * @param {string} date
 */
export function weekday(date) {
  return weekdays(date, 0);
}

/**
 * The draw weekdays in force on a date.
 *
 * @param {DrawFacts} facts
 * @param {string} date
 * @returns {readonly number[]}
 */
function weekdaysOn(facts, date) {
  let found = /** @type {NonNullable<DrawFacts["schedule"]["days"][0]>} */ (facts.schedule.days[0])
    .weekdays;
  for (const days of facts.schedule.days) if (days.from <= date) found = days.weekdays;
  return found;
}

/**
 * Whether the game draws on a date (on or after its first draw).
 *
 * @param {DrawFacts} facts
 * @param {string} date
 * @returns {boolean}
 */
export function isDrawDay(facts, date) {
  return date >= facts.first.date && weekdaysOn(facts, date).includes(weekday(date));
}

/**
 * The first draw date strictly after a date.
 *
 * @param {DrawFacts} facts
 * @param {string} date
 * @returns {string}
 */
export function nextDrawDate(facts, date) {
  if (date < facts.first.date) return facts.first.date;
  for (let days = 1; days <= 7; days++) {
    const next = addDays(date, days);
    if (isDrawDay(facts, next)) return next;
  }
  throw new Error(`no draw day in the week after ${date}`);
}

/**
 * The last draw date strictly before a date, or undefined when there is none on record.
 *
 * @param {DrawFacts} facts
 * @param {string} date
 * @returns {string | undefined}
 */
export function previousDrawDate(facts, date) {
  for (let days = 1; days <= 7; days++) {
    const previous = addDays(date, -days);
    if (previous < facts.first.date) return undefined;
    if (isDrawDay(facts, previous)) return previous;
  }
  return undefined;
}

/** @type {Map<string, Intl.DateTimeFormat>} */
const formats = new Map();

/**
 * A zone's offset from UTC at an instant, in ms (e.g. -4 hours in New York's summer). It is kept
 * by quarter hour of UTC: in the zones of the games (Seoul, New York) every change of offset since
 * their first draws fell on a whole hour of UTC, so an offset holds for a whole quarter hour.
 *
 * @param {string} zone
 * @param {number} instant
 */
export function zoneOffset(zone, instant) {
  return offsetsByQuarter(zone, Math.floor(instant / QUARTER_HOUR));
}

const QUARTER_HOUR = 15 * MINUTE;

const offsetsByQuarter = remembered((zone, quarter) => zoneOffsetAt(zone, quarter * QUARTER_HOUR));

/**
 * Temporal, where the runtime has it (Deno 2.9, current browsers): it reads a zone from the same
 * time-zone data as Intl without Intl's locale data, whose first load is a long task for a new
 * page on a phone (bench/README.md).
 *
 * @type {{ Instant: { fromEpochMilliseconds(ms: number): {
 *   toZonedDateTimeISO(zone: string): { offsetNanoseconds: number } } } } | undefined}
 */
const TEMPORAL = /** @type {any} */ (globalThis).Temporal;

/**
 * A zone's offset from UTC at an instant, in ms, asked of Temporal or else of Intl.
 *
 * @param {string} zone
 * @param {number} instant
 */
function zoneOffsetAt(zone, instant) {
  if (TEMPORAL !== undefined) {
    const zoned = TEMPORAL.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone);
    return zoned.offsetNanoseconds / 1e6;
  }
  let format = formats.get(zone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    formats.set(zone, format);
  }
  const name = format.formatToParts(new Date(instant))
    .find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /^GMT([+-])([0-9]{2}):([0-9]{2})$/.exec(name);
  if (match === null) return 0; // "GMT" alone: the zone is at UTC.
  const size = (Number(match[2]) * 60 + Number(match[3])) * MINUTE;
  return match[1] === "-" ? -size : size;
}

/**
 * The instant of a wall-clock time (`HH:MM`) on a date in a zone, daylight saving included.
 *
 * @param {string} zone
 * @param {string} date
 * @param {string} time
 * @returns {number}
 */
export function zonedInstant(zone, date, time) {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall - zoneOffset(zone, wall);
  const offset = zoneOffset(zone, guess);
  return wall - offset;
}

/**
 * The date in a zone at an instant.
 *
 * @param {string} zone
 * @param {number} instant
 * @returns {string}
 */
export function zonedDate(zone, instant) {
  return dateOfDay("", Math.floor((instant + zoneOffset(zone, instant)) / DAY));
}

/**
 * The instant the draw of a date is made.
 *
 * @param {DrawFacts} facts
 * @param {string} date
 * @returns {number}
 */
export function drawnAt(facts, date) {
  return zonedInstant(facts.schedule.zone, date, facts.schedule.drawTime);
}

/**
 * The instant from which the draw of a date counts as published.
 *
 * @param {DrawFacts} facts
 * @param {string} date
 * @returns {number}
 */
export function publishedAt(facts, date) {
  return zonedInstant(facts.schedule.zone, date, facts.schedule.publishedFrom);
}

/**
 * The date of the latest draw published at an instant, by the schedule alone; undefined before
 * the first. The source may still lag behind it.
 *
 * @param {DrawFacts} facts
 * @param {number} now
 * @returns {string | undefined}
 */
export function latestDrawDate(facts, now) {
  return latestOfMinute(facts, now).date;
}

/**
 * The latest draw of a minute, worked out once a minute per game: it changes only at a draw's
 * publication time, a whole minute (`HH:MM`) in a zone whose offsets are whole quarter hours, and
 * every look-up of a draw asks it.
 *
 * @type {WeakMap<DrawFacts, { minute: number, date: string | undefined, number: number }>}
 */
const latestByMinute = new WeakMap();

/**
 * @param {DrawFacts} facts
 * @param {number} now
 */
function latestOfMinute(facts, now) {
  const minute = Math.floor(now / MINUTE);
  let latest = latestByMinute.get(facts);
  if (latest === undefined || latest.minute !== minute) {
    const date = scheduledLatestDate(facts, now);
    const number = date === undefined || facts.id !== "number" ? 0 : drawNumberOn(facts, date);
    latest = { minute, date, number };
    latestByMinute.set(facts, latest);
  }
  return latest;
}

/**
 * @param {DrawFacts} facts
 * @param {number} now
 * @returns {string | undefined}
 */
function scheduledLatestDate(facts, now) {
  let date = zonedDate(facts.schedule.zone, now);
  if (isDrawDay(facts, date) && now >= publishedAt(facts, date)) return date;
  for (let days = 1; days <= 7; days++) {
    date = addDays(date, -1);
    if (date < facts.first.date) return undefined;
    if (isDrawDay(facts, date)) return date;
  }
  return undefined;
}

/**
 * How many draws were made from the first draw up to a date, inclusive: for numbered draws, the
 * number of the draw on or before that date. Numbered games draw on one set of weekdays.
 *
 * @param {DrawFacts} facts
 * @param {string} date
 */
function drawsThrough(facts, date) {
  if (date < facts.first.date) return 0;
  const days = daysBetween(facts.first.date, date);
  const weekdays = firstWeekdays(facts);
  let count = Math.floor(days / 7) * weekdays.length;
  for (let rest = days - (days % 7); rest <= days; rest++) {
    if (weekdays.includes(weekday(addDays(facts.first.date, rest)))) count++;
  }
  return count;
}

/** @param {DrawFacts} facts */
function firstWeekdays(facts) {
  return /** @type {NonNullable<DrawFacts["schedule"]["days"][0]>} */ (facts.schedule.days[0])
    .weekdays;
}

/**
 * The number of the latest draw published at an instant, by the schedule; 0 before the first.
 *
 * @param {DrawFacts} facts
 * @param {number} now
 * @returns {number}
 */
export function latestDrawNumber(facts, now) {
  const { date, number } = latestOfMinute(facts, now);
  // A game numbered by date has its number worked out only when asked.
  return facts.id === "number" || date === undefined ? number : drawNumberOn(facts, date);
}

/**
 * The number of the draw made on a draw date.
 *
 * @param {DrawFacts} facts
 * @param {string} date
 * @returns {number}
 */
export function drawNumberOn(facts, date) {
  return (facts.first.number ?? 1) - 1 + drawsThrough(facts, date);
}

/**
 * The date of numbered draw `number`.
 *
 * @param {DrawFacts} facts
 * @param {number} number
 * @returns {string}
 */
export function drawDateOf(facts, number) {
  const weekdays = firstWeekdays(facts);
  const index = number - (facts.first.number ?? 1);
  // Whole weeks first, then step over the draw days of the last part week.
  let date = addDays(facts.first.date, Math.floor(index / weekdays.length) * 7);
  for (let left = index % weekdays.length; left > 0; left--) date = nextDrawDate(facts, date);
  return date;
}
