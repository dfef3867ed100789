/**
 * The draws layer's policy, as pure functions of a game's schedule, what is kept and the time:
 * which draws can exist (and so are worth asking a source for), how long an answer stands
 * (freshness, rechecks, finality), and how long a failing source is left alone (backoff).
 * No I/O, no clock of its own: every time is an argument.
 *
 * @module
 */
import {
  drawDateOf,
  type DrawFacts,
  drawFacts,
  type DrawGame,
  drawnAt,
  isDrawDay,
  latestDrawDate,
  latestDrawNumber,
  nextDrawDate,
  publishedAt,
} from "../games/mod.ts";
import { type CacheEntry, isFresh } from "./cache.ts";
import type { DrawId } from "./draw_id.ts";
import { type DrawDue, DrawNotFoundError } from "./errors.ts";
import { type DrawRecord, isIncomplete } from "./record.ts";
import type { SourceState } from "./shared.ts";

/** A due draw that its source does not have yet is asked for again after this long. */
export const RECHECK_MS = 5 * 60_000;
/** A draw this recent that its source lacks is likely late, not missing: asked for every 5 min. */
export const RECENT_MS = 3 * 24 * 3_600_000;
/** The longest wait between two asks for a draw that its source still lacks. */
export const RECHECK_MAX_MS = 24 * 3_600_000;
/**
 * A draw held more than a day ago that its source answered empty (a fault for that draw alone) is
 * not asked for again by the same instance for this long: asking for it cannot hammer the source.
 */
export const LACKING_MS = 15_000;
/** A record lacking some prize figure is asked for again after this long, in case it was filled. */
export const INCOMPLETE_RECHECK_MS = 6 * 3_600_000;
/**
 * After a failure a source is left alone this long, doubling with each failure in a row up to the
 * cap, which keeps recovery (the cap plus one timeout) well within 30 seconds.
 */
export const BACKOFF_FIRST_MS = 1_000;
/** The longest a failing source is left alone. */
export const BACKOFF_MAX_MS = 15_000;
/** How far ahead a numbered draw can be told its date: about a thousand years of weekly draws. */
export const MAX_DRAWS_AHEAD = 52_000;

export { isFresh };

/**
 * Whether a kept entry for a named draw can be answered as it is. A source's word that a draw day
 * had no draw is never final, whatever was kept: earlier versions kept it for good.
 */
export function isFreshFor(id: DrawId, entry: CacheEntry, now: number): boolean {
  if (entry.record === null && entry.checkAfter === null && id.date !== undefined) {
    if (isDrawDay(drawFacts(id.game), id.date)) return false;
  }
  return isFresh(entry, now);
}

/** A past draw: kept for good, unless it lacks figures that a later fetch may fill. */
export function pastEntry(record: DrawRecord, fetchedAt: number): CacheEntry {
  return {
    record,
    fetchedAt,
    checkAfter: isIncomplete(record) ? fetchedAt + INCOMPLETE_RECHECK_MS : null,
  };
}

/**
 * The source's word that a draw the schedule says was made is not there: never final (the source
 * may be late, or have missed a row). A draw of the last {@linkcode RECENT_MS} is asked for again
 * every {@linkcode RECHECK_MS} (it is likely to come soon); an older one after {@linkcode RECHECK_MS},
 * doubling with each answer in a row that still lacks it, up to {@linkcode RECHECK_MAX_MS}.
 */
export function missingEntry(
  id: DrawId,
  fetchedAt: number,
  before: CacheEntry | undefined,
): CacheEntry {
  const misses = before !== undefined && before.record === null ? (before.misses ?? 0) + 1 : 1;
  const date = id.date ?? drawDateOf(drawFacts(id.game), id.number!);
  const recent = Date.parse(`${date}T00:00:00Z`) >= fetchedAt - RECENT_MS;
  const wait = recent
    ? RECHECK_MS
    : Math.min(RECHECK_MS * 2 ** Math.min(misses - 1, 20), RECHECK_MAX_MS);
  return { record: null, fetchedAt, checkAfter: fetchedAt + wait, misses };
}

/**
 * A latest draw: checked again once the next draw could be out, or soon if that time passed
 * (the source is behind the schedule).
 */
export function latestEntry(record: DrawRecord, fetchedAt: number, now: number): CacheEntry {
  const facts = drawFacts(record.game);
  const nextOut = publishedAt(facts, nextDrawDate(facts, record.date));
  let checkAfter = nextOut > now ? nextOut : now + RECHECK_MS;
  if (isIncomplete(record)) checkAfter = Math.min(checkAfter, fetchedAt + INCOMPLETE_RECHECK_MS);
  return { record, fetchedAt, checkAfter };
}

/** A draw held longer ago than this that its source answers empty for is a source fault. */
export const MISSING_IS_FAULT_MS = 24 * 3_600_000;

/**
 * Why a source's latest row cannot be the latest draw, or undefined when it checks out: it must
 * be on a draw day of its game, within the game's record, not after the latest draw that can
 * have been held by `now`, and not older than `kept`, the latest already kept. A row that fails
 * is a source fault: never kept, never answered.
 */
