/**
 * End-to-end tests of the MCP servers over Streamable HTTP, with the SDK's own client, against the
 * real app on a real port: each answer is compared with the HTTP API's answer to the same call.
 */
import { assert, assertEquals, assertInstanceOf, assertRejects } from "@std/assert";
import { jsonSchemaOf } from "../../src/json_schema.ts";
import { McpError } from "../../testing/npm/mcp_client_v1.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { startServer } from "../../testing/server.ts";
import {
  connectClient,
  FRESH_SEED,
  FRESH_SEED_BYTES,
  httpUrl,
  RANDOM_CALLS,
  SEED,
} from "./_calls.ts";
import { requestsOf } from "../_requests.ts";

/** The tool names the table gives a server, in table order. */
function tableNames(name: string): string[] {
  return OPERATIONS.filter((operation) => operation.server === name).map((o) => o.name);
}

Deno.test("mcp http: initialize tells the server, its version, tools capability and instructions", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  for (const name of ["lottery", "random"]) {
    const client = await connectClient(base, name);
    try {
      const { description, icons, ...identity } = client.getServerVersion()!;
      assertEquals(identity, {
        name: `fairdraw-${name}`,
        title: `fairdraw ${name}`,
        version: "1.0.0",
      });
      assert(typeof description === "string" && description.length > 20, description);
      // Without PUBLIC_URL the icon is the served one, as a data: URI.
      const served = await (await fetch(`${base}/assets/icon.svg`)).text();
      assertEquals(icons?.length, 1);
      assertEquals(icons![0]!.mimeType, "image/svg+xml");
      const [head, data] = icons![0]!.src.split(",");
      assertEquals(head, "data:image/svg+xml;base64");
      assertEquals(atob(data!), served);
      assertEquals(
        client.getServerCapabilities(),
        name === "lottery" && tableNames("lottery").includes("announce_giveaway")
          ? { tools: { listChanged: false }, prompts: { listChanged: false } }
          : { tools: { listChanged: false } },
      );
      assert(client.getInstructions()?.includes("seed"));
      // Each server's instructions say what the other one does.
      assert(client.getInstructions()?.includes(name === "lottery" ? "dice" : "lottery"));
    } finally {
      await client.close();
    }
  }
});

Deno.test("mcp http: tools/list offers the table's operations of each server, schemas from valibot", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  for (const name of ["lottery", "random"]) {
    assert(tableNames(name).length > 0, `the table gives ${name} no tool`);
    const client = await connectClient(base, name);
    try {
      const { tools } = await client.listTools();
      assertEquals(tools.map((tool) => tool.name), tableNames(name));
      for (const tool of tools) {
        const operation = OPERATIONS.find((candidate) => candidate.name === tool.name)!;
        assertEquals(tool.title, operation.title);
        assert(tool.description?.startsWith(operation.description), tool.name);
        assertEquals(tool.inputSchema, { ...jsonSchemaOf(operation.input) }, tool.name);
        const { $schema, ...answer } = jsonSchemaOf(operation.output);
        assertEquals(tool.outputSchema?.$schema, $schema);
        assertEquals(tool.outputSchema?.type, "object");
        assertEquals((tool.outputSchema?.anyOf as unknown[])[0], answer, tool.name);
        // Every tool reads only, but announce_giveaway, which writes to the register (once
        // for each announcement: calling it again changes nothing more).
        assertEquals(tool.annotations, {
          title: operation.title,
          readOnlyHint: tool.name !== "announce_giveaway",
          destructiveHint: false,
          idempotentHint: operation.idempotent,
          openWorldHint: operation.external,
        });
      }
    } finally {
      await client.close();
    }
  }
});

Deno.test("mcp http: roll_dice's schema states bounds, defaults and field descriptions", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  const client = await connectClient(base, "random");
  try {
    const { tools } = await client.listTools();
    const dice = tools.find((tool) => tool.name === "roll_dice")!;
    assertEquals(dice.inputSchema.properties?.sides, {
      type: "integer",
      minimum: 2,
      maximum: 1000,
      description: "Faces on each die, numbered 1 to sides.",
      default: 6,
    });
    assertEquals(dice.inputSchema.required, []);
    assertEquals(dice.inputSchema.additionalProperties, false);
    assert(dice.description?.includes("Leave seed out for a fresh draw"), dice.description);
    assertEquals(dice.annotations?.openWorldHint, false);
  } finally {
    await client.close();
  }
});

Deno.test("mcp http: every random tool answers exactly what HTTP answers for the same seed", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  const clients = {
    lottery: await connectClient(base, "lottery"),
    random: await connectClient(base, "random"),
  };
  try {
    for (const { tool, server, args } of RANDOM_CALLS) {
      const result = await clients[server].callTool({
        name: tool,
        arguments: { ...args, seed: SEED },
      });
      const http = await fetch(httpUrl(base, tool, { ...args, seed: SEED }));
      assertEquals(http.status, 200);
      const body = await http.text();
      assertEquals(result.isError, undefined, tool);
      assertEquals(result.structuredContent, JSON.parse(body), tool);
      assertEquals(result.content, [{ type: "text", text: body }], tool);
      // The same call again, with the seed in upper case, gives the same answer.
      const again = await clients[server].callTool({
        name: tool,
        arguments: { ...args, seed: SEED.toUpperCase() },
      });
      assertEquals(again.content, result.content, tool);
    }
  } finally {
    await clients.lottery.close();
    await clients.random.close();
  }
});

