/**
 * The giveaways' test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/)
 * says why. One module's tests: `deno task test tests/giveaway/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./budget_tests.ts";
import "./listing_tests.ts";
import "./mcp_tests.ts";
import "./register_tests.ts";
import "./text_tests.ts";
