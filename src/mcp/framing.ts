/**
 * How an MCP answer over HTTP is framed: one JSON body, or an event stream.
 *
 * The transport spec lets a server answer a POST with either, and every client must take both.
 * fairdraw answers with JSON unless the client ranks `text/event-stream` above `application/json`
 * in `Accept`: every tool answers at once, and plain JSON is the simplest for clients, proxies and
 * curl. The SDK answers 2026-07-28 as JSON by itself (no tool sends anything before its result);
 * its stateless serving of the 2025 revisions always opens an event stream, which ends once every
 * answer is in it, so {@linkcode asJsonAnswer} reads it to its end and gives its messages as JSON.
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

/** The headers of an event stream that a JSON answer does not carry. */
const STREAM_HEADERS = ["cache-control", "connection", "x-accel-buffering"];

/**
 * The SDK's answer as one JSON body when it is an event stream and the client does not prefer
 * one: the stream's messages (each event's `data`, one JSON text a line as the SDK writes them),
 * one object for a single message, an array for a batch. Any other answer is given as it is.
 */
export async function asJsonAnswer(
  response: Response,
  accept: string,
  batch: boolean,
): Promise<Response> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.startsWith("text/event-stream") || prefersEventStream(accept)) return response;
  const messages = (await response.text()).split("\n").filter((line) => line.startsWith("data:"))
    .map((line) => line.slice("data:".length).trim());
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  for (const name of STREAM_HEADERS) headers.delete(name);
  const body = batch ? `[${messages.join(",")}]` : messages.join("\n");
  return new Response(body, { status: response.status, headers });
}
