/**
 * Ajv (JSON Schema draft-07), which checks server.json against the MCP registry's schema.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export * from "npm:ajv@8.20.0/dist/ajv.js";
