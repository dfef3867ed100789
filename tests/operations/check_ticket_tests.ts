import { assertEquals } from "@std/assert";
import { type DoubleServer, startServer } from "../../testing/server.ts";
import { AFTER_1239 } from "../../testing/source_double.ts";
import { CHECK } from "../draws/_records.ts";

const FETCHED = new Date(AFTER_1239).toISOString();

async function check(h: DoubleServer, input: Record<string, unknown>) {
  const { status, body } = await h.post(CHECK, input);
  assertEquals(status, 200, JSON.stringify(body));
  return body;
}

async function rejected(
  h: DoubleServer,
  input: Record<string, unknown> | string,
  code: string,
  field: string,
): Promise<string> {
  const { status, body } = typeof input === "string"
    ? await h.get(CHECK, input)
    : await h.post(CHECK, input);
  const error = (body as { error: { code: string; field: string; message: string } }).error;
  assertEquals([status, error?.code, error?.field], [400, code, field], JSON.stringify(input));
  return error.message;
}

Deno.test("check_ticket: kr645 every rank of draw 1239, with the record's prize", async () => {
  const h = await startServer({ double: true });
  try {
    // Draw 1239: 11 13 22 32 33 36, bonus 8.
    assertEquals(await check(h, { game: "kr645", numbers: [36, 33, 32, 22, 13, 11] }), {
      game: "kr645",
      draw: 1239,
      date: "2026-08-29",
      numbers: [11, 13, 22, 32, 33, 36],
      matched: [11, 13, 22, 32, 33, 36],
      match_count: 6,
      bonus_matched: false,
      rank: 1,
      prize_per_winner: 2214789375,
      stale: false,
      fetched_at: FETCHED,
    });
    const cases: [number[], number, boolean, number | null, number | null][] = [
      [[11, 13, 22, 32, 33, 8], 5, true, 2, 67587470],
      [[11, 13, 22, 32, 33, 1], 5, false, 3, 1557518],
      [[11, 13, 22, 32, 1, 8], 4, true, 4, 50000],
      [[11, 13, 22, 1, 2, 3], 3, false, 5, 5000],
      [[11, 13, 22, 8, 1, 2], 3, true, 5, 5000], // the bonus counts only for 2nd
      [[11, 13, 8, 1, 2, 3], 2, true, null, null],
      [[1, 2, 3, 4, 5, 6], 0, false, null, null],
    ];
    for (const [numbers, matchCount, bonus, rank, prize] of cases) {
      const body = await check(h, { game: "kr645", numbers, draw: 1239 });
      assertEquals(
        [body.match_count, body.bonus_matched, body.rank, body.prize_per_winner],
        [matchCount, bonus, rank, prize],
        numbers.join(","),
      );
      assertEquals(body.numbers, [...numbers].sort((a, b) => a - b));
    }
    const losing = await check(h, { game: "kr645", numbers: [45, 1, 13, 2, 11, 3] });
    assertEquals([losing.matched, losing.rank, losing.prize_per_winner], [[11, 13], null, null]);
  } finally {
    await h.close();
  }
});

Deno.test("check_ticket: kr645 draw 1 pays its own amounts (0 for an unwon 1st)", async () => {
  const h = await startServer({ double: true });
  try {
    // Draw 1: 10 23 29 33 37 40, bonus 16.
    const prize = async (numbers: number[]) =>
      (await check(h, { game: "kr645", numbers, draw: "1" })).prize_per_winner;
    assertEquals(await prize([10, 23, 29, 33, 37, 40]), 0);
    assertEquals(await prize([10, 23, 29, 33, 37, 16]), 143934100);
    assertEquals(await prize([10, 23, 29, 33, 37, 1]), 5140500);
    assertEquals(await prize([10, 23, 29, 33, 1, 2]), 113400);
    assertEquals(await prize([10, 23, 29, 1, 2, 3]), 10000);
  } finally {
    await h.close();
  }
});

