/**
 * C2SP signed notes (c2sp.org/signed-note) with Ed25519 over Web Crypto: the key texts Go's
 * golang.org/x/mod/sumdb/note writes (private `PRIVATE+KEY+<name>+<id>+<base64>`, verifier
 * `<name>+<id>+<base64>`), signing and verifying notes, and the
 * timestamped Ed25519 cosignatures of c2sp.org/tlog-cosignature (`cosignature/v1`, type 0x04).
 * Checkpoint bodies are read and written by src/log/checkpoint.ts.
 *
 * @module
 */
import { sharedKvGuard } from "../kv/guard.ts";
import { fromBase64, isValidKeyName, readKeyText } from "./key_text.ts";

export { fromBase64, isValidKeyName };

/** Signature type of plain Ed25519 note signatures (a log's checkpoint key). */
export const ALG_ED25519 = 0x01;
/** Signature type of timestamped Ed25519 witness cosignatures (`cosignature/v1`). */
export const ALG_COSIGNATURE = 0x04;
/** The signature types this module signs and verifies. */
export type NoteAlg = typeof ALG_ED25519 | typeof ALG_COSIGNATURE;

/** Go's note.Open reads at most this many signature lines; so does {@linkcode parseNote}. */
export const MAX_SIGNATURES = 100;

/** A note, a key text or a checkpoint that is not of the form its spec gives, or that fails. */
export class NoteError extends Error {
  /**
   * `malformed`: not of the form; `unverified`: no signature from a known key;
   * `bad_signature`: a known key's signature does not verify.
   */
  readonly kind: "malformed" | "unverified" | "bad_signature";
  /** Makes the error with its kind and a message that says what is wrong. */
  constructor(kind: NoteError["kind"], message: string) {
    super(message);
    this.name = "NoteError";
    this.kind = kind;
  }
}

const encoder = new TextEncoder();

/** Bytes on an ArrayBuffer, as Web Crypto takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Standard base64 (RFC 4648 section 4) of bytes, with padding. */
export function toBase64(bytes: Uint8Array): string {
  return bytes.toBase64();
}

/** The key ID: the first 4 bytes, big-endian, of SHA-256(name || 0x0A || alg || public key). */
export async function keyIdOf(name: string, alg: number, publicKey: Bytes): Promise<number> {
  const nameBytes = encoder.encode(name);
  const bytes = new Uint8Array(nameBytes.length + 2 + publicKey.length);
  bytes.set(nameBytes);
  bytes[nameBytes.length] = 0x0a;
  bytes[nameBytes.length + 1] = alg;
  bytes.set(publicKey, nameBytes.length + 2);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return new DataView(digest.buffer).getUint32(0);
}

function hex8(id: number): string {
  return id.toString(16).padStart(8, "0");
}

/** A public key that checks signatures (parsed from a vkey). */
export interface NoteVerifier {
  /** The key name. */
  readonly name: string;
  /** The key ID. */
  readonly keyId: number;
  /** The signature type: 0x01 note signatures, 0x04 cosignatures. */
  readonly alg: NoteAlg;
  /** The 32-byte Ed25519 public key. */
  readonly publicKey: Bytes;
  /** The vkey text: `<name>+<id hex>+<base64(alg || public key)>`. */
  readonly vkey: string;
  /** The public key for Web Crypto. */
  readonly cryptoKey: CryptoKey;
}

/** A private key that signs notes (0x01) or cosignatures (0x04). */
export interface NoteSigner extends NoteVerifier {
  /** The private key text: `PRIVATE+KEY+<name>+<id hex>+<base64(alg || seed)>`. */
  readonly privateText: string;
  /** The private key for Web Crypto (not extractable). */
  readonly signingKey: CryptoKey;
}

/** Reads a key text, or throws what is wrong with it. */
function splitKeyText(text: string, privateKey: boolean) {
  const parts = readKeyText(text, privateKey);
  const what = privateKey ? "private key" : "verifier key";
  if (typeof parts === "string") throw new NoteError("malformed", `${what}: ${parts}`);
  return { ...parts, alg: parts.alg as NoteAlg };
}

