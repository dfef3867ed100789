/**
 * The register's log over HTTP, as C2SP tlog-tiles (height 8) under `/api/v1/log/`: the latest
 * checkpoint, hash tiles, entry bundles and the log's verifier key; and what the HTTP face adds to
 * the register: who may POST to it from a browser, and the register's log signer.
 *
 * @module
 */
import type { Config } from "../config.ts";
import type { RegisterBudget } from "../giveaway/budget.ts";
import type { RegisterOptions } from "../giveaway/register.ts";
import {
  compress,
  COMPRESS_ABOVE_BYTES,
  loadCompression,
  preferredCoding,
} from "../http/compression.ts";
import { asHttpError, HttpError } from "../http/errors.ts";
import { createOriginCheck } from "../mcp/origin.ts";
import type { Context, Operation } from "../operations/mod.ts";
import type { RequestContext, Route } from "../router.ts";
import { logOrigin } from "./origin.ts";
import { TILE_WIDTH } from "./store.ts";
import { witnessCosign } from "./witness_routes.ts";

/** Where the log is served. */
export const LOG_PATH = "/api/v1/log";

/** The register's path, which browsers of other origins may not POST to. */
const REGISTER_PATH = "/api/v1/giveaways";

/** Full tiles never change. */
export const CACHE_TILE = "public, max-age=31536000, immutable";
/** A partial tile may be replaced by a wider one, and need not be kept. */
export const CACHE_PARTIAL_TILE = "public, max-age=60";

/** The highest tile level served: level 6 is tree level 48, past any size KV will hold. */
const MOST_LEVEL = 6;

/** A tile a path names: a hash tile of a level, or an entry bundle (`level` "entries"). */
export interface TilePath {
  /** The tile level (0 up), or `entries`. */
  level: number | "entries";
  /** The tile's index at its level. */
  n: number;
  /** Its width: 256 for a full tile, 1 to 255 for a partial one. */
  width: number;
}

/**
 * Reads what follows `tile/` in a path, strictly (C2SP tlog-tiles): `<L>/<N>[.p/<W>]` or
 * `entries/<N>[.p/<W>]`, N in groups of three digits, all but the last after an `x`, with no
 * group of leading zeros; L and W decimal without leading zeros, W from 1 to 255. A sentence
 * saying what is wrong otherwise.
 */
export function parseTilePath(rest: string): TilePath | string {
  const match = /^(entries|0|[1-9][0-9]?)\/((?:x[0-9]{3}\/)*[0-9]{3})(?:\.p\/([1-9][0-9]{0,2}))?$/
    .exec(rest);
  if (match === null) {
    return "a tile path is tile/<L>/<N>[.p/<W>] or tile/entries/<N>[.p/<W>], N in groups of " +
      "three digits (x001/x234/067)";
  }
  const [, levelText, nText, widthText] = match as unknown as [string, string, string, string?];
  const groups = nText.split("/");
  if (groups.length > 1 && groups[0] === "x000") return "N must not start with a group of zeros";
  const n = Number(groups.map((group) => group.replace("x", "")).join(""));
  const width = widthText === undefined ? TILE_WIDTH : Number(widthText);
  if (widthText !== undefined && width >= TILE_WIDTH) {
    return `a partial tile's width must be 1 to ${TILE_WIDTH - 1}`;
  }
  const level = levelText === "entries" ? "entries" : Number(levelText);
  return { level, n, width };
}

function bytesAnswer(
  bytes: Uint8Array,
  cacheControl: string,
  more: Record<string, string> = {},
): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { "content-type": "application/octet-stream", "cache-control": cacheControl, ...more },
  });
}

/**
 * The largest entry bundle compressed: compressing holds the thread in proportion to the size
 * (bench/README.md), and a full bundle may reach 16 MiB (256 leaves of up to 64 KiB); a larger one
 * goes as it is, so that no reader can hold the instance for long with one request.
 */
export const COMPRESS_BUNDLES_UP_TO = 2 * 1024 * 1024;

