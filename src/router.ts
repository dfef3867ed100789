/**
 * A hand-written URLPattern router: it matches a path, answers 404 for no path, 405 with `Allow`
 * for a method the path does not take, HEAD with the GET's answer, and preflight OPTIONS.
 *
 * @module
 */
import { HttpError } from "./http/errors.ts";
import type { RequestScope } from "./http/scope.ts";

export type { RequestScope } from "./http/scope.ts";

/** The path and query of a request, as sent (neither decoded nor normalized). */
export interface RequestTarget {
  /** The path, e.g. `/api/v1/random/dice`. */
  pathname: string;
  /** The query string without its `?`; empty when there is none. */
  query: string;
}

/** A handler of one method of one route; the router gives it the request's scope to fill in. */
export type Handler = (
  request: Request,
  target: RequestTarget,
  scope?: RequestScope,
) => Response | Promise<Response>;

/** Answers a request: synchronously when its handler did, which keeps Deno.serve on its fast path. */
export type RequestHandler = (
  request: Request,
  scope?: RequestScope,
) => Response | Promise<Response>;

/** The methods a route may declare. */
export type Method = "GET" | "POST";

/** A path and the handler of each method it takes. */
export interface Route {
  /** A URLPattern pathname, e.g. `/api/v1/random/dice` or `/files/:name`. */
  path: string;
  /** The handler of each method. */
  methods: Partial<Record<Method, Handler>>;
}

/**
 * Headers a preflight answer carries, besides the allowed methods. The request headers are those
 * MCP clients send: `MCP-Protocol-Version` and, from 2026-07-28, `Mcp-Method` and `Mcp-Name` on
 * every POST; `Mcp-Session-Id` and `Last-Event-ID` of 2025-era clients. (No tool of fairdraw's
 * declares an `x-mcp-header`, so no `Mcp-Param-*` header is ever asked for.)
 */
const PREFLIGHT_HEADERS = {
  "access-control-allow-headers": "content-type, accept, authorization, mcp-protocol-version, " +
    "mcp-method, mcp-name, mcp-session-id, last-event-id, x-request-id",
  "access-control-max-age": "86400",
};

interface CompiledRoute {
  path: string;
  methods: Partial<Record<Method, Handler>>;
  allow: string;
}

/**
 * Builds the request handler of a route table. Paths without parameters are found by one map
 * look-up; the others by URLPattern, in table order.
 */
export function createRouter(routes: readonly Route[]): RequestHandler {
  const exact = new Map<string, CompiledRoute>();
  const withParameters: CompiledRoute[] = [];
  for (const route of routes) {
    const compiled: CompiledRoute = {
      path: route.path,
      methods: route.methods,
      allow: allowOf(route.methods),
    };
    // A URLPattern only where a path has parameters: compiling one for each route cost several
    // ms of every start.
    if (/[:*(){}?+]/.test(route.path)) withParameters.push(compiled);
    else exact.set(route.path, compiled);
  }
  // And those are compiled at the first path that no map look-up finds, not at start: the first
  // URLPattern of a process loads Deno's URLPattern code, which a start need not wait for.
  let patterned: (CompiledRoute & { pattern: URLPattern })[] | undefined;

  function find(pathname: string): CompiledRoute | undefined {
    const found = exact.get(pathname);
    if (found !== undefined) return found;
    patterned ??= withParameters.map((route) => ({
      ...route,
      pattern: new URLPattern({ pathname: route.path }),
    }));
    return patterned.find((route) => route.pattern.test({ pathname }));
  }

  return (request, scope = { route: null }) => {
    const target = targetOf(request.url);
    const route = find(target.pathname);
    if (route === undefined) {
      throw new HttpError("not_found", `no such path: ${target.pathname}`);
    }
    scope.route = route.path;
    const method = request.method;
    if (method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          ...PREFLIGHT_HEADERS,
          allow: route.allow,
          "access-control-allow-methods": route.allow,
        },
      });
    }
    const handler = route.methods[(method === "HEAD" ? "GET" : method) as Method];
    if (handler === undefined) {
      throw new HttpError(
        "method_not_allowed",
        `${method} is not allowed here; use ${route.allow}`,
        {
          headers: { allow: route.allow },
        },
      );
    }
    // HEAD gets the GET's whole answer, body included: Deno.serve sends its status and headers
    // with the body's real Content-Length, and never the body (RFC 9110 section 9.3.2).
    // Answering with no body instead would say `content-length: 0`.
    return handler(request, target, scope);
  };
}

/**
 * The path and query of an absolute request URL, by string search: parsing a whole URL cost more
 * than a small answer. The path is matched as sent, so a route is found only by its own spelling.
 */
export function targetOf(url: string): RequestTarget {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start === -1) return { pathname: "/", query: "" };
  let end = url.indexOf("#", start);
  if (end === -1) end = url.length;
  const mark = url.indexOf("?", start);
  if (mark === -1 || mark > end) return { pathname: url.slice(start, end), query: "" };
  return { pathname: url.slice(start, mark), query: url.slice(mark + 1, end) };
}

function allowOf(methods: Partial<Record<Method, Handler>>): string {
  const allowed: string[] = Object.keys(methods);
  if (allowed.includes("GET")) allowed.push("HEAD");
  allowed.push("OPTIONS");
  return allowed.join(", ");
}
