/**
 * The register over MCP: announce_giveaway and giveaway_result on the lottery server give the very
 * JSON that HTTP gives, and their errors as isError results carrying the same `{error}`.
 */
import { assertEquals } from "@std/assert";
import { startServer } from "../../testing/server.ts";
import { connectClient } from "../mcp/_calls.ts";
import { CAFE } from "./_giveaways.ts";

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
