/**
 * The MCP v2 client's stdio transport.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export * from "npm:@modelcontextprotocol/client@2.4.0/stdio";
