import { assertEquals } from "@std/assert";
import * as v from "valibot";
import { CheckOutputSchema } from "../../src/operations/check_ticket.ts";
import { DrawOutputSchema } from "../../src/operations/get_draw.ts";
import { startServer } from "../../testing/server.ts";
import {
  AFTER_1239,
  nyDatasetPath,
  synthesizedKr645Row,
  UPSTREAM,
} from "../../testing/source_double.ts";
import { DRAW, KR645_DRAW_1, KR645_DRAW_1239 } from "../draws/_records.ts";

const FETCHED = new Date(AFTER_1239).toISOString();

const DRAW_1239 = {
  ...KR645_DRAW_1239,
  stale: false,
  fetched_at: FETCHED,
  next_draw: { draw: 1240, date: "2026-09-05" },
};

Deno.test("get_draw: kr645 latest by the schedule, confirmed with the source", async () => {
  const h = await startServer({ double: true });
  try {
    const { status, body } = await h.get(DRAW, "game=kr645");
    assertEquals(status, 200);
    assertEquals(body, DRAW_1239);
    assertEquals(h.double.calls.map((call) => call.params), [{ srchLtEpsd: "1239" }]);
    const headers = h.double.calls[0]!.headers;
    assertEquals(headers.get("referer"), UPSTREAM.kr645Origin + UPSTREAM.kr645RefererPath);
    assertEquals(headers.get("x-requested-with"), "XMLHttpRequest");
    assertEquals(headers.get("user-agent")!.startsWith("Mozilla/5.0"), true);
  } finally {
    await h.close();
  }
});

Deno.test("get_draw: kr645 by number over GET and POST, as a number or a digit string", async () => {
  const h = await startServer({ double: true });
  try {
    assertEquals((await h.get(DRAW, "game=kr645&draw=1239")).body, DRAW_1239);
    assertEquals((await h.post(DRAW, { game: "kr645", draw: 1239 })).body, DRAW_1239);
    assertEquals((await h.post(DRAW, { game: "kr645", draw: "1239" })).body, DRAW_1239);
    const first = await h.post(DRAW, { game: "kr645", draw: 1 });
    assertEquals(first.body, {
      ...KR645_DRAW_1,
      stale: false,
      fetched_at: FETCHED,
      next_draw: { draw: 2, date: "2002-12-14" },
    });
  } finally {
    await h.close();
  }
});

Deno.test("get_draw: kr645 picks the row asked for, not list[0]; missing prizes are null", async () => {
  const h = await startServer({ double: true, now: Date.parse("2026-10-04T00:00:00Z") });
  h.double.setLatest({ kr645: 1244 });
  try {
    const { body } = await h.get(DRAW, "game=kr645&draw=1243");
    assertEquals(body, {
      game: "kr645",
      draw: 1243,
      date: "2026-09-26",
      numbers: [9, 18, 24, 38, 43, 44],
      bonus_number: 35,
      prizes: [
        { rank: 1, winners: 12, prize_per_winner: 2592525282 },
        { rank: 2, winners: 115, prize_per_winner: 45087397 },
        { rank: 3, winners: null, prize_per_winner: null },
        { rank: 4, winners: null, prize_per_winner: null },
        { rank: 5, winners: null, prize_per_winner: null },
      ],
      stale: false,
      fetched_at: "2026-10-04T00:00:00.000Z",
      next_draw: { draw: 1244, date: "2026-10-03" },
    });
    // The neighbours in that answer were kept: 1244 (the latest) comes without asking again.
    const calls = h.double.callCount();
    const latest = await h.get(DRAW, "game=kr645");
    assertEquals([latest.body.draw, latest.body.numbers], [1244, [1, 13, 18, 26, 34, 38]]);
    assertEquals(h.double.callCount(), calls);
  } finally {
    await h.close();
  }
});

Deno.test("get_draw: a synthesized kr645 draw is read like a recorded one", async () => {
  const h = await startServer({ double: true });
  try {
    const row = synthesizedKr645Row(1000);
    const { body } = await h.get(DRAW, "game=kr645&draw=1000");
    assertEquals(
      body.numbers,
      [1, 2, 3, 4, 5, 6].map((i) => row[`tm${i}WnNo`]).sort((a, b) =>
        (a as number) - (b as number)
      ),
    );
    assertEquals([body.date, body.bonus_number], ["2022-01-29", row.bnsWnNo]);
  } finally {
    await h.close();
  }
});

