/**
 * Starts fairdraw: reads the environment and serves the application.
 *
 * @module
 */
import { createApp } from "./src/app.ts";
import { resolveConfig } from "./src/config.ts";

if (import.meta.main) {
  const config = resolveConfig((name) => Deno.env.get(name));
  const kv = await openKv(config.kvPath);
  const app = createApp({ config, kv });
  Deno.serve({ port: config.port, hostname: config.hostname }, app.fetch);
}

/** Opens KV, or stops the start with a message saying which KV_PATH could not be opened. */
export async function openKv(path: string | undefined): Promise<Deno.Kv> {
  try {
    return await Deno.openKv(path);
  } catch (error) {
    const where = path === undefined ? "the default KV" : `KV_PATH ${path}`;
    throw new Error(`could not open ${where}: ${error}`, { cause: error });
  }
}
