import { assert, assertEquals, assertRejects } from "@std/assert";
import { toHex } from "../../src/random/mod.ts";
import { seedOf } from "../../testing/seeds.ts";
import { countedSeeds, startServer, withServer } from "../../testing/server.ts";
import { AFTER_1239, kr645DrawUrl, startSourceDouble } from "../../testing/source_double.ts";
import { DRAW } from "../draws/_records.ts";

Deno.test("startServer: the app reads draws by the clock the test moves, from the double", async () => {
  await using server = await startServer({ double: true });
  assertEquals(server.clock.t, AFTER_1239);
  const latest = await server.get(DRAW, "game=kr645");
  assertEquals([latest.status, latest.body.draw], [200, 1239]);
  // A week on, draw 1240 is out by the schedule and at the double.
  server.double.setLatest({ kr645: 1240 });
  server.clock.t = Date.parse("2026-09-05T12:00:00Z");
  const next = await server.post(DRAW, { game: "kr645" });
  assertEquals([next.status, next.body.draw, next.body.stale], [200, 1240, false]);
  assertEquals(server.double.callCount("kr645"), 2);
});

Deno.test("startServer: a double it started is closed with it; a double given is left open", async () => {
  const given = await startSourceDouble();
  try {
    const withGiven = await startServer({ double: given });
    const owned = await startServer({ double: true });
    const ownedUrl = owned.double.kr645Url;
    await withGiven.close();
    await owned.close();
    const open = await fetch(kr645DrawUrl(1, given.kr645Url));
    assertEquals(open.status, 200);
    await open.body?.cancel();
    await assertRejects(() => fetch(kr645DrawUrl(1, ownedUrl)));
  } finally {
    await given.close();
  }
});

Deno.test("startServer: without a double there is none, and one client is never rate limited", async () => {
  await using server = await startServer();
  assertEquals(server.double, undefined);
  // More than the default 600 a minute: a test is one client sending many requests.
  for (let i = 0; i < 650; i++) {
    const response = await fetch(`${server.url}/api/v1/random/coin`);
    assertEquals(response.status, 200, `request ${i + 1}`);
    await response.body?.cancel();
  }
});

Deno.test("countedSeeds: calls without a seed answer the same on every run, from seed 1 up", async () => {
  const answers: unknown[][] = [];
  for (let run = 0; run < 2; run++) {
    await using server = await startServer({ freshSeed: countedSeeds() });
    const first = await server.get("/api/v1/random/dice", "count=5");
    const second = await server.get("/api/v1/random/dice", "count=5");
    assertEquals(first.body.seed, toHex(seedOf(1)));
    assertEquals(second.body.seed, toHex(seedOf(2)));
    answers.push([first.body, second.body]);
  }
  assertEquals(answers[0], answers[1]);
});

Deno.test("withServer: the server is stopped after the body, even when it throws", async () => {
  let url = "";
  await assertRejects(
    () =>
      withServer({}, (server) => {
        url = server.url;
        return Promise.reject(new Error("the body failed"));
      }),
    Error,
    "the body failed",
  );
  assert(url !== "");
  await assertRejects(() => fetch(`${url}/api/v1/random/coin`));
});
