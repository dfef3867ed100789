/**
 * What the OpenAPI document lets a GET carry: its query parameters bounded so that any request
 * the document describes fits in the request head that Deno's server takes, whatever the
 * characters (tests/http/head_limit_tests.ts pins both limits and sends the longest such request).
 * The service itself takes a GET up to POST's bounds while the head fits; beyond the head limit
 * the runtime answers before the application, with a bare 400 or 431 and no JSON body.
 *
 * @module
 */
import type { Schema } from "./openapi_types.ts";

/** The request head Deno's server takes over HTTP/1.1; a longer one gets a bare 400. */
export const HTTP1_HEAD_LIMIT = 64 * 1024;

/**
 * The header list Deno's server takes over HTTP/2 (hyper's default, counting each field's name
 * and value and 32 bytes more); a longer one gets a bare 431.
 */
export const HTTP2_HEADER_LIST_LIMIT = 16 * 1024;

/**
 * The longest request line a GET the document describes can make: within the HTTP/2 limit with
 * half of it left for the client's own headers, and within the 8 KiB request line that proxies
 * such as nginx take by default.
 */
export const GET_LINE_LIMIT = 8 * 1024;

/** The most items of a GET list that the document describes (POST takes up to 1000). */
export const GET_LIST_MAX_ITEMS = 30;

/** The longest GET list item that the document describes, in code points (POST: 200). */
export const GET_ITEM_MAX_LENGTH = 20;

/** The longest other GET text that the document describes, in code points. */
export const GET_TEXT_MAX_LENGTH = 200;

/**
 * What a GET list cannot be, said in its description and in the document's introduction, since
 * no schema keyword says it.
 */
export const GET_LIST_LIMITS = "An item cannot hold a comma, and the two forms cannot be " +
  `mixed. This document bounds a GET list to ${GET_LIST_MAX_ITEMS} items of ` +
  `${GET_ITEM_MAX_LENGTH} characters, so that any request it describes fits in the request ` +
  "head the server takes (16 KiB over HTTP/2, 64 KiB over HTTP/1.1; past it the server " +
  "answers a bare 400 or 431 itself). The service takes longer GET lists while the head " +
  "fits; longer lists, or items with commas: use POST.";

/** How a GET list is written, and its limits, for its description. */
export const GET_LIST_RULES = "In GET, the parameter repeated, one item each time " +
  "(`items=a&items=b`), or given once with its items separated by commas (`items=a,b`). " +
  GET_LIST_LIMITS;

/**
 * A GET query parameter's schema as the document gives it: a list bounded to
 * {@linkcode GET_LIST_MAX_ITEMS} items of {@linkcode GET_ITEM_MAX_LENGTH} code points without a
 * comma, other text to {@linkcode GET_TEXT_MAX_LENGTH} code points; the rest as POST takes it.
 */
export function getParameterSchema(schema: Schema): Schema {
  if (schema.type === "array" && typeof schema.items === "object") {
    const items = schema.items as Schema;
    return {
      ...schema,
      items: items.type === "string"
        ? { ...shorter(items, GET_ITEM_MAX_LENGTH), pattern: "^[^,]*$" }
        : items,
      maxItems: Math.min(schema.maxItems ?? Infinity, GET_LIST_MAX_ITEMS),
    };
  }
  return schema.type === "string" ? shorter(schema, GET_TEXT_MAX_LENGTH) : schema;
}

function shorter(schema: Schema, most: number): Schema {
  return schema.maxLength === undefined || schema.maxLength <= most
    ? schema
    : { ...schema, maxLength: most };
}
