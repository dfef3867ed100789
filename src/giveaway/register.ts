/**
 * The register of giveaway announcements in Deno KV: each kept under its ID, written once (the
 * first write wins, across every instance that shares the KV, by an atomic check), never changed,
 * kept until 400 days after its draw, and appended to the register's log (src/log/store.ts) in
 * the same atomic operation, with its line in the draw's listing and its cost to the budgets.
 *
 * A record is stored as its JSON gzip-compressed, cut into parts of at most
 * {@linkcode PART_BYTES} (KV refuses a value over 64 KiB), all written in the same atomic
 * operation as the record's head, which the check is on: a reader that finds the head finds every
 * part. A record read is checked before it is answered: its ID is computed again from what is
 * kept, and its leaf in the log rebuilt from it; a record that fails either is damaged, and never
 * served.
 *
 * @module
 */
import { type KvLane, sharedKvGuard } from "../kv/guard.ts";
import { lazy } from "../lazy.ts";
import {
  addCosignatures,
  appendLeaf,
  checkpointFor,
  type CheckpointSigner,
  checkpointText,
  entryBundle,
  hashTile,
  inclusionOf,
  type KeptCheckpoint,
  latestCheckpoint,
  leafOf,
} from "../log/store.ts";
import { announce as announcement } from "./announcement.js";
import { gunzip, gzip, leafText, type StoredGiveaway } from "./stored.ts";
import {
  chargeBudget,
  DEFAULT_BUDGET,
  type RegisterBudget,
  RegisterBudgetError,
  SpentBudgets,
} from "./budget.ts";
import { type DrawListing, listDraw, listingWrites } from "./listing.ts";

export { RegisterBudgetError } from "./budget.ts";
export { leafText, type StoredGiveaway } from "./stored.ts";

/** KV could not be read or written, after trying again: the register cannot answer for now. */
export class RegisterUnavailableError extends Error {
  /** Makes the error, keeping what KV threw as its cause. */
  constructor(cause: unknown) {
    super("the giveaway register's storage could not be reached; try again shortly", { cause });
    this.name = "RegisterUnavailableError";
  }
}

/** A record kept under an ID that is not what it holds: changed in KV, never to be answered. */
export class RecordDamagedError extends Error {
  /** Makes the error, saying what failed. */
  constructor(id: string, what: string) {
    super(
      `the record kept under ${id} is damaged (${what}); it is not served. The log's leaf ` +
        "for it, if any, still holds what was announced",
    );
    this.name = "RecordDamagedError";
  }
}

/** A record's place in the log, as its `log` field says (docs/FAIRNESS.md). */
export interface LogProof {
  /** The leaf's index, from 0. */
  index: number;
  /** The leaf's data, base64. */
  leaf: string;
  /** A signed checkpoint that includes the leaf, with its cosignature lines. */
  checkpoint: string;
  /** The leaf's audit path in that checkpoint's tree, base64 hashes, leaf side first. */
  inclusion: string[];
}

/** A record as the register reads it. */
export interface Kept {
  /** The giveaway. */
  stored: StoredGiveaway;
  /** Its place in the log; null for a record kept before the log was. */
  log: LogProof | null;
}

/** What {@linkcode GiveawayRegister.announce} did. */
export interface Announced extends Kept {
  /** Whether this call wrote it. */
  created: boolean;
}

/** The register, as the operations see it. */
export interface GiveawayRegister {
  /**
   * Keeps a giveaway under its ID unless one is kept there already, and answers the one kept.
   * `expireAt` (ms since the epoch) is when KV may forget the record; `client` is whose budget
   * it is charged to.
   */
  announce(
    id: string,
    giveaway: StoredGiveaway,
    expireAt: number,
    client?: string,
  ): Promise<Announced>;
  /** The giveaway kept under an ID, or undefined; a damaged one throws. */
  read(id: string): Promise<Kept | undefined>;
  /** A page of the announcements of a draw, in log order. */
  list(game: string, draw: string, after: number, limit: number): Promise<DrawListing>;
  /** The log, as C2SP tlog-tiles serves it. */
  readonly log: LogReader;
  /**
   * Checked before a registration's body is read: the refusal it would meet for a budget this
   * instance knows is spent (`RegisterBudgetError`), or for the instance's pace (`pace`, with the
   * seconds until the next turn); undefined when it may go on, a turn of the pace taken.
   */
  admit(
    client: string | undefined,
  ): RegisterBudgetError | { pace: number } | undefined;
}