Deno.test("mcp http: an exact answer: 3d20 of the fixed seed", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  const client = await connectClient(base, "random");
  try {
    const result = await client.callTool({
      name: "roll_dice",
      arguments: { sides: 20, count: 3, seed: SEED },
    });
    assertEquals(result.structuredContent, {
      sides: 20,
      count: 3,
      rolls: [14, 6, 18],
      total: 38,
      seed: SEED,
    });
  } finally {
    await client.close();
  }
});

Deno.test("mcp http: an unseeded call runs with the app's context: its fresh seed, its answer", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  const client = await connectClient(base, "random");
  try {
    const result = await client.callTool({ name: "flip_coin", arguments: { count: 12 } });
    const http = await (await fetch(`${base}/api/v1/random/coin?count=12`)).json();
    assertEquals(http.seed, FRESH_SEED);
    assertEquals(result.structuredContent, http);
    const noArguments = await client.callTool({ name: "flip_coin" });
    assertEquals(
      noArguments.structuredContent,
      await (await fetch(`${base}/api/v1/random/coin`)).json(),
    );
  } finally {
    await client.close();
  }
});

/** Bad calls, each answered over HTTP POST with a 400: every operation's refused samples. */
const BAD_CALLS = OPERATIONS.flatMap((operation) =>
  operation.samples.refused.map((refusal) =>
    [operation, refusal.arguments, refusal.code, refusal.field] as const
  )
);

Deno.test("mcp http: a bad argument is an isError result carrying HTTP's error, field named", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  const clients = {
    lottery: await connectClient(base, "lottery"),
    random: await connectClient(base, "random"),
  };
  try {
    assert(BAD_CALLS.length >= OPERATIONS.length, "every operation has refused samples");
    for (const [operation, args, code, field] of BAD_CALLS) {
      const tool = operation.name;
      const result = await clients[operation.server].callTool({ name: tool, arguments: args });
      // By POST where the operation takes it, else by GET (giveaway_result: the ID in the path).
      const http = await fetch(requestsOf(base, operation, args).at(-1)!.request);
      assertEquals(http.status, 400);
      const body = await http.text();
      assertEquals(result.isError, true, tool);
      assertEquals(result.structuredContent, JSON.parse(body), `${tool} ${JSON.stringify(args)}`);
      assertEquals(result.content, [{ type: "text", text: body }]);
      const { error } = result.structuredContent as { error: Record<string, unknown> };
      assertEquals([error.code, error.field], [code, field], String(error.message));
    }
  } finally {
    await clients.lottery.close();
    await clients.random.close();
  }
});

Deno.test("mcp http: an unknown tool, or one of the other server, is a protocol error", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  const client = await connectClient(base, "lottery");
  try {
    for (const name of ["nope", "roll_dice"]) {
      const error = await assertRejects(() => client.callTool({ name, arguments: {} }));
      assertInstanceOf(error, McpError);
      assertEquals(error.code, -32602);
      const tools = tableNames("lottery").join(", ");
      assert(error.message.includes(`Unknown tool: "${name}" (tools: ${tools})`), error.message);
    }
  } finally {
    await client.close();
  }
});

Deno.test("mcp http: GET, HEAD and DELETE are 405 with Allow; preflight allows the MCP headers", async () => {
  await using server = await startServer({ freshSeed: () => FRESH_SEED_BYTES.slice() });
  const base = server.url;
  for (const path of ["/mcp/lottery", "/mcp/random", "/mcp"]) {
    for (const method of ["GET", "HEAD", "DELETE"]) {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { accept: "text/event-stream" },
      });
      const text = await response.text();
      assertEquals(response.status, 405, `${method} ${path}`);
      assertEquals(response.headers.get("allow"), "POST, OPTIONS");
      assertEquals(response.headers.get("access-control-allow-origin"), "*");
      if (method !== "HEAD") {
        assertEquals(JSON.parse(text).error.code, "method_not_allowed");
      }
    }
    const preflight = await fetch(`${base}${path}`, {
      method: "OPTIONS",
      headers: {
        origin: "https://inspector.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, mcp-protocol-version",
      },
    });
    await preflight.body?.cancel();
    assertEquals(preflight.status, 204);
    assertEquals(preflight.headers.get("access-control-allow-origin"), "*");
    assertEquals(preflight.headers.get("access-control-allow-methods"), "POST, OPTIONS");
    const allowed = preflight.headers.get("access-control-allow-headers")!.split(/,\s*/);
    for (
      const header of [
        "content-type",
        "accept",
        "mcp-protocol-version",
        "mcp-method",
        "mcp-name",
        "mcp-session-id",
      ]
    ) {
      assert(allowed.includes(header), header);
    }
  }
});
