/**
 * The application: configuration, operations and router wired into one fetch handler.
 *
 * @module
 */
import type { Config } from "./config.ts";
import { lazyDrawsService } from "./draws/lazy.ts";
import type { DrawsLog, DrawsService } from "./draws/mod.ts";
import { createDrawsService, logJsonLine } from "./draws/service.ts";
import { healthRoute, isHealthCheck } from "./health.ts";
import { readJsonObject } from "./http/body.ts";
import { asHttpError, ClientAbortError, HttpError } from "./http/errors.ts";
import { firstQueryName, queryKinds, queryToInput } from "./http/query.ts";
import {
  bindTokens,
  createRateLimiter,
  rateLimitField,
  rateLimitPolicy,
} from "./http/rate_limit.ts";
import { currentRequestId, requestIdOf, withRequestId } from "./http/request_id.ts";
import type { RequestScope } from "./http/scope.ts";
import { createTimeLimit } from "./http/time_limit.ts";
import { errorResponse, jsonResponse } from "./http/response.ts";
import type { Game } from "./games/mod.ts";
import { createGiveawayRegister } from "./giveaway/register.ts";
import { mcpRoutes } from "./mcp/routes.ts";
import { StatusAnswer } from "./operations/status_answer.ts";
import { type Context, type Operation, OPERATIONS } from "./operations/mod.ts";
import { pageRoutes } from "./pages/routes.ts";
import { freshSeed } from "./random/mod.ts";
import { createRouter, type Route } from "./router.ts";

/** What the application is made from. */
export interface AppOptions {
  /** The resolved configuration. */
  config: Config;
  /** The source of fresh seeds; the platform CSPRNG unless given (tests pass their own). */
  freshSeed?: () => Uint8Array;
  /**
   * Where past draws and the giveaway register are kept across restarts, or what gives it once
   * opened (main.ts's, which the server does not wait for before listening: only a request that
   * needs KV waits for it). When left out, draws are kept in memory and the register in a KV in
   * memory, opened on first use.
   */
  kv?: Deno.Kv | (() => Promise<Deno.Kv>);
  /** The fetch that reaches the sources of past draws (tests pass their own). */
  fetch?: typeof fetch;
  /** The clock, in ms since the epoch, that the draw schedules are read with (tests pass their own). */
  now?: () => number;
  /** Where source failures are logged (default: JSON lines on stderr; tests pass their own). */
  log?: DrawsLog;
  /**
   * Where the lines about one request go: the access log (when the configuration turns it on),
   * client aborts and internal errors, each with the request's id (default: one JSON line, on
   * stderr for errors and stdout otherwise; tests pass their own).
   */
  requestLog?: (line: RequestLogLine) => void;
  /**
   * The operation table every face is built from (default {@linkcode OPERATIONS}); tests pass
   * a copy with a scratch operation to prove that the faces follow the table.
   */
  operations?: readonly Operation[];
  /**
   * The games the page names (default the registry's `GAMES`); given with `operations` built over
   * the same games (`createOperationTable`).
   */
  games?: readonly Game[];
}

