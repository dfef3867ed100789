/**
 * The MCP servers over Streamable HTTP, stateless: `/mcp/lottery` and `/mcp/random`.
 *
 * Each POST gets its own server and transport, closed once the answer is out, so no state lives
 * between requests and any instance can answer any request. GET (the server-to-client stream) and
 * DELETE (ending a session) have nothing to offer without sessions; the transport spec lets such a
 * server answer both with 405, which the router does, with `Allow`.
 *
 * Every `Origin` is accepted, like everywhere else in this API (CORS `*`): the spec's Origin check
 * guards local servers against DNS rebinding, and this one is public, keyless and read-only, so a
 * page on any origin may do nothing that a direct caller could not.
 *
 * @module
 */
import type { Context, Operation } from "../operations/mod.ts";
import type { Route } from "../router.ts";
import { WebStandardStreamableHTTPServerTransport } from "./sdk.ts";
import { createMcpServer, SERVER_NAMES, type ToolSet, toolSetOf } from "./server.ts";

/**
 * Headers a browser-based client may read. Stateless servers send no session id, but a client
 * that looks for one must be allowed to see that there is none rather than be blocked by CORS.
 */
const EXPOSED_HEADERS = "mcp-session-id, mcp-protocol-version";

/** The routes of the MCP servers, `/mcp/{server}`, each offering its part of the operations. */
export function mcpRoutes(operations: readonly Operation[], context: Context): Route[] {
  return SERVER_NAMES.map((server) => {
    const toolSet = toolSetOf(server, operations);
    return {
      path: `/mcp/${server}`,
      methods: { POST: (request) => answerMcp(request, toolSet, context) },
    };
  });
}

/**
 * Answers one POST of JSON-RPC messages. The answer is one JSON object unless the client ranks
 * `text/event-stream` above `application/json` in `Accept`: both are allowed by the transport
 * spec, every tool answers at once, and plain JSON is the simplest for clients and proxies.
 */
async function answerMcp(request: Request, toolSet: ToolSet, context: Context): Promise<Response> {
  const server = createMcpServer(toolSet, context);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: !prefersEventStream(request.headers.get("accept") ?? ""),
  });
  let response: Response;
  try {
    await server.connect(transport);
    response = await transport.handleRequest(request);
  } catch (error) {
    await server.close();
    throw error;
  }
  response.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
  if (response.body === null || !isEventStream(response)) {
    // A JSON answer is complete once handed out.
    await server.close();
    return response;
  }
  // An event stream ends when the transport has sent every answer, or when the client goes
  // away; either way the server is closed then, and not before.
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const close = () => server.close().catch(() => {});
  response.body.pipeTo(writable).then(close, close);
  return new Response(readable, response);
}

/** Whether `Accept` ranks `text/event-stream` strictly above `application/json`. */
export function prefersEventStream(accept: string): boolean {
  return qualityOf(accept, "text/event-stream") > qualityOf(accept, "application/json");
}

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
