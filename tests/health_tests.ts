import { assert, assertEquals, assertLess } from "@std/assert";
import { HEALTH_KEPT_MS } from "../src/draws/health.ts";
import { HEALTH_PER_MINUTE } from "../src/health.ts";
import { LOADED_SLACK_MS } from "../testing/process.ts";
import { startServer } from "../testing/server.ts";

const HEALTHZ = "/healthz";

Deno.test("healthz: 200 with each source's last success, last failure and backoff, with CORS", async () => {
  await using server = await startServer({ double: true });
  const { double, clock } = server;
  let health = await server.get(HEALTHZ);
  assertEquals(health.status, 200);
  assertEquals(health.headers.get("access-control-allow-origin"), "*");
  assertEquals(health.headers.get("cache-control"), "no-store");
  const never = { last_success: null, last_failure: null, failures: 0, backoff_until: null };
  assertEquals(health.body, {
    status: "ok",
    version: "1.0.0",
    kv: "none",
    kv_store: "none",
    kv_shared: false,
    sources: [
      { name: "kr645", games: ["kr645"], ...never },
      { name: "ny", games: ["powerball", "megamillions"], ...never },
    ],
  });

  // A success, then a failure a minute later: both times shown, and the backoff while it lasts.
  assertEquals((await server.get("/api/v1/lottery/draw", "game=kr645&draw=1000")).status, 200);
  const succeeded = new Date(clock.t).toISOString();
  clock.t += 60_000;
  double.setMode("error", { source: "kr645" });
  assertEquals((await server.get("/api/v1/lottery/draw", "game=kr645&draw=1001")).status, 503);
  assertEquals(server.logs.map(({ source, backoff_ms }) => [source, backoff_ms]), [[
    "kr645",
    1000,
  ]]);
  health = await server.get(HEALTHZ);
  const kr645 = (health.body.sources as Record<string, unknown>[])[0];
  assertEquals(kr645, {
    name: "kr645",
    games: ["kr645"],
    last_success: succeeded,
    last_failure: new Date(clock.t).toISOString(),
    failures: 1,
    backoff_until: new Date(clock.t + 1000).toISOString(),
  });
  clock.t += 1000;
  health = await server.get(HEALTHZ);
  assertEquals((health.body.sources as Record<string, unknown>[])[0]!.backoff_until, null);
});

Deno.test("healthz: reads KV for real: ok while it reads, 503 when it cannot", async () => {
  const kv = await Deno.openKv(":memory:");
  await using server = await startServer({ double: true, kv });
  let health = await server.get(HEALTHZ);
  assertEquals([health.status, health.body.status, health.body.kv], [200, "ok", "ok"]);
  // What another instance on the same KV learnt shows here too.
  assertEquals(
    (await server.get("/api/v1/lottery/draw", "game=powerball&draw=2022-11-21")).status,
    200,
  );
  kv.close();
  // The look at KV a check made answers the checks of the next second too.
  await new Promise((resolve) => setTimeout(resolve, HEALTH_KEPT_MS));
  health = await server.get(HEALTHZ);
  assertEquals([health.status, health.body.status, health.body.kv], [
    503,
    "unavailable",
    "unreadable",
  ]);
  assertEquals(health.headers.get("access-control-allow-origin"), "*");
  const ny = (health.body.sources as Record<string, unknown>[])[1]!;
  assertEquals(ny.last_success, new Date(server.clock.t).toISOString());
});

Deno.test("healthz: the state of a source is shared by the instances on one KV", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await using first = await startServer({ double: true, kv });
    await using second = await startServer({ double: first.double, kv });
    first.double.setMode("forbidden", { source: "ny" });
    assertEquals((await first.get("/api/v1/lottery/draw", "game=megamillions")).status, 503);
    const health = await second.get(HEALTHZ);
    const ny = (health.body.sources as Record<string, unknown>[])[1]!;
    assertEquals([ny.failures, ny.last_failure], [1, new Date(first.clock.t).toISOString()]);
    // And the second leaves the source alone while the first's backoff lasts.
    first.double.calls.length = 0;
    assertEquals((await second.get("/api/v1/lottery/draw", "game=powerball")).status, 503);
    assertEquals(first.double.callCount(), 0);
    assertEquals(second.logs, []);
  } finally {
    kv.close();
  }
});

