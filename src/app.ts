/**
 * The application: configuration, operations and router wired into one fetch handler.
 *
 * @module
 */
import type { Config } from "./config.ts";
import { createDrawsService, type DrawsLog, type DrawsService } from "./draws/mod.ts";
import { healthRoute, isHealthCheck } from "./health.ts";
import { readJsonObject } from "./http/body.ts";
import { asHttpError, HttpError } from "./http/errors.ts";
import { firstQueryName, queryKinds, queryToInput } from "./http/query.ts";
import { createRateLimiter } from "./http/rate_limit.ts";
import { createTimeLimit } from "./http/time_limit.ts";
import { errorResponse, jsonResponse } from "./http/response.ts";
import { createGiveawayRegister } from "./giveaway/register.ts";
import { mcpRoutes } from "./mcp/routes.ts";
import { type Context, type Operation, OPERATIONS, StatusAnswer } from "./operations/mod.ts";
import { pageRoutes } from "./pages/mod.ts";
import { freshSeed } from "./random/mod.ts";
import { createRouter, type Handler, type Route } from "./router.ts";

/** What the application is made from. */
export interface AppOptions {
  /** The resolved configuration. */
  config: Config;
  /** The source of fresh seeds; the platform CSPRNG unless given (tests pass their own). */
  freshSeed?: () => Uint8Array;
  /**
   * Where past draws and the giveaway register are kept across restarts (main.ts opens it); when
   * left out, draws are kept in memory and the register in a KV in memory, opened on first use.
   */
  kv?: Deno.Kv;
  /** The fetch that reaches the sources of past draws (tests pass their own). */
  fetch?: typeof fetch;
  /** The clock, in ms since the epoch, that the draw schedules are read with (tests pass their own). */
  now?: () => number;
  /** Where source failures are logged (default: JSON lines on stderr; tests pass their own). */
  log?: DrawsLog;
}

/** The application: one fetch handler, and the handler that faces the network. */
export interface App {
  /**
   * Answers one request, synchronously where it can, within the configured time limit; never
   * throws, never rejects.
   */
  fetch(request: Request): Response | Promise<Response>;
  /**
   * The `Deno.serve` handler: {@linkcode App.fetch} behind the per-client rate limit (when the
   * configuration sets one), the client being the address the request came from.
   */
  serve(request: Request, info: Deno.ServeHandlerInfo): Response | Promise<Response>;
  /** The routes it serves, so that tests can hold them against the OpenAPI document. */
  readonly routes: readonly Route[];
  /** Its draws service, which main.ts refreshes on a schedule. */
  readonly draws: DrawsService;
}

/**
 * The context that operations run with, made from the application's options: one function, so
 * that HTTP, the MCP servers over HTTP and the stdio MCP servers (mcp.ts) all run with the same.
 */
export function createContext(options: AppOptions): Context & { draws: DrawsService } {
  const now = options.now ?? Date.now;
  return {
    freshSeed: options.freshSeed ?? freshSeed,
    draws: createDrawsService(options.config, {
      kv: options.kv,
      fetch: options.fetch,
      now: options.now,
      log: options.log,
    }),
    register: createGiveawayRegister(options.kv ?? (() => Deno.openKv(":memory:")), now),
    now,
    publicUrl: options.config.publicUrl,
  };
}

