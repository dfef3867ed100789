/**
 * Property-based fuzzing of every tool of the two MCP servers over Streamable HTTP, against the
 * same app and source double as the HTTP fuzz.
 *
 * Properties: a tools/call of any JSON object of arguments is answered with a tool result, never a
 * protocol error and never a 5xx; its text is byte for byte the body that an HTTP POST of the same
 * arguments answers (a 200's with the same seed; an error's `{error}` with `isError: true`), and
 * `structuredContent` is that JSON; the SDK's own client accepts every result against the tools'
 * output schemas; hostile JSON-RPC messages are never answered with a 5xx.
 */
import { assert, assertEquals, AssertionError } from "@std/assert";
import fc from "../../testing/npm/fast_check.ts";
import { Client, StreamableHTTPClientTransport } from "../../testing/npm/mcp_client_v1.ts";
import { argsCase, bodyText, codePoint, FUZZED_OPERATIONS, hostileValue } from "./_arbitraries.ts";
import { type Args, drawOracle } from "./_checks.ts";
import {
  callTool,
  checkProperty,
  postText,
  send,
  type ToolReply,
  withFuzzServer,
} from "./_fuzz.ts";
import { count, judge, printTally, type Tally } from "./_judge.ts";

/** Runs per tool: each run is an HTTP POST and a tools/call (two or three when reproducing). */
const RUNS = 300;

/** The text and structure of a tool result, after checking that it is one. */
function resultOf(reply: ToolReply, context: string): { text: string; isError: boolean } {
  const { result, error } = reply.message;
  if (reply.status !== 200 || result === undefined) {
    throw new AssertionError(
      `${context}: not a tool result: ${reply.status} ${JSON.stringify(error ?? reply.message)}`,
    );
  }
  const [content] = result.content ?? [];
  if (content?.type !== "text") throw new AssertionError(`${context}: no text content`);
  assertEquals(result.structuredContent, JSON.parse(content.text), `${context}: structure`);
  return { text: content.text, isError: result.isError === true };
}

Deno.test("mcp fuzz: tools/call answers what an HTTP POST of the same arguments answers", async () => {
  await withFuzzServer(async (server) => {
    const oracle = await drawOracle(server.double.latest, server.clock.t);
    const tally: Tally = new Map();
    for (const operation of FUZZED_OPERATIONS) {
      await checkProperty(
        `tools/call ${operation.name}`,
        argsCase(operation, oracle),
        async ({ members, valid }) => {
          // A name given twice is refused by HTTP (src/http/body.ts); an MCP client sends the
          // arguments as an object, in which no name can repeat: nothing to compare.
          if (new Set(members.map(([name]) => name)).size < members.length) return;
          const text = bodyText(members);
          const args = JSON.parse(text) as Args;
          const context = `${operation.name} ${text.slice(0, 400)}`;
          const http = await postText(`${server.url}${operation.path}`, text);
          judge(http, {
            operation,
            args,
            sent: Object.keys(args),
            valid,
            oracle,
            context: `POST ${context}`,
          });
          // A 200's seed makes the call over MCP the same draw; an error needs no seed.
          const argumentsText = http.status === 200 && operation.seeded
            ? JSON.stringify({ ...args, seed: JSON.parse(http.text).seed })
            : text;
          const reply = await callTool(server.url, operation.server, operation.name, argumentsText);
          const result = resultOf(reply, `tools/call ${context}`);
          count(tally, operation.name, http.status === 200 ? 200 : 400);
          assertEquals(result.isError, http.status !== 200, `${context}: isError`);
          assertEquals(result.text, http.text, `${context}: the tool result is not the HTTP body`);
        },
        RUNS,
      );
    }
    printTally("tools/call answers (as HTTP status)", tally);
  });
});

Deno.test("mcp fuzz: the SDK's client accepts every result and sees the HTTP answer", async () => {
  await withFuzzServer(async (server) => {
    const oracle = await drawOracle(server.double.latest, server.clock.t);
    const clients = new Map<string, Client>();
    try {
      for (const name of ["lottery", "random"]) {
        const client = new Client({ name: "fairdraw-fuzz", version: "1.0.0" });
        await client.connect(
          new StreamableHTTPClientTransport(new URL(`${server.url}/mcp/${name}`)),
        );
        // The client checks structuredContent against outputSchema once it has listed the tools.
        await client.listTools();
        clients.set(name, client);
      }
      for (const operation of FUZZED_OPERATIONS) {
        await checkProperty(
          `SDK callTool ${operation.name}`,
          argsCase(operation, oracle),
          async ({ members }) => {
            const args = JSON.parse(bodyText(members)) as Args;
            const result = await clients.get(operation.server)!.callTool({
              name: operation.name,
              arguments: args,
            });
            const [content] = result.content as { type: string; text: string }[];
            const seed = (result.structuredContent as { seed?: unknown }).seed;
            const again = result.isError !== true && operation.seeded ? { ...args, seed } : args;
            const http = await postText(`${server.url}${operation.path}`, JSON.stringify(again));
            const context = `${operation.name} ${JSON.stringify(again).slice(0, 400)}`;
            assertEquals(result.isError === true, http.status !== 200, `${context}: isError`);
            assertEquals(content?.text, http.text, context);
            assertEquals(result.structuredContent, JSON.parse(http.text), context);
          },
          RUNS / 5,
        );
      }
    } finally {
      for (const client of clients.values()) await client.close();
    }
  });
});

