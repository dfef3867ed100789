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
 * Converts a query string (without its `?`) into plain input. Names and values are decoded as
 * forms encode them (`+` is a space, `%XX` a UTF-8 byte); a parameter given twice, or one that is
 * not valid percent-encoding, is a 400; a parameter the operation does not know is passed on, its
 * value undecoded, for the schema to name as unknown (given twice, it is named as unknown here).
 */
export function queryToInput(query: string, kinds: QueryKinds): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (query === "") return input;
  for (const part of query.split("&")) {
    if (part === "") continue;
    const equals = part.indexOf("=");
    const name = decode(equals === -1 ? part : part.slice(0, equals), null);
    const raw = equals === -1 ? "" : part.slice(equals + 1);
    const known = Object.hasOwn(kinds, name);
    if (Object.hasOwn(input, name)) {
      // A name the operation does not take is named as unknown however often it comes, as the
      // error field must name an argument the operation takes unless the code is unknown_argument.
      throw known
        ? new HttpError("invalid_argument", `${name} is given more than once`, { field: name })
        : new HttpError("unknown_argument", `unknown argument ${JSON.stringify(name)}`, {
          field: name,
        });
    }
    // The value of an unknown name is never read (the schema refuses the name), so it is not
    // decoded either: a bad encoding in it must not turn unknown_argument into invalid_argument.
    input[name] = known ? convert(raw, name, kinds[name]!) : raw;
  }
  return input;
}

/** The first parameter name of a query string, if it has one. */
export function firstQueryName(query: string): string | null {
  const first = query.split("&").find((part) => part !== "");
  if (first === undefined) return null;
  const equals = first.indexOf("=");
  return decode(equals === -1 ? first : first.slice(0, equals), null);
}

function decode(text: string, field: string | null): string {
  if (!text.includes("%") && !text.includes("+")) return text;
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    const what = field === null ? "a parameter name" : field;
    throw new HttpError("invalid_argument", `${what} is not valid percent-encoding`, { field });
  }
}

/**
 * Decodes and converts one value. A list is split on its commas after decoding, as most clients
 * encode the commas of a joined list too; an item that holds a comma needs the POST form.
 */
function convert(raw: string, name: string, kind: QueryKind): unknown {
  const text = decode(raw, name);
  switch (kind) {
    case "integer":
      return integerOrText(text);
    case "boolean":
      return text === "true" ? true : text === "false" ? false : text;
    case "integer_list":
      return text.split(",").map(integerOrText);
    case "string_list":
      return text.split(",");
    case "string":
      return text;
  }
}

function integerOrText(text: string): number | string {
  return INTEGER.test(text) ? Number(text) + 0 : text; // + 0 turns -0 into 0
}
