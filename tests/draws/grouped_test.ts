/**
 * The draws' test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/) says
 * why. One module's tests: `deno task test tests/draws/grouped_test.ts --filter <name>`.
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
