/**
 * The MCP TypeScript SDK's v2 client, which the MCP tests talk to the servers with.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export * from "npm:@modelcontextprotocol/client@2.4.0";
