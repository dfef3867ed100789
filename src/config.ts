/**
 * Configuration: the environment, read once at start-up into a complete object.
 *
 * @module
 */
import { readKeyText } from "./log/key_text.ts";
import { logOrigin } from "./log/origin.ts";

/** Everything the service is configured by. */
export interface Config {
  /** The port to listen on. */
  port: number;
  /** The address to listen on (`HOST`; `HOSTNAME` is not read: containers set it to their name). */
  hostname: string;
  /**
   * The service's public origin (`PUBLIC_URL`), as a browser writes it (`https://fairdraw.example`),
   * for absolute links and the MCP Origin rule; never taken from a request's `Host`.
   */
  publicUrl: string | undefined;
  /** Where Deno KV lives: a path, `:memory:`, a URL, or undefined for Deno.openKv()'s default. */
  kvPath: string | undefined;
  /** The base of the kr645 source. */
  kr645SourceUrl: string;
  /** The base of the powerball and megamillions source. */
  nyOpenDataUrl: string;
  /** The app token sent as `X-App-Token` to the NY source, when set. */
  nyOpenDataAppToken: string | undefined;
  /** The longest wait for one upstream answer, in milliseconds. */
  sourceTimeoutMs: number;
  /**
   * The most calls in flight to each source of past draws from this instance
   * (`SOURCE_CONCURRENCY`); the rest wait for a free slot within their time limit.
   */
  sourceConcurrency: number;
  /** Requests one client may make per minute on average (bursts up to as many); 0 for no limit. */
  rateLimitPerMinute: number;
  /** The longest any one request may take, body included, in milliseconds. */
  requestTimeoutMs: number;
  /**
   * The browser origins the MCP endpoints take (`Origin`) besides local ones and `publicUrl`'s,
   * each as `scheme://host[:port]`, or `*` for all. None by default.
   */
  mcpAllowedOrigins: "*" | readonly string[];
  /**
   * Whether the latest draws are refreshed on a schedule (`REFRESH_SCHEDULE`: `on` or `off`);
   * on by default on Deno Deploy (where `DENO_DEPLOY` is `true`, or, as Deploy Classic did,
   * `DENO_DEPLOYMENT_ID` is set), off elsewhere.
   */
  refreshSchedule: boolean;
  /**
   * Whether each request is logged as one JSON line on stdout (`ACCESS_LOG`: `on` or `off`, off by
   * default): its request id, method, route, status, duration and draw cache outcome.
   */
  accessLog: boolean;
  /**
   * Whether Deno's OpenTelemetry is on (`OTEL_DENO=true`, read by Deno itself): then each request's
   * span is named by its route and carries the operation, whether it was seeded and the draw
   * cache outcome.
   */
  tracing: boolean;
  /**
   * The witnesses the register asks to cosign each new checkpoint of its log (`LOG_WITNESSES`):
   * each a witness's verifier key (type 0x04) and its URL prefix, to which `add-checkpoint` is
   * added (c2sp.org/tlog-witness). None by default.
   */
  logWitnesses: readonly { vkey: string; prefix: string }[];
  /**
   * This instance's witness key (`WITNESS_SIGNING_KEY`), `PRIVATE+KEY+<name>+<key id>+<base64>`
   * of type 0x04 (cosignature/v1); when unset, one is made once and kept in KV.
   */
  witnessSigningKey: string | undefined;
  /**
   * The logs this instance witnesses (`WITNESS_LOGS`): their verifier keys (type 0x01). None by
   * default, and then it witnesses no log.
   */
  witnessLogs: readonly string[];
  /**
   * The register log's private key (`REGISTER_SIGNING_KEY`), in Go's note.GenerateKey form
   * `PRIVATE+KEY+<name>+<key id>+<base64>`, named after the log's origin; when unset, a key is
   * made once and kept in KV.
   */
  registerSigningKey: string | undefined;
}

/** The defaults of API.md. */
export const DEFAULT_CONFIG: Config = {
  port: 8000,
  hostname: "0.0.0.0",
  publicUrl: undefined,
  kvPath: undefined,
  kr645SourceUrl: "https://www.dhlottery.co.kr",
  nyOpenDataUrl: "https://data.ny.gov",
  nyOpenDataAppToken: undefined,
  sourceTimeoutMs: 5000,
  sourceConcurrency: 4,
  rateLimitPerMinute: 600,
  requestTimeoutMs: 10_000,
  mcpAllowedOrigins: [],
  refreshSchedule: false,
  accessLog: false,
  tracing: false,
  logWitnesses: [],
  witnessSigningKey: undefined,
  witnessLogs: [],
  registerSigningKey: undefined,
};

/**
 * A start-up failure that the operator fixes in the environment. Its message is one line that
 * says what is wrong and names the variable to set; main.ts prints it alone, without a stack,
 * and exits with status 1.
 */
export class StartupError extends Error {
  /** Makes a start-up error with its one-line message. */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "StartupError";
  }
}

