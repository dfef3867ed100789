/**
 * The service's test modules (`*_tests.ts`), run in one isolate. Deno starts an isolate per test file
 * (denoland/deno#20437), and each start costs more CPU than most of these modules' tests: its
 * runtime fills a large array for `deno bench` (ext:cli/40_bench.js) and evaluates the file's
 * imports again (bench/README.md, "tenth pass"). On two cores the suite is bound by CPU, so the
 * modules that wait on purpose (deadlines, retries, a source's recovery) wait here in turn while
 * the browser files use the cores. One module's tests:
 * `deno task test tests/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./app_tests.ts";
import "./architecture_tests.ts";
import "./config_tests.ts";
import "./dev_tests.ts";
import "./dieharder_summary_tests.ts";
import "./e2e_tests.ts";
import "./fairness_tests.ts";
import "./first_start_tests.ts";
import "./health_tests.ts";
import "./kr645_qr_tests.ts";
import "./lazy_tests.ts";
import "./log_lines_tests.ts";
import "./main_tests.ts";
import "./openapi_tests.ts";
import "./pages_tests.ts";
import "./production_tests.ts";
import "./readme_tests.ts";
import "./router_tests.ts";
import "./samples_tests.ts";
import "./statistics_tests.ts";
import "./tables_tests.ts";
import "./unicode_tables_tests.ts";
import "./unicode_tests.ts";
import "./wire_tests.ts";