/** One line about one request, always with its id. */
export interface RequestLogLine {
  /** `info` for the access log and client aborts, `error` for a bug. */
  level: "info" | "error";
  /** `request` (the access log), `client_abort` or `internal_error`. */
  event: "request" | "client_abort" | "internal_error";
  /** The request's `X-Request-Id`. */
  request_id: string;
  /** The method. */
  method: string;
  /** The route's path pattern, or null when no route matched. */
  route: string | null;
  /** Further fields: status, duration, operation, cache outcome; an error's message and stack. */
  [field: string]: unknown;
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
export function createContext(
  options: Pick<AppOptions, "config" | "freshSeed" | "kv" | "fetch" | "now" | "log">,
): Context & { draws: DrawsService } {
  const now = options.now ?? Date.now;
  const kv = options.kv;
  return {
    freshSeed: options.freshSeed ?? freshSeed,
    // Made once KV is open; until then a request for a draw waits for it.
    draws: lazyDrawsService(async () =>
      createDrawsService(options.config, {
        kv: typeof kv === "function" ? await kv() : kv,
        fetch: options.fetch,
        now: options.now,
        log: withRequestIds(options.log ?? logJsonLine),
      })
    ),
    register: createGiveawayRegister(kv ?? (() => Deno.openKv(":memory:")), now),
    now,
    publicUrl: options.config.publicUrl,
  };
}

/**
 * A route whose handlers run with the request's id in the async context, so that the draws log
 * can name the request (see {@linkcode withRequestId}); the MCP routes, whose tools may reach past
 * draws. An operation's route does this itself, only when it reaches them: the async context is
 * Deno's OpenTelemetry module, which an answer that logs nothing does not load.
 */
function inRequestContext(route: Route): Route {
  const methods: Route["methods"] = {};
  for (const [method, handler] of Object.entries(route.methods)) {
    methods[method as keyof Route["methods"]] = (request, target, scope) =>
      withRequestId(scope?.requestId, () => handler(request, target, scope));
  }
  return { path: route.path, methods };
}

/** A draws log whose lines name the request they were written for, when there is one. */
function withRequestIds(log: DrawsLog): DrawsLog {
  return (entry) => {
    const requestId = currentRequestId();
    log(requestId === undefined ? entry : { ...entry, request_id: requestId });
  };
}

/**
 * The headers a browser script may read besides the simple ones: how long to wait, the request's
 * id, and where the client stands against the rate limit.
 */
const EXPOSED_HEADERS = "Retry-After, X-Request-Id, RateLimit, RateLimit-Policy";

/** A `Host` (or absolute request-target authority): a name or address, and a port perhaps. */
const AUTHORITY = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|\[[0-9A-Fa-f:.]+\])(?::([0-9]{1,5}))?$/;

/** The key under which OpenTelemetry keeps the active span in a context. */
const SPAN_KEY = Symbol.for("OpenTelemetry Context Key SPAN");

/** The part of an OpenTelemetry span this module uses. */
interface Span {
  updateName(name: string): void;
  setAttribute(key: string, value: string | boolean): void;
}

/** Builds the application. It does no I/O until a request comes. */
export function createApp(options: AppOptions): App {
  const context = createContext(options);
  const now = options.now ?? Date.now;
  const operations = options.operations ?? OPERATIONS;
  const routes: Route[] = [
    ...operations.map((operation) => operationRoute(operation, context, now)),
    ...mcpRoutes(operations, context, options.config).map(inRequestContext),
    ...pageRoutes(operations, { publicUrl: options.config.publicUrl, games: options.games }),
    healthRoute(context.draws),
  ];
  const router = createRouter(routes);
  const { requestTimeoutMs, rateLimitPerMinute, accessLog, tracing } = options.config;
  const requestLog = options.requestLog ?? writeRequestLine;
  const withinTime = createTimeLimit(
    requestTimeoutMs,
    () =>
      new HttpError("request_timeout", `the request took longer than ${requestTimeoutMs} ms`, {
        headers: { "retry-after": "1" },
      }),
  );

  /**
   * The answer to an error: a client abort is logged as such, a bug as an internal error with
   * its stack, each as one line with the request's id.
   */
  const answerError = (
    error: unknown,
    request: Request,
    scope: RequestScope,
    id: string,
  ): Response => {
    if (error instanceof ClientAbortError) {
      requestLog({ ...lineOf("info", "client_abort", request, scope, id), error: error.message });
    }
    return finish(errorResponse(asHttpError(error, (internal) =>
      requestLog({
        ...lineOf("error", "internal_error", request, scope, id),
        error: String(internal),
        stack: internal instanceof Error ? internal.stack ?? null : null,
      }))));
  };

  /** Answers one request, its scope filled in on the way; never throws, never rejects. */
  const answer = (
    request: Request,
    scope: RequestScope,
    id: string,
  ): Response | Promise<Response> => {
    try {
      const response = router(request, scope);
      if (!(response instanceof Promise)) return finish(response);
      return withinTime(response).then(
        finish,
        (error) => answerError(error, request, scope, id),
      );
    } catch (error) {
      return answerError(error, request, scope, id);
    }
  };

  const limit = rateLimitPerMinute > 0
    ? createRateLimiter({ perMinute: rateLimitPerMinute, now: options.now })
    : undefined;
  const policy = rateLimitPolicy(rateLimitPerMinute);
  return {
    routes,
    draws: context.draws,
    fetch(request) {
      const id = requestIdOf(null);
      return answer(request, { route: null, requestId: id }, id);
    },
    serve(request, info) {
      const started = performance.now();
      const span = tracing ? activeSpan() : undefined;
      const id = requestIdOf(request.headers.get("x-request-id"));
      const scope: RequestScope = { route: null, requestId: id };
      const done = (response: Response): Response => {
        response.headers.set("x-request-id", id);
        if (accessLog) {
          requestLog({
            ...lineOf("info", "request", request, scope, id),
            status: response.status,
            duration_ms: Math.round((performance.now() - started) * 10) / 10,
            operation: scope.operation ?? null,
            seeded: scope.seeded ?? null,
            cache: scope.cache ?? null,
          });
        }
        if (span !== undefined) describeSpan(span, request.method, scope, id);
        return response;
      };
      const problem = authorityProblem(request.url);
      if (problem !== undefined) return done(finish(errorResponse(problem)));
      let rate: string | undefined;
      if (limit !== undefined && !isHealthCheck(request.url)) {
        const client = clientOf(info);
        const verdict = limit(client);
        rate = rateLimitField(verdict);
        if (!verdict.allowed) {
          const retryAfter = `${verdict.retryAfterSeconds}`;
          const refused = errorResponse(
            new HttpError(
              "rate_limited",
              `too many requests: at most ${rateLimitPerMinute} a minute; try again in ` +
                `${retryAfter} s`,
              { headers: { "retry-after": retryAfter } },
            ),
          );
          return done(withRate(finish(refused), policy, rate));
        }
        // The request's own token is taken; its handler may take more (an MCP batch's calls).
        bindTokens(request, () => limit(client));
      }
      const response = answer(request, scope, id);
      if (response instanceof Promise) {
        return response.then((answered) => done(withRate(answered, policy, rate)));
      }
      return done(withRate(response, policy, rate));
    },
  };
}

