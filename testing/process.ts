/**
 * Helpers for tests and benchmarks that run a server in a subprocess.
 *
 * @module
 */

/** A loopback port free at the moment of asking. */
export function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr;
  listener.close();
  return port;
}

/**
 * Waits until a URL answers at all (any status), for up to `timeoutMs` (default 30 s: a
 * subprocess on a busy machine can take a while to start).
 */
export async function waitUntilUp(
  url: string,
  options: { timeoutMs?: number } = {},
): Promise<void> {
  const deadline = performance.now() + (options.timeoutMs ?? 30_000);
  while (performance.now() < deadline) {
    try {
      await (await fetch(url)).body?.cancel();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`${url} did not come up`);
}
