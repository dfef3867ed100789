/**
 * playwright-core, which drives Debian's headless Chromium in the browser tests.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export * from "npm:playwright-core@1.65.1";
