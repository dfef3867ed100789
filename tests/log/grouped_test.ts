/**
 * The log's test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/) says
 * why. One module's tests: `deno task test tests/log/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./log_tests.ts";
import "./merkle_tests.ts";
import "./note_tests.ts";
import "./witness_client_tests.ts";
import "./witness_e2e_tests.ts";
import "./witness_routes_tests.ts";
import "./witness_tests.ts";
