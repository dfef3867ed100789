/**
 * The RFC 8439 ChaCha20 keystream (section 2.4), with an all-zero 96-bit nonce.
 *
 * The block function is written out here rather than taken from `node:crypto`: a cipher object
 * from `node:crypto` costs about 4 microseconds to create, more than a whole small answer, while
 * one block below costs well under one. The tests check every byte against `node:crypto`.
 *
 * @module
 */

/** The words of "expand 32-byte k", the first row of every ChaCha20 state. */
const S0 = 0x61707865, S1 = 0x3320646e, S2 = 0x79622d32, S3 = 0x6b206574;

/**
 * The ChaCha20 keystream of one 32-byte key, as 32-bit little-endian words.
 *
 * The key's words are kept in a plain array, not a typed array: a stream is opened for every
 * answer, and allocating a small typed array (or a DataView) costs twenty times a plain array's,
 * which made the two of them a tenth of a dice answer (bench/README.md, "Measured choices in the
 * code").
 */
export class ChaCha20 {
  readonly #key: number[];
  #counter: number;

  /** Opens the keystream of a 32-byte key, with the block counter starting at `counter`. */
  constructor(key: ArrayLike<number>, counter = 0) {
    if (key.length !== 32) throw new RangeError(`a ChaCha20 key is 32 bytes, got ${key.length}`);
    this.#key = [
      wordAt(key, 0),
      wordAt(key, 4),
      wordAt(key, 8),
      wordAt(key, 12),
      wordAt(key, 16),
      wordAt(key, 20),
      wordAt(key, 24),
      wordAt(key, 28),
    ];
    this.#counter = counter;
  }

  /**
   * Writes the next 64-byte block into `out` as 16 words, each the little-endian reading of 4
   * keystream bytes (an unsigned 32-bit integer), and moves the counter on by one.
   */
  nextBlock(out: Uint32Array | number[]): void {
    const k = this.#key;
    const j4 = k[0]!, j5 = k[1]!, j6 = k[2]!, j7 = k[3]!;
    const j8 = k[4]!, j9 = k[5]!, j10 = k[6]!, j11 = k[7]!;
    const j12 = this.#counter;
    this.#counter = (this.#counter + 1) >>> 0;
    let x0: number = S0, x1: number = S1, x2: number = S2, x3: number = S3;
    let x4 = j4, x5 = j5, x6 = j6, x7 = j7, x8 = j8, x9 = j9, x10 = j10, x11 = j11;
    let x12 = j12, x13 = 0, x14 = 0, x15 = 0;
    for (let round = 0; round < 20; round += 2) {
      // Column round.
      x0 = (x0 + x4) | 0, x12 ^= x0, x12 = (x12 << 16) | (x12 >>> 16);
      x8 = (x8 + x12) | 0, x4 ^= x8, x4 = (x4 << 12) | (x4 >>> 20);
      x0 = (x0 + x4) | 0, x12 ^= x0, x12 = (x12 << 8) | (x12 >>> 24);
      x8 = (x8 + x12) | 0, x4 ^= x8, x4 = (x4 << 7) | (x4 >>> 25);
      x1 = (x1 + x5) | 0, x13 ^= x1, x13 = (x13 << 16) | (x13 >>> 16);
      x9 = (x9 + x13) | 0, x5 ^= x9, x5 = (x5 << 12) | (x5 >>> 20);
      x1 = (x1 + x5) | 0, x13 ^= x1, x13 = (x13 << 8) | (x13 >>> 24);
      x9 = (x9 + x13) | 0, x5 ^= x9, x5 = (x5 << 7) | (x5 >>> 25);
      x2 = (x2 + x6) | 0, x14 ^= x2, x14 = (x14 << 16) | (x14 >>> 16);
      x10 = (x10 + x14) | 0, x6 ^= x10, x6 = (x6 << 12) | (x6 >>> 20);
      x2 = (x2 + x6) | 0, x14 ^= x2, x14 = (x14 << 8) | (x14 >>> 24);
      x10 = (x10 + x14) | 0, x6 ^= x10, x6 = (x6 << 7) | (x6 >>> 25);
      x3 = (x3 + x7) | 0, x15 ^= x3, x15 = (x15 << 16) | (x15 >>> 16);
      x11 = (x11 + x15) | 0, x7 ^= x11, x7 = (x7 << 12) | (x7 >>> 20);
      x3 = (x3 + x7) | 0, x15 ^= x3, x15 = (x15 << 8) | (x15 >>> 24);
      x11 = (x11 + x15) | 0, x7 ^= x11, x7 = (x7 << 7) | (x7 >>> 25);
      // Diagonal round.
      x0 = (x0 + x5) | 0, x15 ^= x0, x15 = (x15 << 16) | (x15 >>> 16);
      x10 = (x10 + x15) | 0, x5 ^= x10, x5 = (x5 << 12) | (x5 >>> 20);
      x0 = (x0 + x5) | 0, x15 ^= x0, x15 = (x15 << 8) | (x15 >>> 24);
      x10 = (x10 + x15) | 0, x5 ^= x10, x5 = (x5 << 7) | (x5 >>> 25);
      x1 = (x1 + x6) | 0, x12 ^= x1, x12 = (x12 << 16) | (x12 >>> 16);
      x11 = (x11 + x12) | 0, x6 ^= x11, x6 = (x6 << 12) | (x6 >>> 20);
      x1 = (x1 + x6) | 0, x12 ^= x1, x12 = (x12 << 8) | (x12 >>> 24);
      x11 = (x11 + x12) | 0, x6 ^= x11, x6 = (x6 << 7) | (x6 >>> 25);
      x2 = (x2 + x7) | 0, x13 ^= x2, x13 = (x13 << 16) | (x13 >>> 16);
      x8 = (x8 + x13) | 0, x7 ^= x8, x7 = (x7 << 12) | (x7 >>> 20);
      x2 = (x2 + x7) | 0, x13 ^= x2, x13 = (x13 << 8) | (x13 >>> 24);
      x8 = (x8 + x13) | 0, x7 ^= x8, x7 = (x7 << 7) | (x7 >>> 25);
      x3 = (x3 + x4) | 0, x14 ^= x3, x14 = (x14 << 16) | (x14 >>> 16);
      x9 = (x9 + x14) | 0, x4 ^= x9, x4 = (x4 << 12) | (x4 >>> 20);
      x3 = (x3 + x4) | 0, x14 ^= x3, x14 = (x14 << 8) | (x14 >>> 24);
      x9 = (x9 + x14) | 0, x4 ^= x9, x4 = (x4 << 7) | (x4 >>> 25);
    }
    // Each sum modulo 2^32, as an unsigned integer (>>> 0), whatever `out` stores.
    out[0] = (x0 + S0) >>> 0, out[1] = (x1 + S1) >>> 0;
    out[2] = (x2 + S2) >>> 0, out[3] = (x3 + S3) >>> 0;
    out[4] = (x4 + j4) >>> 0, out[5] = (x5 + j5) >>> 0;
    out[6] = (x6 + j6) >>> 0, out[7] = (x7 + j7) >>> 0;
    out[8] = (x8 + j8) >>> 0, out[9] = (x9 + j9) >>> 0;
    out[10] = (x10 + j10) >>> 0, out[11] = (x11 + j11) >>> 0;
    out[12] = (x12 + j12) >>> 0, out[13] = x13 >>> 0;
    out[14] = x14 >>> 0, out[15] = x15 >>> 0;
  }
}

/** The little-endian 32-bit word of 4 bytes from `offset`, unsigned. */
function wordAt(bytes: ArrayLike<number>, offset: number): number {
  return (bytes[offset]! | (bytes[offset + 1]! << 8) | (bytes[offset + 2]! << 16) |
    (bytes[offset + 3]! << 24)) >>> 0;
}

/** Pulls the next `length` bytes of a keystream. */
export type KeystreamReader = (length: number) => Uint8Array;

/**
 * The keystream of a 32-byte key as bytes, the block counter starting at `counter` (0 unless
 * given). Each call of the returned reader continues where the previous one stopped.
 */
export function openKeystream(key: ArrayLike<number>, counter = 0): KeystreamReader {
  const cipher = new ChaCha20(key, counter);
  const block = new Uint32Array(16);
  const blockBytes = new DataView(block.buffer);
  let used = 64;
  return (length) => {
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      if (used === 64) {
        cipher.nextBlock(block);
        for (let w = 0; w < 16; w++) blockBytes.setUint32(4 * w, block[w]!, true);
        used = 0;
      }
      bytes[i] = blockBytes.getUint8(used++);
    }
    return bytes;
  };
}
