/**
 * The app served on a loopback port in a process of its own, each request's client taken from its
 * `x-test-client` header rather than from its address: every test client connects from
 * 127.0.0.1, and the per-client limits must see several. For tests/load/fair_share_test.ts only.
 * Prints `listening <port>` once it listens.
 */
import { createApp } from "../../src/app.ts";
import { resolveConfig } from "../../src/config.ts";

const app = createApp({ config: resolveConfig((name) => Deno.env.get(name)) });
Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ port }) => console.log(`listening ${port}`),
}, (request, info) =>
  app.serve(request, {
    ...info,
    remoteAddr: {
      transport: "tcp",
      hostname: request.headers.get("x-test-client") ?? info.remoteAddr.hostname,
      port: 0,
    },
  }));
