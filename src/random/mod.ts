/**
 * The seeded fair-random core: seeds, the ChaCha20 stream, unbiased integers, draws without
 * repeats and shuffles. docs/FAIRNESS.md states it exactly.
 *
 * @module
 */
import { seedFromHex, toHex } from "./seed.ts";
import { SeededStream } from "./stream.ts";

export { freshSeed, SEED_PATTERN, seedFromHex, toHex } from "./seed.ts";
export { SeededStream } from "./stream.ts";
export { drawPositions, sampleIndices, shuffle } from "./sample.ts";

/** A stream together with the seed, in lowercase hex, that reproduces it. */
export interface Seeded {
  /** The 64 lowercase hex characters of the seed. */
  seed: string;
  /** The stream of that seed, at its start. */
  stream: SeededStream;
}

/**
 * Opens the stream of the caller's seed, or of a fresh one from `freshSeed` when none is given,
 * so that seeded and unseeded calls run the very same path.
 */
export function openSeeded(seed: string | undefined, freshSeed: () => Uint8Array): Seeded {
  if (seed === undefined) {
    const bytes = freshSeed();
    return { seed: toHex(bytes), stream: new SeededStream(bytes) };
  }
  // What toHex would write back: seedFromHex has checked that every character is a hex digit.
  return { seed: seed.toLowerCase(), stream: new SeededStream(seedFromHex(seed)) };
}
