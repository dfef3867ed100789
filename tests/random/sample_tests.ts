import { assertEquals, assertLess, assertThrows } from "@std/assert";
import { sampleIndices, SeededStream, seedFromHex, shuffle } from "../../src/random/mod.ts";
import { chiSquareCritical001, chiSquareUniform } from "../_stats.ts";

const SEED = seedFromHex("f00df00df00df00df00df00df00df00df00df00df00df00df00df00df00df00d");

Deno.test("sampleIndices: the forward Fisher-Yates steps, one below(n - i) each", () => {
  const words = new SeededStream(SEED);
  const positions = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  const expected: number[] = [];
  for (let i = 0; i < 4; i++) {
    const j = i + words.below(10 - i);
    expected.push(positions[j]!);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  assertEquals(sampleIndices(new SeededStream(SEED), 10, 4), expected);
});

Deno.test("sampleIndices: distinct values in range, up to n = 2^32; k = n is a permutation", () => {
  const stream = new SeededStream(SEED);
  const big = sampleIndices(stream, 2 ** 32, 1000);
  assertEquals(new Set(big).size, 1000);
  assertEquals(big.every((x) => Number.isInteger(x) && x >= 0 && x < 2 ** 32), true);
  const all = sampleIndices(stream, 50, 50);
  assertEquals([...all].sort((a, b) => a - b), Array.from({ length: 50 }, (_, i) => i));
  assertEquals(sampleIndices(stream, 5, 0), []);
  assertThrows(() => sampleIndices(stream, 5, 6), RangeError);
});

Deno.test("shuffle: copies its input and keeps every item", () => {
  const items = ["a", "b", "c", "d", "e", "f"];
  const shuffled = shuffle(new SeededStream(SEED), items);
  assertEquals(items, ["a", "b", "c", "d", "e", "f"]);
  assertEquals([...shuffled].sort(), items);
});

Deno.test("shuffle: all 24 orders of 4 items equally likely (chi-square, 0.001)", () => {
  const stream = new SeededStream(SEED);
  const counts = new Map<string, number>();
  for (let i = 0; i < 24000; i++) {
    const order = shuffle(stream, ["a", "b", "c", "d"]).join("");
    counts.set(order, (counts.get(order) ?? 0) + 1);
  }
  assertEquals(counts.size, 24);
  assertLess(chiSquareUniform([...counts.values()]), chiSquareCritical001(23));
});

Deno.test("shuffle: each item lands in each position equally often (chi-square, 0.001)", () => {
  const stream = new SeededStream(SEED);
  const n = 10;
  const counts = new Array<number>(n * n).fill(0);
  for (let round = 0; round < 5000; round++) {
    shuffle(stream, Array.from({ length: n }, (_, i) => i)).forEach((item, position) => {
      counts[item * n + position]!++;
    });
  }
  // Rows and columns each sum to a fixed total, so (n - 1)^2 degrees of freedom.
  assertLess(chiSquareUniform(counts), chiSquareCritical001((n - 1) ** 2));
});

/** The steps of section 4 of FAIRNESS.md over a whole array: the reference. */
function referenceSample(n: number, k: number): number[] {
  const words = new SeededStream(SEED);
  const positions = Array.from({ length: n }, (_, i) => i);
  const expected: number[] = [];
  for (let i = 0; i < k; i++) {
    const j = i + words.below(n - i);
    expected.push(positions[j]!);
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return expected;
}

Deno.test("sampleIndices: each way of keeping moved positions gives the reference's draw", () => {
  // A short list (k <= 16), an array (n <= 1024), and a hash table (larger n).
  for (
    const [n, k] of [[69, 5], [1000, 16], [1000, 17], [1024, 1024], [1025, 300], [100_000, 300]]
  ) {
    assertEquals(
      sampleIndices(new SeededStream(SEED), n!, k!),
      referenceSample(n!, k!),
      `${n} ${k}`,
    );
  }
});
