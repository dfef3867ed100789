/**
 * The request heads Deno's HTTP server (hyper) refuses before the application sees them, with a
 * bare answer (no body, no content type, no CORS): over HTTP/1.1 a head past 64 KiB gets a 400
 * (Deno 2.5, which Deno Deploy runs: a request target past 65,534 bytes gets a 414, and the head
 * has no 64 KiB bound), over HTTP/2 a header list past 16 KiB a 431. Deno.serve offers no option to raise the limits or
 * shape those answers (Deno 2.9: ServeOptions has signal, onError, onListen and
 * automaticCompression; onError is not called). These tests pin the limits that README.md,
 * docs/API.md and the OpenAPI document state, so that a runtime that moves them is noticed, and
 * send the longest GET the document describes, which must fit. They speak raw HTTP/1.1, since
 * Deno's own fetch refuses a URL that long before sending it, and HTTP/2 through node:http2.
 */
import http2 from "node:http2";
import { assert, assertEquals, assertMatch } from "@std/assert";
import { openApiDocument, type Schema, withHealthCheck } from "../../src/openapi.ts";
import {
  GET_LINE_LIMIT,
  HTTP1_HEAD_LIMIT,
  HTTP2_HEADER_LIST_LIMIT,
} from "../../src/openapi_get.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { startServer } from "../../testing/server.ts";

const KIB = 1024;
const PATH = "/api/v1/random/shuffle";

/**
 * Sends one raw HTTP/1.1 request head and reads the answer until the server closes the connection
 * (a server that refuses a head may reset the connection once it has answered).
 */
async function rawRequest(port: number, head: string): Promise<string> {
  const connection = await Deno.connect({ hostname: "127.0.0.1", port });
  let text = "";
  const decoder = new TextDecoder();
  try {
    await connection.write(new TextEncoder().encode(head));
    const buffer = new Uint8Array(16 * KIB);
    for (let n = await connection.read(buffer); n !== null; n = await connection.read(buffer)) {
      text += decoder.decode(buffer.subarray(0, n), { stream: true });
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.ConnectionReset) || text === "") throw error;
  } finally {
    connection.close();
  }
  return text + decoder.decode();
}

/** A GET of the shuffle operation whose head, up to its blank line, is exactly `size` bytes. */
function getHeadOf(size: number): string {
  const start = `GET ${PATH}?items=`;
  const end = " HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n";
  const room = size - start.length - end.length;
  // Items of 99 letters and a comma: a list as long as the room allows.
  const list = Array.from({ length: Math.ceil(room / 100) }, () => "x".repeat(99)).join(",");
  return start + list.slice(0, room).replace(/,$/, "y") + end;
}

/**
 * The status line of the runtime's answer to a head past 64 KiB that is mostly request target, as
 * measured: Deno 2.9.6 bounds the whole head at 64 KiB (400); Deno 2.5.0 bounds the request target
 * alone, at hyper's 65,534 bytes (414 URI Too Long). A version that answers otherwise fails here,
 * to be measured and written into docs/API.md.
 */
const PAST_HEAD_STATUS = Deno.version.deno.startsWith("2.5.")
  ? "HTTP/1.1 414 URI Too Long"
  : "HTTP/1.1 400 Bad Request";

Deno.test("head limit: a head of 64 KiB is the service's; past it, the runtime's bare 400 (Deno 2.5: 414)", async () => {
  const server = await startServer();
  const port = Number(new URL(server.url).port);
  try {
    const within = await rawRequest(port, getHeadOf(HTTP1_HEAD_LIMIT));
    assertMatch(within, /^HTTP\/1\.1 200 OK\r\n/);
    assert(within.includes("\r\ncontent-type: application/json; charset=utf-8\r\n"));
    assert(within.includes("\r\naccess-control-allow-origin: *\r\n"));

    const past = await rawRequest(port, getHeadOf(HTTP1_HEAD_LIMIT + KIB));
    const [head, body] = past.split("\r\n\r\n");
    const lines = head!.split("\r\n");
    assertEquals(lines[0], PAST_HEAD_STATUS);
    assertEquals(
      lines.slice(1).map((line) => line.split(":")[0]!.toLowerCase()).toSorted(),
      ["connection", "content-length", "date"],
    );
    assert(lines.includes("content-length: 0"));
    assertEquals(body, "");
  } finally {
    await server.close();
  }
});

