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
 * forms encode them (`+` is a space, `%XX` a UTF-8 byte). A list comes in either of two forms:
 * one parameter whose items are split at its commas (`items=a,b`), or the parameter repeated,
 * each occurrence one item as it is (`items=a&items=b`, OpenAPI's exploded form, which generated
 * clients send; `items[]=a&items[]=b`, as axios writes it, is the same form). The two mixed, an
 * exploded item with a comma, or any other parameter given twice is a 400 that says how to send
 * it; so is a value that is not valid percent-encoding. A parameter the operation does not know
 * is passed on, its value undecoded, for the schema to name as unknown (given twice, it is named
 * as unknown here).
 */
export function queryToInput(query: string, kinds: QueryKinds): Record<string, unknown> {
  // Each name's values, decoded when the operation takes the name, and whether they came in the
  // exploded form; checked in order, so that the 400 names the first problem of the query.
  const texts = new Map<string, { values: string[]; exploded: boolean; brackets: boolean }>();
  if (query === "") return {};
  for (const part of query.split("&")) {
    if (part === "") continue;
    const equals = part.indexOf("=");
    const written = decode(equals === -1 ? part : part.slice(0, equals), null);
    const brackets = written.endsWith("[]") && isList(kinds, written.slice(0, -2));
    const name = brackets ? written.slice(0, -2) : written;
    const raw = equals === -1 ? "" : part.slice(equals + 1);
    const kind = Object.hasOwn(kinds, name) ? kinds[name]! : undefined;
    const seen = texts.get(name);
    if (seen !== undefined) refuseRepeat(name, kind);
    // The value of an unknown name is never read (the schema refuses the name), so it is not
    // decoded either: a bad encoding in it must not turn unknown_argument into invalid_argument.
    const text = kind === undefined ? raw : decode(raw, name);
    if (seen === undefined) {
      texts.set(name, { values: [text], exploded: brackets, brackets });
      if (brackets && text.includes(",")) refuseMixed(name);
      continue;
    }
    // Given again: the exploded form, in which no item holds a comma, written one way throughout.
    const first = seen.values[0]!;
    if (
      seen.brackets !== brackets || text.includes(",") || (!seen.exploded && first.includes(","))
    ) {
      refuseMixed(name);
    }
    seen.exploded = true;
    seen.values.push(text);
  }
  const input: Record<string, unknown> = {};
  for (const [name, { values, exploded }] of texts) {
    const kind = Object.hasOwn(kinds, name) ? kinds[name]! : undefined;
    if (kind === undefined) input[name] = values[0];
    else if (!exploded) input[name] = convert(values[0]!, kind);
    // The exploded form: each occurrence one item, not split.
    else input[name] = kind === "integer_list" ? values.map(integerOrText) : values;
  }
  return input;
}

function isList(kinds: QueryKinds, name: string): boolean {
  if (!Object.hasOwn(kinds, name)) return false;
  return kinds[name] === "integer_list" || kinds[name] === "string_list";
}

/**
 * The 400 for a name given again, unless it is a list's, whose exploded form repeats it: a name
 * the operation does not take is named as unknown however often it comes, as the error field
 * must name an argument the operation takes unless the code is unknown_argument.
 */
function refuseRepeat(name: string, kind: QueryKind | undefined): void {
  if (kind === undefined) {
    throw new HttpError("unknown_argument", `unknown argument ${JSON.stringify(name)}`, {
      field: name,
    });
  }
  if (kind === "integer_list" || kind === "string_list") return;
  throw new HttpError(
    "invalid_argument",
    `${name} is given more than once: give it once (only a list argument may be repeated, ` +
      "one item each time)",
    { field: name },
  );
}

/**
 * A repeated list with a comma in an occurrence mixes the two forms (or holds an item with a
 * comma, which neither form can carry in a GET): refused rather than guessed at.
 */
function refuseMixed(name: string): never {
  throw new HttpError(
    "invalid_argument",
    `${name} is given both as a comma-separated list and repeated: send ${name}=a,b,c or ` +
      `${name}=a&${name}=b&${name}=c, not both (an item that holds a comma goes by POST)`,
    { field: name },
  );
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
 * Converts one decoded value. A list given once is split on its commas after decoding, as most
 * clients encode the commas of a joined list too; an item that holds a comma needs the POST form.
 */
function convert(text: string, kind: QueryKind): unknown {
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
