/**
 * The OpenAPI 3.1 document, generated from the operation table and the error codes: nothing in it
 * is written by hand apart from prose; the examples are the operations' own (`samples.examples`,
 * their answers computed by the operations where they are not recorded), so it cannot drift from
 * what the router serves.
 *
 * @module
 */
import { STATUS_TEXT } from "@std/http/status";
import type { JsonSchema } from "@valibot/to-json-schema";
import { BODY_LIMIT } from "./http/body.ts";
import { ERROR_STATUS, ErrorBodySchema, type ErrorCode } from "./http/errors.ts";
import { jsonSchemaOf } from "./json_schema.ts";
import type { Context, Operation, ServerName } from "./operations/mod.ts";
import { API_VERSION } from "./version.ts";

export { API_VERSION };

/** An example of an operation: its arguments and the answer the service gives for them. */
export interface OperationExample {
  /** The example's key. */
  name: string;
  /** A short title. */
  summary: string;
  /** The arguments, as a POST body holds them. */
  arguments: Record<string, unknown>;
  /** The answer, as its JSON is sent. */
  answer: unknown;
}

/** The context examples are computed with: each gives its seed, and none reaches a source. */
const EXAMPLE_CONTEXT: Context = {
  freshSeed() {
    throw new TypeError("an example of a random operation must give its seed");
  },
};

/**
 * The examples of an operation (its `samples.examples`), with their answers: computed by the
 * operation itself from the arguments where they determine it, as the service would answer them,
 * and as recorded where they come from an outside source.
 */
export function operationExamples(operation: Operation): OperationExample[] {
  return operation.samples.examples.map((example) => {
    const answer = example.answer ?? operation.run(example.arguments, EXAMPLE_CONTEXT);
    if (answer instanceof Promise) {
      throw new TypeError(`the example ${example.name} of ${operation.name} needs an answer`);
    }
    return { ...example, answer: JSON.parse(JSON.stringify(answer)) };
  });
}

/** When each error code is given, in words for people. Typed by code, so a new code needs one. */
export const ERROR_MEANINGS: Readonly<Record<ErrorCode, string>> = {
  invalid_argument: "an argument has the wrong type or is out of bounds: a bad seed, a bad list, " +
    "duplicate ticket numbers, a count above what the range or list holds, a parameter given twice",
  missing_argument: "a required argument is absent",
  unknown_argument: "an argument the operation does not take, or a query string on a POST",
  invalid_json: "a POST body that is not one JSON object",
  draw_not_found: "the named draw does not exist: not yet drawn, no draw on that date, or before " +
    "the game began",
  too_late: "a giveaway announced for a draw already made, or due within 10 minutes by its " +
    "schedule: the register only takes announcements made before their draw",
  not_found: "no such path, or no giveaway registered under that ID",
  origin_not_allowed: "an MCP request from a browser origin that the server does not take: it " +
    "takes local origins, its own (PUBLIC_URL) and those in MCP_ALLOWED_ORIGINS (default: none)",
  method_not_allowed: "the path does not take that method; the Allow header lists those it does",
  payload_too_large:
    `a request body over ${BODY_LIMIT / 2 ** 20} MiB, more than the largest valid ` +
    "request needs",
  unsupported_media_type: "a non-empty POST body that is not application/json",
  rate_limited: "a client over the configured rate limit; Retry-After says when to try again",
  source_unavailable: "the source of past draws did not answer and nothing cached can stand in",
  request_timeout: "the request took longer than the configured time limit (REQUEST_TIMEOUT_MS); " +
    "Retry-After says when to try again",
  register_unavailable: "the giveaway register's storage (Deno KV) could not be read or " +
    "written; Retry-After says when to try again",
  internal: "a bug: logged with its stack, never shown to the caller",
};

/** What each MCP server's group of operations is, for the document's tags. */
const TAG_DESCRIPTIONS: Readonly<Record<ServerName, string>> = {
  lottery: "Lottery numbers: quick picks, past draws and ticket checks.",
  random: "Fair random utilities: dice, coins, integers, list picks and shuffles.",
};

