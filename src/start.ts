/**
 * Starting and stopping the HTTP server: what main.ts runs, kept here so that importing it does
 * no work (main.ts itself registers the refresh cron at its top level, as Deno Deploy requires).
 *
 * - Start-up failures the operator can fix are one line naming the variable, and status 1.
 * - The listener is kept alive: when accepting fails (at the descriptor limit, "Too many open
 *   files"), Deno.serve's loop ends; the server listens again on the same address after a short,
 *   growing pause rather than letting the process exit.
 * - On SIGINT or SIGTERM it stops taking connections, lets the requests in flight finish for
 *   {@linkcode SHUTDOWN_DEADLINE_MS} at most (under Deno Deploy's 5 s before SIGKILL), closes KV
 *   and exits. Further signals (Ctrl-C on `deno task start` arrives twice: from the terminal to
 *   the process group, and from `deno task` passing it on) change nothing.
 *
 * @module
 */
import { createApp } from "./app.ts";
import { type Config, type EnvReader, resolveConfig, shown, StartupError } from "./config.ts";
import { createRefresher, type Refresher } from "./draws/refresh.ts";
import { describeKv, isOnDeploy, kvStoreLine } from "./draws/kv_store.ts";
import { registerKeyLine } from "./log/origin.ts";
import { checkWitnessKeys, witnessStartLines } from "./log/witness_routes.ts";
import { lazy } from "./lazy.ts";
import { openKvRelayed } from "./kv/connect.ts";
import project from "../deno.json" with { type: "json" };

/** The name of the scheduled refresh of the latest draws, as Deno Deploy's console shows it. */
export const REFRESH_CRON_NAME = "refresh latest draws";

/** Every minute: a draw is asked about within a minute of its publication time. */
export const REFRESH_SCHEDULE = "* * * * *";

/** How long the requests in flight are given to finish at shutdown, in ms. */
export const SHUTDOWN_DEADLINE_MS = 4000;
/** The requests still waiting this long before the deadline are answered 503 `shutting_down`. */
const CUT_BEFORE_MS = 500;

/** The first pause before listening again after the listener failed, in ms; it doubles. */
const RELISTEN_FIRST_MS = 250;
/** The longest pause before listening again, in ms. */
const RELISTEN_MAX_MS = 5000;
/** A listener that served this long before failing starts the pauses over. */
const RELISTEN_RESET_MS = 30_000;

/** What main.ts runs: the server's start, and the refresh its cron calls. */
export interface Entry {
  /**
   * One tick of the scheduled refresh: the latest draws asked for where due, when the refresh
   * is on; nothing when it is off or the server has not started. Never rejects.
   */
  refresh(): Promise<void>;
  /** Reads the environment, opens KV, serves, and stops on a signal; exits on a start-up error. */
  start(env?: EnvReader): Promise<void>;
}

/** Makes the entry; it does nothing until started. */
export function createEntry(): Entry {
  let refresher: Refresher | undefined;
  return {
    async refresh() {
      if (refresher === undefined) return;
      try {
        await refresher.refreshDue(Date.now());
      } catch (error) {
        console.error(
          JSON.stringify({ level: "error", event: "refresh_failed", error: reasonOf(error) }),
        );
      }
    },
    async start(env = (name) => Deno.env.get(name)) {
      try {
        const deno = checkDenoVersion(Deno.version.deno);
        const config = resolveConfig(env);
        // KV starts opening before the server listens, and is not waited for: a request that
        // needs it waits for it, a first answer that does not, does not. (Not later: opened under
        // a flood of connections, with no descriptor left, Deno 2.9 panics.)
        const kv = lazy(() => openKv(config.kvPath));
        const opening = kv.get();
        opening.catch(() => {}); // A failure stops the start, below.
        const app = createApp({ config, kv: kv.get });
        if (config.refreshSchedule) refresher = createRefresher(app.draws);
        const server = listen(config, app.serve);
        stopGracefully(server, () => kv.made, SHUTDOWN_DEADLINE_MS, app.cutPending);
        await opening;
        await checkWitnessKeys(config);
        const address = addressOf(server.addr);
        logInfo("listening", `Listening on ${address}`, { address });
        console.log(JSON.stringify(deno));
        logInfo("kv", kvStoreLine(describeKv(config.kvPath, true, isOnDeploy())));
        logInfo("register_key", registerKeyLine(config));
        for (const line of witnessStartLines(config)) logInfo("witness", line);
      } catch (error) {
        exitOnStartupError(error);
      }
    },
  };
}

