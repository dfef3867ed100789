/**
 * The ceilings for the benchmarks: a bare `Deno.serve` that does nothing but answer.
 *
 * - `GET /`: a constant 117-byte JSON body with only a content type, the bare server the
 *   benchmarks have always been held against (kept for continuity).
 * - `GET` of any other path and query: the bytes fairdraw answers to the same path and query, with
 *   the same headers (its content type, `Cache-Control`, CORS, `nosniff`, and a request id made as
 *   fairdraw makes one), read at start from the JSON file named by `ANSWERS` (an object of
 *   `{ body, headers }` by path and query). Nothing can answer those bytes faster, so this is the
 *   honest ceiling of a GET.
 * - `POST`: its JSON body parsed and written back, with the headers of a fairdraw POST's answer:
 *   the floor of what any server that reads a JSON body and writes JSON must spend.
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

/**
 * The headers of a fairdraw JSON answer to a POST, besides its request id (bench/run.ts checks
 * them against fairdraw's own).
 */
export const SAME_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "Retry-After, X-Request-Id, RateLimit, RateLimit-Policy",
  "x-content-type-options": "nosniff",
};

/** The headers of a fairdraw JSON answer over 1 KB to a POST, which may be compressed. */
const SAME_HEADERS_LARGE: Readonly<Record<string, string>> = {
  ...SAME_HEADERS,
  vary: "Accept-Encoding",
};

/** The headers of a fairdraw answer to a POST with this body, besides its request id. */
export function echoHeaders(body: string): Readonly<Record<string, string>> {
  return body.length > 1024 ? SAME_HEADERS_LARGE : SAME_HEADERS;
}

/** The headers an answer has but that differ from one answer to the next, left out of checks. */
export const PER_ANSWER = new Set(["date", "content-length", "x-request-id"]);

if (import.meta.main) {
  const port = Number(Deno.env.get("PORT") ?? "8001");
  const answersFile = Deno.env.get("ANSWERS");
  const answers = new Map<string, { body: string; headers: Record<string, string> }>(
    answersFile === undefined ? [] : Object.entries(JSON.parse(Deno.readTextFileSync(answersFile))),
  );
  const bareHeaders = { "content-type": "application/json; charset=utf-8" };
  // A request id as fairdraw makes one: a process prefix and a count.
  const prefix = "0123456789abcdef";
  let made = 0;
  Deno.serve({ port, hostname: "127.0.0.1", onListen: () => {} }, async (request) => {
    const id = `${prefix}-${(++made).toString(36)}`;
    if (request.method === "POST") {
      const body = JSON.stringify(await request.json());
      return new Response(body, { headers: { ...echoHeaders(body), "x-request-id": id } });
    }
    const url = request.url;
    const target = url.slice(url.indexOf("/", url.indexOf("://") + 3));
    if (target === "/") return new Response(BARE_BODY, { headers: bareHeaders });
    const answer = answers.get(target);
    if (answer === undefined) return new Response("no such answer", { status: 404 });
    return new Response(answer.body, { headers: { ...answer.headers, "x-request-id": id } });
  });
}
