/**
 * HEAD and compression as a client sees them on the wire: the real app on a real port, read over
 * raw TCP, since fetch would decode the bodies and hide what a HEAD answer sends.
 *
 * @module
 */
import { assert, assertEquals, assertNotEquals } from "@std/assert";
import { SEED } from "./operations/_call.ts";
import { rawRequest, type RawResponse } from "./_raw_http.ts";
import { startServer } from "../testing/server.ts";
import { decodeBody, RUNTIME_VARY } from "./_decode.ts";

/** A shuffle of 300 items, whose answer is about 3 KB. */
const LARGE = `/api/v1/random/shuffle?items=${
  Array.from({ length: 300 }, (_, i) => `item${i}`).join(",")
}&seed=${SEED}`;
const SMALL = `/api/v1/random/dice?sides=6&count=2&seed=${SEED}`;

function get(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return rawRequest(base, { method: "GET", path, headers });
}

function decoded(response: RawResponse): Uint8Array {
  const coding = response.headers.get("content-encoding");
  return coding === null ? response.body : decodeBody(response.body, coding);
}

/** The header fields but the date, which moves, and the request id, made anew for each. */
function fields(response: RawResponse): [string, string][] {
  return [...response.headers].filter(([name]) => name !== "date" && name !== "x-request-id");
}

Deno.test("wire: HEAD answers the GET's status and headers, the real Content-Length, no body", async () => {
  await using server = await startServer();
  const paths = [
    "/",
    "/docs",
    "/openapi.json",
    "/assets/style.css",
    "/assets/home.js",
    "/assets/icon.svg",
    "/assets/preview.png",
    SMALL,
    LARGE,
    "/api/v1/random/dice?sides=1",
    "/nowhere",
  ];
  for (const acceptEncoding of [undefined, "gzip", "gzip, deflate, br, zstd"]) {
    const headers: Record<string, string> = acceptEncoding === undefined
      ? {}
      : { "accept-encoding": acceptEncoding };
    for (const path of paths) {
      const label = `${path.slice(0, 40)} (${acceptEncoding ?? "no accept-encoding"})`;
      const got = await get(server.url, path, headers);
      const head = await rawRequest(server.url, { method: "HEAD", path, headers });
      assertEquals(head.status, got.status, label);
      assertEquals(fields(head), fields(got), label);
      assertEquals(head.body.length, 0, label);
      assertEquals(head.headers.get("content-length"), `${got.body.length}`, label);
      assert(got.body.length > 0, label);
    }
  }
});

Deno.test("wire: a large answer comes compressed to a client that asks, and decodes to the same bytes", async () => {
  await using server = await startServer();
  const plain = await get(server.url, LARGE);
  assertEquals(plain.status, 200);
  assert(plain.body.length > 2048, `${plain.body.length} bytes`);
  assertEquals(plain.headers.get("content-encoding"), null);
  assertEquals(plain.headers.get("vary"), "Accept-Encoding");
  const cases: [string, string][] = [
    ["gzip", "gzip"],
    ["br", "br"],
    ["deflate", "deflate"],
    ["gzip, deflate, br, zstd", "br"],
    ["deflate, gzip;q=0.5", "deflate"],
    ["br;q=0, *", "gzip"],
  ];
  for (const [acceptEncoding, coding] of cases) {
    const response = await get(server.url, LARGE, { "accept-encoding": acceptEncoding });
    assertEquals(response.headers.get("content-encoding"), coding, acceptEncoding);
    assertEquals(response.headers.get("vary"), "Accept-Encoding");
    assertEquals(response.headers.get("content-type"), "application/json; charset=utf-8");
    assertEquals(response.headers.get("content-length"), `${response.body.length}`);
    assert(response.body.length < plain.body.length / 2, `${coding}: ${response.body.length}`);
    assertEquals(decoded(response), plain.body, acceptEncoding);
  }
  for (const acceptEncoding of ["identity", "zstd", "gzip;q=0"]) {
    const response = await get(server.url, LARGE, { "accept-encoding": acceptEncoding });
    assertEquals(response.headers.get("content-encoding"), null, acceptEncoding);
    assertEquals(response.body, plain.body, acceptEncoding);
  }
});

Deno.test("wire: a small answer stays as it is, without Vary, whatever the client accepts", async () => {
  await using server = await startServer();
  const plain = await get(server.url, SMALL);
  assert(plain.body.length < 1024);
  const asked = await get(server.url, SMALL, { "accept-encoding": "gzip, deflate, br" });
  // The service leaves it alone; a runtime that compresses by itself (Deno 2.5) does not.
  const coding = asked.headers.get("content-encoding");
  assertEquals([coding === null, asked.headers.get("vary")], [RUNTIME_VARY === null, RUNTIME_VARY]);
  assertEquals(decoded(asked), plain.body);
  const error = await get(server.url, "/api/v1/random/dice?sides=1", { "accept-encoding": "gzip" });
  assertEquals(error.status, 400);
  if (RUNTIME_VARY === null) assertEquals(error.headers.get("content-encoding"), null);
});

Deno.test("wire: pages, scripts and styles come compressed once, each coding with its own ETag", async () => {
  await using server = await startServer();
  for (const path of ["/", "/docs", "/openapi.json", "/assets/style.css", "/assets/home.js"]) {
    // The home page speaks the language of the address, the cookie or Accept-Language.
    const vary = path === "/" ? "Accept-Encoding, Accept-Language, Cookie" : "Accept-Encoding";
    const plain = await get(server.url, path);
    assertEquals(plain.headers.get("content-encoding"), null, path);
    assertEquals(plain.headers.get("vary"), vary, path);
    const gzip = await get(server.url, path, { "accept-encoding": "gzip" });
    assertEquals(gzip.headers.get("content-encoding"), "gzip", path);
    assertEquals(gzip.headers.get("vary"), vary, path);
    assertEquals(gzip.headers.get("content-type"), plain.headers.get("content-type"), path);
    assertEquals(gzip.headers.get("content-length"), `${gzip.body.length}`, path);
    assert(gzip.body.length < plain.body.length / 2, `${path}: ${gzip.body.length}`);
    assertEquals(decoded(gzip), plain.body, path);
    // Served again from what was kept: the same bytes.
    assertEquals(
      (await get(server.url, path, { "accept-encoding": "gzip" })).body,
      gzip.body,
      path,
    );
    const etag = gzip.headers.get("etag") ?? "";
    assertNotEquals(etag, plain.headers.get("etag"), path);
    const revalidated = await get(server.url, path, {
      "accept-encoding": "gzip",
      "if-none-match": etag,
    });
    assertEquals([revalidated.status, revalidated.body.length], [304, 0], path);
    assertEquals(revalidated.headers.get("vary"), vary, path);
    // The plain ETag does not stand for the gzip bytes.
    const other = await get(server.url, path, {
      "accept-encoding": "gzip",
      "if-none-match": plain.headers.get("etag") ?? "",
    });
    assertEquals(other.status, 200, path);
  }
  // Already compressed, or too small to gain: as they are, without Vary (a runtime that
  // compresses by itself, Deno 2.5, may still compress the SVG).
  for (const path of ["/assets/preview.png", "/assets/icon.png", "/assets/icon.svg"]) {
    const response = await get(server.url, path, { "accept-encoding": "gzip, br" });
    if (RUNTIME_VARY !== null && path.endsWith(".svg")) continue;
    assertEquals(response.headers.get("content-encoding"), null, path);
    const vary = response.headers.get("vary");
    assert(vary === null || vary === RUNTIME_VARY, `${path}: ${vary}`);
  }
});
