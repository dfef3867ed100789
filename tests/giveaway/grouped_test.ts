/**
 * The giveaways' quicker test modules (`*_tests.ts`), run in one isolate. Deno starts one
 * isolate per test file (denoland/deno#20437), which costs more CPU than each of these files'
 * tests; the slower files beside them keep their own, to run in parallel. One module's tests:
 * `deno task test tests/giveaway/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./listing_tests.ts";
import "./mcp_tests.ts";
import "./text_tests.ts";
