/**
 * The load tests' test modules (`*_tests.ts`), run in one isolate. Deno starts an isolate per test file
 * (denoland/deno#20437), and each start costs more CPU than most of these modules' tests: its
 * runtime fills a large array for `deno bench` (ext:cli/40_bench.js) and evaluates the file's
 * imports again (bench/README.md, "tenth pass"). On two cores the suite is bound by CPU, so the
 * modules that wait on purpose (deadlines, retries, a source's recovery) wait here in turn while
 * the browser files use the cores. One module's tests:
 * `deno task test tests/load/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./fair_share_tests.ts";
import "./load_tests.ts";
import "./register_flood_tests.ts";
