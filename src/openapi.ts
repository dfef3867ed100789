/**
 * The OpenAPI 3.1 document, generated from the operation table and the error codes: nothing in it
 * is written by hand apart from prose, so it cannot drift from what the router serves.
 *
 * @module
 */
import { STATUS_TEXT } from "@std/http/status";
import type { JsonSchema } from "@valibot/to-json-schema";
import { BODY_LIMIT } from "./http/body.ts";
import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from "./http/errors.ts";
import { jsonSchemaOf } from "./json_schema.ts";
import type { Operation, ServerName } from "./operations/mod.ts";
import { API_VERSION } from "./version.ts";

export { API_VERSION };

/** When each error code is given, in words for people. Typed by code, so a new code needs one. */
export const ERROR_MEANINGS: Readonly<Record<ErrorCode, string>> = {
  invalid_argument: "an argument has the wrong type or is out of bounds: a bad seed, a bad list, " +
    "duplicate ticket numbers, a count above what the range or list holds, a parameter given twice",
  missing_argument: "a required argument is absent",
  unknown_argument: "an argument the operation does not take, or a query string on a POST",
  invalid_json: "a POST body that is not one JSON object",
  draw_not_found: "the named draw does not exist: not yet drawn, no draw on that date, or before " +
    "the game began",
  not_found: "no such path",
  method_not_allowed: "the path does not take that method; the Allow header lists those it does",
  payload_too_large:
    `a request body over ${BODY_LIMIT / 2 ** 20} MiB, more than the largest valid ` +
    "request needs",
  unsupported_media_type: "a non-empty POST body that is not application/json",
  rate_limited: "a client over the configured rate limit; Retry-After says when to try again",
  source_unavailable: "the source of past draws did not answer and nothing cached can stand in",
  request_timeout: "the request took longer than the configured time limit (REQUEST_TIMEOUT_MS); " +
    "Retry-After says when to try again",
  internal: "a bug: logged with its stack, never shown to the caller",
};

/** What each MCP server's group of operations is, for the document's tags. */
const TAG_DESCRIPTIONS: Readonly<Record<ServerName, string>> = {
  lottery: "Lottery numbers: quick picks, past draws and ticket checks.",
  random: "Fair random utilities: dice, coins, integers, list picks and shuffles.",
};

/** The statuses every operation lists (SPEC.md), and those only a POST can give. */
const EVERY_STATUS = [400, 503] as const;
const POST_STATUS = [413, 415] as const;

/** A JSON Schema as OpenAPI 3.1 holds it. */
export type Schema = JsonSchema;

/** A reference to a component. */
export interface Reference {
  /** Where the component is, e.g. `#/components/schemas/Error`. */
  $ref: string;
}

/** An OpenAPI parameter object (query parameters only; the API has no others). */
export interface Parameter {
  /** The argument's name. */
  name: string;
  /** Where it goes. */
  in: "query";
  /** What it means. */
  description?: string;
  /** Whether it must be given. */
  required: boolean;
  /** Its JSON Schema. */
  schema: Schema;
  /** How a list is written: one parameter, comma-separated. */
  style?: "form";
  /** Lists are not exploded into repeated parameters. */
  explode?: boolean;
}

/** An OpenAPI response object. */
export interface ResponseObject {
  /** What the answer means. */
  description: string;
  /** The answer's body, by media type. */
  content?: Record<string, { schema: Schema | Reference }>;
}

/** An OpenAPI operation object. */
export interface OperationObject {
  /** The operation id of SPEC.md. */
  operationId: string;
  /** A short title. */
  summary: string;
  /** What it does. */
  description: string;
  /** The MCP server that offers the same tool. */
  tags: string[];
  /** GET's query parameters. */
  parameters?: Parameter[];
  /** POST's JSON body. */
  requestBody?: {
    description: string;
    required: boolean;
    content: Record<string, { schema: Reference }>;
  };
  /** The answers, by status. */
  responses: Record<string, ResponseObject | Reference>;
}

/** The OpenAPI 3.1 document. */
export interface OpenApiDocument {
  /** The OpenAPI version. */
  openapi: "3.1.0";
  /** Title, version and description of the API. */
  info: { title: string; version: string; description: string; summary: string };
  /** Where the API is: relative, so the document holds wherever it is served. */
  servers: { url: string; description: string }[];
  /** The groups of operations. */
  tags: { name: string; description: string }[];
  /** Every path, with its GET and POST operations. */
  paths: Record<string, { get: OperationObject; post: OperationObject }>;
  /** Shared schemas and responses. */
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, ResponseObject>;
  };
}

/** The POST operation id of an operation: its name plus `_post`. */
export function postOperationId(operation: Operation): string {
  return `${operation.name}_post`;
}

/** Builds the OpenAPI 3.1 document of a table of operations. Pure: no I/O. */
export function openApiDocument(operations: readonly Operation[]): OpenApiDocument {
  const schemas: Record<string, Schema> = { Error: errorSchema() };
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of operations) {
    const base = pascalCase(operation.name);
    const input = withoutDialect(jsonSchemaOf(operation.input));
    schemas[`${base}Arguments`] = input;
    schemas[`${base}Answer`] = withoutDialect(jsonSchemaOf(operation.output));
    paths[operation.path] = {
      get: getOperation(operation, input, base),
      post: postOperation(operation, base),
    };
  }
  const servers = [...new Set(operations.map((operation) => operation.server))];
  return {
    openapi: "3.1.0",
    info: {
      title: "fairdraw",
      version: API_VERSION,
      summary: "Free lottery numbers and fair, reproducible random draws.",
      description: infoDescription(),
    },
    servers: [{ url: "/", description: "This server" }],
    tags: servers.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
    paths,
    components: { schemas, responses: errorResponses() },
  };
}

