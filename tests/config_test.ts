import { assertEquals, assertThrows } from "@std/assert";
import { DEFAULT_CONFIG, resolveConfig, StartupError } from "../src/config.ts";

Deno.test("resolveConfig: the defaults of API.md when nothing is set", () => {
  assertEquals(resolveConfig(() => undefined), DEFAULT_CONFIG);
  assertEquals(resolveConfig(() => ""), DEFAULT_CONFIG);
});

Deno.test("resolveConfig: every variable is read", () => {
  const env: Record<string, string> = {
    PORT: "9000",
    HOST: "127.0.0.1",
    PUBLIC_URL: "HTTPS://Fairdraw.example:443/",
    KV_PATH: ":memory:",
    KR645_SOURCE_URL: "http://127.0.0.1:1/",
    NY_OPEN_DATA_URL: "http://127.0.0.1:2",
    NY_OPEN_DATA_APP_TOKEN: "token",
    SOURCE_TIMEOUT_MS: "250",
    RATE_LIMIT_PER_MINUTE: "0",
    REQUEST_TIMEOUT_MS: "1500",
    MCP_ALLOWED_ORIGINS: "https://a.example",
    REFRESH_SCHEDULE: "on",
    ACCESS_LOG: "on",
    OTEL_DENO: "true",
  };
  assertEquals(resolveConfig((name) => env[name]), {
    port: 9000,
    hostname: "127.0.0.1",
    publicUrl: "https://fairdraw.example",
    kvPath: ":memory:",
    kr645SourceUrl: "http://127.0.0.1:1",
    nyOpenDataUrl: "http://127.0.0.1:2",
    nyOpenDataAppToken: "token",
    sourceTimeoutMs: 250,
    rateLimitPerMinute: 0,
    requestTimeoutMs: 1500,
    mcpAllowedOrigins: ["https://a.example"],
    refreshSchedule: true,
    accessLog: true,
    tracing: true,
  });
});

Deno.test("resolveConfig: ACCESS_LOG is on or off (off by default); OTEL_DENO=true turns tracing on", () => {
  const config = (env: Record<string, string>) => resolveConfig((name) => env[name]);
  assertEquals([config({}).accessLog, config({}).tracing], [false, false]);
  assertEquals(config({ ACCESS_LOG: "off" }).accessLog, false);
  assertEquals(config({ OTEL_DENO: "false" }).tracing, false);
  const error = assertThrows(() => config({ ACCESS_LOG: "yes" }), StartupError);
  assertEquals(error.message, "ACCESS_LOG must be on or off, got yes");
});

Deno.test("resolveConfig: a wrong value stops the start with its name", () => {
  for (
    const [name, value] of [
      ["PORT", "80a"],
      ["PORT", "65536"],
      ["SOURCE_TIMEOUT_MS", "0"],
      ["RATE_LIMIT_PER_MINUTE", "-1"],
      ["REQUEST_TIMEOUT_MS", "0"],
      [
        "NY_OPEN_DATA_URL",
        "not a url",
      ],
      ["KR645_SOURCE_URL", "localhost:8000"],
      ["KR645_SOURCE_URL", "ftp://example.com"],
      ["MCP_ALLOWED_ORIGINS", "a.example"],
      ["REFRESH_SCHEDULE", "yes"],
      ["PUBLIC_URL", "fairdraw.example"],
      ["PUBLIC_URL", "https://fairdraw.example/app"],
    ]
  ) {
    const error = assertThrows(
      () => resolveConfig((n) => (n === name ? value : undefined)),
      StartupError,
    );
    assertEquals(error.message.startsWith(name!), true, error.message);
  }
});

Deno.test("resolveConfig: HOSTNAME, which containers set to their own name, is not read", () => {
  const env: Record<string, string> = { HOSTNAME: "f3a9c2d1e0b7" };
  assertEquals(resolveConfig((name) => env[name]).hostname, "0.0.0.0");
});

Deno.test("resolveConfig: MCP_ALLOWED_ORIGINS is * or a list of origins, each written as a browser sends it", () => {
  const origins = (value: string) =>
    resolveConfig((name) => (name === "MCP_ALLOWED_ORIGINS" ? value : undefined))
      .mcpAllowedOrigins;
  assertEquals(DEFAULT_CONFIG.mcpAllowedOrigins, "*");
  assertEquals(origins("*"), "*");
  assertEquals(origins(" * "), "*");
  assertEquals(origins("https://a.example"), ["https://a.example"]);
  assertEquals(
    origins("HTTPS://A.example:443/, http://localhost:5173 ,http://[::1]:8000,"),
    ["https://a.example", "http://localhost:5173", "http://[::1]:8000"],
  );
});

Deno.test("resolveConfig: a wrong MCP_ALLOWED_ORIGINS names the entry at fault and what is allowed", () => {
  const cases: [value: string, entry: string][] = [
    ["a.example", "a.example"],
    ["https://a.example/path", "https://a.example/path"],
    ["https://a.example?x=1", "https://a.example?x=1"],
    ["https://a.example, *", "*"],
    ["null", "null"],
    ["file:///tmp/page.html", "file:///tmp/page.html"],
    ["https://user@a.example", "https://user@a.example"],
    ["ws://a.example", "ws://a.example"],
    ["https://a b.example", '"https://a b.example"'],
  ];
  for (const [value, entry] of cases) {
    const error = assertThrows(
      () => resolveConfig((name) => (name === "MCP_ALLOWED_ORIGINS" ? value : undefined)),
      StartupError,
    );
    assertEquals(
      error.message,
      `MCP_ALLOWED_ORIGINS must be * or a comma-separated list of origins such as ` +
        `https://app.example or http://localhost:5173, got ${entry}`,
    );
  }
});

Deno.test("resolveConfig: REFRESH_SCHEDULE is on or off, by default on on Deno Deploy alone", () => {
  const refresh = (env: Record<string, string>) =>
    resolveConfig((name) => env[name]).refreshSchedule;
  assertEquals(refresh({}), false);
  assertEquals(refresh({ REFRESH_SCHEDULE: "on" }), true);
  assertEquals(refresh({ REFRESH_SCHEDULE: "off" }), false);
  assertEquals(refresh({ DENO_DEPLOYMENT_ID: "abc123" }), true);
  assertEquals(refresh({ DENO_DEPLOYMENT_ID: "abc123", REFRESH_SCHEDULE: "off" }), false);
  // Today's Deno Deploy says so with DENO_DEPLOY=true.
  assertEquals(refresh({ DENO_DEPLOY: "true" }), true);
  assertEquals(refresh({ DENO_DEPLOY: "true", REFRESH_SCHEDULE: "off" }), false);
  assertEquals(refresh({ DENO_DEPLOY: "false" }), false);
  const error = assertThrows(
    () => resolveConfig((name) => name === "REFRESH_SCHEDULE" ? "true" : undefined),
    StartupError,
  );
  assertEquals(error.message, "REFRESH_SCHEDULE must be on or off, got true");
});
