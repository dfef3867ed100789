/**
 * The MCP servers over Streamable HTTP, stateless: `/mcp/lottery` and `/mcp/random`.
 *
 * Each POST gets its own server and transport, dropped once a JSON answer is made (an event stream
 * closes them when it ends), so no state lives between requests and any instance can answer any
 * request. GET (the server-to-client stream) and DELETE (ending a session) have nothing to offer
 * without sessions; the transport spec lets such a server answer both with 405, which the router
 * does, with `Allow`.
 *
 * Before the SDK's transport reads a POST, the route checks its `Origin` (origin.ts), and this
 * module reads its body and judges it: JSON that is not a JSON-RPC message, a request with bad
 * params, and a batch under a protocol version without batches are answered here (messages.ts).
 *
 * Which SDK answers: a request of protocol 2026-07-28 goes to SDK v2 (modern.ts, loaded at the
 * first one); every other, to SDK 1.32 here. A plain tool call of either revision is answered
 * directly, with the SDK's framing, without making a server and a transport for it
 * ({@linkcode directCall}, {@linkcode directModernCall}); each `tools/call` of a batch counts
 * against the client's rate limit ({@linkcode batchAdmission}).
 *
 * @module
 */
import { readBodyWithin } from "../http/body.ts";
import { HttpError } from "../http/errors.ts";
import type { RequestContext } from "../http/scope.ts";
import type { Context, Operation, ServerName } from "../operations/mod.ts";
import { invalidRequest, type JsonRpcErrorAnswer, parseError, refusalOf } from "./messages.ts";
import {
  type CallToolResult,
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  DEFAULT_NEGOTIATED_PROTOCOL_VERSION,
  ErrorCode,
  isInitializeRequest,
  JSONRPCMessageSchema,
  LATEST_PROTOCOL_VERSION,
  requestBodyTooLargeMessage,
  type RequestId,
  SUPPORTED_PROTOCOL_VERSIONS,
  WebStandardStreamableHTTPServerTransport,
} from "./sdk.ts";
import { callTool, createMcpServer, type ToolSet, toolSetOf } from "./server.ts";
import { lazy } from "../lazy.ts";

/**
 * Headers a browser-based client may read. Stateless servers send no session id, but a client
 * that looks for one must be allowed to see that there is none rather than be blocked by CORS.
 */
const EXPOSED_HEADERS = "mcp-session-id, mcp-protocol-version";

/** The first protocol version without JSON-RPC batches. */
const FIRST_VERSION_WITHOUT_BATCHES = "2025-06-18";

/** The body's text as the SDK's own reader decodes it: a bad byte becomes U+FFFD. */
const decoder = new TextDecoder();

/**
 * The answerer of one MCP server's POSTs, offering its part of the operations; the routes
 * (routes.ts) load this module, and the SDK with it, at the first MCP request.
 */
export function mcpAnswerer(
  server: ServerName,
  operations: readonly Operation[],
  context: Context,
  { publicUrl }: { publicUrl?: string } = {},
): (request: Request, ctx?: RequestContext) => Promise<Response> {
  const toolSet = toolSetOf(server, operations, { publicUrl });
  const modern = lazy(async () => (await import("./modern.ts")).modernAnswerer(toolSet, context));
  const answerModern: ModernAnswerer = async (request, body) => (await modern.get())(request, body);
  // A call that reaches past draws runs with the request's context (the draws log names its id).
  return (request, ctx) =>
    answerMcp(request, toolSet, ctx === undefined ? context : { ...context, request: ctx }, {
      answerModern,
      takeToken: ctx?.takeToken ?? (() => undefined),
    });
}

/** The answerer of 2026-07-28 requests (modern.ts), loaded with SDK v2 at the first one. */
type ModernAnswerer = (request: Request, body: unknown) => Promise<Response>;

/** The protocol revision that has no `initialize` and carries its version in each request. */
export const MODERN_PROTOCOL_VERSION = "2026-07-28";

