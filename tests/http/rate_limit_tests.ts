import { assertEquals } from "@std/assert";
import { createRateLimiter, rateLimitField, rateLimitPolicy } from "../../src/http/rate_limit.ts";

Deno.test("rate limit: a minute's worth at once, then one token every 60/perMinute s", () => {
  let t = 0;
  const limit = createRateLimiter({ perMinute: 3, now: () => t });
  assertEquals([limit("a"), limit("a"), limit("a")].map((v) => [v.allowed, v.remaining]), [
    [true, 2],
    [true, 1],
    [true, 0],
  ]);
  assertEquals(limit("a"), {
    allowed: false,
    retryAfterSeconds: 20,
    remaining: 0,
    resetSeconds: 60,
  });
  t += 19_999;
  assertEquals(limit("a"), {
    allowed: false,
    retryAfterSeconds: 1,
    remaining: 0,
    resetSeconds: 41,
  });
  t += 1;
  assertEquals(limit("a"), { allowed: true, remaining: 0, resetSeconds: 60 });
  assertEquals(limit("a").allowed, false);
  // A bucket refilled to the brim: one taken, two left, whole again in 20 s.
  t += 60_000;
  assertEquals(limit("a"), { allowed: true, remaining: 2, resetSeconds: 20 });
});

Deno.test("rate limit: the IETF RateLimit-Policy and RateLimit fields", () => {
  assertEquals(rateLimitPolicy(600), '"per-client";q=600;w=60');
  assertEquals(rateLimitField({ remaining: 599, resetSeconds: 1 }), '"per-client";r=599;t=1');
});

Deno.test("rate limit: each client has its own bucket; past the cap the least recent goes", () => {
  const t = 0;
  const limit = createRateLimiter({ perMinute: 1, now: () => t, maxClients: 2 });
  assertEquals([limit("a").allowed, limit("b").allowed, limit("a").allowed], [true, true, false]);
  // a was seen last, so a third client makes room by forgetting b, whose bucket starts anew.
  assertEquals(limit("c").allowed, true);
  assertEquals(limit("a").allowed, false);
  assertEquals(limit("b").allowed, true);
  assertEquals(limit("c").allowed, true);
});
