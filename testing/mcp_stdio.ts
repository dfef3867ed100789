/**
 * Closing an MCP SDK stdio client without leaving a timer behind.
 *
 * Both SDK majors' `StdioClientTransport.close()` end the child's stdin, then race the child's end
 * against a 2 s timer that they never clear: a child that ends at once, as fairdraw's servers do,
 * leaves that timer running past the test, and Deno 2.5's test sanitizer fails the test for it
 * (Deno 2.9 does not check timers). Ending the child first, as `close()` would, and waiting until
 * it has ended leaves `close()` no child to wait on (the transport forgets its child when the
 * child closes).
 *
 * @module
 */

/** What this reads of the transport's child (a node:child_process one, private to the SDK). */
interface StdioChild {
  readonly stdin: { end(): void } | null;
  kill(signal: "SIGKILL"): boolean;
  once(event: "close", listener: () => void): unknown;
}

/**
 * Ends a stdio client's child as its host would (its stdin closed), waits until it has ended, then
 * closes the client. A child still running after `timeoutMs` is killed and reported as an error:
 * the servers must end when their input does.
 */
export async function closeStdioClient(
  client: { readonly transport?: unknown; close(): Promise<void> },
  timeoutMs = 10_000,
): Promise<void> {
  const child = (client.transport as { _process?: StdioChild } | undefined)?._process;
  let ended = true;
  if (child !== undefined) {
    const closed = new Promise<void>((resolve) => child.once("close", resolve));
    let timer: ReturnType<typeof setTimeout> | undefined;
    child.stdin?.end();
    ended = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => timer = setTimeout(() => resolve(false), timeoutMs)),
    ]);
    clearTimeout(timer);
    if (!ended) {
      child.kill("SIGKILL");
      await closed;
    }
  }
  await client.close();
  if (!ended) throw new Error(`the stdio server did not end within ${timeoutMs} ms of its input`);
}
