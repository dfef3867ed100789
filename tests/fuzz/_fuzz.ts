/**
 * The fuzz suites' tools: a bounded, seeded fast-check runner that prints its seed, the options
 * of the server under fuzz, and raw requests (bodies and JSON-RPC sent byte for byte).
 *
 * @module
 */
import fc from "../../testing/npm/fast_check.ts";
import { countedSeeds, type DoubleServer, withServer } from "../../testing/server.ts";
import type { Reply } from "./_checks.ts";

/**
 * The fast-check seed of every property: fixed, so that runs are the same, and printed, so that
 * a failure can be replayed (`FUZZ_SEED=<n> deno task test tests/fuzz`).
 */
export function fuzzSeed(): number {
  return Number(Deno.env.get("FUZZ_SEED") ?? "20261122");
}

/**
 * Checks a property for `numRuns` generated cases (times `FUZZ_SCALE`, for a long local run) with
 * the fixed seed, bounded in time too (`FUZZ_TIME_LIMIT_MS`, default 60 s, however slow the
 * machine; a cut-short run says so), and prints how many ran.
 */
export async function checkProperty<T>(
  name: string,
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => Promise<void>,
  numRuns: number,
): Promise<void> {
  const seed = fuzzSeed();
  const scale = Number(Deno.env.get("FUZZ_SCALE") ?? "1");
  const timeLimitMs = Number(Deno.env.get("FUZZ_TIME_LIMIT_MS") ?? "60000");
  const started = performance.now();
  const details = await fc.check(fc.asyncProperty(arbitrary, predicate), {
    seed,
    numRuns: Math.max(1, Math.round(numRuns * scale)),
    interruptAfterTimeLimit: timeLimitMs,
    markInterruptAsFailure: false,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `  ${name}: ${details.numRuns} runs in ${seconds} s, seed ${seed}` +
      (details.interrupted ? ` (cut short at ${timeLimitMs} ms)` : ""),
  );
  if (details.failed) {
    const cause = details.errorInstance instanceof Error
      ? details.errorInstance.message
      : String(details.errorInstance);
    throw new Error(`${fc.defaultReportMessage(details) ?? "property failed"}\n${cause}`);
  }
}

/**
 * The latest draw of each NY game in the double under fuzz: the last one held by its clock
 * (`AFTER_1239`), as a live source has it. The double's defaults (Powerball 2022-11-21, Mega
 * Millions 2026-07-24) lag that clock, and a draw held more than a day ago that a source does
 * not have is that source's fault, not a draw not found: the service backs the source off, and
 * every later look-up of a draw not kept would be a 503.
 */
const HELD_BY_THE_CLOCK = { powerball: "2026-08-26", megamillions: "2026-08-28" } as const;

/**
 * Runs `body` against the app in front of a new source double that answers normally and has
 * every draw held by the app's clock, with counted fresh seeds.
 */
export function withFuzzServer(body: (server: DoubleServer) => Promise<void>): Promise<void> {
  return withServer({ double: true, freshSeed: countedSeeds() }, (server) => {
    server.double.setLatest(HELD_BY_THE_CLOCK);
    return body(server);
  });
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
