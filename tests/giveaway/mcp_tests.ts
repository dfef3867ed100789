/**
 * The register over MCP: announce_giveaway and giveaway_result on the lottery server give the very
 * JSON that HTTP gives, and their errors as isError results carrying the same `{error}`; and a
 * registration over MCP passes the same gate as HTTP's POST (the client's budget, the instance's
 * pace, a batch's every call, the Origin rule), over a real port.
 */
import { assertEquals } from "@std/assert";
import { DEFAULT_BUDGET, type RegisterBudget } from "../../src/giveaway/budget.ts";
import { type Answer, startServer } from "../../testing/server.ts";
import {
  Client as V2Client,
  StreamableHTTPClientTransport as V2Transport,
} from "../../testing/npm/mcp_client.ts";
import { connectClient } from "../mcp/_calls.ts";
import { CAFE, giveaway } from "./_giveaways.ts";

const GIVEAWAYS = "/api/v1/giveaways";
const BEFORE_1239 = Date.parse("2026-08-28T11:35:00Z");

Deno.test("register over MCP: the same JSON as HTTP, before and after the draw, and the same errors", async () => {
  await using h = await startServer({ double: true, now: BEFORE_1239 });
  const client = await connectClient(h.url, "lottery");
  const call = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({ name, arguments: args });
    const [content] = result.content as { type: string; text: string }[];
    return {
      isError: result.isError === true,
      structured: result.structuredContent,
      text: content!.text,
    };
  };
  try {
    // Announced over MCP first: a record, as HTTP answers it again (200, the same bytes).
    const announced = await call("announce_giveaway", CAFE);
    assertEquals(announced.isError, false, announced.text);
    const http = await fetch(`${h.url}${GIVEAWAYS}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(CAFE),
    });
    assertEquals(http.status, 200);
    assertEquals(announced.text, await http.text());
    assertEquals(announced.structured, JSON.parse(announced.text));
    // Read, before and after the draw.
    const id = (announced.structured as { id: string }).id;
    for (const t of [BEFORE_1239, Date.parse("2026-08-30T00:00:00Z")]) {
      h.clock.t = t;
      const read = await call("giveaway_result", { id: id.toLowerCase() });
      const viaHttp = await fetch(`${h.url}${GIVEAWAYS}/${id}`);
      assertEquals([read.isError, viaHttp.status], [false, 200]);
      assertEquals(read.text, await viaHttp.text());
    }
    assertEquals(
      ((await call("giveaway_result", { id })).structured as { result: { winners: string[] } })
        .result.winners,
      ["Dana", "Bo"],
    );
    // Errors: the same {error} object.
    const cases: [string, Record<string, unknown>, string][] = [
      ["giveaway_result", { id: "nope" }, `${GIVEAWAYS}/nope`],
      [
        "giveaway_result",
        { id: "0000-0000-0000-0000-0000-0000" },
        `${GIVEAWAYS}/0000-0000-0000-0000-0000-0000`,
      ],
      ["announce_giveaway", { ...CAFE, title: "Caf\u00e9\u200b" }, GIVEAWAYS],
      ["announce_giveaway", { ...CAFE, winners: 9 }, GIVEAWAYS],
      ["announce_giveaway", CAFE, GIVEAWAYS], // too late by now
    ];
    for (const [tool, args, path] of cases) {
      const mcp = await call(tool, args);
      const viaHttp = tool === "giveaway_result"
        ? await fetch(`${h.url}${path}`)
        : await fetch(`${h.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(args),
        });
      const body = await viaHttp.json();
      if (tool === "announce_giveaway" && args === CAFE) {
        // Asked again after the draw, the same announcement answers its record, drawn.
        assertEquals([mcp.isError, viaHttp.status], [false, 200]);
        assertEquals(mcp.structured, body);
        continue;
      }
      assertEquals(mcp.isError, true, `${tool} ${JSON.stringify(args)}`);
      assertEquals(mcp.structured, body, `${tool} ${JSON.stringify(args)}`);
    }
    // A changed announcement after the draw is too late, over both.
    const late = await call("announce_giveaway", { ...CAFE, winners: 1 });
    assertEquals(
      [late.isError, (late.structured as { error: { code: string } }).error.code],
      [true, "too_late"],
    );
  } finally {
    await client.close();
  }
});

