/**
 * Sustained load, bounded in count and in time, on loopback only.
 *
 * 1. main.ts in a subprocess (the real entry point, KV in memory, no rate limit, sources at the
 *    source double), so that its memory is its own: thousands of mixed requests (every random
 *    operation by GET, POST and MCP, hostile ones among them; cached and uncached draws, tickets
 *    and seeds from draws) with up to 128 in flight, while the double fails in one way after another and
 *    recovers. Every answer is judged as the fuzz suites judge them; a sample of seeded answers is
 *    computed again in this process and compared byte for byte; the server's resident memory is
 *    measured after start, after warm-up and after the load.
 * 2. The app in this process with a clock the test moves, so that cached latest draws fall due
 *    while the double fails and recovers: they are answered stale, never with a 503, and the
 *    fresh draw once the source is back.
 *
 * Decided: a 503 is allowed only as `source_unavailable`, only for a draw that nothing cached can
 * stand in for (one never asked before), and only while the double fails or the service leaves
 * it alone after a failure; a cached draw is answered whatever the double does.
 */
import { assert, assertEquals, AssertionError } from "@std/assert";
import fc from "../../testing/npm/fast_check.ts";
import { drawFacts, latestDrawNumber } from "../../src/games/mod.ts";
import { type Operation, OPERATIONS } from "../../src/operations/mod.ts";
import { type SeededStream } from "../../src/random/mod.ts";
import { type MainProcess, startMainProcess } from "../../testing/process.ts";
import { seededStream } from "../../testing/seeds.ts";
import { startServer } from "../../testing/server.ts";
import {
  AFTER_1239,
  type SourceDouble,
  type SourceMode,
  startSourceDouble,
} from "../../testing/source_double.ts";
import { argsCase, bodyText, kindsOf, queryOf } from "../fuzz/_arbitraries.ts";
import {
  type Args,
  checkAnswer,
  type DrawGameName,
  type DrawOracle,
  drawOracle,
  errorOf,
  matrixOn,
  type Reply,
} from "../fuzz/_checks.ts";
import { callTool, fuzzSeed, postText, send } from "../fuzz/_fuzz.ts";
import { judge } from "../fuzz/_judge.ts";

/**
 * Requests of the load, read when the load test runs: 8,000 by default, enough for every kind of
 * request in every phase of the outages many times over; `LOAD_REQUESTS=100000` for a long run.
 */
function loadRequests(): number {
  return Number(Deno.env.get("LOAD_REQUESTS") ?? "8000");
}
/** Requests of the warm-up, at the same concurrency, so that the heap has grown to its working
 * size before the memory it is compared with is measured. */
const WARM_UP_REQUESTS = 2000;
/** Requests in flight at once. */
const IN_FLIGHT = 128;
/** The load stops issuing requests after this long, however slow the machine. */
const TIME_LIMIT_MS = 150_000;
/** However slow the machine, this many requests must have been answered (a floor of work). */
const LEAST_REQUESTS = 2000;
/** Memory after the load may be at most this times the memory after warm-up, plus the slack. */
const MEMORY_FACTOR = 1.5;
const MEMORY_SLACK = 50 * 1024 * 1024;

/** The ways the double fails in turn during the load, each for a share of it, then recovers. */
const OUTAGES: { mode: SourceMode; status?: number; delayMs?: number }[] = [
  { mode: "error", status: 500 },
  { mode: "normal" },
  { mode: "reset" },
  { mode: "html" },
  { mode: "normal" },
  { mode: "slow", delayMs: 3000 },
  { mode: "broken_json" },
  { mode: "normal" },
  { mode: "out_of_range" },
  { mode: "rate_limited" },
  { mode: "normal" },
];

/** One request of the load, and how its answer is to be judged. */
interface Job {
  /** What kind of request it is, for the tally. */
  kind: "random" | "mcp" | "cached draw" | "uncached draw";
  /** Sends it. */
  send(base: string): Promise<Reply>;
  /** Judges its answer; throws when it is wrong. */
  check(reply: Reply): void;
}

/** The operations loaded: those on GET and POST (the giveaway register writes, and is apart). */
const LOADED = OPERATIONS.filter((operation) => operation.methods.length === 2);
const RANDOM_OPERATIONS = LOADED.filter((operation) => !operation.external);
const DRAW_OPERATIONS = LOADED.filter((operation) => operation.external);

/** A seeded answer kept to be computed again after the load. */
interface Kept {
  operation: Operation;
  args: Args;
  text: string;
}

/**
 * Makes the jobs of the load: random operations from the fuzz generators (by POST or, where the
 * arguments can be spelled so, GET), tools/call of them over MCP, cached draws, tickets and seeds
 * from draws, and draws never asked before.
 */
