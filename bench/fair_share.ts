/**
 * The light clients' median answer time alone and beside one heavy client at its quota
 * (testing/fair_share.ts), five rounds, against issue 30's target: at most 2x. Run by
 * `deno task bench`, or alone: `deno run -A bench/fair_share.ts`.
 *
 * @module
 */
import { fairShareLine, measureFairShare, median } from "../testing/fair_share.ts";

const measure = await measureFairShare(5);
const ratio = median(measure.beside) / median(measure.alone);
console.log(`fair share: ${fairShareLine(measure)}`);
console.log(`fair share: ${ratio <= 2 ? "within" : "OVER"} the 2x target`);
