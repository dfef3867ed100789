/**
 * The stdio mode (mcp.ts), spawned as a desktop client would: with the stdio clients of both SDK
 * majors, and line by line on the wire.
 */
import { assert, assertEquals } from "@std/assert";
import { SERVED_PROTOCOL_VERSIONS, toolSetOf } from "../../src/mcp/mod.ts";
import { Client, StdioClientTransport } from "../../testing/npm/mcp_client_v1.ts";
import { Client as V2Client } from "../../testing/npm/mcp_client.ts";
import { StdioClientTransport as V2StdioClientTransport } from "../../testing/npm/mcp_client_stdio.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { startSourceDouble } from "../../testing/source_double.ts";
import { closeStdioClient } from "../../testing/mcp_stdio.ts";
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
  // A local server: the giveaway tools are not offered (server.ts says why).
  assertEquals(
    tools.map((tool) => tool.name),
    toolSetOf(server, OPERATIONS, { local: true }).tools.map((tool) => tool.name),
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

Deno.test("mcp stdio: each server lists its local tools and answers as HTTP does", async () => {
  for (const server of ["lottery", "random"] as const) {
    const client = await spawnClient(server);
    try {
      assertEquals(client.getServerVersion()?.name, `fairdraw-${server}`);
      assert(client.getInstructions()?.includes("This is a local server"), server);
      await assertAnswersAsHttp(client, server, server);
      const bad = await client.callTool({
        name: server === "random" ? "roll_dice" : "pick_numbers",
        arguments: { count: 0 },
      });
      assertEquals(bad.isError, true);
      assertEquals((bad.structuredContent as { error: { field: string } }).error.field, "count");
    } finally {
      await closeStdioClient(client);
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

/** What a wire exchange with the stdio random server gave. */
interface Exchange {
  /** The answers, one a line of stdout, in their order. */
  answers: Record<string, unknown>[];
  /** The lines of stderr, each parsed as JSON (each must be JSON). */
  logs: Record<string, unknown>[];
  /** The exit status, once stdin has been closed. */
  code: number;
}

/**
 * Writes the given chunks to the stdio random server, reads `expected` answers off its stdout,
 * then closes its stdin, as a host does when it is done (a request still in flight when stdin
 * ends is not answered: the SDK's stdio server closes with its input), and waits for it to end.
 */
async function exchange(
  chunks: readonly (string | Uint8Array)[],
  expected: number,
): Promise<Exchange> {
  const child = spawnRandomServer();
  const writer = child.stdin.getWriter();
  const encoder = new TextEncoder();
  for (const chunk of chunks) {
    await writer.write(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
  }
  const answers: Record<string, unknown>[] = [];
  const lines = child.stdout.pipeThrough(new TextDecoderStream()).pipeThrough(new LineStream());
  const reader = lines.getReader();
  const timer = setTimeout(() => reader.cancel(), 20_000);
  while (answers.length < expected) {
    const { done, value } = await reader.read();
    if (done) break;
    answers.push(JSON.parse(value));
  }
  clearTimeout(timer);
  await writer.close();
  // Whatever else it writes before it ends is an answer too many.
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    answers.push(JSON.parse(value));
  }
  const stderr = await new Response(child.stderr).text();
  const { code } = await child.status;
  const logs = stderr.split("\n").filter((line) => line !== "").map((line) => {
    try {
      return JSON.parse(line);
    } catch {
      throw new Error(`a log line that is not JSON: ${line}`);
    }
  });
  return { answers, logs, code };
}

/** Splits a text stream into its lines. */
class LineStream extends TransformStream<string, string> {
  constructor() {
    let rest = "";
    super({
      transform(chunk, controller) {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop()!;
        for (const line of lines) controller.enqueue(line);
      },
      flush(controller) {
        if (rest !== "") controller.enqueue(rest);
      },
    });
  }
}

/** A message as one line. */
function line(message: unknown): string {
  return JSON.stringify(message) + "\n";
}

Deno.test("mcp stdio: the server answers, then ends with status 0 when stdin ends", async () => {
  const { answers, logs, code } = await exchange(
    [line({ jsonrpc: "2.0", id: 1, method: "ping" })],
    1,
  );
  assertEquals(answers, [{ result: {}, jsonrpc: "2.0", id: 1 }]);
  assertEquals([code, logs], [0, []]);
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
    await closeStdioClient(client);
    await double.close();
  }
});

Deno.test("mcp stdio: a line that is not a JSON-RPC message is dropped, reported as one JSON log line (JSON that is not: silently); the lines after it still work", async () => {
  const { answers, logs, code } = await exchange([
    "{not json\n",
    line({ jsonrpc: "2.0", id: 1, method: "ping" }),
    Uint8Array.of(0x7b, 0xff, 0xfe, 0x7d, 0x0a),
    line({ jsonrpc: "2.0", id: 2, method: "initialize", params: {} }),
    // The SDK's stdio server takes one message a line: a batch is not one.
    line([{ jsonrpc: "2.0", id: 3, method: "ping" }]),
    // Params must be an object for the SDK to take the line as a message at all.
    line({ jsonrpc: "2.0", id: 4, method: "tools/call", params: [1] }),
    line({ jsonrpc: "2.0", id: 5, method: 5 }),
    line({ jsonrpc: "2.0", id: 6, method: "tools/list" }),
  ], 3);
  assertEquals(code, 0);
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  assertEquals(byId.get(1), { result: {}, jsonrpc: "2.0", id: 1 });
  // Params that do not fit their method are answered by the server's screen (messages.ts).
  assertEquals(byId.get(2)?.error, {
    code: -32602,
    message: "Invalid params for initialize: params.protocolVersion: expected string, received " +
      "undefined (and 2 more problems)",
  });
  const listed = byId.get(6)?.result as { tools: { name: string }[] };
  assertEquals(
    listed.tools.map((tool) => tool.name),
    OPERATIONS.filter((operation) => operation.server === "random").map((o) => o.name),
  );
  assertEquals(answers.length, 3);
  // The three lines of JSON that are not messages are reported, each as one JSON line, on
  // stderr; the SDK skips a line that is not JSON at all without a word (stray output, to it).
  assertEquals(
    logs,
    Array.from({ length: 3 }, () => ({
      level: "warn",
      event: "mcp_stdio",
      message: "a line that is not a JSON-RPC message was dropped",
    })),
  );
});

Deno.test("mcp stdio: a message is read across writes, and several in one write", async () => {
  const ping = (id: number) => line({ jsonrpc: "2.0", id, method: "ping" });
  const call = line({
    jsonrpc: "2.0",
    id: 3,
    method: "tools/call",
    params: { name: "flip_coin", arguments: { seed: SEED } },
  });
  const { answers, code } = await exchange([
    ping(1) + ping(2) + call.slice(0, 10),
    call.slice(10, 40),
    call.slice(40),
  ], 3);
  assertEquals(code, 0);
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  assertEquals([byId.get(1)?.result, byId.get(2)?.result], [{}, {}]);
  const coin = byId.get(3)?.result as { structuredContent: { seed: string } };
  assertEquals(coin.structuredContent.seed, SEED);
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
      await closeStdioClient(client);
    }
  }
});

Deno.test("mcp stdio: server/discover and a 2026-07-28 call on the wire, each answered on a line", async () => {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  const { answers, code } = await exchange([
    line({ jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta } }),
    line({
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "flip_coin", arguments: { seed: SEED }, _meta: meta },
    }),
    line({ jsonrpc: "2.0", id: 3, method: "tools/list", params: { _meta: meta } }),
  ], 3);
  assertEquals(code, 0);
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  const discovered = byId.get(1)?.result as { supportedVersions: string[] };
  assertEquals(discovered.supportedVersions, [...SERVED_PROTOCOL_VERSIONS]);
  const call = byId.get(2)?.result as { resultType: string; structuredContent: { seed: string } };
  assertEquals([call.resultType, call.structuredContent.seed], ["complete", SEED]);
  const listed = byId.get(3)?.result as { tools: { name: string }[] };
  assertEquals(
    listed.tools.map((tool) => tool.name),
    OPERATIONS.filter((operation) => operation.server === "random").map((o) => o.name),
  );
  assertEquals(answers.length, 3);
});

Deno.test("mcp stdio: a revision the server does not know is -32022 naming every revision served", async () => {
  const meta = {
    "io.modelcontextprotocol/protocolVersion": "2099-01-01",
    "io.modelcontextprotocol/clientCapabilities": {},
  };
  const { answers, code } = await exchange([
    line({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta: meta } }),
  ], 1);
  assertEquals(code, 0);
  const error = answers[0]?.error as { code: number; data: { supported: string[] } };
  assertEquals(error.code, -32022);
  assertEquals(error.data.supported, [...SERVED_PROTOCOL_VERSIONS]);
});
