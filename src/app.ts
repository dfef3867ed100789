/**
 * The application: configuration, operations and router wired into one fetch handler.
 *
 * @module
 */
import type { Config } from "./config.ts";
import { lazyDrawsService } from "./draws/lazy.ts";
import type { DrawsService } from "./draws/mod.ts";
import { createDrawsService, logJsonLine } from "./draws/service.ts";
import { createHealthLimit, HEALTH_PATH, healthRoute } from "./health.ts";
import { asHttpError, ClientAbortError, HttpError } from "./http/errors.ts";
import { operationRoute } from "./http/operation.ts";
import {
  clientKey,
  createInFlightLimit,
  createRateLimiter,
  inFlightRefusal,
  rateLimitField,
  rateLimitPolicy,
} from "./http/rate_limit.ts";
import { authorityOf, authorityProblem } from "./http/authority.ts";
import { requestIdOf } from "./http/request_id.ts";
import { type RequestContext, requestContext } from "./http/scope.ts";
import { createTimeLimit } from "./http/time_limit.ts";
import { activeSpan, describeSpan } from "./http/trace.ts";
import { answerHeaders, errorResponse, EXPOSED_HEADERS, isWhole } from "./http/response.ts";
import type { Game } from "./games/mod.ts";
import type { RegisterBudget } from "./giveaway/budget.ts";
import { createGiveawayRegister } from "./giveaway/register.ts";
import { type GateVerdict, logRoutes, registerGate, registerOptions } from "./log/routes.ts";
import { witnessRoutes } from "./log/witness_routes.ts";
import { mcpRoutes } from "./mcp/routes.ts";
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
  log?: DrawsLogOption;
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
  /**
   * What the register takes in an hour, per client and in all (default `DEFAULT_BUDGET`,
   * src/giveaway/budget.ts); tests that register many giveaways pass a larger one.
   */
  registerBudget?: RegisterBudget;
}

/** Where source failures are logged. */
type DrawsLogOption = NonNullable<Parameters<typeof createDrawsService>[1]>["log"];

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
  /** Closes what it opened itself (the register's KV in memory, when it was given no KV). */
  close(): void;
  /**
   * Answers every request still waiting, at once, with 503 `shutting_down` (Retry-After,
   * `Connection: close`): at shutdown, before the process ends, so that none is left unanswered.
   * Says how many.
   */
  cutPending(): number;
}

/**
 * The context that operations run with, made from the application's options: one function, so
 * that HTTP, the MCP servers over HTTP and the stdio MCP servers (mcp.ts) all run with the same.
 */
export function createContext(
  options: Pick<
    AppOptions,
    "config" | "freshSeed" | "kv" | "fetch" | "now" | "log" | "registerBudget"
  >,
): Context & { draws: DrawsService; openKv: () => Promise<Deno.Kv>; close(): void } {
  const now = options.now ?? Date.now;
  const kv = options.kv;
  // The KV in memory that the register opens when given none, closed with the application.
  let own: Deno.Kv | undefined;
  const openOwn = async () => own ??= await Deno.openKv(":memory:");
  return {
    freshSeed: options.freshSeed ?? freshSeed,
    // Made once KV is open; until then a request for a draw waits for it.
    draws: lazyDrawsService(async () =>
      createDrawsService(options.config, {
        kv: typeof kv === "function" ? await kv() : kv,
        fetch: options.fetch,
        now: options.now,
        log: options.log ?? logJsonLine,
      })
    ),
    register: createGiveawayRegister(
      kv ?? openOwn,
      now,
      registerOptions(options.config, options.registerBudget),
    ),
    now,
    publicUrl: options.config.publicUrl,
    // The witness keeps its state in the same KV (under its own keys), so that the KV opened
    // here is the only one, and is closed with the application.
    openKv: typeof kv === "function" ? kv : kv === undefined ? openOwn : () => Promise.resolve(kv),
    close() {
      own?.close();
      own = undefined;
    },
  };
}

