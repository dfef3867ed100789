/**
 * The protocol revisions the servers serve, named wherever a client is told which there are.
 *
 * The SDK names only 2026-07-28 in a `server/discover` result and in the
 * `UnsupportedProtocolVersion` error (-32022), as the 2025 revisions are agreed through
 * `initialize`, and only those in the 2025 transport's refusal of a version header (-32000, in
 * words); but a client told which revisions a server supports, "to choose one for use in
 * subsequent requests" (the schema's words), must learn of every one it may choose: those three
 * answers name them all, 2026-07-28 first.
 *
 * @module
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/server";

/** The revision without `initialize`, which carries its version in each request. */
export const MODERN_PROTOCOL_VERSION = "2026-07-28";

/** Every revision served, the newest first: 2026-07-28, then those `initialize` agrees on. */
export const SERVED_PROTOCOL_VERSIONS: readonly string[] = [
  MODERN_PROTOCOL_VERSION,
  ...SUPPORTED_PROTOCOL_VERSIONS,
];

/** The JSON-RPC code of the UnsupportedProtocolVersion error. */
const UNSUPPORTED_PROTOCOL_VERSION = -32022;

/** The list of versions in the 2025 transport's words for a version header it does not serve. */
const SUPPORTED_IN_WORDS = /\(supported versions: [^)]*\)$/;

/**
 * A JSON-RPC message as it goes to the client, with every served revision named where the SDK
 * names them: a result's `supportedVersions` (server/discover), the -32022 error's
 * `data.supported` and the list ending a -32000 refusal of a version header. Any other message is
 * given back as it is.
 */
export function namingServedVersions<T>(message: T): T {
  if (typeof message !== "object" || message === null) return message;
  const { result, error } = message as { result?: unknown; error?: unknown };
  if (isObject(result) && Array.isArray(result.supportedVersions)) {
    return { ...message, result: { ...result, supportedVersions: [...SERVED_PROTOCOL_VERSIONS] } };
  }
  if (isObject(error) && error.code === UNSUPPORTED_PROTOCOL_VERSION && isObject(error.data)) {
    const data = { ...error.data, supported: [...SERVED_PROTOCOL_VERSIONS] };
    return { ...message, error: { ...error, data } };
  }
  if (isObject(error) && error.code === -32000 && typeof error.message === "string") {
    const words = `(supported versions: ${SERVED_PROTOCOL_VERSIONS.join(", ")})`;
    const named = error.message.replace(SUPPORTED_IN_WORDS, words);
    if (named !== error.message) return { ...message, error: { ...error, message: named } };
  }
  return message;
}

/**
 * An HTTP answer of the SDK with every served revision named (see
 * {@linkcode namingServedVersions}): read only where such an answer can be, a 400 (the -32022
 * refusal) or the answer to a server/discover.
 */
export async function answerNamingServedVersions(
  response: Response,
  discover: boolean,
): Promise<Response> {
  if (response.status !== 400 && !discover) return response;
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) return response;
  const text = await response.text();
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const named = namingServedVersions(message);
  const body = named === message ? text : JSON.stringify(named);
  return new Response(body, response);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
