import { assertEquals } from "@std/assert";
import { createRateLimiter } from "../../src/http/rate_limit.ts";

Deno.test("rate limit: a minute's worth at once, then one token every 60/perMinute s", () => {
  let t = 0;
  const limit = createRateLimiter({ perMinute: 3, now: () => t });
  assertEquals([limit("a"), limit("a"), limit("a")].every((v) => v.allowed), true);
  assertEquals(limit("a"), { allowed: false, retryAfterSeconds: 20 });
  t += 19_999;
  assertEquals(limit("a"), { allowed: false, retryAfterSeconds: 1 });
  t += 1;
  assertEquals(limit("a").allowed, true);
  assertEquals(limit("a").allowed, false);
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
