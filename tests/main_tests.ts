import { assertEquals, assertMatch, assertStringIncludes, assertThrows } from "@std/assert";
import { cronsRegisteredBy } from "./_crons.ts";
import { startSourceDouble, UPSTREAM } from "../testing/source_double.ts";
import { freePort, waitFor, waitUntilUp } from "../testing/process.ts";
import { checkDenoVersion, LOWEST_DENO } from "../src/start.ts";
import { StartupError } from "../src/config.ts";

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.test(`main: on ${signal} the request in flight finishes, KV closes, the process exits 0`, async () => {
    const sources = await startSourceDouble();
    const dir = await Deno.makeTempDir();
    const port = freePort();
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", new URL("../main.ts", import.meta.url).pathname],
      env: {
        PORT: `${port}`,
        HOST: "127.0.0.1",
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
      // The signal goes once the request is in flight: when the source has been asked for it.
      await waitFor(
        () => sources.calls.some((call) => call.params.srchLtEpsd === "1239"),
        "the source asked for draw 1239",
      );
      child.kill(signal);
      const response = await inFlight;
      const body = await response.json();
      assertEquals([response.status, body.draw, body.stale], [200, 1239, false]);
      const { code } = await child.status;
      assertEquals(code, 0);
      const stdout = new TextDecoder().decode(await new Response(child.stdout).arrayBuffer());
      assertStringIncludes(stdout, "stopped");
      // And which Deno it runs on, beside the lowest it runs on, as one JSON line.
      assertStringIncludes(
        stdout,
        JSON.stringify({
          level: "info",
          event: "deno_version",
          deno: Deno.version.deno,
          lowest: LOWEST_DENO,
        }),
      );
      // The start-up log says where draws are kept and whether other instances see them.
      assertStringIncludes(
        stdout,
        "draws: KV in a file, shared only by the processes of this machine",
      );
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

/** Runs an entry point with an environment and returns its exit code and output. */
async function runEntry(
  entry: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL(`../${entry}`, import.meta.url).pathname, ...args],
    env: { NO_COLOR: "1", HOST: "127.0.0.1", KV_PATH: ":memory:", ...env },
    stdin: "null",
  }).output();
  const text = new TextDecoder();
  return { code, stdout: text.decode(stdout), stderr: text.decode(stderr) };
}

/**
 * Asserts a start that stops with status 1 and exactly one line on stderr, no stack: the JSON line
 * `{"level":"error","event":"start_failed","message":...}` whose message is `expected`.
 */
async function assertStartFails(
  env: Record<string, string>,
  expected: string | RegExp,
  entry = "main.ts",
  args: string[] = [],
): Promise<void> {
  const { code, stdout, stderr } = await runEntry(entry, env, args);
  assertEquals(code, 1, stderr);
  assertEquals(stdout, "");
  const lines = stderr.split("\n");
  assertEquals([lines.length, lines[1]], [2, ""], `one line: ${stderr}`);
  const line = JSON.parse(lines[0]!);
  assertEquals(Object.keys(line), ["level", "event", "message"], lines[0]);
  assertEquals([line.level, line.event], ["error", "start_failed"]);
  if (typeof expected === "string") assertEquals(line.message, expected);
  else assertMatch(line.message, expected);
}

Deno.test("main: the start runs on deno.json's lowest Deno and later, and refuses an older one", async () => {
  const project = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));
  assertEquals(project.engines.deno, `>=${LOWEST_DENO}`);
  assertEquals(project.deploy.runtime.entrypoint, "main.ts");
  // CI runs the quick lane on it (the Deno that Deno Deploy runs).
  assertStringIncludes(
    await Deno.readTextFile(new URL("../.ci/run", import.meta.url)),
    `deno@${LOWEST_DENO})`,
  );
  const [major, minor, patch] = LOWEST_DENO.split(".").map(Number) as [number, number, number];
  for (const ok of [LOWEST_DENO, `${major}.${minor}.${patch + 1}`, `${major}.${minor + 1}.0`]) {
    assertEquals(checkDenoVersion(ok).deno, ok);
  }
  for (const old of [`${major}.${minor - 1}.99`, `${major - 1}.99.0`]) {
    assertThrows(
      () => checkDenoVersion(old),
      StartupError,
      `fairdraw needs Deno ${LOWEST_DENO} or later (deno.json engines.deno), and this is Deno ${old}`,
    );
  }
});

