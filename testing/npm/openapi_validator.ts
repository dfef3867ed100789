/**
 * The OpenAPI 3.1 document validator.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export * from "npm:@seriousme/openapi-schema-validator@2.11.0";
