/**
 * Tests of the MCP servers themselves, over the SDK's in-memory transport: which tools each
 * offers, and how failures of every kind reach a client.
 */
import { assertEquals, assertInstanceOf, assertRejects } from "@std/assert";
import { createMcpServer, SERVER_NAMES, toolSetOf } from "../../src/mcp/mod.ts";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { Client, McpError } from "../../testing/npm/mcp_client_v1.ts";
import type { Context, Operation } from "../../src/operations/mod.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { buggy, lookUpDown } from "./_fakes.ts";
import { FRESH_SEED, FRESH_SEED_BYTES } from "./_calls.ts";

const CONTEXT: Context = { freshSeed: () => FRESH_SEED_BYTES.slice() };

/** Runs `body` with a client connected in memory to a server of the given operations. */
async function withClient(
  server: "lottery" | "random",
  operations: readonly Operation[],
  body: (client: Client) => Promise<void>,
): Promise<void> {
  const mcp = createMcpServer(toolSetOf(server, operations), CONTEXT);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.connect(serverSide);
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(clientSide);
  try {
    await body(client);
  } finally {
    await client.close();
    await mcp.close();
  }
}

Deno.test("servers: there are two, lottery and random, each listed in docs/MCP.md with its tools", async () => {
  assertEquals(SERVER_NAMES, ["lottery", "random"]);
  const doc = await Deno.readTextFile(new URL("../../docs/MCP.md", import.meta.url));
  for (const server of SERVER_NAMES) {
    const row = doc.split("\n").find((line) => line.startsWith(`| ${server} `));
    const listed = [...(row?.split("|")[4] ?? "").matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
    assertEquals(listed, toolSetOf(server, OPERATIONS).tools.map((tool) => tool.name), server);
  }
});

Deno.test("toolSetOf: a server offers exactly the operations whose server names it", () => {
  const table = [...OPERATIONS, lookUpDown, buggy];
  const lottery = toolSetOf("lottery", table);
  assertEquals(
    lottery.tools.map((tool) => tool.name),
    [...OPERATIONS.filter((o) => o.server === "lottery").map((o) => o.name), "look_up_down"],
  );
  assertEquals([...lottery.operations.keys()], lottery.tools.map((tool) => tool.name));
  assertEquals(toolSetOf("random", table).tools.map((tool) => tool.name), [
    ...OPERATIONS.filter((o) => o.server === "random").map((o) => o.name),
    "buggy",
  ]);
});

Deno.test("server: a call runs with the context given: an unseeded call takes its fresh seed", async () => {
  await withClient("random", OPERATIONS, async (client) => {
    const result = await client.callTool({ name: "roll_dice", arguments: { count: 2 } });
    const answer = result.structuredContent as { seed: string; rolls: number[] };
    assertEquals(answer.seed, FRESH_SEED);
    const again = await client.callTool({
      name: "roll_dice",
      arguments: { count: 2, seed: FRESH_SEED },
    });
    assertEquals(again.structuredContent, answer);
  });
});

Deno.test("server: an unavailable source is an isError result with source_unavailable", async () => {
  await withClient("lottery", [lookUpDown], async (client) => {
    const { tools } = await client.listTools();
    assertEquals(tools[0]?.annotations?.openWorldHint, true);
    const result = await client.callTool({ name: "look_up_down", arguments: { game: "kr645" } });
    const error = {
      error: {
        code: "source_unavailable",
        message: "the kr645 source did not answer in time",
        field: null,
      },
    };
    assertEquals(result, {
      content: [{ type: "text", text: JSON.stringify(error) }],
      structuredContent: error,
      isError: true,
    });
    const bad = await client.callTool({ name: "look_up_down", arguments: { game: "lotto" } });
    assertEquals(bad.structuredContent, {
      error: {
        code: "invalid_argument",
        message: 'game must be kr645, got "lotto"',
        field: "game",
      },
    });
  });
});

Deno.test("server: a bug is an isError result with the opaque internal error, logged", async () => {
  const logged: unknown[][] = [];
  const consoleError = console.error;
  console.error = (...data: unknown[]) => void logged.push(data);
  try {
    await withClient("random", [buggy], async (client) => {
      const result = await client.callTool({ name: "buggy", arguments: {} });
      assertEquals(result.isError, true);
      assertEquals(result.structuredContent, {
        error: { code: "internal", message: "internal error; it has been logged", field: null },
      });
    });
  } finally {
    console.error = consoleError;
  }
  assertEquals(logged.length, 1);
  assertInstanceOf(logged[0]?.[1], TypeError);
});

Deno.test("server: an unknown tool is a JSON-RPC invalid-params error naming the tools", async () => {
  await withClient("random", OPERATIONS, async (client) => {
    const error = await assertRejects(() => client.callTool({ name: "pick_numbers" }));
    assertInstanceOf(error, McpError);
    assertEquals(error.code, -32602);
    const tools = OPERATIONS.filter((o) => o.server === "random").map((o) => o.name);
    assertEquals(
      error.message,
      `MCP error -32602: Unknown tool: "pick_numbers" (tools: ${tools.join(", ")})`,
    );
  });
});

Deno.test("server: arguments with a __proto__ member reach the tool as sent, as over HTTP; a malformed call is invalid params", async () => {
  // Found by tests/fuzz/mcp_fuzz_tests.ts: the SDK's tools/call schema drops a __proto__ member,
  // and the call was answered as if it had not been given, where HTTP answers unknown_argument.
  const mcp = createMcpServer(toolSetOf("random", OPERATIONS), CONTEXT);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.connect(serverSide);
  const answers = new Map<unknown, { structuredContent: unknown; isError?: boolean }>();
  const errors = new Map<unknown, { code: number }>();
  clientSide.onmessage = (message) => {
    const { id, result, error } = message as unknown as {
      id: unknown;
      result?: { structuredContent: unknown; isError?: boolean };
      error?: { code: number };
    };
    if (result !== undefined) answers.set(id, result);
    if (error !== undefined) errors.set(id, error);
  };
  await clientSide.start();
  const calls: [number, string][] = [
    [1, '{"__proto__":{"sides":20},"count":2}'],
    [2, '{"sides":1,"__proto__":0}'],
    [3, `{"count":2,"seed":"${FRESH_SEED}"}`],
  ];
  try {
    for (const [id, args] of calls) {
      await clientSide.send({
        jsonrpc: "2.0",
        id,
        method: "tools/call",
        params: { name: "roll_dice", arguments: JSON.parse(args) },
      });
    }
    // Found with it: a malformed call was a -32603 internal error; it is -32602 invalid params.
    const malformed = [{}, { name: "roll_dice", arguments: [1] }, { name: 7 }];
    for (const [i, params] of malformed.entries()) {
      await clientSide.send({ jsonrpc: "2.0", id: 10 + i, method: "tools/call", params });
    }
    const total = calls.length + malformed.length;
    for (let wait = 0; answers.size + errors.size < total && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const error = (id: number) => (answers.get(id)?.structuredContent as { error: unknown }).error;
    assertEquals(answers.get(1)?.isError, true);
    assertEquals(error(1), {
      code: "unknown_argument",
      message: 'unknown argument "__proto__"',
      field: "__proto__",
    });
    // The arguments the operation takes are checked first, as over HTTP.
    assertEquals((error(2) as { field: string }).field, "sides");
    assertEquals(answers.get(3)?.isError, undefined);
    assertEquals([...errors].map(([id, { code }]) => [id, code]), [[10, -32602], [11, -32602], [
      12,
      -32602,
    ]]);
  } finally {
    await mcp.close();
  }
});

Deno.test("server: every message is screened, even one queued before the server started", async () => {
  const mcp = createMcpServer(toolSetOf("random", OPERATIONS), CONTEXT);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const answers: unknown[] = [];
  clientSide.onmessage = (message) => void answers.push(message);
  await clientSide.start();
  // Sent before the server is connected: the in-memory transport delivers these from start().
  await clientSide.send({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} });
  await clientSide.send({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { cursor: 5 } });
  await clientSide.send({ jsonrpc: "2.0", id: 3, method: "ping" });
  try {
    await mcp.connect(serverSide);
    for (let wait = 0; answers.length < 3 && wait < 100; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assertEquals(answers, [
      {
        jsonrpc: "2.0",
        id: 1,
        error: {
          code: -32602,
          message: "Invalid params for initialize: params.protocolVersion: expected string, " +
            "received undefined (and 2 more problems)",
        },
      },
      {
        jsonrpc: "2.0",
        id: 2,
        error: {
          code: -32602,
          message: "Invalid params for tools/list: params.cursor: expected string, received number",
        },
      },
      { result: {}, jsonrpc: "2.0", id: 3 },
    ]);
  } finally {
    await mcp.close();
  }
});
