/**
 * A register log made here, apart from src/log/, to test the verifier's proof of time: Ed25519
 * keys (Web Crypto), the leaf text, RFC 9162 trees and audit paths, C2SP checkpoints signed as
 * notes, and cosignature/v1 cosignatures, all written from docs/FAIRNESS.md's log formats.
 *
 * @module
 */
const encoder = new TextEncoder();

/** Standard base64 (RFC 4648 section 4). */
export function encodeBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/** An Ed25519 key pair for notes: its name, note type (0x01 log, 0x04 witness) and vkey. */
export interface NoteSigner {
  name: string;
  alg: 0x01 | 0x04;
  keyId: Uint8Array;
  vkey: string;
  sign(message: Uint8Array): Promise<Uint8Array>;
}

async function sha256(...parts: Uint8Array[]): Promise<Uint8Array> {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/** A new key pair named `name`, of note type `alg`. */
export async function noteSigner(name: string, alg: 0x01 | 0x04 = 0x01): Promise<NoteSigner> {
  const pair = await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ]) as CryptoKeyPair;
  const publicKey = new Uint8Array(await crypto.subtle.exportKey("raw", pair.publicKey));
  const keyId = (await sha256(encoder.encode(`${name}\n`), new Uint8Array([alg]), publicKey))
    .slice(0, 4);
  const keyBytes = new Uint8Array([alg, ...publicKey]);
  return {
    name,
    alg,
    keyId,
    vkey: `${name}+${hex(keyId)}+${encodeBase64(keyBytes)}`,
    sign: async (message) =>
      new Uint8Array(
        await crypto.subtle.sign("Ed25519", pair.privateKey, message as Uint8Array<ArrayBuffer>),
      ),
  };
}

/** The leaf of docs/FAIRNESS.md's log: entry line, id, announced_at, the announcement text. */
export function leafText(id: string, announcedAt: string, announcement: string): string {
  return `fairdraw-log-entry/v1\nid ${id}\nannounced_at ${announcedAt}\n${announcement}`;
}

const leafHash = (data: Uint8Array) => sha256(new Uint8Array([0]), data);
const nodeHash = (left: Uint8Array, right: Uint8Array) => sha256(new Uint8Array([1]), left, right);

/** RFC 9162's split: the largest power of two below n. */
function split(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** RFC 9162's MTH of leaf hashes. */
async function treeHash(hashes: Uint8Array[]): Promise<Uint8Array> {
  if (hashes.length === 1) return hashes[0]!;
  const k = split(hashes.length);
  return nodeHash(await treeHash(hashes.slice(0, k)), await treeHash(hashes.slice(k)));
}

/** RFC 9162's PATH(m, D[n]), leaf side first. */
async function auditPath(m: number, hashes: Uint8Array[]): Promise<Uint8Array[]> {
  if (hashes.length <= 1) return [];
  const k = split(hashes.length);
  return m < k
    ? [...await auditPath(m, hashes.slice(0, k)), await treeHash(hashes.slice(k))]
    : [...await auditPath(m - k, hashes.slice(k)), await treeHash(hashes.slice(0, k))];
}

/** A checkpoint body (C2SP tlog-checkpoint). */
export function checkpointBody(origin: string, size: number, root: Uint8Array): string {
  return `${origin}\n${size}\n${encodeBase64(root)}\n`;
}

/** A note signature line: em dash, name, base64(key ID || signature). */
function signatureLine(signer: NoteSigner, signature: Uint8Array): string {
  return `\u2014 ${signer.name} ${encodeBase64(new Uint8Array([...signer.keyId, ...signature]))}\n`;
}

/** The signature line of a log key over a note's text. */
export async function noteSignature(signer: NoteSigner, text: string): Promise<string> {
  return signatureLine(signer, await signer.sign(encoder.encode(text)));
}

/** The cosignature/v1 line of a witness over a checkpoint body at POSIX time `time`. */
export async function cosignature(
  witness: NoteSigner,
  body: string,
  time: number,
): Promise<string> {
  const signature = await witness.sign(encoder.encode(`cosignature/v1\ntime ${time}\n${body}`));
  const stamp = new Uint8Array(8);
  new DataView(stamp.buffer).setBigUint64(0, BigInt(time));
  return signatureLine(witness, new Uint8Array([...stamp, ...signature]));
}

/** A record's `log` member, as docs/FAIRNESS.md gives its form. */
export interface LogMember {
  index: number;
  leaf: string;
  checkpoint: string;
  inclusion: string[];
}

/** What to build a log of: its leaves, the leaf to prove, and who signs. */
export interface LogOptions {
  /** The leaves' data, in order. */
  leaves: string[];
  /** The leaf to prove. */
  index: number;
  /** The log key that signs the checkpoint. */
  log: NoteSigner;
  /** Witnesses and the POSIX time each cosigns at. */
  witnesses?: [NoteSigner, number][];
  /** The origin line, the log key's name when not given. */
  origin?: string;
}

/** The `log` member for leaf `index` of a tree of `leaves`, signed and cosigned. */
export async function logMember(options: LogOptions): Promise<LogMember> {
  const data = options.leaves.map((leaf) => encoder.encode(leaf));
  const hashes = await Promise.all(data.map(leafHash));
  const body = checkpointBody(
    options.origin ?? options.log.name,
    hashes.length,
    await treeHash(hashes),
  );
  let note = `${body}\n${await noteSignature(options.log, body)}`;
  for (const [witness, time] of options.witnesses ?? []) {
    note += await cosignature(witness, body, time);
  }
  return {
    index: options.index,
    leaf: encodeBase64(data[options.index]!),
    checkpoint: note,
    inclusion: (await auditPath(options.index, hashes)).map(encodeBase64),
  };
}
