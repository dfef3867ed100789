import { assert, assertEquals } from "@std/assert";
import { KV_ATTEMPTS, retryingKv } from "../../src/kv/retry.ts";

Deno.test("retryingKv: a failure is tried again, and thrown once it keeps failing", async () => {
  let calls = 0;
  assertEquals(
    await retryingKv(() =>
      ++calls < 3 ? Promise.reject(new Error("database is locked")) : Promise.resolve(7)
    ),
    7,
  );
  assertEquals(calls, 3);
  calls = 0;
  const failing = retryingKv(() => {
    calls++;
    return Promise.reject(new Error("gone"));
  });
  await failing.then(() => assert(false), (error) => assertEquals(error.message, "gone"));
  assertEquals(calls, KV_ATTEMPTS);
});

Deno.test("retryingKv: the number of tries can be given", async () => {
  let calls = 0;
  const failing = retryingKv(() => {
    calls++;
    return Promise.reject(new Error("gone"));
  }, 2);
  await failing.then(() => assert(false), (error) => assertEquals(error.message, "gone"));
  assertEquals(calls, 2);
});
