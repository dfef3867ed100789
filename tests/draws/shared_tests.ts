import { assert, assertEquals } from "@std/assert";
import { guardedKv } from "../../src/kv/guard.ts";
import {
  isLive,
  leaseKey,
  readSourceStates,
  takeLease,
  writeSourceState,
} from "../../src/draws/shared.ts";

const KEY: Deno.KvKey = ["draws", "v1", "kr645", 1000];

Deno.test("lease: of many takers at once, one wins; released, it is free again", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => takeLease(guardedKv(kv), KEY, 5000)),
    );
    const winners = taken.filter((lease) => lease !== undefined);
    assertEquals(winners.length, 1);
    assertEquals(await takeLease(guardedKv(kv), KEY, 5000), undefined);
    await winners[0]!.release();
    assertEquals((await kv.get(leaseKey(KEY))).value, null);
    assert(await takeLease(guardedKv(kv), KEY, 5000) !== undefined);
  } finally {
    kv.close();
  }
});

Deno.test("lease: one past its own end is free, though KV still holds it; the old holder's release spares the new lease", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const old = await takeLease(guardedKv(kv), KEY, 5000);
    if (old === undefined) throw new Error("the first taker did not get the lease");
    // As KV may keep a value well past expireIn: present, but its end has passed.
    await kv.set(leaseKey(KEY), { expiresAt: Date.now() - 1 });
    const next = await takeLease(guardedKv(kv), KEY, 5000);
    assert(next !== undefined, "an expired lease is free");
    await old.release();
    assert(isLive((await kv.get(leaseKey(KEY))).value, Date.now()), "the new lease stands");
  } finally {
    kv.close();
  }
});

Deno.test("source state: kept and read back; a value of another shape is unknown", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const state = { failures: 2, backoffUntil: 5, lastSuccess: null, lastFailure: 3 };
    await writeSourceState(guardedKv(kv), "kr645", state);
    await kv.set(["draws_source", "v1", "ny"], { failures: "two" });
    assertEquals(await readSourceStates(guardedKv(kv), ["kr645", "ny", "other"]), [
      state,
      undefined,
      undefined,
    ]);
  } finally {
    kv.close();
  }
});
