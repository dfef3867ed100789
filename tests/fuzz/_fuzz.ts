/**
 * The fuzz suites' harness: the app on a loopback port in front of the source double, with a
 * fixed clock and a counting seed source so that a run is the same every time, and a bounded,
 * seeded fast-check runner that prints its seed.
 *
 * @module
 */
import fc from "fast-check";
import { createApp } from "../../src/app.ts";
import { type Config, resolveConfig } from "../../src/config.ts";
import { AFTER_1239 } from "../draws/_harness.ts";
import { type SourceDouble, startSourceDouble } from "../../testing/source_double.ts";
import { type DrawOracle, drawOracle, type Reply } from "./_checks.ts";

/**
 * The fast-check seed of every property: fixed, so that runs are the same, and printed, so that
 * a failure can be replayed (`FUZZ_SEED=<n> deno test -A tests/fuzz`).
 */
export const FUZZ_SEED = Number(Deno.env.get("FUZZ_SEED") ?? "20261122");

/** Multiplies every property's run count (`FUZZ_SCALE=10` for a long local run). */
const SCALE = Number(Deno.env.get("FUZZ_SCALE") ?? "1");

/** No property runs longer than this, however slow the machine; a cut-short run says so. */
const TIME_LIMIT_MS = Number(Deno.env.get("FUZZ_TIME_LIMIT_MS") ?? "60000");

/**
 * Checks a property for `numRuns` generated cases (times `FUZZ_SCALE`) with the fixed seed,
 * bounded in time too, and prints how many ran.
 */
export async function checkProperty<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  numRuns: number,
): Promise<void> {
  const started = performance.now();
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), {
    seed: FUZZ_SEED,
    numRuns: Math.max(1, Math.round(numRuns * SCALE)),
    interruptAfterTimeLimit: TIME_LIMIT_MS,
    markInterruptAsFailure: false,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `  ${name}: ${details.numRuns} runs in ${seconds} s, seed ${FUZZ_SEED}` +
      (details.interrupted ? ` (cut short at ${TIME_LIMIT_MS} ms)` : ""),
  );
  if (details.failed) {
    const cause = details.errorInstance instanceof Error
      ? details.errorInstance.message
      : String(details.errorInstance);
    throw new Error(`${fc.defaultReportMessage(details) ?? "property failed"}\n${cause}`);
  }
}

/** The app under fuzz, its double and the oracle of the double's draws. */
export interface FuzzServer {
  /** The app's base URL. */
  url: string;
  /** The source double. */
  double: SourceDouble;
  /** What the double's draws must be answered as. */
  oracle: DrawOracle;
  /** Stops the app and the double. */
  close(): Promise<void>;
}

/**
 * Starts the app on a loopback port in front of a fresh source double, at the harness's fixed
 * time (kr645 draw 1239 is the latest), with no rate limit (the fuzz is one client sending
 * thousands of requests) and seeds counted up from 1 for calls that give none.
 */
export async function startFuzzServer(config: Partial<Config> = {}): Promise<FuzzServer> {
  const double = await startSourceDouble();
  let seeds = 0;
  const app = createApp({
    config: {
      ...resolveConfig(() => undefined),
      kr645SourceUrl: double.kr645Url,
      nyOpenDataUrl: double.nyUrl,
      rateLimitPerMinute: 0,
      ...config,
    },
    now: () => AFTER_1239,
    freshSeed() {
      const seed = new Uint8Array(32);
      new DataView(seed.buffer).setFloat64(0, ++seeds);
      return seed;
    },
  });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.serve);
  const oracle = await drawOracle(
    { kr645: 1239, powerball: "2022-11-21", megamillions: "2026-07-24" },
    AFTER_1239,
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    double,
    oracle,
    async close() {
      await server.shutdown();
      await double.close();
    },
  };
}

/** Sends a request and reads the whole answer. */
export async function send(url: string, init?: RequestInit): Promise<Reply> {
  const response = await fetch(url, init);
  return { status: response.status, text: await response.text() };
}

/** POSTs a body as it is, with a content type (JSON unless told). */
export function postText(
  url: string,
  body: string | Uint8Array,
  contentType: string | null = "application/json",
): Promise<Reply> {
  return send(url, {
    method: "POST",
    headers: contentType === null ? {} : { "content-type": contentType },
    body: body as BodyInit,
  });
}

/** What a tools/call over MCP gave. */
export interface ToolReply {
  /** The HTTP status of the MCP POST. */
  status: number;
  /** The JSON-RPC answer. */
  message: {
    result?: {
      content?: { type: string; text: string }[];
      structuredContent?: unknown;
      isError?: boolean;
    };
    error?: { code: number; message: string };
  };
}

let rpcId = 0;

/**
 * Calls a tool with raw JSON-RPC over Streamable HTTP, the arguments written as the JSON text
 * given, so that they reach the server byte for byte as an HTTP POST body would.
 */
export async function callTool(
  base: string,
  server: string,
  tool: string,
  argumentsText: string,
): Promise<ToolReply> {
  const body = `{"jsonrpc":"2.0","id":${++rpcId},"method":"tools/call","params":{"name":` +
    `${JSON.stringify(tool)},"arguments":${argumentsText}}}`;
  const reply = await send(`${base}/mcp/${server}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": "2025-11-25",
    },
    body,
  });
  return { status: reply.status, message: JSON.parse(reply.text) };
}

/** Runs `body` with a fuzz server started with the defaults, and stops the server after it. */
export async function withServer(body: (server: FuzzServer) => Promise<void>): Promise<void> {
  const server = await startFuzzServer();
  try {
    await body(server);
  } finally {
    await server.close();
  }
}
