import { assertEquals, assertRejects } from "@std/assert";
import { freePort, waitFor, waitUntilUp } from "../../testing/process.ts";

Deno.test("freePort: a loopback port that can be listened on at once", () => {
  const port = freePort();
  const listener = Deno.listen({ hostname: "127.0.0.1", port });
  listener.close();
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
