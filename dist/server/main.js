import {
  bindTokens,
  clientKey,
  createRateLimiter,
  rateLimitField,
  rateLimitPolicy
} from "./chunk-8c3c6613.js";
import {
  JSON_TYPE,
  errorResponse,
  jsonResponse
} from "./chunk-510687ac.js";
import {
  API_VERSION,
  ASSETS
} from "./chunk-c0f9a221.js";
import {
  readJsonObject
} from "./chunk-9e927f60.js";
import {
  StatusAnswer
} from "./chunk-dd2911a6.js";
import {
  freshSeed
} from "./chunk-e6fde568.js";
import {
  ClientAbortError,
  HttpError,
  asHttpError,
  createGiveawayRegister
} from "./chunk-945de0b6.js";
import {
  TILE_WIDTH
} from "./chunk-2aa92824.js";
import {
  lazy
} from "./chunk-9718ce8c.js";
import {
  readKeyText
} from "./chunk-a428129c.js";
import {
  describeKv,
  isOnDeploy,
  kvStoreLine
} from "./chunk-79c28ee4.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/draws/lazy.ts
var UNTOUCHED = {
  read: "ok",
  write: "ok",
  inFlight: 0,
  abandoned: 0
};
function lazyDrawsService(make) {
  const service = lazy(make);
  return {
    getDraw(game, id) {
      const made = service.made;
      if (made !== void 0) return made.getDraw(game, id);
      return service.get().then((loaded) => loaded.getDraw(game, id));
    },
    async health() {
      return (await service.get()).health();
    },
    kvState() {
      return service.made?.kvState() ?? {
        ...UNTOUCHED
      };
    }
  };
}

// src/router.ts
var PREFLIGHT_HEADERS = {
  "access-control-allow-headers": "content-type, accept, authorization, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id, x-request-id",
  "access-control-max-age": "86400"
};
function createRouter(routes) {
  const exact = /* @__PURE__ */ new Map();
  const withParameters = [];
  const byPath = /* @__PURE__ */ new Map();
  for (const route of routes) {
    const same = byPath.get(route.path);
    if (same !== void 0) {
      same.methods = {
        ...same.methods,
        ...route.methods
      };
      same.allow = allowOf(same.methods);
      continue;
    }
    const compiled = {
      path: route.path,
      methods: route.methods,
      allow: allowOf(route.methods)
    };
    byPath.set(route.path, compiled);
    if (/[:*(){}?+]/.test(route.path)) withParameters.push(compiled);
    else exact.set(route.path, compiled);
  }
  let patterned;
  function find(pathname) {
    const found = exact.get(pathname);
    if (found !== void 0) return found;
    patterned ??= withParameters.map((route) => ({
      ...route,
      pattern: new URLPattern({
        pathname: route.path
      })
    }));
    return patterned.find((route) => route.pattern.test({
      pathname
    }));
  }
  return (request, scope = {
    route: null
  }) => {
    const target = targetOf(request.url);
    const route = find(target.pathname);
    if (route === void 0) {
      throw new HttpError("not_found", `no such path: ${target.pathname}`);
    }
    scope.route = route.path;
    const method = request.method;
    if (method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          ...PREFLIGHT_HEADERS,
          allow: route.allow,
          "access-control-allow-methods": route.allow
        }
      });
    }
    const handler = route.methods[method === "HEAD" ? "GET" : method];
    if (handler === void 0) {
      throw new HttpError("method_not_allowed", `${method} is not allowed here; use ${route.allow}`, {
        headers: {
          allow: route.allow
        }
      });
    }
    return handler(request, target, scope);
  };
}
function lazyRoute(path, methods, load) {
  const handlers = lazy(load);
  const handlerOf = (method) => (request, target, scope) => {
    const made = handlers.made;
    if (made !== void 0) return made[method](request, target, scope);
    return handlers.get().then((loaded) => loaded[method](request, target, scope));
  };
  return {
    path,
    methods: Object.fromEntries(methods.map((method) => [
      method,
      handlerOf(method)
    ]))
  };
}
function targetOf(url) {
  const start = url.indexOf("/", url.indexOf("://") + 3);
  if (start === -1) return {
    pathname: "/",
    query: ""
  };
  let end = url.indexOf("#", start);
  if (end === -1) end = url.length;
  const mark = url.indexOf("?", start);
  if (mark === -1 || mark > end) return {
    pathname: url.slice(start, end),
    query: ""
  };
  return {
    pathname: url.slice(start, mark),
    query: url.slice(mark + 1, end)
  };
}
function allowOf(methods) {
  const allowed = Object.keys(methods);
  if (allowed.includes("GET")) allowed.push("HEAD");
  allowed.push("OPTIONS");
  return allowed.join(", ");
}

// src/health.ts
var HEALTH_PATH = "/healthz";
function healthRoute(draws) {
  return {
    path: HEALTH_PATH,
    methods: {
      GET: async () => {
        const health = await draws.health();
        const body = {
          status: health.kv === "unreadable" || health.kv === "unwritable" ? "unavailable" : "ok",
          version: API_VERSION,
          ...health
        };
        return new Response(JSON.stringify(body), {
          status: body.status === "ok" ? 200 : 503,
          // A health answer is about now: never kept by a cache on the way.
          headers: {
            "content-type": JSON_TYPE,
            "cache-control": "no-store"
          }
        });
      }
    }
  };
}
function isHealthCheck(url) {
  return url.includes(HEALTH_PATH) && targetOf(url).pathname === HEALTH_PATH;
}

