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
 * - cache.ts: memory in front of KV, every KV operation under the process's KV policy
 *   (src/kv/guard.ts: within the look-up's deadline and 1 s, none made while KV fails);
 * - source_state.ts: each source's state, shared through KV; coordination.ts: leases and polling,
 *   so that instances on one KV ask a source once between them;
 * - single_flight.ts: one refresh per key in this instance; source_cap.ts: at most
 *   `SOURCE_CONCURRENCY` calls in flight per source;
 * - health.ts: the draws layer's part of `/healthz`.
 *
 * @module
 */
import type { DrawGame } from "../games/mod.ts";
import { answer, type CacheEntry, createDrawCache, drawKey, latestKey } from "./cache.ts";
import { type Coordination, createCoordination } from "./coordination.ts";
import { type DrawId, drawValue } from "./draw_id.ts";
import { DrawNotFoundError, SourceUnavailableError } from "./errors.ts";
import { fetchJson, MissingDrawError, SourceError, startDeadline } from "./fetch_json.ts";
import { createKvGuard, sharedKvGuard } from "../kv/guard.ts";
import { createDrawsHealth, kvFileNow } from "./health.ts";
import { describeKv, isOnDeploy } from "./kv_store.ts";
import {
  isFresh,
  isFreshFor,
  LACKING_MS,
  latestEntry,
  latestFault,
  missingEntry,
  missingIsFault,
  notPublished,
  notYet,
  pastEntry,
  scheduledLatest,
} from "./policy.ts";
import type { DrawRecord } from "./record.ts";
import { createSingleFlight } from "./single_flight.ts";
import { createSourceCap, type SourceCap } from "./source_cap.ts";
import { createHolds, createSourceStates } from "./source_state.ts";
import { createSources, type DrawSource, type SourceIo } from "./sources/mod.ts";
import {
  type DrawResult,
  type DrawsConfig,
  type DrawsService,
  type DrawsServiceOptions,
  logJsonLine,
} from "./types.ts";

export type { DrawsHealth, SourceHealth } from "./health.ts";
export {
  type DrawOrigin,
  type DrawResult,
  type DrawsConfig,
  type DrawsLog,
  type DrawsLogEntry,
  type DrawsService,
  type DrawsServiceOptions,
  logJsonLine,
} from "./types.ts";

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
  /** When it must be answered by, on `performance.now()`: its KV operations end by then. */
  end: number;
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
  const guard = options.kvGuard ?? (kv === undefined ? createKvGuard() : sharedKvGuard(kv));
  const cache = createDrawCache(kv, { log: logKv, guard });
  const coordination: Coordination | undefined = kv === undefined
    ? undefined
    : createCoordination(kv, { guard, cache });
  const states = createSourceStates({ kv, guard, log: logKv });
  const lacking = createHolds(LACKING_MS);
  const cap: SourceCap = createSourceCap(config.sourceConcurrency);
  const flights = createSingleFlight<DrawResult>();

  function startBudget(requestId: string | undefined): Budget {
    const start = performance.now();
    const end = start + config.sourceTimeoutMs + ANSWER_MARGIN_MS;
    const left = () => Math.max(0, end - performance.now());
    return {
      start,
      end,
      requestId,
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
      const entry = await cache.read(key, budget.end);
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
        const entry = await cache.read(drawKey(id.game, drawValue(id)), budget.end);
        if (entry === undefined || entry.record === null || !isFresh(entry, now())) {
          return undefined;
        }
        return entry.record;
      },
      keep: (record: DrawRecord) =>
        cache.write(drawKey(record.game, record.draw), pastEntry(record, now()), budget.end),
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
    if (states.isBlocked(source.name, now())) return fallback(source, key, stale, notFound);
    // Without KV, or while it fails (no lease can be taken), the source is asked as if alone.
    if (coordination === undefined || guard.isFailing("write")) {
      return await askSource(source, key, stale, notFound, ask, budget);
    }
    const waitEnd = budget.start + config.sourceTimeoutMs;
    while (performance.now() < waitEnd) {
      let lease;
      try {
        lease = await coordination.lease(key, budget.end);
      } catch {
        // KV failing is no reason to fail the request: ask as if alone (the guard has logged it).
        return await askSource(source, key, stale, notFound, ask, budget);
      }
      if (lease !== undefined) {
        try {
          // The lease may be free because its last holder has just kept the value and let it go,
          // after this instance found none: then that value is the answer, and the source is not
          // asked again.
          const current = await cache.read(key, budget.end);
          if (current !== undefined && fresh(current)) return answer(current, notFound, "kv");
          // Whoever failed before this lease was free has said so in KV by now.
          await states.sync(source.name, budget.end);
          if (states.isBlocked(source.name, now())) return fallback(source, key, stale, notFound);
          return await askSource(source, key, stale, notFound, ask, budget);
        } finally {
          await lease.release();
        }
      }
      const entry = await coordination.awaitOther(key, waitEnd, fresh);
      if (entry !== undefined) return answer(entry, notFound, "kv");
      // The lease was given up with no value kept: its holder failed, or its time ran out.
      await states.sync(source.name, budget.end);
      if (states.isBlocked(source.name, now())) return fallback(source, key, stale, notFound);
    }
    return fallback(source, key, stale, notFound);
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
    if (ms < MIN_ASK_MS) return fallback(source, key, stale, notFound);
    const deadline = startDeadline(ms);
    const release = await cap.acquire(source.name, deadline.signal);
    if (release === undefined || deadline.timeLeft() < MIN_ASK_MS) {
      // No slot in time to ask: the source did not fail, it was not asked.
      release?.();
      deadline.clear();
      return fallback(source, key, stale, notFound);
    }
    let entry: CacheEntry;
    try {
      entry = await ask(ioFor(budget, deadline));
    } catch (error) {
      if (error instanceof DrawNotFoundError) {
        await states.succeeded(source.name, now(), budget.end);
        throw error;
      }
      await failed(source, error, budget);
      return fallback(source, key, stale, notFound);
    } finally {
      release();
      deadline.clear();
    }
    await cache.write(key, entry, budget.end);
    await states.succeeded(source.name, now(), budget.end);
    return answer(entry, notFound, "source");
  }

  async function failed(source: DrawSource, error: unknown, budget: Budget): Promise<void> {
    // A draw the source lacks is its fault for that draw alone: not counted against the source.
    const state = error instanceof MissingDrawError
      ? undefined
      : await states.failed(source.name, now(), budget.end);
    const wait = state &&
      { backoff_ms: (state.backoffUntil ?? now()) - (state.lastFailure ?? now()) };
    const named = budget.requestId === undefined ? {} : { request_id: budget.requestId };
    if (error instanceof SourceError) {
      log({ level: "warn", source: source.name, error: error.message, ...wait, ...named });
    } else {
      // Not a failure of the source but of this code: keep the stack.
      const stack = error instanceof Error ? error.stack ?? error.message : String(error);
      log({ level: "error", source: source.name, error: stack, ...wait, ...named });
    }
  }

  /**
   * The last good value of a key, or a quick 503 saying when to ask again: when the source's
   * backoff ends, or the key's hold, if its source has just answered it empty, whichever is later.
   */
  function fallback(
    source: DrawSource,
    key: Deno.KvKey,
    stale: CacheEntry | undefined,
    notFound: () => DrawNotFoundError,
  ): DrawResult {
    if (stale !== undefined) return answer(stale, notFound, "stale");
    const backoffUntil = states.get(source.name).backoffUntil ?? now();
    const until = Math.max(backoffUntil, lacking.until(key.join("/")));
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
    const name = key.join("/");
    const ask = (stale: CacheEntry | undefined) => async (io: SourceIo) => {
      const record = await source.draw(id, io);
      if (record !== null) return pastEntry(record, now());
      // Held more than a day ago, so published: an empty answer is the source's fault, for this
      // draw alone, which this instance then leaves alone for a while.
      if (missingIsFault(id, now())) {
        lacking.hold(name, now());
        throw new MissingDrawError(`an empty answer for ${describe(id)}, held more than a day ago`);
      }
      // Absent though due: asked again after a while, longer each time, never for good.
      return missingEntry(id, now(), stale);
    };
    return serve(
      key,
      fresh,
      notFound,
      async (stale, budget) =>
        lacking.until(name) > now()
          ? fallback(source, key, stale, notFound)
          : await refresh(source, key, stale, notFound, fresh, ask(stale), budget),
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
        : await cache.read(drawKey(game, drawValue(expected)), budget.end);
      if (known !== undefined && known.record !== null && isFresh(known, now())) {
        const entry = latestEntry(known.record, known.fetchedAt, now());
        await cache.write(key, entry, budget.end);
        return answer(entry, notFound, "kv");
      }
      return refresh(source, key, stale, notFound, fresh, async (io) => {
        const record = await source.latest(game, io);
        if (record === null) throw notFound();
        // Nothing a source says is kept unless it checks out: a wrong-dated row would stand as
        // the latest draw until the next one.
        const fault = latestFault(record, now(), stale?.record);
        if (fault !== undefined) throw new SourceError(fault);
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
    health: createDrawsHealth({
      kv,
      guard,
      states,
      sources,
      kvStore,
      now,
      kvFile: kvStore.kind === "file" ? kvFileNow(config.kvPath!) : undefined,
    }),
    kvState: () => guard.state(),
  };
}

/** A draw for a log line: `kr645 draw 1000`, `the powerball draw of 2022-11-19`. */
function describe(id: DrawId): string {
  return id.number !== undefined
    ? `${id.game} draw ${id.number}`
    : `the ${id.game} draw of ${id.date}`;
}