/**
 * The statuses every operation lists: SPEC.md's 400 and 503, the rate limit's 429, and 405, which
 * the path gives to other methods (OpenAPI has no other place to say that its answer carries
 * `Allow`); then those only a POST can give. 404, 500 and the MCP endpoints' 403 fall under
 * `default`.
 */
const EVERY_STATUS = [400, 405, 429, 503] as const;
const POST_STATUS = [413, 415] as const;
/** What an operation with a path parameter lists besides: 404 for an ID that names nothing. */
const PATH_STATUS = 404;

/** The headers that answers of a status always carry. */
const STATUS_HEADERS: Readonly<Record<number, Record<string, HeaderObject>>> = {
  405: {
    Allow: {
      description: "The methods the path takes, e.g. `GET, POST, HEAD, OPTIONS`.",
      required: true,
      schema: { type: "string" },
    },
  },
  429: { "Retry-After": retryAfter("until the client may ask again") },
  503: {
    "Retry-After": retryAfter("until the source, the register or the server is worth asking again"),
  },
};

/**
 * The headers of an operation's answer: how long it may be cached (the operation's own rule),
 * its request id, and where the client stands against the rate limit.
 */
function answerHeaders(operation: Operation): Record<string, HeaderObject> {
  const text = (description: string, required: boolean): HeaderObject => ({
    description,
    required,
    schema: { type: "string" },
  });
  return {
    "Cache-Control": text(`${operation.cacheNote} A POST's answer is \`no-store\`.`, true),
    "X-Request-Id": text(
      "The request's id: the `X-Request-Id` sent, when it is 1 to 64 characters of " +
        "`A-Z a-z 0-9 . _ -`, otherwise a new one, unique. Every log line about the request carries it.",
      true,
    ),
    "RateLimit-Policy": text(
      'The per-client limit (draft-ietf-httpapi-ratelimit-headers), e.g. `"per-client";q=600;w=60`: ' +
        "`q` requests a `w`-second window. Absent when no limit is set.",
      false,
    ),
    RateLimit: text(
      'Where the client stands, e.g. `"per-client";r=599;t=1`: `r` requests left, `t` seconds ' +
        "until the quota is whole again. Absent when no limit is set.",
      false,
    ),
  };
}

function retryAfter(until: string): HeaderObject {
  return {
    description: `Whole seconds ${until}.`,
    required: true,
    schema: { type: "integer", minimum: 0 },
  };
}

/**
 * What a GET list argument cannot be, said in its description: the comma rule and the head limit
 * of Deno's server (README.md, "The API"; tests/http/head_limit_test.ts).
 */
const GET_LIST_RULES = "In GET, one comma-separated parameter: an item cannot hold a comma (not " +
  "even as %2C, since the list is split after decoding), and the whole request head may be at " +
  "most 64 KiB (a longer one is refused by the server with a bare 400). Longer lists, or items " +
  "with commas: use POST.";

/** A JSON Schema as OpenAPI 3.1 holds it. */
export type Schema = JsonSchema;

/** A reference to a component. */
export interface Reference {
  /** Where the component is, e.g. `#/components/schemas/Error`. */
  $ref: string;
}

/** An OpenAPI parameter object: a query parameter, or a path parameter (a giveaway's ID). */
export interface Parameter {
  /** The argument's name. */
  name: string;
  /** Where it goes. */
  in: "query" | "path";
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
  /** Its value in the operation's examples, by example name. */
  examples?: Record<string, ExampleObject>;
}

/** An OpenAPI example object. */
export interface ExampleObject {
  /** A short title. */
  summary: string;
  /** The value. */
  value: unknown;
}

/** A media type object: a schema and examples of it. */
export interface MediaTypeObject {
  /** The body's schema. */
  schema: Schema | Reference;
  /** Examples, by name. */
  examples?: Record<string, ExampleObject>;
}

/** An OpenAPI header object. */
export interface HeaderObject {
  /** What the header says. */
  description: string;
  /** Whether every such answer carries it. */
  required: boolean;
  /** Its value's schema. */
  schema: Schema;
}