/** The `_meta` key of a 2026-07-28 request's protocol version. */
const PROTOCOL_VERSION_META_KEY = "io.modelcontextprotocol/protocolVersion";

/**
 * Whether a request is of the 2026-07-28 revision (or later), which SDK v2 answers: its
 * `MCP-Protocol-Version` header names one, or its one message carries a protocol version in
 * `_meta`, or it is a `server/discover` (which only that revision has). Every other request,
 * a batch among them, is of the 2025 revisions, which the 1.x SDK answers here.
 */
export function isModernRequest(messages: unknown, versionHeader: string | null): boolean {
  if (versionHeader !== null && versionHeader >= MODERN_PROTOCOL_VERSION) return true;
  if (typeof messages !== "object" || messages === null || Array.isArray(messages)) return false;
  const { method, params } = messages as { method?: unknown; params?: unknown };
  if (method === "server/discover") return true;
  if (typeof params !== "object" || params === null) return false;
  const meta = (params as { _meta?: unknown })._meta;
  return typeof meta === "object" && meta !== null && PROTOCOL_VERSION_META_KEY in meta;
}

/**
 * Answers one POST of JSON-RPC messages. The answer is one JSON object unless the client ranks
 * `text/event-stream` above `application/json` in `Accept`: both are allowed by the transport
 * spec, every tool answers at once, and plain JSON is the simplest for clients and proxies.
 *
 * The body is read and judged here, before the transport's checks of the headers: a body that is
 * refused is refused whatever the headers say.
 */
async function answerMcp(
  request: Request,
  toolSet: ToolSet,
  context: Context,
  { answerModern, takeToken }: {
    answerModern: ModernAnswerer;
    takeToken: RequestContext["takeToken"];
  },
): Promise<Response> {
  // Read as the SDK's `readRequestBody` reads it, within the same bound, but in one call where the
  // length is declared rather than through a stream reader.
  const body = await readBodyWithin(request, DEFAULT_MAX_REQUEST_BODY_SIZE);
  if (body === undefined) {
    // As the transport answers it, -32000 included.
    return jsonRpcAnswer(413, {
      jsonrpc: "2.0",
      id: null,
      error: { code: -32000, message: requestBodyTooLargeMessage(DEFAULT_MAX_REQUEST_BODY_SIZE) },
    });
  }
  let messages: unknown;
  try {
    messages = JSON.parse(decoder.decode(body));
  } catch {
    return jsonRpcAnswer(400, parseError());
  }
  const versionHeader = request.headers.get("mcp-protocol-version");
  if (isModernRequest(messages, versionHeader)) {
    const plain = directModernCall(request, messages, toolSet);
    if (plain !== undefined) {
      const result = await callTool(toolSet, context, plain.params);
      return jsonRpcAnswer(200, {
        result: {
          ...result,
          resultType: "complete",
          _meta: { [SERVER_INFO_META_KEY]: toolSet.identity },
        },
        jsonrpc: "2.0",
        id: plain.id,
      });
    }
    const response = await answerModern(request, messages);
    response.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
    return response;
  }
  const refused = refusalOfBody(messages, versionHeader);
  if (refused !== undefined) return refused;
  const direct = directCall(request, messages, toolSet);
  if (direct !== undefined) {
    const result = await callTool(toolSet, context, direct.params);
    return jsonRpcAnswer(200, { result, jsonrpc: "2.0", id: direct.id });
  }
  // One message has been judged whole by now; a batch's messages are judged by the server.
  const server = createMcpServer(toolSet, context, {
    screened: !Array.isArray(messages),
    admit: Array.isArray(messages) ? batchAdmission(takeToken, messages) : undefined,
  });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: !prefersEventStream(request.headers.get("accept") ?? ""),
  });
  let response: Response;
  try {
    await server.connect(transport);
    response = await transport.handleRequest(request, { parsedBody: messages });
  } catch (error) {
    await server.close();
    throw error;
  }
  response.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
  // A JSON answer (or a 202, or a refusal of the transport's) is complete once made: every
  // request it answers has been handled, and nothing of the server or the transport waits on
  // anything. Both are left to the garbage collector rather than closed, since closing aborts
  // each handler's signal (the SDK drops it only after the answer is out) and makes an error
  // object for the pending requests a server of its own never has: 7.5% of a call's profile.
  // The body is not looked at either: touching a text answer's `body` makes a stream of it,
  // which Deno then serves chunk by chunk (about 7%).
  if (!isEventStream(response) || response.body === null) return response;
  // An event stream ends when the transport has sent every answer, or when the client goes
  // away; either way the server is closed then, and not before.
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const close = () => server.close().catch(() => {});
  response.body.pipeTo(writable).then(close, close);
  return new Response(readable, response);
}

