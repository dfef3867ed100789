/**
 * The HTTP face of an operation: its route, GET (arguments in the query string) and POST (a JSON
 * body), or the one method it declares, with its path parameters as arguments too.
 *
 * @module
 */
import type { Context, Operation } from "../operations/mod.ts";
import { StatusAnswer } from "../operations/mod.ts";
import type { Route } from "../router.ts";
import { bodyLimitFor, readJsonObject } from "./body.ts";
import { HttpError } from "./errors.ts";
import { firstQueryName, queryKinds, queryToInput } from "./query.ts";
import { jsonResponse } from "./response.ts";
import type { RequestContext } from "./scope.ts";

/**
 * The path of an operation as the router matches it: each `{name}` parameter as URLPattern's
 * `:name`.
 */
export function routePath(operation: Pick<Operation, "path">): string {
  return operation.path.replace(/\{([a-z_]+)\}/g, ":$1");
}

/**
 * The route of one operation of the table. Each request notes the operation and whether it was
 * seeded in its context; an operation that reaches past draws runs with a context that carries
 * the request's, where the draws note where its draw came from and whose id their log names.
 */
export function operationRoute(
  operation: Operation,
  context: Context,
  now: () => number = Date.now,
): Route {
  const kinds = queryKinds(operation.input.entries);
  const withPath = pathArgumentsOf(operation);
  // A body is read within what the operation's largest valid input needs, and a key given twice
  // is named as the operation's argument or as one it does not take.
  const bodyLimit = bodyLimitFor(operation.input);
  const takes = (name: string) => Object.hasOwn(operation.input.entries, name);
  // What reaches past draws runs with the request (its draws log names it); what writes, with
  // its client too (the register's budget).
  const perRequest = operation.external || !operation.readOnly;
  const run = (input: Record<string, unknown>, ctx: RequestContext): unknown => {
    ctx.operation = operation.name;
    if (operation.seeded) ctx.seeded = input.seed !== undefined;
    return operation.respond(
      input,
      perRequest ? { ...context, request: ctx, client: ctx.client } : context,
    );
  };
  const methods: Route["methods"] = {};
  if (operation.methods.includes("GET")) {
    methods.GET = (request, ctx) => {
      const input = withPath(queryToInput(ctx.query, kinds), ctx.params);
      return respond(
        request,
        ctx,
        run(input, ctx),
        (body) => operation.cacheControl({ input, answer: body, now: now() }),
      );
    };
  }
  if (operation.methods.includes("POST")) {
    methods.POST = async (request, ctx) => {
      const name = firstQueryName(ctx.query);
      if (name !== null) {
        throw new HttpError(
          "unknown_argument",
          "a POST takes its arguments in the JSON body, not in the query string",
          { field: name },
        );
      }
      const body = withPath(
        await readJsonObject(request, bodyLimit, takes, ctx.takeToken),
        ctx.params,
      );
      return respond(request, ctx, run(body, ctx), noStore);
    };
  }
  return { path: routePath(operation), methods };
}

/** A POST's answer is kept by no cache, whatever the operation: it may be a write. */
const noStore = () => "no-store";

/**
 * The JSON answer to a request of an operation's result, or of the promise of one, with the
 * `Cache-Control` that `cacheOf` gives its body.
 */
function respond(
  request: Request,
  ctx: RequestContext,
  result: unknown,
  cacheOf: (body: unknown) => string,
): Response | Promise<Response> {
  return result instanceof Promise
    ? result.then((body) => answerOf(request, ctx, body, cacheOf))
    : answerOf(request, ctx, result, cacheOf);
}

/**
 * The JSON answer of a result, with its status when it carries one other than 200 (a record just
 * created is 201).
 */
function answerOf(
  request: Request,
  ctx: RequestContext,
  result: unknown,
  cacheOf: (body: unknown) => string,
): Response | Promise<Response> {
  if (!(result instanceof StatusAnswer)) return jsonResponse(request, ctx, result, cacheOf(result));
  return jsonResponse(request, ctx, result.body, cacheOf(result.body), result.status);
}

/**
 * Adds an operation's path parameters, as the router read them and percent-decoded, to the
 * arguments of its query or body; the arguments as they are for a path without parameters. A
 * path parameter given again in the query or the body is an unknown argument there.
 */
function pathArgumentsOf(
  operation: Operation,
): (input: Record<string, unknown>, params: Readonly<Record<string, string>>) => Record<
  string,
  unknown
> {
  if (operation.pathParameters.length === 0) return (input) => input;
  return (input, params) => {
    const values: Record<string, unknown> = { ...input };
    for (const name of operation.pathParameters) {
      if (Object.hasOwn(input, name)) {
        throw new HttpError(
          "unknown_argument",
          `${name} is given in the path, and only there`,
          { field: name },
        );
      }
      try {
        values[name] = decodeURIComponent(params[name] ?? "");
      } catch {
        throw new HttpError("invalid_argument", `${name} is not a well-encoded path segment`, {
          field: name,
        });
      }
    }
    return values;
  };
}
