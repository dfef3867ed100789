/**
 * The log's quicker test modules (`*_tests.ts`), run in one isolate. Deno starts one
 * isolate per test file (denoland/deno#20437), which costs more CPU than each of these files'
 * tests; the slower files beside them keep their own, to run in parallel. One module's tests:
 * `deno task test tests/log/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./merkle_tests.ts";
import "./note_tests.ts";
import "./witness_client_tests.ts";
import "./witness_e2e_tests.ts";
import "./witness_routes_tests.ts";
import "./witness_tests.ts";
