/**
 * The KV Connect relay (src/kv/connect.ts) against a stand-in endpoint
 * (testing/kv_connect_double.ts), opened in the test's own process: without the relay, a KV
 * Connect call that meets a 503 or no answer goes on for ever; through it, every call ends within
 * its second, and nothing is called once the calls end.
 */
import { assert, assertEquals, assertLess, assertRejects } from "@std/assert";
import { openKvRelayed, RELAY_CALL_MS } from "../../src/kv/connect.ts";
import { startKvConnectDouble } from "../../testing/kv_connect_double.ts";
import { LOADED_SLACK_MS } from "../../testing/process.ts";

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const mode of ["unavailable", "hang"] as const) {
  Deno.test(`KV Connect relay (${mode}): a call ends within its second, and no call follows`, async () => {
    await using double = startKvConnectDouble(mode);
    Deno.env.set("DENO_KV_ACCESS_TOKEN", double.token);
    const kv = await openKvRelayed(double.url);
    try {
      for (const call of [() => kv.get(["a"]), () => kv.set(["a"], 1)]) {
        const start = performance.now();
        await assertRejects(call, Error, "no answer within");
        assertLess(performance.now() - start, RELAY_CALL_MS + LOADED_SLACK_MS);
      }
      const calls = double.dataCalls;
      assert(calls >= 2);
      await settle(1500);
      assertEquals(double.dataCalls, calls, "KV was called after the calls ended");
      // KV answers again: so do the calls, through the same relay.
      double.setMode("ok");
      assertEquals((await kv.get(["a"])).value, null);
      assert((await kv.set(["a"], 1)).ok);
    } finally {
      kv.close();
    }
  });
}

Deno.test("openKvRelayed: a path that is not a URL opens KV itself", async () => {
  const kv = await openKvRelayed(":memory:");
  try {
    await kv.set(["a"], 1);
    assertEquals((await kv.get(["a"])).value, 1);
  } finally {
    kv.close();
  }
});
