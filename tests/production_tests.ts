/**
 * What every answer carries, over a real port: Cache-Control by kind of answer, nosniff, the
 * request id, the rate-limit fields and the headers a browser script may read; a bad Host; the
 * access log and client aborts.
 */
import { assert, assertEquals, assertMatch, assertNotEquals } from "@std/assert";
import { drawFacts, nextDrawDate, publishedAt } from "../src/games/mod.ts";
import { REQUEST_ID } from "../src/http/request_id.ts";
import { seedOf } from "../testing/seeds.ts";
import { startServer, type TestServer } from "../testing/server.ts";
import { RUNTIME_VARY } from "./_decode.ts";

const NO_STORE = "no-store";
const PURE = "public, max-age=31536000, immutable";
/** A seed, in the hex that the API takes. */
function seedHexOf(key: number): string {
  return Array.from(seedOf(key), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A request id the service makes: its process's 16 hex digits, a dash, a count in base 36. */
const MADE_ID = /^[0-9a-f]{16}-[0-9a-z]+$/;

/** Fetches, reads the body away, and gives the status and headers. */
async function call(
  server: TestServer,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${server.url}${path}`, init);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The headers every answer carries, whatever it is. */
function assertCommon(headers: Headers, what: string): void {
  assertEquals(headers.get("x-content-type-options"), "nosniff", what);
  assertMatch(headers.get("x-request-id") ?? "", REQUEST_ID, what);
  assertEquals(headers.get("access-control-allow-origin"), "*", what);
  // After the names an answer exposes itself (MCP's session id and protocol version).
  const exposed = (headers.get("access-control-expose-headers") ?? "").split(", ");
  assertEquals(exposed.slice(-4), ["Retry-After", "X-Request-Id", "RateLimit", "RateLimit-Policy"]);
  assert(headers.get("cache-control") !== null, `${what}: Cache-Control`);
}

Deno.test("headers: every kind of answer has nosniff, a request id, CORS and its Cache-Control", async () => {
  await using server = await startServer({ double: true });
  const seed = seedHexOf(7);
  const cases: [string, string, RequestInit, number, string | RegExp][] = [
    ["unseeded draw", "/api/v1/random/dice?sides=6", {}, 200, NO_STORE],
    ["seeded draw", `/api/v1/random/dice?sides=6&seed=${seed}`, {}, 200, PURE],
    ["seeded pick", `/api/v1/lottery/pick?game=kr645&seed=${seed}`, {}, 200, PURE],
    ["unseeded pick", "/api/v1/lottery/pick?game=kr645", {}, 200, NO_STORE],
    ["seeded HEAD", `/api/v1/random/coin?seed=${seed}`, { method: "HEAD" }, 200, PURE],
    [
      "seeded POST",
      "/api/v1/random/dice",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ seed }),
      },
      200,
      NO_STORE,
    ],
    ["past draw", "/api/v1/lottery/draw?game=kr645&draw=1239", {}, 200, "public, max-age=86400"],
    [
      "past draw checked",
      "/api/v1/lottery/check?game=kr645&draw=1239&numbers=1,2,3,4,5,6",
      {},
      200,
      "public, max-age=86400",
    ],
    [
      "seed of a past draw",
      "/api/v1/lottery/seed?game=kr645&draw=1239&label=x",
      {},
      200,
      "public, max-age=86400",
    ],
    // The next kr645 draw is a week away at the test clock: the 300 s ceiling.
    ["latest draw", "/api/v1/lottery/draw?game=kr645", {}, 200, "public, max-age=300"],
    ["bad argument", "/api/v1/random/dice?sides=1", {}, 400, NO_STORE],
    ["seeded bad argument", `/api/v1/random/dice?sides=1&seed=${seed}`, {}, 400, NO_STORE],
    ["draw not found", "/api/v1/lottery/draw?game=kr645&draw=99999", {}, 400, NO_STORE],
    ["no such path", "/api/v1/nothing", {}, 404, NO_STORE],
    ["wrong method", "/api/v1/random/dice", { method: "DELETE" }, 405, NO_STORE],
    ["preflight", "/api/v1/random/dice", { method: "OPTIONS" }, 204, NO_STORE],
    ["health", "/healthz", {}, 200, NO_STORE],
    ["home page", "/", {}, 200, "no-cache"],
    ["asset", "/assets/style.css", {}, 200, "no-cache"],
    ["OpenAPI", "/openapi.json", {}, 200, "no-cache"],
    [
      "MCP",
      "/mcp/random",
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: "{}",
      },
      400,
      NO_STORE,
    ],
  ];
  for (const [what, path, init, status, cacheControl] of cases) {
    const { status: got, headers } = await call(server, path, init);
    assertEquals(got, status, what);
    assertCommon(headers, what);
    assertEquals(headers.get("cache-control"), cacheControl, what);
  }
});

Deno.test("headers: the latest draw is kept until the next can be published, never past it", async () => {
  const facts = drawFacts("kr645");
  const nextAt = publishedAt(facts, nextDrawDate(facts, "2026-08-29"));
  // 100 s before draw 1240 can be published, the answer about 1239 may be kept 100 s.
  await using server = await startServer({ double: true, now: nextAt - 100_000 });
  const early = await call(server, "/api/v1/lottery/draw?game=kr645");
  assertEquals([early.status, JSON.parse(early.text).draw], [200, 1239]);
  assertEquals(early.headers.get("cache-control"), "public, max-age=100");
  const checked = await call(server, "/api/v1/lottery/check?game=kr645&numbers=1,2,3,4,5,6");
  assertEquals(checked.headers.get("cache-control"), "public, max-age=100");
  // Once it is due (the source has not got it yet), the answer about 1239 is stale at once.
  server.clock.t = nextAt + 1000;
  const due = await call(server, "/api/v1/lottery/draw?game=kr645");
  assertEquals(due.status, 200);
  assertEquals(due.headers.get("cache-control"), "public, max-age=0");
});

Deno.test("headers: an answer from a kept copy standing in for a failing source is no-store", async () => {
  const facts = drawFacts("kr645");
  const nextAt = publishedAt(facts, nextDrawDate(facts, "2026-08-29"));
  await using server = await startServer({ double: true, now: nextAt - 100_000 });
  assertEquals((await call(server, "/api/v1/lottery/draw?game=kr645")).status, 200);
  server.double.setMode("error", { source: "kr645" });
  server.clock.t = nextAt + 3_600_000;
  const stale = await call(server, "/api/v1/lottery/draw?game=kr645");
  assertEquals([stale.status, JSON.parse(stale.text).stale], [200, true]);
  assertEquals(stale.headers.get("cache-control"), NO_STORE);
});

Deno.test("headers: a compressed answer says Vary: Accept-Encoding; a small one varies on nothing", async () => {
  await using server = await startServer();
  const items = Array.from({ length: 200 }, (_, i) => `item-${i}`).join(",");
  const big = await call(server, `/api/v1/random/shuffle?items=${items}&seed=${seedHexOf(1)}`, {
    headers: { "accept-encoding": "gzip" },
  });
  assertEquals(big.headers.get("vary"), "Accept-Encoding");
  assertEquals(big.headers.get("cache-control"), PURE);
  const small = await call(server, `/api/v1/random/coin?seed=${seedHexOf(1)}`);
  // None of the service's; Deno 2.5's Deno.serve adds its own (RUNTIME_VARY).
  assertEquals(small.headers.get("vary"), RUNTIME_VARY);
});

Deno.test("request id: a well-formed one is taken, anything else is replaced by a new one, unique", async () => {
  await using server = await startServer();
  const idOf = async (sent: string | undefined) => {
    const headers: Record<string, string> = sent === undefined ? {} : { "x-request-id": sent };
    return (await call(server, "/api/v1/random/coin", { headers })).headers.get("x-request-id")!;
  };
  for (const taken of ["a", "req-1.2_3", "A".repeat(64), "4bf92f3577b34da6a3ce929d0e0e4736"]) {
    assertEquals(await idOf(taken), taken);
  }
  const made = [];
  for (const refused of [undefined, "", "A".repeat(65), "a b", "a,b", "x\u00e9", '"q"', "a/b"]) {
    const id = await idOf(refused);
    assertMatch(id, MADE_ID, `for ${JSON.stringify(refused)}`);
    made.push(id);
  }
  assertEquals(new Set(made).size, made.length);
  // On errors too, and on a 404.
  const missing = await call(server, "/nothing", { headers: { "x-request-id": "trace-404" } });
  assertEquals([missing.status, missing.headers.get("x-request-id")], [404, "trace-404"]);
});

Deno.test("request id: a source failure's log line, written after awaits deep in the draws layer, names the request", async () => {
  await using server = await startServer({ double: true });
  server.double.setMode("error", { source: "kr645" });
  const failed = await call(server, "/api/v1/lottery/draw?game=kr645&draw=1200", {
    headers: { "x-request-id": "trace-source-1" },
  });
  assertEquals(failed.status, 503);
  const lines = server.logs.filter((entry) => entry.source === "kr645");
  assert(lines.length > 0, "the failure was logged");
  for (const line of lines) assertEquals(line.request_id, "trace-source-1");
});

Deno.test("rate limit: every limited answer says the policy and what is left; the health check and CORS preflights are not limited", async () => {
  await using server = await startServer({ config: { rateLimitPerMinute: 3 } });
  // A CORS preflight takes none of the quota (a browser sends one before each JSON POST).
  for (let i = 0; i < 5; i++) {
    const preflight = await call(server, "/api/v1/random/dice", {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-method": "POST" },
    });
    assertEquals([preflight.status, preflight.headers.get("ratelimit")], [204, null]);
  }
  const seen = [];
  for (let i = 0; i < 4; i++) {
    const { status, headers } = await call(server, "/api/v1/random/coin");
    assertEquals(headers.get("ratelimit-policy"), '"per-client";q=3;w=60');
    seen.push([status, headers.get("ratelimit"), headers.get("retry-after")]);
  }
  assertEquals(seen, [
    [200, '"per-client";r=2;t=20', null],
    [200, '"per-client";r=1;t=40', null],
    [200, '"per-client";r=0;t=60', null],
    [429, '"per-client";r=0;t=60', "20"],
  ]);
  const refused = await call(server, "/api/v1/random/coin");
  assertCommon(refused.headers, "429");
  assertEquals(refused.headers.get("cache-control"), NO_STORE);
  const health = await call(server, "/healthz");
  assertEquals([health.status, health.headers.get("ratelimit")], [200, null]);
  // Without a limit, no fields.
  await using open = await startServer({ config: { rateLimitPerMinute: 0 } });
  assertEquals((await call(open, "/api/v1/random/coin")).headers.get("ratelimit"), null);
});

/** One GET over a raw connection with exactly this Host header: its status and body. */
async function withHost(
  server: TestServer,
  path: string,
  host: string,
): Promise<{ status: number; headers: Headers; body: string }> {
  const connection = await Deno.connect({
    hostname: "127.0.0.1",
    port: Number(new URL(server.url).port),
  });
  await connection.write(
    new TextEncoder().encode(`GET ${path} HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`),
  );
  const text = await new Response(connection.readable).text();
  const [head = "", body = ""] = text.split("\r\n\r\n");
  const [statusLine = "", ...fields] = head.split("\r\n");
  const headers = new Headers();
  for (const field of fields) {
    headers.append(field.slice(0, field.indexOf(":")), field.slice(field.indexOf(":") + 1).trim());
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body };
}

Deno.test("Host: one that names no host is a 400 with the JSON error body, never a 500", async () => {
  await using server = await startServer();
  // A Host with a path, query or fragment in it would become part of the request's URL: Deno
  // makes the URL from it, so it must not reach a route.
  const smuggled = ["x/api/v1/random/dice?sides=2#", "127.0.0.1/foo", "a?b", "a#b", "x/"];
  for (
    const host of ["a b", "ev<il>", "127.0.0.1:99999", "[::1", "user@host", "a\tb", ...smuggled]
  ) {
    const answer = await withHost(server, "/api/v1/random/coin", host);
    assertEquals(answer.status, 400, host);
    const body = JSON.parse(answer.body);
    assertEquals(body.error.code, "invalid_argument", host);
    assertEquals(answer.headers.get("x-content-type-options"), "nosniff");
    assertEquals(answer.headers.get("cache-control"), NO_STORE);
  }
  // The home page too, which builds URLs.
  assertEquals((await withHost(server, "/", "a b")).status, 400);
  for (const host of ["fairdraw.example", "fairdraw.example:8443", "[::1]:80", "10.0.0.1"]) {
    assertEquals((await withHost(server, "/api/v1/random/coin", host)).status, 200, host);
  }
  assertEquals(server.requestLines.filter((line) => line.level === "error"), []);
});

Deno.test("access log: one line per request with its id, route, status, duration and draw cache outcome", async () => {
  await using server = await startServer({ double: true, config: { accessLog: true } });
  await call(server, "/api/v1/lottery/draw?game=kr645&draw=1239", {
    headers: { "x-request-id": "first" },
  });
  await call(server, "/api/v1/lottery/draw?game=kr645&draw=1239", {
    headers: { "x-request-id": "second" },
  });
  await call(server, `/api/v1/random/dice?seed=${seedHexOf(2)}`, {
    headers: { "x-request-id": "dice" },
  });
  await call(server, "/made/up/path", { headers: { "x-request-id": "none" } });
  const lines = server.requestLines.map((line) => {
    assertEquals(typeof line.duration_ms, "number");
    const { duration_ms: _, ...rest } = line;
    return rest;
  });
  assertEquals(lines, [
    {
      level: "info",
      event: "request",
      request_id: "first",
      method: "GET",
      route: "/api/v1/lottery/draw",
      status: 200,
      operation: "get_draw",
      seeded: null,
      cache: "source",
    },
    {
      level: "info",
      event: "request",
      request_id: "second",
      method: "GET",
      route: "/api/v1/lottery/draw",
      status: 200,
      operation: "get_draw",
      seeded: null,
      cache: "memory",
    },
    {
      level: "info",
      event: "request",
      request_id: "dice",
      method: "GET",
      route: "/api/v1/random/dice",
      status: 200,
      operation: "roll_dice",
      seeded: true,
      cache: null,
    },
    {
      level: "info",
      event: "request",
      request_id: "none",
      method: "GET",
      route: null,
      status: 404,
      operation: null,
      seeded: null,
      cache: null,
    },
  ]);
  // Off by default: nothing logged for a plain request.
  await using quiet = await startServer();
  await call(quiet, "/api/v1/random/coin");
  assertEquals(quiet.requestLines, []);
});

Deno.test("client abort: an upload cut short is logged as a client abort, never as an internal error", async () => {
  await using server = await startServer({ config: { accessLog: true } });
  const { port } = new URL(server.url);
  const connection = await Deno.connect({ hostname: "127.0.0.1", port: Number(port) });
  await connection.write(
    new TextEncoder().encode(
      "POST /api/v1/random/shuffle HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\n" +
        'x-request-id: cut-short\r\ncontent-length: 1000\r\n\r\n{"items":[',
    ),
  );
  // The request has reached the handler once the body has begun to be read; then go away.
  await new Promise((resolve) => setTimeout(resolve, 200));
  connection.close();
  for (let i = 0; i < 100 && !server.requestLines.some((l) => l.event === "client_abort"); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const abort = server.requestLines.find((line) => line.event === "client_abort");
  assertEquals(abort?.request_id, "cut-short");
  assertEquals(abort?.level, "info");
  assertEquals(abort?.route, "/api/v1/random/shuffle");
  assertEquals(server.requestLines.filter((line) => line.event === "internal_error"), []);
  assertNotEquals(server.requestLines.length, 0);
});

Deno.test("OpenAPI: every operation's answer documents its Cache-Control, X-Request-Id and RateLimit fields", async () => {
  await using server = await startServer();
  const document = await (await fetch(`${server.url}/openapi.json`)).json();
  const answers: [string, Record<string, { description: string; required: boolean }>][] = [];
  for (
    const [path, item] of Object.entries(document.paths) as [string, Record<string, unknown>][]
  ) {
    const get = item.get as { responses: { "200"?: { headers?: never } } } | undefined;
    if (get?.responses["200"]?.headers !== undefined) {
      answers.push([
        path,
        get.responses["200"].headers,
      ]);
    }
  }
  assert(answers.length >= 9, `${answers.length} operations`);
  for (const [path, headers] of answers) {
    assertEquals(
      Object.keys(headers).toSorted(),
      ["Cache-Control", "RateLimit", "RateLimit-Policy", "X-Request-Id"],
      path,
    );
    assertEquals(headers["Cache-Control"]!.required, true);
  }
  const cacheOf = (path: string) =>
    answers.find(([p]) => p === path)![1]["Cache-Control"]!.description;
  assertMatch(cacheOf("/api/v1/random/dice"), /immutable.*when a seed is given/);
  assertMatch(cacheOf("/api/v1/lottery/draw"), /at most 300/);
});
