/**
 * The MCP servers' quicker test modules (`*_tests.ts`), run in one isolate. Deno starts one
 * isolate per test file (denoland/deno#20437), which costs more CPU than each of these files'
 * tests; the slower files beside them keep their own, to run in parallel. One module's tests:
 * `deno task test tests/mcp/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./draws_tests.ts";
import "./giveaway_tests.ts";
import "./http_tests.ts";
import "./log_tests.ts";
import "./modern_tests.ts";
import "./origin_tests.ts";
import "./rate_limit_tests.ts";
import "./server_json_tests.ts";
import "./server_tests.ts";
import "./tools_tests.ts";
import "./wire_tests.ts";