// src/http/query.ts
var INTEGER = /^-?[0-9]+$/;
function queryKinds(entries) {
  const kinds = {};
  for (const [name, schema] of Object.entries(entries)) kinds[name] = kindOf(schema);
  return kinds;
}
function kindOf(schema) {
  const inner = unwrap(schema);
  if (inner.type === "array" && "item" in inner) {
    return kindOf(inner.item) === "integer" ? "integer_list" : "string_list";
  }
  if (inner.type === "number") return "integer";
  if (inner.type === "boolean") return "boolean";
  return "string";
}
function unwrap(schema) {
  return schema.type === "optional" && "wrapped" in schema ? unwrap(schema.wrapped) : schema;
}
function queryToInput(query, kinds) {
  const input = {};
  if (query === "") return input;
  for (const part of query.split("&")) {
    if (part === "") continue;
    const equals = part.indexOf("=");
    const name = decode(equals === -1 ? part : part.slice(0, equals), null);
    const raw = equals === -1 ? "" : part.slice(equals + 1);
    const known = Object.hasOwn(kinds, name);
    if (Object.hasOwn(input, name)) {
      throw known ? new HttpError("invalid_argument", `${name} is given more than once`, {
        field: name
      }) : new HttpError("unknown_argument", `unknown argument ${JSON.stringify(name)}`, {
        field: name
      });
    }
    input[name] = known ? convert(raw, name, kinds[name]) : raw;
  }
  return input;
}
function firstQueryName(query) {
  const first = query.split("&").find((part) => part !== "");
  if (first === void 0) return null;
  const equals = first.indexOf("=");
  return decode(equals === -1 ? first : first.slice(0, equals), null);
}
function decode(text, field) {
  if (!text.includes("%") && !text.includes("+")) return text;
  try {
    return decodeURIComponent(text.replaceAll("+", " "));
  } catch {
    const what = field === null ? "a parameter name" : field;
    throw new HttpError("invalid_argument", `${what} is not valid percent-encoding`, {
      field
    });
  }
}
function convert(raw, name, kind) {
  const text = decode(raw, name);
  switch (kind) {
    case "integer":
      return integerOrText(text);
    case "boolean":
      return text === "true" ? true : text === "false" ? false : text;
    case "integer_list":
      return text.split(",").map(integerOrText);
    case "string_list":
      return text.split(",");
    case "string":
      return text;
  }
}
function integerOrText(text) {
  return INTEGER.test(text) ? Number(text) + 0 : text;
}

// src/http/request_id.ts
var REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
function requestIdOf(header) {
  return header !== null && REQUEST_ID.test(header) ? header : crypto.randomUUID();
}
var REQUEST_ID_KEY = Symbol("fairdraw.request_id");
function withRequestId(id, work) {
  if (id === void 0) return work();
  const manager = Deno.telemetry?.contextManager;
  if (manager === void 0) return work();
  return manager.with(manager.active().setValue(REQUEST_ID_KEY, id), work);
}
function currentRequestId() {
  const id = Deno.telemetry?.contextManager?.active()?.getValue(REQUEST_ID_KEY);
  return typeof id === "string" ? id : void 0;
}

// src/http/time_limit.ts
var SWEEP_MS = 100;
function createTimeLimit(ms, expired) {
  const pending = /* @__PURE__ */ new Set();
  const every = Math.min(ms, SWEEP_MS);
  let sweeping = false;
  function sweep() {
    if (pending.size === 0) {
      sweeping = false;
      return;
    }
    after(every, sweep);
    const now = performance.now();
    for (const entry2 of pending) {
      if (entry2.due > now) break;
      pending.delete(entry2);
      entry2.reject(expired());
    }
  }
  return (work) => new Promise((resolve, reject) => {
    const entry2 = {
      due: performance.now() + ms,
      reject
    };
    pending.add(entry2);
    if (!sweeping) {
      sweeping = true;
      after(every, sweep);
    }
    work.then((value) => {
      pending.delete(entry2);
      resolve(value);
    }, (error) => {
      pending.delete(entry2);
      reject(error);
    });
  });
}
function after(ms, run) {
  AbortSignal.timeout(ms).addEventListener("abort", run, {
    once: true
  });
}

// src/mcp/origin.ts
var QUOTED_LIMIT = 100;
function isLoopbackHost(host) {
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  if (!URL.canParse(`http://${bracketed}`)) return false;
  const { hostname } = new URL(`http://${bracketed}`);
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}
function createOriginCheck(config) {
  if (config.mcpAllowedOrigins === "*") return () => {
  };
  const taken = new Set(config.mcpAllowedOrigins);
  if (config.publicUrl !== void 0 && URL.canParse(config.publicUrl)) {
    taken.add(new URL(config.publicUrl).origin);
  }
  return (origin) => {
    if (origin === null) return;
    const serialized = URL.canParse(origin) ? new URL(origin).origin : origin;
    if (taken.has(serialized) || isLocalOrigin(origin)) return;
    throw refusal(origin, "this server takes browser requests only from local origins (localhost, 127.0.0.0/8, [::1]), from its own origin (PUBLIC_URL) and from those listed in MCP_ALLOWED_ORIGINS");
  };
}
function isLocalOrigin(origin) {
  return URL.canParse(origin) && isLoopbackHost(new URL(origin).hostname);
}
function refusal(origin, reason) {
  const quoted = origin.length > QUOTED_LIMIT ? `${origin.slice(0, QUOTED_LIMIT)}...` : origin;
  return new HttpError("origin_not_allowed", `the origin ${quoted} is not allowed: ${reason}`);
}

// src/log/origin.ts
function logOrigin(publicUrl) {
  const host = publicUrl === void 0 ? "localhost" : publicUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "");
  return `${host}/log`;
}
function registerKeyLine(config) {
  const origin = logOrigin(config.publicUrl);
  const from = config.registerSigningKey === void 0 ? `made once and kept in KV (set REGISTER_SIGNING_KEY to give one)` : "from REGISTER_SIGNING_KEY";
  const named = config.publicUrl === void 0 ? `${origin} (no PUBLIC_URL: set it to name the log after the service)` : origin;
  return `register key: ${from}; the log is ${named}`;
}

