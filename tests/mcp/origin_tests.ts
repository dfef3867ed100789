/**
 * The `Origin` check of the MCP endpoints (DNS rebinding): which origins each configuration
 * takes, and how a refused one is answered. The check reads the configured address, not the
 * socket, so these tests ask the app directly.
 */
import { assert, assertEquals } from "@std/assert";
import { createApp } from "../../src/app.ts";
import { resolveConfig } from "../../src/config.ts";

/** The app as configured by these environment variables. */
function appWith(env: Record<string, string>) {
  return createApp({ config: resolveConfig((name) => env[name]) });
}

/** POSTs a ping to `/mcp/{server}` with the given `Origin` (none when null). */
async function ping(
  app: ReturnType<typeof appWith>,
  origin: string | null,
  server = "random",
): Promise<Response> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
  };
  if (origin !== null) headers.origin = origin;
  return await app.fetch(
    new Request(`http://localhost:8000/mcp/${server}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    }),
  );
}

/** Asserts that the origin is taken: the ping is answered. */
async function assertTaken(app: ReturnType<typeof appWith>, origin: string | null) {
  for (const server of ["lottery", "random"]) {
    const response = await ping(app, origin, server);
    assertEquals(response.status, 200, `${origin} on ${server}`);
    assertEquals(await response.json(), { jsonrpc: "2.0", id: 1, result: {} });
  }
}

/** Asserts that the origin is refused with 403 and the error body, whose message says why. */
async function assertRefused(app: ReturnType<typeof appWith>, origin: string, why: string) {
  for (const server of ["lottery", "random"]) {
    const response = await ping(app, origin, server);
    assertEquals(response.status, 403, `${origin} on ${server}`);
    assertEquals(response.headers.get("content-type"), "application/json; charset=utf-8");
    assertEquals(response.headers.get("access-control-allow-origin"), "*");
    const body = await response.json();
    assertEquals(body.error.code, "origin_not_allowed");
    assertEquals(body.error.field, null);
    assert(body.error.message.includes(why), body.error.message);
  }
}

/** Origins that name this machine. */
const LOCAL_ORIGINS = [
  "http://localhost",
  "http://localhost:5173",
  "https://LOCALHOST:8443",
  "http://app.localhost:3000",
  "http://127.0.0.1:6274",
  "http://127.1.2.3",
  "http://[::1]:8000",
];

/** Origins of other machines, or none that can be told. */
const FOREIGN_ORIGINS = [
  "https://evil.example",
  "http://localhost.evil.example",
  "http://127.0.0.1.evil.example",
  "http://192.168.1.10:8000",
  "null",
  "not an origin",
];

/** What every refusal under the default rule says. */
const DEFAULT_RULE = "takes browser requests only from local origins";

Deno.test("mcp origin: by default, wherever it listens, no Origin and local origins only", async () => {
  for (const hostname of ["127.0.0.1", "localhost", "::1", "0.0.0.0", "::", "192.168.1.2"]) {
    const app = appWith({ HOST: hostname });
    await assertTaken(app, null);
    for (const origin of LOCAL_ORIGINS) await assertTaken(app, origin);
    for (const origin of FOREIGN_ORIGINS) {
      await assertRefused(
        app,
        origin,
        `the origin ${origin} is not allowed: this server ${DEFAULT_RULE}`,
      );
    }
  }
});

Deno.test("mcp origin: the service's own origin (PUBLIC_URL) is taken, and no other", async () => {
  const app = appWith({ HOST: "0.0.0.0", PUBLIC_URL: "https://fairdraw.example" });
  await assertTaken(app, null);
  await assertTaken(app, "https://fairdraw.example");
  await assertTaken(app, "https://FAIRDRAW.example:443");
  await assertTaken(app, "http://localhost:6274");
  // The same host under another scheme or port, or a sub-domain, is another origin.
  for (
    const origin of [
      "http://fairdraw.example",
      "https://fairdraw.example:8443",
      "https://www.fairdraw.example",
      "https://fairdraw.example.evil.example",
    ]
  ) {
    await assertRefused(app, origin, DEFAULT_RULE);
  }
});

Deno.test("mcp origin: MCP_ALLOWED_ORIGINS adds the origins it lists, beside local ones and PUBLIC_URL's", async () => {
  const app = appWith({
    HOST: "0.0.0.0",
    PUBLIC_URL: "https://fairdraw.example",
    MCP_ALLOWED_ORIGINS: "https://inspector.example, https://app.example:8443",
  });
  await assertTaken(app, null);
  await assertTaken(app, "http://localhost:6274");
  await assertTaken(app, "https://fairdraw.example");
  await assertTaken(app, "https://inspector.example");
  await assertTaken(app, "https://app.example:8443");
  for (const origin of ["https://evil.example", "https://app.example", "null", "http://10.0.0.1"]) {
    await assertRefused(app, origin, "MCP_ALLOWED_ORIGINS");
  }
});

Deno.test("mcp origin: MCP_ALLOWED_ORIGINS=* takes every origin", async () => {
  for (const hostname of ["127.0.0.1", "0.0.0.0"]) {
    const app = appWith({ HOST: hostname, MCP_ALLOWED_ORIGINS: "*" });
    await assertTaken(app, null);
    for (const origin of [...LOCAL_ORIGINS, ...FOREIGN_ORIGINS]) await assertTaken(app, origin);
  }
});

Deno.test("mcp origin: the check is on the MCP endpoints alone", async () => {
  const app = appWith({ HOST: "127.0.0.1" });
  const response = await app.fetch(
    new Request("http://localhost:8000/api/v1/random/coin", {
      headers: { origin: "https://evil.example" },
    }),
  );
  assertEquals(response.status, 200);
  await response.body?.cancel();
});

Deno.test("mcp origin: a refused origin is cut in the message, whatever its length", async () => {
  const app = appWith({ HOST: "127.0.0.1" });
  const origin = `https://${"a".repeat(5000)}.example`;
  const response = await ping(app, origin);
  assertEquals(response.status, 403);
  const { error } = await response.json();
  assert(error.message.length < 400, error.message);
  assert(error.message.includes(`the origin ${origin.slice(0, 100)}...`), error.message);
});
