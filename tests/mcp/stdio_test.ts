/**
 * The stdio mode (mcp.ts), spawned as a desktop client would, with the SDK's stdio client.
 */
import { assert, assertEquals } from "@std/assert";
import { createMcpServer, serveStdio, toolSetOf } from "../../src/mcp/mod.ts";
import { Client, StdioClientTransport } from "../../testing/npm/mcp_client_v1.ts";
import { Client as V2Client } from "../../testing/npm/mcp_client.ts";
import { StdioClientTransport as V2StdioClientTransport } from "../../testing/npm/mcp_client_stdio.ts";
import { flipCoin } from "../../src/operations/flip_coin.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { startSourceDouble } from "../../testing/source_double.ts";
import { callApp } from "../operations/_call.ts";
import { RANDOM_CALLS, SEED } from "./_calls.ts";

const ROOT = new URL("../../", import.meta.url);
const ENTRY = new URL("mcp.ts", ROOT).pathname;

/** The permissions that `deno task mcp` gives. */
const PERMISSIONS = ["--allow-net", "--allow-env", "--allow-read", "--allow-write"];

/**
 * The environment of the child: this one's, so that it finds Deno's cache, with KV in memory and
 * no colors, and any variables given.
 */
function childEnv(variables: Record<string, string> = {}): Record<string, string> {
  return { ...Deno.env.toObject(), NO_COLOR: "1", KV_PATH: ":memory:", ...variables };
}

/** Starts `deno run mcp.ts <server>` and connects an SDK client to its stdin and stdout. */
async function spawnClient(
  server: string,
  variables: Record<string, string> = {},
): Promise<Client> {
  const client = new Client({ name: "fairdraw-stdio-test", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", ...PERMISSIONS, ENTRY, server],
      cwd: ROOT.pathname,
      env: childEnv(variables),
      stderr: "inherit",
    }),
  );
  return client;
}

/** What both SDK majors' clients offer that these tests use. */
interface ToolClient {
  listTools(): Promise<{ tools: { name: string }[] }>;
  callTool(
    params: { name: string; arguments: Record<string, unknown> },
  ): Promise<Record<string, unknown>>;
}

/**
 * A server lists its operations' tools, in the table's order, and answers each seeded call with
 * the HTTP answer's bytes as its text and its JSON as its structured content.
 */
