/**
 * The look-ups' p95 alone and during a flood of registrations from many addresses
 * (testing/flood.ts), medians of five rounds, against issue 27's target: at most 2x. Run by
 * `deno task bench`, or alone: `deno run -A bench/register_flood.ts`.
 *
 * @module
 */
import { floodLine, measureFlood, median } from "../testing/flood.ts";

const measure = await measureFlood(5);
const ratio = median(measure.during) / median(measure.alone);
console.log(`register flood: ${floodLine(measure)}`);
console.log(`register flood: ${ratio <= 2 ? "within" : "OVER"} the 2x target`);
