/**
 * The register's log in Deno KV (docs/FAIRNESS.md, "The register's log"): leaves, the hash of
 * every complete subtree, and the signed checkpoints by tree size with their witnesses'
 * cosignatures. A leaf is appended under an atomic check on the tree size's versionstamp, in the
 * same atomic operation as the caller's own writes (the register's record): instances that share
 * one KV take turns, never fork the log, and never rewrite a leaf, a hash or a checkpoint.
 *
 * KV keys, under `log`:
 * - `["log", "size"]`: the tree size (a number).
 * - `["log", "leaf", i]`: leaf `i`'s data (bytes).
 * - `["log", "hash", level, k]`: the hash of the complete subtree at `level` (0 the leaf hashes),
 *   index `k` (32 bytes).
 * - `["log", "checkpoint", size]`: `{ note, cosignatures }`, the log's signed note of that size
 *   and the cosignature lines witnesses gave it.
 *
 * @module
 */
import { sharedKvGuard } from "../kv/guard.ts";
import { formatCheckpoint } from "./checkpoint.ts";
import { leafHash } from "./hash.ts";
import {
  consistencyProof,
  emptyRoot,
  hashesToStore,
  type HashIndex,
  type HashReader,
  inclusionProof,
  treeHash,
} from "./merkle.ts";

/** Signs checkpoints with the log's key (src/log/note.ts). */
export interface CheckpointSigner {
  /** The log's origin line, which is also its key's name. */
  readonly origin: string;
  /** The log's verifier key text. */
  readonly vkey: string;
  /** The signed note of a checkpoint body: the body, a blank line and the log's signature line. */
  sign(body: string): Promise<string>;
}

/** A checkpoint as kept: the log's signed note, and the witnesses' cosignature lines. */
export interface KeptCheckpoint {
  /** The signed note, its signature line ending in a newline. */
  note: string;
  /** Cosignature lines, each `U+2014 <witness> <base64>\n` (an em dash). */
  cosignatures: string[];
}

/** A kept checkpoint's text as served: its note with its cosignature lines after the log's. */
export function checkpointText(kept: KeptCheckpoint): string {
  return kept.note + kept.cosignatures.join("");
}

/** The body of the log's checkpoint (C2SP tlog-checkpoint): origin, size, root; no extension. */
function checkpointBody(origin: string, size: number, root: Uint8Array): string {
  return formatCheckpoint({
    origin,
    size,
    rootHash: root as Uint8Array<ArrayBuffer>,
    extensions: [],
  });
}

const SIZE_KEY: Deno.KvKey = ["log", "size"];
const leafKey = (index: number): Deno.KvKey => ["log", "leaf", index];
const hashKey = (level: number, index: number): Deno.KvKey => ["log", "hash", level, index];
const checkpointKey = (size: number): Deno.KvKey => ["log", "checkpoint", size];

/** KV's getMany reads at most this many keys at once. */
const GET_MANY = 10;

/** How many kept checkpoints from a leaf's own are looked at for the most witnessed. */
export const CHECKPOINT_WINDOW = 64;

/** The stored hashes of a KV, as the tree's computations read them. */
export function kvHashReader(db: Deno.Kv): HashReader {
  return async (indexes: readonly HashIndex[]) => {
    const batches: Promise<Deno.KvEntryMaybe<Uint8Array>[]>[] = [];
    for (let i = 0; i < indexes.length; i += GET_MANY) {
      const keys = indexes.slice(i, i + GET_MANY).map(([level, index]) => hashKey(level, index));
      batches.push(db.getMany<Uint8Array[]>(keys));
    }
    const entries = (await Promise.all(batches)).flat();
    return entries.map((entry) => {
      if (entry.value === null) {
        throw new Error(`the log's hash at ${entry.key.slice(2).join("/")} is missing`);
      }
      return entry.value;
    });
  };
}

/** What an append wrote. */
export interface Appended {
  /** The leaf's index. */
  index: number;
  /** The checkpoint of the tree with it (size index + 1). */
  checkpoint: KeptCheckpoint;
}

/** What the caller of {@linkcode appendLeaf} adds to the append, and does after a lost race. */
export interface AppendOptions<T> {
  /** The leaf's data. */
  leaf: Uint8Array;
  /**
   * Adds the caller's own checks and writes to the append's atomic operation (at each attempt:
   * what it checks may have moved since the last).
   */
  also(operation: Deno.AtomicOperation, index: number): void | Promise<void>;
  /**
   * Asked after a commit that failed its checks: an answer that stops the append (another
   * instance wrote the caller's record meanwhile), or undefined to try again.
   */
  settled(): Promise<T | undefined>;
}

