/**
 * What the draws service says of where each answer came from (for spans and the access log):
 * `source`, `memory`, `kv`, `stale`.
 */
import { assertEquals } from "@std/assert";
import { resolveConfig } from "../../src/config.ts";
import { createDrawsService, type DrawsConfig } from "../../src/draws/service.ts";
import { AFTER_1239, startSourceDouble } from "../../testing/source_double.ts";

Deno.test("draws service: each answer says whether it came from the source, memory, KV or stale", async () => {
  await using double = {
    ...(await startSourceDouble()),
    async [Symbol.asyncDispose]() {
      await this.close();
    },
  };
  const kv = await Deno.openKv(":memory:");
  try {
    const config: DrawsConfig = {
      ...resolveConfig(() => undefined),
      kr645SourceUrl: double.kr645Url,
      nyOpenDataUrl: double.nyUrl,
      sourceTimeoutMs: 1000,
    };
    let t = AFTER_1239;
    const options = { kv, now: () => t, log: () => {} };
    const first = createDrawsService(config, options);
    const asked = await first.getDraw("kr645", { game: "kr645", number: 1000 });
    assertEquals([asked.from, asked.stale], ["source", false]);
    // Held in memory: answered at once, without a promise.
    const held = first.getDraw("kr645", { game: "kr645", number: 1000 });
    if (held instanceof Promise) throw new Error("a draw held in memory came as a promise");
    assertEquals(held.from, "memory");
    // Another instance on the same KV.
    const second = createDrawsService(config, options);
    assertEquals((await second.getDraw("kr645", { game: "kr645", number: 1000 })).from, "kv");
    // The latest, then its source failing once it is due: the last good value, stale.
    assertEquals((await first.getDraw("powerball")).from, "source");
    t += 30 * 86_400_000;
    double.setMode("error", { source: "ny" });
    const stale = await first.getDraw("powerball");
    assertEquals([stale.from, stale.stale], ["stale", true]);
    assertEquals(first.kvState(), { read: "ok", write: "ok", inFlight: 0, abandoned: 0 });
  } finally {
    kv.close();
  }
});
