/**
 * The MCP endpoints on the wire, as a client without the SDK sees them: plain JSON-RPC POSTs.
 */
import { assert, assertEquals } from "@std/assert";
import { prefersEventStream } from "../../src/mcp/mod.ts";
import { SERVED_PROTOCOL_VERSIONS } from "../../src/mcp/versions.ts";
import { startServer } from "../../testing/server.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
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
    "mcp-session-id, mcp-protocol-version, Retry-After, X-Request-Id, RateLimit, RateLimit-Policy",
  );
  const body = await response.json();
  assertEquals(body.jsonrpc, "2.0");
  assertEquals(body.id, 1);
  assertEquals(body.result.protocolVersion, "2025-11-25");
  assertEquals(body.result.capabilities, { tools: { listChanged: false } });
  const { description, icons, ...identity } = body.result.serverInfo;
  assertEquals(identity, { name: "fairdraw-random", title: "fairdraw random", version: "1.0.0" });
  assertEquals(typeof description, "string");
  assertEquals(icons[0].mimeType, "image/svg+xml");
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
  assertEquals(
    list.result.tools.map((tool: { name: string }) => tool.name),
    OPERATIONS.filter((operation) => operation.server === "lottery").map((o) => o.name),
  );

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
      message: `Unknown tool: "pick_numbers" (tools: ${
        OPERATIONS.filter((operation) => operation.server === "random").map((o) => o.name)
          .join(", ")
      })`,
    },
  });
  // A name holding a lone surrogate is quoted well-formed, as HTTP messages quote what was sent.
  const lone = await rpc(base, "random", {
    jsonrpc: "2.0",
    id: 11,
    method: "tools/call",
    params: { name: "x\ud83dy", arguments: {} },
  });
  const text = new TextDecoder("utf-8", { fatal: true }).decode(await lone.arrayBuffer());
  assertEquals(JSON.parse(text).error.message.startsWith('Unknown tool: "x\ufffdy" (tools:'), true);
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

Deno.test("mcp wire: a body of up to 4 MiB is read, declared or streamed; one byte more is a 413", async () => {
  await using server = await startServer();
  const url = `${server.url}/mcp/random`;
  const limit = 4 * 1024 * 1024;
  const ping = '{"jsonrpc":"2.0","id":1,"method":"ping"}';
  const padded = (size: number) => ping + " ".repeat(size - ping.length);
  const post = (body: BodyInit) =>
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: ACCEPT },
      body,
    });
  const streamed = (text: string) =>
    ReadableStream.from([
      new TextEncoder().encode(text.slice(0, 1000)),
      new TextEncoder().encode(text.slice(1000)),
    ]);
  for (const body of [padded(limit), streamed(padded(limit))]) {
    const response = await post(body);
    assertEquals(await response.json(), { jsonrpc: "2.0", id: 1, result: {} });
  }
  for (const body of [padded(limit + 1), streamed(padded(limit + 1))]) {
    const response = await post(body);
    assertEquals(response.status, 413);
    assertEquals(await response.json(), {
      jsonrpc: "2.0",
      id: null,
      error: {
        code: -32000,
        message: `Payload Too Large: Request body must not exceed ${limit} bytes`,
      },
    });
  }
  // As the SDK's own reader does, a byte that is not UTF-8 is read as U+FFFD, not refused.
  const bytes = new TextEncoder().encode(
    '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"x?y"}}',
  );
  bytes[bytes.indexOf("?".charCodeAt(0))] = 0xff;
  const response = await post(bytes);
  assertEquals((await response.json()).error.message.startsWith('Unknown tool: "x\ufffdy"'), true);
});

/** The answer to one bad message: its status and JSON-RPC error, as `[status, id, code, message]`. */
async function refusal(
  response: Response,
): Promise<[number, unknown, number, string]> {
  const body = await response.json();
  assertEquals(body.jsonrpc, "2.0");
  assertEquals(response.headers.get("access-control-allow-origin"), "*");
  return [response.status, body.id, body.error.code, body.error.message];
}

