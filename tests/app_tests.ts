import { assertEquals, assertLess } from "@std/assert";
import { createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";
import { startServer } from "../testing/server.ts";

Deno.test("serve: over the per-client limit, 429 rate_limited with Retry-After and CORS", async () => {
  const server = await startServer({ config: { rateLimitPerMinute: 2 } });
  try {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.url}/api/v1/random/coin`);
      assertEquals(response.status, 200);
      await response.body?.cancel();
    }
    const limited = await fetch(`${server.url}/api/v1/random/coin`);
    assertEquals(limited.status, 429);
    assertEquals(limited.headers.get("retry-after"), "30");
    assertEquals(limited.headers.get("access-control-allow-origin"), "*");
    const body = await limited.json();
    assertEquals([body.error.code, body.error.field], ["rate_limited", null]);
  } finally {
    await server.close();
  }
});

Deno.test("serve: a limit of 0 is no limit; fetch alone is never limited", async () => {
  const server = await startServer({ config: { rateLimitPerMinute: 0 } });
  try {
    for (let i = 0; i < 50; i++) {
      const response = await fetch(`${server.url}/api/v1/random/coin`);
      assertEquals(response.status, 200);
      await response.body?.cancel();
    }
  } finally {
    await server.close();
  }
  const app = createApp({ config: { ...resolveConfig(() => undefined), rateLimitPerMinute: 1 } });
  for (let i = 0; i < 5; i++) {
    assertEquals((await app.fetch(new Request("http://test/api/v1/random/coin"))).status, 200);
  }
});

Deno.test("fetch: a request over the time limit is a 503 request_timeout, body reading included", async () => {
  const server = await startServer({
    double: true,
    config: { requestTimeoutMs: 300, sourceTimeoutMs: 5000 },
  });
  server.double.setMode("slow", { delayMs: 3000 });
  try {
    const started = Date.now();
    const response = await fetch(`${server.url}/api/v1/lottery/draw?game=kr645&draw=1239`);
    const body = await response.json();
    assertEquals([response.status, body.error.code], [503, "request_timeout"]);
    assertEquals(response.headers.get("retry-after"), "1");
    assertLess(Date.now() - started, 2500);

    // A body that does not end until the answer has come.
    let sending: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        sending = controller;
        controller.enqueue(new TextEncoder().encode('{"items":['));
      },
    });
    const slowBody = await fetch(`${server.url}/api/v1/random/shuffle`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stalled,
    });
    assertEquals([slowBody.status, (await slowBody.json()).error.code], [503, "request_timeout"]);
    // Ended, so that the connection closes (Deno 2.5's shutdown waits for it).
    sending?.close();
  } finally {
    await server.close();
  }
});

Deno.test("serve: no request touches Deno's OpenTelemetry module while tracing is off, a draw's neither", async () => {
  await using server = await startServer({ double: true });
  const telemetry = Object.getOwnPropertyDescriptor(Deno, "telemetry")!;
  let reads = 0;
  // Reading Deno.telemetry loads Deno's OpenTelemetry module: 2-3 ms of a cold start.
  Object.defineProperty(Deno, "telemetry", {
    configurable: true,
    get() {
      reads++;
      return telemetry.get ? telemetry.get.call(Deno) : telemetry.value;
    },
  });
  try {
    const dice = await fetch(`${server.url}/api/v1/random/dice?sides=6`);
    await dice.body?.cancel();
    assertEquals([dice.status, reads], [200, 0]);
    const draw = await fetch(`${server.url}/api/v1/lottery/draw?game=kr645&draw=1200`);
    await draw.body?.cancel();
    // The request's id reaches the draws log by argument, not through the async context.
    assertEquals([draw.status, reads], [200, 0]);
  } finally {
    Object.defineProperty(Deno, "telemetry", telemetry);
  }
});
