/**
 * A stand-in KV Connect endpoint (the protocol of `Deno.openKv("http://...")`, denokv's
 * proto/kv-connect.md) on a local port, that fails: it answers the metadata exchange (protocol
 * version 2, one strong endpoint at `/v2`), then every data request (`/v2/snapshot_read`,
 * `/v2/atomic_write`) with 503, or never; or, in mode `ok`, as an empty database that takes every
 * write (a read finds nothing, a write succeeds; it keeps nothing). Its mode can be changed.
 *
 * ```ts
 * await using kv = await startKvConnectDouble("unavailable");
 * // DENO_KV_ACCESS_TOKEN=kv.token KV_PATH=kv.url for main.ts in a subprocess
 * kv.dataCalls; kv.hanging;
 * ```
 *
 * Deno's client retries a data request that meets a 5xx forever, every 200-300 ms, and waits on
 * one that hangs forever; closing the database does not stop either. Open it through the relay
 * (src/kv/connect.ts), or in a subprocess (testing/process.ts), whose end ends them.
 *
 * @module
 */

/**
 * How data requests are answered: `unavailable` (503 at once), `hang` (no answer until closed or
 * the mode changes), `ok` (an empty database: reads find nothing, writes succeed).
 */
export type KvConnectMode = "unavailable" | "hang" | "ok";

/** A running stand-in. */
export interface KvConnectDouble extends AsyncDisposable {
  /** The URL to open (`KV_PATH`). */
  url: string;
  /** The access token it takes (`DENO_KV_ACCESS_TOKEN`). */
  token: string;
  /** Metadata exchanges received. */
  readonly metadataCalls: number;
  /** Data requests received (each retry counts). */
  readonly dataCalls: number;
  /** Data requests being held without an answer now (`hang`). */
  readonly hanging: number;
  /** Changes how data requests are answered from now on; the requests held are answered 503. */
  setMode(mode: KvConnectMode): void;
  /** Stops it, answering the requests it holds with 503. */
  close(): Promise<void>;
}

/**
 * The protobuf answers of an empty database (denokv's proto/schema/datapath.proto): a snapshot
 * read of one range that holds nothing (`ranges: [{}]`, `read_is_strongly_consistent`, `status:
 * SR_SUCCESS`), and a write that succeeded (`status: AW_SUCCESS`, a 10-byte versionstamp).
 */
const EMPTY_ANSWER: Record<string, Uint8Array<ArrayBuffer>> = {
  "/v2/snapshot_read": new Uint8Array([0x0a, 0x00, 0x20, 0x01, 0x40, 0x01]),
  "/v2/atomic_write": new Uint8Array([0x08, 0x01, 0x12, 0x0a, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]),
};

/** The database id it hands out. */
const DATABASE_ID = "8f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

/** Starts the stand-in on a free loopback port. */
export function startKvConnectDouble(initial: KvConnectMode): KvConnectDouble {
  let mode = initial;
  const token = "fairdraw-test-token";
  let metadataCalls = 0;
  let dataCalls = 0;
  let hanging = 0;
  const closing = new AbortController();
  let release = new AbortController();

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    await request.body?.cancel();
    if (request.method !== "POST") return text("method not allowed", 405);
    if (pathname === "/") {
      metadataCalls++;
      if (request.headers.get("authorization") !== `Bearer ${token}`) {
        return text("invalid access token", 401);
      }
      return Response.json({
        version: 2,
        databaseId: DATABASE_ID,
        endpoints: [{ url: "/v2", consistency: "strong" }],
        token: "data-path-token",
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
    }
    if (pathname === "/v2/snapshot_read" || pathname === "/v2/atomic_write") {
      dataCalls++;
      if (mode === "ok") return new Response(EMPTY_ANSWER[pathname]);
      if (mode === "hang" && !closing.signal.aborted) {
        hanging++;
        const held = AbortSignal.any([closing.signal, release.signal]);
        await new Promise((resolve) => held.addEventListener("abort", resolve));
        hanging--;
      }
      return text("the database is unavailable", 503);
    }
    return text("not found", 404);
  }

  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, handle);
  const close = async () => {
    closing.abort();
    // Deno 2.5's graceful shutdown can wait on a client's idle keep-alive connection for good
    // (seen in tests/draws/kv_failing_test.ts): past 2 s the double is left to the process's end.
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      server.shutdown(),
      new Promise((resolve) => timer = setTimeout(resolve, 2_000)),
    ]);
    clearTimeout(timer);
  };
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    token,
    get metadataCalls() {
      return metadataCalls;
    },
    get dataCalls() {
      return dataCalls;
    },
    get hanging() {
      return hanging;
    },
    setMode(next) {
      mode = next;
      release.abort();
      release = new AbortController();
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain" } });
}
