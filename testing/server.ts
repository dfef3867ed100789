/**
 * The app on a real loopback port, for tests and benchmarks: one harness for every use, with or
 * without the source double, with a clock the caller moves, KV, configuration and a source of
 * fresh seeds as options.
 *
 * ```ts
 * await using server = await startServer({ double: true });
 * server.double.setMode("error", { source: "kr645" });
 * server.clock.t += 60_000;
 * const { status, body } = await server.get("/api/v1/lottery/draw", "game=kr645");
 * ```
 *
 * @module
 */
import { type App, createApp, type RequestLogLine } from "../src/app.ts";
import type { Game } from "../src/games/mod.ts";
import { DEFAULT_BUDGET, type RegisterBudget } from "../src/giveaway/budget.ts";
import type { Operation } from "../src/operations/mod.ts";
import { type Config, resolveConfig } from "../src/config.ts";
import type { DrawsLog, DrawsLogEntry } from "../src/draws/mod.ts";
import { seedOf } from "./seeds.ts";
import { AFTER_1239, type SourceDouble, startSourceDouble } from "./source_double.ts";

/** A clock that stays where a test puts it. */
export interface Clock {
  /** The time, ms since the epoch. */
  t: number;
}

/** A JSON answer, parsed. */
export interface Answer {
  /** The HTTP status. */
  status: number;
  /** The parsed JSON body. */
  body: Record<string, unknown>;
  /** The response headers. */
  headers: Headers;
  /** How long it took, ms. */
  ms: number;
}

/** Options of {@linkcode startServer}. */
export interface ServerOptions {
  /**
   * The source double to put the app in front of: `true` for a new one (closed with the server),
   * or one to use (and leave open). Without it the app keeps the configured sources.
   */
  double?: true | SourceDouble;
  /** KV to keep past draws in (left open); memory alone otherwise. */
  kv?: Deno.Kv;
  /**
   * The start of the app's clock, which stays where the test puts it (default
   * {@linkcode AFTER_1239}, where the double's recorded draws are the latest).
   */
  now?: number;
  /** Configuration to change, over the defaults and the double's addresses. */
  config?: Partial<Config>;
  /** The source of fresh seeds (default the platform CSPRNG); see {@linkcode countedSeeds}. */
  freshSeed?: () => Uint8Array;
  /** The loopback port (default: a free one), for servers that must know each other's. */
  port?: number;
  /**
   * Where the draws service logs (default: into {@linkcode TestServer.logs}, so that the failures
   * a test provokes on purpose are kept for it to assert on rather than printed).
   */
  log?: DrawsLog;
  /** The register's budget (default the service's); see `createApp`'s option. */
  registerBudget?: RegisterBudget;
  /** The operation table (default the service's); see `createApp`'s option. */
  operations?: readonly Operation[];
  /** The games the page names (default the registry's); see `createApp`'s option. */
  games?: readonly Game[];
}

/** A running app under test. */
export interface TestServer extends AsyncDisposable {
  /** The base URL, e.g. `http://127.0.0.1:43121`. */
  url: string;
  /** The app itself, for in-process calls beside the port. */
  app: App;
  /** The app's clock: set `t` to move it. */
  clock: Clock;
  /** The source double, when the server was started with one. */
  double: SourceDouble | undefined;
  /** What the draws service logged (source failures, KV errors), oldest first, unless `log` was given. */
  logs: DrawsLogEntry[];
  /** The lines about requests (access log, client aborts, internal errors), oldest first. */
  requestLines: RequestLogLine[];
  /** GETs `path?query` and parses the JSON answer. */
  get(path: string, query?: string): Promise<Answer>;
  /** POSTs a JSON body to `path` and parses the JSON answer. */
  post(path: string, body: unknown): Promise<Answer>;
  /** Stops the app, and the double when the server started it. */
  close(): Promise<void>;
}

/** A running app in front of a source double. */
export interface DoubleServer extends TestServer {
  /** The source double. */
  double: SourceDouble;
}

/**
 * The configuration every test server starts from: the defaults, with no per-client rate limit
 * (a test is one client sending many requests; app_test sets a limit to test it) and, in front of
 * the double, a source time limit of 1 s (the double answers at once unless told to be slow).
 */
