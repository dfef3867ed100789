/**
 * A flood of registrations from many addresses beside draw look-ups, measured (issue 27: four
 * addresses posting the largest records once took others' look-ups to a p95 of 1.8 s). What
 * tests/load/register_flood_tests.ts asserts of it (every flood answer a 201, 429 or 503, never a
 * 500) and what bench/register_flood.ts reports of it (the look-ups' p95 alone and during the
 * flood, against the 2x target) both come from {@linkcode measureFlood}.
 *
 * The app is served in a process of its own (testing/flood_server.ts) on a real loopback port,
 * by a handler that takes the client's address from the `x-flood-from` header (the flood cannot
 * bind many source addresses on one machine), with the service's default budgets and rate limit.
 * Draw look-ups (a cached draw, each from an address of its own) are timed alone, then while a
 * worker's flooders post large records from a new address each time.
 *
 * @module
 */
import { startMainProcess } from "./process.ts";
import { startLoadWorker } from "./load_worker.ts";
import { AFTER_1239, startSourceDouble } from "./source_double.ts";

/** What {@linkcode measureFlood} saw. */
export interface FloodMeasure {
  /** The look-ups' p95 alone, in ms, one a round. */
  alone: number[];
  /** The look-ups' p95 during the flood, in ms, one a round. */
  during: number[];
  /** How many flood answers of each status (0: the connection closed before the whole body). */
  statuses: Map<number, number>;
}

/** Look-ups timed, alone and during the flood, each round. */
const LOOKUPS = 300;
/** Look-ups in flight at once. */
const LOOKUP_CONCURRENCY = 4;
/** Flooders posting at once. */
const FLOODERS = 8;
/** Entries of each flood record, of 200 characters each: about 200 kB a body. */
const FLOOD_ENTRIES = 1000;

/** The median of some numbers. */
export function median(values: number[]): number {
  return values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

function p95(samples: number[]): number {
  const sorted = samples.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.95)]!;
}

/** Runs `rounds` rounds of look-ups alone, then during a flood, against a fresh server. */
export async function measureFlood(rounds: number): Promise<FloodMeasure> {
  const double = await startSourceDouble();
  const server = await startMainProcess({
    KV_PATH: ":memory:",
    KR645_SOURCE_URL: double.kr645Url,
    NY_OPEN_DATA_URL: double.nyUrl,
    RATE_LIMIT_PER_MINUTE: "600",
    FLOOD_NOW: String(AFTER_1239),
  }, { entry: "testing/flood_server.ts" });
  const base = server.base;
  let sent = 0;
  const timeLookups = async (): Promise<number[]> => {
    const times: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < LOOKUPS) {
        next++;
        const started = performance.now();
        // Each from an address of its own: one client at this pace would meet the rate limit.
        const from = `10.${sent >> 16 & 255}.${sent >> 8 & 255}.${sent++ & 255}`;
        const response = await fetch(`${base}/api/v1/lottery/draw?game=kr645&draw=1239`, {
          headers: { "x-flood-from": from },
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`a look-up answered ${response.status}`);
      }
    };
    await Promise.all(Array.from({ length: LOOKUP_CONCURRENCY }, worker));
    return times;
  };
  try {
    // Warm: the draw cached, the register's KV and key made.
    await timeLookups();
    const measure: FloodMeasure = { alone: [], during: [], statuses: new Map() };
    for (let round = 0; round < rounds; round++) {
      measure.alone.push(p95(await timeLookups()));
      const flood = startLoadWorker(
        "./flood_worker.ts",
        { base, flooders: FLOODERS, entries: FLOOD_ENTRIES, round },
      );
      // Let the flood fill the register's queue before timing.
      await new Promise((resolve) => setTimeout(resolve, 500));
      measure.during.push(p95(await timeLookups()));
      await flood.stop(measure.statuses);
    }
    return measure;
  } finally {
    await server.stop();
    await double.close();
  }
}

/** One line of what a measure saw, for a test's output or the bench's. */
export function floodLine(measure: FloodMeasure): string {
  const [quiet, flooded] = [median(measure.alone), median(measure.during)];
  return `look-up p95 alone ${measure.alone.map((ms) => ms.toFixed(1))} ms, during the flood ` +
    `${measure.during.map((ms) => ms.toFixed(1))} ms (medians ${quiet.toFixed(1)} and ` +
    `${flooded.toFixed(1)}: ${(flooded / quiet).toFixed(2)}x); flood answers ` +
    JSON.stringify(Object.fromEntries(measure.statuses));
}
