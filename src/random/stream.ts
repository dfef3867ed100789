/**
 * A seeded stream of unbiased integers, read from the ChaCha20 keystream of the seed.
 *
 * @module
 */
import { type KeystreamReader, openKeystream } from "./chacha20.ts";

const TWO_POW_32 = 2 ** 32;
const FIRST_CHUNK = 256;
const LARGEST_CHUNK = 16384;

/**
 * Unbiased integers from a seed. Every integer costs whole 32-bit words of the keystream, read
 * little-endian, in order; nothing else is ever read from it.
 */
export class SeededStream {
  readonly #read: KeystreamReader;
  #words: Uint32Array = new Uint32Array(0);
  #next = 0;

  /** Opens the stream of a 32-byte seed. */
  constructor(seed: Uint8Array) {
    this.#read = openKeystream(seed);
  }

  /** The next 32-bit word of the keystream, as an unsigned little-endian integer. */
  nextUint32(): number {
    if (this.#next === this.#words.length) this.#refill();
    return this.#words[this.#next++]!;
  }

  /**
   * A uniform integer from 0 to `n - 1`, for `n` from 1 to 2^32, by rejection: a word `x` is
   * accepted when `x < 2^32 - (2^32 mod n)` and then gives `x mod n`; otherwise the next word is
   * tried. Never a bare modulo, never a float scaling.
   */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
      throw new RangeError(`below() takes an integer from 1 to 2^32, got ${n}`);
    }
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const x = this.nextUint32();
      if (x < limit) return x % n;
    }
  }

  #refill(): void {
    // Little-endian words: on every platform Deno runs on, a Uint32Array view is little-endian,
    // but read through DataView so the contract never depends on it.
    const size = Math.min(LARGEST_CHUNK, Math.max(FIRST_CHUNK, this.#words.length * 8));
    const bytes = this.#read(size);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const words = new Uint32Array(size / 4);
    for (let i = 0; i < words.length; i++) words[i] = view.getUint32(4 * i, true);
    this.#words = words;
    this.#next = 0;
  }
}
