/**
 * Starts fairdraw: reads the environment and serves the application.
 *
 * @module
 */
import { createApp } from "./src/app.ts";
import { type Config, resolveConfig, shown, StartupError } from "./src/config.ts";
import { createRefresher, scheduleRefresh } from "./src/draws/refresh.ts";

if (import.meta.main) {
  try {
    const config = resolveConfig((name) => Deno.env.get(name));
    const kv = await openKv(config.kvPath);
    const app = createApp({ config, kv });
    if (config.refreshSchedule) scheduleRefresh(Deno.cron, createRefresher(app.draws));
    stopGracefully(listen(config, app.serve), kv);
  } catch (error) {
    exitOnStartupError(error);
  }
}

/**
 * Ends the process when the start failed for a reason the operator can fix: the one-line message
 * of a {@linkcode StartupError} on stderr, no stack, status 1. Anything else is a bug, thrown on
 * with its stack.
 */
export function exitOnStartupError(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  Deno.exit(1);
}

/**
 * Serves the handler where the configuration says, or throws a {@linkcode StartupError} saying
 * which variable to change when the address cannot be listened on.
 */
export function listen(
  config: Pick<Config, "port" | "hostname">,
  handler: Deno.ServeHandler<Deno.NetAddr>,
): Deno.HttpServer<Deno.NetAddr> {
  const { port, hostname } = config;
  try {
    return Deno.serve({ port, hostname }, handler);
  } catch (error) {
    if (error instanceof Deno.errors.AddrInUse) {
      throw new StartupError(`port ${port} is in use: set PORT to a free port`, { cause: error });
    }
    throw new StartupError(
      `cannot listen on ${shown(hostname)} port ${port} (${reasonOf(error)}): set HOST to an ` +
        "address of this machine (0.0.0.0 for all) and PORT to a port it may use",
      { cause: error },
    );
  }
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

/**
 * Opens KV, or throws a {@linkcode StartupError} saying that KV_PATH (or the default KV) cannot be
 * opened, why, and what KV_PATH may be.
 */
export async function openKv(path: string | undefined): Promise<Deno.Kv> {
  try {
    return await Deno.openKv(path);
  } catch (error) {
    const what = path === undefined ? "the default KV" : `KV_PATH ${shown(path)}`;
    throw new StartupError(
      `${what} cannot be opened (${reasonOf(error)}): set KV_PATH to a file in a writable ` +
        "directory, :memory:, or the URL of a KV server (with DENO_KV_ACCESS_TOKEN set)",
      { cause: error },
    );
  }
}

/** The first line of an error's message, for a one-line start-up message. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.trim();
}
