import { assertEquals, assertLess, assertThrows } from "@std/assert";
import { SeededStream, seedFromHex } from "../../src/random/mod.ts";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";

const SEED = seedFromHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");

Deno.test("nextUint32: the little-endian words of the keystream, across refills", () => {
  const stream = new SeededStream(SEED);
  const first = Array.from({ length: 5000 }, () => stream.nextUint32());
  assertEquals(first.slice(0, 3), [2100034873, 1780073945, 1996733837]);
  const again = new SeededStream(SEED);
  assertEquals(Array.from({ length: 5000 }, () => again.nextUint32()), first);
});

Deno.test("below: accepts x < 2^32 - (2^32 mod n) and answers x mod n, else reads on", () => {
  // n = 2^31 + 1 rejects every word from 2^31 + 1 up: about half of them.
  const n = 2 ** 31 + 1;
  const limit = 2 ** 32 - (2 ** 32 % n);
  assertEquals(limit, n);
  const words = new SeededStream(SEED);
  const stream = new SeededStream(SEED);
  let rejected = 0;
  for (let i = 0; i < 200; i++) {
    let x = words.nextUint32();
    while (x >= limit) {
      rejected++;
      x = words.nextUint32();
    }
    assertEquals(stream.below(n), x % n);
  }
  assertLess(50, rejected, "the test must exercise rejection");
});

Deno.test("below: n = 1 reads a word and answers 0; n = 2^32 answers the word itself", () => {
  const words = new SeededStream(SEED);
  const stream = new SeededStream(SEED);
  assertEquals(stream.below(1), 0);
  words.nextUint32();
  assertEquals(stream.below(2 ** 32), words.nextUint32());
});

Deno.test("below: n must be an integer from 1 to 2^32", () => {
  const stream = new SeededStream(SEED);
  for (const n of [0, -1, 1.5, 2 ** 32 + 1, NaN]) assertThrows(() => stream.below(n), RangeError);
});

Deno.test("below: uniform by chi-square (fixed seed, significance 0.001) for awkward n", () => {
  for (const n of [6, 7, 10, 37, 1000]) {
    const stream = new SeededStream(SEED);
    const counts = new Array<number>(n).fill(0);
    for (let i = 0; i < n * 200; i++) counts[stream.below(n)]!++;
    assertLess(chiSquareUniform(counts), chiSquareCritical001(n - 1), `n = ${n}`);
  }
});

Deno.test("below: uniform over thirds of a range of 3 * 2^30 (rejection-heavy)", () => {
  const n = 3 * 2 ** 30;
  const stream = new SeededStream(SEED);
  const counts = [0, 0, 0];
  for (let i = 0; i < 30000; i++) counts[Math.floor(stream.below(n) / 2 ** 30)]!++;
  assertLess(chiSquareUniform(counts), chiSquareCritical001(2));
});
