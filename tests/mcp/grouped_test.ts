/**
 * The MCP servers' test modules (`*_tests.ts`), run in one isolate. Deno starts an isolate per test file
 * (denoland/deno#20437), and each start costs more CPU than most of these modules' tests: its
 * runtime fills a large array for `deno bench` (ext:cli/40_bench.js) and evaluates the file's
 * imports again (bench/README.md, "tenth pass"). On two cores the suite is bound by CPU, so the
 * modules that wait on purpose (deadlines, retries, a source's recovery) wait here in turn while
 * the browser files use the cores. One module's tests:
 * `deno task test tests/mcp/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./draws_tests.ts";
import "./giveaway_tests.ts";
import "./http_tests.ts";
import "./launcher_tests.ts";
import "./log_tests.ts";
import "./modern_tests.ts";
import "./origin_tests.ts";
import "./rate_limit_tests.ts";
import "./server_json_tests.ts";
import "./server_tests.ts";
import "./stdio_tests.ts";
import "./tools_tests.ts";
import "./wire_tests.ts";
