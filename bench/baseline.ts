/**
 * The ceiling for the benchmarks: a bare Deno.serve answering a constant JSON body to a GET.
 *
 * To a POST it answers its JSON body back, parsed and written again: the floor of what any
 * server that reads a JSON body must spend, against which the POST scenarios are also compared.
 *
 * @module
 */
const BODY = JSON.stringify({ sides: 6, count: 1, rolls: [4], total: 4, seed: "0".repeat(64) });

if (import.meta.main) {
  const port = Number(Deno.env.get("PORT") ?? "8001");
  const headers = { "content-type": "application/json; charset=utf-8" };
  Deno.serve({ port, hostname: "127.0.0.1" }, async (request) => {
    if (request.method !== "POST") return new Response(BODY, { headers });
    return new Response(JSON.stringify(await request.json()), { headers });
  });
}