/**
 * The headers every answer carries: CORS for any origin (the API is keyless and public), the
 * headers a script may read (after those the answer names itself, as MCP's do), `nosniff`, and
 * `Cache-Control: no-store` unless the answer set its own (an operation's GET, a page, an asset).
 */
function finish(response: Response): Response {
  const headers = response.headers;
  headers.set("access-control-allow-origin", "*");
  const own = headers.get("access-control-expose-headers");
  headers.set(
    "access-control-expose-headers",
    own === null ? EXPOSED_HEADERS : `${own}, ${EXPOSED_HEADERS}`,
  );
  headers.set("x-content-type-options", "nosniff");
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return response;
}

/** An answer with the rate-limit fields, when a limit applies to it. */
function withRate(response: Response, policy: string, rate: string | undefined): Response {
  if (rate !== undefined) {
    response.headers.set("ratelimit-policy", policy);
    response.headers.set("ratelimit", rate);
  }
  return response;
}

/**
 * Why a request's URL (made from its `Host`, or its absolute request-target) names no host, as
 * a 400; undefined when it is fine. RFC 9112 section 3.2 asks for a 400 on an invalid `Host`, and
 * nothing after this check may meet a URL that does not parse.
 */
function authorityProblem(url: string): HttpError | undefined {
  const start = url.indexOf("://") + 3;
  let end = url.indexOf("/", start);
  if (end === -1) end = url.length;
  const authority = url.slice(start, end);
  const match = AUTHORITY.exec(authority);
  if (match !== null && (match[1] === undefined || Number(match[1]) <= 65535)) return undefined;
  return new HttpError(
    "invalid_argument",
    `the Host header must be a host name or address with an optional port, got ` +
      JSON.stringify(authority.slice(0, 100)),
  );
}

/** The span Deno's OpenTelemetry made for the request being answered, if any. */
function activeSpan(): Span | undefined {
  return Deno.telemetry?.contextManager?.active()?.getValue(SPAN_KEY) as Span | undefined;
}

/**
 * Names a request's span by its route (`GET /api/v1/random/dice`; the method alone when no route
 * matched, so that made-up paths make no new names) and adds what is known of the request.
 */
function describeSpan(span: Span, method: string, scope: RequestScope, id: string): void {
  span.setAttribute("fairdraw.request_id", id);
  if (scope.route === null) return;
  span.updateName(`${method} ${scope.route}`);
  span.setAttribute("http.route", scope.route);
  if (scope.operation !== undefined) span.setAttribute("fairdraw.operation", scope.operation);
  if (scope.seeded !== undefined) span.setAttribute("fairdraw.seeded", scope.seeded);
  if (scope.cache !== undefined) span.setAttribute("fairdraw.draw_cache", scope.cache);
}