/**
 * Writes one line of the start or the stop as JSON on stdout, as every log line is (docs/DEPLOY.md):
 * `{"level":"info","event":...,"message":...}` and any further fields.
 */
function logInfo(event: string, message: string, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level: "info", event, message, ...fields }));
}

/** The lowest Deno the service runs on: deno.json's `engines.deno`, `>=` a version. */
export const LOWEST_DENO = project.engines.deno.replace(/^>=/, "");

/**
 * The line a start logs about the Deno it runs on, beside the lowest it runs on (deno.json's
 * `engines.deno`); a {@linkcode StartupError} saying to upgrade when it is older than that.
 */
export function checkDenoVersion(version: string): Record<string, string> {
  const parts = (text: string) => text.split(/[.+-]/).slice(0, 3).map(Number);
  const [have, need] = [parts(version), parts(LOWEST_DENO)];
  const order = have.map((part, i) => part - need[i]!).find((difference) => difference !== 0);
  if (order !== undefined && order < 0) {
    throw new StartupError(
      `fairdraw needs Deno ${LOWEST_DENO} or later (deno.json engines.deno), and this is Deno ` +
        `${version}: upgrade Deno (deno upgrade)`,
    );
  }
  return { level: "info", event: "deno_version", deno: version, lowest: LOWEST_DENO };
}

/**
 * Ends the process when the start failed for a reason the operator can fix: one JSON line on
 * stderr, as every log line is (`{"level":"error","event":"start_failed","message":...}`, the
 * message naming what to fix), no stack, status 1. Anything else is a bug, thrown on with its
 * stack.
 */
export function exitOnStartupError(error: unknown): never {
  if (!(error instanceof StartupError)) throw error;
  console.error(JSON.stringify({ level: "error", event: "start_failed", message: error.message }));
  Deno.exit(1);
}

/** A server that {@linkcode listen} keeps listening. */
export interface Listening {
  /** The address it listens on. */
  readonly addr: Deno.NetAddr;
  /** Stops taking connections and resolves once the requests in flight are answered. */
  shutdown(): Promise<void>;
}

/**
 * Serves the handler where the configuration says, or throws a {@linkcode StartupError} saying
 * which variable to change when the address cannot be listened on. When the listener later fails
 * (Deno.serve ends its accept loop on an error such as "Too many open files"), it is logged as
 * one JSON line and the server listens again on the same address after a pause of 250 ms,
 * doubling to 5 s, rather than leaving the process with nothing to do.
 */