/**
 * The answer to a body that is refused as a whole, or undefined when the transport may have it.
 *
 * One message: a request with bad params is answered with the error (200, as any answer to a
 * request that was read), and what is not a JSON-RPC message at all with 400. (The server's
 * screen would judge both too, but the transport refuses a message whose params are not an
 * object before the server sees it, with -32700 parse error.)
 *
 * A batch: refused with 400 and -32600 invalid request when it is empty or when the protocol
 * version it runs under has no batches (2025-06-18 and later); with 400 and the message's error
 * when a message of it is one the transport cannot take. A request of it whose params are an
 * object but a bad one is answered in its place by the server.
 */
function refusalOfBody(messages: unknown, versionHeader: string | null): Response | undefined {
  if (!Array.isArray(messages)) {
    const refusal = refusalOf(messages);
    if (refusal === undefined) return undefined;
    return jsonRpcAnswer(refusal.error.code === ErrorCode.InvalidParams ? 200 : 400, refusal);
  }
  if (messages.length === 0) return jsonRpcAnswer(400, invalidRequest(null, "an empty batch"));
  const version = batchVersion(messages, versionHeader);
  if (version !== undefined && version >= FIRST_VERSION_WITHOUT_BATCHES) {
    return jsonRpcAnswer(
      400,
      invalidRequest(
        null,
        `protocol version ${version} has no JSON-RPC batches (they were removed in ` +
          `${FIRST_VERSION_WITHOUT_BATCHES}); send one message per request`,
      ),
    );
  }
  // Two requests of one batch with one id could not be told apart in the answers (and a call
  // refused by the rate limit would be refused by id): JSON-RPC asks each id to be unique.
  const ids = new Set<unknown>();
  for (const message of messages) {
    if (!isObject(message) || !("method" in message) || !("id" in message)) continue;
    if (ids.has(message.id)) {
      return jsonRpcAnswer(
        400,
        invalidRequest(null, `two requests of the batch have the id ${JSON.stringify(message.id)}`),
      );
    }
    ids.add(message.id);
  }
  // The transport refuses a batch whole for one message it cannot take; so does this, in words.
  for (const message of messages) {
    const refusal = JSONRPCMessageSchema.safeParse(message).success
      ? undefined
      : refusalOf(message);
    if (refusal !== undefined) return jsonRpcAnswer(400, refusal);
  }
  return undefined;
}

/** The `_meta` key under which a 2026-07-28 result names the server. */
const SERVER_INFO_META_KEY = "io.modelcontextprotocol/serverInfo";

/** The `_meta` members of a 2026-07-28 tools/call that the direct path takes. */
const DIRECT_META = new Set([
  PROTOCOL_VERSION_META_KEY,
  "io.modelcontextprotocol/clientCapabilities",
  "io.modelcontextprotocol/clientInfo",
]);

/** A tool or method name that goes into a header as it is (no Base64 sentinel needed). */
const HEADER_SAFE = /^[A-Za-z0-9_./-]+$/;

