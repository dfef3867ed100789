/**
 * The service's test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/) says
 * why. One module's tests: `deno task test tests/grouped_test.ts --filter <name>`.
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
