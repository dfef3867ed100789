// src/http/rate_limit.ts
function createRateLimiter(options) {
  const { perMinute, now = Date.now, maxClients = 1e5 } = options;
  const perMs = perMinute / 6e4;
  const buckets = /* @__PURE__ */ new Map();
  return (client) => {
    const at = now();
    const bucket = buckets.get(client) ?? {
      tokens: perMinute,
      updatedAt: at
    };
    buckets.delete(client);
    buckets.set(client, bucket);
    if (buckets.size > maxClients) buckets.delete(buckets.keys().next().value);
    bucket.tokens = Math.min(perMinute, bucket.tokens + (at - bucket.updatedAt) * perMs);
    bucket.updatedAt = at;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    const state = {
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((perMinute - bucket.tokens) / perMs / 1e3)
    };
    if (allowed) return {
      allowed,
      ...state
    };
    const retryAfterSeconds = Math.ceil((1 - bucket.tokens) / perMs / 1e3);
    return {
      allowed,
      retryAfterSeconds,
      ...state
    };
  };
}
function rateLimitPolicy(perMinute) {
  return `"per-client";q=${perMinute};w=60`;
}
function rateLimitField(state) {
  return `"per-client";r=${state.remaining};t=${state.resetSeconds}`;
}
var requestTokens = /* @__PURE__ */ new WeakMap();
function bindTokens(request, take) {
  requestTokens.set(request, take);
}
function takeToken(request) {
  return requestTokens.get(request)?.();
}

export {
  createRateLimiter,
  rateLimitPolicy,
  rateLimitField,
  bindTokens,
  takeToken
};
