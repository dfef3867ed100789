import { assertEquals } from "@std/assert";
import { guardedKv } from "../../src/kv/guard.ts";
import { createKvGuard } from "../../src/kv/guard.ts";
import { createSourceStates } from "../../src/draws/source_state.ts";
import {
  readSourceStates,
  sourceStateKey,
  UNKNOWN_SOURCE,
  updateSourceState,
} from "../../src/draws/shared.ts";
import { afterFailure } from "../../src/draws/policy.ts";

Deno.test("updateSourceState: two updates read before either is kept both count", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // Each update reads, then lets the other read before it commits.
    let reads = 0;
    let bothRead!: () => void;
    const gate = new Promise<void>((resolve) => bothRead = resolve);
    const racing = new Proxy(kv, {
      get(target, name) {
        if (name === "get") {
          return async (key: Deno.KvKey) => {
            const entry = await target.get(key);
            if (++reads === 2) bothRead();
            if (reads <= 2) await gate;
            return entry;
          };
        }
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await Promise.all([
      updateSourceState(guardedKv(racing), "ny", (before) => afterFailure(before, 100)),
      updateSourceState(guardedKv(racing), "ny", (before) => afterFailure(before, 100)),
    ]);
    const [state] = await readSourceStates(guardedKv(kv), ["ny"]);
    assertEquals(state?.failures, 2);
    assertEquals(reads, 3); // the loser read again
  } finally {
    kv.close();
  }
});

Deno.test("source states: with KV, shared; a state another instance kept is taken in on sync", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const log: string[] = [];
    const a = createSourceStates({ kv, guard: createKvGuard(), log: (m) => log.push(m) });
    const b = createSourceStates({ kv, guard: createKvGuard(), log: (m) => log.push(m) });
    const after = await a.failed("kr645", 1000);
    assertEquals([after.failures, after.backoffUntil], [1, 2000]);
    assertEquals([b.isBlocked("kr645", 1500), b.get("kr645")], [false, UNKNOWN_SOURCE]);
    await b.sync("kr645");
    assertEquals(b.isBlocked("kr645", 1500), true);
    // b's failure counts on a's: the second in a row.
    assertEquals((await b.failed("kr645", 3000)).failures, 2);
    await a.syncAll(["kr645", "ny"]);
    assertEquals([a.get("kr645").failures, a.get("ny")], [2, UNKNOWN_SOURCE]);
    await a.succeeded("kr645", 4000);
    await b.sync("kr645");
    assertEquals(b.get("kr645"), {
      failures: 0,
      backoffUntil: null,
      lastSuccess: 4000,
      lastFailure: 3000,
    });
    assertEquals(log, []);
  } finally {
    kv.close();
  }
});

Deno.test("source states: without KV, or with KV failing, this instance's own", async () => {
  const alone = createSourceStates({ guard: createKvGuard(), log: () => {} });
  assertEquals((await alone.failed("ny", 0)).failures, 1);
  assertEquals((await alone.failed("ny", 0)).failures, 2);

  const kv = await Deno.openKv(":memory:");
  await kv.set(sourceStateKey("ny"), { ...UNKNOWN_SOURCE, failures: 7 });
  kv.close();
  const log: string[] = [];
  const states = createSourceStates({ kv, guard: createKvGuard(), log: (m) => log.push(m) });
  await states.sync("ny");
  assertEquals((await states.failed("ny", 0)).failures, 1);
  assertEquals(states.get("ny").failures, 1);
  // The first error is logged; after it the guard refuses at once, which it has logged itself.
  await states.failed("ny", 0);
  assertEquals(log.length, 1, log.join("\n"));
});
