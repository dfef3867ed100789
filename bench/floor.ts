/**
 * The floor of fairdraw's cold start: a server that does only what fairdraw cannot start and give
 * its first dice GET without, and nothing else. It registers a cron at its top level (as Deno
 * Deploy asks), opens KV in memory, listens for SIGINT and SIGTERM, loads valibot and roll_dice's
 * module (its schemas, the seeded stream, the query reader), and answers each GET by roll_dice's
 * own `run` with fairdraw's two JSON headers: no router, no rate limit, no other header, no other
 * route, no table. bench/run.ts times its start beside fairdraw's and a bare server's, so that
 * what fairdraw's own shell costs at start can be read apart from what no server can avoid.
 *
 * Run as `PORT=8002 deno run -A bench/floor.ts`.
 *
 * @module
 */
import { SAME_HEADERS } from "./baseline.ts";
import { queryKinds, queryToInput } from "../src/http/query.ts";
import { freshSeed } from "../src/random/mod.ts";
import { rollDice } from "../src/operations/roll_dice.ts";

Deno.cron("floor", "* * * * *", () => {});

if (import.meta.main) {
  const kv = Deno.openKv(":memory:");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    Deno.addSignalListener(signal, () => Deno.exit(0));
  }
  const kinds = queryKinds(rollDice.input.entries);
  const port = Number(Deno.env.get("PORT") ?? "8002");
  Deno.serve({ port, hostname: "127.0.0.1", onListen() {} }, (request) => {
    const url = request.url;
    const mark = url.indexOf("?");
    const input = queryToInput(mark === -1 ? "" : url.slice(mark + 1), kinds);
    return new Response(JSON.stringify(rollDice.run(input, { freshSeed })), {
      headers: SAME_HEADERS,
    });
  });
  await kv;
}
