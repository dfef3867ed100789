/**
 * Runs the statistical battery and writes its table into docs/FAIRNESS.md, between the
 * `battery:start` and `battery:end` markers: `deno run -A scripts/battery.ts`.
 *
 * @module
 */
import { batteryTable, runBattery } from "../tests/_battery.ts";

if (import.meta.main) {
  const url = new URL("../docs/FAIRNESS.md", import.meta.url);
  const page = await Deno.readTextFile(url);
  const table = batteryTable(runBattery());
  const marked = /<!-- battery:start -->\n(?:[\s\S]*?\n)?<!-- battery:end -->/;
  if (!marked.test(page)) throw new Error("docs/FAIRNESS.md has no battery markers");
  await Deno.writeTextFile(
    url,
    page.replace(marked, `<!-- battery:start -->\n${table}\n<!-- battery:end -->`),
  );
  // Leave the page as deno fmt would, so that `deno fmt --check` stays clean.
  await new Deno.Command(Deno.execPath(), { args: ["fmt", "-q", url.pathname] }).output();
  console.log(table);
}
