/**
 * The draw tools of the lottery server, get_draw, check_ticket and seed_from_draw, over Streamable
 * HTTP with the SDK's client, against the source double: the same answers and errors as HTTP,
 * byte for byte, and an unavailable source as an isError result.
 */
import { assert, assertEquals } from "@std/assert";
import { type DoubleServer, startServer } from "../../testing/server.ts";
import { CHECK, DRAW } from "../draws/_records.ts";

/** The path of seed_from_draw. */
const SEED_PATH = "/api/v1/lottery/seed";
import { OPERATIONS } from "../../src/operations/mod.ts";
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

Deno.test("mcp draws: the lottery server offers pick_numbers, get_draw, check_ticket, seed_from_draw and the register's two", async () => {
  const h = await startServer({ double: true });
  const client = await connectClient(h.url, "lottery");
  try {
    const { tools } = await client.listTools();
    const lottery = OPERATIONS.filter((operation) => operation.server === "lottery");
    assertEquals(tools.map((tool) => tool.name), lottery.map((operation) => operation.name));
    for (const [i, tool] of tools.entries()) {
      // The tools that ask the source of past draws; announce_giveaway reads the schedule alone.
      const operation = lottery[i]!;
      assertEquals(tool.annotations?.openWorldHint, operation.external, tool.name);
      assertEquals(tool.annotations?.readOnlyHint, operation.readOnly, tool.name);
      assertEquals(tool.description?.includes("Leave seed out"), operation.seeded, tool.name);
    }
    // Today: pick_numbers alone is seeded and asks no source; announce_giveaway alone writes.
    assert(lottery.some((operation) => operation.external));
    assert(lottery.some((operation) => !operation.readOnly));
    assert(lottery.some((operation) => operation.seeded));
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

Deno.test("mcp draws: seed_from_draw answers byte for byte what GET and POST answer", async () => {
  await withLottery(async (h, call) => {
    const cases: Record<string, unknown>[] = [
      { game: "kr645", draw: 1239 },
      { game: "kr645", draw: "1239", label: "\uacbd\ud488 \ucd94\ucca8\n2026" },
      { game: "powerball", draw: "2022-11-21", label: "" },
      { game: "megamillions", draw: "2026-07-24", label: "\u{1F600}".repeat(1000) },
    ];
    for (const args of cases) {
      const context = JSON.stringify(args).slice(0, 80);
      const mcp = await call("seed_from_draw", args);
      const post = await fetch(`${h.url}${SEED_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(args),
      });
      const query = new URLSearchParams(
        Object.entries(args).map(([name, value]) => [name, String(value)]),
      );
      const get = await fetch(`${h.url}${SEED_PATH}?${query}`);
      const [posted, got] = [await post.text(), await get.text()];
      assertEquals([mcp.isError, post.status, get.status], [false, 200, 200], context);
      assertEquals(mcp.text, posted, context);
      assertEquals(got, posted, context);
      assertEquals(mcp.structured, JSON.parse(posted), context);
      assertEquals(mcp.structured.label, args.label ?? "", context);
    }
    // The vector of tests/operations/seed_from_draw_tests.ts, over MCP.
    const kr645 = await call("seed_from_draw", { game: "kr645", draw: 1239 });
    assertEquals(
      kr645.structured.seed,
      "2ec07417ea31c3f263984e0d47618dba80998be875ac8008c62acc15c4b947db",
    );
  });
});

Deno.test("mcp draws: seed_from_draw's refusals are isError results with HTTP's {error}", async () => {
  await withLottery(async (h, call) => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ game: "kr645" }, "missing_argument", "draw"],
      [{ game: "powerball", draw: 1239 }, "invalid_argument", "draw"],
      [{ game: "kr645", draw: 1239, label: "a".repeat(1001) }, "invalid_argument", "label"],
      [{ game: "kr645", draw: 1239, label: "\u{1F600}".repeat(1001) }, "invalid_argument", "label"],
      // A lone surrogate: JSON carries it as an escape, and it is not text.
      [{ game: "kr645", draw: 1239, label: "a\ud83d" }, "invalid_argument", "label"],
      [{ game: "kr645", draw: 1239, seed: "00".repeat(32) }, "unknown_argument", "seed"],
      [{ game: "kr645", draw: 1240 }, "draw_not_found", "draw"],
      [{ game: "megamillions", draw: "2026-08-31" }, "draw_not_found", "draw"],
    ];
    for (const [args, code, field] of cases) {
      const context = JSON.stringify(args).slice(0, 80);
      const mcp = await call("seed_from_draw", args);
      const http = await fetch(`${h.url}${SEED_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(args),
      });
      const text = await http.text();
      assertEquals([http.status, mcp.isError], [400, true], context);
      assertEquals(mcp.text, text, context);
      assertEquals(mcp.structured, JSON.parse(text), context);
      const { error } = mcp.structured as { error: { code: string; field: string } };
      assertEquals([error.code, error.field], [code, field], context);
    }
    // The next kr645 draw: when it is due, over MCP too.
    const due = await call("seed_from_draw", { game: "kr645", draw: 1240 });
    assertEquals(
      (due.structured as { error: { message: string } }).error.message,
      "kr645 draw 1240 is drawn on 2026-09-05 at about 20:35 KST; ask again once it is published",
    );
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
    const seedArgs = { game: "megamillions", draw: "2026-07-21", label: "x" };
    const seed = await call("seed_from_draw", seedArgs);
    const seedHttp = await h.post(SEED_PATH, seedArgs);
    assertEquals([seedHttp.status, seed.isError], [503, true]);
    assertEquals(seed.structured, seedHttp.body);
    assertEquals(seed.text, JSON.stringify(seedHttp.body));
    assertEquals(
      (seed.structured as { error: { code: string } }).error.code,
      "source_unavailable",
    );
    assert(h.double.callCount() > 0);
  });
});
