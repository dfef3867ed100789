/**
 * Reading a POST body into plain input: optional as a whole, JSON, one object, bounded in size.
 *
 * @module
 */
import { ClientAbortError, HttpError } from "./errors.ts";

/** The largest body accepted. The largest valid request (1000 items of 200 code points, each
 * written as a 12-character surrogate-pair escape) is about 2.4 MB, so this admits it. */
export const BODY_LIMIT = 4 * 1024 * 1024;

const lenient = new TextDecoder();
const fatal = new TextDecoder("utf-8", { fatal: true });

/**
 * The body's text, or a TypeError when it is not UTF-8. Decoded leniently first, since the fatal
 * decoder is ten times slower (bench/README.md, "Measured choices in the code"): a text without
 * U+FFFD had nothing replaced, so it is what the fatal decoder gives. Only a text holding U+FFFD,
 * sent as such or put in place of bad bytes, is decoded again, fatally, to tell which.
 */
function utf8Text(bytes: Uint8Array): string {
  const text = lenient.decode(bytes);
  return text.includes("\ufffd") ? fatal.decode(bytes) : text;
}

/**
 * Reads the body of a POST as the operation's arguments. An empty body means no arguments,
 * whatever its content type; any other body must be `application/json`, at most `limit` bytes,
 * and one JSON object.
 */
export async function readJsonObject(
  request: Request,
  limit = BODY_LIMIT,
): Promise<Record<string, unknown>> {
  const bytes = await readBodyWithin(request, limit);
  if (bytes === undefined) {
    throw new HttpError("payload_too_large", `a request body may be at most ${limit} bytes`);
  }
  if (bytes.length === 0) return {};
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (mediaType.toLowerCase() !== "application/json") {
    throw new HttpError(
      "unsupported_media_type",
      `a request body must be application/json, got ${mediaType === "" ? "none" : mediaType}`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(utf8Text(bytes));
  } catch {
    throw new HttpError("invalid_json", "the request body is not valid UTF-8 JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError("invalid_json", "the request body must be one JSON object");
  }
  return value as Record<string, unknown>;
}

/**
 * Reads a request's body whole: its bytes, or undefined when it is longer than `limit` bytes. A
 * declared length over the limit is refused before anything is read; without one, the read stops
 * as soon as more than the limit has come.
 */
export async function readBodyWithin(
  request: Request,
  limit: number,
): Promise<Uint8Array | undefined> {
  try {
    return await readWithin(request, limit);
  } catch (error) {
    throw isClientGone(error) ? new ClientAbortError(error) : error;
  }
}

/**
 * Whether reading a body failed because the client went away: the connection was reset or
 * closed mid-body (Deno says `BadResource`, `Http`, `ConnectionReset` or `UnexpectedEof`).
 * `request.signal` is not read: in Deno 2.9 reading it prints a warning about its legacy
 * behaviour.
 */
function isClientGone(error: unknown): boolean {
  return error instanceof Deno.errors.BadResource ||
    error instanceof Deno.errors.Http || error instanceof Deno.errors.ConnectionReset ||
    error instanceof Deno.errors.UnexpectedEof;
}

async function readWithin(request: Request, limit: number): Promise<Uint8Array | undefined> {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (Number(declared) > limit) return undefined;
    // The body cannot be longer than declared, so it is read in one call; reading chunk by chunk
    // costs a promise a chunk. `request.body` is not touched on this path: reading it makes a
    // ReadableStream of a body Deno.serve already holds whole, which cost a third of a small
    // POST's CPU (bench/README.md). bytes() of no body is empty.
    const bytes = await request.bytes();
    return bytes.length > limit ? undefined : bytes;
  }
  if (request.body === null) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.length;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  if (chunks.length === 1) return chunks[0]!;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
