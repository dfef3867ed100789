/**
 * No answer ever holds a split character: astral characters and lone surrogates sent in every
 * argument of every operation, over GET, POST, MCP over HTTP and MCP over stdio, and every answer
 * read by a strict parser (tests/_strict_json.ts). Found by the MCP Python SDK, which refused
 * error messages that quoted half of an emoji.
 */
import { REGISTER_TOOLS } from "../src/mcp/server.ts";
import { assert, assertEquals } from "@std/assert";
import { type Operation, OPERATIONS, validSamples } from "../src/operations/mod.ts";
import { parseStrictJson } from "./_strict_json.ts";
import { startServer } from "../testing/server.ts";
import { startSourceDouble } from "../testing/source_double.ts";

/** Strings that a cut by UTF-16 units splits, and strings that are not Unicode text at all. */
const HOSTILE = [
  "\u{1F600}".repeat(100), // 200 UTF-16 units: a cut at an odd unit splits an emoji
  `a${"\u{1F600}".repeat(100)}`, // the same at the other parity
  "\ud83d", // a lone high surrogate
  "x\ude00y", // a lone low surrogate in text
  "\ud83d".repeat(80), // long, and lone surrogates throughout
  "\u{1F600}\ud83d".repeat(40), // whole and broken characters mixed
];

/**
 * Arguments an operation takes without complaint, so that the hostile one is the fault: its first
 * valid sample (declared with the operation). A hostile value that is valid after all (an astral
 * seed_from_draw label) reaches the source double, whose draw 1239 is recorded; a hostile title or
 * entry that is canonical after all is registered (201).
 */
function baseOf(operation: Operation): Record<string, unknown> {
  const base = validSamples(operation)[0];
  if (base === undefined) throw new Error(`${operation.name} declares no valid sample`);
  return base;
}

/** One hostile call: an operation and its arguments. */
interface HostileCall {
  operation: Operation;
  args: Record<string, unknown>;
  label: string;
}

/**
 * Every argument of every operation given each hostile string (as a value, and as a list item
 * where the argument is a list), and each hostile string given as an argument's name.
 */
function hostileCalls(): HostileCall[] {
  const calls: HostileCall[] = [];
  for (const operation of OPERATIONS) {
    const base = baseOf(operation);
    for (const [h, hostile] of HOSTILE.entries()) {
      const add = (args: Record<string, unknown>, what: string) =>
        calls.push({ operation, args, label: `${operation.name} ${what} hostile #${h}` });
      for (const field of Object.keys(operation.input.entries)) {
        add({ ...base, [field]: hostile }, field);
        const list = base[field];
        if (Array.isArray(list)) {
          add({ ...base, [field]: [...list.slice(1), hostile] }, `${field}[]`);
        }
      }
      add({ ...base, [hostile]: 1 }, "name");
    }
  }
  return calls;
}

const CALLS = hostileCalls();

/**
 * A query string percent-encoding each code unit as UTF-8 would if it could: a lone surrogate
 * becomes the three bytes a careless encoder writes (ED A0 BD), which are not UTF-8.
 */
function looseQuery(args: Record<string, unknown>): string {
  const encode = (text: string) =>
    Array.from(text, (char) => {
      const unit = char.codePointAt(0)!;
      if (unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(char);
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    }).join("");
  return Object.entries(args)
    .map(([k, v]) => `${encode(k)}=${encode(Array.isArray(v) ? v.join(",") : String(v))}`)
    .join("&");
}

/**
 * An HTTP answer: 200 or 400 (nothing hostile may reach a source or break), 201 for a giveaway
 * registered and 404 for an ID that names none, read strictly.
 */
async function assertStrictAnswer(response: Response, label: string): Promise<unknown> {
  const bytes = await response.bytes();
  assert([200, 201, 400, 404].includes(response.status), `${label}: status ${response.status}`);
  return parseStrictJson(bytes, label);
}

/**
 * The URL of a call and the arguments left for its query or body: a path parameter's value goes
 * in the path, each code unit percent-encoded as {@linkcode looseQuery} encodes it.
 */
function targetOf(
  base: string,
  operation: Operation,
  args: Record<string, unknown>,
): { url: string; rest: Record<string, unknown> } {
  let path = operation.path;
  const rest = { ...args };
  for (const name of operation.pathParameters) {
    const value = String(rest[name] ?? "");
    delete rest[name];
    path = path.replace(`{${name}}`, looseQuery({ [name]: value }).slice(name.length + 1));
  }
  return { url: `${base}${path}`, rest };
}

/** A JSON-RPC tools/call answer read strictly, and the JSON of its text content too. */
function assertStrictToolResult(message: unknown, label: string): void {
  const { result, error } = message as {
    result?: { content: { type: string; text: string }[]; structuredContent: unknown };
    error?: unknown;
  };
  assertEquals(error, undefined, `${label}: a protocol error`);
  const text = result!.content[0]!.text;
  assertEquals(parseStrictJson(text, `${label} (text)`), result!.structuredContent, label);
}

Deno.test("unicode: every hostile call over GET and POST gets an answer a strict parser reads", async () => {
  const server = await startServer({ double: true });
  try {
    for (const { operation, args: all, label } of CALLS) {
      const { url, rest: args } = targetOf(server.url, operation, all);
      if (operation.methods.includes("GET")) {
        await assertStrictAnswer(await fetch(`${url}?${looseQuery(args)}`), `GET ${label}`);
        // As URLSearchParams (and so most clients) sends it: each lone surrogate as U+FFFD.
        const query = new URLSearchParams(
          Object.entries(args).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
        );
        await assertStrictAnswer(await fetch(`${url}?${query}`), `GET (U+FFFD) ${label}`);
      }
      if (operation.methods.includes("POST")) {
        const posted = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(args),
        });
        await assertStrictAnswer(posted, `POST ${label}`);
      }
    }
  } finally {
    await server.close();
  }
});

