/**
 * The draws service: past draws from the real sources, kept in the cache, standing through
 * outages. A past draw is fetched once and kept; the latest draw is checked again only once the
 * next scheduled draw could have been published. A failing source is answered from the last good
 * value (`stale: true`), or with a quick 503, and is left alone for a short, growing while.
 *
 * @module
 */
import type { Config } from "../config.ts";
import { HttpError, invalidArgument } from "../http/errors.ts";
import { type CacheEntry, createDrawCache, drawKey, isFresh, latestKey } from "./cache.ts";
import { type DrawId, parseDrawId } from "./draw_id.ts";
import { type Deadline, fetchJson, ShapeError, SourceError, startDeadline } from "./fetch_json.ts";
import { kr645Request, kr645RowNumber, kr645Rows, parseKr645Row } from "./kr645.ts";
import { nyRequest, nyRowDate, nyRows, parseNyRow } from "./ny.ts";
import { type DrawRecord, isIncomplete, type Kr645Draw } from "./record.ts";
import { type DrawGame, FIRST_DRAW_DATE, type NyGame } from "./rules.ts";
import { kr645LatestNumber, kr645PublishedAt, nyNextPublishAt, utcDate } from "./schedule.ts";

/** A draw as answered: the record, whether it is the last good value of a failing source, and when it was fetched. */
export interface DrawResult {
  /** The draw. */
  record: DrawRecord;
  /** True when the source failed and this is the last good value. */
  stale: boolean;
  /** When the record was fetched from its source, as an ISO time. */
  fetchedAt: string;
}

/** Past draws, as the operations see them. */
export interface DrawsService {
  /**
   * The draw `draw` of a game (a kr645 number, or a date YYYY-MM-DD), or the latest when it is
   * undefined. Throws an `HttpError`: 400 `draw_not_found` when there is no such draw, 503
   * `source_unavailable` when the source fails and nothing cached can stand in; errors always
   * come as a rejected promise. A fresh draw held in memory is answered at once, without a
   * promise, so that a cached answer keeps the whole request synchronous.
   */
  getDraw(game: DrawGame, draw?: DrawId): DrawResult | Promise<DrawResult>;
}

/** What the service is made from besides the configuration. */
export interface DrawsServiceOptions {
  /** Where draws are kept across restarts; memory alone when left out. */
  kv?: Deno.Kv;
  /** The fetch to reach the sources with (tests pass their own). */
  fetch?: typeof fetch;
  /** The clock, in ms since the epoch (tests pass their own). */
  now?: () => number;
  /** Where source failures and cache errors are reported (default `console.warn`). */
  log?: (message: string) => void;
}

/** The configuration the service reads. */
export type DrawsConfig = Pick<
  Config,
  "kr645SourceUrl" | "nyOpenDataUrl" | "nyOpenDataAppToken" | "sourceTimeoutMs"
>;

/** A due draw that its source does not have yet is asked for again after this long. */
const RECHECK_MS = 5 * 60_000;
/** A record lacking some prize figure is asked for again after this long, in case it was filled. */
const INCOMPLETE_RECHECK_MS = 6 * 3_600_000;
/** After a failure a source is left alone this long, doubling with each failure in a row up to the
 * cap, which keeps recovery (the cap plus one timeout) well within 30 seconds. */
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 15_000;
/** A date with no draw is kept as such once it is this far in the past (results can be late). */
const FINAL_AFTER_MS = 3 * 24 * 3_600_000;

type SourceName = "kr645" | "ny";

