/**
 * Micro-benchmarks of the request path in process: `deno bench bench/app_bench.ts`.
 *
 * Each scenario of bench/run.ts through `app.fetch`, up to the answer's bytes, beside what a bare
 * handler does for the same answer (a constant body with the same headers, or the body parsed and
 * written back), so that a change to the hot path can be measured without the network's noise.
 *
 * @module
 */
import { createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";
import { startSourceDouble } from "../testing/source_double.ts";
import { SAME_HEADERS } from "./baseline.ts";
import { SCENARIOS } from "./run.ts";

const sources = await startSourceDouble();
const app = createApp({
  config: {
    ...resolveConfig(() => undefined),
    kr645SourceUrl: sources.kr645Url,
    nyOpenDataUrl: sources.nyUrl,
  },
});
const ORIGIN = "http://127.0.0.1:8000";

function requestOf(scenario: (typeof SCENARIOS)[number]): Request {
  return new Request(ORIGIN + scenario.path, {
    method: scenario.method,
    headers: { "content-type": "application/json", ...scenario.headers },
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
  });
}

for (const scenario of SCENARIOS) {
  const answer = await (await app.fetch(requestOf(scenario))).text(); // warms the draw cache
  Deno.bench({
    name: `fairdraw: ${scenario.name}`,
    group: scenario.name,
    async fn() {
      await (await app.fetch(requestOf(scenario))).bytes();
    },
  });
  if (scenario.against === "bare only") continue;
  Deno.bench({
    name: `bare: ${scenario.name}`,
    group: scenario.name,
    baseline: true,
    async fn() {
      const request = requestOf(scenario);
      const body = scenario.against === "echo" ? JSON.stringify(await request.json()) : answer;
      await new Response(body, { headers: SAME_HEADERS }).bytes();
    },
  });
}

globalThis.addEventListener("unload", () => void sources.close());
