/**
 * Turning a query string into the same plain input a JSON body gives, guided by the operation's
 * input schema: only the plain spellings are converted (`6`, `true`, `a,b`), and anything else
 * is left as a string for the schema to reject with a clear message.
 *
 * @module
 */
import type * as v from "valibot";
import { HttpError } from "./errors.ts";

/** How a query parameter's text becomes a value. */
export type QueryKind = "integer" | "boolean" | "string" | "integer_list" | "string_list";

/** The kind of every argument of an object schema, keyed by name. */
export type QueryKinds = Readonly<Record<string, QueryKind>>;

const INTEGER = /^-?[0-9]+$/;

/** Reads the query kinds off the entries of an operation's input schema. */
export function queryKinds(entries: v.ObjectEntries): QueryKinds {
  const kinds: Record<string, QueryKind> = {};
  for (const [name, schema] of Object.entries(entries)) kinds[name] = kindOf(schema);
  return kinds;
}

function kindOf(schema: v.GenericSchema): QueryKind {
  const inner = unwrap(schema);
  if (inner.type === "array" && "item" in inner) {
    return kindOf(inner.item as v.GenericSchema) === "integer" ? "integer_list" : "string_list";
  }
  if (inner.type === "number") return "integer";
  if (inner.type === "boolean") return "boolean";
  return "string";
}

function unwrap(schema: v.GenericSchema): v.GenericSchema {
  return schema.type === "optional" && "wrapped" in schema
    ? unwrap(schema.wrapped as v.GenericSchema)
    : schema;
}

/**
 * Converts query parameters into plain input. A parameter given twice is a 400; a parameter the
 * operation does not know is passed on as a string for the schema to name as unknown.
 */
export function queryToInput(params: URLSearchParams, kinds: QueryKinds): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, text] of params) {
    if (Object.hasOwn(input, name)) {
      throw new HttpError("invalid_argument", `${name} is given more than once`, { field: name });
    }
    input[name] = convert(text, Object.hasOwn(kinds, name) ? kinds[name]! : "string");
  }
  return input;
}

function convert(text: string, kind: QueryKind): unknown {
  switch (kind) {
    case "integer":
      return INTEGER.test(text) ? Number(text) + 0 : text; // + 0 turns -0 into 0
    case "boolean":
      return text === "true" ? true : text === "false" ? false : text;
    case "integer_list":
      return text.split(",").map((item) => convert(item, "integer"));
    case "string_list":
      return text.split(",");
    case "string":
      return text;
  }
}
