import { assert, assertEquals, assertRejects } from "@std/assert";
import { createDrawCache, drawKey } from "../../src/draws/cache.ts";
import { createCoordination } from "../../src/draws/coordination.ts";
import { createKvGuard, KvUnavailableError } from "../../src/kv/guard.ts";
import { leaseKey } from "../../src/draws/shared.ts";

const KEY = drawKey("kr645", 1000);
const ENTRY = { record: null, fetchedAt: 1, checkAfter: null };

function coordinated(kv: Deno.Kv) {
  const guard = createKvGuard();
  const cache = createDrawCache(kv, { guard });
  return { guard, cache, coordination: createCoordination(kv, { guard, cache, pollMs: 5 }) };
}

Deno.test("coordination: one instance takes the lease; the other waits and gets the value kept", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const a = coordinated(kv);
    const b = coordinated(kv);
    const lease = await a.coordination.lease(KEY, performance.now() + 1000);
    if (lease === undefined) throw new Error("the first taker did not get the lease");
    assertEquals(await b.coordination.lease(KEY, performance.now() + 1000), undefined);
    const waiting = b.coordination.awaitOther(KEY, performance.now() + 5000, () => true);
    await a.cache.write(KEY, ENTRY);
    await lease.release();
    assertEquals(await waiting, ENTRY);
  } finally {
    kv.close();
  }
});

Deno.test("coordination: a lease given up with nothing kept ends the wait with nothing; so does the deadline", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const a = coordinated(kv);
    const b = coordinated(kv);
    const lease = await a.coordination.lease(KEY, performance.now() + 1000);
    const waiting = b.coordination.awaitOther(KEY, performance.now() + 5000, () => true);
    await lease!.release();
    assertEquals(await waiting, undefined);
    // Held, not let go while b waits: the wait ends at its deadline.
    const held = await a.coordination.lease(KEY, performance.now() + 1000);
    try {
      const start = performance.now();
      assertEquals(await b.coordination.awaitOther(KEY, start + 60, () => true), undefined);
      assert((await kv.get(leaseKey(KEY))).value !== null);
      // A value that is not fresh does not end the wait either.
      await a.cache.write(KEY, ENTRY);
      assertEquals(
        await b.coordination.awaitOther(KEY, performance.now() + 60, () => false),
        undefined,
      );
    } finally {
      // Released only now, so that its renewal timer ends within the test.
      await held?.release();
    }
  } finally {
    kv.close();
  }
});

Deno.test("coordination: a KV that fails is thrown by lease, and ends a wait at once", async () => {
  const kv = await Deno.openKv(":memory:");
  kv.close();
  const { coordination } = coordinated(kv);
  await assertRejects(() => coordination.lease(KEY, performance.now() + 1000));
  // The guard now refuses without asking KV.
  await assertRejects(() => coordination.lease(KEY, performance.now() + 1000), KvUnavailableError);
  assertEquals(await coordination.awaitOther(KEY, performance.now() + 5000, () => true), undefined);
});
