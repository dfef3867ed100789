/**
 * Batches against the per-client rate limit and their bounds, over a real port: every message of a
 * batch takes a token, a batch that cannot get one for each is a 429 as a whole and runs nothing,
 * a batch holds at most 100 messages and lists the tools at most once. The server's clock stands
 * still, so no token comes back during a test.
 */
import { assert, assertEquals } from "@std/assert";
import { startServer } from "../../testing/server.ts";

/** A tools/call of flip_coin without a seed: each one that runs takes one fresh seed. */
function coinCall(id: number) {
  return { jsonrpc: "2.0", id, method: "tools/call", params: { name: "flip_coin", arguments: {} } };
}

/** POSTs JSON-RPC to `/mcp/random` under 2025-03-26 (the revision with batches). */
function post(base: string, body: unknown): Promise<Response> {
  return fetch(`${base}/mcp/random`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-03-26",
    },
    body: JSON.stringify(body),
  });
}

interface CallAnswer {
  id: number;
  result: { isError?: boolean; structuredContent: { error?: { code: string } } };
}

Deno.test("mcp rate limit: every message of a batch counts; a batch runs whole or not at all", async () => {
  let seeds = 0;
  await using server = await startServer({
    config: { rateLimitPerMinute: 8 },
    freshSeed: () => {
      seeds++;
      return new Uint8Array(32);
    },
  });
  // Five calls with eight tokens: the request's own token and four more; all five run.
  const response = await post(server.url, Array.from({ length: 5 }, (_, i) => coinCall(i + 1)));
  assertEquals(response.status, 200);
  const answers = (await response.json() as CallAnswer[]).sort((a, b) => a.id - b.id);
  assertEquals(answers.map((answer) => answer.id), [1, 2, 3, 4, 5]);
  assert(answers.every((answer) => answer.result.isError === undefined));
  assertEquals(seeds, 5);
  // Three tokens are left: a batch of four messages (pings count too) gets three, and is a 429
  // as a whole: none of it runs.
  const four = [coinCall(6), coinCall(7), { jsonrpc: "2.0", id: 8, method: "ping" }, coinCall(9)];
  const limited = await post(server.url, four);
  assertEquals(limited.status, 429);
  assert(limited.headers.has("retry-after"));
  const refusal = (await limited.json()).error;
  assertEquals(refusal.code, "rate_limited");
  assertEquals(seeds, 5, "no message of a refused batch runs");
  // The bucket is empty: the next request, batch or not, is a 429 as a whole and runs nothing.
  for (const body of [coinCall(10), [coinCall(11), coinCall(12)]]) {
    const again = await post(server.url, body);
    assertEquals(again.status, 429);
    await again.body?.cancel();
  }
  assertEquals(seeds, 5);
});

Deno.test("mcp rate limit: a batch of pings costs a token a message, as many requests would", async () => {
  await using server = await startServer({ config: { rateLimitPerMinute: 12 } });
  const pings = Array.from({ length: 10 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: "ping" }));
  const first = await post(server.url, pings);
  assertEquals(first.status, 200);
  assertEquals((await first.json()).length, 10);
  // Two tokens are left: two pings run, three do not.
  const two = await post(server.url, pings.slice(0, 2));
  assertEquals(two.status, 200);
  await two.body?.cancel();
  const third = await post(server.url, pings.slice(0, 3));
  assertEquals(third.status, 429);
  await third.body?.cancel();
});

Deno.test("mcp rate limit: a batch of more than 100 messages is refused before any is counted or run", async () => {
  await using server = await startServer({ config: { rateLimitPerMinute: 3 } });
  const pings = Array.from({ length: 101 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: "ping" }));
  const refused = await post(server.url, pings);
  assertEquals(refused.status, 400);
  const answer = await refused.json();
  assertEquals(answer.error, {
    code: -32600,
    message: "Invalid Request: a batch may hold at most 100 messages",
  });
  // It took the request's token only: two more are left, for a batch of two.
  const two = await post(server.url, pings.slice(0, 2));
  assertEquals(two.status, 200);
  assertEquals((await two.json()).length, 2);
  // 100 is taken (the limit allowing): the bound is inclusive.
  await using roomy = await startServer();
  const hundred = await post(roomy.url, pings.slice(0, 100));
  assertEquals(hundred.status, 200);
  assertEquals((await hundred.json()).length, 100);
});

Deno.test("mcp rate limit: a batch may list the tools once; tools/list x100 cannot multiply the answer", async () => {
  await using server = await startServer();
  const list = (id: number) => ({ jsonrpc: "2.0", id, method: "tools/list" });
  const once = await post(server.url, [list(1), { jsonrpc: "2.0", id: 2, method: "ping" }]);
  assertEquals(once.status, 200);
  const [listed] = (await once.json() as { id: number; result: { tools: unknown[] } }[])
    .filter((answer) => answer.id === 1);
  assert(listed!.result.tools.length > 0);
  const body = Array.from({ length: 100 }, (_, i) => list(i));
  const refused = await post(server.url, body);
  assertEquals(refused.status, 400);
  const text = await refused.text();
  assertEquals(JSON.parse(text).error, {
    code: -32600,
    message: "Invalid Request: a batch may ask tools/list at most once",
  });
  // The answer is smaller than the request: nothing is amplified.
  assert(text.length < JSON.stringify(body).length, `${text.length}`);
});

Deno.test("mcp rate limit: two requests of one batch with one id are refused whole, none run", async () => {
  let seeds = 0;
  await using server = await startServer({
    freshSeed: () => {
      seeds++;
      return new Uint8Array(32);
    },
  });
  const response = await post(server.url, [coinCall(1), coinCall(1)]);
  assertEquals(response.status, 400);
  assertEquals((await response.json()).error.code, -32600);
  assertEquals(seeds, 0);
});
