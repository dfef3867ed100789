/**
 * Tool calls counted one by one against the per-client rate limit, over a real port: each
 * `tools/call` of a batch takes a token, a call over the limit is an error result that never
 * runs, and a request over the limit as a whole is a 429. The server's clock stands still, so no
 * token comes back during a test.
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

Deno.test("mcp rate limit: each tools/call of a batch counts; those over the limit are error results and never run", async () => {
  let seeds = 0;
  await using server = await startServer({
    config: { rateLimitPerMinute: 5 },
    freshSeed: () => {
      seeds++;
      return new Uint8Array(32);
    },
  });
  // Eight calls with five tokens: the request's own token and four more run five calls.
  const response = await post(server.url, Array.from({ length: 8 }, (_, i) => coinCall(i + 1)));
  assertEquals(response.status, 200);
  const answers = (await response.json() as CallAnswer[]).sort((a, b) => a.id - b.id);
  assertEquals(answers.map((answer) => answer.id), [1, 2, 3, 4, 5, 6, 7, 8]);
  const ran = answers.filter((answer) => answer.result.isError === undefined);
  const refused = answers.filter((answer) => answer.result.isError === true);
  assertEquals(ran.map((answer) => answer.id), [1, 2, 3, 4, 5]);
  assertEquals(refused.map((answer) => answer.id), [6, 7, 8]);
  for (const answer of refused) {
    assertEquals(answer.result.structuredContent.error?.code, "rate_limited");
  }
  assertEquals(seeds, 5, "a refused call must not run");
  // The bucket is empty: the next request, batch or not, is a 429 as a whole and runs nothing.
  for (const body of [coinCall(9), [coinCall(10), coinCall(11)]]) {
    const limited = await post(server.url, body);
    assertEquals(limited.status, 429);
    assert(limited.headers.has("retry-after"));
    assertEquals((await limited.json()).error.code, "rate_limited");
  }
  assertEquals(seeds, 5);
});

Deno.test("mcp rate limit: a batch without tool calls costs one token, like any request", async () => {
  await using server = await startServer({ config: { rateLimitPerMinute: 3 } });
  const pings = Array.from({ length: 10 }, (_, i) => ({ jsonrpc: "2.0", id: i, method: "ping" }));
  const first = await post(server.url, pings);
  assertEquals(first.status, 200);
  assertEquals((await first.json()).length, 10);
  // Two tokens are left: a batch of three calls runs two of them.
  const second = await post(server.url, [coinCall(1), coinCall(2), coinCall(3)]);
  const answers = await second.json() as CallAnswer[];
  assertEquals(answers.filter((answer) => answer.result.isError === true).length, 1);
  const third = await post(server.url, pings);
  assertEquals(third.status, 429);
  await third.body?.cancel();
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
