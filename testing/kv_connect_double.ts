/**
 * A stand-in KV Connect endpoint (the protocol of `Deno.openKv("http://...")`, denokv's
 * proto/kv-connect.md) on a local port, that fails: it answers the metadata exchange (protocol
 * version 2, one strong endpoint at `/v2`), then every data request (`/v2/snapshot_read`,
 * `/v2/atomic_write`) with 503, or never. It speaks no protobuf: no data request ever succeeds.
 *
 * ```ts
 * await using kv = await startKvConnectDouble("unavailable");
 * // DENO_KV_ACCESS_TOKEN=kv.token KV_PATH=kv.url for main.ts in a subprocess
 * kv.dataCalls; kv.hanging;
 * ```
 *
 * Deno's client retries a data request that meets a 5xx forever, every 200-300 ms, and waits on
 * one that hangs forever; closing the database does not stop either. Open it in a subprocess
 * (testing/process.ts), whose end ends them, rather than in the test's own process.
 *
 * @module
 */

/** How data requests are answered: `unavailable` (503 at once) or `hang` (no answer until closed). */
export type KvConnectMode = "unavailable" | "hang";

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
  /** Stops it, answering the requests it holds with 503. */
  close(): Promise<void>;
}

/** The database id it hands out. */
const DATABASE_ID = "8f1c2e4a-5b6d-4e7f-8a9b-0c1d2e3f4a5b";

/** Starts the stand-in on a free loopback port. */
export function startKvConnectDouble(mode: KvConnectMode): KvConnectDouble {
  const token = "fairdraw-test-token";
  let metadataCalls = 0;
  let dataCalls = 0;
  let hanging = 0;
  const closing = new AbortController();

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
      if (mode === "hang" && !closing.signal.aborted) {
        hanging++;
        await new Promise((resolve) => closing.signal.addEventListener("abort", resolve));
        hanging--;
      }
      return text("the database is unavailable", 503);
    }
    return text("not found", 404);
  }

  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, handle);
  const close = async () => {
    closing.abort();
    await server.shutdown();
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
    close,
    [Symbol.asyncDispose]: close,
  };
}

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain" } });
}
