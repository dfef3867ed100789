/**
 * When draws happen and when their results can first be read: the kr645 weekly rule of
 * UPSTREAM.md and the Powerball and Mega Millions draw days.
 *
 * @module
 */
import type { NyGame } from "./rules.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Draw 1 of kr645 could first be read on 2002-12-07 at 21:00 KST (12:00 UTC); the draw is at about
 * 20:35 KST, and one has followed every Saturday since.
 */
const KR645_FIRST_PUBLISHED = Date.UTC(2002, 11, 7, 12);

/** The number of the latest kr645 draw by the schedule at a time (ms since the epoch); 0 before draw 1. */
export function kr645LatestNumber(now: number): number {
  if (now < KR645_FIRST_PUBLISHED) return 0;
  return Math.floor((now - KR645_FIRST_PUBLISHED) / WEEK) + 1;
}

/** The time (ms since the epoch) from which kr645 draw `draw` counts as drawn: its Saturday, 21:00 KST. */
export function kr645PublishedAt(draw: number): number {
  return KR645_FIRST_PUBLISHED + (draw - 1) * WEEK;
}

/** The weekdays (0 = Sunday) a game draws on, as of a date. */
function nyDrawDays(game: NyGame, date: string): readonly number[] {
  if (game === "megamillions") return [2, 5];
  return date >= "2021-08-23" ? [1, 3, 6] : [3, 6];
}

/**
 * The earliest time (ms since the epoch) the draw after the one of `date` can be published: the
 * next draw day at 23:00 New York time, just after the 22:59 or 23:00 draw.
 */
export function nyNextPublishAt(game: NyGame, date: string): number {
  const start = Date.parse(`${date}T00:00:00Z`);
  for (let days = 1; days <= 7; days++) {
    const day = new Date(start + days * DAY);
    const text = day.toISOString().slice(0, 10);
    if (nyDrawDays(game, text).includes(day.getUTCDay())) return newYorkTime(text, 23);
  }
  throw new Error(`no ${game} draw day in the week after ${date}`);
}

/** The instant of a wall-clock hour on a date in New York, daylight saving included. */
export function newYorkTime(date: string, hour: number): number {
  const wall = Date.parse(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);
  // Standard time is UTC-5; asking for the offset five hours after the wall time as if it were
  // UTC lands on the right side of any change, which New York makes at 02:00.
  return wall - newYorkOffset(wall + 5 * HOUR);
}

let newYorkFormat: Intl.DateTimeFormat | undefined;

/** New York's offset from UTC at an instant, in ms (e.g. -4 hours in summer). */
function newYorkOffset(instant: number): number {
  newYorkFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: "America/New_York",
    timeZoneName: "longOffset",
  });
  const name = newYorkFormat.formatToParts(new Date(instant))
    .find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /^GMT([+-])([0-9]{2}):([0-9]{2})$/.exec(name);
  if (match === null) return -5 * HOUR;
  const size = Number(match[2]) * HOUR + Number(match[3]) * 60_000;
  return match[1] === "-" ? -size : size;
}

/** The date (YYYY-MM-DD) in UTC at a time: no draw anywhere has a later date. */
export function utcDate(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}
