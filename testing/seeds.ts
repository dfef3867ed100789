/**
 * Fixed seeds for tests and the source double, and the project's own seeded stream over them
 * (src/random/), so that nothing in tests/ or testing/ needs a generator of its own.
 *
 * @module
 */
import { SeededStream, seedFromHex } from "../src/random/mod.ts";

/**
 * The 32-byte seed of a whole number: the number in hex, right-aligned in the 64 hex digits.
 * Different numbers, different seeds.
 */
export function seedOf(key: number): Uint8Array {
  if (!Number.isSafeInteger(key) || key < 0) {
    throw new RangeError(`a seed key is a whole number from 0, got ${key}`);
  }
  return Uint8Array.from(seedFromHex(key.toString(16).padStart(64, "0")));
}

/** The seeded stream of {@linkcode seedOf}`(key)`: the same key, the same stream. */
export function seededStream(key: number): SeededStream {
  return new SeededStream(seedOf(key));
}
