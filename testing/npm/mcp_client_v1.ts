/**
 * The MCP TypeScript SDK 1.x client, which the MCP tests talk to the servers with besides the v2
 * client (mcp_client.ts): clients of the 2025 revisions built on it are still about, and must go
 * on working. The server itself uses SDK v2 alone.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * Why the `@ts-types` directives: the package maps every subpath through its `./*` export, whose
 * types are `./dist/esm/*.d.ts`, so `.../client/index.js` looks for `client/index.js.d.ts`, which
 * does not exist, and `deno check` silently types the import `any`. The extensionless subpath
 * (`.../client/index`) maps to the real `client/index.d.ts`, so each directive names that one.
 *
 * @module
 */

// @ts-types="npm:@modelcontextprotocol/sdk@1.32.2/client/index"
export { Client } from "npm:@modelcontextprotocol/sdk@1.32.2/client/index.js";
// @ts-types="npm:@modelcontextprotocol/sdk@1.32.2/client/streamableHttp"
export { StreamableHTTPClientTransport } from "npm:@modelcontextprotocol/sdk@1.32.2/client/streamableHttp.js";
// @ts-types="npm:@modelcontextprotocol/sdk@1.32.2/client/stdio"
export { StdioClientTransport } from "npm:@modelcontextprotocol/sdk@1.32.2/client/stdio.js";
// @ts-types="npm:@modelcontextprotocol/sdk@1.32.2/types"
export { McpError } from "npm:@modelcontextprotocol/sdk@1.32.2/types.js";