function makeJobs(
  count: number,
  oracle: DrawOracle,
  warmed: readonly { game: DrawGameName; draw: string | number }[],
  kept: Kept[],
): Job[] {
  const seed = fuzzSeed();
  // The mix of the load, from the project's own seeded stream.
  const random = seededStream(seed);
  const pick = <T>(items: readonly T[]): T => items[random.below(items.length)]!;
  const cases = new Map(
    RANDOM_OPERATIONS.map((operation) => [
      operation,
      fc.sample(argsCase(operation, oracle), { numRuns: count, seed }),
    ]),
  );
  const jobs: Job[] = [];
  for (let i = 0; i < count; i++) {
    const roll = random.below(100);
    if (roll < 55) {
      const operation = pick(RANDOM_OPERATIONS);
      const { members, valid } = cases.get(operation)![i]!;
      const text = bodyText(members);
      const args = JSON.parse(text) as Args;
      const query = random.below(2) === 0 ? queryOf(args, kindsOf(operation)) : undefined;
      const keep = i % 10 === 0;
      const viaGet = query !== undefined && query.length < 8000;
      jobs.push({
        kind: "random",
        send: (base) =>
          viaGet
            ? send(`${base}${operation.path}?${query}`)
            : postText(`${base}${operation.path}`, text),
        check(reply) {
          judge(reply, {
            operation,
            args,
            sent: Object.keys(args),
            valid,
            oracle,
            context: `${operation.name} ${text.slice(0, 200)}`,
            body: viaGet ? undefined : text,
          });
          if (keep && reply.status === 200) kept.push({ operation, args, text: reply.text });
        },
      });
    } else if (roll < 65) {
      const operation = pick(RANDOM_OPERATIONS);
      const { members } = fc.sample(argsCase(operation, oracle), { numRuns: 1, seed: i })[0]!;
      const args = { ...JSON.parse(bodyText(members)), seed: seedOf(i) } as Args;
      jobs.push({
        kind: "mcp",
        send: (base) => toolResult(base, operation, args),
        check(reply) {
          const { isError, text } = JSON.parse(reply.text) as { isError: boolean; text: string };
          assertEquals(reply.status, 200, `tools/call ${operation.name}: ${reply.text}`);
          // The text of a tool result is the HTTP body: judged as one.
          judge({ status: isError ? 400 : 200, text }, {
            operation,
            args,
            sent: Object.keys(args),
            valid: false,
            oracle,
            context: `tools/call ${operation.name} ${JSON.stringify(args).slice(0, 200)}`,
          });
          if (!isError) kept.push({ operation, args, text });
        },
      });
    } else {
      const cached = roll < 90;
      const target = cached ? pick(warmed) : uncachedDraw(random, oracle);
      const operation = pick(DRAW_OPERATIONS);
      const args: Args = operation.name === "get_draw"
        ? { game: target.game, draw: target.draw }
        : operation.name === "seed_from_draw"
        ? { game: target.game, draw: target.draw, label: pick(LOAD_LABELS) }
        : { game: target.game, ...ticketFor(target.game, target.draw, oracle, random) };
      const text = JSON.stringify(args);
      jobs.push({
        kind: cached ? "cached draw" : "uncached draw",
        send: (base) => postText(`${base}${operation.path}`, text),
        check(reply) {
          const context = `${operation.name} ${text}`;
          if (reply.status === 503 && !cached) {
            assertEquals(errorOf(reply, context).code, "source_unavailable", context);
            return;
          }
          // Nothing but the answer the double's record gives (or that the draw does not exist).
          judge(reply, { operation, args, sent: Object.keys(args), valid: false, oracle, context });
          if (cached) assertEquals(reply.status, 200, `${context}: a cached draw refused`);
        },
      });
    }
  }
  return jobs;
}

/**
 * Labels of seed_from_draw in the load: none, a giveaway's label (lines and Korean text) and the
 * longest there can be, 1000 astral characters.
 */
const LOAD_LABELS = [
  "",
  // Entries "ann", "bo", "cy".
  "fairdraw-giveaway/v1\ntitle: \uacbd\ud488 \ucd94\ucca8\nentries: 3\n" +
  "entries-sha256: bd78cf05e67c215d507953344deebb3ef450441c4e9c94817c41a31fcfac2d8b\nwinners: 1",
  "\u{1F600}".repeat(1000),
];

/** A seed for request `i`, so that MCP answers can be computed again. */
function seedOf(i: number): string {
  return (i.toString(16).padStart(8, "0") + "a5").repeat(7).slice(0, 64);
}