/** How many times an append is tried against other instances' appends before it gives up. */
export const APPEND_ATTEMPTS = 40;

/** The log's tree size, and the versionstamp its check is on. */
async function sizeOf(db: Deno.Kv): Promise<{ size: number; versionstamp: string | null }> {
  const entry = await db.get<number>(SIZE_KEY);
  return { size: entry.value ?? 0, versionstamp: entry.versionstamp };
}

/**
 * Appends a leaf, with the caller's writes, in one atomic operation checked on the tree size:
 * `{ appended }`, or `{ settled }` when another instance's write settled it first. Throws when
 * the attempts run out (KV busy beyond reason) or KV fails.
 */
export async function appendLeaf<T>(
  db: Deno.Kv,
  signer: CheckpointSigner,
  options: AppendOptions<T>,
): Promise<{ appended: Appended } | { settled: T }> {
  const read = kvHashReader(db);
  const hash = await leafHash(options.leaf);
  for (let attempt = 1; attempt <= APPEND_ATTEMPTS; attempt++) {
    const { size, versionstamp } = await sharedKvGuard(db).run("read", () => sizeOf(db));
    const stored = await sharedKvGuard(db).run("read", () => hashesToStore(size, hash, read));
    const fresh = new Map(stored.map(([level, index, h]) => [`${level}/${index}`, h]));
    // The new root reads the hashes just made as well as those kept.
    const root = await treeHash(size + 1, async (indexes) => {
      const kept = indexes.filter(([level, index]) => !fresh.has(`${level}/${index}`));
      const found = kept.length === 0 ? [] : await read(kept);
      let next = 0;
      return indexes.map(([level, index]) => fresh.get(`${level}/${index}`) ?? found[next++]!);
    });
    const note = await signer.sign(checkpointBody(signer.origin, size + 1, root));
    const checkpoint: KeptCheckpoint = { note, cosignatures: [] };
    const operation = db.atomic()
      .check({ key: SIZE_KEY, versionstamp })
      .check({ key: leafKey(size), versionstamp: null })
      .set(SIZE_KEY, size + 1)
      .set(leafKey(size), options.leaf)
      .set(checkpointKey(size + 1), checkpoint);
    for (const [level, index, h] of stored) operation.set(hashKey(level, index), h);
    await options.also(operation, size);
    const result = await sharedKvGuard(db).run("write", () => operation.commit());
    if (result.ok) return { appended: { index: size, checkpoint } };
    const settled = await options.settled();
    if (settled !== undefined) return { settled };
    // Another instance appended first: wait a little, more each time, and try on its tree.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 10)));
  }
  throw new Error(`the log's append lost ${APPEND_ATTEMPTS} races in a row`);
}

/** The log's size now. */
export async function logSize(db: Deno.Kv): Promise<number> {
  return (await sizeOf(db)).size;
}

/**
 * The latest checkpoint as served (with its cosignatures); for an empty log, one of size 0 (the
 * root of no leaves, SHA-256 of nothing), signed when asked (Ed25519 signs the same bytes the same
 * way each time).
 */
export async function latestCheckpoint(db: Deno.Kv, signer: CheckpointSigner): Promise<string> {
  for await (
    const entry of db.list<KeptCheckpoint>({ prefix: ["log", "checkpoint"] }, {
      reverse: true,
      limit: 1,
    })
  ) {
    return checkpointText(entry.value);
  }
  return await signer.sign(checkpointBody(signer.origin, 0, await emptyRoot()));
}

/**
 * The checkpoint offered with leaf `index`: of the kept checkpoints that include it (the first
 * {@linkcode CHECKPOINT_WINDOW} from its own), the one with the most cosignatures, the earliest
 * among equals; its size too.
 */
export async function checkpointFor(
  db: Deno.Kv,
  index: number,
): Promise<{ size: number; kept: KeptCheckpoint } | undefined> {
  let best: { size: number; kept: KeptCheckpoint } | undefined;
  for await (
    const entry of db.list<KeptCheckpoint>({
      start: checkpointKey(index + 1),
      end: ["log", "checkpoint", Number.MAX_SAFE_INTEGER],
    }, { limit: CHECKPOINT_WINDOW })
  ) {
    const size = entry.key[2] as number;
    if (best === undefined || entry.value.cosignatures.length > best.kept.cosignatures.length) {
      best = { size, kept: entry.value };
    }
  }
  return best;
}

