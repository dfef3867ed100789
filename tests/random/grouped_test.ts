/**
 * The random streams' quicker test modules (`*_tests.ts`), run in one isolate. Deno starts one
 * isolate per test file (denoland/deno#20437), which costs more CPU than each of these files'
 * tests; the slower files beside them keep their own, to run in parallel. One module's tests:
 * `deno task test tests/random/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./chacha20_tests.ts";
import "./sample_tests.ts";
import "./seed_tests.ts";
import "./stream_tests.ts";