Deno.test("mcp wire: bad params of any method are -32602 invalid params, with a short message", async () => {
  await using server = await startServer();
  const base = server.url;
  const initialize = {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "curl", version: "8" },
  };
  const cases: [method: string, params: unknown, message: string][] = [
    [
      "initialize",
      {},
      "Invalid params for initialize: params.protocolVersion: expected string, received " +
      "undefined (and 2 more problems)",
    ],
    [
      "initialize",
      { ...initialize, clientInfo: { name: "curl", version: 8 } },
      "Invalid params for initialize: params.clientInfo.version: expected string, received number",
    ],
    [
      "initialize",
      { ...initialize, capabilities: { experimental: { "a b": 5 } } },
      'Invalid params for initialize: params.capabilities.experimental["a b"]: expected record, ' +
      "received number",
    ],
    [
      "tools/list",
      { cursor: 5 },
      "Invalid params for tools/list: params.cursor: expected string, received number",
    ],
    [
      "ping",
      { _meta: 5 },
      "Invalid params for ping: params._meta: expected object, received number",
    ],
    [
      "tools/call",
      { name: 5 },
      "Invalid params for tools/call: params.name: expected string, received number",
    ],
    [
      "tools/call",
      { name: "roll_dice", arguments: [1] },
      "Invalid params for tools/call: params.arguments: expected record, received array",
    ],
    ["tools/call", [], "Invalid params for tools/call: params: expected object, received array"],
    ["initialize", "x", "Invalid params for initialize: params: expected object, received string"],
    [
      "resources/list",
      5,
      // Only a method the server knows is named: any other is the client's text, of any length.
      "Invalid params: params: expected object, received number",
    ],
  ];
  for (const [i, [method, params, message]] of cases.entries()) {
    const response = await rpc(base, "random", { jsonrpc: "2.0", id: i, method, params }, {
      "mcp-protocol-version": "2025-11-25",
    });
    assertEquals(await refusal(response), [200, i, -32602, message], method);
  }
});

Deno.test("mcp wire: JSON that is not a JSON-RPC message is -32600 invalid request", async () => {
  await using server = await startServer();
  const base = server.url;
  const cases: [body: unknown, id: unknown, message: string][] = [
    [{}, null, "Invalid Request: not a JSON-RPC 2.0 message"],
    [5, null, "Invalid Request: not a JSON-RPC 2.0 message"],
    [{ jsonrpc: "1.0", id: 3, method: "ping" }, 3, "Invalid Request: not a JSON-RPC 2.0 message"],
    [{ jsonrpc: "2.0", id: 4, method: 7 }, 4, "Invalid Request: not a JSON-RPC 2.0 message"],
    [
      { jsonrpc: "2.0", id: {}, method: "ping" },
      null,
      "Invalid Request: not a JSON-RPC 2.0 message",
    ],
  ];
  for (const [body, id, message] of cases) {
    assertEquals(await refusal(await rpc(base, "random", body)), [400, id, -32600, message]);
  }
});

/** A batch of two pings. */
const PINGS = [
  { jsonrpc: "2.0", id: 1, method: "ping" },
  { jsonrpc: "2.0", id: 2, method: "ping" },
];

Deno.test("mcp wire: a version header the server does not serve is refused naming every revision it serves", async () => {
  await using server = await startServer();
  const response = await rpc(server.url, "random", { jsonrpc: "2.0", id: 1, method: "ping" }, {
    "mcp-protocol-version": "2025-06-19",
  });
  assertEquals(await refusal(response), [
    400,
    null,
    -32000,
    `Bad Request: Unsupported protocol version: 2025-06-19 (supported versions: ${
      SERVED_PROTOCOL_VERSIONS.join(", ")
    })`,
  ]);
  assertEquals(SERVED_PROTOCOL_VERSIONS[0], "2026-07-28");
});

