/**
 * Helpers for tests and benchmarks that run a server in a subprocess.
 *
 * @module
 */

/**
 * The lowest port that the system gives a listener on port 0 (Linux's `ip_local_port_range`), or
 * 32768, where most systems start that range.
 */
export function ephemeralLow(): number {
  try {
    const low = Number(
      Deno.readTextFileSync("/proc/sys/net/ipv4/ip_local_port_range").split(/\s+/)[0],
    );
    return Number.isInteger(low) && low > 2048 ? low : 32768;
  } catch {
    return 32768;
  }
}

/**
 * A loopback port free at the moment of asking, for a server that another process starts. It is
 * taken from below the range that the system gives to listeners on port 0, where every server of
 * the tests running beside it listens: a port of that range, once freed, can be given to one of
 * them before the other process takes it (a subprocess's test once met a source double there).
 */
export function freePort(): number {
  const low = ephemeralLow();
  const span = Math.min(12_000, low - 1025);
  for (let tries = 0; tries < 100; tries++) {
    const port = low - 1 - Math.floor(Math.random() * span);
    try {
      Deno.listen({ hostname: "127.0.0.1", port }).close();
      return port;
    } catch (error) {
      if (!(error instanceof Deno.errors.AddrInUse)) throw error;
    }
  }
  throw new Error(`no free loopback port below ${low}`);
}

/**
 * Waits until a URL answers at all (any status), for up to `timeoutMs` (default 30 s: a
 * subprocess on a busy machine can take a while to start).
 */
export async function waitUntilUp(
  url: string,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  const deadline = performance.now() + (options.timeoutMs ?? 30_000);
  while (performance.now() < deadline) {
    try {
      await (await fetch(url)).body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Waits until `condition` holds, as a test waits on what it observes rather than for a fixed
 * time: checked every 5 ms, for up to `timeoutMs` (default 30 s), then an error naming `what`.
 */
export async function waitFor(
  condition: () => boolean,
  what: string,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  const deadline = performance.now() + (options.timeoutMs ?? 30_000);
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** main.ts (or the built server) in a subprocess. */
export interface MainProcess {
  /** Its base URL, e.g. `http://127.0.0.1:43121`. */
  base: string;
  /** Its process id. */
  pid: number;
  /** What it wrote to stdout and stderr, the last 64 KB, interleaved. */
  output(): string;
  /** Sends it a signal (nothing when it has ended). */
  kill(signal: Deno.Signal): void;
  /** Settles when it has ended, with its status. */
  status: Promise<Deno.CommandStatus>;
  /** Stops it gracefully (SIGTERM; SIGKILL after 10 s) and waits for it to end. */
  stop(): Promise<void>;
}

/**
 * What a test adds to a promised time bound before it calls an answer late: the suite runs files
 * in parallel on a shared machine whose event loops lag by hundreds of ms under load. A bound
 * with it still catches what such tests are for (a wait of the 10 s request limit, a call that
 * retries for ever).
 */
export const LOADED_SLACK_MS = 1000;

/** Options of {@linkcode startMainProcess}. */
export interface MainProcessOptions {
  /**
   * A command that runs deno, e.g. `["prlimit", "--nofile=128"]` to start it with a lower
   * descriptor limit; it must exec deno in its own place, so that signals reach deno.
   */
  prefix?: string[];
  /** The script to run, from the checkout's root: main.ts unless given (a test's own server). */
  entry?: string;
}

/**
 * Starts main.ts, the real entry point (or `options.entry`), in a subprocess on a free loopback
 * port, with `env` over this process's environment, and waits until it answers.
 */
export async function startMainProcess(
  env: Record<string, string>,
  options: MainProcessOptions = {},
): Promise<MainProcess> {
  const port = freePort();
  const entry = options.entry ?? "main.ts";
  const deno = [
    Deno.execPath(),
    "run",
    "--allow-net",
    "--allow-env",
    "--allow-read",
    "--allow-write",
    entry,
  ];
  const [command, ...args] = [...(options.prefix ?? []), ...deno];
  const child = new Deno.Command(command!, {
    args,
    cwd: new URL("../", import.meta.url),
    env: { PORT: String(port), HOST: "127.0.0.1", ...env },
    stdin: "null",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let output = "";
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) {
      output = (output + decoder.decode(chunk, { stream: true })).slice(-65_536);
    }
  };
  const drained = Promise.all([drain(child.stdout), drain(child.stderr)]);
  const base = `http://127.0.0.1:${port}`;
  const process: MainProcess = {
    base,
    pid: child.pid,
    output: () => output,
    kill(signal) {
      try {
        child.kill(signal);
      } catch {
        // Already gone.
      }
    },
    status: child.status,
    async stop() {
      try {
        child.kill("SIGTERM");
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          child.kill("SIGKILL");
        } catch {
          // Already gone.
        }
      }, 10_000);
      await child.status;
      clearTimeout(timer);
      await drained;
    },
  };
  try {
    await waitUntilUp(`${base}/api/v1/random/coin`);
  } catch (error) {
    await process.stop();
    throw new Error(`${entry} did not start: ${error}\n${output}`);
  }
  return process;
}