/** Builds the application. It does no I/O until a request comes. */
export function createApp(options: AppOptions): App {
  const context = createContext(options);
  const routes: Route[] = [
    ...OPERATIONS.map((operation) => operationRoute(operation, context)),
    ...mcpRoutes(OPERATIONS, context, options.config),
    ...pageRoutes(OPERATIONS, { publicUrl: options.config.publicUrl }),
    healthRoute(context.draws),
  ];
  const router = createRouter(routes);
  const { requestTimeoutMs, rateLimitPerMinute } = options.config;
  const withinTime = createTimeLimit(
    requestTimeoutMs,
    () =>
      new HttpError("request_timeout", `the request took longer than ${requestTimeoutMs} ms`, {
        headers: { "retry-after": "1" },
      }),
  );
  const fetch = (request: Request): Response | Promise<Response> => {
    try {
      const response = router(request);
      if (!(response instanceof Promise)) return withCors(response);
      return withinTime(response).then(withCors, answerError);
    } catch (error) {
      return answerError(error);
    }
  };
  const limit = rateLimitPerMinute > 0
    ? createRateLimiter({ perMinute: rateLimitPerMinute, now: options.now })
    : undefined;
  return {
    routes,
    draws: context.draws,
    fetch,
    serve(request, info) {
      if (limit === undefined || isHealthCheck(request.url)) return fetch(request);
      const verdict = limit(clientOf(info));
      if (verdict.allowed) return fetch(request);
      const retryAfter = `${verdict.retryAfterSeconds}`;
      return answerError(
        new HttpError(
          "rate_limited",
          `too many requests: at most ${rateLimitPerMinute} a minute; try again in ${retryAfter} s`,
          { headers: { "retry-after": retryAfter } },
        ),
      );
    },
  };
}

function clientOf(info: Deno.ServeHandlerInfo): string {
  const address = info.remoteAddr as Deno.Addr;
  return "hostname" in address ? address.hostname : address.transport;
}

function withCors(response: Response): Response {
  response.headers.set("access-control-allow-origin", "*");
  return response;
}

function answerError(error: unknown): Response {
  return withCors(errorResponse(asHttpError(error)));
}

/** The JSON answer to a request of an operation's result, or of the promise of one. */
function answer(request: Request, result: unknown): Response | Promise<Response> {
  return result instanceof Promise
    ? result.then((body) => answerNow(request, body))
    : answerNow(request, result);
}

/** The JSON answer of a result, with its status when it carries one other than 200. */
function answerNow(request: Request, result: unknown): Response | Promise<Response> {
  if (!(result instanceof StatusAnswer)) return jsonResponse(request, result);
  const status = result.status;
  const response = jsonResponse(request, result.body);
  const withStatus = (done: Response) =>
    status === 200 ? done : new Response(done.body, { status, headers: done.headers });
  return response instanceof Promise ? response.then(withStatus) : withStatus(response);
}

/**
 * The path of an operation as the router matches it: each `{name}` parameter as URLPattern's
 * `:name`.
 */
export function routePath(operation: Operation): string {
  return operation.path.replace(/\{([a-z_]+)\}/g, ":$1");
}

/**
 * The routes of one operation: GET (arguments in the query string) and POST (a JSON body), or
 * the one it declares, with its path parameters as arguments too.
 */
export function operationRoute(operation: Operation, context: Context): Route {
  const kinds = queryKinds(operation.input.entries);
  const pathArguments = pathArgumentsOf(operation);
  const methods: Route["methods"] = {};
  const get: Handler = (request, target) =>
    answer(
      request,
      operation.respond(pathArguments(queryToInput(target.query, kinds), target.pathname), context),
    );
  const post: Handler = async (request, target) => {
    const name = firstQueryName(target.query);
    if (name !== null) {
      throw new HttpError(
        "unknown_argument",
        "a POST takes its arguments in the JSON body, not in the query string",
        { field: name },
      );
    }
    const body = await readJsonObject(request);
    return answer(request, operation.respond(pathArguments(body, target.pathname), context));
  };
  if (operation.methods.includes("GET")) methods.GET = get;
  if (operation.methods.includes("POST")) methods.POST = post;
  return { path: routePath(operation), methods };
}

/**
 * Adds an operation's path parameters, read from a request's path and percent-decoded, to the
 * arguments of its query or body; the arguments as they are for a path without parameters. A
 * path parameter given again in the query or the body is an unknown argument there.
 */
function pathArgumentsOf(
  operation: Operation,
): (input: Record<string, unknown>, pathname: string) => Record<string, unknown> {
  if (operation.pathParameters.length === 0) return (input) => input;
  const pattern = new URLPattern({ pathname: routePath(operation) });
  return (input, pathname) => {
    const groups = pattern.exec({ pathname })?.pathname.groups ?? {};
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
        values[name] = decodeURIComponent(groups[name] ?? "");
      } catch {
        throw new HttpError("invalid_argument", `${name} is not a well-encoded path segment`, {
          field: name,
        });
      }
    }
    return values;
  };
}
