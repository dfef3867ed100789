/**
 * Which browser origins the MCP endpoints take, as the MCP transport spec asks, against DNS
 * rebinding: a page of any site can have its name resolve to 127.0.0.1 and then POST to a server
 * on this machine as if from the same origin; its `Origin` still names the site.
 *
 * A server that listens on a loopback address takes requests without `Origin` (every client that
 * is not a browser), local origins, and the origins listed in `MCP_ALLOWED_ORIGINS`; `*`, the
 * default, adds none there. A server that listens publicly takes the origins of
 * `MCP_ALLOWED_ORIGINS`, all by default: the API is public and keyless, so a page on another site
 * can do nothing through it that its reader could not do with curl.
 *
 * @module
 */
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";

/** How much of a refused `Origin` its answer quotes. */
const QUOTED_LIMIT = 100;

/**
 * Whether a host names this machine: `localhost` and its subdomains (RFC 6761; browsers resolve
 * them to loopback themselves), 127.0.0.0/8, and ::1, in any of their spellings.
 */
export function isLoopbackHost(host: string): boolean {
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  if (!URL.canParse(`http://${bracketed}`)) return false;
  const { hostname } = new URL(`http://${bracketed}`);
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" ||
    /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/**
 * The check of the MCP endpoints: given a request's `Origin` (null when it has none), it returns
 * when the origin is taken and throws the 403 `origin_not_allowed` otherwise.
 */
export function createOriginCheck(
  config: Pick<Config, "hostname" | "mcpAllowedOrigins">,
): (origin: string | null) => void {
  const loopback = isLoopbackHost(config.hostname);
  const listed = config.mcpAllowedOrigins === "*" ? undefined : new Set(config.mcpAllowedOrigins);
  return (origin) => {
    if (origin === null) return;
    // Browsers send an origin serialized (lower case, no default port), as the list is written.
    const serialized = URL.canParse(origin) ? new URL(origin).origin : origin;
    if (loopback) {
      if (isLocalOrigin(origin) || listed?.has(serialized)) return;
      throw refusal(
        origin,
        `this server listens on ${config.hostname}, a loopback address, and takes only local ` +
          "origins (localhost, 127.0.0.0/8, [::1]) and those listed in MCP_ALLOWED_ORIGINS",
      );
    }
    if (listed === undefined || listed.has(serialized)) return;
    throw refusal(origin, "it is not in MCP_ALLOWED_ORIGINS");
  };
}

function isLocalOrigin(origin: string): boolean {
  return URL.canParse(origin) && isLoopbackHost(new URL(origin).hostname);
}

function refusal(origin: string, reason: string): HttpError {
  // A header value is a byte string, one character a byte, so any cut leaves whole characters.
  const quoted = origin.length > QUOTED_LIMIT ? `${origin.slice(0, QUOTED_LIMIT)}...` : origin;
  return new HttpError("origin_not_allowed", `the origin ${quoted} is not allowed: ${reason}`);
}
