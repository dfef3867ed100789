/**
 * The MCP servers over Streamable HTTP, stateless: `/mcp/lottery` and `/mcp/random`.
 *
 * Every request is answered by a server of its own (server.ts's `createMcpServer`), made for its
 * caller (the client, the register's gate), so no state lives between requests and any instance
 * can answer any request. The SDK tells the revisions apart (`isLegacyRequest`, its handler's own
 * predicate): 2026-07-28 goes to its `createMcpHandler` (`legacy: "reject"`); a 2025-era request
 * to its stateless Streamable HTTP transport, composed here as the SDK's stateless legacy serving
 * composes it, but asked for a JSON answer (framing.ts). GET and DELETE (the 2025 revisions'
 * stream and session end) have nothing to offer without sessions: the router answers both with 405
 * and `Allow`, as the transport spec lets such a server.
 *
 * Before the SDK reads a POST, the route checks its `Origin` (origin.ts), and this module reads its
 * body within the SDK's bound and judges it: what is not JSON, a single 2025-era message that is
 * not a JSON-RPC message or whose params do not fit its method (messages.ts), and every batch
 * that cannot run whole (below) are answered here, before anything grows with them.
 *
 * @module
 */
import {
  createMcpHandler,
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  DEFAULT_NEGOTIATED_PROTOCOL_VERSION,
  isInitializeRequest,
  isLegacyRequest,
  LATEST_PROTOCOL_VERSION,
  ProtocolErrorCode,
  SUPPORTED_PROTOCOL_VERSIONS,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import { readBodyWithin } from "../http/body.ts";
import { spendTokens, type TakeToken } from "../http/rate_limit.ts";
import type { RequestContext } from "../http/scope.ts";
import type { Context, Operation } from "../operations/mod.ts";
import {
  invalidRequest,
  isJsonRpcMessage,
  type JsonRpcErrorAnswer,
  parseError,
  refusalOf,
} from "./messages.ts";
import type { RegisterGate } from "../log/routes.ts";
import { asBatchAnswer, prefersEventStream } from "./framing.ts";
import {
  type Caller,
  createMcpServer,
  type McpServerName,
  type ToolSet,
  toolSetOf,
} from "./server.ts";
import { answerNamingServedVersions, SERVED_PROTOCOL_VERSIONS } from "./versions.ts";

/**
 * Headers a browser-based client may read. Stateless servers send no session id, but a client
 * that looks for one must be allowed to see that there is none rather than be blocked by CORS.
 */
const EXPOSED_HEADERS = "mcp-session-id, mcp-protocol-version";

/** The first protocol version without JSON-RPC batches. */
const FIRST_VERSION_WITHOUT_BATCHES = "2025-06-18";

/**
 * The most messages a batch may hold. Checked as soon as the body is parsed, before any message
 * of it is judged or counted: the work on a batch grows with its length.
 */
export const MAX_BATCH_MESSAGES = 100;

/**
 * The methods whose answers are large beside their requests (a list is kilobytes for a request of
 * a few dozen bytes): a batch may ask each at most once, so that one request cannot multiply them.
 */
const LIST_METHODS: ReadonlySet<string> = new Set(["tools/list", "prompts/list"]);

/** The body's text as the SDK's own reader decodes it: a bad byte becomes U+FFFD. */
const decoder = new TextDecoder();

/**
 * The answerer of one MCP server's POSTs, offering its part of the operations; the routes
 * (routes.ts) load this module, and the SDK with it, at the first MCP request. A registration
 * (announce_giveaway) passes `gate`, the register's gate that HTTP's POSTs pass, call by call.
 */
export function mcpAnswerer(
  server: McpServerName,
  operations: readonly Operation[],
  context: Context,
  { publicUrl, gate }: { publicUrl?: string; gate?: RegisterGate } = {},
): (request: Request, ctx?: RequestContext) => Promise<Response> {
  const toolSet = toolSetOf(server, operations, { publicUrl });
  // 2026-07-28 through the SDK's handler, which checks that revision's envelope and headers first
  // and leaves the messages to the SDK (no screen); each request's server is made for its caller,
  // which the request handed to the SDK carries (the factory is given that request).
  const modern = createMcpHandler(
    ({ requestInfo }) => {
      if (!(requestInfo instanceof CallerRequest)) {
        throw new TypeError("an MCP request reached the SDK without its caller");
      }
      return createMcpServer(toolSet, requestInfo.caller.context, {
        screened: true,
        admit: requestInfo.caller.admit,
      });
    },
    { legacy: "reject" },
  );
  return (request, ctx) => {
    const caller: Caller = {
      context: { ...context, client: ctx?.client, request: ctx },
      admit: gate === undefined
        ? undefined
        : (operation) =>
          gate.covers(operation)
            ? gate.enter(request.headers.get("origin"), ctx?.client)
            : undefined,
    };
    return answerMcp(request, toolSet, caller, modern.fetch, ctx?.takeToken ?? noLimit);
  };
}

/** The request the SDK is handed, carrying the caller that the server made for it serves. */
class CallerRequest extends Request {
  constructor(request: Request, readonly caller: Caller) {
    // The same method, address and headers (the body goes parsed): the SDK listens to its
    // request's `signal`, and reading the signal of a request of Deno.serve makes Deno print a
    // plain-text warning about its legacy abort behaviour.
    super(request.url, { method: "POST", headers: request.headers });
  }
}

/** The SDK handler's face: a request and its body, parsed. */
type Handle = (request: Request, options: { parsedBody: unknown }) => Promise<Response>;

/** No rate limit applies (a request that did not come through the network face). */
const noLimit: TakeToken = () => undefined;

/**
 * Answers one POST of JSON-RPC messages.
 *
 * The body is read and judged here, before the SDK's checks of the headers: a body that is
 * refused is refused whatever the headers say.
 */
async function answerMcp(
  request: Request,
  toolSet: ToolSet,
  caller: Caller,
  modern: Handle,
  takeToken: TakeToken,
): Promise<Response> {
  // Read as the SDK's `readRequestBody` reads it, within the same bound, but in one call where the
  // length is declared rather than through a stream reader.
  const body = await readBodyWithin(request, DEFAULT_MAX_REQUEST_BODY_SIZE);
  if (body === undefined) {
    // As the SDK answers it, -32000 included.
    return jsonRpcAnswer(413, {
      jsonrpc: "2.0",
      id: null,
      error: {
        code: -32000,
        message:
          `Payload Too Large: Request body must not exceed ${DEFAULT_MAX_REQUEST_BODY_SIZE} bytes`,
      },
    });
  }
  let messages: unknown;
  try {
    messages = JSON.parse(decoder.decode(body));
  } catch {
    return jsonRpcAnswer(400, parseError());
  }
  const batch = Array.isArray(messages);
  if (Array.isArray(messages)) {
    const refused = refusalOfBatch(request, messages, takeToken);
    if (refused !== undefined) return refused;
  }
  // The SDK's own classification (as its handler makes it), read from the parsed body.
  const legacy = await isLegacyRequest(request, messages);
  if (!batch) {
    // A 2025-era message is judged whole here; a 2026-07-28 one is left to the SDK's checks of
    // its envelope and headers, unless it is not a JSON-RPC message at all.
    const refusal = legacy || !isJsonRpcMessage(messages) ? refusalOf(messages) : undefined;
    if (refusal !== undefined) {
      const status = refusal.error.code === ProtocolErrorCode.InvalidParams ? 200 : 400;
      return jsonRpcAnswer(status, refusal);
    }
  }
  const discover = isObject(messages) && messages.method === "server/discover";
  let answer = legacy
    // A batch's messages are judged by its server (messages.ts), one by one, as they come.
    ? await answerLegacy(request, messages, toolSet, caller, !batch)
    : await modern(new CallerRequest(request, caller), { parsedBody: messages });
  if (batch) answer = await asBatchAnswer(answer);
  const response = await answerNamingServedVersions(answer, discover);
  response.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
  return response;
}

/**
 * Answers a request of the 2025 revisions as the SDK's stateless legacy serving does (a server
 * and a stateless Streamable HTTP transport for the request alone), but asking the transport
 * for one JSON body unless the client prefers an event stream (framing.ts): the SDK's own
 * serving always opens a stream. Nothing is left to close: a JSON answer is made once every
 * message is answered, and a stream ends then too; the server and transport go with the GC.
 */
async function answerLegacy(
  request: Request,
  messages: unknown,
  toolSet: ToolSet,
  caller: Caller,
  screened: boolean,
): Promise<Response> {
  const server = createMcpServer(toolSet, caller.context, { screened, admit: caller.admit });
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: !prefersEventStream(request.headers.get("accept") ?? ""),
  });
  await server.connect(transport);
  // Deno.serve's request itself: this transport does not read its signal, nor its body (given
  // parsed).
  return await transport.handleRequest(request, { parsedBody: messages });
}

