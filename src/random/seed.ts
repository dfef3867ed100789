/**
 * Seeds: 32 bytes, written as 64 hexadecimal characters.
 *
 * @module
 */

/** The number of bytes in a seed. */
export const SEED_BYTES = 32;

/** The pattern a seed argument must match: 64 hexadecimal characters, either case. */
export const SEED_PATTERN = /^[0-9a-fA-F]{64}$/;

/** How many seeds one call of the CSPRNG fills at once. */
const POOL_SEEDS = 128;
let pool = new Uint8Array(0);
let poolNext = 0;

/**
 * Draws a fresh seed from the platform CSPRNG (`crypto.getRandomValues`). The CSPRNG is asked
 * for many seeds at a time, since each call has a fixed cost larger than the bytes; every byte
 * is handed out once and only once.
 */
export function freshSeed(): Uint8Array {
  if (poolNext === pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(SEED_BYTES * POOL_SEEDS));
    poolNext = 0;
  }
  return pool.subarray(poolNext, poolNext += SEED_BYTES);
}

/** The value of each hexadecimal digit by its character code (below 128); -1 for the others. */
const HEX_VALUES = (() => {
  const values = new Int8Array(128).fill(-1);
  for (let digit = 0; digit < 16; digit++) {
    const text = digit.toString(16);
    values[text.charCodeAt(0)] = digit;
    values[text.toUpperCase().charCodeAt(0)] = digit;
  }
  return values;
})();

/**
 * Reads a seed written as 64 hex characters (either case) into its 32 bytes, checking every
 * character as {@linkcode SEED_PATTERN} does. Each digit is read off a table, into a plain array:
 * a tenth of the cost of slicing the text and parsing each pair into a Uint8Array (measured in
 * bench/README.md, "Measured choices in the code").
 */
export function seedFromHex(hex: string): number[] {
  if (hex.length !== 2 * SEED_BYTES) throw notASeed();
  const bytes: number[] = new Array(SEED_BYTES);
  for (let i = 0; i < SEED_BYTES; i++) {
    const high = digitValue(hex.charCodeAt(2 * i));
    const low = digitValue(hex.charCodeAt(2 * i + 1));
    if ((high | low) < 0) throw notASeed();
    bytes[i] = (high << 4) | low;
  }
  return bytes;
}

function digitValue(code: number): number {
  return code < 128 ? HEX_VALUES[code]! : -1;
}

function notASeed(): RangeError {
  return new RangeError("a seed is 64 hexadecimal characters");
}

const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/**
 * Writes bytes as lowercase hexadecimal, in one flat string: joined, not added up pair by pair.
 * A string added up is a tree of its pieces, and V8's `JSON.stringify` leaves its fast path at
 * the first such string it meets and writes the whole answer again on its slow one, which made a
 * 1000-item shuffle's answer several times slower to write (bench/README.md, sixth pass).
 */
export function toHex(bytes: ArrayLike<number>): string {
  const pairs: string[] = [];
  for (let i = 0; i < bytes.length; i++) pairs.push(HEX_PAIRS[bytes[i]!]!);
  return pairs.join("");
}
