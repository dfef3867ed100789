/**
 * A log in memory for the witness's tests: leaves appended, checkpoints signed with a log key,
 * consistency proofs, all with src/log/'s own tree (merkle.ts) and notes (note.ts).
 *
 * @module
 */
import { formatCheckpoint } from "../../src/log/checkpoint.ts";
import { leafHash } from "../../src/log/hash.ts";
import {
  consistencyProof,
  hashesToStore,
  type HashReader,
  treeHash,
} from "../../src/log/merkle.ts";
import { formatNote, type NoteSigner, signNote, toBase64 } from "../../src/log/note.ts";

/** A log in memory. */
export interface MemoryLog {
  /** The tree's size. */
  readonly size: number;
  /** Appends leaves `<prefix> <i>` until the tree has `size` leaves. */
  growTo(size: number, prefix?: string): Promise<void>;
  /** The signed checkpoint note of the tree now. */
  checkpoint(): Promise<string>;
  /** The consistency proof from `m` to the tree now (empty for m = 0 or m = size). */
  prove(m: number): Promise<Uint8Array[]>;
  /** An add-checkpoint body: `old <m>`, the proof from m, a blank line, the checkpoint. */
  addBody(m: number): Promise<string>;
}

/** Makes a log in memory that signs with `signer` (its name is the origin). */
export function memoryLog(signer: NoteSigner): MemoryLog {
  const stored = new Map<string, Uint8Array>();
  const read: HashReader = (indexes) =>
    Promise.resolve(indexes.map(([level, index]) => stored.get(`${level}/${index}`)!));
  let size = 0;
  const log: MemoryLog = {
    get size() {
      return size;
    },
    async growTo(target, prefix = "leaf") {
      while (size < target) {
        const hash = await leafHash(new TextEncoder().encode(`${prefix} ${size}`));
        for (const [level, index, h] of await hashesToStore(size, hash, read)) {
          stored.set(`${level}/${index}`, h);
        }
        size++;
      }
    },
    async checkpoint() {
      const body = formatCheckpoint({
        origin: signer.name,
        size,
        rootHash: new Uint8Array(await treeHash(size, read)),
        extensions: [],
      });
      return formatNote(body, [await signNote(body, signer)]);
    },
    prove(m) {
      return m === 0 || m === size ? Promise.resolve([]) : consistencyProof(m, size, read);
    },
    async addBody(m) {
      const proof = (await log.prove(m)).map((hash) => `${toBase64(hash)}\n`).join("");
      return `old ${m}\n${proof}\n${await log.checkpoint()}`;
    },
  };
  return log;
}
