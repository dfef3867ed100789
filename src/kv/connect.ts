/**
 * Opening KV, and the relay that KV Connect (a `KV_PATH` that is an http(s) URL) is opened
 * through, so that no KV call outlives its second.
 *
 * Deno's KV Connect client retries a data call that meets a 5xx or a network error forever, every
 * 200-300 ms, and waits on one that hangs forever; closing the database stops neither. It gives a
 * 4xx up at once. So KV Connect is opened at a relay on a loopback port, which passes the metadata
 * exchange and each data call on to the real endpoint, tries a call that meets a 5xx or a network
 * error again (three tries in all, within the call's time), and answers 503 (the client's
 * retries) never: past {@linkcode RELAY_CALL_MS}, or after its tries, it answers 400, which ends
 * the client's call with an error. The retries are the relay's, bounded; nothing goes on once
 * requests stop.
 *
 * @module
 */

/** The longest one KV Connect call is given, retries included, in ms: the KV policy's 1 s. */
export const RELAY_CALL_MS = 1000;
/** A call that met a 5xx or a network error is tried again after this long, while time is left. */
const RELAY_RETRY_MS = 100;
/** A call is tried at most this many times: a KV that keeps answering 5xx is failing, said soon. */
const RELAY_ATTEMPTS = 3;

/** Whether a KV_PATH is a KV Connect URL. */
export function isKvConnectUrl(path: string | undefined): path is string {
  return path !== undefined && /^https?:\/\//i.test(path);
}

/**
 * Opens KV at `path` (a file, `:memory:`, a KV Connect URL, or Deno's default when undefined); a
 * KV Connect URL is opened through a relay of its own (see the module's note). Errors of
 * `Deno.openKv` are thrown as they are.
 */
export async function openKvRelayed(path: string | undefined): Promise<Deno.Kv> {
  if (!isKvConnectUrl(path)) return await Deno.openKv(path);
  const relay = startKvRelay(path);
  try {
    const kv = await Deno.openKv(relay.url);
    // The relay serves this database alone: closing the database stops it too, rather than leave
    // a server listening with no client (a test opens and closes many).
    const closeKv = kv.close.bind(kv);
    kv.close = () => {
      closeKv();
      void relay.close();
    };
    return kv;
  } catch (error) {
    await relay.close();
    throw error;
  }
}

/** A running relay. */
export interface KvRelay {
  /** The loopback URL to open instead of the endpoint's. */
  url: string;
  /** Stops it. */
  close(): Promise<void>;
}

/** An endpoint of the metadata exchange, as the client is told it. */
interface Endpoint {
  url: string;
  consistency?: string;
}

/**
 * Starts a relay to the KV Connect endpoint at `upstream` on a free loopback port, with
 * `fetch` (tests pass their own) and each call given `callMs`. It does not keep the process alive.
 */
export function startKvRelay(
  upstream: string,
  options: { fetch?: typeof fetch; callMs?: number } = {},
): KvRelay {
  const fetcher = options.fetch ?? fetch;
  const callMs = options.callMs ?? RELAY_CALL_MS;
  /** The absolute URL of each data endpoint, by its index in the last metadata answer. */
  let endpoints: string[] = [];

  async function handle(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    const body = await request.arrayBuffer();
    if (pathname === "/") {
      const answer = await call(upstream, request, body);
      if (!answer.ok) return answer;
      const metadata = await answer.json() as { endpoints?: Endpoint[] };
      if (Array.isArray(metadata.endpoints)) {
        endpoints = metadata.endpoints.map((endpoint) => new URL(endpoint.url, upstream).href);
        const here = new URL(request.url).origin;
        metadata.endpoints = metadata.endpoints.map((endpoint, i) => ({
          ...endpoint,
          url: `${here}/e/${i}`,
        }));
      }
      return Response.json(metadata);
    }
    const match = /^\/e\/([0-9]+)(\/.*)$/.exec(pathname);
    const base = match === null ? undefined : endpoints[Number(match[1])];
    if (base === undefined) return refuse("no such endpoint");
    return await call(base.replace(/\/$/, "") + match![2], request, body);
  }

  /** One call to the endpoint, tried again on a 5xx or a network error while time is left. */
  async function call(url: string, request: Request, body: ArrayBuffer): Promise<Response> {
    const end = performance.now() + callMs;
    const headers = new Headers(request.headers);
    for (const name of ["host", "content-length", "connection"]) headers.delete(name);
    let reason = "";
    for (let attempt = 1; attempt <= RELAY_ATTEMPTS && performance.now() < end; attempt++) {
      const signal = AbortSignal.timeout(Math.max(1, end - performance.now()));
      try {
        const answer = await fetcher(url, {
          method: request.method,
          headers,
          body: request.method === "GET" ? undefined : body,
          signal,
        });
        if (answer.status < 500) return answer;
        reason = `status ${answer.status}`;
        await answer.body?.cancel();
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
      const wait = Math.min(RELAY_RETRY_MS, end - performance.now());
      if (wait > 0 && attempt < RELAY_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
    return refuse(`no answer within ${callMs} ms (${reason || "timed out"})`);
  }

  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, handle);
  server.unref();
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    close: () => server.shutdown(),
  };
}

/** A 4xx: the KV Connect client gives the call up at once rather than retrying it forever. */
function refuse(reason: string): Response {
  return new Response(`fairdraw KV relay: ${reason}`, {
    status: 400,
    headers: { "content-type": "text/plain" },
  });
}