async function assertAnswersAsHttp(
  client: ToolClient,
  server: "lottery" | "random",
  label: string,
): Promise<void> {
  const { tools } = await client.listTools();
  assertEquals(
    tools.map((tool) => tool.name),
    OPERATIONS.filter((operation) => operation.server === server).map((o) => o.name),
    label,
  );
  for (const { tool, args } of RANDOM_CALLS.filter((call) => call.server === server)) {
    const result = await client.callTool({ name: tool, arguments: { ...args, seed: SEED } });
    const operation = OPERATIONS.find((candidate) => candidate.name === tool)!;
    const http = await callApp(
      new Request(`http://test${operation.path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...args, seed: SEED }),
      }),
    );
    const body = await http.text();
    assertEquals(result.content, [{ type: "text", text: body }], `${label} ${tool}`);
    assertEquals(result.structuredContent, JSON.parse(body), `${label} ${tool}`);
  }
}

Deno.test("mcp stdio: each server lists its tools and answers as HTTP does", async () => {
  for (const server of ["lottery", "random"] as const) {
    const client = await spawnClient(server);
    try {
      assertEquals(client.getServerVersion()?.name, `fairdraw-${server}`);
      await assertAnswersAsHttp(client, server, server);
      const bad = await client.callTool({
        name: server === "random" ? "roll_dice" : "pick_numbers",
        arguments: { count: 0 },
      });
      assertEquals(bad.isError, true);
      assertEquals((bad.structuredContent as { error: { field: string } }).error.field, "count");
    } finally {
      await client.close();
    }
  }
});

/** The stdio random server as a child process, every stream piped. */
function spawnRandomServer(): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", ...PERMISSIONS, ENTRY, "random"],
    cwd: ROOT.pathname,
    env: childEnv(),
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

Deno.test("mcp stdio: the server ends when stdin ends", async () => {
  const child = spawnRandomServer();
  const writer = child.stdin.getWriter();
  await writer.write(
    new TextEncoder().encode(
      JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }) + "\n",
    ),
  );
  await writer.close();
  const { code, stdout } = await child.output();
  assertEquals(code, 0);
  assertEquals(new TextDecoder().decode(stdout), '{"result":{},"jsonrpc":"2.0","id":1}\n');
});

Deno.test("mcp stdio: a wrong server name stops with the usage and status 2", async () => {
  for (const args of [["nope"], [], ["random", "extra"]]) {
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["run", ...PERMISSIONS, ENTRY, ...args],
      cwd: ROOT.pathname,
      env: childEnv(),
    }).output();
    assertEquals(code, 2, args.join(" "));
    assertEquals(stdout.length, 0);
    assert(
      new TextDecoder().decode(stderr).includes("usage: deno task mcp <lottery|random>"),
      args.join(" "),
    );
  }
});

Deno.test("mcp stdio: the lottery server reaches past draws through the configured sources", async () => {
  const double = await startSourceDouble();
  const client = await spawnClient("lottery", {
    KR645_SOURCE_URL: double.kr645Url,
    NY_OPEN_DATA_URL: double.nyUrl,
  });
  try {
    const draw = await client.callTool({
      name: "get_draw",
      arguments: { game: "kr645", draw: 1239 },
    });
    const answer = draw.structuredContent as Record<string, unknown>;
    assertEquals(
      [answer.draw, answer.date, answer.numbers, answer.bonus_number, answer.stale],
      [1239, "2026-08-29", [11, 13, 22, 32, 33, 36], 8, false],
    );
    assertEquals(double.calls.map((call) => call.params), [{ srchLtEpsd: "1239" }]);
    const check = await client.callTool({
      name: "check_ticket",
      arguments: { game: "kr645", numbers: [11, 13, 22, 32, 33, 8], draw: 1239 },
    });
    const checked = check.structuredContent as Record<string, unknown>;
    assertEquals(
      [checked.match_count, checked.bonus_matched, checked.rank, checked.prize_per_winner],
      [5, true, 2, 67587470],
    );
    // Served from the child's cache: the source was asked once.
    assertEquals(double.callCount(), 1);
  } finally {
    await client.close();
    await double.close();
  }
});

Deno.test("mcp stdio: a malformed line is answered with a parse error, and the lines after it still work", async () => {
  const child = spawnRandomServer();
  const encoder = new TextEncoder();
  const lines: (string | Uint8Array)[] = [
    "{not json",
    JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    "",
    Uint8Array.of(0x7b, 0xff, 0xfe, 0x7d),
    JSON.stringify({ jsonrpc: "2.0", id: 2, method: "initialize", params: {} }),
    JSON.stringify([{ jsonrpc: "2.0", id: 3, method: "ping" }]),
    JSON.stringify({ jsonrpc: "2.0", id: 4, method: "tools/call", params: [1] }),
    JSON.stringify({ jsonrpc: "2.0", id: 5, method: 5 }),
    JSON.stringify({ jsonrpc: "2.0", id: 6, method: "tools/list" }) + "\r",
  ];
  const writer = child.stdin.getWriter();
  for (const line of lines) {
    const bytes = typeof line === "string" ? encoder.encode(line) : line;
    await writer.write(Uint8Array.from([...bytes, 0x0a]));
  }
  await writer.close();
  const { code, stdout, stderr } = await child.output();
  assertEquals(code, 0, new TextDecoder().decode(stderr));
  const answers = new TextDecoder().decode(stdout).trimEnd().split("\n").map((line) =>
    JSON.parse(line)
  );
  // Every answer is one line of JSON-RPC; those without an id come in the order of their lines.
  const parseError = { code: -32700, message: "Parse error: Invalid JSON" };
  assertEquals(answers.filter((answer) => answer.id === null), [
    { jsonrpc: "2.0", id: null, error: parseError },
    { jsonrpc: "2.0", id: null, error: parseError },
    {
      jsonrpc: "2.0",
      id: null,
      error: {
        code: -32600,
        message: "Invalid Request: batches are not taken before initialize has agreed on " +
          "protocol version 2025-03-26",
      },
    },
  ]);
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  assertEquals(byId.get(1), { result: {}, jsonrpc: "2.0", id: 1 });
  assertEquals(byId.get(2).error, {
    code: -32602,
    message: "Invalid params for initialize: params.protocolVersion: expected string, received " +
      "undefined (and 2 more problems)",
  });
  assertEquals(byId.get(4).error, {
    code: -32602,
    message: "Invalid params for tools/call: params: expected object, received array",
  });
  assertEquals(byId.get(5).error, {
    code: -32600,
    message: "Invalid Request: not a JSON-RPC 2.0 message",
  });
  assertEquals(
    byId.get(6).result.tools.map((tool: { name: string }) => tool.name),
    OPERATIONS.filter((operation) => operation.server === "random").map((o) => o.name),
  );
  assertEquals(answers.length, 8);
});

/**
 * Serves the random server in this process over the given input chunks, and returns the lines it
 * wrote once it has stopped (the input has ended and every request has been answered).
 */
async function serveChunks(chunks: readonly Uint8Array[]): Promise<unknown[]> {
  const written: Uint8Array[] = [];
  const input = ReadableStream.from(chunks);
  const output = new WritableStream<Uint8Array>({ write: (chunk) => void written.push(chunk) });
  const server = createMcpServer(toolSetOf("random", OPERATIONS), {
    freshSeed: () => new Uint8Array(32),
  });
  await serveStdio(server, { input, output });
  const decoder = new TextDecoder();
  const text = written.map((chunk) => decoder.decode(chunk, { stream: true })).join("") +
    decoder.decode();
  return text.split("\n").filter((line) => line !== "").map((line) => JSON.parse(line));
}

Deno.test("mcp stdio: lines are read across chunks, the last one without its newline too", async () => {
  const call = JSON.stringify({
    jsonrpc: "2.0",
    id: "\u00e9\u{1F3B2}",
    method: "tools/call",
    params: { name: "shuffle_list", arguments: { items: ["\u00e9", "\u{1F3B2}"], seed: SEED } },
  });
  const bytes = new TextEncoder().encode(`${call}\n{"jsonrpc":"2.0","id":2,"method":"ping"}`);
  // Cut every 3 bytes, so that characters of two and four bytes are split between chunks.
  const chunks = Array.from(
    { length: Math.ceil(bytes.length / 3) },
    (_, i) => bytes.subarray(i * 3, i * 3 + 3),
  );
  const answers = await serveChunks(chunks) as { id: unknown; result: Record<string, unknown> }[];
  assertEquals(answers.map((answer) => answer.id).sort(), [2, "\u00e9\u{1F3B2}"].sort());
  const shuffled = answers.find((answer) => answer.id !== 2)!.result.structuredContent;
  assertEquals((shuffled as { shuffled: string[] }).shuffled.toSorted(), ["\u00e9", "\u{1F3B2}"]);
});

Deno.test("mcp stdio: a line over 4 MiB is refused, and the next line is read", async () => {
  const long = new Uint8Array(4 * 1024 * 1024 + 10).fill(0x20);
  const ping = new TextEncoder().encode('\n{"jsonrpc":"2.0","id":1,"method":"ping"}\n');
  const answers = await serveChunks([long.subarray(0, 1000), long.subarray(1000), ping]);
  assertEquals(answers, [
    {
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request: a message may be at most 4194304 bytes" },
    },
    { result: {}, jsonrpc: "2.0", id: 1 },
  ]);
});

Deno.test("mcp stdio: a cancelled request is not waited for when the input ends", async () => {
  const lines = [
    { jsonrpc: "2.0", id: 1, method: "ping" },
    { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } },
  ].map((message) => JSON.stringify(message) + "\n").join("");
  // In one chunk, the cancel is read before the ping is answered, so the ping never is; waiting
  // for its answer would never end.
  assertEquals(await serveChunks([new TextEncoder().encode(lines)]), []);
});

/** Serves the random server in this process over the given lines, and returns its answer lines. */
function serveLines(messages: readonly unknown[]): Promise<unknown[]> {
  const encoder = new TextEncoder();
  return serveChunks(messages.map((message) => encoder.encode(JSON.stringify(message) + "\n")));
}

/** An initialize of a protocol version. */
function initialize(version: string) {
  return {
    jsonrpc: "2.0",
    id: "init",
    method: "initialize",
    params: { protocolVersion: version, capabilities: {}, clientInfo: { name: "t", version: "1" } },
  };
}

Deno.test("mcp stdio: under 2025-03-26 a batch is taken, as over HTTP, and answered on one line", async () => {
  const answers = await serveLines([
    initialize("2025-03-26"),
    { jsonrpc: "2.0", method: "notifications/initialized" },
    [
      {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "flip_coin", arguments: { seed: SEED } },
      },
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 99 } },
      {
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "roll_dice", arguments: { sides: 1 } },
      },
      { jsonrpc: "2.0", id: 3, method: "ping" },
    ],
    [{ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 98 } }],
    [],
    [{ jsonrpc: "2.0", id: 4, method: "ping" }, { jsonrpc: "2.0", id: 4, method: "ping" }],
  ]);
  assertEquals(answers.length, 4, JSON.stringify(answers));
  const [init, batch, empty, duplicate] = answers as [
    { result: { protocolVersion: string } },
    { id: number; result?: { isError?: boolean; structuredContent?: unknown } }[],
    { error: { code: number; message: string } },
    { id: number | null; result?: unknown; error?: { code: number } }[],
  ];
  assertEquals(init.result.protocolVersion, "2025-03-26");
  assertEquals(batch.map((answer) => answer.id).sort(), [1, 2, 3]);
  const byId = new Map(batch.map((answer) => [answer.id, answer]));
  const coin = await flipCoin.run({ seed: SEED }, { freshSeed: () => new Uint8Array(32) });
  assertEquals(byId.get(1)?.result?.structuredContent, JSON.parse(JSON.stringify(coin)));
  assertEquals(byId.get(2)?.result?.isError, true);
  assertEquals(byId.get(3)?.result, {});
  assertEquals(empty.error.code, -32600);
  // The second request of one id is refused; the first is answered.
  assertEquals(duplicate.map((answer) => answer.error?.code ?? "result").sort(), [
    -32600,
    "result",
  ]);
});

Deno.test("mcp stdio: after 2025-06-18 or later, and before initialize, a batch is refused", async () => {
  for (const version of ["2025-06-18", "2025-11-25"]) {
    const answers = await serveLines([
      initialize(version),
      [{ jsonrpc: "2.0", id: 1, method: "ping" }],
    ]) as { id: unknown; error?: { code: number; message: string } }[];
    assertEquals(answers.length, 2);
    // The refusal is written at once; initialize's answer may come after it.
    assertEquals(answers.find((answer) => answer.id !== "init")?.error, {
      code: -32600,
      message: `Invalid Request: batches are not taken under protocol version ${version} (they ` +
        "were removed in 2025-06-18)",
    });
  }
  // A batch may not carry initialize itself.
  const answers = await serveLines([[initialize("2025-03-26")]]) as { error: { code: number } }[];
  assertEquals(answers.map((answer) => answer.error.code), [-32600]);
});

/** `deno run mcp.ts <server>` with an SDK v2 client, pinned to 2026-07-28 or under a 2025 revision. */
async function spawnV2Client(server: string, version: string): Promise<V2Client> {
  const client = version === "2026-07-28"
    ? new V2Client({ name: "t", version: "1" }, {
      versionNegotiation: { mode: { pin: "2026-07-28" } },
    })
    : new V2Client({ name: "t", version: "1" }, { supportedProtocolVersions: [version] });
  await client.connect(
    new V2StdioClientTransport({
      command: Deno.execPath(),
      args: ["run", ...PERMISSIONS, ENTRY, server],
      cwd: ROOT.pathname,
      env: childEnv(),
      stderr: "inherit",
    }),
  );
  return client;
}

Deno.test("mcp stdio: the SDK v2 client, under 2026-07-28 and each 2025 revision, gets the HTTP answers", async () => {
  for (const version of ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26"]) {
    const client = await spawnV2Client("random", version);
    try {
      await assertAnswersAsHttp(client, "random", version);
    } finally {
      await client.close();
    }
  }
});

Deno.test("mcp stdio: server/discover and a 2026-07-28 call on the wire, each answered on a line", async () => {
  const child = spawnRandomServer();
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  const lines = [
    { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta } },
    {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "flip_coin", arguments: { seed: SEED }, _meta: meta },
    },
    { jsonrpc: "2.0", id: 3, method: "tools/list", params: { _meta: meta } },
  ];
  const writer = child.stdin.getWriter();
  await writer.write(
    new TextEncoder().encode(lines.map((line) => JSON.stringify(line) + "\n").join("")),
  );
  await writer.close();
  const { code, stdout, stderr } = await child.output();
  assertEquals(code, 0, new TextDecoder().decode(stderr));
  const answers = new TextDecoder().decode(stdout).trimEnd().split("\n").map((line) =>
    JSON.parse(line)
  );
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  assert(byId.get(1).result.supportedVersions.includes("2026-07-28"), JSON.stringify(answers));
  assertEquals(byId.get(2).result.resultType, "complete");
  assertEquals(byId.get(2).result.structuredContent.seed, SEED);
  assertEquals(
    byId.get(3).result.tools.map((tool: { name: string }) => tool.name),
    OPERATIONS.filter((operation) => operation.server === "random").map((o) => o.name),
  );
  assertEquals(answers.length, 3);
});
