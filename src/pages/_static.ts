/**
 * Answers whose body never changes while the server runs: the pages, their assets and the
 * OpenAPI document. Each body is made once, at its first request (never at import), and served
 * with a strong ETag, so that a browser revalidates with a cheap 304.
 *
 * @module
 */
import type { Handler } from "../router.ts";

/** A body and its media type. */
export interface StaticBody {
  /** The bytes served. */
  bytes: Uint8Array<ArrayBuffer>;
  /** The `content-type` header. */
  type: string;
}

/** Options of {@linkcode staticHandler}. */
export interface StaticHandlerOptions {
  /** Headers besides the content type, ETag and caching. */
  headers?: Record<string, string>;
}

/**
 * Revalidate every time: the ETag makes that one short 304, and a new deploy is seen at once,
 * never a new page with a stale script.
 */
const CACHE_CONTROL = "no-cache";

/** Makes a GET handler of a body made by `make` at the first request, and kept. */
export function staticHandler(
  make: () => StaticBody | Promise<StaticBody>,
  options: StaticHandlerOptions = {},
): Handler {
  let made: Promise<{ body: StaticBody; etag: string }> | undefined;
  const headers = options.headers ?? {};
  return async (request) => {
    made ??= (async () => {
      const body = await make();
      return { body, etag: await etagOf(body.bytes) };
    })();
    // A failed read (a missing file) is not kept, so that the next request tries again.
    const { body, etag } = await made.catch((error) => {
      made = undefined;
      throw error;
    });
    const common = { ...headers, etag, "cache-control": CACHE_CONTROL };
    if (matches(request.headers.get("if-none-match"), etag)) {
      return new Response(null, { status: 304, headers: common });
    }
    return new Response(body.bytes, { headers: { ...common, "content-type": body.type } });
  };
}

/** A strong ETag: the first 128 bits of the body's SHA-256, in hex. */
export async function etagOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, "0"));
  return `"${hex.join("")}"`;
}

/** Whether an `If-None-Match` header names the ETag (weak comparison, as RFC 9110 asks). */
function matches(header: string | null, etag: string): boolean {
  if (header === null) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/**
 * Reads a file that sits next to this module. A local or deployed checkout reads it from disk;
 * when the code runs from a remote URL, the file is fetched from beside it instead.
 */
export async function readPageFile(name: string): Promise<Uint8Array<ArrayBuffer>> {
  const url = new URL(name, import.meta.url);
  if (url.protocol === "file:") return await Deno.readFile(url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot fetch ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
