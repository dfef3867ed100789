/**
 * The stdio mode (mcp.ts), spawned as a desktop client would, with the SDK's stdio client.
 */
import { assert, assertEquals } from "@std/assert";
import { Client, StdioClientTransport } from "../../src/mcp/sdk.ts";
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

Deno.test("mcp stdio: each server lists its tools and answers as HTTP does", async () => {
  for (const server of ["lottery", "random"] as const) {
    const client = await spawnClient(server);
    try {
      assertEquals(client.getServerVersion()?.name, `fairdraw-${server}`);
      const { tools } = await client.listTools();
      assertEquals(
        tools.map((tool) => tool.name),
        OPERATIONS.filter((operation) => operation.server === server).map((o) => o.name),
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
        assertEquals(result.content, [{ type: "text", text: body }], tool);
        assertEquals(result.structuredContent, JSON.parse(body), tool);
      }
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

Deno.test("mcp stdio: the server ends when stdin ends", async () => {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", ...PERMISSIONS, ENTRY, "random"],
    cwd: ROOT.pathname,
    env: childEnv(),
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
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