// src/config.ts
var DEFAULT_CONFIG = {
  port: 8e3,
  hostname: "0.0.0.0",
  publicUrl: void 0,
  kvPath: void 0,
  kr645SourceUrl: "https://www.dhlottery.co.kr",
  nyOpenDataUrl: "https://data.ny.gov",
  nyOpenDataAppToken: void 0,
  sourceTimeoutMs: 5e3,
  sourceConcurrency: 4,
  rateLimitPerMinute: 600,
  requestTimeoutMs: 1e4,
  mcpAllowedOrigins: [],
  refreshSchedule: false,
  accessLog: false,
  tracing: false,
  logWitnesses: [],
  witnessSigningKey: void 0,
  witnessLogs: [],
  registerSigningKey: void 0
};
var StartupError = class extends Error {
  /** Makes a start-up error with its one-line message. */
  constructor(message, options) {
    super(message, options);
    this.name = "StartupError";
  }
};
function resolveConfig(env) {
  const read = (name) => {
    const value = env(name)?.trim();
    return value === "" ? void 0 : value;
  };
  const config = {
    port: integerFrom("PORT", read("PORT"), DEFAULT_CONFIG.port, {
      min: 0,
      max: 65535
    }),
    hostname: read("HOST") ?? DEFAULT_CONFIG.hostname,
    publicUrl: publicUrlFrom("PUBLIC_URL", read("PUBLIC_URL")),
    kvPath: read("KV_PATH"),
    kr645SourceUrl: urlFrom("KR645_SOURCE_URL", read("KR645_SOURCE_URL"), DEFAULT_CONFIG.kr645SourceUrl),
    nyOpenDataUrl: urlFrom("NY_OPEN_DATA_URL", read("NY_OPEN_DATA_URL"), DEFAULT_CONFIG.nyOpenDataUrl),
    nyOpenDataAppToken: read("NY_OPEN_DATA_APP_TOKEN"),
    sourceTimeoutMs: integerFrom("SOURCE_TIMEOUT_MS", read("SOURCE_TIMEOUT_MS"), DEFAULT_CONFIG.sourceTimeoutMs, {
      min: 1,
      max: 6e5
    }),
    sourceConcurrency: integerFrom("SOURCE_CONCURRENCY", read("SOURCE_CONCURRENCY"), DEFAULT_CONFIG.sourceConcurrency, {
      min: 1,
      max: 64
    }),
    rateLimitPerMinute: integerFrom("RATE_LIMIT_PER_MINUTE", read("RATE_LIMIT_PER_MINUTE"), DEFAULT_CONFIG.rateLimitPerMinute, {
      min: 0,
      max: 1e6
    }),
    requestTimeoutMs: integerFrom("REQUEST_TIMEOUT_MS", read("REQUEST_TIMEOUT_MS"), DEFAULT_CONFIG.requestTimeoutMs, {
      min: 1,
      max: 6e5
    }),
    mcpAllowedOrigins: originsFrom("MCP_ALLOWED_ORIGINS", read("MCP_ALLOWED_ORIGINS"), DEFAULT_CONFIG.mcpAllowedOrigins),
    refreshSchedule: switchFrom("REFRESH_SCHEDULE", read("REFRESH_SCHEDULE"), read("DENO_DEPLOY") === "true" || read("DENO_DEPLOYMENT_ID") !== void 0),
    accessLog: switchFrom("ACCESS_LOG", read("ACCESS_LOG"), DEFAULT_CONFIG.accessLog),
    tracing: read("OTEL_DENO") === "true",
    logWitnesses: witnessesFrom("LOG_WITNESSES", read("LOG_WITNESSES")),
    witnessSigningKey: keyTextFrom("WITNESS_SIGNING_KEY", read("WITNESS_SIGNING_KEY"), true, 4),
    witnessLogs: (read("WITNESS_LOGS") ?? "").split(",").map((item) => item.trim()).filter((item) => item !== "").map((vkey) => keyTextFrom("WITNESS_LOGS", vkey, false, 1)),
    registerSigningKey: void 0
  };
  config.registerSigningKey = registerKeyFrom("REGISTER_SIGNING_KEY", read("REGISTER_SIGNING_KEY"), logOrigin(config.publicUrl));
  return config;
}
function registerKeyFrom(name, value, origin) {
  if (value === void 0) return void 0;
  const key = readKeyText(value, true);
  if (typeof key === "string") {
    throw new StartupError(`${name} must be a signed-note private key PRIVATE+KEY+<name>+<key id>+<base64>, as Go's note.GenerateKey writes it: ${key}`);
  }
  if (key.alg !== 1) {
    throw new StartupError(`${name} must be an Ed25519 key (type 0x01), got type ${key.alg}`);
  }
  if (key.name !== origin) {
    throw new StartupError(`${name} is named ${shown(key.name)}, but the log's origin is ${origin} (PUBLIC_URL's host followed by /log): make a key of that name`);
  }
  return value;
}
function switchFrom(name, value, fallback) {
  if (value === void 0) return fallback;
  if (value === "on" || value === "off") return value === "on";
  throw new StartupError(`${name} must be on or off, got ${shown(value)}`);
}
function integerFrom(name, value, fallback, bounds) {
  if (value === void 0) return fallback;
  const parsed = /^[0-9]+$/.test(value) ? Number(value) : NaN;
  if (!(parsed >= bounds.min && parsed <= bounds.max)) {
    throw new StartupError(`${name} must be a whole number from ${bounds.min} to ${bounds.max}, got ${shown(value)}`);
  }
  return parsed;
}
function urlFrom(name, value, fallback) {
  if (value === void 0) return fallback;
  const protocol = URL.canParse(value) ? new URL(value).protocol : void 0;
  if (protocol !== "http:" && protocol !== "https:") {
    throw new StartupError(`${name} must be an http or https URL such as ${fallback}, got ${shown(value)}`);
  }
  return value.replace(/\/+$/, "");
}
function publicUrlFrom(name, value) {
  if (value === void 0) return void 0;
  const origin = originOf(value.replace(/\/+$/, ""));
  if (origin === void 0) {
    throw new StartupError(`${name} must be the service's public origin, such as https://fairdraw.example, got ` + shown(value));
  }
  return origin;
}
function originsFrom(name, value, fallback) {
  if (value === void 0) return fallback;
  if (value === "*") return "*";
  const origins = [];
  for (const entry2 of value.split(",").map((part) => part.trim()).filter((part) => part !== "")) {
    const origin = originOf(entry2);
    if (origin === void 0) {
      throw new StartupError(`${name} must be * or a comma-separated list of origins such as https://app.example or http://localhost:5173, got ${shown(entry2)}`);
    }
    origins.push(origin);
  }
  return origins;
}
function originOf(entry2) {
  if (!URL.canParse(entry2)) return void 0;
  const url = new URL(entry2);
  if (url.protocol !== "http:" && url.protocol !== "https:") return void 0;
  const bare = url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === "" && !entry2.includes("?") && !entry2.includes("#");
  return bare ? url.origin : void 0;
}
function keyTextFrom(name, value, privateKey, alg) {
  if (value === void 0) return void 0;
  const kind = alg === 4 ? "a witness (cosignature/v1, type 0x04)" : "a log (Ed25519, type 0x01)";
  const form = privateKey ? "PRIVATE+KEY+<name>+<key id>+<base64>" : "<name>+<key id>+<base64>";
  const key = readKeyText(value, privateKey);
  if (typeof key === "string") {
    throw new StartupError(`${name} must be ${kind} key ${form}: ${key}, got ${shown(value)}`);
  }
  if (key.alg !== alg) {
    throw new StartupError(`${name} must be ${kind} key, got one of type 0x0${key.alg} (${shown(value)})`);
  }
  return value;
}
function witnessesFrom(name, value) {
  const witnesses = [];
  for (const item of (value ?? "").split(",").map((part) => part.trim())) {
    if (item === "") continue;
    const at = item.indexOf("@");
    if (at === -1) {
      throw new StartupError(`${name} must be comma-separated <witness vkey>@<URL prefix> items, got ${shown(item)}`);
    }
    const vkey = keyTextFrom(name, item.slice(0, at), false, 4);
    const prefix = item.slice(at + 1);
    const url = URL.canParse(prefix) ? new URL(prefix) : void 0;
    if (url === void 0 || url.protocol !== "http:" && url.protocol !== "https:" || url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") {
      throw new StartupError(`${name}: a witness's URL prefix must be an http or https URL such as https://w.example/api/v1/witness/, got ${shown(prefix)}`);
    }
    witnesses.push({
      vkey,
      prefix
    });
  }
  return witnesses;
}
function shown(value) {
  return /^[\x21-\x7e]+$/.test(value) ? value : JSON.stringify(value);
}

