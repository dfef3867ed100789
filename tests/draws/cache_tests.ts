import { assertEquals } from "@std/assert";
import { createKvGuard } from "../../src/kv/guard.ts";
import {
  type CacheEntry,
  createDrawCache,
  drawKey,
  isFresh,
  latestKey,
} from "../../src/draws/cache.ts";
import type { Kr645Draw } from "../../src/draws/record.ts";

const RECORD: Kr645Draw = {
  game: "kr645",
  draw: 1239,
  date: "2026-08-29",
  numbers: [11, 13, 22, 32, 33, 36],
  bonus_number: 8,
  prizes: [{ rank: 1, winners: 13, prize_per_winner: 2214789375 }],
};
const ENTRY: CacheEntry = { record: RECORD, fetchedAt: 1000, checkAfter: null };

Deno.test("drawKey and latestKey: versioned, apart from each other", () => {
  assertEquals(drawKey("kr645", 1239), ["draws", "v1", "kr645", 1239]);
  assertEquals(drawKey("powerball", "2022-11-21"), ["draws", "v1", "powerball", "2022-11-21"]);
  assertEquals(latestKey("megamillions"), ["draws_latest", "v1", "megamillions"]);
});

Deno.test("isFresh: from the time stored with the value", () => {
  assertEquals(isFresh(ENTRY, 1e15), true);
  assertEquals(isFresh({ ...ENTRY, checkAfter: 2000 }, 1999), true);
  assertEquals(isFresh({ ...ENTRY, checkAfter: 2000 }, 2000), false);
});

Deno.test("createDrawCache: written entries are read back from KV by a new cache", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await createDrawCache(kv).write(drawKey("kr645", 1239), ENTRY);
    const fresh = createDrawCache(kv);
    assertEquals(fresh.peek(drawKey("kr645", 1239)), undefined);
    assertEquals(await fresh.read(drawKey("kr645", 1239)), ENTRY);
    // Now in its memory layer too.
    assertEquals(fresh.peek(drawKey("kr645", 1239)), ENTRY);
    assertEquals((await kv.get(drawKey("kr645", 1239))).value, ENTRY);
  } finally {
    kv.close();
  }
});

Deno.test("createDrawCache: the newer of memory and KV wins (another instance refreshed KV)", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const cache = createDrawCache(kv);
    const key = latestKey("kr645");
    await cache.write(key, { ...ENTRY, checkAfter: 5000 });
    const newer = { ...ENTRY, fetchedAt: 6000, checkAfter: 9000 };
    await kv.set(key, newer);
    assertEquals(await cache.read(key), newer);
    assertEquals(cache.peek(key), newer);
  } finally {
    kv.close();
  }
});

Deno.test("createDrawCache: values of another shape in KV count as absent", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const key = drawKey("kr645", 1);
    for (const stray of ["text", { record: RECORD }, { ...ENTRY, fetchedAt: "1000" }, null]) {
      await kv.set(key, stray);
      assertEquals(await createDrawCache(kv).read(key), undefined, JSON.stringify(stray));
    }
  } finally {
    kv.close();
  }
});

Deno.test("createDrawCache: a KV that fails is a miss, logged, never an error", async () => {
  const kv = await Deno.openKv(":memory:");
  kv.close();
  const logged: string[] = [];
  // Guards of their own: the process's would stay open for the tests after.
  const cache = createDrawCache(kv, { log: (m) => logged.push(m), guard: createKvGuard() });
  await cache.write(drawKey("kr645", 2), ENTRY);
  // Memory still serves it.
  assertEquals(cache.peek(drawKey("kr645", 2)), ENTRY);
  assertEquals(
    await createDrawCache(kv, { log: (m) => logged.push(m), guard: createKvGuard() })
      .read(drawKey("kr645", 2)),
    undefined,
  );
  assertEquals(logged.length, 2);
});

Deno.test("createDrawCache: memory alone when no KV; the least recently used go first", async () => {
  const cache = createDrawCache(undefined, { memoryLimit: 2 });
  await cache.write(drawKey("kr645", 1), ENTRY);
  await cache.write(drawKey("kr645", 2), ENTRY);
  cache.peek(drawKey("kr645", 1)); // 1 is now the most recent
  await cache.write(drawKey("kr645", 3), ENTRY);
  assertEquals(cache.peek(drawKey("kr645", 1)), ENTRY);
  assertEquals(cache.peek(drawKey("kr645", 2)), undefined);
  assertEquals(await cache.read(drawKey("kr645", 3)), ENTRY);
});
