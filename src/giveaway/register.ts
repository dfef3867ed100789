/**
 * The register of giveaway announcements in Deno KV: each kept under its ID, written once (the
 * first write wins, across every instance that shares the KV, by an atomic check), never changed,
 * and kept until 400 days after its draw.
 *
 * A record is stored as its JSON's UTF-8 bytes cut into parts of at most {@linkcode PART_BYTES}
 * (KV refuses a value over 64 KiB, and a giveaway of 1000 entries of 200 astral characters is
 * about 800 kB), all written in the same atomic operation as the record's head, which the check
 * is on: a reader that finds the head finds every part.
 *
 * @module
 */
import { type KvLane, sharedKvGuard } from "../kv/guard.ts";
import { lazy } from "../lazy.ts";

/** KV could not be read or written, after trying again: the register cannot answer for now. */
export class RegisterUnavailableError extends Error {
  /** Makes the error, keeping what KV threw as its cause. */
  constructor(cause: unknown) {
    super("the giveaway register's storage could not be reached; try again shortly", { cause });
    this.name = "RegisterUnavailableError";
  }
}

/** A giveaway as the register keeps it; everything else in its record is derived from this. */
export interface StoredGiveaway {
  /** When it was first registered, as an ISO time (the server's clock). */
  announced_at: string;
  /** The game whose draw gives the seed. */
  game: string;
  /** The draw: kr645 its number; the others its date. */
  draw: number | string;
  /** The title. */
  title: string;
  /** The entries, in order. */
  entries: string[];
  /** How many winners. */
  winners: number;
}

/** What {@linkcode GiveawayRegister.announce} did. */
export interface Announced {
  /** The record as kept: the one just written, or the one written first. */
  stored: StoredGiveaway;
  /** Whether this call wrote it. */
  created: boolean;
}

/** The register, as the operations see it. */
export interface GiveawayRegister {
  /**
   * Keeps a giveaway under its ID unless one is kept there already, and answers the one kept.
   * `expireAt` (ms since the epoch) is when KV may forget it.
   */
  announce(id: string, giveaway: StoredGiveaway, expireAt: number): Promise<Announced>;
  /** The giveaway kept under an ID, or undefined. */
  read(id: string): Promise<StoredGiveaway | undefined>;
}

/** The head of a record: how many parts it has, and how many bytes in all. */
interface Head {
  /** The format of the parts. */
  v: 1;
  /** How many parts. */
  parts: number;
  /** The JSON's length in bytes. */
  bytes: number;
}

/** The largest part, in bytes: under KV's 65,536-byte value limit, with room for its framing. */
export const PART_BYTES = 60_000;

/**
 * A KV call under the process's KV policy (src/kv/guard.ts: within 1 s, tried again while the
 * file is locked, refused at once while KV fails); one that fails is unavailability.
 */
async function retrying<T>(db: Deno.Kv, lane: KvLane, work: () => Promise<T>): Promise<T> {
  try {
    return await sharedKvGuard(db).run(lane, work);
  } catch (error) {
    throw new RegisterUnavailableError(error);
  }
}

/** The prefix of every register key. */
const PREFIX = "giveaways";

/** The key of a record's head; its parts are under it. */
export function headKey(id: string): Deno.KvKey {
  return [PREFIX, id];
}

/** The key of a record's part. */
function partKey(id: string, index: number): Deno.KvKey {
  return [PREFIX, id, index];
}

/** The ID as a key: its 24 characters, without the dashes. */
function keyId(id: string): string {
  return id.replaceAll("-", "");
}

/**
 * Makes the register over a KV, given or opened on first use (`open` is called at most once, and
 * only when a request needs the register). `now` is the clock, in ms since the epoch.
 */
export function createGiveawayRegister(
  kv: Deno.Kv | (() => Promise<Deno.Kv>),
  now: () => number,
): GiveawayRegister {
  const opened = lazy(() =>
    typeof kv === "function"
      ? kv().catch((error) => {
        throw new RegisterUnavailableError(error);
      })
      : Promise.resolve(kv)
  );
  const store = opened.get;

  async function read(id: string): Promise<StoredGiveaway | undefined> {
    const db = await store();
    const key = keyId(id);
    const head = await retrying(db, "read", () => db.get<Head>(headKey(key)));
    if (head.value === null) return undefined;
    const { parts, bytes } = head.value;
    const chunks = await retrying(db, "read", async () => {
      const found: Uint8Array[] = [];
      for await (const entry of db.list<Uint8Array>({ prefix: headKey(key) })) {
        found.push(entry.value);
      }
      return found;
    });
    if (chunks.length !== parts) {
      // Parts expire with their head; between the two expiries a record is as good as gone.
      return undefined;
    }
    const whole = new Uint8Array(bytes);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.length;
    }
    return JSON.parse(new TextDecoder().decode(whole)) as StoredGiveaway;
  }

  async function announce(
    id: string,
    giveaway: StoredGiveaway,
    expireAt: number,
    again = true,
  ): Promise<Announced> {
    const db = await store();
    const key = keyId(id);
    const bytes = new TextEncoder().encode(JSON.stringify(giveaway));
    const parts = Math.max(1, Math.ceil(bytes.length / PART_BYTES));
    const expireIn = Math.max(1, expireAt - now());
    const head: Head = { v: 1, parts, bytes: bytes.length };
    const result = await retrying(db, "write", () => {
      const write = db.atomic()
        .check({ key: headKey(key), versionstamp: null })
        .set(headKey(key), head, { expireIn });
      for (let i = 0; i < parts; i++) {
        write.set(partKey(key, i), bytes.subarray(i * PART_BYTES, (i + 1) * PART_BYTES), {
          expireIn,
        });
      }
      return write.commit();
    });
    if (result.ok) return { stored: giveaway, created: true };
    const first = await read(id);
    if (first === undefined) {
      // The check failed on a record that is gone by now (expired between the two): write again,
      // once; a KV that keeps failing the check with nothing to read is broken.
      if (again) return announce(id, giveaway, expireAt, false);
      throw new Error(`the register's check failed on ${id}, yet it holds no record there`);
    }
    return { stored: first, created: false };
  }

  return { announce, read };
}
