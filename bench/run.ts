/**
 * `deno task bench`: fairdraw against a bare Deno.serve baseline, in one run, with one load
 * generator (wrk) at one concurrency, and a table of requests per second, p50 and p99 latency and
 * the ratio to the baseline, written to bench/results.md.
 *
 * Each scenario is measured in rounds that alternate baseline and fairdraw, and the medians are
 * compared, so that noise from a shared machine falls on both sides alike.
 *
 * Options: `--seconds N` per measurement (default 4), `--rounds N` (default 3), `--connections N`
 * (default 32), `--only NAME` to run the scenarios whose name contains NAME.
 *
 * @module
 */
import { startSourceDouble } from "../testing/source_double.ts";
import { freePort, waitUntilUp } from "../testing/process.ts";

/** One kind of request to measure. */
interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What wrk measured. */
interface Measure {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

const args = parseArgs(Deno.args);
/** Answers that were not 2xx, over every measurement: any at all spoils the figures. */
let errorCount = 0;
const ROOT = new URL("../", import.meta.url);
const CHECK_NUMBERS = "1,7,12,23,34,45";

const SCENARIOS: Scenario[] = [
  { name: "dice GET", method: "GET", path: "/api/v1/random/dice" },
  {
    name: "lottery pick GET (powerball, 5 sets)",
    method: "GET",
    path: "/api/v1/lottery/pick?game=powerball&sets=5",
  },
  {
    name: "integer POST (count 1000, unique)",
    method: "POST",
    path: "/api/v1/random/integer",
    body: { min: 1, max: 1_000_000, count: 1000, unique: true },
  },
  {
    name: "shuffle POST (1000 items)",
    method: "POST",
    path: "/api/v1/random/shuffle",
    body: { items: Array.from({ length: 1000 }, (_, i) => `item ${i}`) },
  },
  {
    name: "cached draw GET (kr645 1239)",
    method: "GET",
    path: "/api/v1/lottery/draw?game=kr645&draw=1239",
  },
  {
    name: "ticket check GET (kr645 1239)",
    method: "GET",
    path: `/api/v1/lottery/check?game=kr645&draw=1239&numbers=${CHECK_NUMBERS}`,
  },
  {
    name: "MCP tools/call (roll_dice)",
    method: "POST",
    path: "/mcp/random",
    headers: { accept: "application/json, text/event-stream" },
    body: {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "roll_dice", arguments: { sides: 6, count: 2 } },
    },
  },
];

const SCALING: Scenario[] = [1, 10, 100, 1000].flatMap((count) => [
  {
    name: `integer POST, count ${count}`,
    method: "POST" as const,
    path: "/api/v1/random/integer",
    body: { min: 1, max: 1_000_000, count, unique: true },
  },
  {
    name: `shuffle POST, ${count} items`,
    method: "POST" as const,
    path: "/api/v1/random/shuffle",
    body: { items: Array.from({ length: count }, (_, i) => `item ${i}`) },
  },
]);

if (import.meta.main) await main();

async function main(): Promise<void> {
  await requireWrk();
  const scratch = await Deno.makeTempDir({ prefix: "fairdraw-bench-" });
  const sources = await startSourceDouble();
  const baselinePort = freePort();
  const appPort = freePort();
  const baseline = spawnDeno(["bench/baseline.ts"], { PORT: `${baselinePort}` });
  const app = spawnDeno(["main.ts"], {
    PORT: `${appPort}`,
    HOSTNAME: "127.0.0.1",
    KV_PATH: ":memory:",
    // One load generator is one client: the per-client limit would answer it 429.
    RATE_LIMIT_PER_MINUTE: "0",
    KR645_SOURCE_URL: sources.kr645Url,
    NY_OPEN_DATA_URL: sources.nyUrl,
  });
  try {
    const baseUrl = `http://127.0.0.1:${baselinePort}`;
    const appUrl = `http://127.0.0.1:${appPort}`;
    await Promise.all([waitUntilUp(baseUrl), waitUntilUp(appUrl)]);
    await warm(appUrl);
    const upstreamBefore = sources.callCount();

    const rows: string[] = [];
    for (
      const scenario of SCENARIOS.filter((s) => args.only === "" || s.name.includes(args.only))
    ) {
      const [base, ours, matched] = await compare(scratch, baseUrl, appUrl, scenario);
      rows.push(row(scenario.name, base, ours, matched));
      console.log(rows.at(-1));
    }
    const scaling: string[] = [];
    if (args.only === "" || "scaling".includes(args.only)) {
      const first = new Map<string, number>();
      for (const scenario of SCALING) {
        const measure = median(await rounds(scratch, appUrl, scenario));
        errorCount += measure.errors;
        const perRequestUs = 1e6 / measure.rps;
        const kind = scenario.name.split(",")[0]!;
        if (!first.has(kind)) first.set(kind, perRequestUs);
        scaling.push(
          `| ${scenario.name} | ${fmt(measure.rps, 0)} | ${fmt(perRequestUs, 1)} | ` +
            `${fmt(perRequestUs / first.get(kind)!, 2)} | ${measure.errors} |`,
        );
        console.log(scaling.at(-1));
      }
    }
    const peakKiB = await peakMemoryKiB(app.pid);
    const upstreamCalls = sources.callCount() - upstreamBefore;
    const report = renderReport(rows, scaling, peakKiB, upstreamCalls);
    if (errorCount > 0) {
      console.error(
        `${errorCount} answers were not 2xx: the figures above do not measure the work`,
      );
    }
    console.log(`\n${report}`);
    await Deno.writeTextFile(new URL("bench/results.md", ROOT), report);
    console.log("written to bench/results.md");
  } finally {
    for (const child of [app, baseline]) {
      try {
        child.kill("SIGTERM");
      } catch { /* already gone */ }
      await child.status;
    }
    await sources.close();
    await Deno.remove(scratch, { recursive: true });
  }
}

