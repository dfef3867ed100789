import { assert, assertEquals, assertLess, assertRejects } from "@std/assert";
import { createKvGuard, guardedKv, KvUnavailableError } from "../../src/kv/guard.ts";

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

Deno.test("kv guard: an operation that answers in time is answered, and KV stays ok", async () => {
  const guard = createKvGuard({ opMs: 100 });
  assertEquals(await guard.run("read", () => Promise.resolve(7)), 7);
  assertEquals(guard.state(), { read: "ok", write: "ok", inFlight: 0, abandoned: 0 });
});

Deno.test("kv guard: an operation past its time is given up on; no other starts until it settles", async () => {
  const logged: string[] = [];
  const guard = createKvGuard({ opMs: 40, log: (m) => logged.push(m) });
  const hanging = deferred<string>();
  await assertRejects(() => guard.run("read", () => hanging.promise), KvUnavailableError);
  assertEquals(guard.state(), { read: "failing", write: "failing", inFlight: 1, abandoned: 1 });
  // Refused at once, without being started, reads and writes alike.
  let started = 0;
  const work = () => {
    started++;
    return Promise.resolve(1);
  };
  await assertRejects(() => guard.run("read", work), KvUnavailableError);
  await assertRejects(() => guard.run("write", work), KvUnavailableError);
  assertEquals(started, 0);
  assert(guard.isFailing("read") && guard.isFailing("write"));
  // KV answers the one given up on: it answers again.
  hanging.resolve("late");
  await tick();
  assertEquals(guard.state(), { read: "ok", write: "ok", inFlight: 0, abandoned: 0 });
  assertEquals(await guard.run("read", work), 1);
  assertEquals(logged.length, 4, logged.join("\n")); // failing, failing, answer, answer
});

Deno.test("kv guard: after a failure with nothing hanging, one probe at a time once it is due", async () => {
  let clock = 0;
  const guard = createKvGuard({ opMs: 1000, probeAfterMs: 2000, now: () => clock });
  const closed = () => Promise.reject(new Error("Database closed"));
  await assertRejects(() => guard.run("read", closed), Error, "Database closed");
  assertEquals([guard.state().read, guard.state().write], ["failing", "failing"]);
  clock = 1999;
  await assertRejects(() => guard.run("read", () => Promise.resolve(1)), KvUnavailableError);
  clock = 2000;
  assertEquals(guard.isFailing("read"), false);
  const probe = deferred<number>();
  const probing = guard.run("read", () => probe.promise);
  // While the probe runs, others are refused.
  await assertRejects(() => guard.run("read", () => Promise.resolve(2)), KvUnavailableError);
  probe.resolve(3);
  assertEquals(await probing, 3);
  assertEquals(guard.state().read, "ok");
  // Writes were not probed: still failing until a write goes through.
  assertEquals(guard.state().write, "failing");
  assertEquals(await guard.run("write", () => Promise.resolve(4)), 4);
  assertEquals(guard.state().write, "ok");
});

Deno.test("kv guard: a write that fails (a read-only file) stops writes alone", async () => {
  const guard = createKvGuard({ opMs: 1000 });
  await assertRejects(
    () =>
      guard.run("write", () => Promise.reject(new Error("attempt to write a readonly database"))),
    Error,
    "readonly",
  );
  assertEquals([guard.state().read, guard.state().write], ["ok", "failing"]);
  assertEquals(await guard.run("read", () => Promise.resolve("read")), "read");
  await assertRejects(() => guard.run("write", () => Promise.resolve(1)), KvUnavailableError);
});

Deno.test("kv guard: a locked database is KV busy, not failing", async () => {
  const guard = createKvGuard({ opMs: 1000 });
  await assertRejects(() =>
    guard.run("read", () => Promise.reject(new Error("database is locked")))
  );
  assertEquals([guard.state().read, guard.state().write], ["ok", "ok"]);
});

Deno.test("kv guard: at most maxInFlight at once; the others wait within their time, or are never started", async () => {
  const guard = createKvGuard({ opMs: 1000, maxInFlight: 2 });
  const held = [deferred<number>(), deferred<number>()];
  const running = held.map((d) => guard.run("read", () => d.promise));
  let third = false;
  const waiting = guard.run("read", () => {
    third = true;
    return Promise.resolve(3);
  });
  await tick();
  assertEquals([guard.state().inFlight, third], [2, false]);
  held[0]!.resolve(1);
  assertEquals(await waiting, 3);
  assert(third);
  // One whose time runs out while it waits is refused, never started.
  let fourth = false;
  const slow = deferred<number>();
  const holding = guard.run("read", () => slow.promise, 1000);
  await assertRejects(
    () =>
      guard.run("read", () => {
        fourth = true;
        return Promise.resolve(4);
      }, 30),
    KvUnavailableError,
  );
  assertEquals(fourth, false);
  // The one that held the slot answers too, which ends its 1 s timer within the test.
  slow.resolve(5);
  held[1]!.resolve(2);
  assertEquals(await Promise.all([...running, holding]), [1, 2, 5]);
});

