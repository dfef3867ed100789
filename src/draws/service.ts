/**
 * The draws service: past draws from their sources, kept in the cache, standing through outages.
 * It owns the policy and names no game: what it knows of a game (how its draws are named, its
 * first draw, its schedule) comes from the registry in src/games/, and how to ask for a draw from
 * the game's source (src/draws/sources/).
 *
 * A past draw is fetched once and kept; the latest draw is checked again only once the next
 * scheduled draw could have been published. A failing source is answered from the last good value
 * (`stale: true`), or with a quick `SourceUnavailableError`, and is left alone for a short,
 * growing while.
 *
 * @module
 */
import type { Config } from "../config.ts";
import {
  drawDateOf,
  type DrawFacts,
  drawFacts,
  type DrawGame,
  isDrawDay,
  latestDrawDate,
  latestDrawNumber,
  nextDrawDate,
  publishedAt,
} from "../games/mod.ts";
import { type CacheEntry, createDrawCache, drawKey, isFresh, latestKey } from "./cache.ts";
import { type DrawId, drawValue } from "./draw_id.ts";
import { type DrawDue, DrawNotFoundError, SourceUnavailableError } from "./errors.ts";
import { fetchJson, sleep, SourceError, startDeadline } from "./fetch_json.ts";
import { type DrawRecord, isIncomplete } from "./record.ts";
import {
  isLive,
  type Lease,
  leaseKey,
  readSourceStates,
  type SourceState,
  takeLease,
  UNKNOWN_SOURCE,
  writeSourceState,
} from "./shared.ts";
import { createSources, type DrawSource, type SourceIo } from "./sources/mod.ts";

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
   * One draw by its id, or the latest draw of a game when given the game alone. Fails with a
   * `DrawNotFoundError` when there is no such draw, or a `SourceUnavailableError` when the source
   * fails and nothing kept can stand in; failures always come as a rejected promise. A fresh draw
   * held in memory is answered at once, without a promise, so that a cached answer keeps the
   * whole request synchronous.
   */
  getDraw(game: DrawGame, id?: DrawId): DrawResult | Promise<DrawResult>;
  /**
   * The state of KV and of each source. With KV the sources' states are read from it (what all
   * instances share), so `kv` is `"unreadable"` when that read fails; `"none"` without KV.
   */
  health(): Promise<DrawsHealth>;
}

/** The state of one source, as `GET /healthz` shows it. */
export interface SourceHealth {
  /** The source's short name, e.g. `kr645`, `ny`. */
  name: string;
  /** The games it serves. */
  games: DrawGame[];
  /** When it last answered, as an ISO time; null when never (since the state was kept). */
  last_success: string | null;
  /** When it last failed, as an ISO time; null when never. */
  last_failure: string | null;
  /** Failures in a row. */
  failures: number;
  /** Until when it is left alone after failing, as an ISO time; null when it is not. */
  backoff_until: string | null;
}

/** The state of the draws layer. */
export interface DrawsHealth {
  /** Whether KV could be read: `ok`, `unreadable`, or `none` when draws are kept in memory alone. */
  kv: "ok" | "unreadable" | "none";
  /** Each source of past draws. */
  sources: SourceHealth[];
}

/** One line of the service's log: a source failure or a cache error. */
export interface DrawsLogEntry {
  /** How bad it is. */
  level: "warn" | "error";
  /** The source (or `kv`) it is about. */
  source: string;
  /** What went wrong. */
  error: string;
  /** How long the source is left alone, in ms, after a failure. */
  backoff_ms?: number;
}

/** Where the service logs: by default one JSON line to standard error per entry. */
export type DrawsLog = (entry: DrawsLogEntry) => void;

/** Logs an entry as one JSON line. */
export function logJsonLine(entry: DrawsLogEntry): void {
  console.error(JSON.stringify(entry));
}

