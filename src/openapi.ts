/**
 * The OpenAPI 3.1 document, generated from the operation table and the error codes: nothing in it
 * is written by hand apart from prose; the examples are the operations' own (`samples.examples`,
 * their answers computed by the operations where they are not recorded), so it cannot drift from
 * what the router serves.
 *
 * @module
 */
import type { JsonSchema } from "@valibot/to-json-schema";
import { jsonSchemaOf } from "./json_schema.ts";
import { codesByStatus, ERROR_MEANINGS, errorResponses, errorSchema } from "./openapi_errors.ts";
import type { Context, Operation, ServerName } from "./operations/mod.ts";
import { GET_LIST_LIMITS, GET_LIST_RULES, getParameterSchema } from "./openapi_get.ts";
import {
  type ExampleObject,
  type HeaderObject,
  type OpenApiDocument,
  type OperationObject,
  type Parameter,
  type PathItem,
  ref,
  type Reference,
  type ResponseObject,
  type Schema,
} from "./openapi_types.ts";
import { API_VERSION } from "./version.ts";

export { API_VERSION };
export type * from "./openapi_types.ts";
export { withHealthCheck } from "./openapi_health.ts";
export { codesByStatus, ERROR_MEANINGS };

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

/** What each MCP server's group of operations is, for the document's tags. */
const TAG_DESCRIPTIONS: Readonly<Record<ServerName, string>> = {
  lottery: "Lottery numbers: quick picks, past draws and ticket checks.",
  random: "Fair random utilities: dice, coins, integers, list picks and shuffles.",
};

/**
 * The statuses every operation lists: the arguments' 400, the sources' 503, the rate limit's 429,
 * and 405, which the path gives to other methods (OpenAPI has no other place to say that its
 * answer carries `Allow`); then those only a POST can give. 404, 500 and the MCP endpoints' 403 fall under
 * `default`.
 */
const EVERY_STATUS = [400, 405, 429, 503] as const;
const POST_STATUS = [413, 415] as const;
/** What an operation with a path parameter lists besides: 404 for an ID that names nothing. */
const PATH_STATUS = 404;

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

/**
 * The POST operation id of an operation: its name plus `_post` when it answers GET too, its name
 * alone when POST is its one method.
 */
export function postOperationId(operation: Operation): string {
  return operation.methods.includes("GET") ? `${operation.name}_post` : operation.name;
}

/**
 * The document's paths, one entry per operation: a path that holds two operations (the
 * register's POST and its listing's GET) gives two items, the POST's first.
 */
export function operationItems(
  paths: OpenApiDocument["paths"],
): [string, OpenApiDocument["paths"][string]][] {
  return Object.entries(paths).flatMap(([path, item]) => {
    const { get, post } = item;
    if (get === undefined || post === undefined || post.operationId === `${get.operationId}_post`) {
      return [[path, item]];
    }
    return [[path, { post }], [path, { get }]];
  });
}

/** Builds the OpenAPI 3.1 document of a table of operations. Pure: no I/O. */
export function openApiDocument(operations: readonly Operation[]): OpenApiDocument {
  const schemas: Record<string, Schema> = { Error: errorSchema() };
  const paths: OpenApiDocument["paths"] = {};
  for (const operation of operations) {
    const base = pascalCase(operation.name);
    const input = withoutDialect(jsonSchemaOf(operation.input));
    const examples = operationExamples(operation);
    schemas[`${base}Answer`] = withoutDialect(jsonSchemaOf(operation.output));
    const item: PathItem = {};
    if (operation.methods.includes("GET")) {
      item.get = getOperation(operation, { input, base, examples });
    }
    if (operation.methods.includes("POST")) {
      item.post = postOperation(operation, { input, base, examples });
    }
    // Two operations of one path (the register's POST and its listing's GET) share its item.
    paths[operation.path] = { ...paths[operation.path], ...item };
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
      license: { name: "MIT", identifier: "MIT" },
      contact: { name: "the fairdraw authors" },
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
      schema: getParameterSchema(rest),
      // OpenAPI's default for a query list, said outright: what generated clients send.
      ...(list ? { style: "form", explode: true } : {}),
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
        : "Arguments go in the query string; a list is the parameter repeated, one item each " +
          "time, or one parameter with its items separated by commas (long lists: use POST). " +
          "A parameter the operation does not take, or another given twice, is a 400."),
    tags: [operation.server],
    security: [],
    parameters,
    responses: responses(
      operation,
      { base, examples },
      inPath.size > 0 ? [...EVERY_STATUS, PATH_STATUS] : EVERY_STATUS,
    ),
  };
}

function postOperation(operation: Operation, parts: Parts): OperationObject {
  const { input, examples } = parts;
  const alone = !operation.methods.includes("GET");
  return {
    operationId: postOperationId(operation),
    summary: alone ? operation.title : `${operation.title} (JSON body)`,
    description: `${operation.description}\n\nArguments go in a JSON object body; a property ` +
      "the operation does not take is a 400. The body may be left out (or empty) when no " +
      "argument is required; a query string on a POST is a 400.",
    tags: [operation.server],
    security: [],
    requestBody: {
      description: "The arguments, as one JSON object.",
      // Optional unless POST is the operation's one method (then its arguments are required).
      required: alone,
      content: {
        "application/json": {
          // Written here rather than as a shared schema: openapi-typescript makes a property
          // with a default required in a shared schema (as an answer always has it), but
          // optional in a request body.
          schema: input,
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

function infoDescription(): string {
  const rows = codesByStatus().flatMap(([status, codes]) =>
    codes.map((code) => `| ${status} | \`${code}\` | ${ERROR_MEANINGS[code]} |`)
  );
  return [
    "A free, keyless API for lottery numbers and fair random draws. Every operation is offered " +
    "as GET (arguments in the query string) and as POST (arguments in a JSON object body, " +
    "which may be left out), but the giveaway register's: `POST /api/v1/giveaways` announces " +
    "a giveaway before its draw (201 when new, 200 with the first record when the same " +
    "announcement was made before) and `GET /api/v1/giveaways/{id}` reads it, with its " +
    "winners once the draw is published.",
    `A list in a GET is the parameter repeated, one item each time (\`items=a&items=b\`, ` +
    "what generated clients send), or given once with its items separated by commas " +
    "(`items=a,b`). " + GET_LIST_LIMITS,
    "Every random answer carries `seed`, 64 hex characters. Sending it back with the same " +
    "arguments gives the same answer, byte for byte, so anyone can check a draw. This is a " +
    "fair, verifiable utility for entertainment and checking, not a certified gaming RNG.",
    "The same operations are MCP tools at `/mcp/lottery` and `/mcp/random`, and all of them at " +
    "`/mcp`. A readable reference is at `/docs`.",
    'Every error has the body `{"error":{"code","message","field"}}`:',
    ["| status | code | when |", "|---|---|---|", ...rows].join("\n"),
  ].join("\n\n");
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