Deno.test("healthz: a limit of its own, apart from the API's quota", async () => {
  await using server = await startServer({ config: { rateLimitPerMinute: 1 } });
  assertEquals((await server.get("/api/v1/random/coin")).status, 200);
  assertEquals((await server.get("/api/v1/random/coin")).status, 429);
  // The API's quota spent, checks go on, up to a minute's worth of their own.
  for (let i = 0; i < HEALTH_PER_MINUTE; i++) {
    const health = await server.get(HEALTHZ, i % 2 === 0 ? "" : "verbose=1");
    assertEquals(health.status, 200, `check ${i + 1}`);
  }
  const refused = await server.get(HEALTHZ);
  assertEquals([refused.status, (refused.body.error as { code: string }).code], [
    429,
    "rate_limited",
  ]);
  assertEquals(refused.headers.get("retry-after"), "1");
  // A minute later, whole again; the API's quota was not spent by the checks.
  server.clock.t += 60_000;
  assertEquals((await server.get(HEALTHZ)).status, 200);
  assertEquals((await server.get("/api/v1/random/coin")).status, 200);
});

Deno.test("healthz: checks made together, or within a second, share one read and one write of KV", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const calls = { read: 0, write: 0 };
    const counted = new Proxy(kv, {
      get(target, name) {
        if (name === "getMany") calls.read++;
        if (name === "set") calls.write++;
        const value = Reflect.get(target, name, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    await using server = await startServer({ kv: counted });
    const checks = await Promise.all(Array.from({ length: 50 }, () => server.get(HEALTHZ)));
    assertEquals(checks.filter((check) => check.status !== 200), []);
    assertEquals(calls, { read: 1, write: 1 });
    for (let i = 0; i < 20; i++) await server.get(HEALTHZ);
    assertEquals(calls, { read: 1, write: 1 });
    await new Promise((resolve) => setTimeout(resolve, HEALTH_KEPT_MS));
    assertEquals((await server.get(HEALTHZ)).status, 200);
    assertEquals(calls, { read: 2, write: 2 });
  } finally {
    kv.close();
  }
});

/** A KV file in a new directory, opened, with what the test needs to break it. */
async function kvFile(): Promise<{ dir: string; path: string; kv: Deno.Kv } & AsyncDisposable> {
  const dir = await Deno.makeTempDir({ prefix: "fairdraw_health_" });
  const path = `${dir}/draws.sqlite`;
  const kv = await Deno.openKv(path);
  return {
    dir,
    path,
    kv,
    async [Symbol.asyncDispose]() {
      kv.close();
      await Deno.remove(dir, { recursive: true });
    },
  };
}

for (const fault of ["deleted", "replaced"] as const) {
  Deno.test(`healthz: a KV file ${fault} under the process is 503 unwritable`, async () => {
    await using file = await kvFile();
    await using server = await startServer({ kv: file.kv, config: { kvPath: file.path } });
    const before = await server.get(HEALTHZ);
    assertEquals([before.status, before.body.kv, before.body.kv_store], [200, "ok", "file"]);
    for (const suffix of ["", "-wal", "-shm"]) {
      await Deno.remove(file.path + suffix).catch(() => {});
    }
    if (fault === "replaced") {
      const other = await Deno.openKv(file.path);
      await other.set(["other"], true);
      other.close();
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_KEPT_MS));
    const after = await server.get(HEALTHZ);
    assertEquals([after.status, after.body.status, after.body.kv], [
      503,
      "unavailable",
      "unwritable",
    ]);
  });
}

/** Holds a KV file's write lock from another process (Python's sqlite3), until `release`. */
async function holdWriteLock(path: string): Promise<{ release(): Promise<void> } | undefined> {
  let child: Deno.ChildProcess;
  try {
    child = new Deno.Command("python3", {
      args: [
        "-c",
        "import sqlite3, sys\n" +
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n" +
        "c.execute('BEGIN IMMEDIATE')\n" +
        "print('held', flush=True)\n" +
        "sys.stdin.read()",
        path,
      ],
      stdin: "piped",
      stdout: "piped",
      stderr: "null",
    }).spawn();
  } catch {
    return undefined;
  }
  const reader = child.stdout.getReader();
  const { value } = await reader.read();
  reader.releaseLock();
  if (!new TextDecoder().decode(value).includes("held")) return undefined;
  return {
    async release() {
      await child.stdin.close();
      await child.stdout.cancel();
      await child.status;
    },
  };
}

Deno.test("healthz: a write lock another process holds is 503 unwritable within 1 s; draws are still answered", async () => {
  await using file = await kvFile();
  await using server = await startServer({
    double: true,
    kv: file.kv,
    config: { kvPath: file.path },
  });
  assertEquals((await server.get(HEALTHZ)).status, 200);
  const lock = await holdWriteLock(file.path);
  if (lock === undefined) throw new Error("python3 with sqlite3 is needed to hold the lock");
  try {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_KEPT_MS));
    const held = await server.get(HEALTHZ);
    assertEquals([held.status, held.body.kv], [503, "unwritable"]);
    assertLess(held.ms, 1000 + LOADED_SLACK_MS);
    // Draws are answered meanwhile, from their source: the first within the KV policy's 1 s
    // (KV's one connection waits on the lock behind the health check's write), then without KV.
    const draw = await server.get("/api/v1/lottery/draw", "game=kr645&draw=1000");
    assertEquals([draw.status, draw.body.draw], [200, 1000]);
    assertLess(draw.ms, 2000 + LOADED_SLACK_MS);
    const next = await server.get("/api/v1/lottery/draw", "game=kr645&draw=1001");
    assertEquals([next.status, next.body.draw], [200, 1001]);
    assertLess(next.ms, 500);
  } finally {
    await lock.release();
  }
});

