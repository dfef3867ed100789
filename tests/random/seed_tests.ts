import { assertEquals, assertMatch, assertNotEquals, assertThrows } from "@std/assert";
import { freshSeed, openSeeded, SEED_PATTERN, seedFromHex, toHex } from "../../src/random/mod.ts";

const HEX = "00ff10ab" + "0".repeat(56);

Deno.test("seedFromHex and toHex: round trip, either case, lowercase out", () => {
  const bytes = seedFromHex(HEX.toUpperCase());
  assertEquals(bytes.length, 32);
  assertEquals([...bytes.slice(0, 4)], [0x00, 0xff, 0x10, 0xab]);
  assertEquals(toHex(bytes), HEX);
  assertEquals(toHex(seedFromHex(HEX)), HEX);
});

Deno.test("seedFromHex: exactly 64 hex characters", () => {
  assertThrows(() => seedFromHex(HEX.slice(1)), RangeError);
  assertThrows(() => seedFromHex(HEX + "0"), RangeError);
  assertThrows(() => seedFromHex("g" + HEX.slice(1)), RangeError);
  assertEquals(SEED_PATTERN.test("A".repeat(64)), true);
  assertEquals(SEED_PATTERN.test("A".repeat(63) + " "), false);
});

Deno.test("freshSeed: 32 bytes that differ between calls", () => {
  const a = freshSeed();
  assertEquals(a.length, 32);
  assertNotEquals(toHex(a), toHex(freshSeed()));
});

Deno.test("openSeeded: a given seed is used; without one the fresh seed is used and echoed", () => {
  const given = openSeeded(HEX.toUpperCase(), () => {
    throw new Error("no fresh seed is needed when one is given");
  });
  assertEquals(given.seed, HEX);
  const fresh = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
  const unseeded = openSeeded(undefined, () => fresh);
  assertEquals(unseeded.seed, toHex(fresh));
  assertMatch(unseeded.seed, /^[0-9a-f]{64}$/);
  assertEquals(
    unseeded.stream.nextUint32(),
    openSeeded(toHex(fresh), freshSeed).stream.nextUint32(),
  );
});

Deno.test("freshSeed: never hands out the same bytes twice, across pool refills", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 1000; i++) seen.add(toHex(freshSeed()));
  assertEquals(seen.size, 1000);
});
