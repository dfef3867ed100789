import { assertEquals, assertThrows } from "@std/assert";
import { ShapeError } from "../../src/draws/fetch_json.ts";
import {
  kr645Request,
  kr645RowNumber,
  kr645Rows,
  parseKr645Row,
} from "../../src/draws/sources/kr645.ts";
import { kr645DrawUrl, UPSTREAM } from "../../testing/source_double.ts";
import { KR645_DRAW_1, KR645_DRAW_1239 } from "./_records.ts";

const fixture = async (name: string) =>
  JSON.parse(await Deno.readTextFile(new URL(`../fixtures/kr645/${name}`, import.meta.url)));

Deno.test("kr645Request: the past-draws URL with srchLtEpsd, and the headers the site wants", () => {
  const { url, headers } = kr645Request(UPSTREAM.kr645Origin, 1239);
  assertEquals(url, kr645DrawUrl(1239));
  assertEquals(headers.referer, UPSTREAM.kr645Origin + UPSTREAM.kr645RefererPath);
  assertEquals(headers["x-requested-with"], "XMLHttpRequest");
  assertEquals(headers["user-agent"]!.startsWith("Mozilla/5.0 "), true);
  assertThrows(() => kr645Request("https://x", 0), RangeError);
  assertThrows(() => kr645Request("https://x", 1.5), RangeError);
});

Deno.test("parseKr645Row: draw 1, with its own 4th and 5th prizes and a 0 1st prize", async () => {
  const [row] = kr645Rows(await fixture("draw_1.json"));
  assertEquals(parseKr645Row(row), KR645_DRAW_1);
});

Deno.test("parseKr645Row: draw 1239", async () => {
  const [row] = kr645Rows(await fixture("draw_1239.json"));
  assertEquals(parseKr645Row(row), KR645_DRAW_1239);
});

Deno.test("kr645Rows: the window's first row is not 1243; missing ranks are unknown, not 0", async () => {
  const rows = kr645Rows(await fixture("window_1243.json"));
  assertEquals(rows.map(kr645RowNumber), [1244, 1243, 1242]);
  const draw = parseKr645Row(rows.find((row) => kr645RowNumber(row) === 1243));
  assertEquals(draw.numbers, [9, 18, 24, 38, 43, 44]);
  assertEquals([draw.date, draw.bonus_number], ["2026-09-26", 35]);
  assertEquals(draw.prizes, [
    { rank: 1, winners: 12, prize_per_winner: 2592525282 },
    { rank: 2, winners: 115, prize_per_winner: 45087397 },
    { rank: 3, winners: null, prize_per_winner: null },
    { rank: 4, winners: null, prize_per_winner: null },
    { rank: 5, winners: null, prize_per_winner: null },
  ]);
});

Deno.test("kr645Rows: an empty list and null data both mean no such draw", async () => {
  assertEquals(kr645Rows(await fixture("empty.json")), []);
  assertEquals(kr645Rows(await fixture("null_data.json")), []);
});

Deno.test("kr645Rows: envelopes of another shape are ShapeErrors", () => {
  for (
    const body of [null, [], "<html>", 5, {}, { data: {} }, { data: { list: {} } }, { data: [] }]
  ) {
    assertThrows(() => kr645Rows(body), ShapeError, undefined, JSON.stringify(body));
  }
});

Deno.test("parseKr645Row: impossible rows are ShapeErrors", async () => {
  const [good] = kr645Rows(await fixture("draw_1239.json")) as Record<string, unknown>[];
  const broken: Record<string, unknown>[] = [
    { ...good, tm1WnNo: 46 },
    { ...good, tm1WnNo: 0 },
    { ...good, tm1WnNo: "11" },
    { ...good, tm1WnNo: 11.5 },
    { ...good, tm6WnNo: undefined },
    { ...good, tm2WnNo: 11 }, // a number twice
    { ...good, bnsWnNo: 46 },
    { ...good, bnsWnNo: 11 }, // the bonus among the numbers
    { ...good, bnsWnNo: undefined },
    { ...good, ltRflYmd: "20260230" },
    { ...good, ltRflYmd: "2026-08-29" },
    { ...good, ltRflYmd: undefined },
    { ...good, ltEpsd: "1239" },
    { ...good, rnk4WnAmt: "50000" },
    { ...good, rnk4WnAmt: -1 },
    { ...good, rnk1WnNope: 1.5 },
  ];
  for (const row of broken) assertThrows(() => parseKr645Row(row), ShapeError);
  assertThrows(() => parseKr645Row("row"), ShapeError);
  // A figure given as null is unknown, like a missing one.
  assertEquals(parseKr645Row({ ...good, rnk3WnAmt: null }).prizes[2], {
    rank: 3,
    winners: 3081,
    prize_per_winner: null,
  });
});

Deno.test("parseKr645Row: a row whose date is not its number's is refused", async () => {
  const row = kr645Rows(await fixture("draw_1239.json"))[0] as Record<string, unknown>;
  // A placeholder date.
  assertThrows(
    () => parseKr645Row({ ...row, ltRflYmd: "20020101" }),
    ShapeError,
    "draw 1239 is dated 2002-01-01, but draw 1239 was drawn on 2026-08-29",
  );
  // Draw 1239's numbers and date, labelled 1240.
  assertThrows(
    () => parseKr645Row({ ...row, ltEpsd: 1240 }),
    ShapeError,
    "draw 1240 is dated 2026-08-29, but draw 1240 was drawn on 2026-09-05",
  );
  // A number past any calendar.
  assertThrows(() => parseKr645Row({ ...row, ltEpsd: 10 ** 12 }), ShapeError);
});
