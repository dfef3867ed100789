/**
 * `deno task bench`: fairdraw held against bare `Deno.serve` servers that do nothing but answer,
 * in one run, with one load generator (wrk: one thread, 32 connections).
 *
 * Each scenario is measured in rounds that alternate the servers, and the medians are compared,
 * so that noise from a shared machine falls on all sides alike. Every scenario is held against:
 * - the same-bytes baseline (bench/baseline.ts): for a GET, a bare server answering the very bytes
 *   fairdraw answers, with the same headers (every seeded GET gives a fixed seed, so its answer is
 *   one constant); for a POST, a bare server parsing the same JSON body and writing it back;
 * - the bare baseline, a constant 117-byte body, as the benchmarks have always been (continuity).
 *
 * It also measures the cold start (process start to the first answer, median of several starts)
 * of fairdraw, of the floor (bench/floor.ts) and of a bare server, and the fairdraw server's peak
 * memory (VmHWM) over the whole run, and writes every figure to bench/results.md.
 *
 * Options: `--seconds N` per measurement (default 3), `--rounds N` (default 3), `--connections N`
 * (default 32), `--starts N` cold starts of each server (default 7), `--only NAME` to run the
 * scenarios whose name contains NAME, `--cold-start` to measure only the cold starts (and write
 * nothing).
 *
 * @module
 */
import { startSourceDouble } from "../testing/source_double.ts";
import { freePort, waitUntilUp } from "../testing/process.ts";
import { echoHeaders, PER_ANSWER } from "./baseline.ts";

/** What the same-bytes baseline does for a scenario. */
type Against =
  /** Answers the same bytes to the same GET. */
  | "same bytes"
  /** Parses the same JSON body and writes it back. */
  | "echo"
  /** Nothing comparable: only the bare baseline. */
  | "bare only";

/** One kind of request to measure. */
interface Scenario {
  name: string;
  method: "GET" | "POST";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  against: Against;
}

/** What wrk measured, and the server's CPU time (user and system, every thread) per request. */
interface Measure {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  cpuUs: number;
}

/** The medians of one scenario on each server. */
interface Compared {
  scenario: Scenario;
  ours: Measure;
  bare: Measure;
  same?: Measure;
}

/** The options of a run. */
interface Options {
  seconds: number;
  rounds: number;
  connections: number;
  starts: number;
  only: string;
  /** Only the cold starts (`--cold-start`): no wrk, no scenarios, nothing written. */
  coldStartOnly: boolean;
}

/** The seed of every seeded scenario: fixed, so that each answer is one constant. */
const SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const ROOT = new URL("../", import.meta.url);
const WRK = "/usr/bin/wrk";
/** Linux's USER_HZ, the unit of the CPU times in /proc/PID/stat, on every architecture. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The scenarios, in the order they run. */
export const SCENARIOS: readonly Scenario[] = [
  {
    name: "dice GET",
    method: "GET",
    path: `/api/v1/random/dice?seed=${SEED}`,
    against: "same bytes",
  },
  {
    name: "cached draw GET (kr645 1200)",
    method: "GET",
    path: "/api/v1/lottery/draw?game=kr645&draw=1200",
    against: "same bytes",
  },
  {
    name: "lottery pick GET (powerball, 5 sets)",
    method: "GET",
    path: `/api/v1/lottery/pick?game=powerball&sets=5&seed=${SEED}`,
    against: "same bytes",
  },
  {
    name: "ticket check GET (kr645, draw 1200)",
    method: "GET",
    path: "/api/v1/lottery/check?game=kr645&draw=1200&numbers=1,7,12,23,34,45",
    against: "same bytes",
  },
  {
    name: "dice POST",
    method: "POST",
    path: "/api/v1/random/dice",
    body: { sides: 20, count: 3 },
    against: "echo",
  },
  {
    name: "shuffle POST (1000 items)",
    method: "POST",
    path: "/api/v1/random/shuffle",
    body: { items: Array.from({ length: 1000 }, (_, i) => `item ${i}`) },
    against: "echo",
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
      params: { name: "roll_dice", arguments: { sides: 6, count: 2, seed: SEED } },
    },
    against: "bare only",
  },
  {
    name: "MCP 2026-07-28 tools/call (roll_dice)",
    method: "POST",
    path: "/mcp/random",
    headers: {
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2026-07-28",
      "mcp-method": "tools/call",
      "mcp-name": "roll_dice",
    },
    body: {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: {
        name: "roll_dice",
        arguments: { sides: 6, count: 2, seed: SEED },
        _meta: {
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": {},
        },
      },
    },
    against: "bare only",
  },
];

