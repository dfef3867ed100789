/**
 * Writes the raw stream of 32-bit words of a seed to standard output, as the service reads it
 * (little-endian), without end: the input of `scripts/dieharder.sh`.
 *
 * Usage: `deno run scripts/keystream.ts [SEED]` (64 hex characters; a fixed seed by default).
 *
 * @module
 */
import { SeededStream, seedFromHex } from "../src/random/mod.ts";

/** The seed the published dieharder results were run with. */
export const DEFAULT_SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";

if (import.meta.main) {
  const stream = new SeededStream(seedFromHex(Deno.args[0] ?? DEFAULT_SEED));
  const words = new Uint32Array(65536);
  const bytes = new Uint8Array(words.buffer);
  const view = new DataView(words.buffer);
  try {
    for (;;) {
      for (let i = 0; i < words.length; i++) view.setUint32(4 * i, stream.nextUint32(), true);
      let written = 0;
      while (written < bytes.length) written += await Deno.stdout.write(bytes.subarray(written));
    }
  } catch (error) {
    // dieharder closes the pipe when it has read enough: that is the normal end.
    if (!(error instanceof Deno.errors.BrokenPipe)) throw error;
  }
}