/** An OpenAPI response object. */
export interface ResponseObject {
  /** What the answer means. */
  description: string;
  /** The headers it always carries. */
  headers?: Record<string, HeaderObject>;
  /** The answer's body, by media type. */
  content?: Record<string, MediaTypeObject>;
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
    content: Record<string, MediaTypeObject>;
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
  /** Every path, with its operations: GET and POST, or the one method the operation answers. */
  paths: Record<string, PathItem>;
  /** Shared schemas and responses. */
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, ResponseObject>;
  };
}

/** A path item: the operations of one path, by method. */
export interface PathItem {
  /** The GET operation, when the path answers GET. */
  get?: OperationObject;
  /** The POST operation, when the path answers POST. */
  post?: OperationObject;
}

/** A path item with a GET alone, such as the health check's. */
export interface GetPathItem {
  /** The GET operation. */
  get: OperationObject;
}

/** The document as served: the operations' document and the health check, which is no operation. */
export type ServedDocument = Omit<OpenApiDocument, "paths"> & {
  /** The operations' paths and `/healthz`. */
  paths: Record<string, OpenApiDocument["paths"][string] | GetPathItem>;
};

/** The schema of the health check's answer (src/health.ts), written here by hand. */
const HEALTH_ANSWER_SCHEMA: Schema = {
  type: "object",
  required: ["status", "version", "kv", "kv_store", "kv_shared", "sources"],
  additionalProperties: false,
  properties: {
    status: {
      enum: ["ok", "unavailable"],
      description: "`unavailable` (with 503) when KV cannot be read or written.",
    },
    version: { type: "string", description: "The interface version." },
    kv: {
      enum: ["ok", "unreadable", "unwritable", "none"],
      description: "Whether KV answers: `unreadable` when it cannot be read, or did not answer " +
        "in time; `unwritable` when it reads but cannot be written (a read-only file); `none` " +
        "when draws are kept in memory alone.",
    },
    kv_store: {
      enum: ["none", "memory", "file", "default", "remote", "deploy"],
      description: "Where KV lives: `memory` (`:memory:`, this instance's alone), `file` (shared " +
        "by the processes of one machine), `default` (Deno's default file), `remote` (KV " +
        "Connect, shared), `deploy` (Deno Deploy: shared when a KV database is assigned to the " +
        "app, each instance's own in memory when not; the runtime does not tell which).",
    },
    kv_shared: {
      type: ["boolean", "null"],
      description: "Whether instances on other machines share KV; null when it cannot be told.",
    },
    sources: {
      type: "array",
      description: "Each source of past draws, as the instances sharing KV know it.",
      items: {
        type: "object",
        required: ["name", "games", "last_success", "last_failure", "failures", "backoff_until"],
        additionalProperties: false,
        properties: {
          name: { type: "string" },
          games: { type: "array", items: { type: "string" } },
          last_success: { type: ["string", "null"], format: "date-time" },
          last_failure: { type: ["string", "null"], format: "date-time" },
          failures: { type: "integer", minimum: 0, description: "Failures in a row." },
          backoff_until: {
            type: ["string", "null"],
            format: "date-time",
            description: "Until when the source is left alone after failing; null when it is not.",
          },
        },
      },
    },
  },
};

/**
 * The document as `GET /openapi.json` serves it: the operations' document with `GET /healthz`
 * added. The health check is no operation (no POST, no MCP tool, no arguments), so it is added
 * here rather than to the operation table.
 */
export function withHealthCheck(document: OpenApiDocument): ServedDocument {
  const answer = (description: string) => ({
    description,
    content: { "application/json": { schema: ref("schemas", "HealthAnswer") } },
  });
  const health: GetPathItem = {
    get: {
      operationId: "health_check",
      summary: "Health check",
      description: "The state of KV (read for real, a write tried now and then), what kind of KV " +
        "it is, and each source of past draws: last success, last failure, backoff. Answers " +
        "within about 1 s whatever KV does. Never rate limited, never cached (`Cache-Control: " +
        "no-store`).",
      tags: [],
      parameters: [],
      responses: {
        "200": answer("KV can be read and written."),
        "503": answer(
          "KV cannot be read or written: this instance cannot keep or share draws (it still " +
            "answers them from their sources).",
        ),
      },
    },
  };
  return {
    ...document,
    paths: { ...document.paths, "/healthz": health },
    components: {
      ...document.components,
      schemas: { ...document.components.schemas, HealthAnswer: HEALTH_ANSWER_SCHEMA },
    },
  };
}

