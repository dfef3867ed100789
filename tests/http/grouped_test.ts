/**
 * The HTTP face's test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/)
 * says why. One module's tests: `deno task test tests/http/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./body_tests.ts";
import "./compression_tests.ts";
import "./cost_tests.ts";
import "./head_limit_tests.ts";
import "./query_tests.ts";
import "./rate_limit_tests.ts";
import "./shutdown_tests.ts";
import "./slow_upload_tests.ts";
import "./time_limit_tests.ts";
