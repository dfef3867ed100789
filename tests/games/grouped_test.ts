/**
 * The games' test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/) says
 * why. One module's tests: `deno task test tests/games/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./mod_tests.ts";
import "./registry_tests.ts";
import "./schedule_tests.ts";
