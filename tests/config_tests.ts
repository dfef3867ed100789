import { assertEquals, assertThrows } from "@std/assert";
import { DEFAULT_CONFIG, resolveConfig, StartupError } from "../src/config.ts";

// Keys made by src/log/note.ts's generateSigner: a witness's (type 0x04) and a log's (0x01).
const WITNESS_SKEY =
  "PRIVATE+KEY+w.example/witness+ca2e6b74+BO+KdJbmWc/ZbcAGsuiZNVfG/ydNm0D0DS4G4CIfkGRe";
const WITNESS_VKEY = "w.example/witness+ca2e6b74+BPkK49rmObajarl53AOSPNVaAaThacnyCB9ajQRSnzh7";
const LOG_VKEY = "a.example/log+ca97a429+AX8fz5jGge6zOfRBP+s7asNBU6sixENmsDsGcwOGoNDq";
/** The register's own key, named after PUBLIC_URL https://fairdraw.example. */
const REGISTER_SKEY =
  "PRIVATE+KEY+fairdraw.example/log+41754e54+Ac39yiCgai81Id3tIFVIGIO+WIl9BUD2VQfcZ7m3sewb";
const LOG_SKEY = "PRIVATE+KEY+a.example/log+ca97a429+AaGEFPneBb+Yued7fAu0gF7u9Ipm9DaRTggp+kwUujyq";

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
    SOURCE_CONCURRENCY: "64",
    MCP_ALLOWED_ORIGINS: "https://a.example",
    REFRESH_SCHEDULE: "on",
    ACCESS_LOG: "on",
    OTEL_DENO: "true",
    LOG_WITNESSES: `${WITNESS_VKEY}@https://w.example/api/v1/witness/`,
    WITNESS_SIGNING_KEY: WITNESS_SKEY,
    WITNESS_LOGS: LOG_VKEY,
    REGISTER_SIGNING_KEY: REGISTER_SKEY,
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
    sourceConcurrency: 64,
    rateLimitPerMinute: 0,
    requestTimeoutMs: 1500,
    mcpAllowedOrigins: ["https://a.example"],
    refreshSchedule: true,
    accessLog: true,
    tracing: true,
    logWitnesses: [{ vkey: WITNESS_VKEY, prefix: "https://w.example/api/v1/witness/" }],
    witnessSigningKey: WITNESS_SKEY,
    witnessLogs: [LOG_VKEY],
    registerSigningKey: REGISTER_SKEY,
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
      ["SOURCE_CONCURRENCY", "0"],
      ["SOURCE_CONCURRENCY", "65"],
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
  assertEquals(DEFAULT_CONFIG.mcpAllowedOrigins, []);
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

Deno.test("resolveConfig: LOG_WITNESSES, WITNESS_SIGNING_KEY and WITNESS_LOGS, read and checked", () => {
  const read = (env: Record<string, string>) => resolveConfig((name) => env[name]);
  const second = "v.example/w+1d0d5664+BO/8a+6zEvAaiN+YKzcohzuxH9pVZzGzsuTq3B6jNc7C";
  // Two witnesses, split at the first "@" (a path may hold one), spaces and empty items passed over.
  assertEquals(
    read({
      LOG_WITNESSES: ` ${WITNESS_VKEY}@http://127.0.0.1:8001/api/v1/witness/ ,, ` +
        `${second}@https://v.example/w@x/`,
    }).logWitnesses,
    [
      { vkey: WITNESS_VKEY, prefix: "http://127.0.0.1:8001/api/v1/witness/" },
      { vkey: second, prefix: "https://v.example/w@x/" },
    ],
  );
  assertEquals(read({ WITNESS_LOGS: ` ${LOG_VKEY} ,` }).witnessLogs, [LOG_VKEY]);
  const refused: [string, string, string][] = [
    ["LOG_WITNESSES", WITNESS_VKEY, "<witness vkey>@<URL prefix>"],
    ["LOG_WITNESSES", `${LOG_VKEY}@https://w.example/`, "got one of type 0x01"],
    ["LOG_WITNESSES", `${WITNESS_VKEY}@w.example/api/v1/witness/`, "http or https URL"],
    ["LOG_WITNESSES", `${WITNESS_VKEY}@ftp://w.example/`, "http or https URL"],
    ["LOG_WITNESSES", `${WITNESS_VKEY}@https://u:p@w.example/`, "http or https URL"],
    ["LOG_WITNESSES", `w.example/witness+CA2E6B74+BPkK@https://w.example/`, "8 lower-case hex"],
    ["WITNESS_SIGNING_KEY", WITNESS_VKEY, "PRIVATE+KEY+"],
    ["WITNESS_SIGNING_KEY", LOG_SKEY, "got one of type 0x01"],
    ["WITNESS_SIGNING_KEY", WITNESS_SKEY.slice(0, -4), "base64 of 1 type byte and 32 bytes"],
    ["WITNESS_LOGS", WITNESS_VKEY, "got one of type 0x04"],
    ["WITNESS_LOGS", `${LOG_VKEY},nonsense`, "<name>+<key id>+<base64>"],
    ["WITNESS_LOGS", LOG_SKEY, "the key id must be"],
  ];
  for (const [name, value, says] of refused) {
    const error = assertThrows(() => read({ [name]: value }), StartupError, undefined, value);
    assertEquals(error.message.startsWith(name), true, error.message);
    assertEquals(error.message.includes(says), true, `${error.message} should say ${says}`);
  }
});

Deno.test("resolveConfig: REGISTER_SIGNING_KEY is a private Ed25519 key named after the log's origin", () => {
  const env = (extra: Record<string, string>) => (name: string) =>
    ({ PUBLIC_URL: "https://fairdraw.example", ...extra })[name];
  assertEquals(
    resolveConfig(env({ REGISTER_SIGNING_KEY: REGISTER_SKEY })).registerSigningKey,
    REGISTER_SKEY,
  );
  assertEquals(resolveConfig(env({})).registerSigningKey, undefined);
  const refused = [
    // Another name: the log without PUBLIC_URL is localhost/log, with it fairdraw.example/log.
    [{ REGISTER_SIGNING_KEY: LOG_SKEY }, "named a.example/log, but the log's origin is"],
    [{ REGISTER_SIGNING_KEY: REGISTER_SKEY, PUBLIC_URL: "" }, "origin is localhost/log"],
    // A witness's key (type 0x04), a verifier key, a key cut short.
    [{ REGISTER_SIGNING_KEY: WITNESS_SKEY }, "must be an Ed25519 key (type 0x01)"],
    [{ REGISTER_SIGNING_KEY: LOG_VKEY }, "PRIVATE+KEY+<name>"],
    [{ REGISTER_SIGNING_KEY: REGISTER_SKEY.slice(0, -4) }, "base64"],
  ] as const;
  for (const [extra, words] of refused) {
    const error = assertThrows(() => resolveConfig(env(extra)), StartupError);
    assertEquals(error.message.startsWith("REGISTER_SIGNING_KEY "), true, error.message);
    assertEquals(error.message.includes(words), true, error.message);
  }
});
