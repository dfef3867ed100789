/**
 * The server as a process: Ctrl-C with requests in flight, the shutdown deadline, the descriptor
 * limit, connections that never finish their header, and the trace spans. Each test spawns main.ts.
 */
import { assert, assertEquals, assertStringIncludes } from "@std/assert";
import { freePort, startMainProcess, waitFor, waitUntilUp } from "../testing/process.ts";
import { startSourceDouble } from "../testing/source_double.ts";
import { startServer } from "../testing/server.ts";

const encoder = new TextEncoder();

/** Whether a promise settles within `ms` (a bound on a hang, not a speed assert). */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => timer = setTimeout(() => resolve(false), ms));
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

Deno.test("Ctrl-C: SIGINT twice (process group and deno task) and all 8 requests in flight finish", async () => {
  const sources = await startSourceDouble();
  const main = await startMainProcess({
    KV_PATH: ":memory:",
    KR645_SOURCE_URL: sources.kr645Url,
    NY_OPEN_DATA_URL: sources.nyUrl,
    // All 8 at the source at once, so that the test sees when all 8 are in flight.
    SOURCE_CONCURRENCY: "8",
  });
  try {
    sources.setMode("slow", { delayMs: 1000 });
    const inFlight = Array.from(
      { length: 8 },
      (_, i) =>
        fetch(`${main.base}/api/v1/lottery/draw?game=kr645&draw=${1232 + i}`).then(
          async (response) => [response.status, (await response.json()).draw],
        ),
    );
    await waitFor(() => sources.inFlight("kr645") === 8, "all 8 requests at the source");
    // Two deliveries, not one: signals sent back to back can merge into one while pending.
    main.kill("SIGINT");
    await new Promise((resolve) => setTimeout(resolve, 100));
    main.kill("SIGINT");
    const answers = await Promise.all(inFlight);
    assertEquals(answers, Array.from({ length: 8 }, (_, i) => [200, 1232 + i]));
    assertEquals((await main.status).code, 0);
    await main.stop(); // Reads its output to the end.
    assertStringIncludes(main.output(), `"event":"stopped","message":"stopped"`);
  } finally {
    await main.stop();
    await sources.close();
  }
});

