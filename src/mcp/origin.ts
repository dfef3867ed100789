/**
 * Which browser origins the MCP endpoints take, as the MCP transport spec asks, against DNS
 * rebinding: a page of any site can have its name resolve to 127.0.0.1 and then POST to a server
 * on this machine as if from the same origin; its `Origin` still names the site.
 *
 * The rule is the same wherever the server listens: a server behind a proxy on a public address
 * is just as reachable from a page that a rebinding name points at it. A deployment that wants
 * pages of other sites to call it lists them in `MCP_ALLOWED_ORIGINS` (or sets it to `*`: the API
 * is public and keyless, so such a page could do nothing its reader could not do with curl).
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
 *
 * Taken: no `Origin` (every client that is not a browser); a loopback origin (a page served from
 * this machine, the Inspector's among them); the service's own origin (`PUBLIC_URL`); and those
 * that `MCP_ALLOWED_ORIGINS` lists, or every origin when it is `*`. Nothing else, by default: the
 * official conformance suite's `dns-rebinding-protection` scenario asks exactly this.
 */
export function createOriginCheck(
  config: Pick<Config, "publicUrl" | "mcpAllowedOrigins">,
): (origin: string | null) => void {
  if (config.mcpAllowedOrigins === "*") return () => {};
  const taken = new Set(config.mcpAllowedOrigins);
  if (config.publicUrl !== undefined && URL.canParse(config.publicUrl)) {
    taken.add(new URL(config.publicUrl).origin);
  }
  return (origin) => {
    if (origin === null) return;
    // Browsers send an origin serialized (lower case, no default port), as the list is written.
    const serialized = URL.canParse(origin) ? new URL(origin).origin : origin;
    if (taken.has(serialized) || isLocalOrigin(origin)) return;
    throw refusal(
      origin,
      "this server takes browser requests only from local origins (localhost, 127.0.0.0/8, " +
        "[::1]), from its own origin (PUBLIC_URL) and from those listed in MCP_ALLOWED_ORIGINS",
    );
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
