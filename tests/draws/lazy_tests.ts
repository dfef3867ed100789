import { assert, assertEquals } from "@std/assert";
import { resolveConfig } from "../../src/config.ts";
import { lazyDrawsService } from "../../src/draws/lazy.ts";
import { createDrawsService, type DrawsService } from "../../src/draws/service.ts";
import { AFTER_1239, startSourceDouble } from "../../testing/source_double.ts";

Deno.test("lazy draws service: made at its first use, once; a draw held in memory is then answered without a promise", async () => {
  const double = await startSourceDouble();
  try {
    let makings = 0;
    const config = {
      ...resolveConfig(() => undefined),
      kr645SourceUrl: double.kr645Url,
      nyOpenDataUrl: double.nyUrl,
    };
    const draws: DrawsService = lazyDrawsService(() => {
      makings++;
      return Promise.resolve(createDrawsService(config, { now: () => AFTER_1239, log: () => {} }));
    });
    assertEquals(draws.kvState(), { read: "ok", write: "ok", inFlight: 0, abandoned: 0 });
    assertEquals(makings, 0, "nothing is made before it is used");
    const asked = draws.getDraw("kr645", { game: "kr645", number: 1000 });
    assert(asked instanceof Promise);
    assertEquals((await asked).from, "source");
    const held = draws.getDraw("kr645", { game: "kr645", number: 1000 });
    if (held instanceof Promise) throw new Error("a draw held in memory came as a promise");
    assertEquals(held.from, "memory");
    assertEquals((await draws.health()).kv, "none");
    assertEquals(makings, 1);
  } finally {
    await double.close();
  }
});