Deno.test("Ctrl-C on `deno task start`: SIGINT to the whole process group, and all 8 requests in flight finish", async () => {
  // As a terminal does it: the task runs in a process group of its own (setsid), and the signal
  // goes to the group, so both `deno task` and the server get it.
  const sources = await startSourceDouble();
  const port = freePort();
  const child = new Deno.Command("setsid", {
    args: [Deno.execPath(), "task", "start"],
    cwd: new URL("../", import.meta.url),
    env: {
      PORT: `${port}`,
      HOST: "127.0.0.1",
      KV_PATH: ":memory:",
      KR645_SOURCE_URL: sources.kr645Url,
      NY_OPEN_DATA_URL: sources.nyUrl,
      SOURCE_CONCURRENCY: "8",
      NO_COLOR: "1",
    },
    stdin: "null",
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${base}/api/v1/random/coin`);
    sources.setMode("slow", { delayMs: 1000 });
    const inFlight = Array.from(
      { length: 8 },
      (_, i) =>
        fetch(`${base}/api/v1/lottery/draw?game=kr645&draw=${1232 + i}`).then(
          async (response) => [response.status, (await response.json()).draw],
        ),
    );
    await waitFor(() => sources.inFlight("kr645") === 8, "all 8 requests at the source");
    Deno.kill(-child.pid, "SIGINT");
    assertEquals(await Promise.all(inFlight), Array.from({ length: 8 }, (_, i) => [200, 1232 + i]));
    assertEquals((await child.status).code, 0);
    assertStringIncludes(
      await new Response(child.stdout).text(),
      `"event":"stopped","message":"stopped"`,
    );
  } finally {
    try {
      Deno.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    await child.stdout.cancel().catch(() => {});
    await sources.close();
  }
});

Deno.test("shutdown: a stalled upload does not keep the process alive past the 4 s deadline", async () => {
  // The request time limit is out of the way: only the shutdown deadline can end the upload.
  const main = await startMainProcess({ KV_PATH: ":memory:", REQUEST_TIMEOUT_MS: "600000" });
  const { port } = new URL(main.base);
  const connection = await Deno.connect({ hostname: "127.0.0.1", port: Number(port) });
  try {
    await connection.write(
      encoder.encode(
        "POST /api/v1/random/shuffle HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n" +
          'content-length: 100000\r\n\r\n{"items":["a",',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    main.kill("SIGTERM");
    // A bound on a hang, far above the deadline: before the deadline it stayed up for minutes.
    assert(await settlesWithin(main.status, 30_000), "the process is still running");
    assertEquals((await main.status).code, 0);
    await main.stop(); // Reads its output to the end.
    assertStringIncludes(main.output(), "stopped at the 4000 ms deadline");
  } finally {
    connection.close();
    await main.stop();
  }
});

/** Opens connections that send half a header and then nothing, as many as it can up to `count`. */
async function halfHeaders(base: string, count: number): Promise<Deno.Conn[]> {
  const { port } = new URL(base);
  const connections: Deno.Conn[] = [];
  for (let i = 0; i < count; i++) {
    try {
      const connection = await Deno.connect({ hostname: "127.0.0.1", port: Number(port) });
      connections.push(connection);
      await connection.write(encoder.encode("GET / HTTP/1.1\r\nhost: x\r\n"));
    } catch {
      // Refused or reset: the server is out of descriptors, or listening again.
    }
  }
  return connections;
}

Deno.test("descriptors: at a lowered limit, half-header connections never end the process; it serves again once they go", async () => {
  const main = await startMainProcess({ KV_PATH: ":memory:" }, {
    prefix: ["prlimit", "--nofile=96", "--"],
  });
  let connections: Deno.Conn[] = [];
  try {
    connections = await halfHeaders(main.base, 200);
    await waitFor(() => main.output().includes('"event":"listener_failed"'), "a listener failure");
    assertStringIncludes(main.output(), "Too many open files");
    // Still running, though out of descriptors; a second wave changes nothing.
    connections.push(...await halfHeaders(main.base, 50));
    assertEquals(await settlesWithin(main.status, 1000), false);
    for (const connection of connections) connection.close();
    connections = [];
    await waitUntilUp(`${main.base}/api/v1/random/coin`);
    const response = await fetch(`${main.base}/api/v1/random/coin`);
    assertEquals(response.status, 200);
    await response.body?.cancel();
    assertStringIncludes(main.output(), '"event":"listening_again"');
  } finally {
    for (const connection of connections) connection.close();
    await main.stop();
  }
});

Deno.test("half-header and idle connections: Deno.serve 2.9 neither answers nor closes them (so the proxy must time them out)", async () => {
  // Pinned behaviour, not a wish: Deno.serve has no header-read or idle timeout to set. Should a
  // Deno release add one, this fails, and docs/DEPLOY.md's proxy requirement can be revisited.
  await using server = await startServer();
  const [half] = await halfHeaders(server.url, 1);
  // An idle keep-alive connection: one whole exchange, then nothing.
  const idle = await Deno.connect({
    hostname: "127.0.0.1",
    port: Number(new URL(server.url).port),
  });
  try {
    await idle.write(encoder.encode("GET /api/v1/random/coin HTTP/1.1\r\nhost: x\r\n\r\n"));
    const buffer = new Uint8Array(4096);
    let answered = "";
    while (!/\r\n\r\n[\s\S]*\}$/.test(answered)) {
      const n = await idle.read(buffer);
      if (n === null) break;
      answered += new TextDecoder().decode(buffer.subarray(0, n));
    }
    assertStringIncludes(answered, "HTTP/1.1 200 OK");
    const [halfOpen, idleOpen] = await Promise.all([
      settlesWithin(half!.read(new Uint8Array(64)), 3000),
      settlesWithin(idle.read(new Uint8Array(64)), 3000),
    ]);
    assertEquals([halfOpen, idleOpen], [false, false]);
  } finally {
    half!.close();
    idle.close();
  }
});

Deno.test("tracing: with OTEL_DENO=true each request's span is named by its route and says the operation, seed and draw cache outcome", async () => {
  const bodies: string[] = [];
  await using collector = Deno.serve(
    { port: 0, hostname: "127.0.0.1", onListen() {} },
    async (request) => {
      if (new URL(request.url).pathname === "/v1/traces") bodies.push(await request.text());
      else await request.body?.cancel();
      return new Response(null, { status: 200 });
    },
  );
  const sources = await startSourceDouble();
  const main = await startMainProcess({
    KV_PATH: ":memory:",
    KR645_SOURCE_URL: sources.kr645Url,
    NY_OPEN_DATA_URL: sources.nyUrl,
    OTEL_DENO: "true",
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collector.addr.port}`,
    OTEL_DENO_CONSOLE: "ignore",
  });
  try {
    for (
      const path of [
        "/api/v1/lottery/draw?game=kr645&draw=1239",
        "/api/v1/lottery/draw?game=kr645&draw=1239",
        `/api/v1/random/dice?seed=${"ab".repeat(32)}`,
        "/made/up",
      ]
    ) {
      await (await fetch(`${main.base}${path}`)).body?.cancel();
    }
  } finally {
    await main.stop();
    await sources.close();
  }
  const spans = bodies.flatMap((body) =>
    JSON.parse(body).resourceSpans.flatMap((resource: { scopeSpans: { spans: Span[] }[] }) =>
      resource.scopeSpans.flatMap((scope) => scope.spans)
    )
  ).filter((span: Span) => span.kind === 2);
  const described = spans.map((span: Span) => ({
    name: span.name,
    ...Object.fromEntries(
      span.attributes
        .filter((attribute) =>
          /^(http\.route|fairdraw\.(operation|seeded|draw_cache))$/.test(attribute.key)
        )
        .map((attribute) => [attribute.key, Object.values(attribute.value)[0]]),
    ),
  }));
  // The start-up probe (GET /api/v1/random/coin) comes first.
  assertEquals(described.slice(-4), [
    {
      name: "GET /api/v1/lottery/draw",
      "http.route": "/api/v1/lottery/draw",
      "fairdraw.operation": "get_draw",
      "fairdraw.draw_cache": "source",
    },
    {
      name: "GET /api/v1/lottery/draw",
      "http.route": "/api/v1/lottery/draw",
      "fairdraw.operation": "get_draw",
      "fairdraw.draw_cache": "memory",
    },
    {
      name: "GET /api/v1/random/dice",
      "http.route": "/api/v1/random/dice",
      "fairdraw.operation": "roll_dice",
      "fairdraw.seeded": true,
    },
    { name: "GET" },
  ]);
});

/** The part of an OTLP/JSON span that the test reads. */
interface Span {
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}