Deno.test("get_draw: powerball and megamillions latest and by date", async () => {
  const h = await startServer({ double: true });
  try {
    assertEquals((await h.get(DRAW, "game=powerball")).body, {
      game: "powerball",
      draw: "2022-11-21",
      date: "2022-11-21",
      numbers: [1, 6, 40, 51, 67],
      extra_number: 2,
      multiplier: 2,
      stale: false,
      fetched_at: FETCHED,
      // Monday -> Wednesday.
      next_draw: { draw: "2022-11-23", date: "2022-11-23" },
    });
    assertEquals((await h.get(DRAW, "game=megamillions")).body, {
      game: "megamillions",
      draw: "2026-07-24",
      date: "2026-07-24",
      numbers: [2, 5, 42, 44, 60],
      extra_number: 1,
      multiplier: null,
      stale: false,
      fetched_at: FETCHED,
      // Friday -> Tuesday.
      next_draw: { draw: "2026-07-28", date: "2026-07-28" },
    });
    const mm = await h.post(DRAW, { game: "megamillions", draw: "2022-11-22" });
    assertEquals(
      [mm.body.draw, mm.body.numbers, mm.body.extra_number, mm.body.multiplier],
      ["2022-11-22", [13, 23, 24, 25, 43], 2, 3],
    );
    const pb = await h.get(DRAW, "game=powerball&draw=2017-11-04");
    assertEquals(
      [pb.body.numbers, pb.body.extra_number, pb.body.multiplier],
      [[12, 14, 26, 48, 51], 13, 3],
    );
    const first = await h.get(DRAW, "game=megamillions&draw=2002-05-17");
    assertEquals([first.body.numbers, first.body.extra_number], [[15, 18, 25, 33, 47], 30]);
    const queries = h.double.calls.map((call) => call.params);
    assertEquals(queries[0], { $order: "draw_date DESC", $limit: "1" });
    assertEquals(queries[2], { $where: "draw_date='2022-11-22T00:00:00.000'" });
    assertEquals(h.double.calls.map((call) => call.path), [
      nyDatasetPath("powerball"),
      nyDatasetPath("megamillions"),
      nyDatasetPath("megamillions"),
      nyDatasetPath("powerball"),
      nyDatasetPath("megamillions"),
    ]);
    // No token configured: none sent.
    assertEquals(h.double.calls[0]!.headers.get("x-app-token"), null);
  } finally {
    await h.close();
  }
});

Deno.test("get_draw: the NY app token is sent as X-App-Token when configured", async () => {
  const h = await startServer({ double: true, config: { nyOpenDataAppToken: "abc123" } });
  try {
    await h.get(DRAW, "game=powerball");
    assertEquals(h.double.calls[0]!.headers.get("x-app-token"), "abc123");
  } finally {
    await h.close();
  }
});

Deno.test("get_draw: draws that do not exist are 400 draw_not_found naming draw", async () => {
  const h = await startServer({ double: true });
  try {
    const cases: [string, string][] = [
      ["game=kr645&draw=1240", "kr645 draw 1240 has not been drawn yet; the latest is draw 1239"],
      [
        "game=kr645&draw=99999999",
        "kr645 draw 99999999 has not been drawn yet; the latest is draw 1239",
      ],
      [
        "game=powerball&draw=2010-02-02",
        "there is no powerball draw on 2010-02-02: the record starts on 2010-02-03",
      ],
      [
        "game=megamillions&draw=2002-05-14",
        "there is no megamillions draw on 2002-05-14: the record starts on 2002-05-17",
      ],
      ["game=powerball&draw=2026-08-31", "there is no powerball draw on 2026-08-31 yet"],
      [
        "game=powerball&draw=2022-11-22",
        "there was no powerball draw on 2022-11-22: powerball draws on Mondays, Wednesdays " +
        "and Saturdays",
      ],
      [
        "game=powerball&draw=2021-08-16",
        "there was no powerball draw on 2021-08-16: powerball draws on Wednesdays and Saturdays",
      ],
      [
        "game=megamillions&draw=2024-02-29",
        "there was no megamillions draw on 2024-02-29: megamillions draws on Tuesdays and Fridays",
      ],
      [
        "game=megamillions&draw=2026-08-31",
        "there is no megamillions draw on 2026-08-31: megamillions draws on Tuesdays and Fridays",
      ],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await h.get(DRAW, query);
      assertEquals([status, body], [400, {
        error: { code: "draw_not_found", message, field: "draw" },
      }], query);
    }
    // No date is asked about: by the schedule none of them can have had a draw.
    assertEquals(h.double.callCount(), 0);
    // The first draw of the record exists.
    assertEquals((await h.get(DRAW, "game=powerball&draw=2010-02-03")).status, 200);
  } finally {
    await h.close();
  }
});