/**
 * The POST operation id of an operation: its name plus `_post` when it answers GET too, its name
 * alone when POST is its one method.
 */
export function postOperationId(operation: Operation): string {
  return operation.methods.includes("GET") ? `${operation.name}_post` : operation.name;
}

/** Builds the OpenAPI 3.1 document of a table of operations. Pure: no I/O. */
export function openApiDocument(operations: readonly Operation[]): OpenApiDocument {
  const schemas: Record<string, Schema> = { Error: errorSchema() };
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of operations) {
    const base = pascalCase(operation.name);
    const input = withoutDialect(jsonSchemaOf(operation.input));
    const examples = operationExamples(operation);
    // The arguments' component is POST's body; GET's parameters hold their own schemas.
    if (operation.methods.includes("POST")) schemas[`${base}Arguments`] = input;
    schemas[`${base}Answer`] = withoutDialect(jsonSchemaOf(operation.output));
    const item: PathItem = {};
    if (operation.methods.includes("GET")) {
      item.get = getOperation(operation, { input, base, examples });
    }
    if (operation.methods.includes("POST")) {
      item.post = postOperation(operation, { base, examples });
    }
    paths[operation.path] = item;
  }
  const listed = operations.some((operation) => operation.pathParameters.length > 0)
    ? [...EVERY_STATUS, ...POST_STATUS, PATH_STATUS]
    : [...EVERY_STATUS, ...POST_STATUS];
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
    components: { schemas, responses: errorResponses(listed) },
  };
}

/** What the GET and POST operations of one operation are built from. */
interface Parts {
  /** The JSON Schema of the arguments. */
  input: Schema;
  /** The component name of its schemas. */
  base: string;
  /** Its examples. */
  examples: readonly OperationExample[];
}

function getOperation(operation: Operation, parts: Parts): OperationObject {
  const { input, base, examples } = parts;
  const properties = (input.properties ?? {}) as Record<string, Schema>;
  const required = new Set(input.required ?? []);
  const inPath = new Set(operation.pathParameters);
  const parameters = Object.entries(properties).map(([name, schema]): Parameter => {
    const { description, ...rest } = schema;
    const values = examples.filter((example) => Object.hasOwn(example.arguments, name));
    const valueExamples = values.length === 0 ? {} : {
      examples: Object.fromEntries(
        values.map((example) => [
          example.name,
          { summary: example.summary, value: example.arguments[name] },
        ]),
      ),
    };
    if (inPath.has(name)) {
      return {
        name,
        in: "path",
        ...(description === undefined ? {} : { description }),
        required: true,
        schema: rest,
        ...valueExamples,
      };
    }
    const list = rest.type === "array";
    const text = list ? `${description ?? ""} ${GET_LIST_RULES}`.trim() : description;
    return {
      name,
      in: "query",
      ...(text === undefined ? {} : { description: text }),
      required: required.has(name),
      schema: rest,
      ...(list ? { style: "form", explode: false } : {}),
      ...valueExamples,
    };
  });
  const onlyPath = parameters.every((parameter) => parameter.in === "path");
  return {
    operationId: operation.name,
    summary: operation.title,
    description: `${operation.description}\n\n` +
      (onlyPath
        ? "Its argument goes in the path; a query parameter is a 400."
        : "Arguments go in the query string; a list is one comma-separated parameter, whose " +
          "items cannot hold a comma, in a request head of at most 64 KiB (longer lists: use " +
          "POST). A parameter the operation does not take, or one given twice, is a 400."),
    tags: [operation.server],
    parameters,
    responses: responses(
      operation,
      { base, examples },
      inPath.size > 0 ? [...EVERY_STATUS, PATH_STATUS] : EVERY_STATUS,
    ),
  };
}

