/**
 * The test doubles' quicker test modules (`*_tests.ts`), run in one isolate. Deno starts one
 * isolate per test file (denoland/deno#20437), which costs more CPU than each of these files'
 * tests; the slower files beside them keep their own, to run in parallel. One module's tests:
 * `deno task test tests/testing/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./process_tests.ts";
import "./seeds_tests.ts";
import "./server_tests.ts";
import "./source_double_tests.ts";
