/**
 * Seeds: 32 bytes, written as 64 hexadecimal characters.
 *
 * @module
 */

/** The number of bytes in a seed. */
export const SEED_BYTES = 32;

/** The pattern a seed argument must match: 64 hexadecimal characters, either case. */
export const SEED_PATTERN = /^[0-9a-fA-F]{64}$/;

/** Draws a fresh seed from the platform CSPRNG. */
export function freshSeed(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(SEED_BYTES));
}

/** Reads a seed written as 64 hex characters (either case) into its 32 bytes. */
export function seedFromHex(hex: string): Uint8Array {
  if (!SEED_PATTERN.test(hex)) throw new RangeError("a seed is 64 hexadecimal characters");
  const bytes = new Uint8Array(SEED_BYTES);
  for (let i = 0; i < SEED_BYTES; i++) bytes[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

/** Writes bytes as lowercase hexadecimal. */
export function toHex(bytes: Uint8Array): string {
  let hex = "";
  for (const byte of bytes) hex += byte.toString(16).padStart(2, "0");
  return hex;
}