/** Baseline and fairdraw in alternating rounds; the median of each. */
async function compare(
  scratch: string,
  baseUrl: string,
  appUrl: string,
  scenario: Scenario,
): Promise<[Measure, Measure, Measure]> {
  const base: Measure[] = [];
  const ours: Measure[] = [];
  const matched: Measure[] = [];
  const baseScenario: Scenario = { name: "baseline", method: "GET", path: "/" };
  // A POST is also held against the baseline reading and writing the same JSON body; a GET
  // against the baseline answering a constant body of the same size as fairdraw's answer.
  const answerBytes = (await request(appUrl, scenario)).length;
  const matchedScenario: Scenario = scenario.method === "POST"
    ? { ...scenario, name: "echo", path: "/" }
    : { name: "same size", method: "GET", path: `/?bytes=${answerBytes}` };
  for (let round = 0; round < args.rounds; round++) {
    base.push(await wrk(scratch, baseUrl, baseScenario));
    ours.push(await wrk(scratch, appUrl, scenario));
    matched.push(await wrk(scratch, baseUrl, matchedScenario));
  }
  return [median(base), median(ours), median(matched)];
}

async function rounds(scratch: string, url: string, scenario: Scenario): Promise<Measure[]> {
  const measures: Measure[] = [];
  for (let round = 0; round < args.rounds; round++) {
    measures.push(await wrk(scratch, url, scenario));
  }
  return measures;
}

/** Runs wrk once: one thread (the other core serves), `connections` connections. */
async function wrk(scratch: string, url: string, scenario: Scenario): Promise<Measure> {
  const script = `${scratch}/${crypto.randomUUID()}.lua`;
  await Deno.writeTextFile(script, luaScript(scenario));
  const { stdout, success } = await new Deno.Command("wrk", {
    args: [
      "-t1",
      `-c${args.connections}`,
      `-d${args.seconds}s`,
      "--latency",
      "-s",
      script,
      url + scenario.path,
    ],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  const text = new TextDecoder().decode(stdout);
  if (!success) throw new Error(`wrk failed for ${scenario.name}:\n${text}`);
  return parseWrk(text);
}

/** The wrk script that sends the scenario's method, headers and body. */
function luaScript(scenario: Scenario): string {
  const lines = [`wrk.method = "${scenario.method}"`];
  const headers = { ...scenario.headers };
  if (scenario.body !== undefined) {
    headers["content-type"] = "application/json";
    lines.push(`wrk.body = [==[${JSON.stringify(scenario.body)}]==]`);
  }
  for (const [name, value] of Object.entries(headers)) {
    lines.push(`wrk.headers["${name}"] = "${value}"`);
  }
  return lines.join("\n") + "\n";
}

/** Reads requests per second, p50, p99 and non-2xx answers off wrk's report. */
export function parseWrk(text: string): Measure {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1]);
  const latency = (percent: string) => {
    const match = new RegExp(`\\s${percent}%\\s+([\\d.]+)(us|ms|s)`).exec(text);
    if (match === null) return NaN;
    const scale = { us: 0.001, ms: 1, s: 1000 }[match[2] as "us" | "ms" | "s"];
    return Number(match[1]) * scale;
  };
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0);
  const socketErrors = /Socket errors: (.*)/.exec(text)?.[1] ?? "";
  const socketCount = [...socketErrors.matchAll(/\d+/g)].reduce((sum, m) => sum + Number(m[0]), 0);
  return { rps, p50Ms: latency("50"), p99Ms: latency("99"), errors: non2xx + socketCount };
}