// src/log/witness_routes.ts
var WITNESS_PATH = "/api/v1/witness/";
function witnessName(publicUrl) {
  return logOrigin(publicUrl).replace(/\/log$/, "/witness");
}
function witnessRoutes(config, kv, now) {
  const load = () => import("./witness-6917eedb.js");
  const opened = typeof kv === "function" ? kv : () => kv === void 0 ? Deno.openKv(":memory:") : Promise.resolve(kv);
  const witness = config.witnessLogs.length === 0 ? void 0 : lazy(async () => (await load()).loadWitness(config, await opened(), witnessName(config.publicUrl), now));
  return [
    lazyRoute(`${WITNESS_PATH}add-checkpoint`, [
      "POST"
    ], async () => {
      const { answerAddCheckpoint } = await load();
      return {
        POST: (request) => answerAddCheckpoint(request, witness)
      };
    }),
    lazyRoute(`${WITNESS_PATH}key`, [
      "GET"
    ], async () => {
      const { answerWitnessKey } = await load();
      return {
        GET: () => answerWitnessKey(witness)
      };
    })
  ];
}
function witnessCosign(entries) {
  if (entries.length === 0) return void 0;
  const client = lazy(async () => (await import("./witness_client-715e7bd8.js")).createWitnessClient(entries));
  return async (db, size, note) => {
    const { consistencyOf } = await import("./store-58150e5d.js");
    return (await client.get()).askWitnesses(note, size, (m) => consistencyOf(db, m, size));
  };
}
function witnessStartLines(config) {
  const nameOf = (keyText) => keyText.split("+")[0];
  const lines = [];
  if (config.witnessLogs.length > 0) {
    const key = config.witnessSigningKey === void 0 ? `made once and kept in KV as ${witnessName(config.publicUrl)} (set WITNESS_SIGNING_KEY to give one)` : `from WITNESS_SIGNING_KEY (${nameOf(config.witnessSigningKey.slice(12))})`;
    lines.push(`witness of ${config.witnessLogs.map(nameOf).join(", ")}; witness key: ${key}; GET ${WITNESS_PATH}key gives it`);
  }
  if (config.logWitnesses.length > 0) {
    lines.push(`the register asks these witnesses to cosign: ` + config.logWitnesses.map((entry2) => `${nameOf(entry2.vkey)} at ${entry2.prefix}`).join(", "));
  }
  return lines;
}
async function checkWitnessKeys(config) {
  const keys = [
    ...config.witnessLogs.map((vkey) => [
      "WITNESS_LOGS",
      vkey,
      false
    ]),
    ...config.logWitnesses.map((entry2) => [
      "LOG_WITNESSES",
      entry2.vkey,
      false
    ])
  ];
  if (config.witnessSigningKey !== void 0) {
    keys.push([
      "WITNESS_SIGNING_KEY",
      config.witnessSigningKey,
      true
    ]);
  }
  if (keys.length === 0) return;
  const { NoteError, parsePrivateKey, parseVerifierKey } = await import("./note-8691495f.js");
  for (const [name, text, privateKey] of keys) {
    try {
      await (privateKey ? parsePrivateKey(text) : parseVerifierKey(text));
    } catch (error) {
      if (!(error instanceof NoteError)) throw error;
      const shown2 = privateKey ? "the key" : text;
      throw new StartupError(`${name}: ${shown2}: ${error.message}`);
    }
  }
}

