/**
 * C2SP tlog-checkpoint bodies (c2sp.org/tlog-checkpoint): the origin, the tree size in decimal, the
 * root hash in base64, and opaque extension lines, each ending in a newline.
 *
 * @module
 */
import { fromBase64 } from "./key_text.ts";
import { type Bytes, hasControl, NoteError, toBase64 } from "./note.ts";

/** A checkpoint's body (c2sp.org/tlog-checkpoint). */
export interface Checkpoint {
  /** The log's origin line. */
  readonly origin: string;
  /** The tree's size. */
  readonly size: number;
  /** The tree's root hash (32 bytes). */
  readonly rootHash: Bytes;
  /** Extension lines, as they are (opaque). */
  readonly extensions: readonly string[];
}

/** Parses a checkpoint's body: origin, decimal size (no leading zero), base64 root, extensions. */
export function parseCheckpoint(text: string): Checkpoint {
  if (!text.endsWith("\n") || hasControl(text)) {
    throw new NoteError("malformed", "a checkpoint's body must end in a newline");
  }
  const lines = text.slice(0, -1).split("\n");
  const [origin, sizeText, rootText, ...extensions] = lines;
  if (origin === undefined || origin === "" || sizeText === undefined || rootText === undefined) {
    throw new NoteError("malformed", "a checkpoint needs an origin, a size and a root hash line");
  }
  if (!/^(?:0|[1-9][0-9]{0,15})$/.test(sizeText) || !Number.isSafeInteger(Number(sizeText))) {
    throw new NoteError("malformed", "a checkpoint's size must be a decimal with no leading zero");
  }
  const rootHash = fromBase64(rootText);
  if (rootHash === undefined || rootHash.length !== 32) {
    throw new NoteError("malformed", "a checkpoint's root hash must be base64 of 32 bytes");
  }
  if (extensions.some((line) => line === "")) {
    throw new NoteError("malformed", "a checkpoint's extension lines must not be empty");
  }
  return { origin, size: Number(sizeText), rootHash, extensions };
}

/** A checkpoint's body: origin, size and root hash lines (and extension lines), each with LF. */
export function formatCheckpoint(checkpoint: Checkpoint): string {
  const lines = [
    checkpoint.origin,
    String(checkpoint.size),
    toBase64(checkpoint.rootHash),
    ...checkpoint.extensions,
  ];
  return lines.map((line) => `${line}\n`).join("");
}
