/**
 * The two MCP servers, `lottery` and `random`, built from the operation table: over Streamable
 * HTTP at `/mcp/{server}` and over stdio for local desktop clients.
 *
 * @module
 */
export { prefersEventStream } from "./http.ts";
export { mcpRoutes } from "./routes.ts";
export { createMcpServer, MCP_SERVER_VERSION, SERVER_NAMES, toolSetOf } from "./server.ts";
export { serveStdio } from "./stdio.ts";
export { answerResult, errorResult, toolOf } from "./tools.ts";