// src/log/routes.ts
var LOG_PATH = "/api/v1/log";
var REGISTER_PATH = "/api/v1/giveaways";
var CACHE_TILE = "public, max-age=31536000, immutable";
var CACHE_PARTIAL_TILE = "public, max-age=60";
var MOST_LEVEL = 6;
function parseTilePath(rest) {
  const match = /^(entries|0|[1-9][0-9]?)\/((?:x[0-9]{3}\/)*[0-9]{3})(?:\.p\/([1-9][0-9]{0,2}))?$/.exec(rest);
  if (match === null) {
    return "a tile path is tile/<L>/<N>[.p/<W>] or tile/entries/<N>[.p/<W>], N in groups of three digits (x001/x234/067)";
  }
  const [, levelText, nText, widthText] = match;
  const groups = nText.split("/");
  if (groups.length > 1 && groups[0] === "x000") return "N must not start with a group of zeros";
  const n = Number(groups.map((group) => group.replace("x", "")).join(""));
  const width = widthText === void 0 ? TILE_WIDTH : Number(widthText);
  if (widthText !== void 0 && width >= TILE_WIDTH) {
    return `a partial tile's width must be 1 to ${TILE_WIDTH - 1}`;
  }
  if (!Number.isSafeInteger(n * TILE_WIDTH + width)) return "N is past any tile of this log";
  const level = levelText === "entries" ? "entries" : Number(levelText);
  return {
    level,
    n,
    width
  };
}
function bytesAnswer(bytes, cacheControl) {
  return new Response(bytes, {
    headers: {
      "content-type": "application/octet-stream",
      "cache-control": cacheControl
    }
  });
}
function textAnswer(text, cacheControl) {
  return new Response(text, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": cacheControl
    }
  });
}
function logRoutes(context, _config) {
  const log = () => {
    if (context.register === void 0) {
      throw new HttpError("register_unavailable", "the giveaway register is not available here", {
        headers: {
          "retry-after": "60"
        }
      });
    }
    return context.register.log;
  };
  return [
    {
      path: `${LOG_PATH}/checkpoint`,
      methods: {
        GET: async () => textAnswer(await log().checkpoint(), "no-store")
      }
    },
    {
      path: `${LOG_PATH}/key`,
      methods: {
        GET: async () => textAnswer(`${await log().vkey()}
`, "public, max-age=300")
      }
    },
    {
      path: `${LOG_PATH}/tile/*`,
      methods: {
        GET: async (_request, target) => {
          const rest = target.pathname.slice(`${LOG_PATH}/tile/`.length);
          const tile = parseTilePath(rest);
          if (typeof tile === "string") {
            throw new HttpError("invalid_argument", `${tile}; got tile/${rest.slice(0, 100)}`, {
              field: "path"
            });
          }
          const bytes = tile.level === "entries" ? await log().entryBundle(tile.n, tile.width) : tile.level > MOST_LEVEL ? void 0 : await log().hashTile(tile.level, tile.n, tile.width);
          if (bytes === void 0) {
            throw new HttpError("not_found", `the log has no tile ${rest} (yet)`);
          }
          return bytesAnswer(bytes, tile.width === TILE_WIDTH ? CACHE_TILE : CACHE_PARTIAL_TILE);
        }
      }
    }
  ];
}
var REGISTER_IN_FLIGHT = 2;
var REGISTER_WAITING = 64;
function registerGate(config, context) {
  const check = createOriginCheck({
    publicUrl: config.publicUrl,
    mcpAllowedOrigins: []
  });
  let inFlight = 0;
  const waiting = [];
  const release = () => {
    const next = waiting.shift();
    if (next === void 0) inFlight--;
    else next();
  };
  return (request, client) => {
    if (request.method !== "POST" && request.method !== "OPTIONS") return void 0;
    if (targetOf(request.url).pathname !== REGISTER_PATH) return void 0;
    const origin = request.headers.get("origin");
    try {
      check(origin);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const quoted = JSON.stringify(origin.slice(0, 100));
      return new HttpError("origin_not_allowed", `the register takes no POST from a page of the origin ${quoted}: only from the service's own (PUBLIC_URL), from loopback ones, or from clients that are not browsers`);
    }
    if (request.method !== "POST") return void 0;
    const refused = context.register?.admit(client);
    if (refused instanceof Error) return asHttpError(refused);
    if (refused !== void 0) {
      return new HttpError("register_unavailable", `the register starts only so many registrations a second, and has its hands full; try again in ${refused.pace} s`, {
        headers: {
          "retry-after": String(refused.pace)
        }
      });
    }
    if (inFlight < REGISTER_IN_FLIGHT) {
      inFlight++;
      return release;
    }
    if (waiting.length >= REGISTER_WAITING) {
      return new HttpError("register_unavailable", `the register has ${REGISTER_IN_FLIGHT + REGISTER_WAITING} registrations in hand already; try again in 1 s`, {
        headers: {
          "retry-after": "1"
        }
      });
    }
    return new Promise((resolve) => waiting.push(() => resolve(release)));
  };
}
function registerOptions(config, budget) {
  const origin = logOrigin(config.publicUrl);
  return {
    budget,
    cosign: witnessCosign(config.logWitnesses),
    signer: async (db) => (await import("./signer-55c2a387.js")).logSigner(db, origin, config.registerSigningKey)
  };
}

// src/operations/table.ts
var GET_AND_POST = [
  "GET",
  "POST"
];
function operationOf(row, definition) {
  const pathParameters = [
    ...row.path.matchAll(/\{([a-z_]+)\}/g)
  ].map((match) => match[1]);
  return {
    ...definition,
    ...row,
    methods: row.methods ?? GET_AND_POST,
    pathParameters
  };
}
function operationEntry(row, declaration) {
  const operation = lazy(async () => operationOf(row, await declaration()));
  return {
    ...row,
    methods: row.methods ?? GET_AND_POST,
    load: operation.get
  };
}
function createOperationTable(games) {
  return [
    operationEntry({
      name: "pick_numbers",
      path: "/api/v1/lottery/pick",
      server: "lottery"
    }, async () => (await import("./pick_numbers-2f4b628a.js")).pickNumbersFor(games)),
    operationEntry({
      name: "get_draw",
      path: "/api/v1/lottery/draw",
      server: "lottery"
    }, async () => (await import("./get_draw-170c16ae.js")).getDraw),
    operationEntry({
      name: "check_ticket",
      path: "/api/v1/lottery/check",
      server: "lottery"
    }, async () => (await import("./check_ticket-69360c29.js")).checkTicket),
    operationEntry({
      name: "seed_from_draw",
      path: "/api/v1/lottery/seed",
      server: "lottery"
    }, async () => (await import("./seed_from_draw-6b0e8546.js")).seedFromDraw),
    operationEntry({
      name: "announce_giveaway",
      path: "/api/v1/giveaways",
      methods: [
        "POST"
      ],
      server: "lottery"
    }, async () => (await import("./announce_giveaway-f1c7cdf7.js")).announceGiveaway),
    operationEntry({
      name: "giveaway_result",
      path: "/api/v1/giveaways/{id}",
      methods: [
        "GET"
      ],
      server: "lottery"
    }, async () => (await import("./giveaway_result-4c7af0ed.js")).giveawayResult),
    operationEntry({
      name: "list_giveaways",
      path: "/api/v1/giveaways",
      methods: [
        "GET"
      ],
      server: "lottery"
    }, async () => (await import("./list_giveaways-b6a335a5.js")).listGiveaways),
    operationEntry({
      name: "roll_dice",
      path: "/api/v1/random/dice",
      server: "random"
    }, async () => (await import("./roll_dice-32d7b334.js")).rollDice),
    operationEntry({
      name: "flip_coin",
      path: "/api/v1/random/coin",
      server: "random"
    }, async () => (await import("./flip_coin-5ffd21a7.js")).flipCoin),
    operationEntry({
      name: "random_integer",
      path: "/api/v1/random/integer",
      server: "random"
    }, async () => (await import("./random_integer-d0967a41.js")).randomInteger),
    operationEntry({
      name: "pick_from_list",
      path: "/api/v1/random/pick",
      server: "random"
    }, async () => (await import("./pick_from_list-c17179a3.js")).pickFromList),
    operationEntry({
      name: "shuffle_list",
      path: "/api/v1/random/shuffle",
      server: "random"
    }, async () => (await import("./shuffle_list-58db324a.js")).shuffleList)
  ];
}
var OPERATION_TABLE = createOperationTable();
function loadOperations(table) {
  return Promise.all(table.map((entry2) => entry2.load()));
}

