/**
 * Cost, not only count (issue 30, defect 2): a body past what its operation's largest valid input
 * needs is refused before it is read; a body counts against the rate limit by its size; at most
 * MAX_IN_FLIGHT requests of one client are answered at once, the next refused with 429 at once.
 */
import { assert, assertEquals, assertLess } from "@std/assert";
import { BODY_LIMIT, bodyLimitFor, BYTES_PER_TOKEN } from "../../src/http/body.ts";
import { createInFlightLimit, MAX_IN_FLIGHT } from "../../src/http/rate_limit.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { startServer } from "../../testing/server.ts";

function codeOf(body: Record<string, unknown>): string | undefined {
  return (body.error as { code?: string } | undefined)?.code;
}

Deno.test("body limit per operation: what its largest valid input needs, at most 4 MiB", () => {
  const limits = Object.fromEntries(OPERATIONS.map((op) => [op.name, bodyLimitFor(op.input)]));
  // Lists of 1000 items of 200 code points, each escaped as a surrogate pair: 2.4 MB and room.
  for (const name of ["shuffle_list", "pick_from_list", "announce_giveaway"]) {
    assert(limits[name]! > 1000 * 200 * 12 && limits[name]! <= BODY_LIMIT, name);
  }
  for (const name of ["roll_dice", "flip_coin", "random_integer", "get_draw", "pick_numbers"]) {
    assertLess(limits[name]!, 64 * 1024, name);
  }
});

Deno.test("body limit per operation: 200,000 keys to a dice roll are refused unread; the largest valid list is taken", async () => {
  await using server = await startServer();
  const keys = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, 0]));
  const refused = await server.post("/api/v1/random/dice", keys);
  assertEquals([refused.status, codeOf(refused.body)], [413, "payload_too_large"]);
  // Just within: the largest dice body that can be valid, padded with white space to its limit.
  const limit = bodyLimitFor(OPERATIONS.find((op) => op.name === "roll_dice")!.input);
  const padded = JSON.stringify({ sides: 6 }).padEnd(limit, " ");
  const response = await fetch(`${server.url}/api/v1/random/dice`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: padded,
  });
  assertEquals(response.status, 200);
  await response.body?.cancel();
  const over = await fetch(`${server.url}/api/v1/random/dice`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: padded + " ",
  });
  assertEquals(over.status, 413);
  await over.body?.cancel();
  // The largest valid list: 1000 items of 200 code points, each escaped as a surrogate pair.
  const items = Array.from(
    { length: 1000 },
    (_, i) => `${i}`.padEnd(4, "-") + String.fromCodePoint(0x1f600 + (i % 50)).repeat(196),
  );
  const escaped = JSON.stringify({ items }).replace(
    /[\u{10000}-\u{10ffff}]/gu,
    (c) => [0, 1].map((j) => "\\u" + c.charCodeAt(j).toString(16).padStart(4, "0")).join(""),
  );
  const list = await fetch(`${server.url}/api/v1/random/shuffle`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: escaped,
  });
  assertEquals(list.status, 200);
  await list.body?.cancel();
});

Deno.test("rate limit by cost: a body counts one more request per 16 KiB past the first", async () => {
  await using server = await startServer({ config: { rateLimitPerMinute: 10 } });
  const items = Array.from({ length: 1000 }, (_, i) => `${i}`.padEnd(100, "x"));
  const size = JSON.stringify({ items }).length;
  const cost = 1 + Math.floor((size - 1) / BYTES_PER_TOKEN);
  assert(cost > 5 && cost < 10);
  const first = await server.post("/api/v1/random/shuffle", { items });
  assertEquals(first.status, 200);
  // The next request's header shows what the list cost: its own token and the body's.
  const dice = await server.get("/api/v1/random/dice");
  assertEquals(dice.status, 200);
  assertEquals(dice.headers.get("ratelimit")?.split(";")[1], `r=${10 - cost - 1}`);
  // What is left pays for dice rolls, not for another list of this size.
  const second = await server.post("/api/v1/random/shuffle", { items });
  assertEquals([second.status, codeOf(second.body)], [429, "rate_limited"]);
  assertEquals(second.headers.get("retry-after"), "6");
});

Deno.test("in flight: at most MAX_IN_FLIGHT of one client at once; one more is 429 with Retry-After", async () => {
  const limit = createInFlightLimit(2);
  const a = limit.enter("a")!;
  const b = limit.enter("a")!;
  assertEquals(limit.enter("a"), undefined);
  assert(limit.enter("b") !== undefined, "another client is counted apart");
  a();
  a(); // Leaving twice counts once.
  const c = limit.enter("a")!;
  assert(c !== undefined);
  assertEquals(limit.enter("a"), undefined);
  b();
  c();

  await using server = await startServer({
    double: true,
    config: { rateLimitPerMinute: 600, sourceTimeoutMs: 3000 },
  });
  server.double!.setMode("slow", { delayMs: 1000 });
  const waiting = Array.from(
    { length: MAX_IN_FLIGHT },
    (_, i) => server.get("/api/v1/lottery/draw", `game=kr645&draw=${800 + i}`),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  const refused = await server.get("/api/v1/random/dice");
  assertEquals([refused.status, codeOf(refused.body)], [429, "rate_limited"]);
  assertEquals(refused.headers.get("retry-after"), "1");
  assert((refused.body.error as { message: string }).message.includes(`at most ${MAX_IN_FLIGHT}`));
  await Promise.all(waiting);
  assertEquals((await server.get("/api/v1/random/dice")).status, 200);
});

Deno.test("a list longer than its bound is refused for its length before its items are looked at", async () => {
  await using server = await startServer();
  // A bad item far past the bound is not looked at: the length is what is wrong.
  const items = Array.from({ length: 200_000 }, (_, i) => (i === 5000 ? 7 : `${i % 10}`));
  const refused = await server.post("/api/v1/random/shuffle", { items });
  assertEquals(refused.status, 400);
  assertEquals(refused.body.error, {
    code: "invalid_argument",
    message: "items must be a list of 1 to 1000 strings, got 200000 items",
    field: "items",
  });
  // Among the first items, a bad one is named as before, however long the list.
  items[3] = 7;
  const bad = await server.post("/api/v1/random/shuffle", { items });
  assertEquals(bad.status, 400);
  assertEquals(
    (bad.body.error as { message: string }).message,
    "items[3] must be a string of 1 to 200 characters, got 7",
  );
});
