/**
 * The register log's hashes, as RFC 9162 section 2.1 defines them: a leaf's hash is the SHA-256 of
 * 0x00 and its data, an inner node's the SHA-256 of 0x01 and its two children's hashes.
 *
 * @module
 */

/** The length of every hash in the log, in bytes. */
export const HASH_BYTES = 32;

async function sha256(parts: readonly Uint8Array[]): Promise<Uint8Array> {
  let length = 0;
  for (const part of parts) length += part.length;
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

const LEAF_PREFIX = new Uint8Array([0x00]);
const NODE_PREFIX = new Uint8Array([0x01]);

/** The hash of a leaf: SHA-256(0x00 || data). */
export function leafHash(data: Uint8Array): Promise<Uint8Array> {
  return sha256([LEAF_PREFIX, data]);
}

/** The hash of an inner node: SHA-256(0x01 || left || right). */
export function nodeHash(left: Uint8Array, right: Uint8Array): Promise<Uint8Array> {
  return sha256([NODE_PREFIX, left, right]);
}
