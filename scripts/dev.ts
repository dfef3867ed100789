/**
 * `deno task dev`: main.ts under `deno run --watch`, restarted on every edit, and ended for good
 * by SIGTERM as by Ctrl-C. Deno's watcher ends on SIGINT, after main.ts has stopped gracefully;
 * on SIGTERM it stops main.ts and goes on watching (main.ts's listener takes the signal, and its
 * exit ends only the run), so a supervisor's SIGTERM would leave it behind, restarting the
 * server at the next edit. This parent runs the watcher and passes either signal on as SIGINT;
 * a watcher still there once main.ts's shutdown deadline has passed (Deno before 2.5.3 kept
 * watching after SIGINT too) is killed.
 *
 * @module
 */
import { SHUTDOWN_DEADLINE_MS } from "../src/start.ts";

const watcher = new Deno.Command(Deno.execPath(), {
  args: [
    "run",
    "--watch",
    "--allow-net",
    "--allow-env",
    "--allow-read",
    "--allow-write",
    "main.ts",
  ],
  cwd: new URL("../", import.meta.url),
}).spawn();

function send(signal: Deno.Signal): void {
  try {
    watcher.kill(signal);
  } catch {
    // Already gone.
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, () => {
    send("SIGINT");
    setTimeout(() => send("SIGKILL"), SHUTDOWN_DEADLINE_MS + 2000);
  });
}

Deno.exit((await watcher.status).code);