// src/mcp/routes.ts
function mcpRoutes(operations, context, config) {
  const checkOrigin = createOriginCheck(config);
  const servers = [
    ...new Set(operations.map((operation) => operation.server))
  ];
  return servers.map((server) => {
    const answer = lazy(async () => (await import("./http-6718c12f.js")).mcpAnswerer(server, await loadOperations(operations), context, config));
    return {
      path: `/mcp/${server}`,
      methods: {
        POST: async (request) => {
          checkOrigin(request.headers.get("origin"));
          return (await answer.get())(request);
        }
      }
    };
  });
}

// src/pages/routes.ts
function pageRoutes(operations, options = {}) {
  const pages = lazy(async () => (await import("./mod-82f15bde.js")).pageHandlers(() => loadOperations(operations), options));
  const route = (path, handler) => lazyRoute(path, [
    "GET"
  ], async () => ({
    GET: (await pages.get())[handler]
  }));
  return [
    route("/", "home"),
    // A registered giveaway's short link: the home page, whose script opens the record.
    route("/g/:id", "home"),
    route("/docs", "docs"),
    route("/openapi.json", "openapi"),
    // The assets of this release, immutable; another release's hash is not found.
    route("/r/:hash/*", "released"),
    ...Object.keys(ASSETS).map((path) => route(path, "asset"))
  ];
}

