import { assertEquals, assertThrows } from "@std/assert";
import { ShapeError } from "../../src/draws/fetch_json.ts";
import { nyRequest, nyRowDate, nyRows, parseNyRow } from "../../src/draws/sources/ny.ts";
import { nyDatasetPath, UPSTREAM } from "../../testing/source_double.ts";

const rows = async (name: string) =>
  nyRows(
    JSON.parse(await Deno.readTextFile(new URL(`../fixtures/ny/${name}`, import.meta.url))),
  ) as Record<string, string>[];

Deno.test("nyRequest: latest by draw_date DESC limit 1; one date by $where; the token when set", () => {
  const latest = nyRequest(UPSTREAM.nyOrigin, "powerball");
  const url = new URL(latest.url);
  assertEquals(url.pathname, nyDatasetPath("powerball"));
  assertEquals([...url.searchParams], [["$order", "draw_date DESC"], ["$limit", "1"]]);
  assertEquals(latest.headers, { accept: "application/json" });
  const one = nyRequest(UPSTREAM.nyOrigin, "megamillions", {
    date: "2024-01-02",
    appToken: "token123",
  });
  const oneUrl = new URL(one.url);
  assertEquals(oneUrl.pathname, nyDatasetPath("megamillions"));
  assertEquals([...oneUrl.searchParams], [["$where", "draw_date='2024-01-02T00:00:00.000'"]]);
  assertEquals(one.headers["x-app-token"], "token123");
  // Only a checked date may be put into a query.
  assertThrows(
    () => nyRequest("https://x", "powerball", { date: "2024-01-02' OR 1=1" }),
    RangeError,
  );
});

Deno.test("parseNyRow: the recorded Powerball rows: six numbers, the sixth the Powerball", async () => {
  const draws = (await rows("powerball_rows.json")).map((row) => parseNyRow("powerball", row));
  assertEquals(draws[0], {
    game: "powerball",
    draw: "2022-11-21",
    date: "2022-11-21",
    numbers: [1, 6, 40, 51, 67],
    extra_number: 2,
    multiplier: 2,
  });
  assertEquals(draws.map((d) => [d.date, d.numbers, d.extra_number, d.multiplier]), [
    ["2022-11-21", [1, 6, 40, 51, 67], 2, 2],
    ["2021-08-25", [10, 20, 29, 48, 51], 17, 2],
    ["2017-11-04", [12, 14, 26, 48, 51], 13, 3],
    ["2017-11-01", [3, 6, 19, 26, 44], 1, 2],
  ]);
});

Deno.test("parseNyRow: the recorded Mega Millions rows: mega_ball apart; -1 and absent multipliers", async () => {
  const draws = (await rows("megamillions_rows.json")).map((row) =>
    parseNyRow("megamillions", row)
  );
  assertEquals(draws.map((d) => [d.date, d.numbers, d.extra_number, d.multiplier]), [
    ["2026-07-24", [2, 5, 42, 44, 60], 1, null],
    ["2022-11-22", [13, 23, 24, 25, 43], 2, 3],
    // The first matrix (5/52 + 1/52): a Mega Ball of 30 is fine then.
    ["2002-05-17", [15, 18, 25, 33, 47], 30, null],
  ]);
});

Deno.test("nyRowDate: the first 10 characters of the floating timestamp", () => {
  assertEquals(nyRowDate({ draw_date: "2022-11-21T00:00:00.000" }), "2022-11-21");
  assertEquals(nyRowDate({ draw_date: "2022-11-21T23:59:59.999" }), "2022-11-21");
  assertEquals(nyRowDate({ draw_date: "2022-02-30T00:00:00.000" }), undefined);
  assertEquals(nyRowDate({ draw_date: 20221121 }), undefined);
  assertEquals(nyRowDate(null), undefined);
});

Deno.test("parseNyRow: unpadded numbers and empty multipliers", () => {
  const draw = parseNyRow("megamillions", {
    draw_date: "2026-07-28T00:00:00.000",
    winning_numbers: " 1 5 42  44 70 ",
    mega_ball: "24",
    multiplier: "",
  });
  assertEquals([draw.numbers, draw.extra_number, draw.multiplier], [[1, 5, 42, 44, 70], 24, null]);
});

Deno.test("parseNyRow: rows of another shape or with numbers out of the date's matrix are ShapeErrors", () => {
  const pb = { draw_date: "2022-11-21T00:00:00.000", winning_numbers: "01 06 40 51 67 02" };
  const mm = {
    draw_date: "2026-07-24T00:00:00.000",
    winning_numbers: "02 05 42 44 60",
    mega_ball: "1",
  };
  const broken: ["powerball" | "megamillions", unknown][] = [
    ["powerball", { ...pb, winning_numbers: "01 06 40 51 67" }], // five: no Powerball
    ["powerball", { ...pb, winning_numbers: "01 06 40 51 70 02" }], // 70 > 69
    ["powerball", { ...pb, winning_numbers: "01 06 40 51 67 27" }], // Powerball 27 > 26
    ["powerball", { ...pb, winning_numbers: "00 06 40 51 67 02" }],
    ["powerball", { ...pb, winning_numbers: "01 01 40 51 67 02" }],
    ["powerball", { ...pb, winning_numbers: "01 06 40 51 6x 02" }],
    ["powerball", { ...pb, winning_numbers: [1, 6, 40, 51, 67, 2] }],
    ["powerball", { ...pb, multiplier: "x2" }],
    ["powerball", { ...pb, multiplier: "11" }],
    ["powerball", { ...pb, multiplier: 2 }],
    ["powerball", { ...pb, draw_date: "2022-11-31T00:00:00.000" }],
    ["powerball", { winning_numbers: pb.winning_numbers }],
    ["megamillions", { ...mm, mega_ball: "25" }], // 1-24 since 2025-04-08
    ["megamillions", { ...mm, mega_ball: undefined }],
    ["megamillions", { ...mm, winning_numbers: "02 05 42 44 60 01" }],
    ["megamillions", { ...mm, winning_numbers: "02 05 42 44 71" }],
    ["megamillions", "row"],
  ];
  for (const [game, row] of broken) {
    assertThrows(() => parseNyRow(game, row), ShapeError, undefined, JSON.stringify(row));
  }
  // The same Mega Ball 25 was fine before 2025-04-08.
  assertEquals(
    parseNyRow("megamillions", { ...mm, draw_date: "2025-04-04T00:00:00.000", mega_ball: "25" })
      .extra_number,
    25,
  );
});

Deno.test("nyRows: the answer must be an array", () => {
  for (const body of [{}, null, "[]", { rows: [] }]) assertThrows(() => nyRows(body), ShapeError);
  assertEquals(nyRows([]), []);
});