export function latestFault(
  record: DrawRecord,
  now: number,
  kept: DrawRecord | null | undefined,
): string | undefined {
  const facts = drawFacts(record.game);
  const what = `the latest ${record.game} row is dated ${record.date}`;
  if (record.date < facts.first.date) {
    return `${what}, before the game's record starts on ${facts.first.date}`;
  }
  if (!isDrawDay(facts, record.date)) return `${what}, which is no draw day of the game`;
  if (drawnAt(facts, record.date) > now) return `${what}, a draw not held yet`;
  if (kept !== undefined && kept !== null && record.date < kept.date) {
    return `${what}, older than the latest already kept (${kept.date})`;
  }
  return undefined;
}

/**
 * Whether a source's empty answer for a draw is a fault of the source rather than a draw it does
 * not have yet: the schedule says it was held more than {@linkcode MISSING_IS_FAULT_MS} ago.
 */
export function missingIsFault(id: DrawId, now: number): boolean {
  const facts = drawFacts(id.game);
  const date = id.date ?? drawDateOf(facts, id.number!);
  return drawnAt(facts, date) < now - MISSING_IS_FAULT_MS;
}

/** How long a source is left alone after `failures` failures in a row (from 1). */
export function backoffMs(failures: number): number {
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, Math.min(failures - 1, 30)), BACKOFF_MAX_MS);
}

/** A source's state after one more failure at `now`. */
export function afterFailure(before: SourceState, now: number): SourceState {
  const failures = before.failures + 1;
  return {
    failures,
    backoffUntil: now + backoffMs(failures),
    lastSuccess: before.lastSuccess,
    lastFailure: now,
  };
}

/** A source's state after it answered at `now`. */
export function afterSuccess(before: SourceState, now: number): SourceState {
  return { failures: 0, backoffUntil: null, lastSuccess: now, lastFailure: before.lastFailure };
}

/** Whether a source is being left alone at `now`. */
export function isBackingOff(state: SourceState, now: number): boolean {
  return state.backoffUntil !== null && now < state.backoffUntil;
}

/** The latest draw by the schedule alone, or undefined before the first. */
export function scheduledLatest(game: DrawGame, now: number): DrawId | undefined {
  const facts = drawFacts(game);
  if (facts.id === "number") {
    const number = latestDrawNumber(facts, now);
    return number < 1 ? undefined : { game, number };
  }
  const date = latestDrawDate(facts, now);
  return date === undefined ? undefined : { game, date };
}

/**
 * The error for a draw that the schedule says does not exist (yet): a number or date not drawn
 * yet, a date before the record starts, or a date that is no draw day of the game. Undefined when
 * the source must be asked.
 */
export function notYet(id: DrawId, now: number): DrawNotFoundError | undefined {
  const { game } = id;
  const facts = drawFacts(game);
  if (id.number !== undefined) {
    const latest = latestDrawNumber(facts, now);
    if (id.number <= latest) return undefined;
    // A number too far ahead for any calendar (past year 9999) has no due date to tell.
    const due = id.number - latest <= MAX_DRAWS_AHEAD
      ? dueOf(facts, id.number, drawDateOf(facts, id.number))
      : undefined;
    return new DrawNotFoundError(
      `${game} draw ${id.number} has not been drawn yet; the latest is draw ${latest}`,
      due,
    );
  }
  const date = id.date;
  if (date < facts.first.date) {
    return new DrawNotFoundError(
      `there is no ${game} draw on ${date}: the record starts on ${facts.first.date}`,
    );
  }
  if (!isDrawDay(facts, date)) {
    const past = date <= new Date(now).toISOString().slice(0, 10);
    return new DrawNotFoundError(
      `there ${past ? "was" : "is"} no ${game} draw on ${date}: ${game} draws on ` +
        drawDaysOn(facts, date),
    );
  }
  // No draw anywhere has a date later than today in UTC; a draw day's draw counts from its
  // publication time.
  if (date > new Date(now).toISOString().slice(0, 10) || now < publishedAt(facts, date)) {
    return new DrawNotFoundError(
      `there is no ${game} draw on ${date} yet`,
      dueOf(facts, date, date),
    );
  }
  return undefined;
}

/** The error for a draw the schedule says was made but its source does not have (yet). */
export function notPublished(id: DrawId): DrawNotFoundError {
  return new DrawNotFoundError(
    id.number !== undefined
      ? `${id.game} draw ${id.number} is not in the official record yet`
      : `the ${id.game} draw of ${id.date} is not in the official record yet`,
  );
}

const WEEKDAYS = [
  "Sundays",
  "Mondays",
  "Tuesdays",
  "Wednesdays",
  "Thursdays",
  "Fridays",
  "Saturdays",
];

/** The days a game draws on at a date, for people: "Wednesdays and Saturdays". */
function drawDaysOn(facts: DrawFacts, date: string): string {
  let weekdays = facts.schedule.days[0]!.weekdays;
  for (const days of facts.schedule.days) if (days.from <= date) weekdays = days.weekdays;
  const names = weekdays.map((day) => WEEKDAYS[day]!);
  return names.length === 1
    ? names[0]!
    : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

function dueOf(facts: DrawFacts, draw: number | string, date: string): DrawDue {
  return { draw, date, time: facts.schedule.drawTime, zoneName: facts.schedule.zoneName };
}
