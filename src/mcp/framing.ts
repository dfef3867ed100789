/**
 * How an MCP answer over HTTP is framed: one JSON body, or an event stream.
 *
 * The transport spec lets a server answer a POST with either, and every client must take both.
 * fairdraw answers with JSON unless the client ranks `text/event-stream` above `application/json`
 * in `Accept`: every tool answers at once, and plain JSON is the simplest for clients, proxies and
 * curl. The SDK answers 2026-07-28 as JSON by itself (no tool sends anything before its result);
 * the 2025 revisions' transport is asked for JSON (src/mcp/http.ts), whose answer to a batch of
 * one request {@linkcode asBatchAnswer} makes an array.
 *
 * @module
 */

/** Whether `Accept` ranks `text/event-stream` strictly above `application/json`. */
export function prefersEventStream(accept: string): boolean {
  if (accept !== lastAccept) {
    lastPrefers = qualityOf(accept, "text/event-stream") > qualityOf(accept, "application/json");
    lastAccept = accept;
  }
  return lastPrefers;
}

/** The last `Accept` read and its reading: a client sends the same one with every call. */
let lastAccept: string | undefined;
let lastPrefers = false;

/** The quality (`q`) that `Accept` gives a media type named in it; 0 when it is not named. */
function qualityOf(accept: string, mediaType: string): number {
  let quality = 0;
  for (const range of accept.split(",")) {
    const [type, ...parameters] = range.split(";").map((part) => part.trim().toLowerCase());
    if (type !== mediaType) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(value)) quality = Math.max(quality, value);
  }
  return quality;
}

/**
 * The answer to a batch as JSON-RPC has it: an array, even of one answer. The SDK's JSON answer
 * to a batch of one request is that answer alone. A refusal of the whole batch (one error, not
 * 200), a notification's 202 and an event stream are given as they are.
 */
export async function asBatchAnswer(response: Response): Promise<Response> {
  const json = (response.headers.get("content-type") ?? "").startsWith("application/json");
  if (response.status !== 200 || !json) return response;
  const text = await response.text();
  return new Response(text.startsWith("[") ? text : `[${text}]`, response);
}
