import { assertEquals, assertStringIncludes } from "@std/assert";
import { startSourceDouble } from "../testing/source_double.ts";
import { freePort, waitUntilUp } from "../testing/process.ts";

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.test(`main: on ${signal} the request in flight finishes, KV closes, the process exits 0`, async () => {
    const sources = await startSourceDouble();
    const dir = await Deno.makeTempDir();
    const port = freePort();
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", new URL("../main.ts", import.meta.url).pathname],
      env: {
        PORT: `${port}`,
        HOSTNAME: "127.0.0.1",
        KV_PATH: `${dir}/kv.sqlite`,
        KR645_SOURCE_URL: sources.kr645Url,
        NY_OPEN_DATA_URL: sources.nyUrl,
      },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitUntilUp(`${url}/api/v1/random/coin`);
      sources.setMode("slow", { delayMs: 1500 });
      const inFlight = fetch(`${url}/api/v1/lottery/draw?game=kr645&draw=1239`);
      await new Promise((resolve) => setTimeout(resolve, 400));
      child.kill(signal);
      const response = await inFlight;
      const body = await response.json();
      assertEquals([response.status, body.draw, body.stale], [200, 1239, false]);
      const { code } = await child.status;
      assertEquals(code, 0);
      const stdout = new TextDecoder().decode(await new Response(child.stdout).arrayBuffer());
      assertStringIncludes(stdout, "stopped");
      // The cache it wrote is whole: a new process can open it.
      const kv = await Deno.openKv(`${dir}/kv.sqlite`);
      kv.close();
    } finally {
      try {
        child.kill("SIGKILL");
      } catch { /* already exited */ }
      await child.stderr.cancel().catch(() => {});
      await sources.close();
      await Deno.remove(dir, { recursive: true });
    }
  });
}
