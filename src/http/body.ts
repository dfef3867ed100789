/**
 * Reading a POST body into plain input: optional as a whole, JSON, one object, bounded in size.
 *
 * @module
 */
import { ClientAbortError, HttpError } from "./errors.ts";
import { spendTokens, type TakeToken } from "./rate_limit.ts";

/** The largest body accepted. The largest valid request (1000 items of 200 code points, each
 * written as a 12-character surrogate-pair escape) is about 2.4 MB, so this admits it. */
export const BODY_LIMIT = 4 * 1024 * 1024;

/**
 * A body costs its client one more request of the rate limit for every this many bytes past the
 * first: the limit counts cost, not only requests (a 1000-item list costs what 13 dice rolls do).
 */
export const BYTES_PER_TOKEN = 16 * 1024;

/**
 * Takes the tokens a body of `bytes` costs beyond its request's own, before it is read when its
 * length is declared: a 429 (`rate_limited`, Retry-After) when the client's quota cannot pay.
 * Nothing where no limit applies.
 */
function chargeBody(takeToken: TakeToken, bytes: number): void {
  const extra = Math.floor(Math.max(0, bytes - 1) / BYTES_PER_TOKEN);
  spendTokens(
    takeToken,
    extra,
    () =>
      `a body of ${bytes} bytes counts as ${
        extra + 1
      } requests of the rate limit, more than is left`,
  );
}

/** A string whose schema declares no bound is taken to hold at most this many code points. */
const STRING_CODE_POINTS = 200;
/** A list whose schema declares no bound is taken to hold at most this many items. */
const LIST_ITEMS = 1000;
/** The most bytes one code point takes in JSON: a surrogate pair, each half escaped `\uXXXX`. */
const CODE_POINT_BYTES = 12;
/** Room for white space and formatting beyond the largest valid input, in bytes. */
const BODY_SLACK = 16 * 1024;

/** A valibot schema as far as {@linkcode bodyLimitFor} reads it. */
interface SchemaShape {
  type?: string;
  entries?: Record<string, SchemaShape>;
  wrapped?: SchemaShape;
  options?: SchemaShape[];
  item?: SchemaShape;
  pipe?: { type?: string; kind?: string; requirement?: unknown; metadata?: unknown }[];
}

/**
 * The body limit of an operation: what its largest valid input needs (each string at its bound,
 * every code point escaped as a surrogate pair; each list at its length bound), with room for
 * white space, and never more than {@linkcode BODY_LIMIT}. A body past it cannot be valid, so it
 * is refused before it is read: a dice roll takes a few KiB, not 4 MiB of keys to check.
 */
export function bodyLimitFor(schema: unknown): number {
  return Math.min(BODY_LIMIT, Math.ceil(largestJson(schema as SchemaShape) * 1.1) + BODY_SLACK);
}

/** The bytes of the largest JSON a schema takes. */
function largestJson(schema: SchemaShape): number {
  switch (schema.type) {
    case "optional":
    case "exact_optional":
    case "nullable":
    case "nullish":
    case "non_optional":
      return largestJson(schema.wrapped!);
    case "object":
    case "strict_object":
    case "loose_object":
      return Object.entries(schema.entries ?? {}).reduce(
        (sum, [key, entry]) => sum + key.length * CODE_POINT_BYTES + 4 + largestJson(entry),
        2,
      );
    case "union":
    case "variant":
      return Math.max(0, ...(schema.options ?? []).map(largestJson));
    case "array":
      return 2 + bound(schema, LIST_ITEMS) * (largestJson(schema.item!) + 1);
    case "string":
      return 2 + bound(schema, STRING_CODE_POINTS) * CODE_POINT_BYTES;
    default:
      // A number, a boolean, a literal or a pick from a list: a short token.
      return 64;
  }
}

/** A schema's length bound: its `max_length` action, or its metadata's `maxLength`, or `fallback`. */
function bound(schema: SchemaShape, fallback: number): number {
  return maxLengthOf(schema)?.max ?? fallback;
}

/**
 * A schema's length bound, and the message of its `max_length` action (a phrase, "a list of 1 to
 * 1000 strings"), through `optional` and the like: what a value past it is refused with.
 */
export function maxLengthOf(schema: unknown): { max: number; message?: string } | undefined {
  let shape = schema as SchemaShape;
  while (shape.wrapped !== undefined) shape = shape.wrapped;
  for (const action of shape.pipe ?? []) {
    if (action.type === "max_length" && typeof action.requirement === "number") {
      const { message } = action as { message?: unknown };
      return {
        max: action.requirement,
        message: typeof message === "string" ? message : undefined,
      };
    }
    const metadata = action.metadata as { maxLength?: unknown } | undefined;
    if (action.type === "metadata" && typeof metadata?.maxLength === "number") {
      return { max: metadata.maxLength };
    }
  }
  return undefined;
}

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
 * and one JSON object with no key given twice (a 400 naming it: `unknown_argument` when `takes`
 * says the operation does not take it). A body costs `takeToken` one more token of its client's
 * rate limit for every {@linkcode BYTES_PER_TOKEN} bytes past the first.
 */