/**
 * An entry bundle, compressed at the HTTP layer for a client that accepts it, as tlog-tiles asks
 * (hash tiles are random bytes, and go as they are). Compressed whole, so that it has a length.
 */
export async function bundleAnswer(
  request: Request,
  bytes: Uint8Array,
  cacheControl: string,
): Promise<Response> {
  const vary = { vary: "Accept-Encoding" };
  const coding = bytes.length > COMPRESS_ABOVE_BYTES && bytes.length <= COMPRESS_BUNDLES_UP_TO
    ? preferredCoding(request.headers.get("accept-encoding"))
    : null;
  if (coding === null) return bytesAnswer(bytes, cacheControl, vary);
  await loadCompression();
  return bytesAnswer(compress(bytes, coding), cacheControl, {
    ...vary,
    "content-encoding": coding,
  });
}

function textAnswer(text: string, cacheControl: string): Response {
  return new Response(text, {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": cacheControl },
  });
}

/** The log's routes: checkpoint, key and tiles, read through the context's register. */
export function logRoutes(context: Context, _config: Pick<Config, "publicUrl">): Route[] {
  const log = () => {
    if (context.register === undefined) {
      throw new HttpError("register_unavailable", "the giveaway register is not available here", {
        headers: { "retry-after": "60" },
      });
    }
    return context.register.log;
  };
  return [
    {
      path: `${LOG_PATH}/checkpoint`,
      methods: { GET: async () => textAnswer(await log().checkpoint(), "no-store") },
    },
    {
      path: `${LOG_PATH}/key`,
      methods: { GET: async () => textAnswer(`${await log().vkey()}\n`, "public, max-age=300") },
    },
    {
      path: `${LOG_PATH}/tile/*`,
      methods: {
        GET: async (request, target) => {
          const rest = target.pathname.slice(`${LOG_PATH}/tile/`.length);
          const tile = parseTilePath(rest);
          if (typeof tile === "string") {
            throw new HttpError("invalid_argument", `${tile}; got tile/${rest.slice(0, 100)}`, {
              field: "path",
            });
          }
          // A tile past 2^53 leaves, or above the highest level, is well named but cannot exist.
          const bytes = !Number.isSafeInteger(tile.n * TILE_WIDTH + tile.width)
            ? undefined
            : tile.level === "entries"
            ? await log().entryBundle(tile.n, tile.width)
            : tile.level > MOST_LEVEL
            ? undefined
            : await log().hashTile(tile.level, tile.n, tile.width);
          if (bytes === undefined) {
            throw new HttpError("not_found", `the log has no tile ${rest} (yet)`);
          }
          const cache = tile.width === TILE_WIDTH ? CACHE_TILE : CACHE_PARTIAL_TILE;
          return tile.level === "entries"
            ? await bundleAnswer(request, bytes, cache)
            : bytesAnswer(bytes, cache);
        },
      },
    },
  ];
}

/** How many registrations an instance works on at once; more wait their turn. */
export const REGISTER_IN_FLIGHT = 2;

/** How many registrations may wait for a turn; past that they are refused at once (503). */
export const REGISTER_WAITING = 64;

/** What the gate says of a request: refused, or let through (with what ends its turn). */
export type GateVerdict = HttpError | (() => void) | undefined;

/**
 * The register's gate, one per instance, shared by every face that registers: HTTP's POST to the
 * register (checked before the path is routed, before any body is read) and the MCP servers'
 * announce_giveaway calls (each call, a batch's too), so that neither face can go round the other's
 * pace and turns.
 *
 * The rules, for each registration: a browser page of another origin than the service's own
 * (`PUBLIC_URL`) or a loopback one may not register (403 `origin_not_allowed`), nor be granted
 * the register's POST in preflight, so that no page can make its visitors register for it
 * (clients that send no `Origin`, not browsers, are not concerned); a client whose budget, or
 * everyone's, this instance knows is spent is refused (429 or 503); the instance's pace is kept
 * (503); and at most {@linkcode REGISTER_IN_FLIGHT} registrations are worked on at once, up to
 * {@linkcode REGISTER_WAITING} more waiting their turn in order, the rest refused (503
 * `register_unavailable`, Retry-After 1): a flood of large bodies cannot starve other requests.
 */