Deno.test("mcp wire: a batch is refused where the negotiated protocol version has no batches", async () => {
  await using server = await startServer();
  const base = server.url;
  for (const version of ["2025-06-18", "2025-11-25", "2026-07-28"]) {
    const response = await rpc(base, "random", PINGS, { "mcp-protocol-version": version });
    assertEquals(await refusal(response), [
      400,
      null,
      -32600,
      `Invalid Request: protocol version ${version} has no JSON-RPC batches (they were removed ` +
      "in 2025-06-18); send one message per request",
    ]);
  }
  // An initialize in the batch negotiates the version; one the server does not support is
  // answered with the latest, which has no batches either.
  for (
    const [requested, negotiated] of [["2025-06-18", "2025-06-18"], ["1999-01-01", "2025-11-25"]]
  ) {
    const response = await rpc(base, "random", [{
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: {
        protocolVersion: requested,
        capabilities: {},
        clientInfo: { name: "c", version: "1" },
      },
    }], { "mcp-protocol-version": "2025-03-26" });
    const [status, id, code, message] = await refusal(response);
    assertEquals([status, id, code], [400, null, -32600]);
    assert(message.includes(`protocol version ${negotiated} has no JSON-RPC batches`), message);
  }
  const empty = await rpc(base, "random", [], { "mcp-protocol-version": "2025-03-26" });
  assertEquals(await refusal(empty), [400, null, -32600, "Invalid Request: an empty batch"]);
});

Deno.test("mcp wire: under 2025-03-26, or with no version header (which means 2025-03-26), a batch is answered", async () => {
  await using server = await startServer();
  const base = server.url;
  const versions: Record<string, string>[] = [{ "mcp-protocol-version": "2025-03-26" }, {}];
  for (const headers of versions) {
    const response = await rpc(base, "random", PINGS, headers);
    assertEquals(response.status, 200);
    assertEquals(await response.json(), [
      { jsonrpc: "2.0", id: 1, result: {} },
      { jsonrpc: "2.0", id: 2, result: {} },
    ]);
  }
  const initialize = await rpc(base, "random", [{
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: {
      protocolVersion: "2025-03-26",
      capabilities: {},
      clientInfo: { name: "c", version: "1" },
    },
  }]);
  assertEquals(initialize.status, 200);
  // A batch is answered with an array, even of one answer, as JSON-RPC has it.
  const [answer] = await initialize.json();
  assertEquals([answer.id, answer.result.protocolVersion], [1, "2025-03-26"]);
  // A bad message in an allowed batch is answered in its place.
  const mixed = await rpc(base, "random", [PINGS[0], {
    jsonrpc: "2.0",
    id: 2,
    method: "tools/list",
    params: { cursor: 1 },
  }]);
  // JSON-RPC lets a batch's answers come in any order.
  const answers = (await mixed.json() as { id: number }[]).sort((a, b) => a.id - b.id);
  assertEquals(answers, [
    { jsonrpc: "2.0", id: 1, result: {} },
    {
      jsonrpc: "2.0",
      id: 2,
      error: {
        code: -32602,
        message: "Invalid params for tools/list: params.cursor: expected string, received number",
      },
    },
  ]);
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

Deno.test("mcp wire: many calls at once, of both revisions, each get their own answer", async () => {
  await using server = await startServer();
  const base = server.url;
  const calls = Array.from({ length: 40 }, (_, i) => {
    const seed = (i + 1).toString(16).padStart(64, "0");
    const modern = i % 2 === 1;
    const params = {
      name: "roll_dice",
      arguments: { sides: 1000, count: 3, seed },
      ...(modern
        ? {
          _meta: {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
          },
        }
        : {}),
    };
    const headers: Record<string, string> = modern
      ? {
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "tools/call",
        "mcp-name": "roll_dice",
      }
      : {};
    return {
      seed,
      message: { jsonrpc: "2.0", id: 1000 + i, method: "tools/call", params },
      headers,
    };
  });
  const answers = await Promise.all(calls.map(async ({ message, headers }) => {
    const response = await rpc(base, "random", message, headers);
    return await response.json();
  }));
  const expected = await Promise.all(calls.map(async ({ seed }) => {
    const response = await fetch(`${base}/api/v1/random/dice?sides=1000&count=3&seed=${seed}`);
    return await response.text();
  }));
  calls.forEach(({ message }, i) => {
    const answer = answers[i];
    assertEquals(answer.id, message.id);
    assertEquals(answer.result.content[0].text, expected[i], `call ${i}`);
  });
});
