import { assertEquals, assertThrows } from "@std/assert";
import { DEFAULT_CONFIG, resolveConfig, StartupError } from "../src/config.ts";

Deno.test("resolveConfig: the defaults of API.md when nothing is set", () => {
  assertEquals(resolveConfig(() => undefined), DEFAULT_CONFIG);
  assertEquals(resolveConfig(() => ""), DEFAULT_CONFIG);
});

Deno.test("resolveConfig: every variable is read", () => {
  const env: Record<string, string> = {
    PORT: "9000",
    HOSTNAME: "127.0.0.1",
    KV_PATH: ":memory:",
    KR645_SOURCE_URL: "http://127.0.0.1:1/",
    NY_OPEN_DATA_URL: "http://127.0.0.1:2",
    NY_OPEN_DATA_APP_TOKEN: "token",
    SOURCE_TIMEOUT_MS: "250",
    RATE_LIMIT_PER_MINUTE: "0",
    REQUEST_TIMEOUT_MS: "1500",
  };
  assertEquals(resolveConfig((name) => env[name]), {
    port: 9000,
    hostname: "127.0.0.1",
    kvPath: ":memory:",
    kr645SourceUrl: "http://127.0.0.1:1",
    nyOpenDataUrl: "http://127.0.0.1:2",
    nyOpenDataAppToken: "token",
    sourceTimeoutMs: 250,
    rateLimitPerMinute: 0,
    requestTimeoutMs: 1500,
  });
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
    ]
  ) {
    const error = assertThrows(
      () => resolveConfig((n) => (n === name ? value : undefined)),
      StartupError,
    );
    assertEquals(error.message.startsWith(name!), true, error.message);
  }
});
