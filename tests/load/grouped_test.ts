/**
 * The load tests' test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/)
 * says why. One module's tests: `deno task test tests/load/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./fair_share_tests.ts";
import "./load_tests.ts";
import "./register_flood_tests.ts";
