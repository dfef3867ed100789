/**
 * One client at its quota does not starve the others (issue 30, defect 2), what holds of it
 * whatever the machine's speed: beside a heavy client sending the costliest valid requests
 * (testing/fair_share.ts), every light client's request is answered, and the heavy client is
 * answered too and held back with 429. What holds it: a body counts against the quota by its size
 * (src/http/body.ts), and at most MAX_IN_FLIGHT requests of one client are answered at once
 * (src/http/rate_limit.ts), the rest refused at once. How much the heavy client slows the light
 * ones (the 2x target at the median) is a speed, measured by bench/fair_share.ts in
 * `deno task bench`, never asserted here.
 */
import { assert, assertEquals } from "@std/assert";
import { MAX_IN_FLIGHT } from "../../src/http/rate_limit.ts";
import { fairShareLine, measureFairShare } from "../../testing/fair_share.ts";

Deno.test("fair share: beside a heavy client at its quota, every light request is answered", async () => {
  const measure = await measureFairShare(1);
  console.log(fairShareLine(measure));
  assertEquals(measure.lightRefused, 0, "a light client was refused");
  assert(measure.beside.length > 0 && measure.alone.length > 0, "the light clients were answered");
  assert((measure.heavy.get(200) ?? 0) > MAX_IN_FLIGHT, "the heavy client was answered too");
  assert((measure.heavy.get(429) ?? 0) > 0, "the heavy client was held back");
  for (const status of measure.heavy.keys()) {
    assert([200, 429].includes(status), `a heavy answer of ${status}`);
  }
});
