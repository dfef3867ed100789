/**
 * What a GET whose request head passes 64 KiB gets: Deno's HTTP server (hyper) refuses it with a
 * bare 400 before the application sees it (no body, no content type, no CORS), and Deno.serve
 * offers no option to raise the limit or shape that answer (Deno 2.9: ServeOptions has signal,
 * onError, onListen and automaticCompression; onError is not called). This test pins the limit
 * that README.md and the OpenAPI document state, so that a runtime that moves it is noticed. It
 * speaks raw HTTP, since Deno's own fetch refuses a URL that long before sending it.
 */
import { assert, assertEquals, assertMatch } from "@std/assert";
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

Deno.test("head limit: a head of 64 KiB is the service's; past it, the runtime's bare 400", async () => {
  const server = await startServer();
  const port = Number(new URL(server.url).port);
  try {
    const within = await rawRequest(port, getHeadOf(64 * KIB));
    assertMatch(within, /^HTTP\/1\.1 200 OK\r\n/);
    assert(within.includes("\r\ncontent-type: application/json; charset=utf-8\r\n"));
    assert(within.includes("\r\naccess-control-allow-origin: *\r\n"));

    const past = await rawRequest(port, getHeadOf(65 * KIB));
    const [head, body] = past.split("\r\n\r\n");
    const lines = head!.split("\r\n");
    assertEquals(lines[0], "HTTP/1.1 400 Bad Request");
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
