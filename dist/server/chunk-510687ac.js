// src/http/compression.ts
var COMPRESS_ABOVE_BYTES = 1024;
var CODINGS = [
  "br",
  "gzip",
  "deflate"
];
var COMPRESSIBLE_TYPE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;
function isCompressibleType(type) {
  return COMPRESSIBLE_TYPE.test(type);
}
function preferredCoding(acceptEncoding) {
  if (acceptEncoding === null) return null;
  const weights = /* @__PURE__ */ new Map();
  for (const item of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = item.split(";");
    const coding = name.trim().toLowerCase();
    if (coding === "") continue;
    let weight = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([01](\.\d{0,3})?)\s*$/i.exec(parameter);
      if (match !== null) weight = Number(match[1]);
    }
    weights.set(coding === "x-gzip" ? "gzip" : coding, weight);
  }
  const any = weights.get("*") ?? 0;
  let best = null;
  let bestWeight = 0;
  for (const coding of CODINGS) {
    const weight = weights.get(coding) ?? any;
    if (weight > bestWeight) [best, bestWeight] = [
      coding,
      weight
    ];
  }
  return best;
}
var zlib;
function loadCompression() {
  if (zlib !== void 0) return void 0;
  return import("node:zlib").then((module) => {
    zlib = module;
  });
}
function compress(bytes, coding, effort = "fast") {
  if (zlib === void 0) throw new Error("compress() before loadCompression() has loaded");
  const { brotliCompressSync, constants, deflateSync, gzipSync } = zlib;
  const best = effort === "best";
  const compressed = coding === "br" ? brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 3,
      [constants.BROTLI_PARAM_LGWIN]: best ? constants.BROTLI_DEFAULT_WINDOW : 18,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length
    }
  }) : (coding === "gzip" ? gzipSync : deflateSync)(bytes, {
    level: best ? constants.Z_BEST_COMPRESSION : constants.Z_DEFAULT_COMPRESSION
  });
  return new Uint8Array(compressed);
}

// src/http/response.ts
var JSON_TYPE = "application/json; charset=utf-8";
function jsonResponse(request, body, cacheControl = "no-store") {
  const text = JSON.stringify(body);
  if (text.length <= COMPRESS_ABOVE_BYTES) {
    return new Response(text, {
      headers: {
        "content-type": JSON_TYPE,
        "cache-control": cacheControl
      }
    });
  }
  const coding = preferredCoding(request.headers.get("accept-encoding"));
  const headers = {
    "content-type": JSON_TYPE,
    "cache-control": cacheControl,
    vary: "Accept-Encoding"
  };
  if (coding === null) return new Response(text, {
    headers
  });
  const loading = loadCompression();
  if (loading === void 0) return compressedResponse(text, coding, headers);
  return loading.then(() => compressedResponse(text, coding, headers));
}
function compressedResponse(text, coding, headers) {
  const compressed = compress(new TextEncoder().encode(text), coding);
  return new Response(compressed, {
    headers: {
      ...headers,
      "content-encoding": coding
    }
  });
}
function errorResponse(error) {
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: {
      ...error.headers,
      "content-type": JSON_TYPE,
      "cache-control": "no-store"
    }
  });
}

export {
  COMPRESS_ABOVE_BYTES,
  isCompressibleType,
  preferredCoding,
  loadCompression,
  compress,
  JSON_TYPE,
  jsonResponse,
  errorResponse
};