/** Reads an environment variable; undefined when unset. */
export type EnvReader = (name: string) => string | undefined;

/**
 * Resolves the configuration from the environment, with the defaults of API.md for what is
 * unset or empty. A value that is set but wrong throws a {@linkcode StartupError} naming it.
 */
export function resolveConfig(env: EnvReader): Config {
  const read = (name: string) => {
    const value = env(name)?.trim();
    return value === "" ? undefined : value;
  };
  const config: Config = {
    port: integerFrom("PORT", read("PORT"), DEFAULT_CONFIG.port, { min: 0, max: 65535 }),
    hostname: read("HOST") ?? DEFAULT_CONFIG.hostname,
    publicUrl: publicUrlFrom("PUBLIC_URL", read("PUBLIC_URL")),
    kvPath: read("KV_PATH"),
    kr645SourceUrl: urlFrom(
      "KR645_SOURCE_URL",
      read("KR645_SOURCE_URL"),
      DEFAULT_CONFIG.kr645SourceUrl,
    ),
    nyOpenDataUrl: urlFrom(
      "NY_OPEN_DATA_URL",
      read("NY_OPEN_DATA_URL"),
      DEFAULT_CONFIG.nyOpenDataUrl,
    ),
    nyOpenDataAppToken: read("NY_OPEN_DATA_APP_TOKEN"),
    sourceTimeoutMs: integerFrom(
      "SOURCE_TIMEOUT_MS",
      read("SOURCE_TIMEOUT_MS"),
      DEFAULT_CONFIG.sourceTimeoutMs,
      { min: 1, max: 600_000 },
    ),
    sourceConcurrency: integerFrom(
      "SOURCE_CONCURRENCY",
      read("SOURCE_CONCURRENCY"),
      DEFAULT_CONFIG.sourceConcurrency,
      { min: 1, max: 64 },
    ),
    rateLimitPerMinute: integerFrom(
      "RATE_LIMIT_PER_MINUTE",
      read("RATE_LIMIT_PER_MINUTE"),
      DEFAULT_CONFIG.rateLimitPerMinute,
      { min: 0, max: 1_000_000 },
    ),
    requestTimeoutMs: integerFrom(
      "REQUEST_TIMEOUT_MS",
      read("REQUEST_TIMEOUT_MS"),
      DEFAULT_CONFIG.requestTimeoutMs,
      { min: 1, max: 600_000 },
    ),
    mcpAllowedOrigins: originsFrom(
      "MCP_ALLOWED_ORIGINS",
      read("MCP_ALLOWED_ORIGINS"),
      DEFAULT_CONFIG.mcpAllowedOrigins,
    ),
    refreshSchedule: switchFrom(
      "REFRESH_SCHEDULE",
      read("REFRESH_SCHEDULE"),
      read("DENO_DEPLOY") === "true" || read("DENO_DEPLOYMENT_ID") !== undefined,
    ),
    accessLog: switchFrom("ACCESS_LOG", read("ACCESS_LOG"), DEFAULT_CONFIG.accessLog),
    tracing: read("OTEL_DENO") === "true",
    logWitnesses: witnessesFrom("LOG_WITNESSES", read("LOG_WITNESSES")),
    witnessSigningKey: keyTextFrom("WITNESS_SIGNING_KEY", read("WITNESS_SIGNING_KEY"), true, 0x04),
    witnessLogs: (read("WITNESS_LOGS") ?? "").split(",").map((item) => item.trim())
      .filter((item) => item !== "")
      .map((vkey) => keyTextFrom("WITNESS_LOGS", vkey, false, 0x01)!),
    registerSigningKey: undefined,
  };
  config.registerSigningKey = registerKeyFrom(
    "REGISTER_SIGNING_KEY",
    read("REGISTER_SIGNING_KEY"),
    logOrigin(config.publicUrl),
  );
  return config;
}

/** A private key text of the log's origin and type 0x01 (Ed25519), checked in form. */
function registerKeyFrom(
  name: string,
  value: string | undefined,
  origin: string,
): string | undefined {
  if (value === undefined) return undefined;
  const key = readKeyText(value, true);
  if (typeof key === "string") {
    throw new StartupError(
      `${name} must be a signed-note private key PRIVATE+KEY+<name>+<key id>+<base64>, as Go's ` +
        `note.GenerateKey writes it: ${key}`,
    );
  }
  if (key.alg !== 0x01) {
    throw new StartupError(`${name} must be an Ed25519 key (type 0x01), got type ${key.alg}`);
  }
  if (key.name !== origin) {
    throw new StartupError(
      `${name} is named ${shown(key.name)}, but the log's origin is ${origin} (PUBLIC_URL's ` +
        "host followed by /log): make a key of that name",
    );
  }
  return value;
}

function switchFrom(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (value === "on" || value === "off") return value === "on";
  throw new StartupError(`${name} must be on or off, got ${shown(value)}`);
}

