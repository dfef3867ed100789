/**
 * Writes the summary of docs/dieharder.txt (the last run of scripts/dieharder.sh) into
 * docs/FAIRNESS.md, between the `dieharder:start` and `dieharder:end` markers.
 *
 * @module
 */
import { writeMarked } from "./_fairness_page.ts";

/** One result line of dieharder's table. */
interface Result {
  line: string;
  test: string;
  psamples: number;
  assessment: string;
}

/**
 * The counts of a dieharder run's final assessments, and the tests that were not PASSED. With
 * `-Y 1` dieharder reruns a test that came out WEAK with more p-samples; the final results of a
 * test are those of its run with the most p-samples, and the WEAK results that a rerun settled
 * are listed as such.
 */
export function summarize(output: string): string {
  const results: Result[] = output.split("\n").flatMap((line) => {
    const cells = line.split("|").map((cell) => cell.trim());
    if (cells.length !== 6 || !/^(PASSED|WEAK|FAILED)$/.test(cells[5]!)) return [];
    return [{
      line: line.trim(),
      test: cells[0]!,
      psamples: Number(cells[3]),
      assessment: cells[5]!,
    }];
  });
  const most = new Map<string, number>();
  for (const r of results) most.set(r.test, Math.max(most.get(r.test) ?? 0, r.psamples));
  const final = results.filter((r) => r.psamples === most.get(r.test));
  const settled = results.filter((r) =>
    r.psamples < most.get(r.test)! && r.assessment !== "PASSED"
  );
  const count = (word: string) => final.filter((r) => r.assessment === word).length;
  const header = output.split("\n")[0]!.replace(/^#\s*/, "");
  const lines = [
    `${header}: ${final.length} final results, ${count("PASSED")} PASSED, ${count("WEAK")} WEAK, ` +
    `${count("FAILED")} FAILED.`,
  ];
  const unsettled = final.filter((r) => r.assessment !== "PASSED");
  if (unsettled.length > 0) {
    lines.push(
      "",
      "Not PASSED (dieharder calls a p-value below 0.005 or above 0.995 WEAK; among about a " +
        "hundred results, one or two are expected by chance):",
      "",
      "```",
      ...unsettled.map((r) => r.line),
      "```",
    );
  }
  if (settled.length > 0) {
    lines.push(
      "",
      "WEAK at first and PASSED when rerun with more p-samples (`-Y 1`), as chance would have it:",
      "",
      "```",
      ...settled.map((r) => r.line),
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
