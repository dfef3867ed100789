/**
 * The bounded register over a real port: each client's hourly budget of records and stored bytes
 * (an IPv6 client by its /64), everyone's, shared by instances on one KV, each refusal a 429 or
 * 503 with Retry-After, learnt so that the next is refused before its body is read; and no
 * browser page of another origin may POST to the register or be granted it in preflight.
 */
import { assert, assertEquals, assertMatch } from "@std/assert";
import { BUDGET_WINDOW_MS, type RegisterBudget } from "../../src/giveaway/budget.ts";
import { clientKey } from "../../src/http/rate_limit.ts";
import { type Answer, startServer } from "../../testing/server.ts";
import { AFTER_1239 } from "../../testing/source_double.ts";
import { giveaway } from "./_giveaways.ts";

const GIVEAWAYS = "/api/v1/giveaways";
const ROOMY: RegisterBudget = {
  clientRecords: 1000,
  clientBytes: 1e9,
  globalRecords: 1000,
  globalBytes: 1e9,
  perSecond: 1e6,
};

function assertRefused(answer: Answer, status: number, code: string): void {
  const error = answer.body.error as Record<string, unknown>;
  assertEquals([answer.status, error.code], [status, code], JSON.stringify(answer.body));
  const retryAfter = Number(answer.headers.get("retry-after"));
  assert(retryAfter >= 1 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
}

/** The bytes the register keeps for a giveaway: its JSON, gzip-compressed. */
async function storedBytes(body: Record<string, unknown>, announcedAt: number): Promise<number> {
  const { game, draw, title, entries, winners } = body;
  const json = JSON.stringify({
    announced_at: new Date(announcedAt).toISOString(),
    game,
    draw,
    title,
    entries,
    winners,
  });
  const packed = await new Response(
    new Blob([json]).stream().pipeThrough(new CompressionStream("gzip")),
  ).arrayBuffer();
  return packed.byteLength;
}

Deno.test("budget: clients are keyed on their address, IPv6 on its /64", () => {
  assertEquals(clientKey("203.0.113.7"), "203.0.113.7");
  assertEquals(clientKey("::ffff:203.0.113.7"), "203.0.113.7");
  const same = [
    "2001:db8:1:2:3:4:5:6",
    "2001:db8:1:2::9",
    "[2001:0db8:0001:0002::]",
    "2001:db8:1:2::1.2.3.4",
  ];
  for (const address of same) assertEquals(clientKey(address), "2001:db8:1:2::/64", address);
  assertEquals(clientKey("2001:db8:1:3::1"), "2001:db8:1:3::/64");
  assertEquals(clientKey("::1"), "0:0:0:0::/64");
  assertEquals(clientKey("fe80::1%eth0"), "fe80:0:0:0::/64");
  // Not an address: as it is, never a shared key for all.
  assertEquals(clientKey("unix"), "unix");
  assertEquals(clientKey("1:2:3"), "1:2:3");
});

Deno.test("budget: a client's records an hour: the last one taken, the next a 429 with Retry-After, the hour after taken again", async () => {
  await using h = await startServer({
    double: true,
    registerBudget: { ...ROOMY, clientRecords: 3 },
  });
  for (let i = 0; i < 3; i++) {
    assertEquals((await h.post(GIVEAWAYS, giveaway({ title: `T${i}` }))).status, 201);
  }
  const refused = await h.post(GIVEAWAYS, giveaway({ title: "T3" }));
  assertRefused(refused, 429, "rate_limited");
  // The test clock is on the hour: the whole window is left.
  assertEquals(
    refused.headers.get("retry-after"),
    String(BUDGET_WINDOW_MS / 1000 - (AFTER_1239 % BUDGET_WINDOW_MS) / 1000),
  );
  assertMatch(String((refused.body.error as Record<string, unknown>).message), /3 records/);
  // Known spent, the next is refused before its body is read: a body that is no JSON at all.
  const early = await h.post(GIVEAWAYS, "not json");
  assertRefused(early, 429, "rate_limited");
  // An announcement already kept is answered: it adds nothing.
  assertEquals((await h.post(GIVEAWAYS, giveaway({ title: "T0" }))).status, 429);
  assertEquals((await h.get(`${GIVEAWAYS}`, "game=kr645&draw=1240")).body.count, 3);
  h.clock.t += BUDGET_WINDOW_MS;
  assertEquals((await h.post(GIVEAWAYS, giveaway({ title: "T3" }))).status, 201);
});

Deno.test("budget: a client's stored bytes: exactly the budget taken, one byte less refused", async () => {
  const body = giveaway({
    title: "Bytes",
    entries: Array.from({ length: 300 }, (_, i) => `Entry ${i * 7919 % 1000}`),
  });
  const bytes = await storedBytes(body, AFTER_1239);
  {
    await using h = await startServer({
      double: true,
      registerBudget: { ...ROOMY, clientBytes: bytes },
    });
    assertEquals((await h.post(GIVEAWAYS, body)).status, 201);
    assertRefused(await h.post(GIVEAWAYS, giveaway({ title: "More" })), 429, "rate_limited");
  }
  {
    await using h = await startServer({
      double: true,
      registerBudget: { ...ROOMY, clientBytes: bytes - 1 },
    });
    assertRefused(await h.post(GIVEAWAYS, body), 429, "rate_limited");
    assertEquals((await h.get(`${GIVEAWAYS}`, "game=kr645&draw=1240")).body.count, 0);
  }
});

Deno.test("budget: everyone's records an hour, shared by two instances on one KV: a 503 with Retry-After", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const budget = { ...ROOMY, globalRecords: 3 };
    await using a = await startServer({ double: true, kv, registerBudget: budget });
    await using b = await startServer({ double: true, kv, registerBudget: budget });
    assertEquals((await a.post(GIVEAWAYS, giveaway({ title: "A1" }))).status, 201);
    assertEquals((await b.post(GIVEAWAYS, giveaway({ title: "B1" }))).status, 201);
    assertEquals((await a.post(GIVEAWAYS, giveaway({ title: "A2" }))).status, 201);
    assertRefused(await b.post(GIVEAWAYS, giveaway({ title: "B2" })), 503, "register_unavailable");
    assertRefused(await a.post(GIVEAWAYS, giveaway({ title: "A3" })), 503, "register_unavailable");
    // Reading is not bounded by it.
    assertEquals((await b.get(GIVEAWAYS, "game=kr645&draw=1240")).body.count, 3);
  } finally {
    kv.close();
  }
});

