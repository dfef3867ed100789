/**
 * Serves one of fairdraw's MCP servers over stdio, for local desktop clients:
 * `deno task mcp lottery` or `deno task mcp random` (and scripts/mcp-stdio, for hosts with only
 * Node: docs/MCP.md).
 *
 * It reads the same environment as main.ts, opens the same KV, and runs the tools with the same
 * context as the HTTP application, so the same seed and arguments give the same answer over every
 * face, and past draws are cached where the HTTP server caches them. It is a local server: it
 * offers no giveaway tools (server.ts says why). The SDK's own stdio server (`serveStdio`) takes
 * every revision, 2026-07-28 and the 2025 ones, from the one server factory.
 *
 * @module
 */
import { serveStdio, StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { createContext } from "./src/app.ts";
import { resolveConfig } from "./src/config.ts";
import { namingServedVersions, SERVER_NAMES, serverFactory, toolSetOf } from "./src/mcp/mod.ts";
import { OPERATIONS, type ServerName } from "./src/operations/mod.ts";
import { exitOnStartupError, openKv } from "./src/start.ts";

/** Whether a command-line argument names an MCP server. */
function isServerName(name: string | undefined): name is ServerName {
  return (SERVER_NAMES as readonly (string | undefined)[]).includes(name);
}

if (import.meta.main) {
  const [name] = Deno.args;
  if (!isServerName(name) || Deno.args.length !== 1) {
    console.error(`usage: deno task mcp <${SERVER_NAMES.join("|")}>`);
    Deno.exit(2);
  }
  try {
    const config = resolveConfig((variable) => Deno.env.get(variable));
    const kv = await openKv(config.kvPath);
    const toolSet = toolSetOf(name, OPERATIONS, { publicUrl: config.publicUrl, local: true });
    const context = createContext({ config, kv });
    // stdout carries the protocol: what goes wrong out of band (a line that is not a JSON-RPC
    // message, a write that failed) is one JSON line on stderr. The SDK's validator reports a
    // line that is not a message as its whole report, a multi-line dump: said in words instead.
    // The SDK's own stdio transport, whose answers name every revision served (versions.ts).
    const transport = new StdioServerTransport();
    const send = transport.send.bind(transport);
    transport.send = (message) => send(namingServedVersions(message));
    serveStdio(serverFactory(toolSet, context), {
      transport,
      onerror: (error) => {
        const message = error.message.startsWith("[")
          ? "a line that is not a JSON-RPC message was dropped"
          : error.message;
        console.error(JSON.stringify({ level: "warn", event: "mcp_stdio", message }));
      },
    });
  } catch (error) {
    exitOnStartupError(error);
  }
}
