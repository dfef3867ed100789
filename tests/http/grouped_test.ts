/**
 * The HTTP face's quicker test modules (`*_tests.ts`), run in one isolate. Deno starts one
 * isolate per test file (denoland/deno#20437), which costs more CPU than each of these files'
 * tests; the slower files beside them keep their own, to run in parallel. One module's tests:
 * `deno task test tests/http/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./body_tests.ts";
import "./compression_tests.ts";
import "./head_limit_tests.ts";
import "./query_tests.ts";
import "./rate_limit_tests.ts";
import "./time_limit_tests.ts";