Deno.test("check_ticket: kr645 a rank whose prize the record lacks has a null prize", async () => {
  const h = await startServer({ double: true, now: Date.parse("2026-10-04T00:00:00Z") });
  h.double.setLatest({ kr645: 1244 });
  try {
    // Draw 1243: 9 18 24 38 43 44, bonus 35; ranks 3-5 missing from the record.
    const third = await check(h, { game: "kr645", numbers: [9, 18, 24, 38, 43, 1], draw: 1243 });
    assertEquals([third.rank, third.prize_per_winner], [3, null]);
    const second = await check(h, { game: "kr645", numbers: [9, 18, 24, 38, 43, 35], draw: 1243 });
    assertEquals([second.rank, second.prize_per_winner], [2, 45087397]);
  } finally {
    await h.close();
  }
});

Deno.test("check_ticket: powerball tiers with and without the Powerball", async () => {
  const h = await startServer({ double: true });
  try {
    // 2022-11-21 (the double's latest): 01 06 40 51 67, Powerball 02.
    assertEquals(
      await check(h, { game: "powerball", numbers: [67, 51, 40, 6, 1], extra_number: 2 }),
      {
        game: "powerball",
        draw: "2022-11-21",
        date: "2022-11-21",
        numbers: [1, 6, 40, 51, 67],
        matched: [1, 6, 40, 51, 67],
        match_count: 5,
        extra_number: 2,
        extra_matched: true,
        tier: "5+1",
        stale: false,
        fetched_at: FETCHED,
      },
    );
    const cases: [number[], number | undefined, number, boolean | null, string | null][] = [
      [[1, 6, 40, 51, 67], 3, 5, false, "5+0"],
      [[1, 6, 40, 51, 67], undefined, 5, null, "5+0"],
      [[1, 6, 40, 51, 2], 2, 4, true, "4+1"],
      [[1, 6, 40, 51, 2], undefined, 4, null, "4+0"],
      [[1, 6, 40, 3, 2], 2, 3, true, "3+1"],
      [[1, 6, 40, 3, 2], 26, 3, false, "3+0"],
      [[1, 6, 4, 3, 2], 2, 2, true, "2+1"],
      [[1, 6, 4, 3, 2], 5, 2, false, null],
      [[1, 7, 4, 3, 2], 2, 1, true, "1+1"],
      [[7, 8, 9, 10, 11], 2, 0, true, "0+1"],
      [[7, 8, 9, 10, 11], undefined, 0, null, null],
    ];
    for (const [numbers, extra, matchCount, extraMatched, tier] of cases) {
      const body = await check(h, {
        game: "powerball",
        numbers,
        draw: "2022-11-21",
        ...(extra === undefined ? {} : { extra_number: extra }),
      });
      assertEquals(
        [body.match_count, body.extra_number, body.extra_matched, body.tier],
        [matchCount, extra ?? null, extraMatched, tier],
        `${numbers} + ${extra}`,
      );
      assertEquals("prize_per_winner" in body, false);
    }
  } finally {
    await h.close();
  }
});

Deno.test("check_ticket: megamillions tiers, over GET too", async () => {
  const h = await startServer({ double: true });
  try {
    // 2026-07-24 (latest): 02 05 42 44 60, Mega Ball 1.
    const { status, body } = await h.get(
      CHECK,
      "game=megamillions&numbers=60,44,42,5,2&extra_number=1",
    );
    assertEquals(status, 200);
    assertEquals([body.numbers, body.tier, body.extra_matched], [[2, 5, 42, 44, 60], "5+1", true]);
    const four = await h.get(CHECK, "game=megamillions&numbers=2,5,42,44,70");
    assertEquals([four.body.matched, four.body.tier, four.body.extra_matched], [
      [2, 5, 42, 44],
      "4+0",
      null,
    ]);
    // 2022-11-22: 13 23 24 25 43, Mega Ball 2; Mega Ball 25 was allowed then.
    const old = await check(h, {
      game: "megamillions",
      numbers: [13, 23, 24, 1, 2],
      extra_number: 25,
      draw: "2022-11-22",
    });
    assertEquals([old.match_count, old.extra_matched, old.tier], [3, false, "3+0"]);
    const twoPlus = await check(h, {
      game: "megamillions",
      numbers: [13, 23, 1, 3, 4],
      extra_number: 2,
      draw: "2022-11-22",
    });
    assertEquals(twoPlus.tier, "2+1");
  } finally {
    await h.close();
  }
});

