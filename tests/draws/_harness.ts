/**
 * The app on a real port, pointed at the source double, with a clock the test moves.
 *
 * @module
 */
import { createApp } from "../../src/app.ts";
import { type Config, resolveConfig } from "../../src/config.ts";
import { type SourceDouble, startSourceDouble } from "../../testing/source_double.ts";

/** 2026-08-30 00:00 UTC (09:00 KST, Sunday): the latest kr645 draw by the schedule is 1239. */
export const AFTER_1239 = Date.parse("2026-08-30T00:00:00Z");

/** A clock that stays where a test puts it. */
export interface Clock {
  /** The time, ms since the epoch. */
  t: number;
}

/** The app under test and its double. */
export interface Harness {
  /** The app's base URL. */
  url: string;
  /** The source double. */
  double: SourceDouble;
  /** The app's clock. */
  clock: Clock;
  /** GETs `path?query` and returns status, body and headers. */
  get(path: string, query?: string): Promise<Answer>;
  /** POSTs a JSON body to `path`. */
  post(path: string, body: unknown): Promise<Answer>;
  /** Stops the app (and the double and KV unless they were given). */
  close(): Promise<void>;
}

/** A parsed answer. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
  /** How long it took, ms. */
  ms: number;
}

/** Options of {@linkcode startHarness}. */
export interface HarnessOptions {
  /** A double to use (and not close); a new one otherwise. */
  double?: SourceDouble;
  /** KV to use (and not close); memory alone otherwise. */
  kv?: Deno.Kv;
  /** The clock's start (default {@linkcode AFTER_1239}). */
  now?: number;
  /** SOURCE_TIMEOUT_MS (default 1000). */
  sourceTimeoutMs?: number;
  /** Configuration to change. */
  config?: Partial<Config>;
}

/** Starts the app on a free port. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const double = options.double ?? await startSourceDouble();
  const clock: Clock = { t: options.now ?? AFTER_1239 };
  const config: Config = {
    ...resolveConfig(() => undefined),
    kr645SourceUrl: double.kr645Url,
    nyOpenDataUrl: double.nyUrl,
    sourceTimeoutMs: options.sourceTimeoutMs ?? 1000,
    ...options.config,
  };
  const app = createApp({ config, kv: options.kv, now: () => clock.t });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  const url = `http://127.0.0.1:${server.addr.port}`;
  return {
    url,
    double,
    clock,
    get: (path, query = "") => answer(fetch(`${url}${path}${query === "" ? "" : `?${query}`}`)),
    post: (path, body) =>
      answer(fetch(`${url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })),
    async close() {
      await server.shutdown();
      if (options.double === undefined) await double.close();
    },
  };
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

/** The draw and check paths. */
export const DRAW = "/api/v1/lottery/draw";
export const CHECK = "/api/v1/lottery/check";
