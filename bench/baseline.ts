/**
 * The ceiling for the benchmarks: a bare Deno.serve answering a constant JSON body.
 *
 * @module
 */
const BODY = JSON.stringify({ sides: 6, count: 1, rolls: [4], total: 4, seed: "0".repeat(64) });

if (import.meta.main) {
  const port = Number(Deno.env.get("PORT") ?? "8001");
  Deno.serve(
    { port, hostname: "127.0.0.1" },
    () => new Response(BODY, { headers: { "content-type": "application/json; charset=utf-8" } }),
  );
}