/**
 * The targets of issue 14, as ratios to the same-bytes baseline (MCP: to the bare one, issue 21's
 * 0.2 for both protocol eras).
 */
const TARGETS: Readonly<Record<string, number>> = {
  "dice GET": 0.6,
  "cached draw GET (kr645 1200)": 0.6,
  "lottery pick GET (powerball, 5 sets)": 0.5,
  "ticket check GET (kr645, draw 1200)": 0.5,
  "dice POST": 0.45,
  "shuffle POST (1000 items)": 0.6,
  "MCP tools/call (roll_dice)": 0.1,
  "MCP 2026-07-28 tools/call (roll_dice)": 0.1,
};

/** The environment fairdraw runs with in the bench. */
function appEnv(port: number, sources: { kr645Url: string; nyUrl: string }) {
  return {
    PORT: `${port}`,
    HOST: "127.0.0.1",
    KV_PATH: ":memory:",
    // One load generator is one client: the per-client limit would answer it 429.
    RATE_LIMIT_PER_MINUTE: "0",
    KR645_SOURCE_URL: sources.kr645Url,
    NY_OPEN_DATA_URL: sources.nyUrl,
  };
}

if (import.meta.main) await main(parseArgs(Deno.args));

async function main(options: Options): Promise<void> {
  if (options.coldStartOnly) {
    const sources = await startSourceDouble();
    try {
      const { ours, floor, bare } = await measureColdStarts(options.starts, sources);
      console.log(
        `cold start (median of ${options.starts}): fairdraw ${fmt(ours, 1)} ms, bare ` +
          `${fmt(bare, 1)} ms: ${fmt(ours / bare, 2)}x (the floor, bench/floor.ts: ` +
          `${fmt(floor, 1)} ms, ${fmt(floor / bare, 2)}x)`,
      );
    } finally {
      await sources.close();
    }
    return;
  }
  await requireWrk();
  const scenarios = SCENARIOS.filter((s) => options.only === "" || s.name.includes(options.only));
  const scratch = await Deno.makeTempDir({ prefix: "fairdraw-bench-" });
  const sources = await startSourceDouble();
  const children: Deno.ChildProcess[] = [];
  try {
    const coldStart = await measureColdStarts(options.starts, sources);
    console.log(
      `cold start: fairdraw ${fmt(coldStart.ours, 1)} ms, floor ${fmt(coldStart.floor, 1)} ms, ` +
        `bare ${fmt(coldStart.bare, 1)} ms`,
    );

    const appPort = freePort();
    const app = spawnDeno(startTask().script, appEnv(appPort, sources));
    const appServer = { url: `http://127.0.0.1:${appPort}`, pid: app.pid };
    children.push(app);
    const appUrl = `http://127.0.0.1:${appPort}`;
    await waitUntilUp(appUrl);
    const answers = await sameBytesAnswers(appUrl, scenarios);
    const answersFile = `${scratch}/answers.json`;
    await Deno.writeTextFile(answersFile, JSON.stringify(Object.fromEntries(answers)));
    const basePort = freePort();
    const base = spawnDeno("bench/baseline.ts", { PORT: `${basePort}`, ANSWERS: answersFile });
    children.push(base);
    const baseUrl = `http://127.0.0.1:${basePort}`;
    const baseServer = { url: baseUrl, pid: base.pid };
    await waitUntilUp(baseUrl);
    await checkBaseline(baseUrl, answers);
    const upstreamBefore = sources.callCount();

    const results: Compared[] = [];
    for (const scenario of scenarios) {
      results.push(await compare(scratch, options, baseServer, appServer, scenario));
      console.log(row(results.at(-1)!));
    }
    const peakKiB = await peakMemoryKiB(app.pid);
    const report = renderReport(options, results, coldStart, peakKiB, {
      upstream: sources.callCount() - upstreamBefore,
    });
    const errors = results.reduce((sum, r) => sum + r.ours.errors, 0);
    if (errors > 0) {
      console.error(`${errors} answers were not 2xx: the figures above do not measure the work`);
    }
    console.log(`\n${report}`);
    await Deno.writeTextFile(new URL("bench/results.md", ROOT), report);
    console.log("written to bench/results.md");
  } finally {
    for (const child of children) await stop(child);
    await sources.close();
    await Deno.remove(scratch, { recursive: true });
  }
}

