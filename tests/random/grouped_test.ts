/**
 * The random streams' test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md
 * (tests/) says why. One module's tests: `deno task test tests/random/grouped_test.ts --filter
 * <name>`.
 *
 * @module
 */
import "./chacha20_tests.ts";
import "./sample_tests.ts";
import "./seed_tests.ts";
import "./stream_tests.ts";
