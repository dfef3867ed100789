import { assert, assertEquals, assertRejects } from "@std/assert";
import { ephemeralLow, freePort, waitFor, waitUntilUp } from "../../testing/process.ts";

Deno.test("freePort: a loopback port that can be listened on at once, never one that port 0 gives", () => {
  const low = ephemeralLow();
  // Whatever the system gives port 0 is at or above the range's start...
  const given = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  assert(given.addr.port >= low, `port 0 gave ${given.addr.port}, below ${low}`);
  given.close();
  // ...and freePort stays below it, where no server of a test beside it can be put.
  for (let i = 0; i < 20; i++) {
    const port = freePort();
    assert(port < low && port > 1024, `${port}`);
    Deno.listen({ hostname: "127.0.0.1", port }).close();
  }
});

Deno.test("waitUntilUp: waits for a server that starts late; gives up on one that never does", async () => {
  const port = freePort();
  let server: Deno.HttpServer | undefined;
  const late = setTimeout(() => {
    server = Deno.serve({ port, hostname: "127.0.0.1", onListen() {} }, () => new Response("up"));
  }, 300);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/`);
  } finally {
    clearTimeout(late);
    await server?.shutdown();
  }
  await assertRejects(
    () => waitUntilUp(`http://127.0.0.1:${freePort()}/`, { timeoutMs: 300 }),
    Error,
    "did not come up",
  );
});

Deno.test("waitFor: returns once the condition holds; names what never happened", async () => {
  let checks = 0;
  await waitFor(() => ++checks === 3, "the third check");
  assertEquals(checks, 3);
  await waitFor(() => true, "at once");
  await assertRejects(
    () => waitFor(() => false, "a thing that never holds", { timeoutMs: 20 }),
    Error,
    "never happened: a thing that never holds",
  );
});
