import { assertEquals, assertRejects, assertStrictEquals } from "@std/assert";
import { lazy } from "../src/lazy.ts";

Deno.test("lazy: made once at the first get, however many ask at once, and kept", async () => {
  let makings = 0;
  const value = lazy(() => Promise.resolve({ n: ++makings }));
  assertEquals(value.made, undefined, "nothing is made before it is asked for");
  const [a, b] = await Promise.all([value.get(), value.get()]);
  assertStrictEquals(a, b);
  assertStrictEquals(value.made, a);
  assertStrictEquals(await value.get(), a);
  assertEquals(makings, 1);
});

Deno.test("lazy: a making that fails fails its callers, and the next get tries again", async () => {
  let makings = 0;
  const value = lazy(() => {
    makings++;
    return makings === 1 ? Promise.reject(new Error("disk hiccup")) : Promise.resolve("ok");
  });
  await assertRejects(() => value.get(), Error, "disk hiccup");
  assertEquals(value.made, undefined);
  assertEquals(await value.get(), "ok");
  assertEquals([makings, value.made], [2, "ok"]);
});