// src/app.ts
function createContext(options) {
  const now = options.now ?? Date.now;
  const kv = options.kv;
  return {
    freshSeed: options.freshSeed ?? freshSeed,
    draws: lazyDrawsService(async () => {
      const { createDrawsService, logJsonLine } = await import("./service-24647d24.js");
      return createDrawsService(options.config, {
        kv: typeof kv === "function" ? await kv() : kv,
        fetch: options.fetch,
        now: options.now,
        log: withRequestIds(options.log ?? logJsonLine)
      });
    }),
    register: createGiveawayRegister(kv ?? (() => Deno.openKv(":memory:")), now, registerOptions(options.config, options.registerBudget)),
    now,
    publicUrl: options.config.publicUrl
  };
}
function inRequestContext(route) {
  const methods = {};
  for (const [method, handler] of Object.entries(route.methods)) {
    methods[method] = (request, target, scope) => withRequestId(scope?.requestId, () => handler(request, target, scope));
  }
  return {
    path: route.path,
    methods
  };
}
function withRequestIds(log) {
  return (entry2) => {
    const requestId = currentRequestId();
    log(requestId === void 0 ? entry2 : {
      ...entry2,
      request_id: requestId
    });
  };
}
var EXPOSED_HEADERS = "Retry-After, X-Request-Id, RateLimit, RateLimit-Policy";
var AUTHORITY = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=]+|\[[0-9A-Fa-f:.]+\])(?::([0-9]{1,5}))?$/;
var SPAN_KEY = Symbol.for("OpenTelemetry Context Key SPAN");
function createApp(options) {
  const context = createContext(options);
  const now = options.now ?? Date.now;
  const operations = options.operations ?? OPERATION_TABLE;
  const routes = [
    ...operations.map((operation) => operationRoute(operation, context, now)),
    ...mcpRoutes(operations, context, options.config).map(inRequestContext),
    ...pageRoutes(operations, {
      publicUrl: options.config.publicUrl,
      games: options.games
    }),
    ...witnessRoutes(options.config, options.kv, now),
    ...logRoutes(context, options.config),
    healthRoute(context.draws)
  ];
  const router = createRouter(routes);
  const gate = registerGate(options.config, context);
  const { requestTimeoutMs, rateLimitPerMinute, accessLog, tracing } = options.config;
  const requestLog = options.requestLog ?? writeRequestLine;
  const withinTime = createTimeLimit(requestTimeoutMs, () => new HttpError("request_timeout", `the request took longer than ${requestTimeoutMs} ms`, {
    headers: {
      "retry-after": "1"
    }
  }));
  const answerError = (error, request, scope, id) => {
    if (error instanceof ClientAbortError) {
      requestLog({
        ...lineOf("info", "client_abort", request, scope, id),
        error: error.message
      });
    }
    return finish(errorResponse(asHttpError(error, (internal) => requestLog({
      ...lineOf("error", "internal_error", request, scope, id),
      error: String(internal),
      stack: internal instanceof Error ? internal.stack ?? null : null
    }))));
  };
  const answer = (request, scope, id) => {
    try {
      const response = router(request, scope);
      if (!(response instanceof Promise)) return finish(response);
      return withinTime(response).then(finish, (error) => answerError(error, request, scope, id));
    } catch (error) {
      return answerError(error, request, scope, id);
    }
  };
  const limit = rateLimitPerMinute > 0 ? createRateLimiter({
    perMinute: rateLimitPerMinute,
    now: options.now
  }) : void 0;
  const policy = rateLimitPolicy(rateLimitPerMinute);
  return {
    routes,
    draws: context.draws,
    fetch(request) {
      const id = requestIdOf(null);
      return answer(request, {
        route: null,
        requestId: id
      }, id);
    },
    serve(request, info) {
      const started = performance.now();
      const span = tracing ? activeSpan() : void 0;
      const id = requestIdOf(request.headers.get("x-request-id"));
      const scope = {
        route: null,
        requestId: id
      };
      const done = (response) => {
        response.headers.set("x-request-id", id);
        if (accessLog) {
          requestLog({
            ...lineOf("info", "request", request, scope, id),
            status: response.status,
            duration_ms: Math.round((performance.now() - started) * 10) / 10,
            operation: scope.operation ?? null,
            seeded: scope.seeded ?? null,
            cache: scope.cache ?? null
          });
        }
        if (span !== void 0) describeSpan(span, request.method, scope, id);
        return response;
      };
      const problem = authorityProblem(request.url);
      if (problem !== void 0) return done(finish(errorResponse(problem)));
      scope.client = clientKey(clientOf(info));
      let rate;
      if (limit !== void 0 && !isHealthCheck(request.url)) {
        const client = scope.client;
        const verdict = limit(client);
        rate = rateLimitField(verdict);
        if (!verdict.allowed) {
          const retryAfter = `${verdict.retryAfterSeconds}`;
          const refused = errorResponse(new HttpError("rate_limited", `too many requests: at most ${rateLimitPerMinute} a minute; try again in ${retryAfter} s`, {
            headers: {
              "retry-after": retryAfter
            }
          }));
          return done(withRate(finish(refused), policy, rate));
        }
        bindTokens(request, () => limit(client));
      }
      const run = (gated2) => {
        if (gated2 instanceof HttpError) {
          return done(withRate(finish(errorResponse(gated2)), policy, rate));
        }
        const response = answer(request, scope, id);
        if (response instanceof Promise) {
          return response.then((answered) => {
            gated2?.();
            return done(withRate(answered, policy, rate));
          });
        }
        gated2?.();
        return done(withRate(response, policy, rate));
      };
      const gated = gate(request, scope.client);
      return gated instanceof Promise ? gated.then(run) : run(gated);
    }
  };
}
function finish(response) {
  const headers = response.headers;
  headers.set("access-control-allow-origin", "*");
  const own = headers.get("access-control-expose-headers");
  headers.set("access-control-expose-headers", own === null ? EXPOSED_HEADERS : `${own}, ${EXPOSED_HEADERS}`);
  headers.set("x-content-type-options", "nosniff");
  if (!headers.has("cache-control")) headers.set("cache-control", "no-store");
  return response;
}
function withRate(response, policy, rate) {
  if (rate !== void 0) {
    response.headers.set("ratelimit-policy", policy);
    response.headers.set("ratelimit", rate);
  }
  return response;
}
function authorityProblem(url) {
  const start = url.indexOf("://") + 3;
  let end = url.indexOf("/", start);
  if (end === -1) end = url.length;
  const authority = url.slice(start, end);
  const match = AUTHORITY.exec(authority);
  if (match !== null && (match[1] === void 0 || Number(match[1]) <= 65535)) return void 0;
  return new HttpError("invalid_argument", `the Host header must be a host name or address with an optional port, got ` + JSON.stringify(authority.slice(0, 100)));
}
function activeSpan() {
  return Deno.telemetry?.contextManager?.active()?.getValue(SPAN_KEY);
}
function describeSpan(span, method, scope, id) {
  span.setAttribute("fairdraw.request_id", id);
  if (scope.route === null) return;
  span.updateName(`${method} ${scope.route}`);
  span.setAttribute("http.route", scope.route);
  if (scope.operation !== void 0) span.setAttribute("fairdraw.operation", scope.operation);
  if (scope.seeded !== void 0) span.setAttribute("fairdraw.seeded", scope.seeded);
  if (scope.cache !== void 0) span.setAttribute("fairdraw.draw_cache", scope.cache);
}
function lineOf(level, event, request, scope, id) {
  return {
    level,
    event,
    request_id: id,
    method: request.method,
    route: scope.route
  };
}
function writeRequestLine(line) {
  const text = JSON.stringify(line);
  if (line.level === "error") console.error(text);
  else console.log(text);
}
function clientOf(info) {
  const address = info.remoteAddr;
  return "hostname" in address ? address.hostname : address.transport;
}
function respond(request, result, cacheOf) {
  return result instanceof Promise ? result.then((body) => answerOf(request, body, cacheOf)) : answerOf(request, result, cacheOf);
}
function answerOf(request, result, cacheOf) {
  if (!(result instanceof StatusAnswer)) return jsonResponse(request, result, cacheOf(result));
  const status = result.status;
  const response = jsonResponse(request, result.body, cacheOf(result.body));
  const withStatus = (done) => status === 200 ? done : new Response(done.body, {
    status,
    headers: done.headers
  });
  return response instanceof Promise ? response.then(withStatus) : withStatus(response);
}
var noStore = () => "no-store";
function routePath(operation) {
  return operation.path.replace(/\{([a-z_]+)\}/g, ":$1");
}
function operationRoute(entry2, context, now = Date.now) {
  return lazyRoute(routePath(entry2), entry2.methods, async () => operationHandlers(await entry2.load(), context, now));
}
function operationHandlers(operation, context, now) {
  const kinds = queryKinds(operation.input.entries);
  const pathArguments = pathArgumentsOf(operation);
  const run = (input, scope) => {
    scope.operation = operation.name;
    if (operation.seeded) scope.seeded = input.seed !== void 0;
    const scoped = operation.external ? {
      ...context,
      onDraw: (outcome) => scope.cache = outcome
    } : operation.readOnly ? context : {
      ...context,
      client: scope.client
    };
    return operation.external ? withRequestId(scope.requestId, () => operation.respond(input, scoped)) : operation.respond(input, scoped);
  };
  const methods = {};
  if (operation.methods.includes("GET")) {
    methods.GET = (request, target, scope = {
      route: operation.path
    }) => {
      const input = pathArguments(queryToInput(target.query, kinds), target.pathname);
      return respond(request, run(input, scope), (body) => operation.cacheControl({
        input,
        answer: body,
        now: now()
      }));
    };
  }
  if (operation.methods.includes("POST")) {
    methods.POST = async (request, target, scope = {
      route: operation.path
    }) => {
      const name = firstQueryName(target.query);
      if (name !== null) {
        throw new HttpError("unknown_argument", "a POST takes its arguments in the JSON body, not in the query string", {
          field: name
        });
      }
      const body = pathArguments(await readJsonObject(request), target.pathname);
      return respond(request, run(body, scope), noStore);
    };
  }
  return methods;
}
function pathArgumentsOf(operation) {
  if (operation.pathParameters.length === 0) return (input) => input;
  let pattern;
  return (input, pathname) => {
    pattern ??= new URLPattern({
      pathname: routePath(operation)
    });
    const groups = pattern.exec({
      pathname
    })?.pathname.groups ?? {};
    const values = {
      ...input
    };
    for (const name of operation.pathParameters) {
      if (Object.hasOwn(input, name)) {
        throw new HttpError("unknown_argument", `${name} is given in the path, and only there`, {
          field: name
        });
      }
      try {
        values[name] = decodeURIComponent(groups[name] ?? "");
      } catch {
        throw new HttpError("invalid_argument", `${name} is not a well-encoded path segment`, {
          field: name
        });
      }
    }
    return values;
  };
}