Deno.test("check_ticket: number bounds, both sides, for each game (latest draw: docs/API.md's)", async () => {
  const h = await startServer({ double: true });
  try {
    const bounds: [string, number[], number, number | undefined][] = [
      ["kr645", [2, 3, 4, 5, 6], 45, undefined],
      ["powerball", [2, 3, 4, 5], 69, 26],
      ["megamillions", [2, 3, 4, 5], 70, 24],
    ];
    for (const [game, rest, max, extraMax] of bounds) {
      for (const ok of [1, max]) {
        const numbers = ok === 1 ? [1, ...rest] : [...rest, max];
        await check(h, { game, numbers });
        const viaGet = await h.get(CHECK, `game=${game}&numbers=${numbers.join(",")}`);
        assertEquals(viaGet.status, 200);
      }
      for (const bad of [0, max + 1]) {
        const message = await rejected(
          h,
          { game, numbers: [...rest, bad] },
          "invalid_argument",
          "numbers",
        );
        assertEquals(
          message,
          `numbers must be ${
            rest.length + 1
          } different integers from 1 to ${max} for ${game}, got ${bad}`,
        );
        await rejected(
          h,
          `game=${game}&numbers=${[...rest, bad].join(",")}`,
          "invalid_argument",
          "numbers",
        );
      }
      // Too few and too many.
      await rejected(h, { game, numbers: rest }, "invalid_argument", "numbers");
      await rejected(h, { game, numbers: [...rest, 1, 7] }, "invalid_argument", "numbers");
      if (extraMax === undefined) continue;
      for (const ok of [1, extraMax]) {
        await check(h, { game, numbers: [1, ...rest], extra_number: ok });
      }
      for (const bad of [0, extraMax + 1]) {
        const message = await rejected(
          h,
          { game, numbers: [1, ...rest], extra_number: bad },
          "invalid_argument",
          "extra_number",
        );
        assertEquals(
          message,
          `extra_number must be an integer from 1 to ${extraMax} for ${game}, got ${bad}`,
        );
        await rejected(
          h,
          `game=${game}&numbers=1,2,3,4,5&extra_number=${bad}`,
          "invalid_argument",
          "extra_number",
        );
      }
    }
  } finally {
    await h.close();
  }
});

Deno.test("check_ticket: bounds follow the matrix in force on the draw's date", async () => {
  const h = await startServer({ double: true });
  try {
    // Mega Millions 2014-01-03: 5 of 1-75 + 1 of 1-15.
    await check(h, {
      game: "megamillions",
      numbers: [1, 2, 3, 4, 75],
      extra_number: 15,
      draw: "2014-01-03",
    });
    assertEquals(
      await rejected(
        h,
        { game: "megamillions", numbers: [1, 2, 3, 4, 76], draw: "2014-01-03" },
        "invalid_argument",
        "numbers",
      ),
      "numbers must be 5 different integers from 1 to 75 for megamillions draws on 2014-01-03, got 76",
    );
    await rejected(
      h,
      { game: "megamillions", numbers: [1, 2, 3, 4, 5], extra_number: 16, draw: "2014-01-03" },
      "invalid_argument",
      "extra_number",
    );
    // Mega Ball 25: fine on 2022-11-22, not on 2026-07-24 nor for the latest draw.
    await check(h, {
      game: "megamillions",
      numbers: [1, 2, 3, 4, 5],
      extra_number: 25,
      draw: "2022-11-22",
    });
    await rejected(
      h,
      { game: "megamillions", numbers: [1, 2, 3, 4, 5], extra_number: 25, draw: "2026-07-24" },
      "invalid_argument",
      "extra_number",
    );
    await rejected(
      h,
      { game: "megamillions", numbers: [1, 2, 3, 4, 5], extra_number: 25 },
      "invalid_argument",
      "extra_number",
    );
    // Powerball 2012-01-14: Powerball 1-39; 2012-01-18: 1-35; 2015-10-03: main 1-59.
    await check(h, {
      game: "powerball",
      numbers: [1, 2, 3, 4, 59],
      extra_number: 39,
      draw: "2012-01-14",
    });
    await rejected(
      h,
      { game: "powerball", numbers: [1, 2, 3, 4, 5], extra_number: 36, draw: "2012-01-18" },
      "invalid_argument",
      "extra_number",
    );
    await rejected(
      h,
      { game: "powerball", numbers: [1, 2, 3, 4, 60], draw: "2015-10-03" },
      "invalid_argument",
      "numbers",
    );
  } finally {
    await h.close();
  }
});

