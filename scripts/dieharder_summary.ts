/**
 * Writes the summary of docs/dieharder.txt (the last run of scripts/dieharder.sh) into
 * docs/FAIRNESS.md, between the `dieharder:start` and `dieharder:end` markers.
 *
 * @module
 */
import { writeMarked } from "./_fairness_page.ts";

/** The counts of a dieharder run's assessments, and the tests that were not PASSED. */
export function summarize(output: string): string {
  const rows = output.split("\n").filter((line) => /\|\s*(PASSED|WEAK|FAILED)\s*$/.test(line));
  const count = (word: string) => rows.filter((line) => line.trim().endsWith(word)).length;
  const header = output.split("\n")[0]!.replace(/^#\s*/, "");
  const lines = [
    `${header}: ${rows.length} results, ${count("PASSED")} PASSED, ${count("WEAK")} WEAK, ` +
    `${count("FAILED")} FAILED.`,
  ];
  const others = rows.filter((line) => !line.trim().endsWith("PASSED"));
  if (others.length > 0) {
    lines.push(
      "",
      "Not PASSED (dieharder calls a p-value below 0.005 or above 0.995 WEAK; among about a " +
        "hundred results, one or two are expected by chance, and rerunning such a test with " +
        "more samples settles it):",
      "",
      "```",
      ...others.map((line) => line.trim()),
      "```",
    );
  }
  return lines.join("\n");
}

if (import.meta.main) {
  const output = await Deno.readTextFile(new URL("../docs/dieharder.txt", import.meta.url));
  const summary = summarize(output);
  await writeMarked("dieharder", summary);
  console.log(summary);
}