/**
 * The answer to a batch that is refused as a whole, or undefined when it may run; nothing of a
 * refused batch runs. Refused, in this order:
 *
 * - 400 and -32600 invalid request: an empty batch, one of more than
 *   {@linkcode MAX_BATCH_MESSAGES} messages, one under a protocol version without batches
 *   (2025-06-18 and later), two requests with one id, a list method asked twice; 400 and the
 *   message's error when a message of it is not a JSON-RPC message at all.
 * - 429 `rate_limited` with `Retry-After` (as any request over the limit): every message counts
 *   against the client's rate limit, the request's own token paying for the first, and a batch
 *   runs only when each of its messages gets one. The tokens taken are spent.
 *
 * A request of it whose params do not fit its method is answered in its place by the server's
 * screen.
 */
function refusalOfBatch(
  request: Request,
  messages: readonly unknown[],
  takeToken: TakeToken,
): Response | undefined {
  if (messages.length === 0) return jsonRpcAnswer(400, invalidRequest(null, "an empty batch"));
  if (messages.length > MAX_BATCH_MESSAGES) {
    return jsonRpcAnswer(
      400,
      invalidRequest(null, `a batch may hold at most ${MAX_BATCH_MESSAGES} messages`),
    );
  }
  const version = batchVersion(messages, request.headers.get("mcp-protocol-version"));
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
  // Two requests of one batch with one id could not be told apart in the answers: JSON-RPC asks
  // each id to be unique.
  const ids = new Set<unknown>();
  const lists = new Set<string>();
  for (const message of messages) {
    if (!isObject(message) || typeof message.method !== "string") continue;
    if ("id" in message) {
      if (ids.has(message.id)) {
        return jsonRpcAnswer(
          400,
          invalidRequest(
            null,
            `two requests of the batch have the id ${JSON.stringify(message.id)}`,
          ),
        );
      }
      ids.add(message.id);
    }
    if (LIST_METHODS.has(message.method)) {
      if (lists.has(message.method)) {
        return jsonRpcAnswer(
          400,
          invalidRequest(null, `a batch may ask ${message.method} at most once`),
        );
      }
      lists.add(message.method);
    }
  }
  // The SDK refuses a batch whole for one message it cannot take; so does this, in words.
  for (const message of messages) {
    const refusal = isJsonRpcMessage(message) ? undefined : refusalOf(message);
    if (refusal !== undefined) return jsonRpcAnswer(400, refusal);
  }
  spendTokens(
    takeToken,
    messages.length - 1,
    (got) =>
      `too many messages: each message of a batch counts against the rate limit, and this ` +
      `batch of ${messages.length} got ${got + 1} tokens`,
  );
  return undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The protocol version a batch runs under: the one its initialize negotiates (the client's, when
 * the server supports it, else the latest), or the one its `MCP-Protocol-Version` header names;
 * without either, the transport's first version (of March 2025), as its spec says to assume.
 * Undefined for a header the server does not support, which the SDK refuses.
 */
function batchVersion(messages: readonly unknown[], header: string | null): string | undefined {
  const initialize = messages.find(isInitializeRequest);
  if (initialize !== undefined) {
    const requested = initialize.params.protocolVersion;
    return SUPPORTED_PROTOCOL_VERSIONS.includes(requested) ? requested : LATEST_PROTOCOL_VERSION;
  }
  if (header === null) return DEFAULT_NEGOTIATED_PROTOCOL_VERSION;
  return SERVED_PROTOCOL_VERSIONS.includes(header) ? header : undefined;
}

/** A JSON-RPC answer made here rather than by the SDK, in the SDK's form. */
function jsonRpcAnswer(status: number, message: JsonRpcErrorAnswer): Response {
  return new Response(JSON.stringify(message), {
    status,
    headers: {
      "content-type": "application/json",
      "access-control-expose-headers": EXPOSED_HEADERS,
    },
  });
}