/**
 * A 2026-07-28 tool call that can be answered without SDK v2, or undefined: one whose headers
 * and body are exactly what the revision asks (`MCP-Protocol-Version`, `Mcp-Method` and
 * `Mcp-Name` equal to the body's, the version in `_meta`, nothing else there but the client's
 * capabilities and identity), to a known tool, answered as JSON. It is answered with the same
 * {@linkcode callTool} and the SDK's framing (`resultType`, the server's identity in `_meta`);
 * anything else, every refusal among it, goes to SDK v2 (modern.ts), which is then loaded.
 * tests/mcp/direct_test.ts holds the two paths to the same bytes.
 */
function directModernCall(
  request: Request,
  message: unknown,
  toolSet: ToolSet,
): { id: RequestId; params: { name: string; arguments?: Record<string, unknown> } } | undefined {
  if (!isObject(message) || message.method !== "tools/call" || message.jsonrpc !== "2.0") return;
  for (const member in message) if (!REQUEST_MEMBERS.has(member)) return;
  const { id, params } = message;
  if (typeof id !== "string" && !Number.isSafeInteger(id)) return;
  if (!isObject(params) || typeof params.name !== "string") return;
  if (params.arguments !== undefined && !isObject(params.arguments)) return;
  if (!toolSet.operations.has(params.name) || !HEADER_SAFE.test(params.name)) return;
  for (const member in params) if (!DIRECT_PARAMS.has(member) && member !== "_meta") return;
  const meta = params._meta;
  if (!isObject(meta) || meta[PROTOCOL_VERSION_META_KEY] !== MODERN_PROTOCOL_VERSION) return;
  for (const member in meta) if (!DIRECT_META.has(member)) return;
  const capabilities = meta["io.modelcontextprotocol/clientCapabilities"];
  if (capabilities !== undefined && !isObject(capabilities)) return;
  const client = meta["io.modelcontextprotocol/clientInfo"];
  if (
    client !== undefined &&
    !(isObject(client) && typeof client.name === "string" && typeof client.version === "string")
  ) return;
  const { headers } = request;
  if (headers.get("mcp-protocol-version") !== MODERN_PROTOCOL_VERSION) return;
  if (headers.get("mcp-method") !== "tools/call" || headers.get("mcp-name") !== params.name) return;
  const accept = headers.get("accept") ?? "";
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return;
  if (prefersEventStream(accept)) return;
  const type = headers.get("content-type")?.toLowerCase();
  if (type !== "application/json" && type !== "application/json; charset=utf-8") return;
  return {
    id: id as RequestId,
    params: {
      name: params.name,
      arguments: params.arguments as Record<string, unknown> | undefined,
    },
  };
}

/** The members a JSON-RPC request may have. */
const REQUEST_MEMBERS = new Set(["jsonrpc", "id", "method", "params"]);

/** The members of a tools/call's params that the direct path takes: no `_meta`, no `task`. */
const DIRECT_PARAMS = new Set(["name", "arguments"]);

/**
 * A tool call that can be answered without the SDK, or undefined: most calls of a 2025-era
 * client. Making a server and a transport for each request, and the SDK checking each message with
 * its schemas twice, cost five times what the tool itself does (bench/README.md); but the SDK's
 * part in a plain call is framing, so a call it would take and answer as JSON is answered here,
 * with the SDK's framing, by the same {@linkcode callTool}. Anything else goes to the SDK, which
 * answers it as before: every refusal of the transport (a missing `Accept`, another content type,
 * an unknown protocol version), an event-stream answer, an unknown tool, `_meta` (a progress token)
 * or `task` in the params. tests/mcp/direct_test.ts holds the two paths to the same bytes.
 *
 * The message has passed the screen (refusalOfBody) already: its params fit CallToolRequest.
 */
