/**
 * Serves one of fairdraw's MCP servers over stdio, for local desktop clients:
 * `deno task mcp lottery` or `deno task mcp random`.
 *
 * It reads the same environment as main.ts, opens the same KV, and runs the tools with the same
 * context as the HTTP application, so the same seed and arguments give the same answer over every
 * face, and past draws are cached where the HTTP server caches them.
 *
 * @module
 */
import { exitOnStartupError, openKv } from "./src/start.ts";
import { createContext } from "./src/app.ts";
import { resolveConfig } from "./src/config.ts";
import { lazy } from "./src/lazy.ts";
import { createMcpServer, SERVER_NAMES, serveStdio, toolSetOf } from "./src/mcp/mod.ts";
import { OPERATIONS, type ServerName } from "./src/operations/mod.ts";

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
    try {
      const toolSet = toolSetOf(name, OPERATIONS, { publicUrl: config.publicUrl });
      const context = createContext({ config, kv });
      // SDK v2 and the 2026-07-28 servers are loaded at the first message of that revision.
      const modern = lazy(async () =>
        (await import("./src/mcp/modern.ts")).modernMessageAnswerer(toolSet, context)
      );
      await serveStdio(createMcpServer(toolSet, context), undefined, {
        modern: async (message) => (await modern.get())(message),
      });
    } finally {
      kv.close();
    }
  } catch (error) {
    exitOnStartupError(error);
  }
}