function baseConfig(double: SourceDouble | undefined): Config {
  const defaults = { ...resolveConfig(() => undefined), rateLimitPerMinute: 0 };
  if (double === undefined) return defaults;
  return {
    ...defaults,
    kr645SourceUrl: double.kr645Url,
    nyOpenDataUrl: double.nyUrl,
    sourceTimeoutMs: 1000,
  };
}

/**
 * The register log's key in tests (a service without PUBLIC_URL, so named `localhost/log`): made
 * once by Go's note.GenerateKey form, published here on purpose. Never a real service's key.
 */
export const TEST_LOG_KEY =
  "PRIVATE+KEY+localhost/log+2b10e74a+ASYJonGfXRlZoG6238vdviwfhwtLZBNHGIbapmQhgrNZ";

/**
 * Starts the app on a free loopback port, served as main.ts serves it (`app.serve`, behind the
 * rate limit when the configuration sets one).
 */
export function startServer(options: ServerOptions & { double: true | SourceDouble }): Promise<
  DoubleServer
>;
export function startServer(options?: ServerOptions): Promise<TestServer>;
export async function startServer(options: ServerOptions = {}): Promise<TestServer> {
  const ownDouble = options.double === true;
  const double = options.double === true ? await startSourceDouble() : options.double;
  const clock: Clock = { t: options.now ?? AFTER_1239 };
  const logs: DrawsLogEntry[] = [];
  const requestLines: RequestLogLine[] = [];
  const config = { ...baseConfig(double), ...options.config };
  // The register's log signs with a fixed key, so that answers are the same from run to run (the
  // OpenAPI examples are live answers), unless the test names the service (another log name).
  if (config.publicUrl === undefined) config.registerSigningKey ??= TEST_LOG_KEY;
  const app = createApp({
    log: options.log ?? ((entry) => logs.push(entry)),
    requestLog: (line) => requestLines.push(line),
    config,
    kv: options.kv,
    now: () => clock.t,
    freshSeed: options.freshSeed,
    operations: options.operations,
    // Tests register faster than the service's pace allows a flood to; budget_test paces.
    registerBudget: options.registerBudget ?? { ...DEFAULT_BUDGET, perSecond: 1_000 },
    games: options.games,
  });
  const server = Deno.serve(
    { port: options.port ?? 0, hostname: "127.0.0.1", onListen() {} },
    app.serve,
  );
  const url = `http://127.0.0.1:${server.addr.port}`;
  const close = async () => {
    await server.shutdown();
    app.close();
    if (ownDouble) await double?.close();
  };
  return {
    url,
    app,
    clock,
    double,
    logs,
    requestLines,
    get: (path, query = "") => answer(fetch(`${url}${path}${query === "" ? "" : `?${query}`}`)),
    post: (path, body) => answer(postJson(`${url}${path}`, body)),
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** Runs `body` with a server started with `options`, and stops the server after it. */
export function withServer(
  options: ServerOptions & { double: true | SourceDouble },
  body: (server: DoubleServer) => Promise<void>,
): Promise<void>;
export function withServer(
  options: ServerOptions,
  body: (server: TestServer) => Promise<void>,
): Promise<void>;
export async function withServer(
  options: ServerOptions,
  body: (server: DoubleServer) => Promise<void>,
): Promise<void> {
  const server = await startServer(options);
  try {
    // The overloads give `body` a double only when the options asked for one.
    await body(server as DoubleServer);
  } finally {
    await server.close();
  }
}

/**
 * A source of fresh seeds that counts up from 1 ({@linkcode seedOf} 1, 2, ...), so that calls
 * without a seed give the same answers on every run.
 */
export function countedSeeds(): () => Uint8Array {
  let count = 0;
  return () => seedOf(++count);
}

/** POSTs a JSON body. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function answer(pending: Promise<Response>): Promise<Answer> {
  const start = performance.now();
  const response = await pending;
  const body = await response.json();
  return {
    status: response.status,
    body,
    headers: response.headers,
    ms: performance.now() - start,
  };
}