Deno.test("budget: no browser page of another origin may POST to the register, nor be granted it in preflight", async () => {
  const post = (url: string, origin: string | undefined, title: string) =>
    fetch(`${url}${GIVEAWAYS}`, {
      method: "POST",
      // A page's form may send text/plain without a preflight: refused for its origin first.
      headers: {
        "content-type": origin?.includes("evil") ? "text/plain" : "application/json",
        ...(origin === undefined ? {} : { origin }),
      },
      body: JSON.stringify(giveaway({ title })),
    });
  {
    // MCP_ALLOWED_ORIGINS opens MCP to pages, not the register.
    await using h = await startServer({ double: true, config: { mcpAllowedOrigins: "*" } });
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example"]) {
      const refused = await post(h.url, origin, origin);
      const body = await refused.json();
      assertEquals([refused.status, body.error.code], [403, "origin_not_allowed"], origin);
      const preflight = await fetch(`${h.url}${GIVEAWAYS}`, {
        method: "OPTIONS",
        headers: { origin, "access-control-request-method": "POST" },
      });
      await preflight.body?.cancel();
      assertEquals(preflight.status, 403, origin);
      assertEquals(preflight.headers.get("access-control-allow-methods"), null);
    }
    assertEquals((await h.get(GIVEAWAYS, "game=kr645&draw=1240")).body.count, 0);
    // Reading stays open to every page.
    const read = await fetch(`${h.url}${GIVEAWAYS}?game=kr645&draw=1240`, {
      headers: { origin: "https://evil.example" },
    });
    assertEquals([read.status, read.headers.get("access-control-allow-origin")], [200, "*"]);
    await read.body?.cancel();
    // Loopback pages, and clients that send no Origin, may.
    for (
      const [origin, title] of [["http://localhost:5173", "a"], ["http://127.0.0.1:8000", "b"], [
        "http://[::1]",
        "c",
      ], [undefined, "d"]] as const
    ) {
      const taken = await post(h.url, origin, title);
      await taken.body?.cancel();
      assertEquals(taken.status, 201, origin);
    }
    const preflight = await fetch(`${h.url}${GIVEAWAYS}`, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });
    await preflight.body?.cancel();
    assertEquals(preflight.status, 204);
  }
  {
    await using h = await startServer({
      double: true,
      config: { publicUrl: "https://fairdraw.example" },
    });
    const own = await post(h.url, "https://fairdraw.example", "own");
    await own.body?.cancel();
    assertEquals(own.status, 201);
    const other = await post(h.url, "https://fairdraw.example.evil", "other");
    await other.body?.cancel();
    assertEquals(other.status, 403);
  }
});

Deno.test("budget: an instance's pace: a burst of 5, then one every 1/perSecond s; past it a 503 with Retry-After, before the body is read", async () => {
  // One every 2 s: a slow machine's 5 registrations do not refill a turn before the sixth.
  await using h = await startServer({ double: true, registerBudget: { ...ROOMY, perSecond: 0.5 } });
  for (let i = 0; i < 5; i++) {
    assertEquals((await h.post(GIVEAWAYS, giveaway({ title: `P${i}` }))).status, 201);
  }
  const refused = await h.post(GIVEAWAYS, "not json");
  assertRefused(refused, 503, "register_unavailable");
  assert(["1", "2"].includes(refused.headers.get("retry-after")!));
  await new Promise((resolve) => setTimeout(resolve, 2100));
  assertEquals((await h.post(GIVEAWAYS, giveaway({ title: "P5" }))).status, 201);
});
