import {
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  DEFAULT_NEGOTIATED_PROTOCOL_VERSION,
  ErrorCode,
  JSONRPCMessageSchema,
  LATEST_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
  WebStandardStreamableHTTPServerTransport,
  callTool,
  createMcpServer,
  invalidRequest,
  isInitializeRequest,
  parseError,
  refusalOf,
  requestBodyTooLargeMessage,
  toolSetOf
} from "./chunk-6b34c377.js";
import "./chunk-25c97759.js";
import {
  takeToken
} from "./chunk-8c3c6613.js";
import "./chunk-c0f9a221.js";
import {
  readBodyWithin
} from "./chunk-9e927f60.js";
import "./chunk-fcfa5815.js";
import {
  HttpError
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import {
  lazy
} from "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/mcp/http.ts
var EXPOSED_HEADERS = "mcp-session-id, mcp-protocol-version";
var FIRST_VERSION_WITHOUT_BATCHES = "2025-06-18";
var decoder = new TextDecoder();
function mcpAnswerer(server, operations, context, { publicUrl } = {}) {
  const toolSet = toolSetOf(server, operations, {
    publicUrl
  });
  const modern = lazy(async () => (await import("./modern-dfd6956d.js")).modernAnswerer(toolSet, context));
  const answerModern = async (request, body) => (await modern.get())(request, body);
  return (request) => answerMcp(request, toolSet, context, answerModern);
}
var MODERN_PROTOCOL_VERSION = "2026-07-28";
var PROTOCOL_VERSION_META_KEY = "io.modelcontextprotocol/protocolVersion";
function isModernRequest(messages, versionHeader) {
  if (versionHeader !== null && versionHeader >= MODERN_PROTOCOL_VERSION) return true;
  if (typeof messages !== "object" || messages === null || Array.isArray(messages)) return false;
  const { method, params } = messages;
  if (method === "server/discover") return true;
  if (typeof params !== "object" || params === null) return false;
  const meta = params._meta;
  return typeof meta === "object" && meta !== null && PROTOCOL_VERSION_META_KEY in meta;
}
async function answerMcp(request, toolSet, context, answerModern) {
  const body = await readBodyWithin(request, DEFAULT_MAX_REQUEST_BODY_SIZE);
  if (body === void 0) {
    return jsonRpcAnswer(413, {
      jsonrpc: "2.0",
      id: null,
      error: {
        code: -32e3,
        message: requestBodyTooLargeMessage(DEFAULT_MAX_REQUEST_BODY_SIZE)
      }
    });
  }
  let messages;
  try {
    messages = JSON.parse(decoder.decode(body));
  } catch {
    return jsonRpcAnswer(400, parseError());
  }
  const versionHeader = request.headers.get("mcp-protocol-version");
  if (isModernRequest(messages, versionHeader)) {
    const plain = directModernCall(request, messages, toolSet);
    if (plain !== void 0) {
      const result = await callTool(toolSet, context, plain.params);
      return jsonRpcAnswer(200, {
        result: {
          ...result,
          resultType: "complete",
          _meta: {
            [SERVER_INFO_META_KEY]: toolSet.identity
          }
        },
        jsonrpc: "2.0",
        id: plain.id
      });
    }
    const response2 = await answerModern(request, messages);
    response2.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
    return response2;
  }
  const refused = refusalOfBody(messages, versionHeader);
  if (refused !== void 0) return refused;
  const direct = directCall(request, messages, toolSet);
  if (direct !== void 0) {
    const result = await callTool(toolSet, context, direct.params);
    return jsonRpcAnswer(200, {
      result,
      jsonrpc: "2.0",
      id: direct.id
    });
  }
  const server = createMcpServer(toolSet, context, {
    screened: !Array.isArray(messages),
    admit: Array.isArray(messages) ? batchAdmission(request, messages) : void 0
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: void 0,
    enableJsonResponse: !prefersEventStream(request.headers.get("accept") ?? "")
  });
  let response;
  try {
    await server.connect(transport);
    response = await transport.handleRequest(request, {
      parsedBody: messages
    });
  } catch (error) {
    await server.close();
    throw error;
  }
  response.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
  if (!isEventStream(response) || response.body === null) return response;
  const { readable, writable } = new TransformStream();
  const close = () => server.close().catch(() => {
  });
  response.body.pipeTo(writable).then(close, close);
  return new Response(readable, response);
}
function refusalOfBody(messages, versionHeader) {
  if (!Array.isArray(messages)) {
    const refusal = refusalOf(messages);
    if (refusal === void 0) return void 0;
    return jsonRpcAnswer(refusal.error.code === ErrorCode.InvalidParams ? 200 : 400, refusal);
  }
  if (messages.length === 0) return jsonRpcAnswer(400, invalidRequest(null, "an empty batch"));
  const version = batchVersion(messages, versionHeader);
  if (version !== void 0 && version >= FIRST_VERSION_WITHOUT_BATCHES) {
    return jsonRpcAnswer(400, invalidRequest(null, `protocol version ${version} has no JSON-RPC batches (they were removed in ${FIRST_VERSION_WITHOUT_BATCHES}); send one message per request`));
  }
  const ids = /* @__PURE__ */ new Set();
  for (const message of messages) {
    if (!isObject(message) || !("method" in message) || !("id" in message)) continue;
    if (ids.has(message.id)) {
      return jsonRpcAnswer(400, invalidRequest(null, `two requests of the batch have the id ${JSON.stringify(message.id)}`));
    }
    ids.add(message.id);
  }
  for (const message of messages) {
    const refusal = JSONRPCMessageSchema.safeParse(message).success ? void 0 : refusalOf(message);
    if (refusal !== void 0) return jsonRpcAnswer(400, refusal);
  }
  return void 0;
}
var SERVER_INFO_META_KEY = "io.modelcontextprotocol/serverInfo";
var DIRECT_META = /* @__PURE__ */ new Set([
  PROTOCOL_VERSION_META_KEY,
  "io.modelcontextprotocol/clientCapabilities",
  "io.modelcontextprotocol/clientInfo"
]);
var HEADER_SAFE = /^[A-Za-z0-9_./-]+$/;
function directModernCall(request, message, toolSet) {
  if (!isObject(message) || message.method !== "tools/call" || message.jsonrpc !== "2.0") return;
  for (const member in message) if (!REQUEST_MEMBERS.has(member)) return;
  const { id, params } = message;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return;
  if (!isObject(params) || typeof params.name !== "string") return;
  if (params.arguments !== void 0 && !isObject(params.arguments)) return;
  if (!toolSet.operations.has(params.name) || !HEADER_SAFE.test(params.name)) return;
  for (const member in params) if (!DIRECT_PARAMS.has(member) && member !== "_meta") return;
  const meta = params._meta;
  if (!isObject(meta) || meta[PROTOCOL_VERSION_META_KEY] !== MODERN_PROTOCOL_VERSION) return;
  for (const member in meta) if (!DIRECT_META.has(member)) return;
  const capabilities = meta["io.modelcontextprotocol/clientCapabilities"];
  if (capabilities !== void 0 && !isObject(capabilities)) return;
  const client = meta["io.modelcontextprotocol/clientInfo"];
  if (client !== void 0 && !(isObject(client) && typeof client.name === "string" && typeof client.version === "string")) return;
  const { headers } = request;
  if (headers.get("mcp-protocol-version") !== MODERN_PROTOCOL_VERSION) return;
  if (headers.get("mcp-method") !== "tools/call" || headers.get("mcp-name") !== params.name) return;
  const accept = headers.get("accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return;
  if (prefersEventStream(accept)) return;
  const type = headers.get("content-type")?.toLowerCase();
  if (type !== "application/json" && type !== "application/json; charset=utf-8") return;
  return {
    id,
    params: {
      name: params.name,
      arguments: params.arguments
    }
  };
}
var REQUEST_MEMBERS = /* @__PURE__ */ new Set([
  "jsonrpc",
  "id",
  "method",
  "params"
]);
var DIRECT_PARAMS = /* @__PURE__ */ new Set([
  "name",
  "arguments"
]);
function directCall(request, message, toolSet) {
  if (!isObject(message) || message.method !== "tools/call" || !("id" in message)) return;
  const params = message.params;
  if (!toolSet.operations.has(params.name)) return;
  for (const member in params) if (!DIRECT_PARAMS.has(member)) return;
  const { headers } = request;
  const accept = headers.get("accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return;
  if (prefersEventStream(accept)) return;
  const type = headers.get("content-type")?.toLowerCase();
  if (type !== "application/json" && type !== "application/json; charset=utf-8") return;
  const version = headers.get("mcp-protocol-version");
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return;
  return {
    id: message.id,
    params
  };
}
function batchAdmission(request, messages) {
  const calls = messages.filter((message) => isObject(message) && message.method === "tools/call" && "id" in message);
  if (calls.length <= 1) return void 0;
  const refused = /* @__PURE__ */ new Map();
  for (const call of calls.slice(1)) {
    const verdict = takeToken(request);
    if (verdict === void 0) return void 0;
    if (!verdict.allowed) {
      const retryAfter = verdict.retryAfterSeconds;
      refused.set(call.id, new HttpError("rate_limited", `too many tool calls: each call of a batch counts against the rate limit; try again in ${retryAfter} s`));
    }
  }
  return refused.size === 0 ? void 0 : (id) => refused.get(id);
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function batchVersion(messages, header) {
  const initialize = messages.find(isInitializeRequest);
  if (initialize !== void 0) {
    const requested = initialize.params.protocolVersion;
    return SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
  }
  if (header === null) return DEFAULT_NEGOTIATED_PROTOCOL_VERSION;
  return SUPPORTED_PROTOCOL_VERSIONS.includes(header) ? header : void 0;
}
function jsonRpcAnswer(status, message) {
  return new Response(JSON.stringify(message), {
    status,
    headers: {
      "content-type": "application/json",
      "access-control-expose-headers": EXPOSED_HEADERS
    }
  });
}
function prefersEventStream(accept) {
  if (accept !== lastAccept) {
    lastPrefers = qualityOf(accept, "text/event-stream") > qualityOf(accept, "application/json");
    lastAccept = accept;
  }
  return lastPrefers;
}
var lastAccept;
var lastPrefers = false;
function qualityOf(accept, mediaType) {
  let quality = 0;
  for (const range of accept.split(",")) {
    const [type, ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== mediaType) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const value = q === void 0 ? 1 : Number(q.slice(2));
    if (Number.isFinite(value)) quality = Math.max(quality, value);
  }
  return quality;
}
function isEventStream(response) {
  return (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
}
export {
  MODERN_PROTOCOL_VERSION,
  isModernRequest,
  mcpAnswerer,
  prefersEventStream
};
