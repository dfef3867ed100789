/**
 * Compressing answers for clients that accept it (RFC 9110 sections 8.4 and 12.5.3).
 *
 * Deno.serve can compress by itself, but as of Deno 2.9 that is off unless the server is started
 * with `automaticCompression: true`, and when on it compresses every body of a compressible type
 * from 64 bytes up (the dice too, and every MCP answer), drops `Content-Length` (the answer goes
 * chunked) and offers no `deflate`. So the server compresses what it means to itself: bodies over
 * 1 KB. It uses node:zlib, synchronously: on a 3 KB answer that is well under what a
 * CompressionStream spends on its streams and promises (and Deno's own compression served fewer
 * answers a second in a trial), and it lets the bodies that never change be compressed once at
 * brotli's best. node:zlib is loaded at the first answer to compress
 * ({@linkcode loadCompression}), not at start: it brings in Deno's Node compatibility layer,
 * which was much of every start. The measurements: bench/README.md, "Measured choices in
 * the code".
 *
 * @module
 */

/** A content coding this server writes. */
export type ContentCoding = "br" | "gzip" | "deflate";

/**
 * Bodies of at most this many bytes go as they are: below it the coding's headers and the
 * client's work cost more than the bytes saved, and small answers keep the fast path.
 */
export const COMPRESS_ABOVE_BYTES = 1024;

/** Our codings, best first: on a tie in the client's weights, the first one wins. */
const CODINGS: readonly ContentCoding[] = ["br", "gzip", "deflate"];

/** Media types worth compressing: text, JSON, scripts and SVG; never PNG, already compressed. */
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

/** Whether a body of this media type is worth compressing. */
export function isCompressibleType(type: string): boolean {
  return COMPRESSIBLE_TYPE.test(type);
}

/**
 * The coding to answer with for an `Accept-Encoding` header, or null for the body as it is: the
 * one of ours with the highest weight above 0, `*` standing for any not named, `x-gzip` for gzip.
 */
export function preferredCoding(acceptEncoding: string | null): ContentCoding | null {
  if (acceptEncoding === null) return null;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = item.split(";");
    const coding = name.trim().toLowerCase();
    if (coding === "") continue;
    let weight = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i.exec(parameter);
      if (match !== null) weight = Number(match[1]);
    }
    weights.set(coding === "x-gzip" ? "gzip" : coding, weight);
  }
  const any = weights.get("*") ?? 0;
  let best: ContentCoding | null = null;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? any;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/**
 * How hard to compress: `fast` for an answer made per request (brotli at quality 3 with a 256 KiB
 * window: on a 3 KB answer as small as gzip's default, and fast), `best` for a body compressed
 * once and kept.
 */
export type CompressionEffort = "fast" | "best";

let zlib: typeof import("node:zlib") | undefined;

/**
 * Loads node:zlib, once, for {@linkcode compress}: a promise to wait for before the first call,
 * or undefined once it is loaded, so that later answers need not wait.
 */
export function loadCompression(): Promise<void> | undefined {
  if (zlib !== undefined) return undefined;
  return import("node:zlib").then((module) => {
    zlib = module;
  });
}

/** Compresses bytes with a content coding; {@linkcode loadCompression} must have loaded first. */
export function compress(
  bytes: Uint8Array,
  coding: ContentCoding,
  effort: CompressionEffort = "fast",
): Uint8Array<ArrayBuffer> {
  if (zlib === undefined) throw new Error("compress() before loadCompression() has loaded");
  const { brotliCompressSync, constants, deflateSync, gzipSync } = zlib;
  const best = effort === "best";
  const compressed = coding === "br"
    ? brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 3,
        [constants.BROTLI_PARAM_LGWIN]: best ? constants.BROTLI_DEFAULT_WINDOW : 18,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
    : (coding === "gzip" ? gzipSync : deflateSync)(bytes, {
      level: best ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION,
    });
  // A copy: zlib's Buffer may be a slice of a shared pool, and is not typed as an ArrayBuffer's.
  return new Uint8Array(compressed);
}
