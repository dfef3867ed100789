/**
 * The direct path of a plain tools/call (src/mcp/http.ts `directCall`) against the SDK's: the
 * same call, once plain and once with an empty `_meta` (which the direct path leaves to the SDK),
 * gives the same status, headers and bytes, for answers and error results alike; and what the
 * direct path must not take still reaches the SDK and its refusals.
 */
import { assertEquals } from "@std/assert";
import { startServer } from "../../testing/server.ts";
import { FRESH_SEED_BYTES, RANDOM_CALLS, SEED } from "./_calls.ts";

/** POSTs one tools/call; `headers` over the usual ones. */
async function call(
  base: string,
  server: string,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string | null; expose: string | null; text: string }> {
  const response = await fetch(`${base}/mcp/${server}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 7, method: "tools/call", params }),
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    expose: response.headers.get("access-control-expose-headers"),
    text: await response.text(),
  };
}

Deno.test("mcp direct: a plain tools/call gives the SDK's bytes, answers and error results alike", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const cases = [
    ...RANDOM_CALLS.map(({ tool, server, args }) => ({
      server,
      name: tool,
      args: { ...args, seed: SEED },
    })),
    ...RANDOM_CALLS.map(({ tool, server, args }) => ({ server, name: tool, args })),
    { server: "random", name: "roll_dice", args: { sides: 1 } },
    { server: "random", name: "roll_dice", args: { sides: 6, extra: true } },
    { server: "lottery", name: "pick_numbers", args: { game: "nope" } },
  ];
  for (const { server: name, name: tool, args } of cases) {
    const direct = await call(server.url, name, { name: tool, arguments: args });
    const sdk = await call(server.url, name, { name: tool, arguments: args, _meta: {} });
    assertEquals(direct, sdk, `${tool} ${JSON.stringify(args)}`);
    assertEquals(direct.status, 200);
  }
});

Deno.test("mcp direct: what the direct path must not take still gets the SDK's answer", async () => {
  await using server = await startServer();
  const params = { name: "flip_coin", arguments: {} };
  const notAcceptable = await call(server.url, "random", params, { accept: "application/json" });
  assertEquals(notAcceptable.status, 406);
  const media = await call(server.url, "random", params, { "content-type": "text/plain" });
  assertEquals(media.status, 415);
  const version = await call(server.url, "random", params, {
    "mcp-protocol-version": "1999-01-01",
  });
  assertEquals(version.status, 400);
  const stream = await call(server.url, "random", params, {
    accept: "text/event-stream, application/json;q=0.5",
  });
  assertEquals(stream.status, 200);
  assertEquals(stream.type, "text/event-stream");
  const unknown = await call(server.url, "random", { name: "pick_numbers", arguments: {} });
  assertEquals(JSON.parse(unknown.text).error.code, -32602);
});

/** POSTs one 2026-07-28 tools/call with the headers it asks for; `meta` added to its `_meta`. */
async function modernCall(
  base: string,
  server: string,
  params: { name: string; arguments: Record<string, unknown> },
  meta: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}/mcp/${server}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "tools/call",
      "mcp-name": params.name,
      ...headers,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: "call-1",
      method: "tools/call",
      params: {
        ...params,
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
          "io.modelcontextprotocol/clientInfo": { name: "t", version: "1" },
          ...meta,
        },
      },
    }),
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    text: await response.text(),
  };
}

Deno.test("mcp direct: a plain 2026-07-28 tools/call gives SDK v2's bytes, answers and error results alike", async () => {
  await using server = await startServer({
    freshSeed: () => FRESH_SEED_BYTES.slice(),
    config: { publicUrl: "https://fairdraw.example" },
  });
  const cases = [
    ...RANDOM_CALLS.map(({ tool, server, args }) => ({
      server,
      name: tool,
      args: { ...args, seed: SEED },
    })),
    { server: "random", name: "roll_dice", args: { sides: 1 } },
    { server: "lottery", name: "pick_numbers", args: { game: "nope" } },
  ];
  for (const { server: name, name: tool, args } of cases) {
    const direct = await modernCall(server.url, name, { name: tool, arguments: args });
    // A _meta member the direct path does not know sends the call to SDK v2.
    const sdk = await modernCall(server.url, name, { name: tool, arguments: args }, {
      "example.com/trace": "t",
    });
    assertEquals(direct, sdk, `${tool} ${JSON.stringify(args)}`);
    assertEquals(direct.status, 200);
  }
  // What the direct path must not take still gets SDK v2's refusal.
  const mismatch = await modernCall(
    server.url,
    "random",
    { name: "flip_coin", arguments: {} },
    {},
    {
      "mcp-name": "roll_dice",
    },
  );
  assertEquals(mismatch.status, 400);
  assertEquals(JSON.parse(mismatch.text).error.code, -32020);
  const version = await modernCall(server.url, "random", { name: "flip_coin", arguments: {} }, {
    "io.modelcontextprotocol/protocolVersion": "2025-11-25",
  });
  assertEquals(version.status, 400);
});
