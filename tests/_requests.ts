/**
 * The HTTP requests that call an operation with given arguments, built from the operation's own
 * declaration (its methods and path parameters), so that a suite reaches every operation of the
 * table, a new one included, by each method it answers.
 *
 * @module
 */
import type { Operation } from "../src/operations/mod.ts";

/** One way of calling an operation: the method, and the request. */
export interface OperationRequest {
  /** `GET` (arguments in the path and query) or `POST` (arguments in a JSON body). */
  method: "GET" | "POST";
  /** The request. */
  request: Request;
}

/**
 * A query string of plain arguments as API.md spells them: a list comma-separated, anything else
 * as its text. No leading `?`; empty when there are none.
 */
export function queryOfArguments(args: Readonly<Record<string, unknown>>): string {
  return new URLSearchParams(
    Object.entries(args).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(",") : String(value),
    ]),
  ).toString();
}

/**
 * The requests that call `operation` with `args` at `base` (an origin, e.g. `http://x:8000`), one
 * per method it answers: GET with the path parameters in the path and the rest in the query, POST
 * with the arguments as a JSON body (the path parameters, if any, in the path).
 */
export function requestsOf(
  base: string,
  operation: Pick<Operation, "path" | "methods" | "pathParameters">,
  args: Readonly<Record<string, unknown>>,
): OperationRequest[] {
  const rest: Record<string, unknown> = { ...args };
  let path = operation.path;
  for (const name of operation.pathParameters) {
    path = path.replace(`{${name}}`, encodeURIComponent(String(args[name] ?? "")));
    delete rest[name];
  }
  return operation.methods.map((method) => {
    if (method === "GET") {
      const query = queryOfArguments(rest);
      return { method, request: new Request(`${base}${path}${query === "" ? "" : `?${query}`}`) };
    }
    return {
      method,
      request: new Request(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(rest),
      }),
    };
  });
}