function getOperation(operation: Operation, input: Schema, base: string): OperationObject {
  const properties = (input.properties ?? {}) as Record<string, Schema>;
  const required = new Set(input.required ?? []);
  const parameters = Object.entries(properties).map(([name, schema]): Parameter => {
    const { description, ...rest } = schema;
    return {
      name,
      in: "query",
      ...(description === undefined ? {} : { description }),
      required: required.has(name),
      schema: rest,
      ...(rest.type === "array" ? { style: "form", explode: false } : {}),
    };
  });
  return {
    operationId: operation.name,
    summary: operation.title,
    description: `${operation.description}\n\nArguments go in the query string; a list is one ` +
      "comma-separated parameter. A parameter the operation does not take, or one given twice, " +
      "is a 400.",
    tags: [operation.server],
    parameters,
    responses: responses(operation, base, EVERY_STATUS),
  };
}

function postOperation(operation: Operation, base: string): OperationObject {
  return {
    operationId: postOperationId(operation),
    summary: `${operation.title} (JSON body)`,
    description: `${operation.description}\n\nArguments go in a JSON object body; a property ` +
      "the operation does not take is a 400. The body may be left out (or empty) when no " +
      "argument is required; a query string on a POST is a 400.",
    tags: [operation.server],
    requestBody: {
      description: "The arguments, as one JSON object.",
      required: false,
      content: { "application/json": { schema: ref("schemas", `${base}Arguments`) } },
    },
    responses: responses(operation, base, [...EVERY_STATUS, ...POST_STATUS]),
  };
}

function responses(
  operation: Operation,
  base: string,
  statuses: readonly number[],
): Record<string, ResponseObject | Reference> {
  const answers: Record<string, ResponseObject | Reference> = {
    "200": {
      description: `The answer of ${operation.name}.`,
      content: { "application/json": { schema: ref("schemas", `${base}Answer`) } },
    },
  };
  for (const status of statuses) answers[String(status)] = ref("responses", `Error${status}`);
  answers.default = ref("responses", "Error");
  return answers;
}

/** The error body: the same shape whatever the status. */
function errorSchema(): Schema {
  const { $schema: _, ...schema } = jsonSchemaOf(ErrorBodySchema);
  return schema;
}

/** One response per error status, its body narrowed to that status's codes, plus a catch-all. */
function errorResponses(): Record<string, ResponseObject> {
  const answers: Record<string, ResponseObject> = {};
  for (const [status, codes] of codesByStatus()) {
    answers[`Error${status}`] = {
      description: `${STATUS_TEXT[status as keyof typeof STATUS_TEXT] ?? "Error"}: ` +
        codes.map((code) => `\`${code}\`: ${ERROR_MEANINGS[code]}.`).join(" "),
      content: {
        "application/json": {
          schema: {
            allOf: [
              ref("schemas", "Error"),
              {
                type: "object",
                properties: { error: { type: "object", properties: { code: { enum: codes } } } },
              },
            ],
          },
        },
      },
    };
  }
  answers.Error = {
    description: "Any other error, such as 404 for no such path, 405 for a method the path " +
      "does not take, 429 when over a rate limit, or 500 for a bug.",
    content: { "application/json": { schema: ref("schemas", "Error") } },
  };
  return answers;
}

/** The error codes grouped by status, in status order. */
export function codesByStatus(): [number, ErrorCode[]][] {
  const groups = new Map<number, ErrorCode[]>();
  for (const [code, status] of Object.entries(ERROR_STATUS) as [ErrorCode, number][]) {
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return [...groups].sort(([a], [b]) => a - b);
}

function infoDescription(): string {
  const rows = codesByStatus().flatMap(([status, codes]) =>
    codes.map((code) => `| ${status} | \`${code}\` | ${ERROR_MEANINGS[code]} |`)
  );
  return [
    "A free, keyless API for lottery numbers and fair random draws. Every operation is offered " +
    "as GET (arguments in the query string; a list is one comma-separated parameter) and as " +
    "POST (arguments in a JSON object body, which may be left out).",
    "Every random answer carries `seed`, 64 hex characters. Sending it back with the same " +
    "arguments gives the same answer, byte for byte, so anyone can check a draw. This is a " +
    "fair, verifiable utility for entertainment and checking, not a certified gaming RNG.",
    "The same operations are MCP tools at `/mcp/lottery` and `/mcp/random`. A readable reference " +
    "is at `/docs`.",
    'Every error has the body `{"error":{"code","message","field"}}`:',
    ["| status | code | when |", "|---|---|---|", ...rows].join("\n"),
  ].join("\n\n");
}

function ref(kind: "schemas" | "responses", name: string): Reference {
  return { $ref: `#/components/${kind}/${name}` };
}

/** The component name of an operation's schemas: `pick_numbers` becomes `PickNumbers`. */
function pascalCase(name: string): string {
  return name.split("_").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

/** A schema without `$schema`: inside an OpenAPI 3.1 document the dialect is given already. */
function withoutDialect(schema: JsonSchema): Schema {
  const { $schema: _, ...rest } = schema;
  return rest;
}