/**
 * Makes a KV file that reads but cannot be written: immutable (`chattr +i`, for root, whom file
 * modes do not stop) or read-only by its mode. Undefined where neither holds.
 */
async function readOnlyKvFile(): Promise<{ path: string; undo: () => Promise<void> } | undefined> {
  const dir = await Deno.makeTempDir({ prefix: "fairdraw_readonly_" });
  const path = `${dir}/draws.sqlite`;
  const kv = await Deno.openKv(path);
  await kv.set(["written"], true);
  kv.close();
  const chattr = async (flag: string) => {
    try {
      return (await new Deno.Command("chattr", { args: [flag, path], stderr: "null" }).output())
        .success;
    } catch {
      return false;
    }
  };
  if (!await chattr("+i")) await Deno.chmod(path, 0o444);
  const undo = async () => {
    await chattr("-i");
    await Deno.remove(dir, { recursive: true });
  };
  const probe = await Deno.openKv(path);
  try {
    await probe.set(["written"], false);
  } catch {
    return { path, undo };
  } finally {
    probe.close();
  }
  await undo();
  return undefined;
}

const READ_ONLY = await readOnlyKvFile();
await READ_ONLY?.undo();

Deno.test({
  name: "healthz: a read-only KV file is unwritable, 503, within 1 s; draws are still answered",
  ignore: READ_ONLY === undefined,
  async fn() {
    const file = await readOnlyKvFile();
    if (file === undefined) throw new Error("no read-only KV file on this machine");
    const kv = await Deno.openKv(file.path);
    try {
      await using server = await startServer({ double: true, kv });
      const health = await server.get(HEALTHZ);
      assertEquals([health.status, health.body.status, health.body.kv], [
        503,
        "unavailable",
        "unwritable",
      ]);
      assert(health.ms < 1000, `${health.ms} ms`);
      // Leases cannot be taken nor draws kept in KV: the source is asked, the draw answered.
      const draw = await server.get("/api/v1/lottery/draw", "game=kr645&draw=1000");
      assertEquals([draw.status, draw.body.draw], [200, 1000]);
      assertEquals(server.double.callCount(), 1);
      // Kept in memory.
      assertEquals((await server.get("/api/v1/lottery/draw", "game=kr645&draw=1000")).status, 200);
      assertEquals(server.double.callCount(), 1);
    } finally {
      kv.close();
      await file.undo();
    }
  },
});

Deno.test("healthz: says what kind of KV it is, from KV_PATH", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    await using server = await startServer({ kv, config: { kvPath: ":memory:" } });
    const health = await server.get(HEALTHZ);
    assertEquals([health.status, health.body.kv, health.body.kv_store, health.body.kv_shared], [
      200,
      "ok",
      "memory",
      false,
    ]);
  } finally {
    kv.close();
  }
});