function directCall(
  request: Request,
  message: unknown,
  toolSet: ToolSet,
): { id: RequestId; params: { name: string; arguments?: Record<string, unknown> } } | undefined {
  if (!isObject(message) || message.method !== "tools/call" || !("id" in message)) return;
  const params = message.params as { name: string; arguments?: Record<string, unknown> };
  if (!toolSet.operations.has(params.name)) return;
  for (const member in params) if (!DIRECT_PARAMS.has(member)) return;
  const { headers } = request;
  const accept = headers.get("accept") ?? "";
  // As the transport checks them (a substring for Accept), or stricter.
  if (!accept.includes("application/json") || !accept.includes("text/event-stream")) return;
  if (prefersEventStream(accept)) return;
  const type = headers.get("content-type")?.toLowerCase();
  if (type !== "application/json" && type !== "application/json; charset=utf-8") return;
  const version = headers.get("mcp-protocol-version");
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return;
  return { id: message.id as RequestId, params };
}

/**
 * Which tool calls of a batch may run: each `tools/call` counts once against the client's rate
 * limit. The request itself took one token (app.ts `serve`), which its first call spends; each
 * further call takes one more, in the batch's order, and a call that gets none is answered with
 * the 429's error, `rate_limited`, as an error result, without running. Undefined when every call
 * may run (no limit is configured, or the batch has at most one call).
 */
function batchAdmission(
  takeToken: RequestContext["takeToken"],
  messages: readonly unknown[],
): ((id: RequestId) => HttpError | undefined) | undefined {
  const calls = messages.filter((message): message is { id: RequestId } =>
    isObject(message) && message.method === "tools/call" && "id" in message
  );
  if (calls.length <= 1) return undefined;
  const refused = new Map<RequestId, HttpError>();
  for (const call of calls.slice(1)) {
    const verdict = takeToken();
    if (verdict === undefined) return undefined;
    if (!verdict.allowed) {
      const retryAfter = verdict.retryAfterSeconds;
      refused.set(
        call.id,
        new HttpError(
          "rate_limited",
          `too many tool calls: each call of a batch counts against the rate limit; try again ` +
            `in ${retryAfter} s`,
        ),
      );
    }
  }
  return refused.size === 0 ? undefined : (id) => refused.get(id);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The protocol version a batch runs under: the one its initialize negotiates (the client's, when
 * the server supports it, else the latest), or the one its `MCP-Protocol-Version` header names;
 * without either, the transport's first version (of March 2025), as its spec says to assume.
 * Undefined for a header the server does not support, which the transport refuses.
 */
function batchVersion(messages: readonly unknown[], header: string | null): string | undefined {
  const initialize = messages.find(isInitializeRequest);
  if (initialize !== undefined) {
    const requested = initialize.params.protocolVersion;
    return SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
  }
  if (header === null) return DEFAULT_NEGOTIATED_PROTOCOL_VERSION;
  return SUPPORTED_PROTOCOL_VERSIONS.includes(header) ? header : undefined;
}

/** A JSON-RPC answer made here rather than by the transport, in the transport's form. */
function jsonRpcAnswer(
  status: number,
  message: JsonRpcErrorAnswer | { result: CallToolResult; jsonrpc: "2.0"; id: RequestId },
): Response {
  return new Response(JSON.stringify(message), {
    status,
    headers: {
      "content-type": "application/json",
      "access-control-expose-headers": EXPOSED_HEADERS,
    },
  });
}

/** Whether `Accept` ranks `text/event-stream` strictly above `application/json`. */
export function prefersEventStream(accept: string): boolean {
  if (accept !== lastAccept) {
    lastPrefers = qualityOf(accept, "text/event-stream") > qualityOf(accept, "application/json");
    lastAccept = accept;
  }
  return lastPrefers;
}

/** The last `Accept` read and its reading: a client sends the same one with every call. */
let lastAccept: string | undefined;
let lastPrefers = false;

/** The quality (`q`) that `Accept` gives a media type named in it; 0 when it is not named. */
function qualityOf(accept: string, mediaType: string): number {
  let quality = 0;
  for (const range of accept.split(",")) {
    const [type, ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== mediaType) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(value)) quality = Math.max(quality, value);
  }
  return quality;
}

function isEventStream(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
}
