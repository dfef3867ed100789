import { assertEquals, assertThrows } from "@std/assert";
import { createSourceCap } from "../../src/draws/source_cap.ts";

const never = () => new AbortController().signal;

Deno.test("source cap: up to the limit at once per source, the rest first come first served", async () => {
  const cap = createSourceCap(2);
  const first = await cap.acquire("kr645", never());
  const second = await cap.acquire("kr645", never());
  const order: string[] = [];
  const third = cap.acquire("kr645", never()).then((release) => {
    order.push("third");
    return release;
  });
  const fourth = cap.acquire("kr645", never()).then((release) => {
    order.push("fourth");
    return release;
  });
  // Another source is not held back.
  const other = await cap.acquire("ny", never());
  assertEquals([cap.inFlight("kr645"), cap.waiting("kr645"), cap.inFlight("ny")], [2, 2, 1]);
  first!();
  first!(); // Giving a slot back twice frees it once.
  await third;
  assertEquals([cap.inFlight("kr645"), cap.waiting("kr645"), order], [2, 1, ["third"]]);
  second!();
  (await third)!();
  (await fourth)!();
  other!();
  assertEquals([cap.inFlight("kr645"), cap.waiting("kr645"), order], [0, 0, ["third", "fourth"]]);
});

Deno.test("source cap: a wait whose deadline passes leaves the queue with no slot", async () => {
  const cap = createSourceCap(1);
  const held = await cap.acquire("ny", never());
  const controller = new AbortController();
  const waiting = cap.acquire("ny", controller.signal);
  assertEquals(cap.waiting("ny"), 1);
  controller.abort();
  assertEquals(await waiting, undefined);
  assertEquals(cap.waiting("ny"), 0);
  // Already past its deadline: no slot, even when one is free.
  held!();
  assertEquals(await cap.acquire("ny", AbortSignal.abort()), undefined);
  assertEquals(cap.inFlight("ny"), 0);
});

Deno.test("source cap: the limit is a whole number from 1", () => {
  for (const limit of [0, -1, 1.5, NaN]) assertThrows(() => createSourceCap(limit), RangeError);
  createSourceCap(1);
});