/** A budget roomy but for what a test changes, at a pace no test reaches unless it sets one. */
function budget(changes: Partial<RegisterBudget>): RegisterBudget {
  return { ...DEFAULT_BUDGET, globalRecords: 1000, perSecond: 1000, ...changes };
}

/** The result of a tool call over MCP: whether an error, and its structured content. */
interface CallResult {
  isError: boolean;
  structured: Record<string, unknown>;
}

/** announce_giveaway over raw JSON-RPC (2025-03-26), one call or a batch: the results by id. */
async function announceRaw(
  base: string,
  bodies: readonly Record<string, unknown>[],
  headers: Record<string, string> = {},
): Promise<CallResult[]> {
  const messages = bodies.map((args, i) => ({
    jsonrpc: "2.0",
    id: i + 1,
    method: "tools/call",
    params: { name: "announce_giveaway", arguments: args },
  }));
  const response = await fetch(`${base}/mcp/lottery`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-03-26",
      ...headers,
    },
    body: JSON.stringify(messages.length === 1 ? messages[0] : messages),
  });
  assertEquals(response.status, 200);
  const answer = await response.json();
  const answers = (Array.isArray(answer) ? answer : [answer]) as {
    id: number;
    result: { isError?: boolean; structuredContent: Record<string, unknown> };
  }[];
  return answers.sort((a, b) => a.id - b.id).map(({ result }) => ({
    isError: result.isError === true,
    structured: result.structuredContent,
  }));
}

/** The refusal's code, from an MCP error result or an HTTP answer. */
function codeOf(refused: CallResult | Answer): string {
  const body = "structured" in refused ? refused.structured : refused.body;
  return String((body.error as Record<string, unknown> | undefined)?.code);
}

Deno.test("register over MCP: the client's budget is charged and refused as over HTTP, under 2025 and 2026-07-28; another client's is not", async () => {
  await using h = await startServer({ double: true, registerBudget: budget({ clientRecords: 3 }) });
  const legacy = await connectClient(h.url, "lottery");
  const modern = new V2Client({ name: "t", version: "1" }, {
    versionNegotiation: { mode: { pin: "2026-07-28" } },
  });
  await modern.connect(new V2Transport(new URL(`${h.url}/mcp/lottery`)));
  // The same app on IPv6 loopback: another client (::1's /64), beside 127.0.0.1.
  const other = Deno.serve({ hostname: "::1", port: 0, onListen() {} }, h.app.serve);
  const otherUrl = `http://[::1]:${other.addr.port}`;
  const call = async (client: typeof legacy | V2Client, args: Record<string, unknown>) => {
    const result = await client.callTool({ name: "announce_giveaway", arguments: args });
    return {
      isError: result.isError === true,
      structured: result.structuredContent as Record<string, unknown>,
    };
  };
  try {
    // Two over MCP (one of each revision) and one over HTTP: the client's three records.
    assertEquals((await call(legacy, giveaway({ title: "M0" }))).isError, false);
    assertEquals((await call(modern, giveaway({ title: "M1" }))).isError, false);
    assertEquals((await h.post("/api/v1/giveaways", giveaway({ title: "H2" }))).status, 201);
    // The fourth is refused over both, with the same error; a 429 over HTTP.
    const overMcp = await call(legacy, giveaway({ title: "M3" }));
    const overModern = await call(modern, giveaway({ title: "M3" }));
    const overHttp = await h.post("/api/v1/giveaways", giveaway({ title: "M3" }));
    assertEquals([overMcp.isError, codeOf(overMcp)], [true, "rate_limited"]);
    assertEquals(overHttp.status, 429);
    assertEquals(overMcp.structured, overHttp.body);
    assertEquals(overModern.structured, overHttp.body);
    // Other tools of the same client are not concerned.
    const read = await legacy.callTool({
      name: "list_giveaways",
      arguments: { game: "kr645", draw: 1240 },
    });
    assertEquals((read.structuredContent as { count: number }).count, 3);
    // Another client registers, over MCP and HTTP alike.
    const [otherMcp] = await announceRaw(otherUrl, [giveaway({ title: "V0" })]);
    assertEquals(otherMcp!.isError, false, JSON.stringify(otherMcp));
    const otherHttp = await fetch(`${otherUrl}/api/v1/giveaways`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(giveaway({ title: "V1" })),
    });
    await otherHttp.body?.cancel();
    assertEquals(otherHttp.status, 201);
  } finally {
    await legacy.close();
    await modern.close();
    await other.shutdown();
  }
});