function integerFrom(
  name: string,
  value: string | undefined,
  fallback: number,
  bounds: { min: number; max: number },
): number {
  if (value === undefined) return fallback;
  const parsed = /^[0-9]+$/.test(value) ? Number(value) : NaN;
  if (!(parsed >= bounds.min && parsed <= bounds.max)) {
    throw new StartupError(
      `${name} must be a whole number from ${bounds.min} to ${bounds.max}, got ${shown(value)}`,
    );
  }
  return parsed;
}

function urlFrom(name: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  // URL.canParse alone takes "localhost:8000" as a URL of the scheme "localhost:".
  const protocol = URL.canParse(value) ? new URL(value).protocol : undefined;
  if (protocol !== "http:" && protocol !== "https:") {
    throw new StartupError(
      `${name} must be an http or https URL such as ${fallback}, got ${shown(value)}`,
    );
  }
  return value.replace(/\/+$/, "");
}

/** An http or https origin, as a browser serializes it, with nothing after it but a `/`. */
function publicUrlFrom(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const origin = originOf(value.replace(/\/+$/, ""));
  if (origin === undefined) {
    throw new StartupError(
      `${name} must be the service's public origin, such as https://fairdraw.example, got ` +
        shown(value),
    );
  }
  return origin;
}

/**
 * `*`, or a comma-separated list of origins, each written as a browser writes `Origin` (lower
 * case, no default port, no path), so that a header is taken by comparing strings.
 */
function originsFrom(
  name: string,
  value: string | undefined,
  fallback: Config["mcpAllowedOrigins"],
): Config["mcpAllowedOrigins"] {
  if (value === undefined) return fallback;
  if (value === "*") return "*";
  const origins: string[] = [];
  for (const entry of value.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    const origin = originOf(entry);
    if (origin === undefined) {
      throw new StartupError(
        `${name} must be * or a comma-separated list of origins such as https://app.example ` +
          `or http://localhost:5173, got ${shown(entry)}`,
      );
    }
    origins.push(origin);
  }
  return origins;
}

/** The origin that an entry names, as a browser serializes it; undefined if it names none. */
function originOf(entry: string): string | undefined {
  if (!URL.canParse(entry)) return undefined;
  const url = new URL(entry);
  // Only web origins can be listed: URL serializes those of other schemes (file:, a browser
  // extension's) as "null", so they cannot be told apart; `*` takes them.
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  const bare = url.pathname === "/" && url.search === "" && url.hash === "" &&
    url.username === "" && url.password === "" && !entry.includes("?") && !entry.includes("#");
  return bare ? url.origin : undefined;
}

/**
 * A signed-note key text of the given form and type, checked in form (src/log/key_text.ts); its
 * key ID is checked against the key when the key is loaded.
 */
function keyTextFrom(
  name: string,
  value: string | undefined,
  privateKey: boolean,
  alg: 0x01 | 0x04,
): string | undefined {
  if (value === undefined) return undefined;
  const kind = alg === 0x04
    ? "a witness (cosignature/v1, type 0x04)"
    : "a log (Ed25519, type 0x01)";
  const form = privateKey ? "PRIVATE+KEY+<name>+<key id>+<base64>" : "<name>+<key id>+<base64>";
  const key = readKeyText(value, privateKey);
  if (typeof key === "string") {
    throw new StartupError(`${name} must be ${kind} key ${form}: ${key}, got ${shown(value)}`);
  }
  if (key.alg !== alg) {
    throw new StartupError(
      `${name} must be ${kind} key, got one of type 0x0${key.alg} (${shown(value)})`,
    );
  }
  return value;
}

/** `<witness vkey>@<URL prefix>` items, comma-separated; each split at its first `@`. */
function witnessesFrom(name: string, value: string | undefined): Config["logWitnesses"] {
  const witnesses: { vkey: string; prefix: string }[] = [];
  for (const item of (value ?? "").split(",").map((part) => part.trim())) {
    if (item === "") continue;
    const at = item.indexOf("@");
    if (at === -1) {
      throw new StartupError(
        `${name} must be comma-separated <witness vkey>@<URL prefix> items, got ${shown(item)}`,
      );
    }
    const vkey = keyTextFrom(name, item.slice(0, at), false, 0x04)!;
    const prefix = item.slice(at + 1);
    const url = URL.canParse(prefix) ? new URL(prefix) : undefined;
    if (
      url === undefined || (url.protocol !== "http:" && url.protocol !== "https:") ||
      url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== ""
    ) {
      throw new StartupError(
        `${name}: a witness's URL prefix must be an http or https URL such as ` +
          `https://w.example/api/v1/witness/, got ${shown(prefix)}`,
      );
    }
    witnesses.push({ vkey, prefix });
  }
  return witnesses;
}

/** A value as a one-line message shows it: as it is when plain, JSON-quoted otherwise. */
export function shown(value: string): string {
  return /^[\x21-\x7e]+$/.test(value) ? value : JSON.stringify(value);
}
