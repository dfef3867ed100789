/**
 * The RFC 8439 ChaCha20 keystream, from the platform's own implementation in `node:crypto`.
 *
 * @module
 */
import { createCipheriv } from "node:crypto";

/** Pulls the next `length` bytes of a keystream. */
export type KeystreamReader = (length: number) => Uint8Array;

/**
 * Opens the ChaCha20 keystream (RFC 8439, section 2.4) for a 32-byte key, with an all-zero
 * 96-bit nonce and the block counter starting at `counter` (0 unless given).
 *
 * Each call of the returned reader continues the stream where the previous one stopped.
 */
export function openKeystream(key: Uint8Array, counter = 0): KeystreamReader {
  if (key.length !== 32) throw new RangeError(`a ChaCha20 key is 32 bytes, got ${key.length}`);
  // node:crypto takes a 16-byte IV: the 32-bit block counter (little-endian), then the nonce.
  const iv = new Uint8Array(16);
  new DataView(iv.buffer).setUint32(0, counter, true);
  const cipher = createCipheriv("chacha20", key, iv);
  return (length) => new Uint8Array(cipher.update(new Uint8Array(length)));
}
