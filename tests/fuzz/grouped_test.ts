/**
 * The fuzzers' test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/) says
 * why. One module's tests: `deno task test tests/fuzz/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./http_fuzz_tests.ts";
import "./mcp_fuzz_tests.ts";