/** A draw that is likely not cached: a kr645 number or a NY draw date, anywhere in the record. */
function uncachedDraw(
  random: SeededStream,
  oracle: DrawOracle,
): { game: DrawGameName; draw: string | number } {
  const game = (["kr645", "powerball", "megamillions"] as const)[random.below(3)]!;
  if (game === "kr645") return { game, draw: 2 + random.below(oracle.latest.kr645 - 2) };
  const dates = oracle.nyDates(game);
  return { game, draw: dates[random.below(dates.length)]! };
}

/** A valid ticket for a draw: numbers within the matrix of its date, sometimes with an extra. */
function ticketFor(
  game: DrawGameName,
  draw: string | number,
  oracle: DrawOracle,
  random: SeededStream,
): Args {
  const outcome = oracle.expect(game, draw);
  if (outcome.kind !== "found") throw new Error(`no draw ${game} ${draw} at the double`);
  const matrix = matrixOn(game, outcome.draw.date);
  const pool = Array.from({ length: matrix.max }, (_, i) => i + 1);
  // Half the time some drawn numbers, so that ranks and tiers come up.
  const numbers = random.below(2) === 0 ? [...outcome.draw.numbers.slice(0, 3)] : [];
  while (numbers.length < matrix.count) {
    const n = pool[random.below(pool.length)]!;
    if (!numbers.includes(n)) numbers.push(n);
  }
  const extra = game !== "kr645" && random.below(2) === 0
    ? { extra_number: 1 + random.below(matrix.extraMax) }
    : {};
  return { numbers, ...extra, draw };
}

/** A tools/call; the reply's text is `{isError, text}` of the result, or the raw answer. */
async function toolResult(base: string, operation: Operation, args: Args): Promise<Reply> {
  const { status, message } = await callTool(
    base,
    operation.server,
    operation.name,
    JSON.stringify(args),
  );
  const result = message.result;
  if (result === undefined) return { status, text: JSON.stringify(message) };
  return {
    status,
    text: JSON.stringify({ isError: result.isError === true, text: result.content?.[0]?.text }),
  };
}

/** What a run of jobs gave. */
interface Outcome {
  /** Answers by kind and status. */
  tally: Map<string, number>;
  /** Jobs answered. */
  done: number;
  /** The first wrong answers (at most 10), and how many there were. */
  failures: string[];
  failureCount: number;
  /** Seconds taken. */
  seconds: number;
}

/**
 * Runs jobs with `inFlight` at once until all are done or the time is up; `onProgress` runs after
 * every answer (to change the double's mode).
 */