/** A GET's answer as the same-bytes baseline gives it back. */
interface SameAnswer {
  body: string;
  /** Its headers, but those that differ from one answer to the next ({@linkcode PER_ANSWER}). */
  headers: Record<string, string>;
}

/** An answer's headers, but those that differ from one answer to the next. */
function fixedHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !PER_ANSWER.has(name)));
}

/**
 * The answer fairdraw gives to each GET scenario, by path and query, checked to be one constant
 * (asked twice); and each POST's headers checked to be those the baseline answers a POST with.
 * Asking also warms the draw cache, so that no measurement reaches the source double.
 */
async function sameBytesAnswers(
  appUrl: string,
  scenarios: readonly Scenario[],
): Promise<Map<string, SameAnswer>> {
  const answers = new Map<string, SameAnswer>();
  for (const scenario of scenarios) {
    const first = await request(appUrl, scenario);
    if (scenario.against === "echo") {
      assertSameHeaders(scenario.name, fixedHeaders(first.headers), echoHeaders(first.body));
    }
    if (scenario.against !== "same bytes") continue;
    const second = await request(appUrl, scenario);
    if (first.body !== second.body) {
      throw new Error(`${scenario.name} does not answer one constant: give it a seed`);
    }
    answers.set(scenario.path, { body: first.body, headers: fixedHeaders(first.headers) });
  }
  return answers;
}

/** Throws when two sets of headers differ, naming the first that does. */
function assertSameHeaders(
  what: string,
  actual: Readonly<Record<string, string>>,
  expected: Readonly<Record<string, string>>,
): void {
  for (const name of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
    if (actual[name] !== expected[name]) {
      throw new Error(`${what} answers ${name}: ${actual[name]} (the baseline: ${expected[name]})`);
    }
  }
}

/** Holds the baseline to the answers it was given: the same bytes, the same headers. */
async function checkBaseline(baseUrl: string, answers: Map<string, SameAnswer>): Promise<void> {
  for (const [path, answer] of answers) {
    const response = await fetch(baseUrl + path);
    const text = await response.text();
    if (text !== answer.body) throw new Error(`the baseline answers other bytes to ${path}`);
    assertSameHeaders(`the baseline, to ${path},`, fixedHeaders(response.headers), answer.headers);
    if (response.headers.get("x-request-id") === null) {
      throw new Error("the baseline answers no request id");
    }
  }
}

/** Each server in alternating rounds; the median of each. */
async function compare(
  scratch: string,
  options: Options,
  baseServer: Server,
  appServer: Server,
  scenario: Scenario,
): Promise<Compared> {
  const bareScenario: Scenario = { name: "bare", method: "GET", path: "/", against: "bare only" };
  const sameScenario: Scenario = scenario.against === "echo"
    ? { ...scenario, headers: undefined, path: "/" }
    : scenario;
  const ours: Measure[] = [];
  const bare: Measure[] = [];
  const same: Measure[] = [];
  for (let round = 0; round < options.rounds; round++) {
    bare.push(await wrk(scratch, options, baseServer, bareScenario));
    ours.push(await wrk(scratch, options, appServer, scenario));
    if (scenario.against !== "bare only") {
      same.push(await wrk(scratch, options, baseServer, sameScenario));
    }
  }
  return {
    scenario,
    ours: median(ours),
    bare: median(bare),
    same: same.length === 0 ? undefined : median(same),
  };
}