export async function readJsonObject(
  request: Request,
  limit = BODY_LIMIT,
  takes?: (name: string) => boolean,
  takeToken: TakeToken = () => undefined,
): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > 0 && declared <= limit) chargeBody(takeToken, declared);
  const bytes = await readBodyWithin(request, limit);
  if (bytes === undefined) {
    throw new HttpError("payload_too_large", `a request body may be at most ${limit} bytes`);
  }
  if (!(declared > 0)) chargeBody(takeToken, bytes.length);
  if (bytes.length === 0) return {};
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (mediaType.toLowerCase() !== "application/json") {
    throw new HttpError(
      "unsupported_media_type",
      `a request body must be application/json, got ${mediaType === "" ? "none" : mediaType}`,
    );
  }
  // A coded body (gzip, ...) is not read as JSON: RFC 9110 section 15.5.16 asks for a 415.
  const coding = (request.headers.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (coding !== "identity") {
    throw new HttpError(
      "unsupported_media_type",
      `a request body must not be content-coded, got content-encoding ${coding.slice(0, 40)}`,
    );
  }
  let value: unknown;
  let text: string;
  try {
    text = utf8Text(bytes);
    value = JSON.parse(text);
  } catch {
    throw new HttpError("invalid_json", "the request body is not valid UTF-8 JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError("invalid_json", "the request body must be one JSON object");
  }
  const twice = colonsAre(text, keyCount(value)) ? undefined : firstRepeatedKey(text);
  if (twice !== undefined) {
    // As a query parameter given twice: JSON.parse keeps the last, which the caller may not mean;
    // a name the operation does not take is named as unknown however often it comes.
    const field = twice.path[0] ?? twice.key;
    if (takes !== undefined && !takes(field)) {
      throw new HttpError("unknown_argument", `unknown argument ${JSON.stringify(field)}`, {
        field,
      });
    }
    throw new HttpError(
      "invalid_argument",
      twice.path.length === 0
        ? `${field} is given more than once`
        : `${field} holds an object with the key ${JSON.stringify(twice.key)} more than once`,
      { field },
    );
  }
  return value as Record<string, unknown>;
}

/**
 * Whether a JSON text holds exactly `count` colons. A colon outside a string follows a key, so a
 * text with as many colons as its parsed value has keys (in all its objects) wrote no key twice:
 * the common case, told by a native search rather than a walk over every string of the text.
 */
function colonsAre(text: string, count: number): boolean {
  let seen = 0;
  for (let at = text.indexOf(":"); at !== -1; at = text.indexOf(":", at + 1)) {
    if (++seen > count) return false;
  }
  return seen === count;
}

/**
 * How many keys a parsed JSON value holds, in all its objects: walked with a list rather than by
 * recursion, since a body may nest half a million levels deep.
 */
function keyCount(value: unknown): number {
  let count = 0;
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== "object" || next === null) continue;
    if (Array.isArray(next)) {
      for (const item of next) if (typeof item === "object" && item !== null) pending.push(item);
      continue;
    }
    for (const key in next) {
      count++;
      const item = (next as Record<string, unknown>)[key];
      if (typeof item === "object" && item !== null) pending.push(item);
    }
  }
  return count;
}

/**
 * The first key that an object of a JSON text (already known to parse) holds twice, with the keys
 * of the objects it lies in; undefined when none does. One pass that jumps over strings with
 * `indexOf`, so that a body of long strings (a 1000-item list) costs little beside the parse.
 */
export function firstRepeatedKey(text: string): { key: string; path: string[] } | undefined {
  // One entry per open object or array: the keys seen (null for an array) and the key it is under.
  const open: { keys: Set<string> | null; under: string | undefined }[] = [];
  let expectKey = false;
  let lastKey: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: find its closing quote, one not escaped by an odd run of backslashes.
      let end = text.indexOf('"', i + 1);
      while (isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (expectKey) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes("\\") ? JSON.parse(`"${raw}"`) as string : raw;
        const keys = open[open.length - 1]!.keys!;
        if (keys.has(key)) {
          const path = open.slice(1).map((level) => level.under).filter((k) => k !== undefined);
          return { key, path };
        }
        keys.add(key);
        lastKey = key;
        expectKey = false;
      }
      i = end;
    } else if (c === 0x7b) {
      open.push({ keys: new Set(), under: lastKey });
      expectKey = true;
    } else if (c === 0x5b) {
      open.push({ keys: null, under: lastKey });
    } else if (c === 0x7d || c === 0x5d) {
      open.pop();
      lastKey = undefined;
    } else if (c === 0x2c) {
      expectKey = open[open.length - 1]?.keys !== null;
    }
  }
  return undefined;
}

/** Whether the quote at `at` is escaped: preceded by an odd number of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
  return backslashes % 2 === 1;
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
