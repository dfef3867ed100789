/**
 * The draw tools of the lottery server, get_draw and check_ticket, over Streamable HTTP with the
 * SDK's client, against the source double: the same answers and errors as HTTP, and an
 * unavailable source as an isError result.
 */
import { assert, assertEquals } from "@std/assert";
import { type DoubleServer, startServer } from "../../testing/server.ts";
import { CHECK, DRAW } from "../draws/_records.ts";
import { connectClient } from "./_calls.ts";

/** Runs `body` with a harness (app, double, clock) and an SDK client of its lottery server. */
async function withLottery(
  body: (h: DoubleServer, call: (name: string, args: unknown) => Promise<Called>) => Promise<void>,
): Promise<void> {
  const h = await startServer({ double: true });
  const client = await connectClient(h.url, "lottery");
  try {
    await body(h, async (name, args) => {
      const result = await client.callTool({
        name,
        arguments: args as Record<string, unknown>,
      });
      const [content] = result.content as { type: string; text: string }[];
      return {
        isError: result.isError === true,
        structured: result.structuredContent as Record<string, unknown>,
        text: content?.text ?? "",
      };
    });
  } finally {
    await client.close();
    await h.close();
  }
}

/** What a tool call gave. */
interface Called {
  isError: boolean;
  structured: Record<string, unknown>;
  text: string;
}

Deno.test("mcp draws: the lottery server offers pick_numbers, get_draw, check_ticket and seed_from_draw", async () => {
  const h = await startServer({ double: true });
  const client = await connectClient(h.url, "lottery");
  try {
    const { tools } = await client.listTools();
    assertEquals(tools.map((tool) => tool.name), [
      "pick_numbers",
      "get_draw",
      "check_ticket",
      "seed_from_draw",
    ]);
    for (const tool of tools) {
      const external = tool.name !== "pick_numbers";
      assertEquals(tool.annotations?.openWorldHint, external, tool.name);
      assertEquals(tool.annotations?.readOnlyHint, true);
      assertEquals(tool.description?.includes("Leave seed out"), !external, tool.name);
    }
  } finally {
    await client.close();
    await h.close();
  }
});

Deno.test("mcp draws: get_draw answers what HTTP answers, for each game", async () => {
  await withLottery(async (h, call) => {
    const cases: [Record<string, unknown>, string][] = [
      [{ game: "kr645", draw: 1239 }, "game=kr645&draw=1239"],
      [{ game: "kr645" }, "game=kr645"],
      [{ game: "powerball", draw: "2022-11-21" }, "game=powerball&draw=2022-11-21"],
      [{ game: "megamillions" }, "game=megamillions"],
    ];
    for (const [args, query] of cases) {
      const mcp = await call("get_draw", args);
      const http = await h.get(DRAW, query);
      assertEquals([mcp.isError, http.status], [false, 200], query);
      assertEquals(mcp.structured, http.body, query);
      assertEquals(mcp.text, JSON.stringify(http.body), query);
    }
    const kr645 = await call("get_draw", { game: "kr645", draw: 1239 });
    assertEquals(
      [kr645.structured.date, kr645.structured.numbers, kr645.structured.bonus_number],
      ["2026-08-29", [11, 13, 22, 32, 33, 36], 8],
    );
  });
});

Deno.test("mcp draws: check_ticket answers what HTTP answers: a kr645 rank, a powerball tier", async () => {
  await withLottery(async (h, call) => {
    const kr645 = { game: "kr645", numbers: [11, 13, 22, 32, 33, 8], draw: 1239 };
    const mcp = await call("check_ticket", kr645);
    assertEquals(mcp.structured, (await h.post(CHECK, kr645)).body);
    assertEquals(
      [mcp.structured.rank, mcp.structured.prize_per_winner, mcp.structured.bonus_matched],
      [2, 67587470, true],
    );
    const powerball = { game: "powerball", numbers: [67, 51, 40, 6, 1], extra_number: 2 };
    const pb = await call("check_ticket", powerball);
    assertEquals(pb.structured, (await h.post(CHECK, powerball)).body);
    assertEquals([pb.structured.tier, pb.structured.matched], ["5+1", [1, 6, 40, 51, 67]]);
    assertEquals(pb.text, JSON.stringify(pb.structured));
  });
});

Deno.test("mcp draws: bad input and a draw that does not exist are isError, as HTTP's 400", async () => {
  await withLottery(async (h, call) => {
    const cases: [string, string, Record<string, unknown>, string, string][] = [
      ["get_draw", DRAW, { game: "kr645", draw: "2026-01-01" }, "invalid_argument", "draw"],
      ["get_draw", DRAW, { game: "euromillions" }, "invalid_argument", "game"],
      ["get_draw", DRAW, {}, "missing_argument", "game"],
      ["get_draw", DRAW, { game: "powerball", draw: "2026-02-30" }, "invalid_argument", "draw"],
      ["get_draw", DRAW, { game: "kr645", draw: 99999 }, "draw_not_found", "draw"],
      [
        "check_ticket",
        CHECK,
        { game: "kr645", numbers: [1, 2, 3, 4, 5, 5], draw: 1239 },
        "invalid_argument",
        "numbers",
      ],
      [
        "check_ticket",
        CHECK,
        { game: "kr645", numbers: [1, 2, 3, 4, 5, 6], extra_number: 7 },
        "invalid_argument",
        "extra_number",
      ],
    ];
    for (const [tool, path, args, code, field] of cases) {
      const mcp = await call(tool, args);
      const http = await h.post(path, args);
      assertEquals(http.status, 400, JSON.stringify(args));
      assertEquals(mcp.isError, true);
      assertEquals(mcp.structured, http.body, JSON.stringify(args));
      assertEquals(mcp.text, JSON.stringify(http.body));
      const { error } = mcp.structured as { error: { code: string; field: string } };
      assertEquals([error.code, error.field], [code, field], JSON.stringify(args));
    }
  });
});

Deno.test("mcp draws: a source that does not answer is an isError result, source_unavailable", async () => {
  await withLottery(async (h, call) => {
    h.double.setMode("error");
    // Draws never fetched, so nothing cached can stand in.
    const mcp = await call("get_draw", { game: "kr645", draw: 1000 });
    const http = await h.post(DRAW, { game: "kr645", draw: 1000 });
    assertEquals(http.status, 503);
    assertEquals(mcp.isError, true);
    assertEquals(mcp.structured, http.body);
    assertEquals(mcp.text, JSON.stringify(http.body));
    assertEquals((mcp.structured as { error: { code: string } }).error.code, "source_unavailable");
    const check = await call("check_ticket", {
      game: "powerball",
      numbers: [1, 2, 3, 4, 5],
      draw: "2022-11-19",
    });
    assertEquals(check.isError, true);
    assertEquals(
      (check.structured as { error: { code: string } }).error.code,
      "source_unavailable",
    );
    assert(h.double.callCount() > 0);
  });
});
