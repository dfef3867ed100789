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
function clientKey(address) {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  if (!bare.includes(":")) return bare;
  const mapped = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped !== null) return mapped[1];
  const groups = expandIpv6(bare.split("%")[0]);
  if (groups === void 0) return bare;
  const prefix = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
function expandIpv6(address) {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4 !== null) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = text.slice(0, v4.index) + `${(a << 8 | b).toString(16)}:${(c << 8 | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return void 0;
  const head = halves[0] === "" ? [] : halves[0].split(":");
  const tail = halves.length === 1 || halves[1] === "" ? [] : halves[1].split(":");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return void 0;
  const groups = [
    ...head,
    ...Array(halves.length === 1 ? 0 : missing).fill("0"),
    ...tail
  ];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : void 0;
}

export {
  createRateLimiter,
  rateLimitPolicy,
  rateLimitField,
  bindTokens,
  takeToken,
  clientKey
};
