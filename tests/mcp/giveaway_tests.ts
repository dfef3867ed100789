/**
 * The fair giveaway as MCP tools on the lottery server: announce_giveaway and giveaway_result give
 * the HTTP API's answers byte for byte (their text content is the HTTP body), over a real port
 * under a 2025 revision (SDK 1.x client) and 2026-07-28 (SDK v2 client); the fair_giveaway
 * prompt walks through the steps, over both. A local server (over stdio) offers neither.
 */
import { assert, assertEquals, assertStringIncludes } from "@std/assert";
import {
  Client as V2Client,
  StreamableHTTPClientTransport as V2Transport,
} from "../../testing/npm/mcp_client.ts";
import { toolSetOf } from "../../src/mcp/mod.ts";
import { promptsOf } from "../../src/mcp/prompt.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { startServer } from "../../testing/server.ts";
import { AFTER_1239 } from "../../testing/source_double.ts";
import { connectClient } from "./_calls.ts";

/** 2026-08-29 00:00 UTC: draw 1239 (that evening in Korea) is more than 10 minutes away. */
const BEFORE_1239 = Date.parse("2026-08-29T00:00:00Z");

/** A giveaway on draw 1239, whose result the double has. */
function giveaway(title: string) {
  return { game: "kr645", draw: 1239, title, entries: ["Ana", "Bo", "Chen", "Dana"], winners: 2 };
}

/** A tool call's text, which must be the HTTP body itself. */
function textOf(result: Record<string, unknown>): string {
  const [first] = result.content as { type: string; text: string }[];
  assertEquals(first?.type, "text");
  return first!.text;
}

Deno.test("mcp giveaway: both tools give the HTTP answer byte for byte, under 2025 and 2026-07-28", async () => {
  await using server = await startServer({ double: true, now: BEFORE_1239 });
  const legacy = await connectClient(server.url, "lottery");
  const modern = new V2Client({ name: "t", version: "1" }, {
    versionNegotiation: { mode: { pin: "2026-07-28" } },
  });
  await modern.connect(new V2Transport(new URL(`${server.url}/mcp/lottery`)));
  try {
    for (const [name, client] of [["1.x", legacy], ["v2", modern]] as const) {
      const args = giveaway(`Prize of the ${name} client`);
      const announced = await client.callTool({ name: "announce_giveaway", arguments: args });
      assertEquals(announced.isError, undefined, JSON.stringify(announced));
      // The same announcement over HTTP is the first record, unchanged: 200 and the same bytes.
      const again = await fetch(`${server.url}/api/v1/giveaways`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(args),
      });
      assertEquals(again.status, 200);
      const httpText = await again.text();
      assertEquals(textOf(announced), httpText, name);
      assertEquals(announced.structuredContent, JSON.parse(httpText), name);
      const { id, status } = JSON.parse(httpText);
      assertEquals(status, "announced");
      // And again over MCP: idempotent by ID.
      const twice = await client.callTool({ name: "announce_giveaway", arguments: args });
      assertEquals(textOf(twice), httpText);

      const before = await client.callTool({ name: "giveaway_result", arguments: { id } });
      const httpBefore = await (await fetch(`${server.url}/api/v1/giveaways/${id}`)).text();
      assertEquals(textOf(before), httpBefore, name);
    }
    // After the draw: the winners, the same over both faces.
    server.clock.t = AFTER_1239;
    for (const [name, client] of [["1.x", legacy], ["v2", modern]] as const) {
      const { id } = JSON.parse(
        textOf(
          await client.callTool({
            name: "announce_giveaway",
            arguments: giveaway(`Prize of the ${name} client`),
          }),
        ),
      );
      const drawn = await client.callTool({ name: "giveaway_result", arguments: { id } });
      const http = await (await fetch(`${server.url}/api/v1/giveaways/${id}`)).text();
      assertEquals(textOf(drawn), http, name);
      const record = JSON.parse(http);
      assertEquals(record.status, "drawn");
      assertEquals(record.result.winners.length, 2);
      // An ID not registered is the HTTP 404's error, as an error result.
      const unknown = await client.callTool({
        name: "giveaway_result",
        arguments: { id: "0000-0000-0000-0000-0000-0000" },
      });
      assertEquals(unknown.isError, true);
      assertEquals(
        (unknown.structuredContent as { error: { code: string } }).error.code,
        "not_found",
      );
      // Announcing after the draw is too late.
      const late = await client.callTool({
        name: "announce_giveaway",
        arguments: giveaway("Too late"),
      });
      assertEquals(late.isError, true);
      assertEquals(
        (late.structuredContent as { error: { code: string; field: string } }).error,
        { ...(late.structuredContent as { error: object }).error, code: "too_late", field: "draw" },
      );
    }
  } finally {
    await legacy.close();
    await modern.close();
  }
});

