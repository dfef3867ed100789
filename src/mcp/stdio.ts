/**
 * An MCP server over stdio, for local desktop clients that start the server themselves.
 *
 * @module
 */
import process from "node:process";
import { StdioServerTransport } from "./sdk.ts";
import type { Server } from "./sdk.ts";

/**
 * Serves an MCP server on stdin and stdout until stdin ends (the client has gone) or the server
 * is closed. Nothing else may write to stdout meanwhile: it carries the protocol.
 */
export async function serveStdio(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  // The transport stops listening when closed but never notices the end of stdin by itself.
  const onEnd = () => void server.close();
  process.stdin.once("end", onEnd);
  try {
    await server.connect(new StdioServerTransport());
    await closed;
  } finally {
    process.stdin.off("end", onEnd);
  }
}
