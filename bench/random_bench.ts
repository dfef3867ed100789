/**
 * Micro-benchmarks of the seeded core: `deno bench bench/random_bench.ts`.
 *
 * @module
 */
import { GAME_FORMATS } from "../src/games/mod.ts";
import { pickSet } from "../src/operations/pick_numbers.ts";
import { randomInteger } from "../src/operations/random_integer.ts";
import { shuffleList } from "../src/operations/shuffle_list.ts";
import { freshSeed, sampleIndices, SeededStream, shuffle } from "../src/random/mod.ts";

const SEED = Uint8Array.from({ length: 32 }, (_, i) => i);
const MEBIBYTE_WORDS = (1024 * 1024) / 4;
const context = { freshSeed };
const thousandItems = Array.from({ length: 1000 }, (_, i) => `item ${i}`);

Deno.bench({
  name: "generator: 1 MiB of ChaCha20 words",
  group: "bytes",
  baseline: true,
  fn() {
    const stream = new SeededStream(SEED);
    for (let i = 0; i < MEBIBYTE_WORDS; i++) stream.nextUint32();
  },
});

Deno.bench({
  name: "crypto.getRandomValues: 1 MiB in 64 KiB calls",
  group: "bytes",
  fn() {
    const buffer = new Uint8Array(65536);
    for (let i = 0; i < 16; i++) crypto.getRandomValues(buffer);
  },
});

Deno.bench({
  name: "one lottery pick (powerball, 1 set)",
  group: "draws",
  fn() {
    pickSet(new SeededStream(freshSeed()), GAME_FORMATS.powerball);
  },
});

Deno.bench({
  name: "one 1000-item shuffle (core)",
  group: "draws",
  fn() {
    shuffle(new SeededStream(freshSeed()), thousandItems);
  },
});

Deno.bench({
  name: "one 1000-value unique integer draw from 2^32 (core)",
  group: "draws",
  fn() {
    sampleIndices(new SeededStream(freshSeed()), 2 ** 32, 1000);
  },
});

Deno.bench({
  name: "shuffle_list operation, 1000 items (validation included)",
  group: "operations",
  fn() {
    shuffleList.run({ items: thousandItems }, context);
  },
});

Deno.bench({
  name: "random_integer operation, 1000 unique values (validation included)",
  group: "operations",
  fn() {
    randomInteger.run({ min: 1, max: 1_000_000, count: 1000, unique: true }, context);
  },
});