async function verifierOf(name: string, alg: NoteAlg, publicKey: Bytes) {
  const keyId = await keyIdOf(name, alg, publicKey);
  const key = new Uint8Array([alg, ...publicKey]);
  return {
    name,
    keyId,
    alg,
    publicKey,
    vkey: `${name}+${hex8(keyId)}+${toBase64(key)}`,
    cryptoKey: await crypto.subtle.importKey("raw", publicKey, "Ed25519", true, ["verify"]),
  };
}

/** Parses a vkey (`<name>+<id hex>+<base64(alg || 32-byte key)>`), checking its key ID. */
export async function parseVerifierKey(text: string): Promise<NoteVerifier> {
  const { name, id, alg, material } = splitKeyText(text, false);
  const verifier = await verifierOf(name, alg, material);
  if (verifier.keyId !== id) {
    throw new NoteError("malformed", "verifier key: the key id does not match the name and key");
  }
  return verifier;
}

const PKCS8_ED25519_PREFIX = Uint8Array.fromHex("302e020100300506032b657004220420");

/** A signer from a name, a type and a 32-byte Ed25519 seed. */
export async function signerFromSeed(
  name: string,
  alg: NoteAlg,
  seed: Bytes,
): Promise<NoteSigner> {
  if (!isValidKeyName(name)) {
    throw new NoteError("malformed", `key name ${JSON.stringify(name)} is empty or holds a space`);
  }
  const pkcs8 = new Uint8Array([...PKCS8_ED25519_PREFIX, ...seed]);
  // Web Crypto derives no public key from a private one; its JWK export carries it as `x`.
  const extractable = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", true, ["sign"]);
  const { x } = await crypto.subtle.exportKey("jwk", extractable);
  const publicKey = Uint8Array.fromBase64(x ?? "", { alphabet: "base64url" });
  const verifier = await verifierOf(name, alg, publicKey);
  const signingKey = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", false, ["sign"]);
  const privateText = `PRIVATE+KEY+${name}+${hex8(verifier.keyId)}+${
    toBase64(new Uint8Array([alg, ...seed]))
  }`;
  return { ...verifier, privateText, signingKey };
}

/** Parses a private key text as Go's note.GenerateKey writes it, checking its key ID. */
export async function parsePrivateKey(text: string): Promise<NoteSigner> {
  const { name, id, alg, material } = splitKeyText(text, true);
  const signer = await signerFromSeed(name, alg, material);
  if (signer.keyId !== id) {
    throw new NoteError("malformed", "private key: the key id does not match the name and key");
  }
  return signer;
}

/** Makes a new key of a type under a name, from 32 random bytes. */
export function generateSigner(name: string, alg: NoteAlg): Promise<NoteSigner> {
  return signerFromSeed(name, alg, crypto.getRandomValues(new Uint8Array(32)));
}

/**
 * The signer kept in KV at `kvKey`, made once: the first instance to write it wins (an atomic
 * check that the key is absent), and every other reads the winner's. A kept key of another name
 * or type is an error, since a log's or witness's name is part of what its signatures say.
 */
export async function loadOrMakeKey(
  kv: Deno.Kv,
  kvKey: Deno.KvKey,
  name: string,
  alg: NoteAlg,
): Promise<NoteSigner> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // Instances that share a KV file meet "database is locked" when they start together.
    const kept = await sharedKvGuard(kv).run("read", () => kv.get<string>(kvKey));
    if (kept.value !== null) {
      const signer = await parsePrivateKey(kept.value);
      if (signer.name !== name || signer.alg !== alg) {
        throw new NoteError(
          "malformed",
          `the key kept in KV at ${
            JSON.stringify(kvKey)
          } is ${signer.name} (type ${signer.alg}), ` +
            `not ${name} (type ${alg}); set the key in the environment or move that entry away`,
        );
      }
      return signer;
    }
    const made = await generateSigner(name, alg);
    const written = await sharedKvGuard(kv).run(
      "write",
      () =>
        kv.atomic().check({ key: kvKey, versionstamp: null }).set(kvKey, made.privateText).commit(),
    );
    if (written.ok) return made;
  }
  throw new Error(`could not keep a key at ${JSON.stringify(kvKey)} in KV`);
}

