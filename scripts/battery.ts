/**
 * Runs the statistical battery and writes its table into docs/FAIRNESS.md, between the
 * `battery:start` and `battery:end` markers: `deno run -A scripts/battery.ts`.
 *
 * @module
 */
import { batteryTable, runBattery } from "../tests/_battery.ts";
import { writeMarked } from "./_fairness_page.ts";

if (import.meta.main) {
  const table = batteryTable(runBattery());
  await writeMarked("battery", table);
  console.log(table);
}