Deno.test("check_ticket: duplicates, extra_number for kr645, wrong types and missing arguments", async () => {
  const h = await startServer({ double: true });
  try {
    assertEquals(
      await rejected(
        h,
        { game: "kr645", numbers: [1, 2, 3, 4, 5, 5] },
        "invalid_argument",
        "numbers",
      ),
      "numbers must be 6 different integers from 1 to 45 for kr645, got 5 more than once",
    );
    await rejected(h, "game=powerball&numbers=7,7,8,9,10", "invalid_argument", "numbers");
    assertEquals(
      await rejected(
        h,
        { game: "kr645", numbers: [1, 2, 3, 4, 5, 6], extra_number: 7 },
        "invalid_argument",
        "extra_number",
      ),
      "extra_number is not used for kr645: its bonus number is drawn, not picked; leave extra_number out",
    );
    await rejected(
      h,
      "game=kr645&numbers=1,2,3,4,5,6&extra_number=7",
      "invalid_argument",
      "extra_number",
    );
    await rejected(h, { game: "kr645" }, "missing_argument", "numbers");
    await rejected(h, "game=kr645", "missing_argument", "numbers");
    await rejected(h, { numbers: [1, 2, 3, 4, 5, 6] }, "missing_argument", "game");
    await rejected(
      h,
      { game: "uk_lotto", numbers: [1, 2, 3, 4, 5, 6] },
      "invalid_argument",
      "game",
    );
    await rejected(h, "game=kr645&numbers=1,2,3,4,5,x", "invalid_argument", "numbers");
    await rejected(h, "game=kr645&numbers=1,2,3,4,5,", "invalid_argument", "numbers");
    await rejected(h, "game=kr645&numbers=", "invalid_argument", "numbers");
    await rejected(h, "game=kr645&numbers=1,2,3,4,5,6.0", "invalid_argument", "numbers");
    await rejected(
      h,
      { game: "kr645", numbers: [1, 2, 3, 4, 5, 6.5] },
      "invalid_argument",
      "numbers",
    );
    await rejected(h, { game: "kr645", numbers: "1,2,3,4,5,6" }, "invalid_argument", "numbers");
    await rejected(
      h,
      { game: "kr645", numbers: [1, 2, 3, 4, 5, "6"] },
      "invalid_argument",
      "numbers",
    );
    await rejected(h, { game: "kr645", numbers: [] }, "invalid_argument", "numbers");
    await rejected(
      h,
      { game: "powerball", numbers: [1, 2, 3, 4, 5], extra_number: 1.5 },
      "invalid_argument",
      "extra_number",
    );
    await rejected(
      h,
      { game: "powerball", numbers: [1, 2, 3, 4, 5], extra_number: "1" },
      "invalid_argument",
      "extra_number",
    );
    await rejected(
      h,
      { game: "kr645", numbers: [1, 2, 3, 4, 5, 6], draw: 0 },
      "invalid_argument",
      "draw",
    );
    await rejected(
      h,
      { game: "powerball", numbers: [1, 2, 3, 4, 5], draw: "2026-02-30" },
      "invalid_argument",
      "draw",
    );
    await rejected(
      h,
      { game: "kr645", numbers: [1, 2, 3, 4, 5, 6], draw: 1240 },
      "draw_not_found",
      "draw",
    );
    await rejected(
      h,
      { game: "kr645", numbers: [1, 2, 3, 4, 5, 6], extra: 1 },
      "unknown_argument",
      "extra",
    );
    assertEquals(h.double.callCount(), 0);
  } finally {
    await h.close();
  }
});
