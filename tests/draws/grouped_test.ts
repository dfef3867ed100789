/**
 * The draws' test modules (`*_tests.ts`), run in one isolate. Deno starts an isolate per test file
 * (denoland/deno#20437), and each start costs more CPU than most of these modules' tests: its
 * runtime fills a large array for `deno bench` (ext:cli/40_bench.js) and evaluates the file's
 * imports again (bench/README.md, "tenth pass"). On two cores the suite is bound by CPU, so the
 * modules that wait on purpose (deadlines, retries, a source's recovery) wait here in turn while
 * the browser files use the cores. One module's tests:
 * `deno task test tests/draws/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./cache_behaviour_tests.ts";
import "./cache_tests.ts";
import "./coordination_tests.ts";
import "./draw_id_tests.ts";
import "./fetch_json_tests.ts";
import "./kr645_tests.ts";
import "./kv_store_tests.ts";
import "./lazy_tests.ts";
import "./ny_tests.ts";
import "./policy_tests.ts";
import "./refresh_tests.ts";
import "./service_tests.ts";
import "./shared_tests.ts";
import "./single_flight_tests.ts";
import "./source_cap_tests.ts";
import "./source_faults_tests.ts";
import "./source_state_tests.ts";
