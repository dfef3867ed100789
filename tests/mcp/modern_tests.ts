/**
 * Protocol 2026-07-28 over a real port: the SDK v2 client (which this server's modern path uses)
 * pinned to 2026-07-28 and under each 2025 revision, the raw wire of the new revision (discover,
 * `_meta`, `resultType`, cache hints, the `Mcp-Method` / `Mcp-Name` checks), and the answers of
 * every tool equal to the HTTP API's.
 */
import { SERVED_PROTOCOL_VERSIONS } from "../../src/mcp/mod.ts";
import { assert, assertEquals } from "@std/assert";
import { Client, StreamableHTTPClientTransport } from "../../testing/npm/mcp_client.ts";
import {
  Client as ClientV1,
  StreamableHTTPClientTransport as TransportV1,
} from "../../testing/npm/mcp_client_v1.ts";
import { startServer } from "../../testing/server.ts";
import { connectClient, FRESH_SEED_BYTES, httpUrl, RANDOM_CALLS, SEED } from "./_calls.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";

const MODERN = "2026-07-28";

/** The `_meta` every 2026-07-28 request carries. */
const META = {
  "io.modelcontextprotocol/protocolVersion": MODERN,
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "fairdraw-test", version: "1.0.0" },
};

/** POSTs one 2026-07-28 request, with the headers the revision asks for unless told otherwise. */
async function modernRpc(
  base: string,
  server: string,
  method: string,
  params: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const name: Record<string, string> = typeof params.name === "string"
    ? { "mcp-name": params.name }
    : {};
  return await fetch(`${base}/mcp/${server}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": MODERN,
      "mcp-method": method,
      ...name,
      ...headers,
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: { ...params, _meta: META } }),
  });
}

/** An SDK v2 client on `{base}/mcp/{server}`: pinned to 2026-07-28, or under a 2025 revision. */
async function v2Client(base: string, server: string, version: string): Promise<Client> {
  const client = version === MODERN
    ? new Client({ name: "fairdraw-test", version: "1.0.0" }, {
      versionNegotiation: { mode: { pin: MODERN } },
    })
    : new Client({ name: "fairdraw-test", version: "1.0.0" }, {
      supportedProtocolVersions: [version],
    });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp/${server}`)));
  return client;
}

const VERSIONS = [MODERN, "2025-11-25", "2025-06-18", "2025-03-26"];

Deno.test("mcp 2026-07-28: the SDK v2 client, under every revision, gets every tool's HTTP answer as structuredContent", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  for (const version of VERSIONS) {
    for (const name of ["lottery", "random"] as const) {
      const client = await v2Client(server.url, name, version);
      try {
        const { tools } = await client.listTools();
        assertEquals(
          tools.map((tool) => tool.name),
          OPERATIONS.filter((operation) => operation.server === name).map((o) => o.name),
          `${version} ${name}`,
        );
        for (const call of RANDOM_CALLS.filter((candidate) => candidate.server === name)) {
          const args = { ...call.args, seed: SEED };
          const result = await client.callTool({ name: call.tool, arguments: args });
          const http = await (await fetch(httpUrl(server.url, call.tool, args))).text();
          assertEquals(result.isError, undefined, `${version} ${call.tool}`);
          assertEquals(result.structuredContent, JSON.parse(http), `${version} ${call.tool}`);
          assertEquals(result.content, [{ type: "text", text: http }], `${version} ${call.tool}`);
        }
      } finally {
        await client.close();
      }
    }
  }
});

Deno.test("mcp: /mcp offers every tool of both servers and the prompt, to either SDK generation", async () => {
  // The path a client tries when given none, and where the MCP Inspector's CLI before 2.0 sends
  // every HTTP request whatever the URL's path (npx picks 0.15 on Node 20).
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const names = OPERATIONS.map((operation) => operation.name);
  const clients = [
    new Client({ name: "fairdraw-test", version: "1.0.0" }, {
      versionNegotiation: { mode: { pin: MODERN } },
    }),
    new ClientV1({ name: "fairdraw-test", version: "1.0.0" }),
  ] as const;
  await clients[0].connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  await clients[1].connect(new TransportV1(new URL(`${server.url}/mcp`)));
  const declared = [];
  try {
    for (const [generation, client] of clients.entries()) {
      assertEquals(client.getServerVersion()?.name, "fairdraw", `generation ${generation}`);
      const { tools } = await client.listTools();
      assertEquals(tools.map((tool) => tool.name), names, `generation ${generation}`);
      declared.push(tools);
      const { prompts } = await client.listPrompts();
      assertEquals(prompts.map((prompt) => prompt.name), ["fair_giveaway"]);
      for (const call of RANDOM_CALLS) {
        const args = { ...call.args, seed: SEED };
        const result = await client.callTool({ name: call.tool, arguments: args });
        const http = await (await fetch(httpUrl(server.url, call.tool, args))).text();
        assertEquals(result.content, [{ type: "text", text: http }], call.tool);
      }
    }
  } finally {
    for (const client of clients) await client.close();
  }
  // The same declarations as the two servers': one table feeds them all.
  const split = await Promise.all(["lottery", "random"].map(async (name) => {
    const client = await connectClient(server.url, name);
    try {
      return (await client.listTools()).tools;
    } finally {
      await client.close();
    }
  }));
  const byName = new Map(split.flat().map((tool) => [tool.name, tool]));
  for (const tool of declared[1]!) assertEquals(tool, byName.get(tool.name), tool.name);
});