function lineOf(
  level: RequestLogLine["level"],
  event: RequestLogLine["event"],
  request: Request,
  scope: RequestScope,
  id: string,
): RequestLogLine {
  return { level, event, request_id: id, method: request.method, route: scope.route };
}

/** Writes a request's line as JSON: errors on stderr, the rest on stdout. */
function writeRequestLine(line: RequestLogLine): void {
  const text = JSON.stringify(line);
  if (line.level === "error") console.error(text);
  else console.log(text);
}

function clientOf(info: Deno.ServeHandlerInfo): string {
  const address = info.remoteAddr as Deno.Addr;
  return "hostname" in address ? address.hostname : address.transport;
}

/**
 * The JSON answer to a request of an operation's result, or of the promise of one, with the
 * `Cache-Control` that `cacheOf` gives its body.
 */
function respond(
  request: Request,
  result: unknown,
  cacheOf: (body: unknown) => string,
): Response | Promise<Response> {
  return result instanceof Promise
    ? result.then((body) => answerOf(request, body, cacheOf))
    : answerOf(request, result, cacheOf);
}

/**
 * The JSON answer of a result, with its status when it carries one other than 200 (a record just
 * created is 201).
 */
function answerOf(
  request: Request,
  result: unknown,
  cacheOf: (body: unknown) => string,
): Response | Promise<Response> {
  if (!(result instanceof StatusAnswer)) return jsonResponse(request, result, cacheOf(result));
  const status = result.status;
  const response = jsonResponse(request, result.body, cacheOf(result.body));
  const withStatus = (done: Response) =>
    status === 200 ? done : new Response(done.body, { status, headers: done.headers });
  return response instanceof Promise ? response.then(withStatus) : withStatus(response);
}

/** A POST's answer is kept by no cache, whatever the operation: it may be a write. */
const noStore = () => "no-store";

/**
 * The path of an operation as the router matches it: each `{name}` parameter as URLPattern's
 * `:name`.
 */
export function routePath(operation: Pick<Operation, "path">): string {
  return operation.path.replace(/\{([a-z_]+)\}/g, ":$1");
}

/** The route of one operation of the table. */
export function operationRoute(
  operation: Operation,
  context: Context,
  now: () => number = Date.now,
): Route {
  return { path: routePath(operation), methods: operationHandlers(operation, context, now) };
}

/**
 * The handlers of one operation: GET (arguments in the query string) and POST (a JSON body), or
 * the one it declares, with its path parameters as arguments too. Each request notes the
 * operation and whether it was seeded in its scope; an operation that reaches past draws is run
 * with a context that notes where its draw came from.
 */
function operationHandlers(
  operation: Operation,
  context: Context,
  now: () => number,
): Route["methods"] {
  const kinds = queryKinds(operation.input.entries);
  const pathArguments = pathArgumentsOf(operation);
  const run = (input: Record<string, unknown>, scope: RequestScope): unknown => {
    scope.operation = operation.name;
    if (operation.seeded) scope.seeded = input.seed !== undefined;
    const scoped = operation.external
      ? { ...context, onDraw: (outcome: RequestScope["cache"]) => scope.cache = outcome }
      : context;
    return operation.external
      ? withRequestId(scope.requestId, () => operation.respond(input, scoped))
      : operation.respond(input, scoped);
  };
  const methods: Route["methods"] = {};
  if (operation.methods.includes("GET")) {
    methods.GET = (request, target, scope = { route: operation.path }) => {
      const input = pathArguments(queryToInput(target.query, kinds), target.pathname);
      return respond(
        request,
        run(input, scope),
        (body) => operation.cacheControl({ input, answer: body, now: now() }),
      );
    };
  }
  if (operation.methods.includes("POST")) {
    methods.POST = async (request, target, scope = { route: operation.path }) => {
      const name = firstQueryName(target.query);
      if (name !== null) {
        throw new HttpError(
          "unknown_argument",
          "a POST takes its arguments in the JSON body, not in the query string",
          { field: name },
        );
      }
      const body = pathArguments(await readJsonObject(request), target.pathname);
      return respond(request, run(body, scope), noStore);
    };
  }
  return methods;
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
  // Compiled at the first request that needs it: the first URLPattern of a process loads
  // Deno's URLPattern code, which the start of a server that has not been asked yet need not.
  let pattern: URLPattern | undefined;
  return (input, pathname) => {
    pattern ??= new URLPattern({ pathname: routePath(operation) });
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