Deno.test("mcp giveaway: the fair_giveaway prompt, on lottery only, walks through announce, publish, result", async () => {
  await using server = await startServer({ double: true, now: BEFORE_1239 });
  const lottery = await connectClient(server.url, "lottery");
  const random = await connectClient(server.url, "random");
  try {
    const { prompts } = await lottery.listPrompts();
    assertEquals(prompts.map((prompt) => prompt.name), ["fair_giveaway"]);
    assertEquals(random.getServerCapabilities()?.prompts, undefined);
    const { messages } = await lottery.getPrompt({
      name: "fair_giveaway",
      arguments: { title: "Book club", entries: "Ana\nBo", winners: "1" },
    });
    assertEquals(messages.length, 1);
    const text = (messages[0]!.content as { text: string }).text;
    const order = ["get_draw", "announce_giveaway", "id and link", "giveaway_result"]
      .map((word) => text.indexOf(word));
    assert(order.every((at) => at >= 0), text);
    assertEquals([...order].sort((a, b) => a - b), order, "the steps in their order");
    assert(text.includes("- title: Book club"), text);
    const unknown = await lottery.getPrompt({ name: "no_such_prompt" }).then(
      () => undefined,
      (error: Error) => error,
    );
    assert(unknown?.message.includes("fair_giveaway"), unknown?.message);
  } finally {
    await lottery.close();
    await random.close();
  }
  // Under 2026-07-28 too.
  const modern = new V2Client({ name: "t", version: "1" }, {
    versionNegotiation: { mode: { pin: "2026-07-28" } },
  });
  await modern.connect(new V2Transport(new URL(`${server.url}/mcp/lottery`)));
  try {
    const { prompts } = await modern.listPrompts();
    assertEquals(prompts.map((prompt) => prompt.name), ["fair_giveaway"]);
    const { messages } = await modern.getPrompt({ name: "fair_giveaway" });
    assert((messages[0]!.content as { text: string }).text.includes("announce_giveaway"));
  } finally {
    await modern.close();
  }
});

Deno.test("mcp giveaway: a local server (over stdio) offers no giveaway tools nor the prompt, and says why", () => {
  const local = toolSetOf("lottery", OPERATIONS, { local: true });
  const names = local.tools.map((tool) => tool.name);
  for (const name of ["announce_giveaway", "giveaway_result"]) {
    assert(!names.includes(name), name);
    assert(!local.operations.has(name), name);
  }
  assertEquals(promptsOf(local), []);
  assertStringIncludes(local.instructions, "This is a local server");
  assertStringIncludes(local.instructions, "not fairdraw's public register");
  // Nothing offered locally speaks of a public register as if it were there.
  const seed = local.tools.find((tool) => tool.name === "seed_from_draw")!;
  assertStringIncludes(seed.description!, "over HTTP");
  assertStringIncludes(seed.description!, "This local server keeps no register.");
  // Over HTTP they are all there.
  const served = toolSetOf("lottery", OPERATIONS);
  assert(served.operations.has("announce_giveaway"));
  assertEquals(promptsOf(served).map((prompt) => prompt.name), ["fair_giveaway"]);
  assert(!served.instructions.includes("local server"));
});
