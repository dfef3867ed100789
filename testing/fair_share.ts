/**
 * One heavy client at its quota beside light ones, measured (issue 30, defect 2: 76 costly calls
 * of one client once took others' median from 2 ms to 957 ms). What
 * tests/load/fair_share_tests.ts asserts of it (the heavy client answered and held back, every
 * light request answered) and what bench/fair_share.ts reports of it (the light clients' median
 * alone and beside the heavy client, against the 2x target) both come from
 * {@linkcode measureFairShare}.
 *
 * The app is served in a process of its own (testing/flood_server.ts, which takes each request's
 * client from its `x-flood-from` header) with the default rate limit of 600 a minute per client.
 * The heavy client runs in a worker (testing/heavy_worker.ts), so that its work does not delay
 * the light clients' timing: the costliest valid requests (1000-item shuffles of 200-character
 * items), 32 at once, each sent again as soon as it is answered or after a 429's Retry-After.
 * The light clients roll dice a few times a second each. The two are timed in turns, several
 * rounds, so that what else the machine does falls on both alike.
 *
 * @module
 */
import { startMainProcess } from "./process.ts";
import { median } from "./flood.ts";
import { startLoadWorker } from "./load_worker.ts";

export { median };

/** What {@linkcode measureFairShare} saw. */
export interface FairShareMeasure {
  /** The light clients' answer times alone, in ms. */
  alone: number[];
  /** The light clients' answer times beside the heavy client, in ms. */
  beside: number[];
  /** How many light requests were answered other than 200. */
  lightRefused: number;
  /** How many of the heavy client's answers had each status. */
  heavy: Map<number, number>;
}

/** Light clients, each from an address of its own. */
const LIGHT_CLIENTS = 4;
/** How long each turn of timing lasts, alone and beside. */
const TURN_MS = 1500;
/** How long the heavy client runs before the light ones are timed beside it. */
const HEAVY_LEAD_MS = 500;

/** Runs `rounds` rounds of the light clients timed alone, then beside the heavy client. */
export async function measureFairShare(rounds: number): Promise<FairShareMeasure> {
  const server = await startMainProcess({
    KV_PATH: ":memory:",
    RATE_LIMIT_PER_MINUTE: "600",
    REFRESH_SCHEDULE: "off",
    FLOOD_NOW: String(Date.now()),
  }, { entry: "testing/flood_server.ts" });
  const measure: FairShareMeasure = { alone: [], beside: [], lightRefused: 0, heavy: new Map() };
  const light = async (ms: number): Promise<number[]> => {
    const end = performance.now() + ms;
    const times: number[] = [];
    await Promise.all(Array.from({ length: LIGHT_CLIENTS }, async (_, i) => {
      while (performance.now() < end) {
        const started = performance.now();
        const response = await fetch(`${server.base}/api/v1/random/dice?sides=6&count=3`, {
          headers: { "x-flood-from": `10.0.0.${i + 1}` },
        });
        await response.arrayBuffer();
        if (response.status === 200) times.push(performance.now() - started);
        else measure.lightRefused++;
        // A light client: a few requests a second, well within its quota.
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }));
    return times;
  };
  try {
    // Warm: every route the turns use has been loaded once.
    await light(500);
    for (let round = 0; round < rounds; round++) {
      measure.alone.push(...await light(TURN_MS));
      const heavy = startLoadWorker("./heavy_worker.ts", { base: server.base });
      await new Promise((resolve) => setTimeout(resolve, HEAVY_LEAD_MS));
      measure.beside.push(...await light(TURN_MS));
      await heavy.stop(measure.heavy);
    }
    return measure;
  } finally {
    await server.stop();
  }
}

/** One line of what a measure saw, for a test's output or the bench's. */
export function fairShareLine(measure: FairShareMeasure): string {
  const [alone, beside] = [median(measure.alone), median(measure.beside)];
  return `light p50 alone ${alone.toFixed(2)} ms, beside the heavy client ${beside.toFixed(2)} ` +
    `ms (${(beside / alone).toFixed(2)}x); light refused ${measure.lightRefused}; heavy answers ` +
    JSON.stringify(Object.fromEntries(measure.heavy));
}