/** A server under measurement: where it answers, and its process. */
interface Server {
  url: string;
  pid: number;
}

/**
 * Runs wrk once: one thread (the other core serves), `connections` connections; and reads the
 * server's CPU time over the run, which, unlike the rate, other work on a shared machine barely
 * moves.
 */
async function wrk(
  scratch: string,
  options: Options,
  server: Server,
  scenario: Scenario,
): Promise<Measure> {
  const url = server.url;
  const cpuBefore = await cpuTimeUs(server.pid);
  const script = `${scratch}/${crypto.randomUUID()}.lua`;
  await Deno.writeTextFile(script, luaScript(scenario));
  const { stdout, success } = await new Deno.Command(WRK, {
    args: [
      "-t1",
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      "--latency",
      "-s",
      script,
      url + scenario.path,
    ],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  const cpuUs = await cpuTimeUs(server.pid) - cpuBefore;
  const text = new TextDecoder().decode(stdout);
  if (!success) throw new Error(`wrk failed for ${scenario.name}:\n${text}`);
  const measure = parseWrk(text);
  return { ...measure, cpuUs: cpuUs / requestCount(text) };
}

/** The user and system CPU time of a process so far, in us (from /proc, in clock ticks). */
async function cpuTimeUs(pid: number): Promise<number> {
  const stat = await Deno.readTextFile(`/proc/${pid}/stat`);
  // The fields after the command name (in brackets, which may hold spaces): utime is the 12th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 1e6 / CLOCK_TICKS_PER_SECOND;
}

function requestCount(text: string): number {
  return Number(/(\d+) requests in/.exec(text)?.[1]);
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
export function parseWrk(text: string): Omit<Measure, "cpuUs"> {
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
  const pick = (key: keyof Measure) => medianOf(measures.map((m) => m[key]));
  return {
    rps: pick("rps"),
    p50Ms: pick("p50Ms"),
    p99Ms: pick("p99Ms"),
    errors: measures.reduce((sum, m) => sum + m.errors, 0),
    cpuUs: pick("cpuUs"),
  };
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The cold starts of fairdraw as `deno task start` runs it (main.ts, the sources as written), of
 * the floor and of a bare server, in ms: the median of each.
 */
interface ColdStart {
  ours: number;
  floor: number;
  bare: number;
}

/**
 * Starts fairdraw, the floor and the bare baseline `starts` times
 * each, alternating, and times each from the spawn to its first answer: for fairdraw, to the first
 * API request (dice GET), so that the start is timed to what it must load for the API. One start
 * of each runs first, untimed, so that every timed start finds Deno's caches as a restart would.
 */
async function measureColdStarts(
  starts: number,
  sources: { kr645Url: string; nyUrl: string },
): Promise<ColdStart> {
  const dice = SCENARIOS[0]!.path;
  const app = (port: number) => appEnv(port, sources);
  const bare = (port: number) => ({ PORT: `${port}` });
  const servers: [keyof ColdStart, string, (port: number) => Record<string, string>, string][] = [
    ["bare", "bench/baseline.ts", bare, "/"],
    ["ours", startTask().script, app, dice],
    ["floor", "bench/floor.ts", bare, dice],
  ];
  const times: Record<keyof ColdStart, number[]> = { ours: [], floor: [], bare: [] };
  for (let i = 0; i <= starts; i++) {
    for (const [name, script, env, path] of servers) {
      const ms = await timeStart(script, env, path);
      if (i > 0) times[name].push(ms);
    }
  }
  return {
    ours: medianOf(times.ours),
    floor: medianOf(times.floor),
    bare: medianOf(times.bare),
  };
}

/** Spawns a server and times it to its first 200 answer to `path`, in ms. */
async function timeStart(
  script: string,
  env: (port: number) => Record<string, string>,
  path: string,
): Promise<number> {
  const port = freePort();
  const url = `http://127.0.0.1:${port}${path}`;
  const started = performance.now();
  // Its own messages are left out: a start that fails is seen by never answering.
  const child = spawnDeno(script, env(port), "null");
  try {
    for (;;) {
      try {
        const response = await fetch(url);
        await response.body?.cancel();
        if (response.status === 200) return performance.now() - started;
        throw new Error(`${script} answered ${response.status} to ${path}`);
      } catch (error) {
        if (!(error instanceof TypeError)) throw error; // not yet listening
        if (performance.now() - started > 10_000) throw new Error(`${script} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    }
  } finally {
    await stop(child);
  }
}

function row({ scenario, ours, bare, same }: Compared): string {
  const sameCells = same === undefined
    ? "| n/a | n/a | n/a "
    : `| ${fmt(same.rps, 0)} | **${fmt(ours.rps / same.rps, 2)}** | ` +
      `${fmt(same.cpuUs, 1)} / ${fmt(ours.cpuUs, 1)} = ${fmt(same.cpuUs / ours.cpuUs, 2)} `;
  const ratio = (same ?? bare).rps;
  const target = TARGETS[scenario.name];
  const verdict = target === undefined ? "" : ours.rps / ratio >= target ? "met" : "missed";
  return `| ${scenario.name} | ${fmt(ours.rps, 0)} | ${fmt(ours.p50Ms, 2)} | ` +
    `${fmt(ours.p99Ms, 2)} ${sameCells}| ${fmt(bare.rps, 0)} | ${fmt(ours.rps / bare.rps, 2)} | ` +
    `${target ?? ""} ${verdict} | ${ours.errors} |`;
}

function renderReport(
  options: Options,
  results: Compared[],
  coldStart: ColdStart,
  peakKiB: number,
  { upstream }: { upstream: number },
): string {
  const date = new Date().toISOString().slice(0, 16).replace("T", " ");
  const peakMiB = peakKiB / 1024;
  const startRatio = coldStart.ours / coldStart.bare;
  return [
    "# Benchmark results",
    "",
    `Measured ${date} UTC by \`deno task bench\` on ${navigator.hardwareConcurrency} cores, ` +
    `Deno ${Deno.version.deno}; wrk with 1 thread and ${options.connections} connections, ` +
    `${options.rounds} rounds of ${options.seconds} s, the servers alternating; medians; ` +
    "fairdraw with its rate limit off, KV in memory and the source double (testing/) as its " +
    "source of past draws, the cache warm.",
    "",
    "- **same bytes**: bench/baseline.ts, a bare `Deno.serve`, answering a GET with the very " +
    "bytes fairdraw answers and the same headers (all of them, a request id made as fairdraw " +
    "makes one), and a POST by parsing its JSON body and writing it back with the headers of " +
    "fairdraw's POST answers (echo). The ratio to it is the one the targets are stated in " +
    "(MCP's, to the bare server).",
    "- **bare**: the same server answering a constant 117-byte body, the ratio the benchmarks " +
    "reported before (kept for continuity).",
    "- **CPU us a request**: each server's CPU time (user and system, all threads, from " +
    "/proc/PID/stat) over a measurement, divided by the requests answered; the median of the " +
    "rounds. Other work on the machine moves it far less than the rate, so its ratio is the " +
    "steadier reading of the same comparison.",
    "",
    "| scenario | req/s | p50 ms | p99 ms | same bytes req/s | ratio | CPU us a request: same bytes / fairdraw = ratio | bare req/s | bare ratio | target | errors |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
    ...results.map(row),
    "",
    `Cold start, process start to the first answer (median of ${options.starts} starts each): ` +
    `fairdraw (main.ts, as \`deno task start\` runs it) ${fmt(coldStart.ours, 1)} ms to its ` +
    `first dice GET, a bare server ${fmt(coldStart.bare, 1)} ms: **${fmt(startRatio, 2)}x** ` +
    `(target at most 2x, ${
      startRatio <= 2 ? "met" : "missed"
    }). The floor (bench/floor.ts: the cron, KV, ` +
    `valibot and roll_dice's module, nothing else) ${fmt(coldStart.floor, 1)} ms: ` +
    `${fmt(coldStart.floor / coldStart.bare, 2)}x.`,
    "",
    `Peak memory of the fairdraw server over the whole run (VmHWM): **${fmt(peakMiB, 1)} MiB** ` +
    `(target at most 120 MiB, ${peakMiB <= 120 ? "met" : "missed"}).`,
    "",
    `Upstream calls during the measurements (warm cache): ${upstream}.`,
    "",
  ].join("\n");
}

function fmt(value: number, digits: number): string {
  return Number.isFinite(value) ? value.toFixed(digits) : "n/a";
}

/** One request of a scenario: its body and headers, or an error unless it is a 200. */
async function request(
  url: string,
  scenario: Scenario,
): Promise<{ body: string; headers: Headers }> {
  const response = await fetch(url + scenario.path, {
    method: scenario.method,
    // As wrk asks: no Accept-Encoding, so nothing comes compressed.
    headers: {
      "content-type": "application/json",
      "accept-encoding": "identity",
      ...scenario.headers,
    },
    body: scenario.body === undefined ? undefined : JSON.stringify(scenario.body),
  });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`${scenario.name} answered ${response.status}: ${body}`);
  }
  return { body, headers: response.headers };
}

/**
 * Spawns a server as `deno task start` starts fairdraw: with the start task's flags (permissions
 * and V8 flags), read from deno.json so that the bench measures what is deployed; a baseline gets
 * the same flags, so that both run on the same runtime.
 */
function spawnDeno(
  script: string,
  env: Record<string, string>,
  stderr: "inherit" | "null" = "inherit",
): Deno.ChildProcess {
  return new Deno.Command(Deno.execPath(), {
    args: [...startTask().flags, script],
    cwd: ROOT,
    env,
    stdout: "null",
    stderr,
  }).spawn();
}

/** deno.json's start task: `deno run FLAGS SCRIPT`. */
function startTask(): { flags: string[]; script: string } {
  const config = JSON.parse(Deno.readTextFileSync(new URL("deno.json", ROOT)));
  const words = String(config.tasks?.start ?? "").split(" ");
  if (words[0] !== "deno" || words[1] !== "run" || words.length < 3) {
    throw new Error(`deno.json's start task is not "deno run ... SCRIPT": ${words.join(" ")}`);
  }
  return { flags: words.slice(1, -1), script: words.at(-1)! };
}

async function stop(child: Deno.ChildProcess): Promise<void> {
  try {
    child.kill("SIGTERM");
  } catch { /* already gone */ }
  await child.status;
}

async function peakMemoryKiB(pid: number): Promise<number> {
  const status = await Deno.readTextFile(`/proc/${pid}/status`);
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
}

async function requireWrk(): Promise<void> {
  try {
    await new Deno.Command(WRK, { args: ["-v"], stdout: "null", stderr: "null" }).output();
  } catch {
    console.error(`deno task bench needs wrk at ${WRK}: apt-get install wrk`);
    Deno.exit(1);
  }
}

/** Reads the options from the command line. */
export function parseArgs(argv: readonly string[]): Options {
  const value = (name: string, fallback: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? fallback : argv[index + 1] ?? fallback;
  };
  return {
    seconds: Number(value("seconds", "3")),
    rounds: Number(value("rounds", "3")),
    connections: Number(value("connections", "32")),
    starts: Number(value("starts", "7")),
    only: value("only", ""),
    coldStartOnly: argv.includes("--cold-start"),
  };
}
