/**
 * Reading a game's schedule: which dates are draw days, when a draw is made and published in
 * instants, which draw follows a date, and (for games whose draws are numbered) the number and
 * date of each draw. Dates are `YYYY-MM-DD` in the game's own time zone.
 *
 * @module
 */
import type { DrawFacts } from "./_game.ts";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The date `days` after a date (before, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The whole days from one date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** The weekday of a date, 0 = Sunday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The draw weekdays in force on a date. */
function weekdaysOn(facts: DrawFacts, date: string): readonly number[] {
  let found = facts.schedule.days[0]!.weekdays;
  for (const days of facts.schedule.days) if (days.from <= date) found = days.weekdays;
  return found;
}

/** Whether the game draws on a date (on or after its first draw). */
export function isDrawDay(facts: DrawFacts, date: string): boolean {
  return date >= facts.first.date && weekdaysOn(facts, date).includes(weekday(date));
}

/** The first draw date strictly after a date. */
export function nextDrawDate(facts: DrawFacts, date: string): string {
  if (date < facts.first.date) return facts.first.date;
  for (let days = 1; days <= 7; days++) {
    const next = addDays(date, days);
    if (isDrawDay(facts, next)) return next;
  }
  throw new Error(`no draw day in the week after ${date}`);
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A zone's offset from UTC at an instant, in ms (e.g. -4 hours in New York's summer). */
function zoneOffset(zone: string, instant: number): number {
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

/** The instant of a wall-clock time (`HH:MM`) on a date in a zone, daylight saving included. */
export function zonedInstant(zone: string, date: string, time: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const guess = wall - zoneOffset(zone, wall);
  const offset = zoneOffset(zone, guess);
  return wall - offset;
}

/** The date in a zone at an instant. */
export function zonedDate(zone: string, instant: number): string {
  return new Date(instant + zoneOffset(zone, instant)).toISOString().slice(0, 10);
}

/** The instant the draw of a date is made. */
export function drawnAt(facts: DrawFacts, date: string): number {
  return zonedInstant(facts.schedule.zone, date, facts.schedule.drawTime);
}

/** The instant from which the draw of a date counts as published. */
export function publishedAt(facts: DrawFacts, date: string): number {
  return zonedInstant(facts.schedule.zone, date, facts.schedule.publishedFrom);
}

/**
 * The date of the latest draw published at an instant, by the schedule alone; undefined before
 * the first. The source may still lag behind it.
 */
export function latestDrawDate(facts: DrawFacts, now: number): string | undefined {
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
 */
function drawsThrough(facts: DrawFacts, date: string): number {
  if (date < facts.first.date) return 0;
  const days = daysBetween(facts.first.date, date);
  const weekdays = facts.schedule.days[0]!.weekdays;
  let count = Math.floor(days / 7) * weekdays.length;
  for (let rest = days - (days % 7); rest <= days; rest++) {
    if (weekdays.includes(weekday(addDays(facts.first.date, rest)))) count++;
  }
  return count;
}

/** The number of the latest draw published at an instant, by the schedule; 0 before the first. */
export function latestDrawNumber(facts: DrawFacts, now: number): number {
  const date = latestDrawDate(facts, now);
  return date === undefined ? 0 : drawNumberOn(facts, date);
}

/** The number of the draw made on a draw date. */
export function drawNumberOn(facts: DrawFacts, date: string): number {
  return (facts.first.number ?? 1) - 1 + drawsThrough(facts, date);
}

/** The date of numbered draw `number`. */
export function drawDateOf(facts: DrawFacts, number: number): string {
  const weekdays = facts.schedule.days[0]!.weekdays;
  const index = number - (facts.first.number ?? 1);
  // Whole weeks first, then step over the draw days of the last part week.
  let date = addDays(facts.first.date, Math.floor(index / weekdays.length) * 7);
  for (let left = index % weekdays.length; left > 0; left--) date = nextDrawDate(facts, date);
  return date;
}
