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
  const server = Deno.serve({ port: config.port, hostname: config.hostname }, app.serve);
  stopGracefully(server, kv);
}

/**
 * On SIGINT or SIGTERM: stop taking connections, let the requests in flight finish, close KV and
 * exit. A second signal exits at once.
 */
export function stopGracefully(server: Deno.HttpServer, kv: Deno.Kv): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) Deno.exit(1);
    stopping = true;
    console.log("shutting down: finishing the requests in flight");
    await server.shutdown();
    kv.close();
    console.log("stopped");
    Deno.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    try {
      Deno.addSignalListener(signal, stop);
    } catch {
      // Where signals cannot be listened to (Deno Deploy), the platform stops the isolate itself.
    }
  }
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