Deno.test("mcp 2026-07-28: server/discover names the revisions, the server and its capabilities", async () => {
  await using server = await startServer({
    config: { publicUrl: "https://fairdraw.example" },
  });
  for (const name of ["lottery", "random"]) {
    const response = await modernRpc(server.url, name, "server/discover", {});
    assertEquals(response.status, 200);
    const { result } = await response.json();
    // Every revision served, 2026-07-28 first; kept an hour, by anyone: it changes only with a
    // release.
    assertEquals(result.supportedVersions, [...SERVED_PROTOCOL_VERSIONS]);
    assertEquals(result.supportedVersions[0], MODERN);
    assert(result.supportedVersions.includes("2025-03-26"));
    assertEquals([result.ttlMs, result.cacheScope], [3_600_000, "public"]);
    assertEquals(result.resultType, "complete");
    assertEquals(result.capabilities.tools, { listChanged: false });
    assert(result.instructions.includes(name === "lottery" ? "dice" : "lottery"));
    const info = result._meta["io.modelcontextprotocol/serverInfo"];
    assertEquals(info.name, `fairdraw-${name}`);
    assertEquals(info.title, `fairdraw ${name}`);
    assertEquals(info.websiteUrl, "https://fairdraw.example");
    assertEquals(info.icons, [{
      src: "https://fairdraw.example/assets/icon.svg",
      mimeType: "image/svg+xml",
      sizes: ["any"],
    }]);
  }
});

Deno.test("mcp 2026-07-28: results carry resultType, lists their cache hints, calls the HTTP answer", async () => {
  await using server = await startServer();
  const list = await (await modernRpc(server.url, "random", "tools/list", {})).json();
  assertEquals(list.result.resultType, "complete");
  assertEquals(list.result.cacheScope, "public");
  assertEquals(list.result.ttlMs, 3_600_000);
  const args = { sides: 6, count: 3, seed: SEED };
  const response = await modernRpc(server.url, "random", "tools/call", {
    name: "roll_dice",
    arguments: args,
  });
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("mcp-session-id"), null);
  const { result } = await response.json();
  const http = await (await fetch(httpUrl(server.url, "roll_dice", args))).text();
  assertEquals(result.resultType, "complete");
  assertEquals(result.structuredContent, JSON.parse(http));
  assertEquals(result.content, [{ type: "text", text: http }]);
});

Deno.test("mcp 2026-07-28: Mcp-Method and Mcp-Name must match the body (HeaderMismatch -32020)", async () => {
  await using server = await startServer();
  const cases: [string, Record<string, unknown>, Record<string, string>][] = [
    ["tools/list", {}, { "mcp-method": "tools/call" }],
    ["tools/call", { name: "flip_coin", arguments: {} }, { "mcp-name": "roll_dice" }],
  ];
  for (const [method, params, headers] of cases) {
    const response = await modernRpc(server.url, "random", method, params, headers);
    assertEquals(response.status, 400, JSON.stringify(headers));
    const body = await response.json();
    assertEquals(body.error.code, -32020, JSON.stringify(body));
  }
  // A bad argument is an error result carrying the HTTP error, as under the 2025 revisions.
  const bad = await modernRpc(server.url, "random", "tools/call", {
    name: "roll_dice",
    arguments: { sides: 1 },
  });
  const { result } = await bad.json();
  assertEquals(result.isError, true);
  assertEquals(result.structuredContent.error.field, "sides");
  // An unknown tool is invalid params, naming the tools.
  const unknown = await modernRpc(server.url, "random", "tools/call", {
    name: "no_such_tool",
    arguments: {},
  });
  const answer = await unknown.json();
  assertEquals(answer.error.code, -32602);
  assert(answer.error.message.includes("roll_dice"), answer.error.message);
});

Deno.test("mcp 2026-07-28: a revision the server does not know is refused with the ones it does", async () => {
  await using server = await startServer();
  const response = await fetch(`${server.url}/mcp/random`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2099-01-01",
      "mcp-method": "tools/list",
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/list",
      params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "2099-01-01" } },
    }),
  });
  assertEquals(response.status, 400);
  const body = await response.json();
  assertEquals(body.error.code, -32022, JSON.stringify(body));
  assertEquals(body.error.data, {
    supported: [...SERVED_PROTOCOL_VERSIONS],
    requested: "2099-01-01",
  });
});
