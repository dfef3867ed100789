/**
 * One call of every operation of a served OpenAPI document, with its first example's arguments,
 * written as each generated client calls it: the TypeScript that tests/clients/generated_tests.ts
 * type-checks and runs against the server. Read from the document, so that an operation added
 * later is called too (and one without an example fails, saying what to add).
 *
 * @module
 */
import type { ExampleObject, Parameter, ServedDocument } from "../../src/openapi.ts";

/** One operation's call. */
export interface Call {
  /** The operation id. */
  id: string;
  /** `GET` or `POST`. */
  method: "GET" | "POST";
  /** The path, with `{name}` where a path parameter goes. */
  path: string;
  /** The path parameters' values. */
  pathArguments: Record<string, unknown>;
  /** The query parameters' values (GET). */
  query: Record<string, unknown>;
  /** The JSON body (POST). */
  body: Record<string, unknown> | undefined;
}

/** Every operation of the document, in its order, with its first example's arguments. */
export function callsOf(document: ServedDocument): Call[] {
  const calls: Call[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const id = operation.operationId;
      if (method === "post") {
        const examples: Record<string, ExampleObject> =
          operation.requestBody?.content["application/json"]?.examples ?? {};
        const first = Object.values(examples)[0];
        if (first === undefined) throw new Error(`${id}: give the operation an example`);
        const body = first.value as Record<string, unknown>;
        calls.push({ id, method: "POST", path, pathArguments: {}, query: {}, body });
        continue;
      }
      const parameters: Parameter[] = operation.parameters ?? [];
      const name = parameters.flatMap((parameter) => Object.keys(parameter.examples ?? {}))[0];
      if (parameters.some((parameter) => parameter.required) && name === undefined) {
        throw new Error(`${id}: give the operation an example`);
      }
      const valuesIn = (where: "path" | "query") =>
        Object.fromEntries(
          parameters.filter((parameter) =>
            parameter.in === where && parameter.examples?.[name!] !== undefined
          ).map((parameter) => [parameter.name, parameter.examples![name!]!.value]),
        );
      calls.push({
        id,
        method: "GET",
        path,
        pathArguments: valuesIn("path"),
        query: valuesIn("query"),
        body: undefined,
      });
    }
  }
  return calls;
}

/** `pick_numbers_post` as generators name its function: `pickNumbersPost`. */
export function camelCase(id: string): string {
  return id.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

const literal = (value: unknown) => JSON.stringify(value);
const isEmpty = (value: Record<string, unknown>) => Object.keys(value).length === 0;

/** A generator's client, as the test sets it up and calls it. */
export interface ClientKind {
  /** The generator's name. */
  name: string;
  /** The program's head: imports and the client's base URL (`BASE`, defined before it). */
  head(calls: readonly Call[]): string;
  /**
   * One call, an expression of a promise of `[status, body]`: the generated client's own call
   * of the operation, its arguments written as literals, so that the compiler checks them.
   */
  call(call: Call): string;
}

/** openapi-typescript's types, called through openapi-fetch. */
export const OPENAPI_FETCH: ClientKind = {
  name: "openapi-typescript + openapi-fetch",
  head: () =>
    'import createClient from "openapi-fetch";\n' +
    'import type { paths } from "./generated/schema";\n' +
    "const client = createClient<paths>({ baseUrl: BASE });\n",
  call(call) {
    const params = [
      isEmpty(call.pathArguments) ? "" : `path: ${literal(call.pathArguments)}`,
      isEmpty(call.query) ? "" : `query: ${literal(call.query)}`,
    ].filter((part) => part !== "");
    const options = [
      params.length === 0 ? "" : `params: { ${params.join(", ")} }`,
      call.body === undefined ? "" : `body: ${literal(call.body)}`,
    ].filter((part) => part !== "");
    const args = options.length === 0 ? "" : `, { ${options.join(", ")} }`;
    return `client.${call.method}(${literal(call.path)}${args}).then(` +
      "(r) => [r.response.status, r.data ?? r.error] as const)";
  },
};

/** @hey-api/openapi-ts's SDK, on its own fetch client. */
export const HEY_API: ClientKind = {
  name: "@hey-api/openapi-ts",
  head: (calls) =>
    `import { ${calls.map((call) => camelCase(call.id)).join(", ")} } from ` +
    '"./generated/sdk.gen";\n' +
    'import { client } from "./generated/client.gen";\n' +
    "client.setConfig({ baseUrl: BASE });\n",
  call(call) {
    const options = [
      isEmpty(call.pathArguments) ? "" : `path: ${literal(call.pathArguments)}`,
      isEmpty(call.query) ? "" : `query: ${literal(call.query)}`,
      call.body === undefined ? "" : `body: ${literal(call.body)}`,
    ].filter((part) => part !== "");
    const args = options.length === 0 ? "" : `{ ${options.join(", ")} }`;
    return `${camelCase(call.id)}(${args}).then(` +
      "(r) => [r.response.status, r.data ?? r.error] as const)";
  },
};

/** orval's functions, on axios (its default client). */
export const ORVAL: ClientKind = {
  name: "orval",
  head: (calls) =>
    'import axios from "axios";\n' +
    `import { ${calls.map((call) => camelCase(call.id)).join(", ")} } from ` +
    '"./generated/api";\n' +
    // Configuration, not an edit: the base URL, and every status answered rather than thrown.
    "axios.defaults.baseURL = BASE;\n" +
    "axios.defaults.validateStatus = () => true;\n",
  call(call) {
    const args = [
      ...Object.values(call.pathArguments).map(literal),
      ...(isEmpty(call.query) ? [] : [literal(call.query)]),
      ...(call.body === undefined ? [] : [literal(call.body)]),
    ];
    return `${camelCase(call.id)}(${args.join(", ")}).then((r) => [r.status, r.data] as const)`;
  },
};

/**
 * The program: every call in turn against `base`, then one line of JSON on stdout,
 * `[[id, status, body], ...]`. A call that throws ends it with an unhandled rejection (status 1).
 */
export function program(kind: ClientKind, calls: readonly Call[], base: string): string {
  const lines = calls.map((call) =>
    `  results.push([${literal(call.id)}, ...(await ${kind.call(call)})]);`
  );
  return `const BASE = ${literal(base)};\n` + kind.head(calls) +
    "async function main(): Promise<void> {\n" +
    "  const results: unknown[] = [];\n" + lines.join("\n") + "\n" +
    "  console.log(JSON.stringify(results));\n}\n" +
    "await main();\n";
}
