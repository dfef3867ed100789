/**
 * The generated clients' and the OpenAPI linters' test modules (`*_tests.ts`), run in one isolate:
 * docs/ARCHITECTURE.md (tests/) says why. One module's tests: `deno task test
 * tests/clients/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./generated_tests.ts";
import "./lint_tests.ts";
