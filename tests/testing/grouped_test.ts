/**
 * The test harness's test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/)
 * says why. One module's tests: `deno task test tests/testing/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./process_tests.ts";
import "./seeds_tests.ts";
import "./server_tests.ts";
import "./source_double_tests.ts";
