/**
 * The form of signed-note key texts (c2sp.org/signed-note), read without cryptography, so that
 * configuration checks them at start-up without loading Web Crypto: `<name>+<id hex>+<base64>`
 * (a verifier key), or the same after `PRIVATE+KEY+` (a private key, as Go's note.GenerateKey
 * writes it). The key ID's match with the key is checked by src/log/note.ts.
 *
 * @module
 */

/** The parts of a key text. */
export interface KeyText {
  /** The key name. */
  name: string;
  /** The key ID as written. */
  id: number;
  /** The signature type byte: 0x01 Ed25519, 0x04 cosignature/v1. */
  alg: number;
  /** The 32 bytes after the type: an Ed25519 public key, or a private key's seed. */
  material: Uint8Array<ArrayBuffer>;
}

const STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Bytes of standard padded base64, strictly: no white space, no missing padding, no base64url;
 * undefined otherwise (Uint8Array.fromBase64 alone skips white space).
 */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!STRICT_BASE64.test(text)) return undefined;
  try {
    return Uint8Array.fromBase64(text, { lastChunkHandling: "strict" });
  } catch {
    return undefined;
  }
}

/** Whether a key name is valid: non-empty, no Unicode white space (Go's unicode.IsSpace), no `+`. */
export function isValidKeyName(name: string): boolean {
  return name !== "" && !/[\p{White_Space}+]/u.test(name) && !/\p{Cc}/u.test(name);
}

/**
 * Reads a key text: its parts, or a sentence saying what is wrong. `privateKey` asks for the
 * `PRIVATE+KEY+` form; only types 0x01 and 0x04 (Ed25519, 32-byte keys) are taken.
 */
export function readKeyText(text: string, privateKey: boolean): KeyText | string {
  const form = privateKey
    ? "PRIVATE+KEY+<name>+<key id>+<base64 key>"
    : "<name>+<key id>+<base64 key>";
  let rest = text;
  if (privateKey) {
    if (!rest.startsWith("PRIVATE+KEY+")) return `expected ${form}`;
    rest = rest.slice("PRIVATE+KEY+".length);
  }
  // Split at the first two "+" alone: base64 has "+" of its own.
  const first = rest.indexOf("+");
  const second = first === -1 ? -1 : rest.indexOf("+", first + 1);
  if (second === -1) return `expected ${form}`;
  const name = rest.slice(0, first);
  const idHex = rest.slice(first + 1, second);
  if (!isValidKeyName(name)) return 'the key name is empty or holds a space or "+"';
  if (!/^[0-9a-f]{8}$/.test(idHex)) return "the key id must be 8 lower-case hex digits";
  const key = fromBase64(rest.slice(second + 1));
  if (key === undefined || key.length !== 33) {
    return "the key must be base64 of 1 type byte and 32 bytes";
  }
  const alg = key[0]!;
  if (alg !== 0x01 && alg !== 0x04) {
    return `unknown signature type ${alg} (0x01 Ed25519 or 0x04 cosignature/v1 taken)`;
  }
  return { name, id: Number.parseInt(idHex, 16), alg, material: key.slice(1) };
}