Deno.test("unicode: every hostile tool call over MCP's HTTP transport gets a strict answer", async () => {
  const server = await startServer({ double: true });
  try {
    for (const [id, { operation, args, label }] of CALLS.entries()) {
      const response = await fetch(`${server.url}/mcp/${operation.server}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-protocol-version": "2025-11-25",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id,
          method: "tools/call",
          params: { name: operation.name, arguments: args },
        }),
      });
      assertEquals(response.status, 200, label);
      assertStrictToolResult(parseStrictJson(await response.bytes(), `MCP HTTP ${label}`), label);
    }
  } finally {
    await server.close();
  }
});

Deno.test("unicode: every hostile tool call over MCP's stdio transport gets a strict answer", async () => {
  const root = new URL("../", import.meta.url);
  const double = await startSourceDouble();
  const sources = { KR645_SOURCE_URL: double.kr645Url, NY_OPEN_DATA_URL: double.nyUrl };
  try {
    for (const server of ["lottery", "random"] as const) {
      await assertStdioServer(root, server, sources);
    }
  } finally {
    await double.close();
  }
});

/** Sends every hostile call of one server's tools to `mcp.ts <server>` and reads the answers. */
async function assertStdioServer(
  root: URL,
  server: "lottery" | "random",
  sources: Record<string, string>,
): Promise<void> {
  // A local server offers no tool of the register (src/mcp/server.ts).
  const calls = CALLS.filter((call) =>
    call.operation.server === server && !REGISTER_TOOLS.has(call.operation.name)
  );
  const child = new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-net",
      "--allow-env",
      "--allow-read",
      "--allow-write",
      "mcp.ts",
      server,
    ],
    cwd: root.pathname,
    env: { ...Deno.env.toObject(), NO_COLOR: "1", KV_PATH: ":memory:", ...sources },
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const lines = [
    {
      jsonrpc: "2.0",
      id: "init",
      method: "initialize",
      params: {
        protocolVersion: "2025-11-25",
        capabilities: {},
        clientInfo: { name: "strict", version: "1" },
      },
    },
    { jsonrpc: "2.0", method: "notifications/initialized" },
    ...calls.map(({ operation, args }, id) => ({
      jsonrpc: "2.0",
      id,
      method: "tools/call",
      params: { name: operation.name, arguments: args },
    })),
  ];
  const writer = child.stdin.getWriter();
  const reader = child.stdout.getReader();
  const answers = new Map<unknown, unknown>();
  // A server that drops an answer would leave the read below waiting: end it instead.
  const deadline = setTimeout(() => child.kill(), 60_000);
  try {
    const text = lines.map((line) => JSON.stringify(line) + "\n").join("");
    await writer.write(new TextEncoder().encode(text));
    // Every answer is read before stdin is closed, since the server stops when stdin ends.
    let pending = new Uint8Array(0);
    while (answers.size < calls.length + 1) {
      const { value, done } = await reader.read();
      if (done) break;
      const joined = new Uint8Array(pending.length + value.length);
      joined.set(pending);
      joined.set(value, pending.length);
      let start = 0;
      for (let end = joined.indexOf(10); end !== -1; end = joined.indexOf(10, start)) {
        const message = parseStrictJson(joined.subarray(start, end), `stdio ${server} line`);
        answers.set((message as { id: unknown }).id, message);
        start = end + 1;
      }
      pending = joined.slice(start);
    }
  } catch (error) {
    child.kill();
    throw error;
  } finally {
    clearTimeout(deadline);
    await writer.close().catch(() => {});
    reader.releaseLock();
    await child.stdout.cancel();
  }
  assertEquals((await child.status).code, 0);
  assertEquals(answers.size, calls.length + 1, `${server}: every call answered`);
  for (const [id, { label }] of calls.entries()) {
    assertStrictToolResult(answers.get(id), `MCP stdio ${label}`);
  }
}
