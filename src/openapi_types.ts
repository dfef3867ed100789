/**
 * The types of the OpenAPI 3.1 document that src/openapi.ts builds: only what the document uses.
 *
 * @module
 */
import type { JsonSchema } from "@valibot/to-json-schema";

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
  /** How a list is written: as a form parameter. */
  style?: "form";
  /** Whether a list is the parameter repeated, one item each time (the form generators send). */
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
  /** The operation's name (docs/API.md's routes), `_post` added to a POST beside a GET. */
  operationId: string;
  /** A short title. */
  summary: string;
  /** What it does. */
  description: string;
  /** The MCP server that offers the same tool (the health check: `service`). */
  tags: string[];
  /** No key or login: every operation is open (`[]`, said so that linters need not guess). */
  security: [];
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
  /** Title, version and description of the API, its licence and who answers for it. */
  info: {
    title: string;
    version: string;
    description: string;
    summary: string;
    license: { name: string; identifier: string };
    contact: { name: string; url?: string };
  };
  /** Where the API is: relative, so the document holds wherever it is served. */
  servers: { url: string; description: string }[];
  /** The groups of operations. */
  tags: { name: string; description: string }[];
  /** Every path, with its operations: GET and POST, or the one method the operation answers. */
  paths: Record<string, PathItem>;
  /** Shared schemas (answers, errors) and error responses. */
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

/** A reference to a shared schema or response of the document. */
export function ref(kind: "schemas" | "responses", name: string): Reference {
  return { $ref: `#/components/${kind}/${name}` };
}