Deno.test("get_draw: bad game and draw arguments are 400s naming the field", async () => {
  const h = await startServer({ double: true });
  try {
    const bad: [string, Record<string, unknown> | string, string, string][] = [
      ["get", "", "missing_argument", "game"],
      ["get", "draw=1", "missing_argument", "game"],
      ["get", "game=euromillions", "invalid_argument", "game"],
      ["get", "game=KR645", "invalid_argument", "game"],
      ["get", "game=kr645&draw=0", "invalid_argument", "draw"],
      ["get", "game=kr645&draw=-1", "invalid_argument", "draw"],
      ["get", "game=kr645&draw=007", "invalid_argument", "draw"],
      ["get", "game=kr645&draw=1.0", "invalid_argument", "draw"],
      ["get", "game=kr645&draw=", "invalid_argument", "draw"],
      ["get", "game=kr645&draw=latest", "invalid_argument", "draw"],
      ["get", "game=kr645&draw=2026-08-29", "invalid_argument", "draw"],
      ["get", "game=kr645&draw=9007199254740993", "invalid_argument", "draw"],
      ["get", "game=kr645&draw=1&draw=2", "invalid_argument", "draw"],
      ["get", "game=powerball&draw=2026-02-30", "invalid_argument", "draw"],
      ["get", "game=powerball&draw=2022-11-21T00:00:00.000", "invalid_argument", "draw"],
      ["get", "game=powerball&draw=2022-11-21'%20OR%20'1'='1", "invalid_argument", "draw"],
      ["get", "game=powerball&draw=20221121", "invalid_argument", "draw"],
      ["get", "game=megamillions&draw=2022-13-01", "invalid_argument", "draw"],
      ["get", "game=kr645&round=1", "unknown_argument", "round"],
      ["post", { game: "kr645", draw: 0 }, "invalid_argument", "draw"],
      ["post", { game: "kr645", draw: 1.5 }, "invalid_argument", "draw"],
      ["post", { game: "kr645", draw: "0" }, "invalid_argument", "draw"],
      ["post", { game: "kr645", draw: true }, "invalid_argument", "draw"],
      ["post", { game: "kr645", draw: null }, "invalid_argument", "draw"],
      ["post", { game: "kr645", draw: [1] }, "invalid_argument", "draw"],
      ["post", { game: "powerball", draw: 20221121 }, "invalid_argument", "draw"],
      ["post", { game: "powerball", draw: "2023-02-29" }, "invalid_argument", "draw"],
      ["post", { game: 645 }, "invalid_argument", "game"],
      ["post", { game: "kr645", numbers: [1] }, "unknown_argument", "numbers"],
    ];
    for (const [method, input, code, field] of bad) {
      const answer = method === "get"
        ? await h.get(DRAW, input as string)
        : await h.post(DRAW, input);
      const error = (answer.body as { error: { code: string; field: string; message: string } })
        .error;
      assertEquals(
        [answer.status, error.code, error.field],
        [400, code, field],
        JSON.stringify(input),
      );
    }
    const message = (await h.get(DRAW, "game=powerball&draw=2026-02-30")).body;
    assertEquals(message, {
      error: {
        code: "invalid_argument",
        message: 'draw must be a real calendar date YYYY-MM-DD for powerball, got "2026-02-30"',
        field: "draw",
      },
    });
    // None of it reached a source.
    assertEquals(h.double.callCount(), 0);
  } finally {
    await h.close();
  }
});

Deno.test("get_draw and check_ticket: every answer fits the declared answer schema", async () => {
  const h = await startServer({ double: true });
  try {
    const draws = ["game=kr645", "game=kr645&draw=1", "game=powerball", "game=megamillions"];
    for (const query of draws) {
      v.parse(DrawOutputSchema, (await h.get(DRAW, query)).body);
    }
    const checks = [
      "game=kr645&numbers=11,13,22,32,33,8",
      "game=powerball&numbers=1,6,40,51,67",
      "game=megamillions&numbers=2,5,42,44,60&extra_number=1",
    ];
    for (const query of checks) {
      v.parse(CheckOutputSchema, (await h.get("/api/v1/lottery/check", query)).body);
    }
  } finally {
    await h.close();
  }
});

Deno.test("get_draw: next_draw across a year's end and the start of Monday Powerball draws", async () => {
  await using h = await startServer({ double: true });
  const next = async (query: string) => (await h.get(DRAW, query)).body.next_draw;
  // kr645 draw 1204 is Saturday 2025-12-27; the next is 1205 on 2026-01-03.
  assertEquals(await next("game=kr645&draw=1204"), { draw: 1205, date: "2026-01-03" });
  // Powerball: Wednesday 2021-08-18 -> Saturday; Saturday 2021-08-21 -> the first Monday draw.
  assertEquals(await next("game=powerball&draw=2021-08-18"), {
    draw: "2021-08-21",
    date: "2021-08-21",
  });
  assertEquals(await next("game=powerball&draw=2021-08-21"), {
    draw: "2021-08-23",
    date: "2021-08-23",
  });
  // Before Mondays, Saturday -> Wednesday.
  assertEquals(await next("game=powerball&draw=2021-08-14"), {
    draw: "2021-08-18",
    date: "2021-08-18",
  });
  // Powerball Wednesday 2020-12-30 -> Saturday 2021-01-02; Mega Millions Friday 2021-12-31 ->
  // Tuesday 2022-01-04.
  assertEquals(await next("game=powerball&draw=2020-12-30"), {
    draw: "2021-01-02",
    date: "2021-01-02",
  });
  assertEquals(await next("game=megamillions&draw=2021-12-31"), {
    draw: "2022-01-04",
    date: "2022-01-04",
  });
});