const ACCEPTS = [
  "application/json, text/event-stream",
  "text/event-stream, application/json;q=0.5",
  "application/json",
  "*/*",
  "",
];

/** JSON-RPC messages, well and badly formed. */
const message: fc.Arbitrary<string> = fc.oneof(
  fc.record({
    id: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constantFrom("null", "1.5", "[]")),
    method: fc.constantFrom(
      "tools/call",
      "tools/list",
      "initialize",
      "ping",
      "resources/list",
      "prompts/get",
      "notifications/initialized",
      "nope",
      "",
    ),
    name: fc.constantFrom(...FUZZED_OPERATIONS.map((operation) => operation.name), "nope", ""),
    args: fc.oneof(hostileValue, fc.constantFrom("{}", '{"__proto__":1}')),
    shape: fc.nat({ max: 4 }),
  }).map(({ id, method, name, args, shape }) => {
    const idText = typeof id === "number"
      ? String(id)
      : id.startsWith("[")
      ? id
      : JSON.stringify(id);
    const params = [
      `{"name":${JSON.stringify(name)},"arguments":${args}}`,
      `{"name":${JSON.stringify(name)}}`,
      args,
      `{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"x","version":"1"}}`,
      "null",
    ][shape];
    return `{"jsonrpc":"2.0","id":${idText},"method":${JSON.stringify(method)},"params":${params}}`;
  }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: codePoint, maxLength: 80 }),
  fc.constantFrom(
    "",
    "[]",
    "{}",
    '{"jsonrpc":"1.0","id":1,"method":"ping"}',
    '[{"jsonrpc":"2.0","id":1,"method":"ping"},{"jsonrpc":"2.0","id":1,"method":"ping"}]',
    `[${Array(200).fill('{"jsonrpc":"2.0","id":1,"method":"ping"}').join(",")}]`,
  ),
);

Deno.test("mcp fuzz: hostile JSON-RPC messages are never answered with a 5xx", async () => {
  await withFuzzServer(async (server) => {
    const tally: Tally = new Map();
    const arbitrary = fc.record({
      server: fc.constantFrom("lottery", "random"),
      body: message,
      // Mostly the headers a client must send, so that the messages themselves are read.
      accept: fc.oneof(
        { weight: 6, arbitrary: fc.constant(ACCEPTS[0]!) },
        fc.constantFrom(...ACCEPTS),
      ),
      contentType: fc.oneof(
        { weight: 6, arbitrary: fc.constant("application/json") },
        fc.constantFrom("text/plain", "", "application/json; charset=utf-8"),
      ),
    });
    let internal = 0;
    await checkProperty("hostile JSON-RPC", arbitrary, async (c) => {
      const reply = await send(`${server.url}/mcp/${c.server}`, {
        method: "POST",
        headers: { accept: c.accept, "content-type": c.contentType },
        body: c.body,
      });
      count(tally, c.server, reply.status);
      const context = `POST /mcp/${c.server} (${c.accept}; ${c.contentType}) ${
        c.body.slice(0, 300)
      }: ${reply.status} ${reply.text.slice(0, 300)}`;
      if (reply.status >= 500) throw new AssertionError(`${context}: a 5xx`);
      if (reply.status === 202) return assertEquals(reply.text, "", context);
      if (reply.text.startsWith("event:") || reply.text.startsWith("data:")) return;
      // Every other answer is JSON-RPC (one message or a batch), or our own {error} (404, 405).
      const body = JSON.parse(reply.text);
      const messages = Array.isArray(body) ? body : [body];
      for (const one of messages) {
        assert(one.jsonrpc === "2.0" || "error" in one, `${context}: not JSON-RPC`);
        assert("result" in one || "error" in one, `${context}: neither result nor error`);
        // Internal error is for bugs: a malformed tools/call is the client's, invalid params. (The
        // SDK answers other methods' malformed params, initialize's say, with -32603 still.)
        if (c.body.includes('"method":"tools/call"')) {
          assert(one.error?.code !== -32603, `${context}: a malformed call as an internal error`);
        } else if (one.error?.code === -32603) {
          internal++;
        }
      }
    }, RUNS * 4);
    printTally("hostile JSON-RPC answers", tally);
    console.log(`  other methods' malformed params answered -32603 by the SDK: ${internal}`);
  });
});