export function listen(
  config: Pick<Config, "port" | "hostname">,
  handler: Deno.ServeHandler<Deno.NetAddr>,
  log: (line: Record<string, unknown>) => void = (line) => console.error(JSON.stringify(line)),
): Listening {
  const { port, hostname } = config;
  let server: Deno.HttpServer<Deno.NetAddr>;
  try {
    // Said once the start is complete (start()), not now: a start that then fails is one line.
    server = Deno.serve({ port, hostname, onListen() {} }, handler);
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
  const addr = server.addr;
  let stopping = false;
  let pause = RELISTEN_FIRST_MS;
  let since = performance.now();

  const watch = (serving: Deno.HttpServer<Deno.NetAddr>) => {
    serving.finished.catch((error) => {
      if (stopping) return;
      if (performance.now() - since > RELISTEN_RESET_MS) pause = RELISTEN_FIRST_MS;
      log({
        level: "error",
        event: "listener_failed",
        error: reasonOf(error),
        retry_in_ms: pause,
      });
      setTimeout(again, pause);
      pause = Math.min(pause * 2, RELISTEN_MAX_MS);
    });
  };
  const again = () => {
    if (stopping) return;
    try {
      server = Deno.serve({ port: addr.port, hostname: addr.hostname, onListen() {} }, handler);
    } catch (error) {
      log({ level: "error", event: "listen_failed", error: reasonOf(error), retry_in_ms: pause });
      setTimeout(again, pause);
      pause = Math.min(pause * 2, RELISTEN_MAX_MS);
      return;
    }
    since = performance.now();
    log({ level: "info", event: "listening_again", port: addr.port });
    watch(server);
  };
  watch(server);
  return {
    addr,
    shutdown() {
      stopping = true;
      return server.shutdown();
    },
  };
}

/**
 * On SIGINT or SIGTERM: stop taking connections, let the requests in flight finish for
 * `deadlineMs` at most (a stalled upload must not keep the process alive), close KV if it was
 * opened (`kv` gives it then) and exit 0.
 * A signal that comes while stopping is ignored: one Ctrl-C on `deno task start` delivers SIGINT
 * twice, and the deadline already bounds the wait.
 */
export function stopGracefully(
  server: Pick<Listening, "shutdown">,
  kv: () => Deno.Kv | undefined,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
  cutPending: () => number = () => 0,
): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    logInfo(
      "shutting_down",
      `shutting down: finishing the requests in flight (${deadlineMs} ms at most)`,
    );
    const exit = (message: string) => {
      try {
        kv()?.close();
      } catch {
        // Already closed.
      }
      logInfo("stopped", message);
      try {
        Deno.exit(0);
      } catch {
        // A platform that refuses Deno.exit ends the isolate itself (Deno Deploy: SIGKILL at 5 s).
      }
    };
    // Shortly before the deadline, the requests still waiting are answered 503 (not dropped);
    // what is still open at the deadline (a body that never came) is cut.
    const cut = setTimeout(() => {
      const count = cutPending();
      if (count > 0) {
        logInfo("cut", `answered ${count} requests still waiting with 503`, { count });
      }
    }, Math.max(0, deadlineMs - CUT_BEFORE_MS));
    const deadline = setTimeout(
      () => exit(`stopped at the ${deadlineMs} ms deadline, cutting the requests still open`),
      deadlineMs,
    );
    server.shutdown().then(
      () => {
        clearTimeout(cut);
        clearTimeout(deadline);
        exit("stopped");
      },
      // A shutdown that fails leaves the deadline to end the process.
      (error) =>
        console.error(JSON.stringify({
          level: "error",
          event: "shutdown_failed",
          message: `shutdown failed: ${reasonOf(error)}`,
        })),
    );
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    try {
      Deno.addSignalListener(signal, stop);
    } catch {
      // Where signals cannot be listened to, the platform stops the process itself.
    }
  }
}

/**
 * Opens KV, or throws a {@linkcode StartupError} saying that KV_PATH (or the default KV) cannot be
 * opened, why, and what KV_PATH may be.
 */
export async function openKv(path: string | undefined): Promise<Deno.Kv> {
  try {
    return await openKvRelayed(path);
  } catch (error) {
    const what = path === undefined ? "the default KV" : `KV_PATH ${shown(path)}`;
    throw new StartupError(
      `${what} cannot be opened (${reasonOf(error)}): set KV_PATH to a file in a writable ` +
        "directory, :memory:, or the URL of a KV server (with DENO_KV_ACCESS_TOKEN set)",
      { cause: error },
    );
  }
}

/** Where a server listens, as a URL: `http://127.0.0.1:8000/`, `http://[::1]:8000/`. */
function addressOf({ hostname, port }: Deno.NetAddr): string {
  return `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}/`;
}

/** The first line of an error's message, for a one-line message. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0]!.trim();
}
