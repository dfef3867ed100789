/**
 * The ceilings for the benchmarks: a bare `Deno.serve` that does nothing but answer.
 *
 * - `GET /`: a constant 117-byte JSON body with only a content type, the bare server the
 *   benchmarks have always been held against (kept for continuity).
 * - `GET` of any other path and query: the bytes fairdraw answers to the same path and query, with
 *   the same headers (`application/json; charset=utf-8` and `access-control-allow-origin: *`),
 *   read at start from the JSON file named by `ANSWERS` (an object of body by path and query).
 *   Nothing can answer those bytes faster, so this is the honest ceiling of a GET.
 * - `POST`: its JSON body parsed and written back, with the same headers: the floor of what any
 *   server that reads a JSON body and writes JSON must spend.
 *
 * Run as `PORT=8001 ANSWERS=answers.json deno run -A bench/baseline.ts`.
 *
 * @module
 */

/** The 117-byte body of the bare baseline: a dice answer's shape. */
const BARE_BODY = JSON.stringify({
  sides: 6,
  count: 1,
  rolls: [4],
  total: 4,
  seed: "0".repeat(64),
});

/** The headers of every fairdraw JSON answer. */
export const SAME_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "application/json; charset=utf-8",
  "access-control-allow-origin": "*",
};

if (import.meta.main) {
  const port = Number(Deno.env.get("PORT") ?? "8001");
  const answersFile = Deno.env.get("ANSWERS");
  const answers = new Map<string, string>(
    answersFile === undefined ? [] : Object.entries(JSON.parse(Deno.readTextFileSync(answersFile))),
  );
  const bareHeaders = { "content-type": "application/json; charset=utf-8" };
  Deno.serve({ port, hostname: "127.0.0.1", onListen: () => {} }, async (request) => {
    if (request.method === "POST") {
      return new Response(JSON.stringify(await request.json()), { headers: SAME_HEADERS });
    }
    const url = request.url;
    const target = url.slice(url.indexOf("/", url.indexOf("://") + 3));
    if (target === "/") return new Response(BARE_BODY, { headers: bareHeaders });
    const body = answers.get(target);
    if (body === undefined) return new Response("no such answer", { status: 404 });
    return new Response(body, { headers: SAME_HEADERS });
  });
}
