/**
 * docs/DEPLOY.md says the logs are JSON lines: main.ts, the real entry point, with the access log
 * on, is sent a first request of every kind (every operation by GET and POST, the pages, the
 * OpenAPI document, the health check, errors, a preflight, MCP under a 2025 revision and under
 * 2026-07-28, a source that fails), and every line it writes on stdout and stderr while it
 * answers them must be one JSON object. A runtime or SDK warning printed as plain text, as
 * Deno's about `request.signal` or the MCP SDK's about `responseMode`, fails it.
 */
import { assert, assertEquals } from "@std/assert";
import type { ServedDocument } from "../src/openapi.ts";
import { startMainProcess, waitFor } from "../testing/process.ts";
import { startSourceDouble } from "../testing/source_double.ts";
import { callsOf } from "./clients/_calls.ts";

/** A JSON-RPC request to an MCP endpoint, under a 2025 revision or 2026-07-28. */
function mcp(base: string, server: string, method: string, params: object, version: string) {
  const modern = version === "2026-07-28";
  const meta = modern
    ? {
      _meta: {
        "io.modelcontextprotocol/protocolVersion": version,
        "io.modelcontextprotocol/clientCapabilities": {},
        "io.modelcontextprotocol/clientInfo": { name: "fairdraw-test", version: "1.0.0" },
      },
    }
    : {};
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json, text/event-stream",
    "mcp-protocol-version": version,
  };
  if (modern) headers["mcp-method"] = method;
  if (modern && "name" in params) headers["mcp-name"] = String(params.name);
  return fetch(`${base}/mcp/${server}`, {
    method: "POST",
    headers,
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: { ...params, ...meta } }),
  });
}

Deno.test("logs: every line main.ts writes while it answers a first request of every kind is JSON", async () => {
  const double = await startSourceDouble();
  const main = await startMainProcess({
    KR645_SOURCE_URL: double.kr645Url,
    NY_OPEN_DATA_URL: double.nyUrl,
    KV_PATH: ":memory:",
    ACCESS_LOG: "on",
    SOURCE_TIMEOUT_MS: "1000",
  });
  try {
    // The start-up lines, written before the first answer, are not this test's.
    // From the first line: the start's own lines are JSON too.
    const start = 0;
    const base = main.base;
    const statuses: string[] = [];
    const send = async (label: string, pending: Promise<Response>) => {
      const response = await pending;
      await response.body?.cancel();
      statuses.push(`${label} ${response.status}`);
    };
    const document: ServedDocument = await (await fetch(`${base}/openapi.json`)).json();
    for (const call of callsOf(document)) {
      const path = call.path.replace(
        /\{([a-z_]+)\}/g,
        (_, name: string) => encodeURIComponent(String(call.pathArguments[name])),
      );
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(call.query)) {
        for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
      }
      await send(
        call.id,
        call.method === "GET" ? fetch(`${base}${path}?${query}`) : fetch(`${base}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(call.body),
        }),
      );
    }
    for (const path of ["/", "/docs", "/assets/style.css", "/nowhere", "/api/v1/random/dice?x=1"]) {
      await send(path, fetch(`${base}${path}`));
    }
    await send("PUT", fetch(`${base}/api/v1/random/dice`, { method: "PUT" }));
    await send("HEAD", fetch(`${base}/api/v1/random/coin`, { method: "HEAD" }));
    await send(
      "OPTIONS",
      fetch(`${base}/api/v1/random/dice`, {
        method: "OPTIONS",
        headers: { origin: "https://example.com", "access-control-request-method": "POST" },
      }),
    );
    for (const version of ["2025-06-18", "2026-07-28"]) {
      if (version !== "2026-07-28") {
        await send(
          `mcp ${version} initialize`,
          mcp(base, "random", "initialize", {
            protocolVersion: version,
            capabilities: {},
            clientInfo: { name: "fairdraw-test", version: "1.0.0" },
          }, version),
        );
      }
      await send(`mcp ${version} tools/list`, mcp(base, "lottery", "tools/list", {}, version));
      await send(
        `mcp ${version} tools/call`,
        mcp(base, "random", "tools/call", {
          name: "roll_dice",
          arguments: { sides: 6 },
        }, version),
      );
    }
    // A source that fails, with nothing kept to stand in: a 503, and the service's own line.
    double.setMode("error", { source: "ny" });
    await send("source down", fetch(`${base}/api/v1/lottery/draw?game=powerball`));
    assert(statuses.includes("source down 503"), statuses.join("\n"));
    assert(statuses.length >= 35, `${statuses.length} requests`);
    // Every request's access line is out, and whatever a runtime or SDK prints after it.
    await waitFor(
      () =>
        main.output().slice(start).split("\n").filter((line) => line.includes('"request"'))
          .length >= statuses.length,
      "an access line for every request",
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = main.output().slice(start).split("\n").filter((line) => line !== "");
    const plain = lines.filter((line) => {
      try {
        const value = JSON.parse(line);
        return typeof value !== "object" || value === null || Array.isArray(value);
      } catch {
        return true;
      }
    });
    assertEquals(plain, [], `lines that are not JSON objects:\n${plain.join("\n")}`);
  } finally {
    await main.stop();
    await double.close();
  }
});