Deno.test("register over MCP: the instance's pace holds across MCP and HTTP, and a batch's every call takes a turn", async () => {
  {
    // A burst of 5, then one every 2 s (no turn comes back within the test's calls).
    await using h = await startServer({ double: true, registerBudget: budget({ perSecond: 0.5 }) });
    for (let i = 0; i < 3; i++) {
      const [result] = await announceRaw(h.url, [giveaway({ title: `M${i}` })]);
      assertEquals(result!.isError, false, JSON.stringify(result));
    }
    for (let i = 3; i < 5; i++) {
      assertEquals((await h.post("/api/v1/giveaways", giveaway({ title: `H${i}` }))).status, 201);
    }
    const [overMcp] = await announceRaw(h.url, [giveaway({ title: "M5" })]);
    assertEquals([overMcp!.isError, codeOf(overMcp!)], [true, "register_unavailable"]);
    assertEquals(
      codeOf(await h.post("/api/v1/giveaways", giveaway({ title: "H5" }))),
      "register_unavailable",
    );
  }
  {
    // One batch of eight calls: the burst's five are taken, the other three refused.
    await using h = await startServer({ double: true, registerBudget: budget({ perSecond: 0.5 }) });
    const results = await announceRaw(
      h.url,
      Array.from({ length: 8 }, (_, i) => giveaway({ title: `B${i}` })),
    );
    assertEquals(results.filter((result) => !result.isError).length, 5, JSON.stringify(results));
    for (const refused of results.filter((result) => result.isError)) {
      assertEquals(codeOf(refused), "register_unavailable");
    }
    assertEquals((await h.get("/api/v1/giveaways", "game=kr645&draw=1240")).body.count, 5);
    const overHttp = await h.post("/api/v1/giveaways", giveaway({ title: "H" }));
    assertEquals([overHttp.status, codeOf(overHttp)], [503, "register_unavailable"]);
  }
});

Deno.test("register over MCP: a page of another origin may not register, even where MCP takes it", async () => {
  await using h = await startServer({ double: true, config: { mcpAllowedOrigins: "*" } });
  const evil = { origin: "https://evil.example" };
  const [refused] = await announceRaw(h.url, [giveaway({ title: "Evil" })], evil);
  assertEquals([refused!.isError, codeOf(refused!)], [true, "origin_not_allowed"]);
  assertEquals((await h.get("/api/v1/giveaways", "game=kr645&draw=1240")).body.count, 0);
  // The same page may use the other tools, and a loopback page may register.
  const [taken] = await announceRaw(h.url, [giveaway({ title: "Local" })], {
    origin: "http://localhost:5173",
  });
  assertEquals(taken!.isError, false, JSON.stringify(taken));
  const dice = await fetch(`${h.url}/mcp/random`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      ...evil,
    },
    body: JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "roll_dice", arguments: {} },
    }),
  });
  assertEquals([dice.status, (await dice.json()).result.isError], [200, undefined]);
});
