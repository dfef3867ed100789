import {
  ClientAbortError,
  HttpError
} from "./chunk-945de0b6.js";

// src/http/body.ts
var BODY_LIMIT = 4 * 1024 * 1024;
var lenient = new TextDecoder();
var fatal = new TextDecoder("utf-8", {
  fatal: true
});
function utf8Text(bytes) {
  const text = lenient.decode(bytes);
  return text.includes("\uFFFD") ? fatal.decode(bytes) : text;
}
async function readJsonObject(request, limit = BODY_LIMIT) {
  const bytes = await readBodyWithin(request, limit);
  if (bytes === void 0) {
    throw new HttpError("payload_too_large", `a request body may be at most ${limit} bytes`);
  }
  if (bytes.length === 0) return {};
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim();
  if (mediaType.toLowerCase() !== "application/json") {
    throw new HttpError("unsupported_media_type", `a request body must be application/json, got ${mediaType === "" ? "none" : mediaType}`);
  }
  let value;
  try {
    value = JSON.parse(utf8Text(bytes));
  } catch {
    throw new HttpError("invalid_json", "the request body is not valid UTF-8 JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new HttpError("invalid_json", "the request body must be one JSON object");
  }
  return value;
}
async function readBodyWithin(request, limit) {
  try {
    return await readWithin(request, limit);
  } catch (error) {
    throw isClientGone(error) ? new ClientAbortError(error) : error;
  }
}
function isClientGone(error) {
  return error instanceof Deno.errors.BadResource || error instanceof Deno.errors.Http || error instanceof Deno.errors.ConnectionReset || error instanceof Deno.errors.UnexpectedEof;
}
async function readWithin(request, limit) {
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (Number(declared) > limit) return void 0;
    const bytes2 = await request.bytes();
    return bytes2.length > limit ? void 0 : bytes2;
  }
  if (request.body === null) return new Uint8Array(0);
  const chunks = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.length;
    if (size > limit) return void 0;
    chunks.push(chunk);
  }
  if (chunks.length === 1) return chunks[0];
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

export {
  BODY_LIMIT,
  readJsonObject,
  readBodyWithin
};