Deno.test("head limit: the list that a GET cannot carry, a POST does", async () => {
  const server = await startServer();
  try {
    const items = Array.from({ length: 1000 }, (_, i) => `item ${i}`.padEnd(200, "."));
    const response = await fetch(`${server.url}${PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items }),
    });
    assertEquals(response.status, 200);
    assertEquals((await response.json()).shuffled.toSorted(), items.toSorted());
  } finally {
    await server.close();
  }
});

/** GETs `path` over cleartext HTTP/2 (prior knowledge), with Node's client as Deno offers it. */
async function http2Get(base: string, path: string): Promise<{ status: number; body: string }> {
  const client = http2.connect(base);
  try {
    return await new Promise((resolve, reject) => {
      client.on("error", reject);
      const request = client.request({ ":method": "GET", ":path": path });
      let body = "";
      let status = 0;
      request.setEncoding("utf8");
      request.on("response", (headers) => status = Number(headers[":status"]));
      request.on("data", (chunk: string) => body += chunk);
      request.on("end", () => resolve({ status, body }));
      request.on("error", reject);
      request.end();
    });
  } finally {
    client.close();
  }
}

Deno.test("head limit: over HTTP/2 a header list past 16 KiB gets the runtime's bare 431", async () => {
  await using server = await startServer();
  // The header list counts each field's name and value and 32 bytes more, pseudo-fields too.
  const within = await http2Get(
    server.url,
    `${PATH}?items=${"x".repeat(HTTP2_HEADER_LIST_LIMIT - 400)}`,
  );
  assertEquals(within.status, 400, "the service's own answer: an item over 200 characters");
  assertEquals(JSON.parse(within.body).error.field, "items");
  const past = await http2Get(server.url, `${PATH}?items=${"x".repeat(HTTP2_HEADER_LIST_LIMIT)}`);
  assertEquals(past, { status: 431, body: "" });
});

/** A value as long as a parameter's schema lets it be, written as a query holds it. */
function longest(schema: Schema, where: string): string[] {
  if (schema.anyOf !== undefined) {
    // A draw's string form is a number or a date; the integer form bounds its digits.
    const bounded = (schema.anyOf as Schema[]).filter((branch) => branch.type !== "string");
    return bounded.map((branch) => longest(branch, where)).toSorted((a, b) =>
      b.join().length - a.join().length
    )[0]!;
  }
  if (schema.type === "array") {
    const item = longest(schema.items as Schema, where)[0]!;
    return Array.from({ length: schema.maxItems! }, () => item);
  }
  if (schema.enum !== undefined) {
    return [(schema.enum as string[]).toSorted((a, b) => b.length - a.length)[0]!];
  }
  if (schema.type === "integer") {
    return [
      [String(schema.minimum), String(schema.maximum)].toSorted((a, b) => b.length - a.length)[0]!,
    ];
  }
  if (schema.type === "boolean") return ["false"];
  if (schema.type === "string" && schema.maxLength !== undefined) {
    // Four UTF-8 bytes a character: twelve characters once percent-encoded.
    return ["\u{1F3B2}".repeat(schema.maxLength)];
  }
  if (schema.pattern === "^[0-9a-fA-F]{64}$") return ["F".repeat(64)];
  throw new Error(`${where}: the document sets no bound on its length`);
}

Deno.test("head limit: the longest GET the OpenAPI document describes fits, over HTTP/1.1 and HTTP/2", async () => {
  await using server = await startServer();
  const document = withHealthCheck(openApiDocument(OPERATIONS));
  let checked = 0;
  for (const [template, item] of Object.entries(document.paths)) {
    const parameters = item.get?.parameters ?? [];
    let path = template;
    const query: string[] = [];
    for (const parameter of parameters) {
      const values = longest(parameter.schema, `${template} ${parameter.name}`);
      if (parameter.in === "path") {
        path = path.replace(`{${parameter.name}}`, encodeURIComponent(values[0]!));
      } else query.push(...values.map((value) => `${parameter.name}=${encodeURIComponent(value)}`));
    }
    const target = query.length === 0 ? path : `${path}?${query.join("&")}`;
    assert(`GET ${target} HTTP/1.1`.length <= GET_LINE_LIMIT, `${template}: ${target.length}`);
    for (
      const answer of [await fetch(`${server.url}${target}`), await http2Get(server.url, target)]
    ) {
      // Whatever the service makes of it (an emoji is no game or seed), it is the service's
      // answer, in JSON, not the runtime's bare one.
      const body = typeof answer.body === "string"
        ? answer.body
        : await (answer as Response).text();
      assert(answer.status < 500 && answer.status !== 431, `${template}: ${answer.status}`);
      assert(body.startsWith("{"), `${template}: ${answer.status} ${body.slice(0, 80)}`);
    }
    checked++;
  }
  assert(checked >= 10, String(checked));
});