async function runJobs(
  base: string,
  jobs: readonly Job[],
  inFlight: number,
  onProgress: (done: number) => void = () => {},
): Promise<Outcome> {
  const started = performance.now();
  const outcome: Outcome = { tally: new Map(), done: 0, failures: [], failureCount: 0, seconds: 0 };
  let next = 0;
  async function worker() {
    while (next < jobs.length && performance.now() - started < TIME_LIMIT_MS) {
      const job = jobs[next++]!;
      let reply: Reply;
      try {
        reply = await job.send(base);
      } catch (error) {
        reply = { status: 0, text: String(error) };
      }
      const key = `${job.kind} ${reply.status}`;
      outcome.tally.set(key, (outcome.tally.get(key) ?? 0) + 1);
      try {
        if (reply.status === 0) throw new Error(`no answer: ${reply.text}`);
        job.check(reply);
      } catch (error) {
        outcome.failureCount++;
        if (outcome.failures.length < 10) outcome.failures.push(String(error).slice(0, 1500));
      }
      outcome.done++;
      onProgress(outcome.done);
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}

function report(title: string, outcome: Outcome): void {
  console.log(
    `  ${title}: ${outcome.done} requests in ${outcome.seconds.toFixed(1)} s ` +
      `(${Math.round(outcome.done / outcome.seconds)}/s), ${outcome.failureCount} wrong`,
  );
  for (const [key, n] of [...outcome.tally].sort()) console.log(`    ${key.padEnd(22)} ${n}`);
}

function assertNoFailures(outcome: Outcome): void {
  if (outcome.failureCount > 0) {
    throw new AssertionError(
      `${outcome.failureCount} wrong answers; the first:\n${outcome.failures.join("\n---\n")}`,
    );
  }
}

/** After the load: each kept seeded answer, computed again in this process, is the same bytes. */
function recompute(kept: readonly Kept[]): void {
  const context = {
    freshSeed(): Uint8Array {
      throw new Error("a kept answer was computed without its seed");
    },
  };
  for (const { operation, args, text } of kept) {
    const seed = JSON.parse(text).seed;
    assertEquals(
      JSON.stringify(operation.run({ ...args, seed }, context)),
      text,
      `${operation.name} ${JSON.stringify(args).slice(0, 200)} computed again`,
    );
  }
}

/** The resident memory of a process, in bytes (Linux); undefined where /proc is not there. */
function residentBytes(pid: number): number | undefined {
  try {
    const status = Deno.readTextFileSync(`/proc/${pid}/status`);
    const kb = /^VmRSS:\s+([0-9]+) kB$/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

function megabytes(bytes: number | undefined): string {
  return bytes === undefined ? "not measured" : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** main.ts in a subprocess in front of the double, KV in memory, with no rate limit. */
function startMain(double: SourceDouble): Promise<MainProcess> {
  return startMainProcess({
    KV_PATH: ":memory:",
    KR645_SOURCE_URL: double.kr645Url,
    NY_OPEN_DATA_URL: double.nyUrl,
    SOURCE_TIMEOUT_MS: "500",
    // One load generator is one client.
    RATE_LIMIT_PER_MINUTE: "0",
  });
}

Deno.test({
  name: "load: thousands of mixed requests on main.ts while the source fails and recovers",
  async fn() {
    const REQUESTS = loadRequests();
    const latest = {
      kr645: latestDrawNumber(drawFacts("kr645"), Date.now()),
      powerball: "2022-11-21",
      megamillions: "2026-07-24",
    };
    const double = await startSourceDouble({ latest });
    const oracle = await drawOracle(latest, Date.now());
    const server = await startMain(double);
    try {
      const memory = { started: residentBytes(server.pid) } as Record<string, number | undefined>;
      // Warm-up: the draws the load calls cached, then a share of the load's own mix.
      const warmed: { game: DrawGameName; draw: string | number }[] = [
        { game: "kr645", draw: latest.kr645 },
        { game: "kr645", draw: 1 },
        { game: "kr645", draw: 1239 },
        ...Array.from({ length: 20 }, (_, i) => ({ game: "kr645" as const, draw: 1000 + i })),
        ...(["powerball", "megamillions"] as const).flatMap((game) => {
          const dates = oracle.nyDates(game);
          return Array.from({ length: 20 }, (_, i) => ({
            game,
            draw: dates[Math.floor((i * dates.length) / 20)]!,
          }));
        }),
      ];
      for (const { game, draw } of warmed) {
        const reply = await postText(
          `${server.base}/api/v1/lottery/draw`,
          JSON.stringify({ game, draw }),
        );
        assertEquals(reply.status, 200, `warming ${game} ${draw}: ${reply.text}`);
      }
      for (const game of ["kr645", "powerball", "megamillions"]) {
        const reply = await send(`${server.base}/api/v1/lottery/draw?game=${game}`);
        assertEquals(reply.status, 200, `warming the latest ${game}: ${reply.text}`);
      }
      const kept: Kept[] = [];
      const warmUp = await runJobs(
        server.base,
        makeJobs(Math.min(WARM_UP_REQUESTS, REQUESTS), oracle, warmed, kept),
        IN_FLIGHT,
      );
      report("warm-up (source normal)", warmUp);
      assertNoFailures(warmUp);
      memory.warm = residentBytes(server.pid);

      const jobs = makeJobs(REQUESTS, oracle, warmed, kept);
      const share = Math.ceil(REQUESTS / (OUTAGES.length + 1));
      const calls = double.callCount();
      let phase = -1;
      const load = await runJobs(server.base, jobs, IN_FLIGHT, (done) => {
        const now = Math.min(Math.floor(done / share), OUTAGES.length) - 1;
        if (now === phase) return;
        phase = now;
        // The last share runs with the source back to normal.
        const outage = OUTAGES[phase] ?? { mode: "normal" as const };
        double.setMode(outage.mode, { status: outage.status, delayMs: outage.delayMs });
      });
      double.setMode("normal");
      memory.loaded = residentBytes(server.pid);
      report(`load (${IN_FLIGHT} in flight, the source failing in ${OUTAGES.length} ways)`, load);
      console.log(`    source calls during the load: ${double.callCount() - calls}`);

      // A draw never asked before is answered once the source is back (API.md: within 30 s).
      let recovered: Reply | undefined;
      for (let attempt = 0; attempt < 90 && recovered?.status !== 200; attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 500));
        recovered = await send(`${server.base}/api/v1/lottery/draw?game=kr645&draw=999`);
      }
      assertEquals(recovered?.status, 200, "a fresh draw after the source recovered");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      memory.settled = residentBytes(server.pid);
      console.log(
        `  server memory (RSS): started ${megabytes(memory.started)}, warm ${
          megabytes(memory.warm)
        }, after the load ${megabytes(memory.loaded)}, a second later ${
          megabytes(memory.settled)
        } (bound: ${MEMORY_FACTOR}x warm + ${megabytes(MEMORY_SLACK)})`,
      );
      recompute(kept);
      console.log(`  ${kept.length} seeded answers computed again in this process: the same bytes`);

      assertNoFailures(load);
      assert(
        load.done >= Math.min(REQUESTS, LEAST_REQUESTS),
        `only ${load.done} requests answered in ${TIME_LIMIT_MS} ms`,
      );
      for (const [key] of load.tally) {
        const status = Number(key.split(" ").pop());
        assert(status < 500 || (status === 503 && key.startsWith("uncached")), `answered ${key}`);
      }
      assert(!/internal.error/.test(server.output()), `a bug was logged:\n${server.output()}`);
      if (memory.warm !== undefined && memory.settled !== undefined) {
        assert(
          memory.settled <= memory.warm * MEMORY_FACTOR + MEMORY_SLACK,
          `memory grew from ${megabytes(memory.warm)} to ${megabytes(memory.settled)}`,
        );
      }
    } finally {
      await server.stop();
      await double.close();
    }
  },
});

Deno.test("load: while the source fails and recovers, due latest draws answer stale, never 503", async () => {
  await using server = await startServer({ double: true, config: { sourceTimeoutMs: 300 } });
  const { double, clock, url: base } = server;
  const before = await drawOracle(double.latest, clock.t);
  const games = ["kr645", "powerball", "megamillions"] as const;
  for (const game of games) {
    assertEquals((await send(`${base}/api/v1/lottery/draw?game=${game}`)).status, 200);
  }
  // A week on, a new draw of each game is out: every latest entry is due, and the double has
  // the new draws whenever it answers.
  clock.t = AFTER_1239 + 7 * 86_400_000;
  const newLatest = { kr645: 1240, powerball: "2022-11-23", megamillions: "2026-07-28" };
  double.setLatest(newLatest);
  const after = await drawOracle(newLatest, clock.t);
  const operation = OPERATIONS.find((candidate) => candidate.name === "get_draw")!;
  let stale = 0;
  const jobs: Job[] = Array.from({ length: 3000 }, (_, i): Job => {
    const game = games[i % 3]!;
    return {
      kind: "cached draw",
      send: () => send(`${base}/api/v1/lottery/draw?game=${game}`),
      check(reply) {
        const context = `latest ${game}`;
        assertEquals(reply.status, 200, `${context}: ${reply.text}`);
        const body = JSON.parse(reply.text);
        // Fresh, the new draw; stale, the old one (or the new one, should it fall due again).
        const isNew = body.draw === latestDraw(after, game);
        if (body.stale === true) stale++;
        else assert(isNew, `${context}: the old draw answered as fresh: ${reply.text}`);
        checkAnswer(
          operation,
          { game, draw: body.draw },
          reply.text,
          isNew ? after : before,
          context,
        );
      },
    };
  });
  const modes: SourceMode[] = ["error", "reset", "slow", "out_of_range", "broken_json", "html"];
  double.setMode("wrong_shape");
  const outcome = await runJobs(base, jobs, 64, (done) => {
    if (done % 250 !== 0) return;
    // Past any backoff and past the 5 minutes after which a latest NY draw whose next draw is
    // overdue is asked for again: the source is asked anew, failing in another way or (every
    // third time) answering.
    clock.t += 6 * 60_000;
    const turn = done / 250;
    double.setMode(turn % 3 === 2 ? "normal" : modes[turn % modes.length]!, { delayMs: 2000 });
  });
  report("due latest draws while the source fails and recovers", outcome);
  console.log(`    stale answers: ${stale}`);
  assertNoFailures(outcome);
  assertEquals(outcome.tally.get("cached draw 200"), jobs.length);
  assert(stale > 0, "no stale answer: the source never failed while a latest draw was due");
  // Once the source is back (and past any backoff), the new draws are answered fresh.
  double.setMode("normal");
  clock.t += 20_000;
  for (const game of games) {
    const body = JSON.parse((await send(`${base}/api/v1/lottery/draw?game=${game}`)).text);
    assertEquals([body.draw, body.stale], [latestDraw(after, game), false], game);
  }
});

function latestDraw(oracle: DrawOracle, game: DrawGameName): string | number {
  const outcome = oracle.expect(game, undefined);
  if (outcome.kind !== "found") throw new Error(`no latest ${game}`);
  return outcome.draw.draw;
}
