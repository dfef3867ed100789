import { assertEquals, assertRejects } from "@std/assert";
import { createSingleFlight } from "../../src/draws/single_flight.ts";

Deno.test("single flight: callers at the same time share one run; a later caller starts another", async () => {
  const flights = createSingleFlight<number>();
  let runs = 0;
  let release!: () => void;
  const work = () =>
    new Promise<number>((resolve) => {
      runs++;
      release = () => resolve(runs);
    });
  const a = flights.run("k", work);
  const b = flights.run("k", work);
  assertEquals([a === b, flights.size, runs], [true, 1, 1]);
  release();
  assertEquals(await Promise.all([a, b]), [1, 1]);
  assertEquals(flights.size, 0);
  const c = flights.run("k", work);
  release();
  assertEquals([await c, runs], [2, 2]);
});

Deno.test("single flight: keys fly apart; a failure reaches every caller and is forgotten", async () => {
  const flights = createSingleFlight<string>();
  const a = flights.run("a", () => Promise.resolve("a"));
  const b = flights.run("b", () => Promise.resolve("b"));
  assertEquals(await Promise.all([a, b]), ["a", "b"]);
  const failing = () => Promise.reject(new Error("no"));
  const x = flights.run("x", failing);
  const y = flights.run("x", failing);
  await assertRejects(() => x, Error, "no");
  await assertRejects(() => y, Error, "no");
  assertEquals(flights.size, 0);
  // Work that throws before it returns a promise is a rejection, not a throw.
  await assertRejects(
    () =>
      flights.run("z", () => {
        throw new Error("sync");
      }),
    Error,
    "sync",
  );
});
