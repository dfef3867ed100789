/**
 * The application: configuration, operations and router wired into one fetch handler.
 *
 * @module
 */
import type { Config } from "./config.ts";
import { createDrawsService } from "./draws/mod.ts";
import { readJsonObject } from "./http/body.ts";
import { asHttpError, HttpError } from "./http/errors.ts";
import { queryKinds, queryToInput } from "./http/query.ts";
import { errorResponse, jsonResponse } from "./http/response.ts";
import { mcpRoutes } from "./mcp/mod.ts";
import { type Context, type Operation, OPERATIONS } from "./operations/mod.ts";
import { pageRoutes } from "./pages/mod.ts";
import { freshSeed } from "./random/mod.ts";
import { createRouter, type Route } from "./router.ts";

/** What the application is made from. */
export interface AppOptions {
  /** The resolved configuration. */
  config: Config;
  /** The source of fresh seeds; the platform CSPRNG unless given (tests pass their own). */
  freshSeed?: () => Uint8Array;
  /** Where past draws are kept across restarts (main.ts opens it); memory alone when left out. */
  kv?: Deno.Kv;
  /** The fetch that reaches the sources of past draws (tests pass their own). */
  fetch?: typeof fetch;
  /** The clock, in ms since the epoch, that the draw schedules are read with (tests pass their own). */
  now?: () => number;
}

/** The application: one fetch handler. */
export interface App {
  /** Answers one request; never throws. */
  fetch(request: Request): Promise<Response>;
  /** The routes it serves, so that tests can hold them against the OpenAPI document. */
  readonly routes: readonly Route[];
}

/**
 * The context that operations run with, made from the application's options: one function, so
 * that HTTP, the MCP servers over HTTP and the stdio MCP servers (mcp.ts) all run with the same.
 */
export function createContext(options: AppOptions): Context {
  return {
    freshSeed: options.freshSeed ?? freshSeed,
    draws: createDrawsService(options.config, {
      kv: options.kv,
      fetch: options.fetch,
      now: options.now,
    }),
  };
}

/** Builds the application. It does no I/O until a request comes. */
export function createApp(options: AppOptions): App {
  const context = createContext(options);
  const routes: Route[] = [
    ...OPERATIONS.map((operation) => operationRoute(operation, context)),
    ...mcpRoutes(OPERATIONS, context),
    ...pageRoutes(OPERATIONS),
  ];
  const router = createRouter(routes);
  return {
    routes,
    async fetch(request) {
      let response: Response;
      try {
        response = await router(request);
      } catch (error) {
        response = errorResponse(asHttpError(error));
      }
      response.headers.set("access-control-allow-origin", "*");
      return response;
    },
  };
}

/** The GET and POST routes of one operation. */
export function operationRoute(operation: Operation, context: Context): Route {
  const kinds = queryKinds(operation.input.entries);
  return {
    path: operation.path,
    methods: {
      GET: async (_request, url) =>
        jsonResponse(await operation.run(queryToInput(url.searchParams, kinds), context)),
      POST: async (request, url) => {
        if (url.search !== "") {
          const [name] = url.searchParams.keys();
          throw new HttpError(
            "unknown_argument",
            "a POST takes its arguments in the JSON body, not in the query string",
            { field: name ?? null },
          );
        }
        return jsonResponse(await operation.run(await readJsonObject(request), context));
      },
    },
  };
}
