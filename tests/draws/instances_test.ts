/**
 * Several instances on one KV ask a source once between them. Three main.ts processes (the real
 * entry point, on the real clock) share one KV file and one source double; 300 requests at once
 * are spread over them.
 *
 * - A draw never asked before: the double sees one call.
 * - A latest draw that just fell due (the latest kept in KV is past its check time, as it is when
 *   the next draw is published; the double has the next draw, as it would by then): the double
 *   sees the one call that one instance alone makes.
 * - An outage (the double refuses with 403, which is never retried at once): waves of requests
 *   for a few seconds; the double sees no more calls than one instance alone would make, since
 *   the backoff is shared: a call, then none until 1 s later, then none until 2 s after that.
 * - The instance that holds the lease and asks the source is killed (SIGKILL) mid-call: the
 *   waiters on the other instances take the lease over once it lapses (it is short, renewed
 *   while its holder lives) and answer well before their deadline, not 503 at its end.
 * - And in one process, two apps on one KV in front of a slow source: the one that waits for the
 *   other gives up within the same deadline; and an app that found no draw kept, then finds the
 *   lease free because the other has just kept the draw and let the lease go: it answers the draw
 *   kept without asking again (the race that made the first two cases fail one run in three).
 */
import { assert, assertEquals } from "@std/assert";
import { createDrawCache, latestKey } from "../../src/draws/cache.ts";
import { leaseKey } from "../../src/draws/shared.ts";
import { parseKr645Row } from "../../src/draws/sources/kr645.ts";
import { drawFacts, latestDrawNumber } from "../../src/games/mod.ts";
import { type MainProcess, startMainProcess, waitFor } from "../../testing/process.ts";
import { startServer } from "../../testing/server.ts";
import {
  type SourceDouble,
  startSourceDouble,
  synthesizedKr645Row,
} from "../../testing/source_double.ts";

const INSTANCES = 3;
const REQUESTS = 300;
const SOURCE_TIMEOUT_MS = 3000;
const DRAW_PATH = "/api/v1/lottery/draw";

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** `REQUESTS` GETs at once, spread in turn over the instances. */
function spread(instances: readonly MainProcess[], query: string): Promise<Reply[]> {
  return Promise.all(
    Array.from({ length: REQUESTS }, async (_, i) => {
      const response = await fetch(`${instances[i % instances.length]!.base}${DRAW_PATH}?${query}`);
      return { status: response.status, body: await response.json() };
    }),
  );
}

/** The calls the double had for one kr645 draw number. */
function callsFor(double: SourceDouble, draw: number): number {
  return double.calls.filter((call) => call.params.srchLtEpsd === String(draw)).length;
}

async function withInstances(
  body: (instances: MainProcess[], double: SourceDouble, kvPath: string) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "fairdraw_instances_" });
  const kvPath = `${dir}/draws.sqlite`;
  const double = await startSourceDouble({
    // The double answers as the real source would now: up to the draw the schedule calls latest.
    latest: { kr645: latestDrawNumber(drawFacts("kr645"), Date.now()) },
  });
  const env = {
    KV_PATH: kvPath,
    KR645_SOURCE_URL: double.kr645Url,
    NY_OPEN_DATA_URL: double.nyUrl,
    SOURCE_TIMEOUT_MS: String(SOURCE_TIMEOUT_MS),
    RATE_LIMIT_PER_MINUTE: "0",
    REFRESH_SCHEDULE: "off",
  };
  const started = await Promise.allSettled(
    Array.from({ length: INSTANCES }, () => startMainProcess(env)),
  );
  const instances = started.flatMap((result) =>
    result.status === "fulfilled" ? [result.value] : []
  );
  try {
    for (const result of started) if (result.status === "rejected") throw result.reason;
    await body(instances, double, kvPath);
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
    await double.close();
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test({
  name: "instances: 300 requests over 3 instances on one KV for a draw never asked: 1 source call",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await withInstances(async (instances, double) => {
      const replies = await spread(instances, "game=kr645&draw=1000");
      assertEquals(replies.filter((reply) => reply.status !== 200), []);
      assert(replies.every((reply) => reply.body.draw === 1000 && reply.body.stale === false));
      // One fetch time: every instance answered the value the one that asked kept.
      assertEquals(new Set(replies.map((reply) => reply.body.fetched_at)).size, 1);
      assertEquals(callsFor(double, 1000), 1);
      assertEquals(double.callCount(), 1);
    });
  },
});

Deno.test({
  name: "instances: a latest draw that just fell due is asked for once, as by one instance alone",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await withInstances(async (instances, double, kvPath) => {
      const latest = double.latest.kr645;
      // What the instances found in KV: the draw before, due to be checked again now.
      const kv = await Deno.openKv(kvPath);
      try {
        const record = parseKr645Row(synthesizedKr645Row(latest - 1));
        const fetchedAt = Date.now() - 7 * 24 * 3_600_000;
        await createDrawCache(kv).write(latestKey("kr645"), {
          record,
          fetchedAt,
          checkAfter: Date.now(),
        });
      } finally {
        kv.close();
      }
      const replies = await spread(instances, "game=kr645");
      assertEquals(replies.filter((reply) => reply.status !== 200), []);
      assert(replies.every((reply) => reply.body.draw === latest && reply.body.stale === false));
      // One instance alone asks the source for the draw the schedule calls latest, once.
      assertEquals(callsFor(double, latest), 1);
      assertEquals(double.callCount(), 1);
    });
  },
});

