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
 * The answerer of one server's 2026-07-28 requests over HTTP, given the body already read and
 * parsed.
 */
export function modernAnswerer(
  toolSet: ToolSet,
  context: Context,
): (request: Request, body: unknown) => Promise<Response> {
  const handler: McpHttpHandler = createMcpHandler(() => serverOf(toolSet, context), {
    // Only 2026-07-28 comes here: http.ts serves the 2025 revisions itself.
    legacy: "reject",
    responseMode: "json",
  });
  return (request, body) => handler.fetch(request, { parsedBody: body });
}

/**
 * The answerer of one server's 2026-07-28 messages over stdio: the answer to one message, or
 * undefined for a notification. Each message is handed to the same handler as over HTTP, as the
 * POST that would carry it: its headers are read from the message itself (`MCP-Protocol-Version`
 * from `_meta`, `Mcp-Method`, and `Mcp-Name` in the Base64 form the transport spec gives a name
 * that is not plain ASCII), so they always agree with it, as stdio has no headers to disagree.
 */
export function modernMessageAnswerer(
  toolSet: ToolSet,
  context: Context,
): (message: unknown) => Promise<unknown> {
  const answer = modernAnswerer(toolSet, context);
  return async (message) => {
    const { method, params } = (isObject(message) ? message : {}) as {
      method?: unknown;
      params?: unknown;
    };
    const headers = new Headers({
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
    });
    const meta = isObject(params) && isObject(params._meta) ? params._meta : {};
    const version = meta["io.modelcontextprotocol/protocolVersion"];
    if (typeof version === "string" && PLAIN_HEADER.test(version)) {
      headers.set("mcp-protocol-version", version);
    }
    if (typeof method === "string") headers.set("mcp-method", headerValue(method));
    if (isObject(params) && typeof params.name === "string") {
      headers.set("mcp-name", headerValue(params.name));
    }
    const response = await answer(
      new Request("http://stdio.invalid/mcp", { method: "POST", headers }),
      message,
    );
    const text = await response.text();
    return text === "" ? undefined : JSON.parse(text);
  };
}

/** Visible ASCII and spaces inside: a header value as it is. */
const PLAIN_HEADER = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;

/** A value as a header carries it: as it is when plain ASCII, else `=?base64?...?=` of UTF-8. */
function headerValue(value: string): string {
  if (PLAIN_HEADER.test(value) && !value.startsWith("=?base64?")) return value;
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** One request's server: the tools (and, on lottery, the prompt) of the tool set. */
function serverOf(toolSet: ToolSet, context: Context): Server {
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
      return await callTool(toolSet, context, { name, arguments: input });
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
