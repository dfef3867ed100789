/**
 * Ajv for JSON Schema 2020-12, which compiles the OpenAPI document's schemas.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export * from "npm:ajv@8.20.0/dist/2020.js";
