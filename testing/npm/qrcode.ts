/**
 * qrcode, which draws the QR codes the browser tests show Chromium's fake camera.
 *
 * A test-only package: named here, not in deno.json (testing/npm/README.md says why).
 *
 * @module
 */
export * from "npm:qrcode@1.5.4";
export { default } from "npm:qrcode@1.5.4";
