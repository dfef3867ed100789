import {
  ProtocolError,
  callTool,
  getPrompt,
  instructionsOf,
  promptsOf
} from "./chunk-6b34c377.js";
import "./chunk-25c97759.js";
import "./chunk-c0f9a221.js";
import "./chunk-fcfa5815.js";
import "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/mcp/modern.ts
import { createMcpHandler, ProtocolError as SdkProtocolError, Server } from "@modelcontextprotocol/server";
var LIST_TTL_MS = 60 * 60 * 1e3;
function modernAnswerer(toolSet, context) {
  const handler = createMcpHandler(() => serverOf(toolSet, context), {
    // Only 2026-07-28 comes here: http.ts serves the 2025 revisions itself.
    legacy: "reject",
    responseMode: "json"
  });
  return (request, body) => handler.fetch(request, {
    parsedBody: body
  });
}
function modernMessageAnswerer(toolSet, context) {
  const answer = modernAnswerer(toolSet, context);
  return async (message) => {
    const { method, params } = isObject(message) ? message : {};
    const headers = new Headers({
      "content-type": "application/json",
      accept: "application/json, text/event-stream"
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
    const response = await answer(new Request("http://stdio.invalid/mcp", {
      method: "POST",
      headers
    }), message);
    const text = await response.text();
    return text === "" ? void 0 : JSON.parse(text);
  };
}
var PLAIN_HEADER = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/;
function headerValue(value) {
  if (PLAIN_HEADER.test(value) && !value.startsWith("=?base64?")) return value;
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function serverOf(toolSet, context) {
  const prompts = promptsOf(toolSet);
  const server = new Server(toolSet.identity, {
    capabilities: {
      tools: {
        listChanged: false
      },
      ...prompts.length === 0 ? {} : {
        prompts: {
          listChanged: false
        }
      }
    },
    instructions: instructionsOf(toolSet.server),
    cacheHints: {
      "tools/list": {
        ttlMs: LIST_TTL_MS,
        cacheScope: "public"
      },
      "prompts/list": {
        ttlMs: LIST_TTL_MS,
        cacheScope: "public"
      }
    }
  });
  const tools = toolSet.tools;
  server.setRequestHandler("tools/list", () => ({
    tools: [
      ...tools
    ]
  }));
  server.setRequestHandler("tools/call", async (request) => {
    const { name, arguments: input } = request.params;
    try {
      return await callTool(toolSet, context, {
        name,
        arguments: input
      });
    } catch (error) {
      throw sdkError(error);
    }
  });
  if (prompts.length > 0) {
    server.setRequestHandler("prompts/list", () => ({
      prompts: [
        ...prompts
      ]
    }));
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
function sdkError(error) {
  return error instanceof ProtocolError ? new SdkProtocolError(error.code, error.message) : error;
}
export {
  modernAnswerer,
  modernMessageAnswerer
};