/** One signature line of a note, as read. */
export interface NoteSignature {
  /** The key name. */
  readonly name: string;
  /** The key ID (the signature's first 4 bytes). */
  readonly keyId: number;
  /** The signature after the key ID. */
  readonly signature: Bytes;
  /** The whole line, `U+2014 <name> <base64>\n`. */
  readonly line: string;
}

/** A note: its text (ending in a newline) and its signature lines, in order. */
export interface Note {
  /** The signed text, its final newline included, the blank line not. */
  readonly text: string;
  /** Every signature line, known keys' and others'. */
  readonly signatures: readonly NoteSignature[];
}

const SIGNATURE_PREFIX = "\u2014 ";

/** Parses one signature line (with or without its final newline). */
export function parseSignatureLine(line: string): NoteSignature {
  const bare = line.endsWith("\n") ? line.slice(0, -1) : line;
  if (!bare.startsWith(SIGNATURE_PREFIX)) {
    throw new NoteError("malformed", "a signature line must start with an em dash and a space");
  }
  const rest = bare.slice(SIGNATURE_PREFIX.length);
  const space = rest.indexOf(" ");
  const name = space === -1 ? rest : rest.slice(0, space);
  const bytes = space === -1 ? undefined : fromBase64(rest.slice(space + 1));
  if (!isValidKeyName(name) || bytes === undefined || bytes.length < 5) {
    throw new NoteError(
      "malformed",
      "a signature line must be \u2014 <key name> <base64 signature>",
    );
  }
  return {
    name,
    keyId: new DataView(bytes.buffer, bytes.byteOffset).getUint32(0),
    signature: bytes.subarray(4),
    line: `${bare}\n`,
  };
}

/** Whether text has an ASCII control character other than the newline (notes must not). */
export function hasControl(text: string): boolean {
  // deno-lint-ignore no-control-regex -- control characters are what it looks for
  return /[\u0000-\u0009\u000b-\u001f]/.test(text);
}

/**
 * Parses a signed note: the text, a blank line, one or more signature lines, each ending in a
 * newline. The text ends at the last blank line. Signatures are not checked here.
 */
export function parseNote(message: string): Note {
  if (hasControl(message)) {
    throw new NoteError("malformed", "a note must hold no control character but the newline");
  }
  const split = message.lastIndexOf("\n\n");
  if (split === -1) {
    throw new NoteError("malformed", "a note needs a blank line before its signatures");
  }
  const text = message.slice(0, split + 1);
  const block = message.slice(split + 2);
  if (block === "" || !block.endsWith("\n")) {
    throw new NoteError("malformed", "a note needs signature lines, each ending in a newline");
  }
  const lines = block.slice(0, -1).split("\n");
  if (lines.length > MAX_SIGNATURES) {
    throw new NoteError("malformed", `a note may carry at most ${MAX_SIGNATURES} signatures`);
  }
  return { text, signatures: lines.map(parseSignatureLine) };
}

/** The note's text, a blank line and its signature lines: the form {@linkcode parseNote} reads. */
export function formatNote(text: string, signatureLines: readonly string[]): string {
  return `${text}\n${signatureLines.join("")}`;
}

function cosignedMessage(text: string, timestamp: number): Bytes {
  return encoder.encode(`cosignature/v1\ntime ${timestamp}\n${text}`);
}