export interface RegisterGate {
  /**
   * The HTTP face's check, before routing: the refusal, or what to call once the answer is made
   * (undefined for requests other than the register's POST and preflight).
   */
  (
    request: Request,
    ctx: Pick<RequestContext, "pathname" | "client">,
  ): GateVerdict | Promise<GateVerdict>;
  /** Whether a call of an operation is a registration (announce_giveaway: a POST to the register). */
  covers(operation: Pick<Operation, "path" | "readOnly">): boolean;
  /**
   * One registration's turn, by a client (`clientKey`) whose request came with `origin`: the
   * refusal, or what to call once it is done.
   */
  enter(origin: string | null, client: string | undefined): GateVerdict | Promise<GateVerdict>;
}

/** Makes an instance's {@linkcode RegisterGate}. */
export function registerGate(config: Pick<Config, "publicUrl">, context: Context): RegisterGate {
  const check = createOriginCheck({ publicUrl: config.publicUrl, mcpAllowedOrigins: [] });
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The turn passes on as it is; with none waiting it is given back.
    if (next === undefined) inFlight--;
    else next();
  };
  const originRefusal = (origin: string | null): HttpError | undefined => {
    try {
      check(origin);
      return undefined;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const quoted = JSON.stringify(origin!.slice(0, 100));
      return new HttpError(
        "origin_not_allowed",
        `the register takes no registration from a page of the origin ${quoted}: only from the ` +
          "service's own (PUBLIC_URL), from loopback ones, or from clients that are not browsers",
      );
    }
  };
  const enter: RegisterGate["enter"] = (origin, client) => {
    const refusedOrigin = originRefusal(origin);
    if (refusedOrigin !== undefined) return refusedOrigin;
    const refused = context.register?.admit(client);
    if (refused instanceof Error) return asHttpError(refused);
    if (refused !== undefined) {
      return new HttpError(
        "register_unavailable",
        "the register starts only so many registrations a second, and has its hands full; try " +
          `again in ${refused.pace} s`,
        // Closed: a refused body is not read, nor drained from the connection.
        { headers: { "retry-after": String(refused.pace), "connection": "close" } },
      );
    }
    if (inFlight < REGISTER_IN_FLIGHT) {
      inFlight++;
      return release;
    }
    if (waiting.length >= REGISTER_WAITING) {
      return new HttpError(
        "register_unavailable",
        `the register has ${REGISTER_IN_FLIGHT + REGISTER_WAITING} registrations in hand ` +
          "already; try again in 1 s",
        { headers: { "retry-after": "1", "connection": "close" } },
      );
    }
    return new Promise((resolve) => waiting.push(() => resolve(release)));
  };
  const gate = (
    request: Request,
    { pathname, client }: Pick<RequestContext, "pathname" | "client">,
  ) => {
    if (request.method !== "POST" && request.method !== "OPTIONS") return undefined;
    if (pathname !== REGISTER_PATH) return undefined;
    const origin = request.headers.get("origin");
    return request.method === "POST" ? enter(origin, client) : originRefusal(origin);
  };
  return Object.assign(gate, {
    enter,
    covers: (operation: Pick<Operation, "path" | "readOnly">) =>
      !operation.readOnly && operation.path === REGISTER_PATH,
  });
}

/** The register's log signer (and the witnesses' cosigning) from the configuration. */
export function registerOptions(
  config: Pick<Config, "publicUrl" | "registerSigningKey" | "logWitnesses">,
  budget?: RegisterBudget,
): RegisterOptions {
  const origin = logOrigin(config.publicUrl);
  return {
    budget,
    cosign: witnessCosign(config.logWitnesses),
    signer: async (db) =>
      (await import("./signer.ts")).logSigner(db, origin, config.registerSigningKey),
  };
}
