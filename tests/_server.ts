/**
 * Test helpers: the real app on a real port.
 *
 * @module
 */
import { type AppOptions, createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";

/** A running server under test. */
export interface TestServer {
  /** The base URL, e.g. `http://127.0.0.1:43121`. */
  url: string;
  /** Stops the server and waits until it has stopped. */
  close(): Promise<void>;
}

/** Starts the app on a free loopback port, with the default configuration unless given. */
export function startServer(options: Partial<AppOptions> = {}): TestServer {
  const app = createApp({ config: resolveConfig(() => undefined), ...options });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, app.fetch);
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    close: () => server.shutdown(),
  };
}

/** POSTs a JSON body. */
export function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
