/**
 * The KV guard's test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/)
 * says why. One module's tests: `deno task test tests/kv/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./connect_tests.ts";
import "./guard_tests.ts";
