import { assertEquals, assertMatch, assertNotEquals } from "@std/assert";
import { SEED } from "./operations/_call.ts";
import { postJson, startServer } from "../testing/server.ts";

/** A GET and a POST of every random operation, with the same arguments. */
const CALLS: [string, Record<string, unknown>, string][] = [
  ["/api/v1/lottery/pick", { game: "euromillions", sets: 3 }, "game=euromillions&sets=3"],
  ["/api/v1/random/dice", { sides: 20, count: 7 }, "sides=20&count=7"],
  ["/api/v1/random/coin", { count: 9 }, "count=9"],
  [
    "/api/v1/random/integer",
    { min: -10, max: 10, count: 5, unique: true },
    "min=-10&max=10&count=5&unique=true",
  ],
  ["/api/v1/random/pick", { items: ["a", "b", "c"], count: 2 }, "items=a,b,c&count=2"],
  ["/api/v1/random/shuffle", { items: ["x", "y", "z", "w"] }, "items=x,y,z,w"],
];

Deno.test({
  name: "e2e: same seed and arguments give byte-identical bodies over GET and POST, either case",
  async fn() {
    await using server = await startServer();
    const base = server.url;
    for (const [path, body, query] of CALLS) {
      const viaPost = await (await postJson(base + path, { ...body, seed: SEED })).text();
      const viaGet = await (await fetch(`${base}${path}?${query}&seed=${SEED}`)).text();
      const upper = await (await fetch(`${base}${path}?${query}&seed=${SEED.toUpperCase()}`))
        .text();
      const again = await (await postJson(base + path, { ...body, seed: SEED })).text();
      assertEquals(viaGet, viaPost, path);
      assertEquals(upper, viaPost, path);
      assertEquals(again, viaPost, path);
      assertEquals(JSON.parse(viaPost).seed, SEED);
    }
  },
});

Deno.test("e2e: an unseeded call echoes a fresh lowercase seed that reproduces it", async () => {
  await using server = await startServer();
  const base = server.url;
  for (const [path, body] of CALLS) {
    const first = await (await postJson(base + path, body)).json();
    assertMatch(first.seed, /^[0-9a-f]{64}$/);
    const second = await (await postJson(base + path, body)).json();
    assertNotEquals(second.seed, first.seed);
    const replay = await (await postJson(base + path, { ...body, seed: first.seed })).json();
    assertEquals(replay, first, path);
  }
});

Deno.test("e2e: answers are JSON with CORS; HEAD has no body; preflight is answered", async () => {
  await using server = await startServer();
  const base = server.url;
  const response = await fetch(`${base}/api/v1/random/coin`);
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("content-type"), "application/json; charset=utf-8");
  assertEquals(response.headers.get("access-control-allow-origin"), "*");
  await response.body?.cancel();
  const head = await fetch(`${base}/api/v1/random/coin`, { method: "HEAD" });
  assertEquals([head.status, await head.text()], [200, ""]);
  const preflight = await fetch(`${base}/api/v1/random/dice`, {
    method: "OPTIONS",
    headers: { origin: "https://example.org", "access-control-request-method": "POST" },
  });
  assertEquals(preflight.status, 204);
  assertEquals(preflight.headers.get("access-control-allow-origin"), "*");
  assertEquals(preflight.headers.get("access-control-allow-methods")?.includes("POST"), true);
  await preflight.body?.cancel();
});

Deno.test("e2e: every error has the error body, its status and CORS", async () => {
  await using server = await startServer();
  const base = server.url;
  const cases: [Promise<Response>, number, string, string | null][] = [
    [fetch(`${base}/nowhere`), 404, "not_found", null],
    [fetch(`${base}/api/v1/random/dice`, { method: "PUT" }), 405, "method_not_allowed", null],
    [fetch(`${base}/api/v1/random/dice?sides=1`), 400, "invalid_argument", "sides"],
    [fetch(`${base}/api/v1/random/dice?sides=6&sides=6`), 400, "invalid_argument", "sides"],
    [postJson(`${base}/api/v1/random/dice?sides=6`, {}), 400, "unknown_argument", "sides"],
    [
      fetch(`${base}/api/v1/random/dice`, {
        method: "POST",
        body: "{",
        headers: { "content-type": "application/json" },
      }),
      400,
      "invalid_json",
      null,
    ],
    [
      fetch(`${base}/api/v1/random/dice`, {
        method: "POST",
        body: "sides=6",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      415,
      "unsupported_media_type",
      null,
    ],
    [
      fetch(`${base}/api/v1/random/shuffle`, {
        method: "POST",
        body: "x".repeat(4 * 1024 * 1024 + 1),
        headers: { "content-type": "application/json" },
      }),
      413,
      "payload_too_large",
      null,
    ],
  ];
  for (const [call, status, code, field] of cases) {
    const response = await call;
    const body = await response.json();
    assertEquals(
      [response.status, body.error.code, body.error.field],
      [status, code, field],
      body.error.message,
    );
    assertEquals(typeof body.error.message, "string");
    assertEquals(response.headers.get("access-control-allow-origin"), "*");
    if (status === 405) assertEquals(response.headers.get("allow"), "GET, POST, HEAD, OPTIONS");
  }
});

Deno.test("e2e: an empty POST body means no arguments", async () => {
  await using server = await startServer();
  const base = server.url;
  const response = await fetch(`${base}/api/v1/random/dice`, { method: "POST" });
  const body = await response.json();
  assertEquals([response.status, body.sides, body.count], [200, 6, 1]);
});

Deno.test("e2e: the largest valid request fits under the body limit", async () => {
  await using server = await startServer();
  const base = server.url;
  // 1000 items of 200 astral code points, each written as a 12-character escape.
  const item = "\\ud83d\\ude00".repeat(200);
  const body = `{"items":[${new Array(1000).fill(`"${item}"`).join(",")}]}`;
  const response = await fetch(`${base}/api/v1/random/shuffle`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
  });
  assertEquals(response.status, 200);
  assertEquals((await response.json()).shuffled.length, 1000);
});
