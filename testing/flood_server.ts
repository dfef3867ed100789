/**
 * The app served for a register flood (testing/flood.ts) or a heavy client beside light ones
 * (testing/fair_share.ts) in a process of its own, so that the load's own work (in the test's
 * process) does not share the server's event loop: configured from the environment as main.ts
 * is, KV in memory, the clock fixed at `FLOOD_NOW` (ms since the epoch), and the client's address
 * taken from the `x-flood-from` header when it is there (one machine cannot send from thousands of
 * addresses). A test harness only: never a way to run the service.
 *
 * @module
 */
import { createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";

const config = resolveConfig((name) => Deno.env.get(name));
const now = Number(Deno.env.get("FLOOD_NOW"));
const app = createApp({ config, now: () => now, log: () => {} });
Deno.serve({ port: config.port, hostname: config.hostname, onListen() {} }, (request, info) => {
  const from = request.headers.get("x-flood-from");
  const remoteAddr = from === null ? info.remoteAddr : { ...info.remoteAddr, hostname: from };
  return app.serve(request, { ...info, remoteAddr });
});
