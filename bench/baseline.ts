/**
 * The ceiling for the benchmarks: a bare Deno.serve answering a constant JSON body to a GET.
 *
 * To a POST it answers its JSON body back, parsed and written again: the floor of what any
 * server that reads a JSON body must spend, against which the POST scenarios are also compared.
 * To `GET /?bytes=N` it answers a constant JSON body of N bytes: the ceiling for an answer of
 * that size, since the size of an answer alone moves a bare server's rate a long way.
 *
 * @module
 */
const BODY = JSON.stringify({ sides: 6, count: 1, rolls: [4], total: 4, seed: "0".repeat(64) });

if (import.meta.main) {
  const port = Number(Deno.env.get("PORT") ?? "8001");
  const headers = { "content-type": "application/json; charset=utf-8" };
  const sized = new Map<number, string>();
  Deno.serve({ port, hostname: "127.0.0.1" }, async (request) => {
    if (request.method === "POST") {
      return new Response(JSON.stringify(await request.json()), { headers });
    }
    const bytes = Number(new URL(request.url).searchParams.get("bytes") ?? "0");
    if (bytes <= BODY.length) return new Response(BODY, { headers });
    let body = sized.get(bytes);
    if (body === undefined) {
      body = JSON.stringify({ padding: "x".repeat(bytes - 14) }); // {"padding":""} is 14 bytes
      sized.set(bytes, body);
    }
    return new Response(body, { headers });
  });
}