function median(measures: Measure[]): Measure {
  const pick = (key: keyof Measure) => {
    const sorted = measures.map((m) => m[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    rps: pick("rps"),
    p50Ms: pick("p50Ms"),
    p99Ms: pick("p99Ms"),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
  };
}

function row(name: string, base: Measure, ours: Measure, matched: Measure): string {
  errorCount += ours.errors;
  return `| ${name} | ${fmt(ours.rps, 0)} | ${fmt(ours.p50Ms, 2)} | ${fmt(ours.p99Ms, 2)} | ` +
    `${fmt(base.rps, 0)} | ${fmt(base.p99Ms, 2)} | **${fmt(ours.rps / base.rps, 2)}** | ` +
    `${fmt(ours.p99Ms / base.p99Ms, 2)} | ` +
    `${fmt(matched.rps, 0)} (${fmt(ours.rps / matched.rps, 2)}) | ` +
    `${ours.errors} |`;
}

function renderReport(
  rows: string[],
  scaling: string[],
  peakKiB: number,
  upstream: number,
): string {
  const date = new Date().toISOString().slice(0, 10);
  return [
    "# Benchmark results",
    "",
    `Measured ${date} by \`deno task bench\` on ${navigator.hardwareConcurrency} cores, ` +
    `Deno ${Deno.version.deno}; wrk with 1 thread and ${args.connections} connections, ` +
    `${args.rounds} rounds of ${args.seconds} s, baseline and fairdraw alternating; medians.`,
    "The baseline is a bare `Deno.serve` answering a constant JSON body (bench/baseline.ts).",
    "Rerun with `deno task bench` (it needs wrk: `apt-get install wrk`); bench/README.md reads " +
    "these figures against the targets.",
    "",
    "The last baseline column holds fairdraw against what a bare server cannot do better than " +
    "for the same bytes: for a GET, the baseline answering a constant body as long as " +
    "fairdraw's answer; for a POST, the baseline answering the POST's JSON body back (parse and " +
    "write only). In brackets, fairdraw's ratio to it.",
    "",
    "| scenario | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | ratio | p99 ratio | same-size / echo req/s (ratio) | errors |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "## Scaling with the size of the work",
    "",
    "| scenario | req/s | us per request | relative to size 1 | errors |",
    "|---|---|---|---|---|",
    ...scaling,
    "",
    `Peak memory of the fairdraw server (VmHWM): ${fmt(peakKiB / 1024, 1)} MiB. ` +
    `Upstream calls during the measurements (warm cache): ${upstream}.`,
    "",
  ].join("\n");
}

function fmt(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "n/a";
}

async function warm(appUrl: string): Promise<void> {
  for (const scenario of SCENARIOS) await request(appUrl, scenario);
}

/** One request of a scenario; its answer's bytes, or an error unless it is a 200. */
async function request(url: string, scenario: Scenario): Promise<Uint8Array> {
  const response = await fetch(url + scenario.path, {
    method: scenario.method,
    headers: { "content-type": "application/json", ...scenario.headers },
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
  });
  const bytes = await response.bytes();
  if (response.status !== 200) {
    throw new Error(
      `${scenario.name} answered ${response.status}: ${new TextDecoder().decode(bytes)}`,
    );
  }
  return bytes;
}

function spawnDeno(script: string[], env: Record<string, string>): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", ...script],
    cwd: ROOT,
    env,
    stdout: "null",
    stderr: "inherit",
  }).spawn();
}

async function peakMemoryKiB(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
}

async function requireWrk(): Promise<void> {
  try {
    await new Deno.Command("wrk", { args: ["-v"], stdout: "null", stderr: "null" }).output();
  } catch {
    console.error("deno task bench needs wrk: apt-get install wrk");
    Deno.exit(1);
  }
}

function parseArgs(
  argv: string[],
): { seconds: number; rounds: number; connections: number; only: string } {
  const value = (name: string, fallback: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? fallback : argv[index + 1] ?? fallback;
  };
  return {
    seconds: Number(value("seconds", "4")),
    rounds: Number(value("rounds", "3")),
    connections: Number(value("connections", "32")),
    only: value("only", ""),
  };
}