/** Makes the draws service. It does no I/O until asked for a draw. */
export function createDrawsService(
  config: DrawsConfig,
  options: DrawsServiceOptions = {},
): DrawsService {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? console.warn;
  const cache = createDrawCache(options.kv, { log });
  const flights = new Map<string, Promise<DrawResult>>();
  const backoff = new Map<SourceName, { failures: number; until: number }>();

  /** Runs `work` once for a key however many callers want it at the same time. */
  function singleFlight(key: Deno.KvKey, work: () => Promise<DrawResult>): Promise<DrawResult> {
    const id = JSON.stringify(key);
    const pending = flights.get(id);
    if (pending !== undefined) return pending;
    const flight = work().finally(() => flights.delete(id));
    flights.set(id, flight);
    return flight;
  }

  /**
   * Answers a key from memory when fresh (at once, or by throwing `notFound`); otherwise from KV
   * or one refresh shared by all callers.
   */
  function serve(
    key: Deno.KvKey,
    notFound: () => HttpError,
    load: (stale: CacheEntry | undefined) => Promise<DrawResult>,
  ): DrawResult | Promise<DrawResult> {
    const held = cache.peek(key);
    if (held !== undefined && isFresh(held, now())) return answer(held, notFound);
    return singleFlight(key, async () => {
      const entry = await cache.read(key);
      if (entry !== undefined && isFresh(entry, now())) return answer(entry, notFound);
      return await load(entry);
    });
  }

  /**
   * Asks a source within one deadline. On success the entry is kept and answered; on failure the
   * stale entry is answered, or a 503. A missing draw (`draw_not_found`) is not a failure.
   */
  async function refresh(
    source: SourceName,
    key: Deno.KvKey,
    stale: CacheEntry | undefined,
    notFound: () => HttpError,
    fetchEntry: (deadline: Deadline) => Promise<CacheEntry>,
  ): Promise<DrawResult> {
    const blocked = backoff.get(source);
    if (blocked !== undefined && now() < blocked.until) return fallback(source, stale, notFound);
    const deadline = startDeadline(config.sourceTimeoutMs);
    let entry: CacheEntry;
    try {
      entry = await fetchEntry(deadline);
    } catch (error) {
      if (error instanceof HttpError) {
        backoff.delete(source);
        throw error;
      }
      failed(source, error);
      return fallback(source, stale, notFound);
    } finally {
      deadline.clear();
    }
    backoff.delete(source);
    await cache.write(key, entry);
    return answer(entry, notFound);
  }

  function failed(source: SourceName, error: unknown): void {
    const failures = (backoff.get(source)?.failures ?? 0) + 1;
    const wait = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
    backoff.set(source, { failures, until: now() + wait });
    if (error instanceof SourceError) {
      log(`draws: the ${source} source failed: ${error.message}; left alone for ${wait} ms`);
    } else {
      // Not a failure of the source but of this code: keep the stack.
      console.error(`draws: reading the ${source} source failed unexpectedly:`, error);
    }
  }

  function fallback(
    source: SourceName,
    stale: CacheEntry | undefined,
    notFound: () => HttpError,
  ): DrawResult {
    if (stale !== undefined) return answer(stale, notFound, true);
    const until = backoff.get(source)?.until ?? now();
    const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
    // Named by what it is, not by host: the base URL is configurable.
    const name = source === "kr645" ? "official kr645" : "New York open-data";
    throw new HttpError(
      "source_unavailable",
      `the ${name} source of past draws did not answer, and no copy is cached; ` +
        `try again in ${seconds} s`,
      { headers: { "retry-after": String(seconds) } },
    );
  }

  // kr645

  /** Asks for draw `number`; keeps every other good row the answer holds; null when absent. */
  async function askKr645(number: number, deadline: Deadline): Promise<Kr645Draw | null> {
    const { url, headers } = kr645Request(config.kr645SourceUrl, number);
    const rows = kr645Rows(await fetchJson(url, { fetch: fetcher, headers, deadline }));
    let wanted: Kr645Draw | null = null;
    for (const row of rows) {
      const rowNumber = kr645RowNumber(row);
      if (rowNumber === number) {
        wanted = parseKr645Row(row);
      } else if (rowNumber !== undefined) {
        // Neighbours come for free; a bad one is simply not kept.
        try {
          const other = parseKr645Row(row);
          await cache.write(drawKey("kr645", rowNumber), pastEntry(other, now()));
        } catch (error) {
          if (!(error instanceof ShapeError)) throw error;
        }
      }
    }
    return wanted;
  }

  function kr645Draw(number: number): DrawResult | Promise<DrawResult> {
    const latest = kr645LatestNumber(now());
    const notFound = () =>
      drawNotFound(
        number > latest
          ? `kr645 draw ${number} has not been drawn yet; the latest is draw ${latest}`
          : `kr645 draw ${number} is not in the official record yet`,
      );
    if (number > latest) return Promise.reject(notFound());
    const key = drawKey("kr645", number);
    return serve(
      key,
      notFound,
      (stale) =>
        refresh("kr645", key, stale, notFound, async (deadline) => {
          const record = await askKr645(number, deadline);
          // Absent though due: asked again after a while, not on every request.
          return record === null ? missingEntry(RECHECK_MS) : pastEntry(record, now());
        }),
    );
  }

  function kr645Latest(): DrawResult | Promise<DrawResult> {
    const expected = kr645LatestNumber(now());
    const notFound = () => drawNotFound("no kr645 draw has been made yet");
    if (expected < 1) return Promise.reject(notFound());
    const key = latestKey("kr645");
    return serve(key, notFound, async (stale) => {
      // The draw the schedule calls latest, once kept by number, is the latest: no need to ask.
      const known = await cache.read(drawKey("kr645", expected));
      if (known !== undefined && known.record !== null && isFresh(known, now())) {
        const entry = latestEntry(known.record, known.fetchedAt, kr645PublishedAt(expected + 1));
        await cache.write(key, entry);
        return answer(entry, notFound);
      }
      return refresh("kr645", key, stale, notFound, async (deadline) => {
        const record = await askKr645(expected, deadline);
        if (record !== null) {
          await cache.write(drawKey("kr645", expected), pastEntry(record, now()));
          return latestEntry(record, now(), kr645PublishedAt(expected + 1));
        }
        // Not published yet: the one before is the latest until it is.
        if (expected === 1) throw notFound();
        const before = await cache.read(drawKey("kr645", expected - 1));
        const previous = before?.record?.game === "kr645"
          ? before.record
          : await askKr645(expected - 1, deadline);
        if (previous === null) {
          throw new ShapeError(`neither draw ${expected} nor draw ${expected - 1}`);
        }
        await cache.write(drawKey("kr645", expected - 1), pastEntry(previous, now()));
        return latestEntry(previous, now(), now() + RECHECK_MS);
      });
    });
  }

  // Powerball and Mega Millions

  async function askNy(
    game: NyGame,
    date: string | undefined,
    deadline: Deadline,
  ): Promise<unknown[]> {
    const { url, headers } = nyRequest(config.nyOpenDataUrl, game, {
      date,
      appToken: config.nyOpenDataAppToken,
    });
    return nyRows(await fetchJson(url, { fetch: fetcher, headers, deadline }));
  }

  function nyDraw(game: NyGame, date: string): DrawResult | Promise<DrawResult> {
    const today = utcDate(now());
    const first = FIRST_DRAW_DATE[game];
    const notFound = () =>
      drawNotFound(
        date < first
          ? `there is no ${game} draw on ${date}: the record starts on ${first}`
          : date > today
          ? `there is no ${game} draw on ${date} yet`
          : `there was no ${game} draw on ${date}`,
      );
    if (date < first || date > today) return Promise.reject(notFound());
    const key = drawKey(game, date);
    return serve(key, notFound, (stale) =>
      refresh("ny", key, stale, notFound, async (deadline) => {
        const rows = await askNy(game, date, deadline);
        const row = rows.find((candidate) => nyRowDate(candidate) === date);
        if (row !== undefined) return pastEntry(parseNyRow(game, row), now());
        if (rows.length > 0) throw new ShapeError(`rows for other dates than ${date}`);
        // A date long past with no row never gets one; a recent one may still, so it is asked
        // again after a while, not on every request.
        const final = Date.parse(`${date}T00:00:00Z`) < now() - FINAL_AFTER_MS;
        return missingEntry(final ? null : RECHECK_MS);
      }));
  }

  function nyLatest(game: NyGame): DrawResult | Promise<DrawResult> {
    const key = latestKey(game);
    const notFound = () => drawNotFound(`no ${game} draw is on record`);
    return serve(key, notFound, (stale) =>
      refresh("ny", key, stale, notFound, async (deadline) => {
        const [row] = await askNy(game, undefined, deadline);
        if (row === undefined) throw new ShapeError("no rows for the latest draw");
        const record = parseNyRow(game, row);
        await cache.write(drawKey(game, record.date), pastEntry(record, now()));
        return latestEntry(record, now(), nyNextPublishAt(game, record.date));
      }));
  }

  /** A past draw: kept for good, unless it lacks figures that a later fetch may fill. */
  function pastEntry(record: DrawRecord, fetchedAt: number): CacheEntry {
    return {
      record,
      fetchedAt,
      checkAfter: isIncomplete(record) ? fetchedAt + INCOMPLETE_RECHECK_MS : null,
    };
  }

  /** The source's word that a draw does not exist: for good, or to be asked again after `recheckMs`. */
  function missingEntry(recheckMs: number | null): CacheEntry {
    const fetchedAt = now();
    return {
      record: null,
      fetchedAt,
      checkAfter: recheckMs === null ? null : fetchedAt + recheckMs,
    };
  }

  /** A latest draw: checked again once the next draw could be out, or soon if that time passed. */
  function latestEntry(record: DrawRecord, fetchedAt: number, nextOut: number): CacheEntry {
    let checkAfter = nextOut > now() ? nextOut : now() + RECHECK_MS;
    if (isIncomplete(record)) checkAfter = Math.min(checkAfter, fetchedAt + INCOMPLETE_RECHECK_MS);
    return { record, fetchedAt, checkAfter };
  }

  return {
    getDraw(game, draw) {
      try {
        if (draw === undefined) return game === "kr645" ? kr645Latest() : nyLatest(game);
        const checked = parseDrawId(game, draw);
        if (!checked.ok) throw invalidArgument("draw", checked.message);
        return game === "kr645"
          ? kr645Draw(checked.value as number)
          : nyDraw(game, checked.value as string);
      } catch (error) {
        return Promise.reject(error);
      }
    },
  };
}

function answer(entry: CacheEntry, notFound: () => HttpError, stale = false): DrawResult {
  if (entry.record === null) throw notFound();
  return { record: entry.record, stale, fetchedAt: new Date(entry.fetchedAt).toISOString() };
}

function drawNotFound(message: string): HttpError {
  return new HttpError("draw_not_found", message, { field: "draw" });
}