Deno.test("kv guard: a caller with almost no time left does not judge KV by it", async () => {
  const guard = createKvGuard({ opMs: 1000 });
  let started = false;
  await assertRejects(() =>
    guard.run("read", () => {
      started = true;
      return Promise.resolve(1);
    }, 0), KvUnavailableError);
  assertEquals(started, false);
  const slow = deferred<number>();
  // 20 ms is less than a quarter of the guard's bound: overrunning it says nothing of KV.
  await assertRejects(() => guard.run("read", () => slow.promise, 20), KvUnavailableError);
  assertEquals([guard.state().read, guard.state().abandoned], ["ok", 1]);
  slow.resolve(1);
  await tick();
  assertEquals(guard.state().abandoned, 0);
});

Deno.test("kv guard: an operation that throws before it starts gives its slot back", async () => {
  const guard = createKvGuard({ opMs: 1000, maxInFlight: 1 });
  await assertRejects(() =>
    guard.run("read", () => {
      throw new Error("locked at once: database is locked");
    })
  );
  assertEquals(guard.state().inFlight, 0);
  assertEquals(await guard.run("read", () => Promise.resolve(1)), 1);
});

Deno.test("guardedKv: get, getMany, set, commit, delete and list go through, each under the guard", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const guard = createKvGuard();
    const store = guardedKv(kv, { guard, deadline: performance.now() + 5000 });
    await store.set(["a", 1], "one");
    const first = await store.get<string>(["a", 1]);
    assertEquals(first.value, "one");
    const done = await store.commit((op) => op.check(first).set(["a", 2], "two"));
    assert(done.ok);
    // A check that no longer holds: not ok, no error.
    assertEquals((await store.commit((op) => op.check(first).set(["a", 1], "x"))).ok, true);
    assertEquals((await store.commit((op) => op.check(first).set(["a", 1], "y"))).ok, false);
    assertEquals((await store.getMany([["a", 1], ["a", 2]])).map((e) => e.value), ["x", "two"]);
    assertEquals((await store.list({ prefix: ["a"] }, { limit: 10 })).length, 2);
    await store.delete(["a", 1]);
    assertEquals((await store.get(["a", 1])).value, null);
    assertEquals(guard.state(), { read: "ok", write: "ok", inFlight: 0, abandoned: 0 });
  } finally {
    kv.close();
  }
});

Deno.test("guardedKv: nothing runs past the request's deadline, nor past the guard's 1 s", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const guard = createKvGuard({ opMs: 1000 });
    // A deadline already past: refused without asking KV.
    const late = guardedKv(kv, { guard, deadline: performance.now() - 1 });
    await assertRejects(() => late.get(["a"]), KvUnavailableError, "no time left");
    assertEquals(guard.state().inFlight, 0);
    // A deadline far away is cut to the guard's 1 s: the operation below never settles.
    const hanging = deferred<never>();
    const far = createKvGuard({ opMs: 50 });
    const start = performance.now();
    await assertRejects(
      () => far.run("read", () => hanging.promise, 10_000),
      KvUnavailableError,
      "within 50 ms",
    );
    assertLess(performance.now() - start, 500);
  } finally {
    kv.close();
  }
});

Deno.test("kv guard: a busy KV is tried again a bounded number of times, and not after its time ran out", async () => {
  const guard = createKvGuard({ opMs: 1000, attempts: 3 });
  let tries = 0;
  await assertRejects(
    () =>
      guard.run("write", () => {
        tries++;
        return Promise.reject(new Error("database is locked"));
      }),
    Error,
    "locked",
  );
  assertEquals(tries, 3);
  // Given up on at 30 ms: the retries stop with it.
  tries = 0;
  const short = createKvGuard({ opMs: 30, attempts: 100 });
  await assertRejects(
    () =>
      short.run("write", async () => {
        tries++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error("database is locked");
      }),
    KvUnavailableError,
  );
  const after = tries;
  await new Promise((resolve) => setTimeout(resolve, 300));
  assertLess(tries - after, 2);
  assertEquals(short.state().abandoned, 0);
});