Deno.test("main: a port in use stops the start with one line naming PORT, status 1", async () => {
  const held = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  try {
    const port = held.addr.port;
    await assertStartFails({ PORT: `${port}` }, `port ${port} is in use: set PORT to a free port`);
  } finally {
    held.close();
  }
});

Deno.test("main: a wrong setting stops the start with one line naming it, status 1", async () => {
  await assertStartFails(
    { PORT: "abc" },
    "PORT must be a whole number from 0 to 65535, got abc",
  );
  await assertStartFails(
    { PORT: "70000" },
    "PORT must be a whole number from 0 to 65535, got 70000",
  );
  await assertStartFails(
    { SOURCE_TIMEOUT_MS: "5 s" },
    'SOURCE_TIMEOUT_MS must be a whole number from 1 to 600000, got "5 s"',
  );
  await assertStartFails(
    { KR645_SOURCE_URL: "localhost:8000" },
    `KR645_SOURCE_URL must be an http or https URL such as ${UPSTREAM.kr645Origin}, got ` +
      "localhost:8000",
  );
  await assertStartFails(
    { NY_OPEN_DATA_URL: "not a url" },
    `NY_OPEN_DATA_URL must be an http or https URL such as ${UPSTREAM.nyOrigin}, got "not a url"`,
  );
});

Deno.test("main: a witnessing key whose ID does not match its key stops the start, status 1", async () => {
  // Its form is right (configuration takes it); its key ID is not the key's.
  const vkey = "a.example/log+ca97a42a+AX8fz5jGge6zOfRBP+s7asNBU6sixENmsDsGcwOGoNDq";
  await assertStartFails(
    { WITNESS_LOGS: vkey, KV_PATH: ":memory:", PORT: "0" },
    `WITNESS_LOGS: ${vkey}: verifier key: the key id does not match the name and key`,
  );
});

Deno.test("main: a KV_PATH that cannot be opened stops the start with one line, status 1", async () => {
  await assertStartFails(
    { KV_PATH: "/nonexistent/fairdraw/kv.sqlite" },
    /^KV_PATH \/nonexistent\/fairdraw\/kv\.sqlite cannot be opened \(.+\): set KV_PATH to a file in a writable directory, :memory:, or the URL of a KV server \(with DENO_KV_ACCESS_TOKEN set\)$/,
  );
});

Deno.test("main: an address not of this machine stops the start with one line, status 1", async () => {
  // 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of a real machine.
  await assertStartFails(
    { HOST: "192.0.2.1", PORT: "0" },
    /^cannot listen on 192\.0\.2\.1 port 0 \(.+\): set HOST to an address of this machine \(0\.0\.0\.0 for all\) and PORT to a port it may use$/,
  );
});

Deno.test("mcp.ts: a wrong setting stops it with the same one line, status 1", async () => {
  await assertStartFails(
    { KV_PATH: "/nonexistent/fairdraw/kv.sqlite" },
    /^KV_PATH \/nonexistent\/fairdraw\/kv\.sqlite cannot be opened/,
    "mcp.ts",
    ["random"],
  );
  await assertStartFails(
    { REQUEST_TIMEOUT_MS: "-1" },
    "REQUEST_TIMEOUT_MS must be a whole number from 1 to 600000, got -1",
    "mcp.ts",
    ["random"],
  );
});

Deno.test("main: the refresh's cron is registered at main.ts's top level, every minute, and a tick before the start does nothing", async () => {
  const registered = await cronsRegisteredBy(new URL("../main.ts", import.meta.url).href);
  assertEquals(registered.map(({ name, schedule }) => [name, schedule]), [
    ["refresh latest draws", "* * * * *"],
  ]);
  await registered[0]!.handler();
});
