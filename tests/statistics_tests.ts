import { assert, assertAlmostEquals, assertEquals, assertThrows } from "@std/assert";
import { OPERATIONS } from "../src/operations/mod.ts";
import {
  BATTERY,
  batteryGaps,
  batteryTable,
  chiSquare,
  chiSquareP,
  gapMessage,
  runBattery,
  runsTest,
  serialCorrelation,
  SIGNIFICANCE,
  twoSidedP,
} from "./_battery.ts";

Deno.test("battery: p-values match the tables (chi-square and normal)", () => {
  assertAlmostEquals(chiSquareP(10.828, 1), 0.001, 1e-6);
  assertAlmostEquals(chiSquareP(3.841, 1), 0.05, 1e-4);
  assertAlmostEquals(chiSquareP(124.342, 100), 0.05, 1e-4);
  assertAlmostEquals(chiSquareP(20.515, 5), 0.001, 1e-5);
  assertAlmostEquals(twoSidedP(1.95996), 0.05, 1e-5);
  assertAlmostEquals(twoSidedP(3.29053), 0.001, 1e-6);
  assertEquals(chiSquareP(0, 3), 1);
});

Deno.test("battery: the tests catch what they are for", () => {
  const biased = Array.from({ length: 6000 }, (_, i) => (i % 7 === 0 ? 0 : i % 6));
  assertEquals(chiSquare("biased", biased, 6).p < SIGNIFICANCE, true);
  const alternating = Array.from({ length: 1000 }, (_, i) => i % 2);
  assertEquals(runsTest("alternating", alternating, 0.5).p < SIGNIFICANCE, true);
  const trending = Array.from({ length: 1000 }, (_, i) => Math.floor(i / 100));
  assertEquals(serialCorrelation("trending", trending).p < SIGNIFICANCE, true);
});

Deno.test("battery: every random operation of the table has its part; one without fails, saying what to add", () => {
  const gaps = batteryGaps(OPERATIONS);
  assertEquals(gaps, [], gapMessage(gaps));
  const random = OPERATIONS.filter((operation) => operation.seeded).map((o) => o.name);
  assertEquals(Object.keys(BATTERY).toSorted(), random.toSorted(), "no part for a gone operation");
  // A random operation with no part (flip_coin under another name) is not skipped.
  const flipCoin = OPERATIONS.find((operation) => operation.name === "flip_coin")!;
  const unknown = { ...flipCoin, name: "flip_coin_again" };
  assertEquals(batteryGaps([...OPERATIONS, unknown]), ["flip_coin_again"]);
  const error = assertThrows(() => runBattery([...OPERATIONS, unknown]), Error);
  assert(error.message.includes("no part for flip_coin_again"), error.message);
  assert(error.message.includes("add an entry to BATTERY in tests/_battery.ts"), error.message);
});

Deno.test("battery: every operation's outputs pass at 0.001, and FAIRNESS.md shows them", async () => {
  const results = runBattery();
  for (const result of results) {
    assertEquals(
      result.p >= SIGNIFICANCE,
      true,
      `${result.name} (${result.test}): p = ${result.p}`,
    );
  }
  const page = await Deno.readTextFile(new URL("../docs/FAIRNESS.md", import.meta.url));
  const shown = /<!-- battery:start -->\n([\s\S]*?)\n<!-- battery:end -->/.exec(page)?.[1];
  // deno fmt pads the table's cells, so compare cell by cell.
  const cells = (table: string) =>
    table.split("\n").map((line) =>
      line.split("|").map((cell) => cell.trim().replace(/^-+$/, "-"))
    );
  assertEquals(
    cells((shown ?? "").trim()),
    cells(batteryTable(results)),
    "run `deno run -A scripts/battery.ts` to update",
  );
});