/** The kept checkpoint of a size, or undefined. */
export async function checkpointOf(db: Deno.Kv, size: number): Promise<KeptCheckpoint | undefined> {
  return (await db.get<KeptCheckpoint>(checkpointKey(size))).value ?? undefined;
}

/**
 * Adds cosignature lines to the kept checkpoint of a size, lines of a witness already there
 * replaced (the first word after the dash is its name); checked on the checkpoint's versionstamp
 * and tried again on a lost race, so that no witness's line is lost.
 */
export async function addCosignatures(
  db: Deno.Kv,
  size: number,
  lines: readonly string[],
): Promise<void> {
  if (lines.length === 0) return;
  const nameOf = (line: string) => line.split(" ")[1];
  for (let attempt = 0; attempt < APPEND_ATTEMPTS; attempt++) {
    const entry = await db.get<KeptCheckpoint>(checkpointKey(size));
    if (entry.value === null) throw new Error(`no checkpoint of size ${size} is kept`);
    const names = new Set(lines.map(nameOf));
    const cosignatures = [
      ...entry.value.cosignatures.filter((line) => !names.has(nameOf(line))),
      ...lines,
    ];
    const result = await db.atomic().check(entry)
      .set(checkpointKey(size), { ...entry.value, cosignatures }).commit();
    if (result.ok) return;
  }
  throw new Error(`the cosignatures of checkpoint ${size} lost every race`);
}

/** The data of leaf `index`, or undefined. */
export async function leafOf(db: Deno.Kv, index: number): Promise<Uint8Array | undefined> {
  return (await db.get<Uint8Array>(leafKey(index))).value ?? undefined;
}

/** The inclusion proof of leaf `index` in the tree of `size`. */
export function inclusionOf(db: Deno.Kv, index: number, size: number): Promise<Uint8Array[]> {
  return inclusionProof(index, size, kvHashReader(db));
}

/** The consistency proof from the tree of `m` leaves to that of `n`. */
export function consistencyOf(db: Deno.Kv, m: number, n: number): Promise<Uint8Array[]> {
  return consistencyProof(m, n, kvHashReader(db));
}

/** The root of the tree of `size` leaves. */
export function rootOf(db: Deno.Kv, size: number): Promise<Uint8Array> {
  return treeHash(size, kvHashReader(db));
}

/** The leaves a tile spans, at most this many (C2SP tlog-tiles' height 8). */
export const TILE_WIDTH = 256;

/**
 * A hash tile's bytes (C2SP tlog-tiles): the hashes of level `8 * level`, from index
 * `256 * n`, `width` of them; undefined when the tree has fewer.
 */
export async function hashTile(
  db: Deno.Kv,
  level: number,
  n: number,
  width: number,
): Promise<Uint8Array | undefined> {
  const size = await logSize(db);
  const height = 8 * level;
  const start = n * TILE_WIDTH;
  if (height > 52 || start + width > Math.floor(size / 2 ** height)) return undefined;
  const out = new Uint8Array(width * 32);
  let i = 0;
  for await (
    const entry of db.list<Uint8Array>({
      start: hashKey(height, start),
      end: hashKey(height, start + width),
    })
  ) {
    out.set(entry.value, i * 32);
    i++;
  }
  return i === width ? out : undefined;
}

/**
 * An entry bundle's bytes (C2SP tlog-tiles): leaves `256 * n` on, `width` of them, each as its
 * length (2 bytes, big-endian) and its data; undefined when the tree has fewer.
 */
export async function entryBundle(
  db: Deno.Kv,
  n: number,
  width: number,
): Promise<Uint8Array | undefined> {
  const size = await logSize(db);
  const start = n * TILE_WIDTH;
  if (start + width > size) return undefined;
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (
    const entry of db.list<Uint8Array>({ start: leafKey(start), end: leafKey(start + width) })
  ) {
    parts.push(entry.value);
    total += 2 + entry.value.length;
  }
  if (parts.length !== width) return undefined;
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out[at] = part.length >> 8;
    out[at + 1] = part.length & 0xff;
    out.set(part, at + 2);
    at += 2 + part.length;
  }
  return out;
}
