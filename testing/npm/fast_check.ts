/**
 * fast-check, the property-based testing library of the fuzz and load tests.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export * from "npm:fast-check@4.10.2";
export { default } from "npm:fast-check@4.10.2";
