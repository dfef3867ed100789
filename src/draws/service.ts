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
 * This file wires the units that do the work, each tested on its own:
 * - policy.ts: what the schedule rules out, how long an answer stands, the backoff (pure);
 * - cache.ts: memory in front of KV; kv_guard.ts: every KV operation bounded in time and number,
 *   and none made while KV fails;
 * - source_state.ts: each source's state, shared through KV; coordination.ts: leases and polling,
 *   so that instances on one KV ask a source once between them;
 * - single_flight.ts: one refresh per key in this instance; source_cap.ts: at most
 *   `SOURCE_CONCURRENCY` calls in flight per source;
 * - health.ts: the draws layer's part of `/healthz`.
 *
 * @module
 */
import type { Config } from "../config.ts";
import type { DrawGame } from "../games/mod.ts";
import { type CacheEntry, createDrawCache, drawKey, latestKey } from "./cache.ts";
import { type Coordination, createCoordination } from "./coordination.ts";
import { type DrawId, drawValue } from "./draw_id.ts";
import { DrawNotFoundError, SourceUnavailableError } from "./errors.ts";
import { fetchJson, SourceError, startDeadline } from "./fetch_json.ts";
import { createKvGuard, type KvGuard, type KvGuardState } from "./kv_guard.ts";
import { createDrawsHealth, type DrawsHealth } from "./health.ts";
import { describeKv, isOnDeploy, type KvStore } from "./kv_store.ts";
import {
  isFresh,
  isFreshFor,
  latestEntry,
  missingEntry,
  notPublished,
  notYet,
  pastEntry,
  scheduledLatest,
} from "./policy.ts";
import type { DrawRecord } from "./record.ts";
import { createSingleFlight } from "./single_flight.ts";
import { createSourceCap, type SourceCap } from "./source_cap.ts";
import { createSourceStates } from "./source_state.ts";
import { createSources, type DrawSource, type SourceIo } from "./sources/mod.ts";

/**
 * Where an answer came from: `memory` (this instance's cache, no I/O), `kv` (the KV cache, kept
 * by this instance or another), `source` (asked of the source for this request, or for another
 * request in the same single flight), `stale` (the source failed or was left alone, and this is
 * the last good value).
 */
export type DrawOrigin = "memory" | "kv" | "source" | "stale";

/** A draw as answered: the record, whether it is the last good value of a failing source, and when it was fetched. */
export interface DrawResult {
  /** The draw. */
  record: DrawRecord;
  /** True when the source failed and this is the last good value. */
  stale: boolean;
  /** When the record was fetched from its source, as an ISO time. */
  fetchedAt: string;
  /** Where the answer came from, for spans and the access log. */
  from: DrawOrigin;
}

export type { DrawsHealth, SourceHealth } from "./health.ts";

/** Past draws, as the operations see them. */
export interface DrawsService {
  /**
   * One draw by its id, or the latest draw of a game when given the game alone. Fails with a
   * `DrawNotFoundError` when there is no such draw, or a `SourceUnavailableError` when the source
   * fails and nothing kept can stand in; failures always come as a rejected promise. A fresh draw
   * held in memory is answered at once, without a promise, so that a cached answer keeps the
   * whole request synchronous. `requestId` names the request in the log lines the look-up writes.
   */
  getDraw(game: DrawGame, id?: DrawId, requestId?: string): DrawResult | Promise<DrawResult>;
  /**
   * The state of KV and of each source. With KV the sources' states are read from it (what all
   * instances share), so `kv` is `"unreadable"` when that read fails; `"none"` without KV.
   */
  health(): Promise<DrawsHealth>;
  /** What the KV guard knows now: whether reads and writes are being made, and what hangs. */
  kvState(): KvGuardState;
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
  /** The id of the request it was written for (`X-Request-Id`), when one caused it. */
  request_id?: string;
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
  /** What kind of KV `kv` is (default: told from `kvPath` and `DENO_DEPLOY`). */
  kvStore?: KvStore;
  /** The guard KV operations run through (default: one with the guard's defaults). */
  kvGuard?: KvGuard;
}