/** What the service is made from besides the configuration. */
export interface DrawsServiceOptions {
  /** Where draws are kept across restarts; memory alone when left out. */
  kv?: Deno.Kv;
  /** The fetch to reach the sources with (tests pass their own). */
  fetch?: typeof fetch;
  /** The clock, in ms since the epoch (tests pass their own). */
  now?: () => number;
  /** Where source failures and cache errors are reported (default: JSON lines on stderr). */
  log?: DrawsLog;
  /** The source of each game (default: the real ones, at the configured URLs). */
  sources?: ReadonlyMap<DrawGame, DrawSource>;
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
/** A lease on a draw key outlives the source's time limit by this much: the keeping included. */
const LEASE_MARGIN_MS = 1_000;
/** How often an instance waiting on another's lease looks for the value in KV. */
const POLL_MS = 50;
/** Less time than this left is not worth asking a source with. */
const MIN_ASK_MS = 100;
/** How far ahead a numbered draw can be told its date: about a thousand years of weekly draws. */
const MAX_DRAWS_AHEAD = 52_000;
/** A date with no draw is kept as such once it is this far in the past (results can be late). */
const FINAL_AFTER_MS = 3 * 24 * 3_600_000;

/** Makes the draws service. It does no I/O until asked for a draw. */
export function createDrawsService(
  config: DrawsConfig,
  options: DrawsServiceOptions = {},
): DrawsService {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? logJsonLine;
  const sources = options.sources ?? createSources(config);
  const cache = createDrawCache(options.kv, {
    log: (message) => log({ level: "warn", source: "kv", error: message }),
  });
  const flights = new Map<string, Promise<DrawResult>>();
  /** Each source's state as this instance knows it; with KV, refreshed from what all share. */
  const states = new Map<string, SourceState>();
  const kv = options.kv;
  const sourceNames = [...new Set([...sources.values()].map((source) => source.name))];

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
    notFound: () => DrawNotFoundError,
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

  /** A kept, fresh draw, without asking its source. */
  async function kept(id: DrawId): Promise<DrawRecord | undefined> {
    const entry = await cache.read(drawKey(id.game, drawValue(id)));
    if (entry === undefined || entry.record === null || !isFresh(entry, now())) return undefined;
    return entry.record;
  }

  function keep(record: DrawRecord): Promise<void> {
    return cache.write(drawKey(record.game, record.draw), pastEntry(record, now()));
  }

  function stateOf(source: DrawSource): SourceState {
    return states.get(source.name) ?? UNKNOWN_SOURCE;
  }

  function isBlocked(source: DrawSource): boolean {
    const until = stateOf(source).backoffUntil;
    return until !== null && now() < until;
  }

  /** Takes in the state that all instances share, when it is newer than what this one knows. */
  async function syncState(store: Deno.Kv, source: DrawSource): Promise<void> {
    try {
      const [shared] = await readSourceStates(store, [source.name]);
      if (shared !== undefined) states.set(source.name, shared);
    } catch (error) {
      log({
        level: "warn",
        source: "kv",
        error: `could not read the state of ${source.name}: ${error}`,
      });
    }
  }

  /** Sets a source's state, and shares it through KV when there is one. */
  async function setState(source: DrawSource, state: SourceState): Promise<void> {
    states.set(source.name, state);
    if (kv === undefined) return;
    try {
      await writeSourceState(kv, source.name, state);
    } catch (error) {
      log({
        level: "warn",
        source: "kv",
        error: `could not keep the state of ${source.name}: ${error}`,
      });
    }
  }

  /**
   * Asks a source within one deadline, unless it is being left alone. With KV, the instances
   * that share it ask once between them: the one that takes the key's lease asks, the others wait
   * for the value it keeps, within the same deadline. On success the entry is kept and answered;
   * on failure the stale entry is answered, or a `SourceUnavailableError`. A missing draw is not
   * a failure.
   */
  async function refresh(
    source: DrawSource,
    key: Deno.KvKey,
    stale: CacheEntry | undefined,
    notFound: () => DrawNotFoundError,
    ask: (io: SourceIo) => Promise<CacheEntry>,
  ): Promise<DrawResult> {
    if (isBlocked(source)) return fallback(source, stale, notFound);
    if (kv === undefined) {
      return await askSource(source, key, stale, notFound, ask, config.sourceTimeoutMs);
    }
    const end = performance.now() + config.sourceTimeoutMs;
    while (performance.now() < end) {
      let lease: Lease | undefined;
      try {
        lease = await takeLease(kv, key, config.sourceTimeoutMs + LEASE_MARGIN_MS);
      } catch (error) {
        // KV failing is no reason to fail the request: ask as if alone.
        log({ level: "warn", source: "kv", error: `could not take a lease: ${error}` });
        return await askSource(source, key, stale, notFound, ask, end - performance.now());
      }
      if (lease !== undefined) {
        try {
          // The lease may be free because its last holder has just kept the value and let it go,
          // after this instance found none: then that value is the answer, and the source is not
          // asked again.
          const current = await cache.read(key);
          if (current !== undefined && isFresh(current, now())) return answer(current, notFound);
          // Whoever failed before this lease was free has said so in KV by now.
          await syncState(kv, source);
          if (isBlocked(source)) return fallback(source, stale, notFound);
          return await askSource(source, key, stale, notFound, ask, end - performance.now());
        } finally {
          await lease.release().catch(() => {});
        }
      }
      const entry = await awaitOther(kv, key, end);
      if (entry !== undefined) return answer(entry, notFound);
      // The lease was given up with no value kept: its holder failed, or its time ran out.
      await syncState(kv, source);
      if (isBlocked(source)) return fallback(source, stale, notFound);
    }
    return fallback(source, stale, notFound);
  }

  /**
   * Polls KV until another instance keeps a fresh value for the key (answered), or gives up its
   * lease, or the time is up (undefined). Polled, not watched: `kv.watch` does not see the writes
   * of other processes on a local file.
   */
  async function awaitOther(
    store: Deno.Kv,
    key: Deno.KvKey,
    end: number,
  ): Promise<CacheEntry | undefined> {
    while (performance.now() < end) {
      await sleep(Math.min(POLL_MS, Math.max(0, end - performance.now())));
      let lease: unknown;
      try {
        lease = (await store.get(leaseKey(key))).value;
      } catch {
        return undefined;
      }
      const entry = await cache.read(key);
      if (entry !== undefined && isFresh(entry, now())) return entry;
      if (!isLive(lease, Date.now())) return undefined;
    }
    return undefined;
  }

  /** Asks the source itself, within `ms`. */
  async function askSource(
    source: DrawSource,
    key: Deno.KvKey,
    stale: CacheEntry | undefined,
    notFound: () => DrawNotFoundError,
    ask: (io: SourceIo) => Promise<CacheEntry>,
    ms: number,
  ): Promise<DrawResult> {
    if (ms < MIN_ASK_MS) return fallback(source, stale, notFound);
    const deadline = startDeadline(Math.min(ms, config.sourceTimeoutMs));
    const io: SourceIo = {
      getJson: (url, headers) => fetchJson(url, { fetch: fetcher, headers, deadline }),
      kept,
      keep,
      now,
    };
    let entry: CacheEntry;
    try {
      entry = await ask(io);
    } catch (error) {
      if (error instanceof DrawNotFoundError) {
        await succeeded(source);
        throw error;
      }
      await failed(source, error);
      return fallback(source, stale, notFound);
    } finally {
      deadline.clear();
    }
    await cache.write(key, entry);
    await succeeded(source);
    return answer(entry, notFound);
  }

  function succeeded(source: DrawSource): Promise<void> {
    return setState(source, {
      failures: 0,
      backoffUntil: null,
      lastSuccess: now(),
      lastFailure: stateOf(source).lastFailure,
    });
  }

  async function failed(source: DrawSource, error: unknown): Promise<void> {
    const before = stateOf(source);
    const failures = before.failures + 1;
    const wait = Math.min(BACKOFF_FIRST_MS * 2 ** (failures - 1), BACKOFF_MAX_MS);
    await setState(source, {
      failures,
      backoffUntil: now() + wait,
      lastSuccess: before.lastSuccess,
      lastFailure: now(),
    });
    if (error instanceof SourceError) {
      log({ level: "warn", source: source.name, error: error.message, backoff_ms: wait });
    } else {
      // Not a failure of the source but of this code: keep the stack.
      const stack = error instanceof Error ? error.stack ?? error.message : String(error);
      log({ level: "error", source: source.name, error: stack, backoff_ms: wait });
    }
  }

  function fallback(
    source: DrawSource,
    stale: CacheEntry | undefined,
    notFound: () => DrawNotFoundError,
  ): DrawResult {
    if (stale !== undefined) return answer(stale, notFound, true);
    const until = stateOf(source).backoffUntil ?? now();
    const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
    // Named by what it is, not by host: the base URL is configurable.
    throw new SourceUnavailableError(
      `the ${source.title} source of past draws did not answer, and no copy is cached; ` +
        `try again in ${seconds} s`,
      seconds,
    );
  }

  /** Whether a date is far enough in the past that a draw missing at the source never comes. */
  function isFinal(date: string): boolean {
    return Date.parse(`${date}T00:00:00Z`) < now() - FINAL_AFTER_MS;
  }

  /** One named draw: refused at once when the schedule says it cannot exist yet. */
  function namedDraw(id: DrawId): DrawResult | Promise<DrawResult> {
    const { game } = id;
    const facts = drawFacts(game);
    const source = sources.get(game)!;
    const missing = notYet(facts, id, now());
    if (missing !== undefined) return Promise.reject(missing);
    // A draw the schedule says was made, but that the source does not have: not published yet,
    // unless it is a date that was no draw day.
    const notFound = () =>
      new DrawNotFoundError(
        id.number !== undefined
          ? `${game} draw ${id.number} is not in the official record yet`
          : isDrawDay(facts, id.date) && !isFinal(id.date)
          ? `the ${game} draw of ${id.date} is not in the official record yet`
          : `there was no ${game} draw on ${id.date}`,
      );
    const key = drawKey(game, drawValue(id));
    return serve(key, notFound, (stale) =>
      refresh(source, key, stale, notFound, async (io) => {
        const record = await source.draw(id, io);
        if (record !== null) return pastEntry(record, now());
        // Absent though due: asked again after a while, not on every request. A date long past
        // with no draw never gets one.
        return missingEntry(id.date !== undefined && isFinal(id.date) ? null : RECHECK_MS);
      }));
  }

  function latestDraw(game: DrawGame): DrawResult | Promise<DrawResult> {
    const facts = drawFacts(game);
    const source = sources.get(game)!;
    const notFound = () => new DrawNotFoundError(`no ${game} draw is on record`);
    const key = latestKey(game);
    return serve(key, notFound, async (stale) => {
      // The draw the schedule calls latest, once kept, is the latest: no need to ask.
      const expected = scheduledLatest(facts, game, now());
      const known = expected === undefined
        ? undefined
        : await cache.read(drawKey(game, drawValue(expected)));
      if (known !== undefined && known.record !== null && isFresh(known, now())) {
        const entry = latestEntry(known.record, known.fetchedAt);
        await cache.write(key, entry);
        return answer(entry, notFound);
      }
      return refresh(source, key, stale, notFound, async (io) => {
        const record = await source.latest(game, io);
        if (record === null) throw notFound();
        await keep(record);
        return latestEntry(record, now());
      });
    });
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

  /**
   * A latest draw: checked again once the next draw could be out, or soon if that time passed
   * (the source is behind the schedule).
   */
  function latestEntry(record: DrawRecord, fetchedAt: number): CacheEntry {
    const facts = drawFacts(record.game);
    const nextOut = publishedAt(facts, nextDrawDate(facts, record.date));
    let checkAfter = nextOut > now() ? nextOut : now() + RECHECK_MS;
    if (isIncomplete(record)) checkAfter = Math.min(checkAfter, fetchedAt + INCOMPLETE_RECHECK_MS);
    return { record, fetchedAt, checkAfter };
  }

  async function health(): Promise<DrawsHealth> {
    let kvState: DrawsHealth["kv"] = "none";
    if (kv !== undefined) {
      try {
        const shared = await readSourceStates(kv, sourceNames);
        sourceNames.forEach((name, i) => {
          if (shared[i] !== undefined) states.set(name, shared[i]);
        });
        kvState = "ok";
      } catch {
        kvState = "unreadable";
      }
    }
    const at = now();
    const iso = (time: number | null) => time === null ? null : new Date(time).toISOString();
    return {
      kv: kvState,
      sources: sourceNames.map((name) => {
        const state = states.get(name) ?? UNKNOWN_SOURCE;
        return {
          name,
          games: [...sources].filter(([, source]) => source.name === name).map(([game]) => game),
          last_success: iso(state.lastSuccess),
          last_failure: iso(state.lastFailure),
          failures: state.failures,
          backoff_until: state.backoffUntil !== null && state.backoffUntil > at
            ? iso(state.backoffUntil)
            : null,
        };
      }),
    };
  }

  return {
    getDraw(game, id) {
      try {
        return id === undefined ? latestDraw(game) : namedDraw(id);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    health,
  };
}

/** The latest draw by the schedule alone, or undefined before the first. */
function scheduledLatest(facts: DrawFacts, game: DrawGame, now: number): DrawId | undefined {
  if (facts.id === "number") {
    const number = latestDrawNumber(facts, now);
    return number < 1 ? undefined : { game, number };
  }
  const date = latestDrawDate(facts, now);
  return date === undefined ? undefined : { game, date };
}

/**
 * The error for a draw that cannot exist yet by the schedule, or before the record starts; undefined
 * when the source must be asked.
 */
function notYet(facts: DrawFacts, id: DrawId, now: number): DrawNotFoundError | undefined {
  const { game } = id;
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
  // No draw anywhere has a date later than today in UTC; a draw day's draw counts from its
  // publication time.
  const drawDay = isDrawDay(facts, date);
  if (
    date > new Date(now).toISOString().slice(0, 10) || (drawDay && now < publishedAt(facts, date))
  ) {
    return new DrawNotFoundError(
      `there is no ${game} draw on ${date} yet`,
      drawDay ? dueOf(facts, date, date) : undefined,
    );
  }
  return undefined;
}

function dueOf(facts: DrawFacts, draw: number | string, date: string): DrawDue {
  return { draw, date, time: facts.schedule.drawTime, zoneName: facts.schedule.zoneName };
}

function answer(entry: CacheEntry, notFound: () => DrawNotFoundError, stale = false): DrawResult {
  if (entry.record === null) throw notFound();
  return { record: entry.record, stale, fetchedAt: isoFetchedAt(entry) };
}

/**
 * The ISO time of each entry's fetch, made once per entry: a cached draw is answered many times
 * over, and making the time anew cost each answer 6-7% of its time. Kept beside the entry rather
 * than in it, so that what KV keeps is unchanged.
 */
const fetchedAtIsoOf = new WeakMap<CacheEntry, string>();

function isoFetchedAt(entry: CacheEntry): string {
  let iso = fetchedAtIsoOf.get(entry);
  if (iso === undefined) {
    iso = new Date(entry.fetchedAt).toISOString();
    fetchedAtIsoOf.set(entry, iso);
  }
  return iso;
}
