/**
 * The two MCP servers, `lottery` and `random`, built from the operation table: over Streamable
 * HTTP at `/mcp/{server}` and over stdio for local desktop clients.
 *
 * @module
 */
export { mcpAnswerer, prefersEventStream } from "./http.ts";
export { mcpRoutes } from "./routes.ts";
export {
  createMcpServer,
  MCP_SERVER_VERSION,
  SERVER_NAMES,
  type ToolSet,
  toolSetOf,
} from "./server.ts";
export { serveStdio, type StdioOptions } from "./stdio.ts";
export { answerResult, errorResult, toolOf } from "./tools.ts";
