/**
 * Test helper: one HTTP/1.1 exchange over a raw TCP connection, so that a test sees the bytes on
 * the wire: fetch would decode a compressed body and hide a HEAD answer's body, if there were one.
 *
 * @module
 */

/** An answer as it came over the wire. */
export interface RawResponse {
  /** The status code. */
  status: number;
  /** The header fields, names in lower case. */
  headers: Headers;
  /** The body's bytes as sent (still compressed, chunked framing removed). */
  body: Uint8Array;
}

/**
 * Sends one request to a server (`http://host:port`) with `Connection: close`, and reads the
 * answer to the end of the connection.
 */
export async function rawRequest(
  base: string,
  request: { method: string; path: string; headers?: Record<string, string> },
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  const connection = await Deno.connect({ hostname, port: Number(port) });
  const lines = [
    `${request.method} ${request.path} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    ...Object.entries(request.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    "connection: close",
  ];
  await connection.write(new TextEncoder().encode(`${lines.join("\r\n")}\r\n\r\n`));
  const bytes = new Uint8Array(await new Response(connection.readable).arrayBuffer());
  const end = indexOf(bytes, [13, 10, 13, 10]);
  if (end === -1) throw new Error("no end of the header section");
  const [statusLine = "", ...fields] = new TextDecoder().decode(bytes.subarray(0, end)).split(
    "\r\n",
  );
  const headers = new Headers();
  for (const field of fields) {
    const colon = field.indexOf(":");
    headers.append(field.slice(0, colon), field.slice(colon + 1).trim());
  }
  const rest = bytes.subarray(end + 4);
  const body = headers.get("transfer-encoding") === "chunked" ? unchunk(rest) : rest;
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

function indexOf(bytes: Uint8Array, needle: number[], from = 0): number {
  for (let i = from; i <= bytes.length - needle.length; i++) {
    if (needle.every((byte, j) => bytes[i + j] === byte)) return i;
  }
  return -1;
}

function unchunk(bytes: Uint8Array): Uint8Array {
  const parts: number[] = [];
  let offset = 0;
  while (true) {
    const lineEnd = indexOf(bytes, [13, 10], offset);
    const size = parseInt(new TextDecoder().decode(bytes.subarray(offset, lineEnd)), 16);
    if (!(size > 0)) return new Uint8Array(parts);
    parts.push(...bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
