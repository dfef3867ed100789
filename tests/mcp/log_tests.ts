/**
 * Every line that the MCP endpoints make a running server write is JSON: neither the SDK's warning
 * about the "json" response mode nor Deno's about the legacy abort of `request.signal` (which the
 * SDK reads) comes out as plain text at the first request of either era.
 */
import { assert, assertEquals } from "@std/assert";
import { startMainProcess } from "../../testing/process.ts";

const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "t", version: "1" },
};

Deno.test("mcp log: the first requests of 2026-07-28 and the 2025 revisions write JSON lines only", async () => {
  const server = await startMainProcess({ KV_PATH: ":memory:", NO_COLOR: "1", ACCESS_LOG: "on" });
  try {
    const before = server.output().length;
    const post = (body: unknown, headers: Record<string, string>) =>
      fetch(`${server.base}/mcp/random`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const call = { name: "flip_coin", arguments: {} };
    const modern = await post(
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { ...call, _meta: META } },
      { "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "flip_coin" },
    );
    assertEquals(modern.status, 200);
    assertEquals((await modern.json()).result.resultType, "complete");
    const legacy = await post(
      { jsonrpc: "2.0", id: 2, method: "tools/call", params: call },
      { "mcp-protocol-version": "2025-11-25" },
    );
    assertEquals(legacy.status, 200);
    assertEquals((await legacy.json()).id, 2);
    const batch = await post([{ jsonrpc: "2.0", id: 3, method: "ping" }], {});
    assertEquals(batch.status, 200);
    await batch.body?.cancel();
    // The request lines are written as each answer goes out: wait for the third.
    for (let wait = 0; wait < 200; wait++) {
      if (server.output().slice(before).split("\n").filter((line) => line !== "").length >= 3) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const lines = server.output().slice(before).split("\n").filter((line) => line !== "");
    assert(lines.length >= 3, lines.join("\n"));
    for (const line of lines) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`a log line that is not JSON: ${line}`);
      }
      assertEquals(typeof parsed, "object", line);
    }
  } finally {
    await server.stop();
  }
});
