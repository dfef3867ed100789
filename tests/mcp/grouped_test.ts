/**
 * The MCP servers' test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/)
 * says why. One module's tests: `deno task test tests/mcp/grouped_test.ts --filter <name>`.
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
