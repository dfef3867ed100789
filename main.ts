/**
 * Starts fairdraw: reads the environment and serves the application.
 *
 * @module
 */
import { createApp } from "./src/app.ts";
import { resolveConfig } from "./src/config.ts";

if (import.meta.main) {
  const config = resolveConfig((name) => Deno.env.get(name));
  const app = createApp({ config });
  Deno.serve({ port: config.port, hostname: config.hostname }, app.fetch);
}
