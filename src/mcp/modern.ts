/**
 * The MCP servers under protocol 2026-07-28, over the TypeScript SDK v2
 * (`@modelcontextprotocol/server`): no `initialize`, every request carrying its protocol version
 * and client capabilities in `_meta`, `server/discover`, `resultType` and cache hints on every
 * result, and the `Mcp-Method` / `Mcp-Name` headers checked against the body. The SDK's
 * `createMcpHandler` does all of that; this module gives it a server per request made from the
 * same tool set, calls and prompts as the 2025-era servers (server.ts).
 *
 * http.ts hands a request here when it is of that revision (see {@linkcode isModernRequest});
 * the module, and SDK v2 with it, is loaded at the first such request.
 *
 * @module
 */
import {
  createMcpHandler,
  type ListToolsResult,
  type McpHttpHandler,
  ProtocolError as SdkProtocolError,
  Server,
} from "@modelcontextprotocol/server";
import type { HttpError } from "../http/errors.ts";
import type { Context } from "../operations/mod.ts";
import {
  callTool,
  getPrompt,
  instructionsOf,
  promptsOf,
  ProtocolError,
  type ToolSet,
} from "./server.ts";

/** How long a client may keep the tool and prompt lists: they change only with a deployment. */
const LIST_TTL_MS = 60 * 60 * 1000;

/**
 * The answerer of one server's 2026-07-28 requests, given the body already read and parsed.
 * `admit` says whether the request's tool call may run (every call runs when it is absent).
 */
export function modernAnswerer(
  toolSet: ToolSet,
  context: Context,
): (request: Request, body: unknown, admit?: () => HttpError | undefined) => Promise<Response> {
  // The handler hands each request's factory call that request: its admit is found by it.
  const admits = new WeakMap<Request, () => HttpError | undefined>();
  const handler: McpHttpHandler = createMcpHandler(
    ({ requestInfo }) => {
      const admit = requestInfo === undefined ? undefined : admits.get(requestInfo);
      return serverOf(toolSet, context, admit ?? (() => undefined));
    },
    // Only 2026-07-28 comes here: http.ts serves the 2025 revisions itself.
    { legacy: "reject", responseMode: "json" },
  );
  return (request, body, admit) => {
    if (admit !== undefined) admits.set(request, admit);
    return handler.fetch(request, { parsedBody: body });
  };
}

/** One request's server: the tools (and, on lottery, the prompt) of the tool set. */
function serverOf(
  toolSet: ToolSet,
  context: Context,
  admit: () => HttpError | undefined,
): Server {
  const prompts = promptsOf(toolSet);
  const server = new Server(toolSet.identity, {
    capabilities: {
      tools: { listChanged: false },
      ...(prompts.length === 0 ? {} : { prompts: { listChanged: false } }),
    },
    instructions: instructionsOf(toolSet.server),
    cacheHints: {
      "tools/list": { ttlMs: LIST_TTL_MS, cacheScope: "public" },
      "prompts/list": { ttlMs: LIST_TTL_MS, cacheScope: "public" },
    },
  });
  // The same declarations as the 2025-era servers' (whose SDK types JSON Schema values as
  // `object` where v2 types them as JSON values): the one list, typed for this SDK.
  const tools = toolSet.tools as unknown as ListToolsResult["tools"];
  server.setRequestHandler("tools/list", () => ({ tools: [...tools] }));
  server.setRequestHandler("tools/call", async (request) => {
    const { name, arguments: input } = request.params;
    try {
      return await callTool(toolSet, context, { name, arguments: input }, admit);
    } catch (error) {
      throw sdkError(error);
    }
  });
  if (prompts.length > 0) {
    server.setRequestHandler("prompts/list", () => ({ prompts: [...prompts] }));
    server.setRequestHandler("prompts/get", (request) => {
      try {
        return getPrompt(toolSet, request.params);
      } catch (error) {
        throw sdkError(error);
      }
    });
  }
  return server;
}

/** A protocol error of server.ts as SDK v2 sends one: its code and message as written. */
function sdkError(error: unknown): unknown {
  return error instanceof ProtocolError ? new SdkProtocolError(error.code, error.message) : error;
}
