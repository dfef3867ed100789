/**
 * The routes of the MCP servers, `/mcp/lottery`, `/mcp/random` and `/mcp` (every tool), without
 * the MCP SDK: the answering module (http.ts), and the SDK with it, is loaded at the first MCP
 * request. Loading the SDK was most of the start (bench/README.md), which a server that only
 * answers the API, and every new isolate on Deno Deploy, paid for nothing.
 *
 * @module
 */
import type { Config } from "../config.ts";
import { lazy } from "../lazy.ts";
import type { RegisterGate } from "../log/routes.ts";
import type { Context, Operation } from "../operations/mod.ts";
import type { Route } from "../router.ts";
import { createOriginCheck } from "./origin.ts";
import type { McpServerName } from "./server.ts";

/**
 * The routes of the MCP servers, `/mcp/{server}`, one for each server that offers an operation of
 * the table, each offering its part of the operations, and `/mcp`, offering them all: the path
 * that clients and tools try when given none (the MCP Inspector's CLI before 2.0 sends every HTTP
 * request there). The configuration says which origins they take. A server's tools are declared
 * at its first request, once. A registration over MCP passes `gate`, the register's gate of
 * HTTP's POSTs (src/log/routes.ts).
 */
export function mcpRoutes(
  operations: readonly Operation[],
  context: Context,
  config: Pick<Config, "publicUrl" | "mcpAllowedOrigins">,
  gate?: RegisterGate,
): Route[] {
  const checkOrigin = createOriginCheck(config);
  const servers: McpServerName[] = [
    ...new Set(operations.map((operation) => operation.server)),
    "all",
  ];
  return servers.map((server) => {
    const answer = lazy(async () =>
      (await import("./http.ts")).mcpAnswerer(
        server,
        operations,
        context,
        { publicUrl: config.publicUrl, gate },
      )
    );
    return {
      path: server === "all" ? "/mcp" : `/mcp/${server}`,
      methods: {
        POST: async (request, ctx) => {
          checkOrigin(request.headers.get("origin"));
          return (await answer.get())(request, ctx);
        },
      },
    };
  });
}
