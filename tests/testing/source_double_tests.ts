import { assert, assertEquals } from "@std/assert";
import { sampleIndices } from "../../src/random/mod.ts";
import { seededStream } from "../../testing/seeds.ts";
import { synthesizedKr645Row, synthesizedNyRow } from "../../testing/source_double.ts";

Deno.test("double: a made-up kr645 draw is the seeded stream of its number, the same every time", () => {
  for (const draw of [2, 1000, 1240]) {
    const row = synthesizedKr645Row(draw);
    const drawn = sampleIndices(seededStream(draw), 45, 7).map((i) => i + 1);
    const numbers = [1, 2, 3, 4, 5, 6].map((i) => row[`tm${i}WnNo`]);
    assertEquals([...numbers, row.bnsWnNo], drawn, `draw ${draw}`);
    assertEquals(synthesizedKr645Row(draw), row);
  }
});

Deno.test("double: a made-up NY row only on a draw day, five distinct numbers within 1-52", () => {
  assertEquals(synthesizedNyRow("powerball", "2026-08-25"), undefined, "a Tuesday");
  assertEquals(synthesizedNyRow("megamillions", "2002-05-10"), undefined, "before the record");
  for (
    const [game, date] of [["powerball", "2026-08-24"], ["megamillions", "2026-08-25"]] as const
  ) {
    const row = synthesizedNyRow(game, date)!;
    assertEquals(row.draw_date, `${date}T00:00:00.000`);
    const numbers = row.winning_numbers!.split(" ").slice(0, 5).map(Number);
    assertEquals(new Set(numbers).size, 5);
    assert(numbers.every((n) => n >= 1 && n <= 52), row.winning_numbers);
    assertEquals(synthesizedNyRow(game, date), row);
  }
});
