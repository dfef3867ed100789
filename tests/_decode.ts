/**
 * Decoding an answer's content coding in tests, by node:zlib: the web's DecompressionStream has no
 * brotli before Deno 2.6, and the tests run on the lowest Deno the service runs on too.
 *
 * @module
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

/** The bytes of a body in one of the codings the service writes (`br`, `gzip`, `deflate`). */
export function decodeBody(body: Uint8Array, coding: string): Uint8Array {
  switch (coding) {
    case "br":
      return new Uint8Array(brotliDecompressSync(body));
    case "gzip":
      return new Uint8Array(gunzipSync(body));
    case "deflate":
      return new Uint8Array(inflateSync(body));
    default:
      throw new Error(`unexpected content-encoding ${coding}`);
  }
}

/**
 * The `Vary` that Deno.serve itself adds to an answer it could compress (a compressible body of 64
 * bytes or more, to a client that accepts gzip): `Accept-Encoding` where the runtime compresses by
 * itself (Deno 2.5, the lowest the service runs on), null where it leaves answers alone (2.9).
 * Asked of a bare server once.
 */
export const RUNTIME_VARY: string | null = await (async () => {
  const server = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    () =>
      new Response(JSON.stringify({ probe: "x".repeat(100) }), {
        headers: { "content-type": "application/json" },
      }),
  );
  try {
    const response = await fetch(`http://127.0.0.1:${server.addr.port}/`, {
      headers: { "accept-encoding": "gzip" },
    });
    await response.body?.cancel();
    return response.headers.get("vary");
  } finally {
    await server.shutdown();
  }
})();
