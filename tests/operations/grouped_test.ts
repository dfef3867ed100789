/**
 * The operations' test modules (`*_tests.ts`), run in one isolate: docs/ARCHITECTURE.md (tests/)
 * says why. One module's tests: `deno task test tests/operations/grouped_test.ts --filter <name>`.
 *
 * @module
 */
import "./check_ticket_tests.ts";
import "./flip_coin_tests.ts";
import "./get_draw_tests.ts";
import "./mod_tests.ts";
import "./pick_from_list_tests.ts";
import "./pick_numbers_tests.ts";
import "./random_integer_tests.ts";
import "./roll_dice_tests.ts";
import "./seed_from_draw_tests.ts";
import "./shuffle_list_tests.ts";
import "./validate_tests.ts";
