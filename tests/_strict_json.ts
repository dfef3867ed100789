/**
 * Reading answers as the strictest clients do (the MCP Python SDK, pydantic's parser, Rust's
 * serde): bytes that are not UTF-8 are refused, and so is a string holding a lone surrogate, even
 * one written as a `\ud83d` escape, which JSON.parse accepts but no UTF-8 encoder can write back.
 *
 * @module
 */
import { AssertionError } from "@std/assert";

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/**
 * Parses JSON text or bytes strictly: the bytes must be UTF-8 and no string or key in the value
 * may hold a lone surrogate. Throws an AssertionError naming `label` and the path otherwise.
 */
export function parseStrictJson(json: Uint8Array | string, label: string): unknown {
  let text: string;
  if (typeof json === "string") {
    text = json;
  } else {
    try {
      text = utf8.decode(json);
    } catch {
      throw new AssertionError(`${label}: the answer is not UTF-8`);
    }
  }
  if (!text.isWellFormed()) throw new AssertionError(`${label}: the text holds a lone surrogate`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new AssertionError(`${label}: not JSON (${error}): ${text.slice(0, 200)}`);
  }
  assertNoLoneSurrogate(value, label);
  return value;
}

/** Asserts that no string or key anywhere in a parsed JSON value holds a lone surrogate. */
export function assertNoLoneSurrogate(value: unknown, label: string, path = "$"): void {
  if (typeof value === "string") {
    if (!value.isWellFormed()) {
      throw new AssertionError(`${label}: a lone surrogate at ${path}: ${JSON.stringify(value)}`);
    }
    return;
  }
  if (typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertNoLoneSurrogate(item, label, `${path}[${i}]`));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!key.isWellFormed()) {
      throw new AssertionError(`${label}: a lone surrogate in a key at ${path}`);
    }
    assertNoLoneSurrogate(item, label, `${path}.${key}`);
  }
}
