/**
 * Answers whose body never changes while the server runs: the pages, their assets and the
 * OpenAPI document. Each body is made once, at its first request (never at import), and served
 * with a strong ETag, so that a browser revalidates with a cheap 304. A text body over 1 KB is
 * also compressed once per coding that a client asks for, and kept.
 *
 * @module
 */
import {
  compress,
  COMPRESS_ABOVE_BYTES,
  type ContentCoding,
  isCompressibleType,
  loadCompression,
  preferredCoding,
} from "../http/compression.ts";
import { toHex } from "../random/seed.ts";
import type { Handler } from "../router.ts";
import { pageFileUrl } from "./assets.ts";

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
  /**
   * Whether the body depends on the origin it is asked at (a page whose preview tags need
   * absolute URLs): then `make` gets the request's origin, and a body is kept per origin.
   */
  perOrigin?: boolean;
  /**
   * What else the body depends on, read from the request (the home page's language): then
   * `make` gets it, and a body is kept per value.
   */
  variant?: (request: Request) => string;
  /** The `Cache-Control` header (default `no-cache`: revalidate every time). */
  cacheControl?: string;
}

/**
 * Revalidate every time: the ETag makes that one short 304, and a new deploy is seen at once,
 * never a new page with a stale script.
 */
const CACHE_CONTROL = "no-cache";

/**
 * The most bodies kept (origins times variants): a server answers at one or two names in three
 * languages, and a client that makes up `Host` headers costs a render each, never memory without
 * bound.
 */
const MAX_BODIES = 24;

/** One representation of a body: its bytes as sent and their ETag. */
interface Representation {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** A made body: as it is, and compressed in each coding asked for so far. */
interface Made {
  type: string;
  identity: Representation;
  compressible: boolean;
  coded: Map<ContentCoding, Representation>;
}

/**
 * Makes a GET handler of a body made by `make` at the first request, and kept. It answers with
 * the coding the client prefers (and `Vary: Accept-Encoding`) when the body is worth compressing.
 */
export function staticHandler(
  make: (origin: string, variant: string) => StaticBody | Promise<StaticBody>,
  options: StaticHandlerOptions = {},
): Handler {
  const made = new Map<string, Promise<Made>>();
  const headers = options.headers ?? {};

  function madeFor(origin: string, variant: string): Promise<Made> {
    const key = `${origin} ${variant}`;
    let promise = made.get(key);
    if (promise !== undefined) return promise;
    if (made.size >= MAX_BODIES) made.delete(made.keys().next().value!);
    promise = (async (): Promise<Made> => {
      const body = await make(origin, variant);
      return {
        type: body.type,
        identity: { bytes: body.bytes, etag: await etagOf(body.bytes) },
        compressible: isCompressibleType(body.type) && body.bytes.length > COMPRESS_ABOVE_BYTES,
        coded: new Map(),
      };
    })();
    // A failed read (a missing file) is not kept, so that the next request tries again.
    promise.catch(() => {
      if (made.get(key) === promise) made.delete(key);
    });
    made.set(key, promise);
    return promise;
  }

  return async (request) => {
    const body = await madeFor(
      options.perOrigin ? new URL(request.url).origin : "",
      options.variant?.(request) ?? "",
    );
    const coding = body.compressible
      ? preferredCoding(request.headers.get("accept-encoding"))
      : null;
    if (coding !== null) await loadCompression();
    const representation = coding === null ? body.identity : codedOf(body, coding);
    const common: Record<string, string> = {
      ...headers,
      etag: representation.etag,
      "cache-control": options.cacheControl ?? CACHE_CONTROL,
    };
    if (body.compressible) common.vary = "Accept-Encoding";
    if (matches(request.headers.get("if-none-match"), representation.etag)) {
      return new Response(null, { status: 304, headers: common });
    }
    const answer: Record<string, string> = { ...common, "content-type": body.type };
    if (coding !== null) answer["content-encoding"] = coding;
    return new Response(representation.bytes, { headers: answer });
  };
}

/** The body in a coding, compressed at the first request for it, as small as it gets. */
function codedOf(body: Made, coding: ContentCoding): Representation {
  let coded = body.coded.get(coding);
  if (coded === undefined) {
    coded = {
      bytes: compress(body.identity.bytes, coding, "best"),
      // Each coding is its own representation, so its own strong ETag (RFC 9110 section 8.8.3).
      etag: `${body.identity.etag.slice(0, -1)}-${coding}"`,
    };
    body.coded.set(coding, coded);
  }
  return coded;
}

/** A strong ETag: the first 128 bits of the body's SHA-256, in hex. */
export async function etagOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `"${toHex(digest.subarray(0, 16))}"`;
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
 * Reads a file of the pages ({@linkcode pageFileUrl}). A local or deployed checkout reads it from
 * disk; when the code runs from a remote URL, the file is fetched from there instead.
 */
export async function readPageFile(name: string): Promise<Uint8Array<ArrayBuffer>> {
  const url = pageFileUrl(name);
  if (url.protocol === "file:") return await Deno.readFile(url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot fetch ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