/** Builds the application. It does no I/O until a request comes. */
export function createApp(options: AppOptions): App {
  const context = createContext(options);
  const now = options.now ?? Date.now;
  const operations = options.operations ?? OPERATIONS;
  const gate = registerGate(options.config, context);
  const routes: Route[] = [
    ...operations.map((operation) => operationRoute(operation, context, now)),
    ...mcpRoutes(operations, context, options.config, gate),
    ...pageRoutes(operations, { publicUrl: options.config.publicUrl, games: options.games }),
    healthRoute(context.draws),
    ...witnessRoutes(options.config, context.openKv, now),
    ...logRoutes(context, options.config),
  ];
  const router = createRouter(routes);
  const { requestTimeoutMs, rateLimitPerMinute, accessLog, tracing } = options.config;
  const requestLog = options.requestLog ?? writeRequestLine;
  const withinTime = createTimeLimit(
    requestTimeoutMs,
    () =>
      new HttpError("request_timeout", `the request took longer than ${requestTimeoutMs} ms`, {
        // No keep-alive after it (issue 30, defect 5). A declared body that never comes still holds
        // its connection: Deno closes it only once the body is in, which no handler can change.
        headers: { "retry-after": "1", "connection": "close" },
      }),
  );

  /**
   * The answer to an error: a client abort is logged as such, a bug as an internal error with
   * its stack, each as one line with the request's id.
   */
  const answerError = (error: unknown, request: Request, ctx: RequestContext): Response => {
    if (error instanceof ClientAbortError) {
      requestLog({ ...lineOf("info", "client_abort", request, ctx), error: error.message });
    }
    return errorResponse(
      asHttpError(error, (internal) =>
        requestLog({
          ...lineOf("error", "internal_error", request, ctx),
          error: String(internal),
          stack: internal instanceof Error ? internal.stack ?? null : null,
        })),
      ctx,
    );
  };

  /** Answers one request, its context filled in on the way; never throws, never rejects. */
  const answer = (request: Request, ctx: RequestContext): Response | Promise<Response> => {
    try {
      const response = router(request, ctx);
      if (!(response instanceof Promise)) return finish(response, ctx);
      return withinTime(response).then(
        (answered) => finish(answered, ctx),
        (error) => answerError(error, request, ctx),
      );
    } catch (error) {
      return answerError(error, request, ctx);
    }
  };

  const limit = rateLimitPerMinute > 0
    ? createRateLimiter({ perMinute: rateLimitPerMinute, now: options.now })
    : undefined;
  const policy = rateLimitPolicy(rateLimitPerMinute);
  const healthLimit = limit === undefined ? undefined : createHealthLimit(options.now);
  const inFlight = limit === undefined ? undefined : createInFlightLimit();
  // The authority of the last request whose Host was checked and fine: a request to the same one
  // (nearly every request) needs no second look.
  let checkedAuthority: string | undefined;

  /**
   * The answer that refuses a request before any route sees it: a `Host` that names no host, or
   * a client over its health checks, its requests in flight or its rate limit; undefined when it
   * may go on (its token taken, and the means to take more and to end its turn noted in its
   * context).
   */
  const refusal = (request: Request, ctx: RequestContext) => {
    const authority = authorityOf(request);
    if (authority !== checkedAuthority) {
      const problem = authorityProblem(authority);
      if (problem !== undefined) return errorResponse(problem, ctx);
      checkedAuthority = authority;
    }
    // A CORS preflight costs nothing: a browser sends one before each JSON POST, and one refused
    // with a 429 would be read as a CORS failure, its Retry-After unseen.
    if (limit === undefined || request.method === "OPTIONS") return undefined;
    const client = ctx.client!;
    if (ctx.pathname === HEALTH_PATH) {
      const refused = healthLimit!(client);
      return refused === undefined ? undefined : errorResponse(refused, ctx);
    }
    // Refused before a token is taken: a request not answered costs nothing of the quota.
    const release = inFlight!.enter(client);
    if (release === undefined) return errorResponse(inFlightRefusal(), ctx);
    const verdict = limit(client);
    ctx.rate = { policy, field: rateLimitField(verdict) };
    if (verdict.allowed) {
      // The request's own token is taken; its handler may take more (an MCP batch's calls).
      ctx.takeToken = () => limit(client);
      ctx.release = release;
      return undefined;
    }
    release();
    const retryAfter = `${verdict.retryAfterSeconds}`;
    return errorResponse(
      new HttpError(
        "rate_limited",
        `too many requests: at most ${rateLimitPerMinute} a minute; try again in ${retryAfter} s`,
        { headers: { "retry-after": retryAfter } },
      ),
      ctx,
    );
  };

  /**
   * Answers a request that came over the network: refused first when it must be, then through
   * the register's gate (its own refusals, and its turns); the client's turn in flight ends with
   * the answer.
   */
  const admit = (request: Request, ctx: RequestContext): Response | Promise<Response> => {
    const refused = refusal(request, ctx);
    if (refused !== undefined) return refused;
    const gated = gate(request, ctx);
    if (gated === undefined && ctx.release === undefined) return answer(request, ctx);
    const run = (verdict: GateVerdict): Response | Promise<Response> => {
      if (verdict instanceof HttpError) {
        ctx.release?.();
        return errorResponse(verdict, ctx);
      }
      const ended = () => {
        verdict?.();
        ctx.release?.();
      };
      const response = answer(request, ctx);
      if (!(response instanceof Promise)) {
        ended();
        return response;
      }
      return response.then((answered) => {
        ended();
        return answered;
      });
    };
    return gated instanceof Promise ? gated.then(run) : run(gated);
  };

  return {
    routes,
    draws: context.draws,
    close: context.close,
    cutPending: () =>
      withinTime.cutAll(() =>
        new HttpError("shutting_down", "this instance is stopping: try again", {
          headers: { "retry-after": "1", "connection": "close" },
        })
      ),
    fetch(request) {
      return answer(request, requestContext(request.url, requestIdOf(null)));
    },
    serve(request, info) {
      const url = request.url;
      const ctx = requestContext(url, requestIdOf(request.headers.get("x-request-id")));
      ctx.client = clientKey(clientOf(info));
      if (!accessLog && !tracing) return admit(request, ctx);
      const started = performance.now();
      const span = tracing ? activeSpan() : undefined;
      const done = (response: Response): Response => {
        if (accessLog) {
          requestLog({
            ...lineOf("info", "request", request, ctx),
            status: response.status,
            duration_ms: Math.round((performance.now() - started) * 10) / 10,
            operation: ctx.operation ?? null,
            seeded: ctx.seeded ?? null,
            cache: ctx.cache ?? null,
          });
        }
        if (span !== undefined) describeSpan(span, request.method, ctx);
        return response;
      };
      const response = admit(request, ctx);
      return response instanceof Promise ? response.then(done) : done(response);
    },
  };
}

/**
 * An answer with the headers every answer carries ({@linkcode answerHeaders}), set on it when it
 * was not made with them (a page, an MCP answer, a preflight): the headers a script may read
 * after those the answer names itself, as MCP's do, and `Cache-Control: no-store` unless the
 * answer set its own (a page, an asset).
 */
function finish(response: Response, ctx: RequestContext): Response {
  if (isWhole(response)) return response;
  const headers = response.headers;
  const own = headers.get("access-control-expose-headers");
  const common = answerHeaders(ctx, "", headers.get("cache-control") ?? "no-store");
  if (own !== null) common["access-control-expose-headers"] = `${own}, ${EXPOSED_HEADERS}`;
  for (const [name, value] of Object.entries(common)) {
    if (name !== "content-type") headers.set(name, value);
  }
  return response;
}

function lineOf(
  level: RequestLogLine["level"],
  event: RequestLogLine["event"],
  request: Request,
  ctx: RequestContext,
): RequestLogLine {
  return { level, event, request_id: ctx.id, method: request.method, route: ctx.route };
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