function checkTimestamp(timestamp: number | undefined): number {
  if (timestamp === undefined || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new NoteError(
      "malformed",
      "a cosignature needs a time: whole POSIX seconds, not negative",
    );
  }
  return timestamp;
}

/**
 * Signs a note's text and returns the signature line `U+2014 <name> <base64>\n`: for a 0x01 key an
 * Ed25519 signature of the text; for a 0x04 key a cosignature/v1 of the text (a checkpoint's body)
 * at `timestamp` (POSIX seconds): key ID || timestamp (uint64, big-endian) || Ed25519 signature of
 * "cosignature/v1\ntime <timestamp>\n" || text.
 */
export async function signNote(
  text: string,
  signer: NoteSigner,
  timestamp?: number,
): Promise<string> {
  if (!text.endsWith("\n") || hasControl(text)) {
    throw new NoteError("malformed", "a note's text must end in a newline and hold no control");
  }
  let head: Bytes;
  let message: Bytes;
  if (signer.alg === ALG_COSIGNATURE) {
    const time = checkTimestamp(timestamp);
    head = new Uint8Array(12);
    const view = new DataView(head.buffer);
    view.setUint32(0, signer.keyId);
    view.setBigUint64(4, BigInt(time));
    message = cosignedMessage(text, time);
  } else {
    head = new Uint8Array(4);
    new DataView(head.buffer).setUint32(0, signer.keyId);
    message = encoder.encode(text);
  }
  const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", signer.signingKey, message));
  return `${SIGNATURE_PREFIX}${signer.name} ${toBase64(new Uint8Array([...head, ...signature]))}\n`;
}

/** A signature that verified under a known key. */
export interface VerifiedSignature extends NoteSignature {
  /** The key that made it. */
  readonly verifier: NoteVerifier;
  /** For a cosignature, its time (POSIX seconds); undefined for a plain note signature. */
  readonly timestamp: number | undefined;
}

/** Whether one signature line verifies under one key over a note's text (a cosignature's time). */
export async function checkSignature(
  text: string,
  signature: NoteSignature,
  verifier: NoteVerifier,
): Promise<VerifiedSignature | undefined> {
  if (signature.name !== verifier.name || signature.keyId !== verifier.keyId) return undefined;
  let message: Bytes;
  let bytes = signature.signature;
  let timestamp: number | undefined;
  if (verifier.alg === ALG_COSIGNATURE) {
    if (bytes.length !== 72) return undefined;
    const time = new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(0);
    // The spec caps it at 2^63 - 1; a time past 2^53 is no time this service will see.
    if (time > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
    timestamp = Number(time);
    message = cosignedMessage(text, timestamp);
    bytes = bytes.subarray(8);
  } else {
    if (bytes.length !== 64) return undefined;
    message = encoder.encode(text);
  }
  const ok = await crypto.subtle.verify("Ed25519", verifier.cryptoKey, bytes, message);
  return ok ? { ...signature, verifier, timestamp } : undefined;
}

/**
 * Checks a note's signatures against known keys, as the signed-note spec says: lines of unknown
 * keys (name and key ID) are passed over; a known key's line that does not verify rejects the
 * note (`bad_signature`); a note with no verified line is rejected (`unverified`). Returns the
 * verified lines, one per key.
 */
export async function verifyNote(
  note: Note,
  known: readonly NoteVerifier[],
): Promise<VerifiedSignature[]> {
  const verified: VerifiedSignature[] = [];
  for (const signature of note.signatures) {
    const verifier = known.find((key) =>
      key.name === signature.name && key.keyId === signature.keyId
    );
    if (verifier === undefined) continue;
    if (verified.some((done) => done.verifier === verifier)) continue;
    const checked = await checkSignature(note.text, signature, verifier);
    if (checked === undefined) {
      throw new NoteError("bad_signature", `the signature of ${signature.name} does not verify`);
    }
    verified.push(checked);
  }
  if (verified.length === 0) {
    throw new NoteError("unverified", "no signature on the note is from a known key");
  }
  return verified;
}
