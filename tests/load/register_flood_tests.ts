/**
 * A flood of registrations from many addresses (testing/flood.ts) is refused, not failed: every
 * flood answer is a 201, a 429 or a 503 (never a 500), some are refused and some registered, and
 * the look-ups beside it all answer 200. How much it slows the look-ups (the 2x target at p95) is
 * a speed, measured by bench/register_flood.ts in `deno task bench`, never asserted here.
 */
import { assert } from "@std/assert";
import { floodLine, measureFlood } from "../../testing/flood.ts";

Deno.test("load: a flood of registrations from many addresses is refused, never failed", async () => {
  const measure = await measureFlood(1);
  console.log(floodLine(measure));
  for (const status of measure.statuses.keys()) {
    // 0: the connection closed on a refusal before the whole body was sent.
    assert([0, 201, 429, 503].includes(status), `a flood answer of ${status}`);
  }
  assert((measure.statuses.get(201) ?? 0) > 0, "the flood registered nothing: it was no flood");
  assert((measure.statuses.get(503) ?? 0) > 0, "the flood was never refused: it was no flood");
});
