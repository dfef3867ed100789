/**
 * The cache of draws: Deno KV, with a small in-memory layer in front for hot reads. Each entry
 * carries the time it was fetched and the time after which it should be checked again, so
 * freshness never depends on `expireIn` (which only bounds deletion from below).
 *
 * @module
 */
import type { DrawGame } from "../games/mod.ts";
import { guardedKv, type KvGuard, KvUnavailableError } from "../kv/guard.ts";
import type { DrawNotFoundError } from "./errors.ts";
import type { DrawRecord } from "./record.ts";

/** One answer of a source as kept: a draw, or the fact that there was none. */
export interface CacheEntry {
  /** The draw, or null when the source said there was no such draw (kept only when final). */
  record: DrawRecord | null;
  /** When it was fetched, in ms since the epoch. */
  fetchedAt: number;
  /** When to check it again, in ms since the epoch; null when it never changes. */
  checkAfter: number | null;
  /** For a draw the source lacked: how many answers in a row lacked it (absent in older values). */
  misses?: number;
}

/** Bumped when the shape of {@linkcode CacheEntry} changes, so old values are never misread. */
const VERSION = "v1";
const DRAWS_PREFIX = "draws";
const LATEST_PREFIX = "draws_latest";

/** The key of one named draw: by its number, or its date. */
export function drawKey(game: DrawGame, id: number | string): Deno.KvKey {
  return [DRAWS_PREFIX, VERSION, game, id];
}

/** The key of a game's latest draw. */
export function latestKey(game: DrawGame): Deno.KvKey {
  return [LATEST_PREFIX, VERSION, game];
}

/** Whether an entry can be answered as it is at a time. */
export function isFresh(entry: CacheEntry, now: number): boolean {
  return entry.checkAfter === null || now < entry.checkAfter;
}

/** Where draws are kept. */
export interface DrawCache {
  /** The entry in memory, without waiting: the hot path. */
  peek(key: Deno.KvKey): CacheEntry | undefined;
  /**
   * The entry from memory or KV, whichever is newer; undefined when neither has it. KV is waited
   * for until `deadline` (on `performance.now()`) at most, and within the KV policy's 1 s.
   */
  read(key: Deno.KvKey, deadline?: number): Promise<CacheEntry | undefined>;
  /** Keeps an entry in memory and KV, waiting on KV until `deadline` at most (and 1 s). */
  write(key: Deno.KvKey, entry: CacheEntry, deadline?: number): Promise<void>;
}

/** Options of {@linkcode createDrawCache}. */
export interface DrawCacheOptions {
  /** How many entries the memory layer holds (default 1000); the least recently used go first. */
  memoryLimit?: number;
  /** Where KV errors are reported (default `console.warn`). */
  log?: (message: string) => void;
  /**
   * The KV policy's guard every KV operation runs through (default the process's). A refusal of
   * the guard is a miss, not logged: the guard logs KV failing once.
   */
  guard?: KvGuard;
}

/**
 * Makes a cache on a KV store, or on memory alone when `kv` is undefined. A KV error is logged
 * and taken as a miss: the cache may forget, but never fails a request.
 */
export function createDrawCache(
  kv: Deno.Kv | undefined,
  options: DrawCacheOptions = {},
): DrawCache {
  const limit = options.memoryLimit ?? 1000;
  const log = options.log ?? console.warn;
  const memory = new Map<string, CacheEntry>();
  const { guard } = options;

  function remember(id: string, entry: CacheEntry): void {
    memory.delete(id);
    memory.set(id, entry);
    if (memory.size > limit) memory.delete(memory.keys().next().value!);
  }

  return {
    peek(key) {
      const id = JSON.stringify(key);
      const entry = memory.get(id);
      if (entry !== undefined) remember(id, entry);
      return entry;
    },
    async read(key, deadline) {
      const id = JSON.stringify(key);
      const held = memory.get(id);
      const stored = kv === undefined
        ? undefined
        : await readEntry(() => guardedKv(kv, { guard, deadline }).get(key), key, log);
      const newest =
        held === undefined || (stored !== undefined && stored.fetchedAt > held.fetchedAt)
          ? stored
          : held;
      if (newest !== undefined) remember(id, newest);
      return newest;
    },
    async write(key, entry, deadline) {
      remember(JSON.stringify(key), entry);
      if (kv === undefined) return;
      try {
        await guardedKv(kv, { guard, deadline }).set(key, entry);
      } catch (error) {
        if (error instanceof KvUnavailableError) return;
        log(`draws: could not keep ${JSON.stringify(key)} in KV: ${error}`);
      }
    },
  };
}

/** A typed read: a value of another shape (an older version, a stray write) counts as absent. */
async function readEntry(
  get: () => Promise<Deno.KvEntryMaybe<unknown>>,
  key: Deno.KvKey,
  log: (message: string) => void,
): Promise<CacheEntry | undefined> {
  try {
    const { value } = await get();
    return isCacheEntry(value) ? value : undefined;
  } catch (error) {
    if (error instanceof KvUnavailableError) return undefined;
    log(`draws: could not read ${JSON.stringify(key)} from KV: ${error}`);
    return undefined;
  }
}

function isCacheEntry(value: unknown): value is CacheEntry {
  if (typeof value !== "object" || value === null) return false;
  const { record, fetchedAt, checkAfter, misses } = value as Record<string, unknown>;
  return typeof fetchedAt === "number" && (misses === undefined || typeof misses === "number") &&
    (checkAfter === null || typeof checkAfter === "number") &&
    (record === null || (typeof record === "object" && record !== null && "game" in record));
}

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

/** What a kept entry answers: its draw, or `notFound`'s error for a draw kept as missing. */
export function answer(
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
