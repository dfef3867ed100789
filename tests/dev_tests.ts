/**
 * `deno task dev` (scripts/dev.ts: main.ts under Deno's watcher) ends on SIGTERM, as a
 * supervisor or `kill` sends it: the task, the watcher and the server are gone, rather than the
 * watcher staying behind to start the server again at the next edit.
 */
import { assertEquals } from "@std/assert";
import { freePort, waitFor, waitUntilUp } from "../testing/process.ts";

/** The processes of a process group, read from /proc (Linux). */
function groupMembers(group: number): number[] {
  const members: number[] = [];
  for (const entry of Deno.readDirSync("/proc")) {
    if (!/^[0-9]+$/.test(entry.name)) continue;
    try {
      const stat = Deno.readTextFileSync(`/proc/${entry.name}/stat`);
      // The fields after the command's closing parenthesis: state, parent, group, ...
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === group && fields[0] !== "Z") members.push(Number(entry.name));
    } catch {
      // Ended while being read.
    }
  }
  return members;
}

Deno.test({
  name: "deno task dev: SIGTERM ends the task, the watcher and the server",
  ignore: Deno.build.os !== "linux",
  async fn() {
    const port = freePort();
    // setsid: a process group of its own, whose every member the test can find.
    const task = new Deno.Command("setsid", {
      args: [Deno.execPath(), "task", "dev"],
      cwd: new URL("../", import.meta.url),
      env: { PORT: String(port), HOST: "127.0.0.1", KV_PATH: ":memory:", NO_COLOR: "1" },
      stdin: "null",
      stdout: "null",
      stderr: "null",
    }).spawn();
    try {
      await waitUntilUp(`http://127.0.0.1:${port}/healthz`);
      // The task and the watcher, which runs the server itself (and scripts/dev.ts between).
      assertEquals(groupMembers(task.pid).length >= 2, true, String(groupMembers(task.pid)));
      task.kill("SIGTERM");
      // Deno's watcher waits up to 10 s for a graceful end; the server's deadline is 4 s.
      await waitFor(() => groupMembers(task.pid).length === 0, "the process group is gone", {
        timeoutMs: 15_000,
      });
    } finally {
      for (const pid of groupMembers(task.pid)) {
        try {
          Deno.kill(pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
      await task.status;
    }
  },
});