/** The register's log, read. */
export interface LogReader {
  /** The latest checkpoint, a signed note with its cosignature lines. */
  checkpoint(): Promise<string>;
  /** The log's verifier key text. */
  vkey(): Promise<string>;
  /** A hash tile's bytes, or undefined when the tree has no such tile. */
  hashTile(level: number, n: number, width: number): Promise<Uint8Array | undefined>;
  /** An entry bundle's bytes, or undefined when the tree has no such bundle. */
  entryBundle(n: number, width: number): Promise<Uint8Array | undefined>;
}

/** What the register is made with besides its KV and clock. */
export interface RegisterOptions {
  /** The log's checkpoint signer, made once over the KV (the log key). */
  signer: (db: Deno.Kv) => Promise<CheckpointSigner>;
  /** Asks the witnesses to cosign a new checkpoint; their lines (none when none are set). */
  cosign?: (db: Deno.Kv, size: number, note: string) => Promise<string[]>;
  /** The budgets (default {@linkcode DEFAULT_BUDGET}). */
  budget?: RegisterBudget;
}

/** The head of a record: how many parts it has, how many bytes in all, and its leaf. */
type Head =
  | { v: 1; parts: number; bytes: number }
  | { v: 2; parts: number; bytes: number; index: number };

/** The largest part, in bytes: under KV's 65,536-byte value limit, with room for its framing. */
export const PART_BYTES = 60_000;

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
  options: RegisterOptions,
): GiveawayRegister {
  const opened = lazy(() =>
    typeof kv === "function"
      ? kv().catch((error) => {
        throw new RegisterUnavailableError(error);
      })
      : Promise.resolve(kv)
  );
  const store = opened.get;

  /** A KV call within the KV policy (src/kv/guard.ts); one that fails is unavailability. */
  async function retrying<T>(work: () => Promise<T>, lane: KvLane = "read"): Promise<T> {
    const db = await store();
    try {
      return await sharedKvGuard(db).run(lane, work);
    } catch (error) {
      throw new RegisterUnavailableError(error);
    }
  }
  // Instances that start together on one KV file may meet its lock making the key.
  const signer = lazy(async () => {
    const db = await store();
    return await retrying(() => options.signer(db), "write");
  });
  const budget = options.budget ?? DEFAULT_BUDGET;
  const spentBudgets = new SpentBudgets(budget);

  /** The record's `log`: the checkpoint most witnessed, the earliest of those, and the path. */
  async function proofOf(db: Deno.Kv, index: number, leaf: Uint8Array): Promise<LogProof> {
    const offered = await retrying(() => checkpointFor(db, index));
    if (offered === undefined) throw new Error(`no checkpoint includes leaf ${index}`);
    return await proofIn(db, index, leaf, offered.size, offered.kept);
  }

  async function proofIn(
    db: Deno.Kv,
    index: number,
    leaf: Uint8Array,
    size: number,
    kept: KeptCheckpoint,
  ): Promise<LogProof> {
    const inclusion = await retrying(() => inclusionOf(db, index, size));
    return {
      index,
      leaf: leaf.toBase64(),
      checkpoint: checkpointText(kept),
      inclusion: inclusion.map((hash) => hash.toBase64()),
    };
  }

  /**
   * The new checkpoint with the cosignatures the witnesses gave it, kept with it; a witness or a
   * write that fails is logged as a JSON line and leaves the checkpoint as it was.
   */
  async function witnessed(db: Deno.Kv, size: number, checkpoint: KeptCheckpoint) {
    if (options.cosign === undefined) return checkpoint;
    try {
      const lines = await options.cosign(db, size, checkpoint.note);
      if (lines.length === 0) return checkpoint;
      await retrying(() => addCosignatures(db, size, lines), "write");
      return { ...checkpoint, cosignatures: lines };
    } catch (error) {
      console.error(JSON.stringify({
        level: "error",
        event: "cosignature_failed",
        size,
        error: String(error),
      }));
      return checkpoint;
    }
  }

  async function read(id: string): Promise<Kept | undefined> {
    const db = await store();
    const key = keyId(id);
    const head = await retrying(() => db.get<Head>(headKey(key)));
    if (head.value === null) return undefined;
    const { parts, bytes } = head.value;
    const chunks = await retrying(async () => {
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
    let stored: StoredGiveaway;
    try {
      const json = head.value.v === 2 ? await gunzip(whole) : whole;
      stored = JSON.parse(new TextDecoder().decode(json)) as StoredGiveaway;
    } catch {
      throw new RecordDamagedError(id, "its stored bytes do not read as a record");
    }
    if ((await announcement(stored)).id !== id) {
      throw new RecordDamagedError(id, "what it holds announces another ID");
    }
    if (head.value.v === 1) return { stored, log: null };
    const index = head.value.index;
    const leaf = await retrying(() => leafOf(db, index));
    const expected = new TextEncoder().encode(await leafText(id, stored));
    if (
      leaf === undefined || leaf.length !== expected.length ||
      !leaf.every((b, i) => b === expected[i])
    ) {
      throw new RecordDamagedError(id, `its log leaf ${index} says otherwise`);
    }
    return { stored, log: await proofOf(db, index, leaf) };
  }

  async function announce(
    id: string,
    giveaway: StoredGiveaway,
    expireAt: number,
    client?: string,
  ): Promise<Announced> {
    const db = await store();
    const key = keyId(id);
    const first = await read(id);
    if (first !== undefined) return { ...first, created: false };
    const packed = await gzip(new TextEncoder().encode(JSON.stringify(giveaway)));
    const parts = Math.max(1, Math.ceil(packed.length / PART_BYTES));
    const expireIn = Math.max(1, expireAt - now());
    const leaf = new TextEncoder().encode(await leafText(id, giveaway));
    const logSigner = await signer.get();
    let outcome;
    try {
      outcome = await appendLeaf(db, logSigner, {
        leaf,
        async also(write, index) {
          const head: Head = { v: 2, parts, bytes: packed.length, index };
          write.check({ key: headKey(key), versionstamp: null })
            .set(headKey(key), head, { expireIn });
          for (let i = 0; i < parts; i++) {
            write.set(
              partKey(key, i),
              packed.subarray(i * PART_BYTES, (i + 1) * PART_BYTES),
              { expireIn },
            );
          }
          await listingWrites(write, id, giveaway, index);
          // Outside `retrying`: a spent budget is an answer, not a KV failure to try again.
          const charge = await chargeBudget(db, budget, client, packed.length, now());
          charge(write);
        },
        // Another instance wrote this very record meanwhile: it stands. Otherwise the race was
        // another record's (the log's size or a budget's count moved): try again on its tree.
        settled: () => read(id),
      });
    } catch (error) {
      if (error instanceof RegisterBudgetError) spentBudgets.note(error, client, now());
      if (error instanceof RegisterBudgetError || error instanceof RecordDamagedError) throw error;
      throw new RegisterUnavailableError(error);
    }
    if ("settled" in outcome) return { ...outcome.settled, created: false };
    const { index, checkpoint } = outcome.appended;
    const kept = await witnessed(db, index + 1, checkpoint);
    return {
      stored: giveaway,
      log: await proofIn(db, index, leaf, index + 1, kept),
      created: true,
    };
  }

  async function list(
    game: string,
    draw: string,
    after: number,
    limit: number,
  ): Promise<DrawListing> {
    const db = await store();
    return await retrying(() => listDraw(db, game, draw, after, limit));
  }

  const log: LogReader = {
    checkpoint: async () => latestCheckpoint(await store(), await signer.get()),
    vkey: async () => (await signer.get()).vkey,
    hashTile: async (level, n, width) =>
      await retrying(async () => hashTile(await store(), level, n, width)),
    entryBundle: async (n, width) =>
      await retrying(async () => entryBundle(await store(), n, width)),
  };

  return {
    announce,
    read,
    list,
    log,
    admit(client) {
      const spent = spentBudgets.refusal(client, now());
      if (spent !== undefined) return spent;
      const turn = spentBudgets.pace();
      return turn.ok ? undefined : { pace: turn.retryAfterSeconds };
    },
  };
}

export type { DrawListing };
