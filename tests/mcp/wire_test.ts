/**
 * The MCP endpoints on the wire, as a client without the SDK sees them: plain JSON-RPC POSTs.
 */
import { assert, assertEquals } from "@std/assert";
import { prefersEventStream } from "../../src/mcp/mod.ts";
import { startServer } from "../../testing/server.ts";
import { SEED } from "./_calls.ts";

const ACCEPT = "application/json, text/event-stream";

/** POSTs one JSON-RPC message (or any text) to an MCP endpoint. */
function rpc(
  base: string,
  name: string,
  message: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${base}/mcp/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: ACCEPT, ...headers },
    body: typeof message === "string" ? message : JSON.stringify(message),
  });
}

Deno.test("mcp wire: initialize answers one JSON object, without a session id", async () => {
  await using server = await startServer();
  const base = server.url;
  const response = await rpc(base, "random", {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: {
      protocolVersion: "2025-11-25",
      capabilities: {},
      clientInfo: { name: "curl", version: "8" },
    },
  });
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("content-type"), "application/json");
  assertEquals(response.headers.get("mcp-session-id"), null);
  assertEquals(response.headers.get("access-control-allow-origin"), "*");
  assertEquals(
    response.headers.get("access-control-expose-headers"),
    "mcp-session-id, mcp-protocol-version",
  );
  const body = await response.json();
  assertEquals(body.jsonrpc, "2.0");
  assertEquals(body.id, 1);
  assertEquals(body.result.protocolVersion, "2025-11-25");
  assertEquals(body.result.capabilities, { tools: { listChanged: false } });
  assertEquals(body.result.serverInfo, {
    name: "fairdraw-random",
    title: "fairdraw random",
    version: "1.0.0",
  });
  assertEquals(typeof body.result.instructions, "string");
});

Deno.test("mcp wire: a notification is accepted with 202 and no body", async () => {
  await using server = await startServer();
  const base = server.url;
  const response = await rpc(base, "random", {
    jsonrpc: "2.0",
    method: "notifications/initialized",
  });
  assertEquals([response.status, await response.text()], [202, ""]);
});

Deno.test("mcp wire: tools/list and tools/call need no session; the call is HTTP's answer", async () => {
  await using server = await startServer();
  const base = server.url;
  const headers = { "mcp-protocol-version": "2025-11-25" };
  const list = await (await rpc(base, "lottery", {
    jsonrpc: "2.0",
    id: "list",
    method: "tools/list",
  }, headers)).json();
  assertEquals(list.id, "list");
  assertEquals(list.result.tools[0].name, "pick_numbers");

  const http = await (await fetch(`${base}/api/v1/random/shuffle?items=a,b,c,d,e&seed=${SEED}`))
    .text();
  const call = await rpc(base, "random", {
    jsonrpc: "2.0",
    id: 7,
    method: "tools/call",
    params: { name: "shuffle_list", arguments: { items: ["a", "b", "c", "d", "e"], seed: SEED } },
  }, headers);
  assertEquals(call.status, 200);
  assertEquals(await call.json(), {
    jsonrpc: "2.0",
    id: 7,
    result: { content: [{ type: "text", text: http }], structuredContent: JSON.parse(http) },
  });
});

Deno.test("mcp wire: a bad argument is a result with isError and HTTP's error object", async () => {
  await using server = await startServer();
  const base = server.url;
  const call = await rpc(base, "random", {
    jsonrpc: "2.0",
    id: 8,
    method: "tools/call",
    params: { name: "roll_dice", arguments: { sides: 1001 } },
  });
  const error = {
    error: {
      code: "invalid_argument",
      message: "sides must be an integer from 2 to 1000, got 1001",
      field: "sides",
    },
  };
  assertEquals(await call.json(), {
    jsonrpc: "2.0",
    id: 8,
    result: {
      content: [{ type: "text", text: JSON.stringify(error) }],
      structuredContent: error,
      isError: true,
    },
  });
});

Deno.test("mcp wire: an unknown tool and an unknown method are JSON-RPC errors", async () => {
  await using server = await startServer();
  const base = server.url;
  const tool = await rpc(base, "random", {
    jsonrpc: "2.0",
    id: 9,
    method: "tools/call",
    params: { name: "pick_numbers", arguments: {} },
  });
  assertEquals(tool.status, 200);
  assertEquals(await tool.json(), {
    jsonrpc: "2.0",
    id: 9,
    error: {
      code: -32602,
      message: "Unknown tool: pick_numbers (tools: roll_dice, flip_coin, random_integer, " +
        "pick_from_list, shuffle_list)",
    },
  });
  const method = await (await rpc(base, "random", {
    jsonrpc: "2.0",
    id: 10,
    method: "resources/list",
  })).json();
  assertEquals([method.id, method.error.code], [10, -32601]);
});

Deno.test("mcp wire: a client that ranks the event stream first gets one SSE event, then the end", async () => {
  await using server = await startServer();
  const base = server.url;
  const response = await rpc(base, "random", {
    jsonrpc: "2.0",
    id: 11,
    method: "tools/call",
    params: { name: "roll_dice", arguments: { sides: 20, count: 3, seed: SEED } },
  }, { accept: "text/event-stream, application/json;q=0.5" });
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("content-type"), "text/event-stream");
  assertEquals(response.headers.get("access-control-allow-origin"), "*");
  const answer = { sides: 20, count: 3, rolls: [14, 6, 18], total: 38, seed: SEED };
  const message = {
    result: {
      content: [{ type: "text", text: JSON.stringify(answer) }],
      structuredContent: answer,
    },
    jsonrpc: "2.0",
    id: 11,
  };
  // text() resolves only once the stream has ended.
  assertEquals(await response.text(), `event: message\ndata: ${JSON.stringify(message)}\n\n`);
});

Deno.test("mcp wire: what the transport refuses: Accept, content type, JSON, protocol version", async () => {
  await using server = await startServer();
  const base = server.url;
  const ping = { jsonrpc: "2.0", id: 1, method: "ping" };
  const cases: [Response, number, number][] = [
    [await rpc(base, "random", ping, { accept: "application/json" }), 406, -32000],
    [await rpc(base, "random", ping, { "content-type": "text/plain" }), 415, -32000],
    [await rpc(base, "random", "{not json"), 400, -32700],
    [await rpc(base, "random", ping, { "mcp-protocol-version": "1999-01-01" }), 400, -32000],
  ];
  for (const [response, status, code] of cases) {
    const body = await response.json();
    assertEquals([response.status, body.jsonrpc, body.error.code], [status, "2.0", code]);
    assertEquals(response.headers.get("access-control-allow-origin"), "*");
  }
  const pong = await rpc(base, "random", ping);
  assertEquals(await pong.json(), { jsonrpc: "2.0", id: 1, result: {} });
});

Deno.test("mcp wire: prefersEventStream reads the q-values of the two media types", () => {
  assertEquals(prefersEventStream("application/json, text/event-stream"), false);
  assertEquals(prefersEventStream("text/event-stream, application/json"), false);
  assertEquals(prefersEventStream("text/event-stream, application/json;q=0.9"), true);
  assertEquals(prefersEventStream("application/json;q=0, text/event-stream"), true);
  assertEquals(prefersEventStream("Application/JSON; Q=0.2, Text/Event-Stream; q=0.3"), true);
  assertEquals(prefersEventStream("text/event-stream;q=0.5, application/json;q=0.5"), false);
  assertEquals(prefersEventStream(""), false);
  assert(!prefersEventStream("*/*"));
});
