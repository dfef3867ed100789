import { assertEquals, assertStringIncludes } from "@std/assert";
import { summarize } from "../scripts/dieharder_summary.ts";

const RUN = [
  "# dieharder -a -Y 1 on a stream",
  "   rng_name    |rands/second|   Seed   |",
  "        test_name   |ntup| tsamples |psamples|  p-value |Assessment",
  "   diehard_birthdays|   0|       100|     100|0.41890374|  PASSED  ",
  "    diehard_rank_6x8|   0|    100000|     100|0.99547559|   WEAK   ",
  "    diehard_rank_6x8|   0|    100000|     200|0.41590757|  PASSED  ",
  "          sts_serial|   1|    100000|     100|0.00001000|  FAILED  ",
  "          sts_serial|   1|    100000|     100|0.50000000|  PASSED  ",
].join("\n");

Deno.test("dieharder summary: final results are each test's run with the most p-samples", () => {
  const summary = summarize(RUN);
  assertEquals(
    summary.split("\n")[0],
    "dieharder -a -Y 1 on a stream: 4 final results, 3 PASSED, 0 WEAK, 1 FAILED.",
  );
  assertStringIncludes(summary, "sts_serial|   1|    100000|     100|0.00001000|  FAILED");
  assertStringIncludes(summary, "WEAK at first and PASSED when rerun");
  assertStringIncludes(summary, "diehard_rank_6x8|   0|    100000|     100|0.99547559|   WEAK");
});
