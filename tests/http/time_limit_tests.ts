import { assertEquals, assertRejects } from "@std/assert";
import { createTimeLimit } from "../../src/http/time_limit.ts";

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

Deno.test("time limit: work within it answers; its errors pass through", async () => {
  const limit = createTimeLimit(1000, () => new Error("too slow"));
  assertEquals(await limit(later(10, "done")), "done");
  await assertRejects(() => limit(Promise.reject(new TypeError("own"))), TypeError, "own");
});

Deno.test("time limit: work past it is rejected with the limit's error, the rest answers", async () => {
  const limit = createTimeLimit(50, () => new RangeError("too slow"));
  let slowDone = false;
  const slow = later(400, "late").then((value) => (slowDone = true, value));
  const [fast, timedOut] = await Promise.allSettled([limit(later(5, "fast")), limit(slow)]);
  assertEquals(fast, { status: "fulfilled", value: "fast" });
  assertEquals(timedOut.status, "rejected");
  assertEquals((timedOut as PromiseRejectedResult).reason instanceof RangeError, true);
  assertEquals(slowDone, false, "the limit answered before the work ended");
  await slow;
});

Deno.test("time limit: no timer is left behind once nothing waits", async () => {
  // The test sanitizer fails a test that leaves a timer running; run two rounds to be sure.
  const limit = createTimeLimit(30, () => new Error("too slow"));
  for (let round = 0; round < 2; round++) {
    const slow = later(100, 1);
    const settled = await Promise.allSettled([limit(slow), limit(later(1, 2))]);
    assertEquals(settled.map((s) => s.status), ["rejected", "fulfilled"]);
    await slow;
  }
});

Deno.test("time limit: it sets no global timer (the first call of one loads Deno's Node timers layer)", async () => {
  const limit = createTimeLimit(20, () => new Error("too slow"));
  // The work is settled by hand: the test itself sets no timer while the globals are barred.
  let finish!: (value: string) => void;
  const work = new Promise<string>((resolve) => finish = resolve);
  const never = new Promise<string>(() => {});
  const globals = { setTimeout, setInterval };
  const barred = () => {
    throw new Error("a global timer was set");
  };
  Object.assign(globalThis, { setTimeout: barred, setInterval: barred });
  let answered: Promise<PromiseSettledResult<string>[]>;
  try {
    answered = Promise.allSettled([limit(work), limit(never)]);
    finish("done");
  } finally {
    Object.assign(globalThis, globals);
  }
  const settled = await answered;
  assertEquals(settled.map((result) => result.status), ["fulfilled", "rejected"]);
  assertEquals(settled[0], { status: "fulfilled", value: "done" });
});

Deno.test("time limit: cutAll rejects everything waiting at once, with its own reason, and says how many", async () => {
  const limit = createTimeLimit(10_000, () => new Error("too slow"));
  const waiting = [limit(later(300, 1)), limit(later(300, 2))];
  assertEquals(await limit(later(1, "done")), "done");
  assertEquals(limit.cutAll(() => new RangeError("stopping")), 2);
  for (const settled of await Promise.allSettled(waiting)) {
    assertEquals(settled.status, "rejected");
    assertEquals((settled as PromiseRejectedResult).reason instanceof RangeError, true);
  }
  assertEquals(limit.cutAll(() => new RangeError("stopping")), 0);
  await later(310, 0);
});
