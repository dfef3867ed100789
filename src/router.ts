/**
 * A hand-written URLPattern router: it matches a path, answers 404 for no path, 405 with `Allow`
 * for a method the path does not take, HEAD with the GET's answer, and preflight OPTIONS.
 *
 * @module
 */
import { HttpError } from "./http/errors.ts";
import type { RequestContext } from "./http/scope.ts";

export { type RequestContext, type RequestTarget, targetOf } from "./http/scope.ts";

/**
 * A handler of one method of one route. The request's context holds its target and the route's
 * path parameters (the router fills them in), and is where the handler notes what the request's
 * log line says.
 */
export type Handler = (request: Request, context: RequestContext) => Response | Promise<Response>;

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

/** A route that a path matched, with the path's parameters. */
export interface Match extends Route {
  /** The methods it takes, as `Allow` lists them. */
  allow: string;
  /** The path's parameters by name, as sent (percent-encoded). */
  params: Readonly<Record<string, string>>;
}

/** No path parameters: every match of a path without any shares it. */
const NO_PARAMS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Finds the route of a path: the one whose path it is, by one map look-up, or the first, in table
 * order, whose URLPattern matches it, with the parameters read by that match.
 */
export function createMatcher(routes: readonly Route[]): (pathname: string) => Match | undefined {
  const exact = new Map<string, Match>();
  const withParameters: (Match & { pattern?: URLPattern })[] = [];
  const byPath = new Map<string, Match>();
  for (const { path, methods } of routes) {
    // Two routes of one path (the register's POST and its listing's GET) are one, with both
    // methods.
    const same = byPath.get(path);
    if (same !== undefined) {
      same.methods = { ...same.methods, ...methods };
      same.allow = allowOf(same.methods);
      continue;
    }
    const compiled = { path, methods, allow: allowOf(methods), params: NO_PARAMS };
    byPath.set(path, compiled);
    if (/[:*(){}?+]/.test(path)) withParameters.push(compiled);
    else exact.set(path, compiled);
  }
  return (pathname) => {
    const found = exact.get(pathname);
    if (found !== undefined) return found;
    for (const candidate of withParameters) {
      // Compiled at the first path that needs it: the first URLPattern of a process loads Deno's
      // URLPattern code, which a start need not wait for.
      candidate.pattern ??= new URLPattern({ pathname: candidate.path });
      const match = candidate.pattern.exec({ pathname });
      if (match === null) continue;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(match.pathname.groups)) {
        if (value !== undefined) params[name] = value;
      }
      return { path: candidate.path, methods: candidate.methods, allow: candidate.allow, params };
    }
    return undefined;
  };
}

/**
 * Builds the request handler of a route table: it matches the request's path, notes the route
 * and its parameters in the request's context, and calls the method's handler; a 404 for no path,
 * a 405 with `Allow` for a method the path does not take, HEAD answered as GET, and preflight
 * OPTIONS.
 */
export function createRouter(
  routes: readonly Route[],
): (request: Request, context: RequestContext) => Response | Promise<Response> {
  const match = createMatcher(routes);
  return (request, context) => {
    const found = match(context.pathname);
    if (found === undefined) {
      throw new HttpError("not_found", `no such path: ${context.pathname}`);
    }
    const route = found;
    context.route = found.path;
    context.params = found.params;
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
        { headers: { allow: route.allow } },
      );
    }
    // HEAD gets the GET's whole answer, body included: Deno.serve sends its status and headers
    // with the body's real Content-Length, and never the body (RFC 9110 section 9.3.2).
    // Answering with no body instead would say `content-length: 0`.
    return handler(request, context);
  };
}

function allowOf(methods: Partial<Record<Method, Handler>>): string {
  const allowed: string[] = Object.keys(methods);
  if (allowed.includes("GET")) allowed.push("HEAD");
  allowed.push("OPTIONS");
  return allowed.join(", ");
}