function postOperation(
  operation: Operation,
  parts: Omit<Parts, "input">,
): OperationObject {
  const { base, examples } = parts;
  const alone = !operation.methods.includes("GET");
  return {
    operationId: postOperationId(operation),
    summary: alone ? operation.title : `${operation.title} (JSON body)`,
    description: `${operation.description}\n\nArguments go in a JSON object body; a property ` +
      "the operation does not take is a 400. The body may be left out (or empty) when no " +
      "argument is required; a query string on a POST is a 400.",
    tags: [operation.server],
    requestBody: {
      description: "The arguments, as one JSON object.",
      // Optional unless POST is the operation's one method (then its arguments are required).
      required: alone,
      content: {
        "application/json": {
          schema: ref("schemas", `${base}Arguments`),
          examples: examplesOf(examples, (example) => example.arguments),
        },
      },
    },
    responses: responses(operation, parts, [...EVERY_STATUS, ...POST_STATUS]),
  };
}

function examplesOf(
  examples: readonly OperationExample[],
  value: (example: OperationExample) => unknown,
): Record<string, ExampleObject> {
  return Object.fromEntries(
    examples.map((example) => [example.name, { summary: example.summary, value: value(example) }]),
  );
}

function responses(
  operation: Operation,
  parts: Omit<Parts, "input">,
  statuses: readonly number[],
): Record<string, ResponseObject | Reference> {
  const answers: Record<string, ResponseObject | Reference> = {};
  const creates = operation.statuses.includes(201);
  for (const status of operation.statuses) {
    answers[String(status)] = {
      description: status === 201
        ? `The answer of ${operation.name}: a record it has just created.`
        : creates
        ? `The answer of ${operation.name}: the record that existed already, unchanged.`
        : `The answer of ${operation.name}.`,
      headers: answerHeaders(operation),
      content: {
        "application/json": {
          schema: ref("schemas", `${parts.base}Answer`),
          ...(parts.examples.length === 0
            ? {}
            : { examples: examplesOf(parts.examples, (example) => example.answer) }),
        },
      },
    };
  }
  for (const status of statuses) answers[String(status)] = ref("responses", `Error${status}`);
  answers.default = ref("responses", "Error");
  return answers;
}

/** The error body: the same shape whatever the status. */
function errorSchema(): Schema {
  const { $schema: _, ...schema } = jsonSchemaOf(ErrorBodySchema);
  return schema;
}

/**
 * One response per error status that an operation lists, its body narrowed to that status's
 * codes and with the headers it always carries, plus a catch-all for the rest.
 */
function errorResponses(statuses: readonly number[]): Record<string, ResponseObject> {
  const answers: Record<string, ResponseObject> = {};
  const listed = new Set(statuses);
  for (const [status, codes] of codesByStatus()) {
    if (!listed.has(status)) continue;
    const headers = STATUS_HEADERS[status];
    answers[`Error${status}`] = {
      description: `${STATUS_TEXT[status as keyof typeof STATUS_TEXT] ?? "Error"}: ` +
        codes.map((code) => `\`${code}\`: ${ERROR_MEANINGS[code]}.`).join(" "),
      ...(headers === undefined ? {} : { headers }),
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
  const others = codesByStatus().filter(([status]) => !listed.has(status));
  answers.Error = {
    description: "Any other error: " +
      others.flatMap(([status, codes]) => codes.map((code) => `${status} \`${code}\``)).join(
        ", ",
      ) + ". None is expected from a documented operation.",
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
    "POST (arguments in a JSON object body, which may be left out), but the giveaway " +
    "register's: `POST /api/v1/giveaways` announces a giveaway before its draw (201 when new, " +
    "200 with the first record when the same announcement was made before) and " +
    "`GET /api/v1/giveaways/{id}` reads it, with its winners once the draw is published.",
    `GET cannot carry two things, which POST can: a list item that holds a comma, and a long ` +
    "list. A GET list is split at every comma after decoding (%2C too), and the whole request " +
    "head may be at most 64 KiB: the server refuses a longer one itself with a bare 400, no " +
    "body and no CORS headers, before the API sees it.",
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
