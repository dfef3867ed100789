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

/** Reads a seed written as 64 hex characters (either case) into its 32 bytes. */
export function seedFromHex(hex: string): Uint8Array {
  if (!SEED_PATTERN.test(hex)) throw new RangeError("a seed is 64 hexadecimal characters");
  const bytes = new Uint8Array(SEED_BYTES);
  for (let i = 0; i < SEED_BYTES; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

const HEX_PAIRS = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, "0"));

/** Writes bytes as lowercase hexadecimal. */
export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (let i = 0; i < bytes.length; i++) hex += HEX_PAIRS[bytes[i]!];
  return hex;
}
