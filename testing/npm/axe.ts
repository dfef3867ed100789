/**
 * axe-core, the accessibility checker the browser tests run inside their pages.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export { default } from "npm:axe-core@4.14.1";