Deno.test({
  name: "instances: during an outage the source sees no more calls than one instance would make",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await withInstances(async (instances, double) => {
      double.setMode("forbidden", { source: "kr645" });
      const start = performance.now();
      let waves = 0;
      // Waves of 300 requests for a draw never kept, for at least 4 s.
      while (performance.now() - start < 4000) {
        const replies = await spread(instances, "game=kr645&draw=900");
        waves++;
        for (const reply of replies) {
          assertEquals(reply.status, 503);
          assertEquals((reply.body.error as { code: string }).code, "source_unavailable");
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const elapsedS = (performance.now() - start) / 1000;
      // One instance alone asks at 0 s, then at the earliest 1 s later, 2 s after that, 4 s
      // after that...: at most 1 + floor(log2(elapsed + 1)) calls in `elapsed` seconds.
      const alone = 1 + Math.floor(Math.log2(elapsedS + 1));
      const calls = double.callCount("kr645");
      assert(calls >= 1, "the source was asked");
      assert(
        calls <= alone,
        `${calls} calls in ${
          elapsedS.toFixed(1)
        } s over ${waves} waves; one instance: at most ${alone}`,
      );
      // Each failure was logged once, by the instance that met it.
      const logged = instances.flatMap((instance) =>
        instance.output().split("\n").filter((line) => line.includes('"source":"kr645"'))
      );
      assertEquals(logged.length, calls);
      assert(logged.every((line) => JSON.parse(line).error === "answered 403"), logged.join("\n"));
    });
  },
});

Deno.test({
  name:
    "instances: the instance asking the source is killed; the waiters take its lease over and answer in time",
  sanitizeResources: false,
  sanitizeOps: false,
  async fn() {
    await withInstances(async (instances, double) => {
      double.setMode("slow", { source: "kr645", delayMs: 30_000 });
      const [holder, ...waiters] = instances;
      const held = fetch(`${holder!.base}${DRAW_PATH}?game=kr645&draw=1000`).catch(() => {});
      await waitFor(() => double.inFlight("kr645") === 1, "the first instance asks the source");
      const start = performance.now();
      const replies = Promise.all(
        Array.from({ length: 100 }, async (_, i) => {
          const response = await fetch(
            `${waiters[i % waiters.length]!.base}${DRAW_PATH}?game=kr645&draw=1000`,
          );
          return { status: response.status, ms: performance.now() - start };
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      holder!.kill("SIGKILL");
      await held;
      double.setMode("normal", { source: "kr645" });
      const answered = await replies;
      const late = answered.filter((reply) => reply.status !== 200 || reply.ms > 2600);
      assertEquals(late, [], `the budget is ${SOURCE_TIMEOUT_MS} ms and 0.9 s`);
      // The dead holder's call and the one of the waiter that took over.
      assertEquals(callsFor(double, 1000), 2);
    });
  },
});

Deno.test("instances: while one instance waits on a slow source, another waits for it within the same deadline", async () => {
  const kv = await Deno.openKv(":memory:");
  const timeoutMs = 500;
  try {
    await using first = await startServer({
      double: true,
      kv,
      config: { sourceTimeoutMs: timeoutMs },
    });
    await using second = await startServer({
      double: first.double,
      kv,
      config: { sourceTimeoutMs: timeoutMs },
    });
    first.double.setMode("slow", { source: "kr645", delayMs: 30_000 });
    const [a, b] = await Promise.all([
      first.get(DRAW_PATH, "game=kr645&draw=1000"),
      second.get(DRAW_PATH, "game=kr645&draw=1000"),
    ]);
    assertEquals([a.status, b.status], [503, 503]);
    // API.md: within SOURCE_TIMEOUT_MS plus one second, for the one that waited too.
    assert(a.ms < timeoutMs + 1000 && b.ms < timeoutMs + 1000, `${a.ms} ms, ${b.ms} ms`);
    assertEquals(first.double.callCount(), 1);
    assertEquals([...first.logs, ...second.logs].length, 1);
  } finally {
    kv.close();
  }
});

Deno.test("instances: a lease let go just after this instance found no draw kept: the draw kept answers, the source is not asked again", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await using first = await startServer({ double: true, kv });
    let raced = false;
    // The second instance's KV: when it first looks at a lease, the first instance has just asked
    // the source, kept the draw and let its lease go, after the second found no draw kept.
    const racing = new Proxy(kv, {
      get(target, name) {
        if (name === "get") {
          return async (key: Deno.KvKey) => {
            if (!raced && key[0] === leaseKey([])[0]) {
              raced = true;
              await first.get(DRAW_PATH, "game=kr645&draw=1000");
            }
            return await target.get(key);
          };
        }
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await using second = await startServer({ double: first.double, kv: racing });
    const answer = await second.get(DRAW_PATH, "game=kr645&draw=1000");
    assert(raced, "the second instance never looked at a lease");
    assertEquals([answer.status, answer.body.draw], [200, 1000]);
    assertEquals(first.double.callCount(), 1);
  } finally {
    kv.close();
  }
});