// src/start.ts
var REFRESH_CRON_NAME = "refresh latest draws";
var REFRESH_SCHEDULE = "* * * * *";
var SHUTDOWN_DEADLINE_MS = 4e3;
var RELISTEN_FIRST_MS = 250;
var RELISTEN_MAX_MS = 5e3;
var RELISTEN_RESET_MS = 3e4;
function createEntry() {
  let refresher;
  return {
    async refresh() {
      if (refresher === void 0) return;
      try {
        await (await refresher.get()).refreshDue(Date.now());
      } catch (error) {
        console.error(JSON.stringify({
          level: "error",
          event: "refresh_failed",
          error: reasonOf(error)
        }));
      }
    },
    async start(env = (name) => Deno.env.get(name)) {
      try {
        const config = resolveConfig(env);
        const kv = lazy(() => openKv(config.kvPath));
        const opening = kv.get();
        opening.catch(() => {
        });
        const app = createApp({
          config,
          kv: kv.get
        });
        if (config.refreshSchedule) {
          refresher = lazy(async () => (await import("./refresh-3d272685.js")).createRefresher(app.draws));
        }
        const server = listen(config, app.serve);
        stopGracefully(server, () => kv.made);
        await opening;
        await checkWitnessKeys(config);
        console.log(`Listening on ${addressOf(server.addr)}`);
        console.log(kvStoreLine(describeKv(config.kvPath, true, isOnDeploy())));
        console.log(registerKeyLine(config));
        for (const line of witnessStartLines(config)) console.log(line);
      } catch (error) {
        exitOnStartupError(error);
      }
    }
  };
}
function exitOnStartupError(error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  Deno.exit(1);
}
function listen(config, handler, log = (line) => console.error(JSON.stringify(line))) {
  const { port, hostname } = config;
  let server;
  try {
    server = Deno.serve({
      port,
      hostname,
      onListen() {
      }
    }, handler);
  } catch (error) {
    if (error instanceof Deno.errors.AddrInUse) {
      throw new StartupError(`port ${port} is in use: set PORT to a free port`, {
        cause: error
      });
    }
    throw new StartupError(`cannot listen on ${shown(hostname)} port ${port} (${reasonOf(error)}): set HOST to an address of this machine (0.0.0.0 for all) and PORT to a port it may use`, {
      cause: error
    });
  }
  const addr = server.addr;
  let stopping = false;
  let pause = RELISTEN_FIRST_MS;
  let since = performance.now();
  const watch = (serving) => {
    serving.finished.catch((error) => {
      if (stopping) return;
      if (performance.now() - since > RELISTEN_RESET_MS) pause = RELISTEN_FIRST_MS;
      log({
        level: "error",
        event: "listener_failed",
        error: reasonOf(error),
        retry_in_ms: pause
      });
      setTimeout(again, pause);
      pause = Math.min(pause * 2, RELISTEN_MAX_MS);
    });
  };
  const again = () => {
    if (stopping) return;
    try {
      server = Deno.serve({
        port: addr.port,
        hostname: addr.hostname,
        onListen() {
        }
      }, handler);
    } catch (error) {
      log({
        level: "error",
        event: "listen_failed",
        error: reasonOf(error),
        retry_in_ms: pause
      });
      setTimeout(again, pause);
      pause = Math.min(pause * 2, RELISTEN_MAX_MS);
      return;
    }
    since = performance.now();
    log({
      level: "info",
      event: "listening_again",
      port: addr.port
    });
    watch(server);
  };
  watch(server);
  return {
    addr,
    shutdown() {
      stopping = true;
      return server.shutdown();
    }
  };
}
function stopGracefully(server, kv, deadlineMs = SHUTDOWN_DEADLINE_MS) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log(`shutting down: finishing the requests in flight (${deadlineMs} ms at most)`);
    const exit = (message) => {
      try {
        kv()?.close();
      } catch {
      }
      console.log(message);
      try {
        Deno.exit(0);
      } catch {
      }
    };
    const deadline = setTimeout(() => exit(`stopped at the ${deadlineMs} ms deadline, cutting the requests still open`), deadlineMs);
    server.shutdown().then(() => {
      clearTimeout(deadline);
      exit("stopped");
    }, (error) => console.error(`shutdown failed: ${reasonOf(error)}`));
  };
  for (const signal of [
    "SIGINT",
    "SIGTERM"
  ]) {
    try {
      Deno.addSignalListener(signal, stop);
    } catch {
    }
  }
}
async function openKv(path) {
  try {
    return await Deno.openKv(path);
  } catch (error) {
    const what = path === void 0 ? "the default KV" : `KV_PATH ${shown(path)}`;
    throw new StartupError(`${what} cannot be opened (${reasonOf(error)}): set KV_PATH to a file in a writable directory, :memory:, or the URL of a KV server (with DENO_KV_ACCESS_TOKEN set)`, {
      cause: error
    });
  }
}
function addressOf({ hostname, port }) {
  return `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}/`;
}
function reasonOf(error) {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n")[0].trim();
}

// main.ts
var entry = createEntry();
Deno.cron(REFRESH_CRON_NAME, REFRESH_SCHEDULE, () => entry.refresh());
if (import.meta.main) await entry.start();
