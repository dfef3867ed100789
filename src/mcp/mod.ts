/**
 * The two MCP servers, `lottery` and `random`, built from the operation table: over Streamable
 * HTTP at `/mcp/{server}` (and both together at `/mcp`) and over stdio for local desktop clients
 * (mcp.ts).
 *
 * @module
 */
export { prefersEventStream } from "./framing.ts";
export { mcpRoutes } from "./routes.ts";
export {
  callTool,
  createMcpServer,
  MCP_SERVER_VERSION,
  SERVER_NAMES,
  serverFactory,
  toolSetOf,
} from "./server.ts";
export type { McpServerName, ToolSet, ToolSetOptions } from "./server.ts";
export { answerResult, errorResult, toolOf } from "./tools.ts";
export { namingServedVersions, SERVED_PROTOCOL_VERSIONS } from "./versions.ts";