/** The configuration the service reads. */
export type DrawsConfig = Pick<
  Config,
  | "kr645SourceUrl"
  | "nyOpenDataUrl"
  | "nyOpenDataAppToken"
  | "sourceTimeoutMs"
  | "sourceConcurrency"
  | "kvPath"
>;

/** A lease on a draw key outlives the source's time limit by this much: the keeping included. */
const LEASE_MARGIN_MS = 1_000;
/** Less time than this left is not worth asking a source with. */
const MIN_ASK_MS = 100;
/**
 * A look-up that the cache cannot answer answers within the source's time limit plus this much
 * (API.md): KV's part, and the keeping after the source answered, fit in it.
 */
const ANSWER_MARGIN_MS = 900;

/** The time one look-up has: its KV operations and its source's answer share it. */
interface Budget {
  /** When the look-up began, on `performance.now()`. */
  start: number;
  /** The ms a KV operation may take now. */
  kvMs(): number;
  /** The ms the source may take now. */
  sourceMs(): number;
  /** The id of the request that began the look-up, for its log lines. */
  requestId?: string;
}

/** Makes the draws service. It does no I/O until asked for a draw. */
export function createDrawsService(
  config: DrawsConfig,
  options: DrawsServiceOptions = {},
): DrawsService {
  const fetcher = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const log = options.log ?? logJsonLine;
  const sources = options.sources ?? createSources(config);
  const kv = options.kv;
  const kvStore = options.kvStore ?? describeKv(config.kvPath, kv !== undefined, isOnDeploy());
  const logKv = (message: string) => log({ level: "warn", source: "kv", error: message });
  const guard = options.kvGuard ?? createKvGuard({ log: logKv });
  const cache = createDrawCache(kv, { log: logKv, guard });
  const coordination: Coordination | undefined = kv === undefined
    ? undefined
    : createCoordination(kv, { guard, cache });
  const states = createSourceStates({ kv, guard, log: logKv });
  const cap: SourceCap = createSourceCap(config.sourceConcurrency);
  const flights = createSingleFlight<DrawResult>();

  function startBudget(requestId: string | undefined): Budget {
    const start = performance.now();
    const end = start + config.sourceTimeoutMs + ANSWER_MARGIN_MS;
    const left = () => Math.max(0, end - performance.now());
    return {
      start,
      requestId,
      kvMs: () => left(),
      // What is left beyond the source's own limit is KV's, for the keeping after it answers.
      sourceMs: () => Math.min(config.sourceTimeoutMs, left() - MIN_ASK_MS),
    };
  }

  /**
   * Answers a key from memory when `fresh` (at once, or by throwing `notFound`); otherwise from KV
   * or one refresh shared by all callers in this instance.
   */
  function serve(
    key: Deno.KvKey,
    fresh: (entry: CacheEntry) => boolean,
    notFound: () => DrawNotFoundError,
    load: (stale: CacheEntry | undefined, budget: Budget) => Promise<DrawResult>,
    requestId: string | undefined,
  ): DrawResult | Promise<DrawResult> {
    const held = cache.peek(key);
    if (held !== undefined && fresh(held)) return answer(held, notFound, "memory");
    return flights.run(JSON.stringify(key), async () => {
      const budget = startBudget(requestId);
      const before = cache.peek(key);
      const entry = await cache.read(key, budget.kvMs());
      if (entry !== undefined && fresh(entry)) {
        return answer(entry, notFound, entry === before ? "memory" : "kv");
      }
      return await load(entry, budget);
    });
  }

  function ioFor(budget: Budget, deadline: ReturnType<typeof startDeadline>): SourceIo {
    return {
      getJson: (url, headers) => fetchJson(url, { fetch: fetcher, headers, deadline }),
      async kept(id: DrawId) {
        const entry = await cache.read(drawKey(id.game, drawValue(id)), budget.kvMs());
        if (entry === undefined || entry.record === null || !isFresh(entry, now())) {
          return undefined;
        }
        return entry.record;
      },
      keep: (record: DrawRecord) =>
        cache.write(drawKey(record.game, record.draw), pastEntry(record, now()), budget.kvMs()),
      now,
    };
  }

  /**
   * Asks a source within the look-up's budget, unless it is being left alone. With KV, the
   * instances that share it ask once between them: the one that takes the key's lease asks, the
   * others wait for the value it keeps, within the source's time limit. When KV fails or does
   * not answer in time, the source is asked directly (the single flight still holds in this
   * instance). On success the entry is kept and answered; on failure the stale entry is answered,
   * or a `SourceUnavailableError`. A missing draw is not a failure.
   */
  async function refresh(
    source: DrawSource,
    key: Deno.KvKey,
    stale: CacheEntry | undefined,
    notFound: () => DrawNotFoundError,
    fresh: (entry: CacheEntry) => boolean,
    ask: (io: SourceIo) => Promise<CacheEntry>,
    budget: Budget,
  ): Promise<DrawResult> {
    if (states.isBlocked(source.name, now())) return fallback(source, stale, notFound);
    // Without KV, or while it fails (no lease can be taken), the source is asked as if alone.
    if (coordination === undefined || guard.isFailing("write")) {
      return await askSource(source, key, stale, notFound, ask, budget);
    }
    const waitEnd = budget.start + config.sourceTimeoutMs;
    while (performance.now() < waitEnd) {
      let lease;
      try {
        lease = await coordination.lease(
          key,
          config.sourceTimeoutMs + LEASE_MARGIN_MS,
          budget.kvMs(),
        );
      } catch {
        // KV failing is no reason to fail the request: ask as if alone (the guard has logged it).
        return await askSource(source, key, stale, notFound, ask, budget);
      }
      if (lease !== undefined) {
        try {
          // The lease may be free because its last holder has just kept the value and let it go,
          // after this instance found none: then that value is the answer, and the source is not
          // asked again.
          const current = await cache.read(key, budget.kvMs());
          if (current !== undefined && fresh(current)) return answer(current, notFound, "kv");
          // Whoever failed before this lease was free has said so in KV by now.
          await states.sync(source.name, budget.kvMs());
          if (states.isBlocked(source.name, now())) return fallback(source, stale, notFound);
          return await askSource(source, key, stale, notFound, ask, budget);
        } finally {
          await lease.release();
        }
      }
      const entry = await coordination.awaitOther(key, waitEnd, fresh);
      if (entry !== undefined) return answer(entry, notFound, "kv");
      // The lease was given up with no value kept: its holder failed, or its time ran out.
      await states.sync(source.name, budget.kvMs());
      if (states.isBlocked(source.name, now())) return fallback(source, stale, notFound);
    }
    return fallback(source, stale, notFound);
  }

  /** Asks the source itself, once a slot under its cap is free, within the budget. */
  async function askSource(
    source: DrawSource,
    key: Deno.KvKey,
    stale: CacheEntry | undefined,
    notFound: () => DrawNotFoundError,
    ask: (io: SourceIo) => Promise<CacheEntry>,
    budget: Budget,
  ): Promise<DrawResult> {
    const ms = budget.sourceMs();
    if (ms < MIN_ASK_MS) return fallback(source, stale, notFound);
    const deadline = startDeadline(ms);
    const release = await cap.acquire(source.name, deadline.signal);
    if (release === undefined || deadline.timeLeft() < MIN_ASK_MS) {
      // No slot in time to ask: the source did not fail, it was not asked.
      release?.();
      deadline.clear();
      return fallback(source, stale, notFound);
    }
    let entry: CacheEntry;
    try {
      entry = await ask(ioFor(budget, deadline));
    } catch (error) {
      if (error instanceof DrawNotFoundError) {
        await states.succeeded(source.name, now(), budget.kvMs());
        throw error;
      }
      await failed(source, error, budget);
      return fallback(source, stale, notFound);
    } finally {
      release();
      deadline.clear();
    }
    await cache.write(key, entry, budget.kvMs());
    await states.succeeded(source.name, now(), budget.kvMs());
    return answer(entry, notFound, "source");
  }

  async function failed(source: DrawSource, error: unknown, budget: Budget): Promise<void> {
    const state = await states.failed(source.name, now(), budget.kvMs());
    const wait = (state.backoffUntil ?? now()) - (state.lastFailure ?? now());
    const named = budget.requestId === undefined ? {} : { request_id: budget.requestId };
    if (error instanceof SourceError) {
      log({ level: "warn", source: source.name, error: error.message, backoff_ms: wait, ...named });
    } else {
      // Not a failure of the source but of this code: keep the stack.
      const stack = error instanceof Error ? error.stack ?? error.message : String(error);
      log({ level: "error", source: source.name, error: stack, backoff_ms: wait, ...named });
    }
  }

  function fallback(
    source: DrawSource,
    stale: CacheEntry | undefined,
    notFound: () => DrawNotFoundError,
  ): DrawResult {
    if (stale !== undefined) return answer(stale, notFound, "stale");
    const until = states.get(source.name).backoffUntil ?? now();
    const seconds = Math.max(1, Math.ceil((until - now()) / 1000));
    // Named by what it is, not by host: the base URL is configurable.
    throw new SourceUnavailableError(
      `the ${source.title} source of past draws did not answer, and no copy is cached; ` +
        `try again in ${seconds} s`,
      seconds,
    );
  }

  /** One named draw: refused at once when the schedule says it does not exist (yet). */
  function namedDraw(id: DrawId, requestId?: string): DrawResult | Promise<DrawResult> {
    const source = sources.get(id.game)!;
    const missing = notYet(id, now());
    if (missing !== undefined) return Promise.reject(missing);
    // A draw the schedule says was made, but that the source does not have: not published yet.
    const notFound = () => notPublished(id);
    const fresh = (entry: CacheEntry) => isFreshFor(id, entry, now());
    const key = drawKey(id.game, drawValue(id));
    return serve(
      key,
      fresh,
      notFound,
      (stale, budget) =>
        refresh(source, key, stale, notFound, fresh, async (io) => {
          const record = await source.draw(id, io);
          if (record !== null) return pastEntry(record, now());
          // Absent though due: asked again after a while, longer each time, never for good.
          return missingEntry(id, now(), stale);
        }, budget),
      requestId,
    );
  }

  function latestDraw(game: DrawGame, requestId?: string): DrawResult | Promise<DrawResult> {
    const source = sources.get(game)!;
    const notFound = () => new DrawNotFoundError(`no ${game} draw is on record`);
    const key = latestKey(game);
    const fresh = (entry: CacheEntry) => isFresh(entry, now());
    return serve(key, fresh, notFound, async (stale, budget) => {
      // The draw the schedule calls latest, once kept, is the latest: no need to ask.
      const expected = scheduledLatest(game, now());
      const known = expected === undefined
        ? undefined
        : await cache.read(drawKey(game, drawValue(expected)), budget.kvMs());
      if (known !== undefined && known.record !== null && isFresh(known, now())) {
        const entry = latestEntry(known.record, known.fetchedAt, now());
        await cache.write(key, entry, budget.kvMs());
        return answer(entry, notFound, "kv");
      }
      return refresh(source, key, stale, notFound, fresh, async (io) => {
        const record = await source.latest(game, io);
        if (record === null) throw notFound();
        await io.keep(record);
        return latestEntry(record, now(), now());
      }, budget);
    }, requestId);
  }

  return {
    getDraw(game, id, requestId) {
      try {
        return id === undefined ? latestDraw(game, requestId) : namedDraw(id, requestId);
      } catch (error) {
        return Promise.reject(error);
      }
    },
    health: createDrawsHealth({ kv, guard, states, sources, kvStore, now }),
    kvState: () => guard.state(),
  };
}

function answer(
  entry: CacheEntry,
  notFound: () => DrawNotFoundError,
  from: DrawOrigin,
): DrawResult {
  if (entry.record === null) throw notFound();
  return { record: entry.record, stale: from === "stale", fetchedAt: isoFetchedAt(entry), from };
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
