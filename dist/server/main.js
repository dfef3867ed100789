import {
  bindTokens,
  createRateLimiter,
  rateLimitField,
  rateLimitPolicy
} from "./chunk-d00f5b1c.js";
import {
  JSON_TYPE,
  errorResponse,
  jsonResponse
} from "./chunk-510687ac.js";
import {
  readJsonObject
} from "./chunk-9e927f60.js";
import {
  API_VERSION,
  ASSETS
} from "./chunk-c0f9a221.js";
import {
  describeKv,
  isOnDeploy,
  kvStoreLine
} from "./chunk-79c28ee4.js";
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
  createGiveawayRegister,
  lazy
} from "./chunk-f63a4449.js";
import "./chunk-c2bd7f25.js";

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
  for (const route of routes) {
    const compiled = {
      path: route.path,
      methods: route.methods,
      allow: allowOf(route.methods)
    };
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
    }, async () => (await import("./pick_numbers-ab3e51bb.js")).pickNumbersFor(games)),
    operationEntry({
      name: "get_draw",
      path: "/api/v1/lottery/draw",
      server: "lottery"
    }, async () => (await import("./get_draw-70a9b39d.js")).getDraw),
    operationEntry({
      name: "check_ticket",
      path: "/api/v1/lottery/check",
      server: "lottery"
    }, async () => (await import("./check_ticket-8d7962e8.js")).checkTicket),
    operationEntry({
      name: "seed_from_draw",
      path: "/api/v1/lottery/seed",
      server: "lottery"
    }, async () => (await import("./seed_from_draw-21d11968.js")).seedFromDraw),
    operationEntry({
      name: "announce_giveaway",
      path: "/api/v1/giveaways",
      methods: [
        "POST"
      ],
      server: "lottery"
    }, async () => (await import("./announce_giveaway-48e8b310.js")).announceGiveaway),
    operationEntry({
      name: "giveaway_result",
      path: "/api/v1/giveaways/{id}",
      methods: [
        "GET"
      ],
      server: "lottery"
    }, async () => (await import("./giveaway_result-d943a59a.js")).giveawayResult),
    operationEntry({
      name: "roll_dice",
      path: "/api/v1/random/dice",
      server: "random"
    }, async () => (await import("./roll_dice-97c6e2ad.js")).rollDice),
    operationEntry({
      name: "flip_coin",
      path: "/api/v1/random/coin",
      server: "random"
    }, async () => (await import("./flip_coin-075b58b1.js")).flipCoin),
    operationEntry({
      name: "random_integer",
      path: "/api/v1/random/integer",
      server: "random"
    }, async () => (await import("./random_integer-51139b95.js")).randomInteger),
    operationEntry({
      name: "pick_from_list",
      path: "/api/v1/random/pick",
      server: "random"
    }, async () => (await import("./pick_from_list-31b8e285.js")).pickFromList),
    operationEntry({
      name: "shuffle_list",
      path: "/api/v1/random/shuffle",
      server: "random"
    }, async () => (await import("./shuffle_list-d6c5abb7.js")).shuffleList)
  ];
}
var OPERATION_TABLE = createOperationTable();
function loadOperations(table) {
  return Promise.all(table.map((entry2) => entry2.load()));
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

// src/mcp/routes.ts
function mcpRoutes(operations, context, config) {
  const checkOrigin = createOriginCheck(config);
  const servers = [
    ...new Set(operations.map((operation) => operation.server))
  ];
  return servers.map((server) => {
    const answer = lazy(async () => (await import("./http-e35e2b54.js")).mcpAnswerer(server, await loadOperations(operations), context, config));
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
  const pages = lazy(async () => (await import("./mod-eee50f22.js")).pageHandlers(() => loadOperations(operations), options));
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
      const { createDrawsService, logJsonLine } = await import("./service-02532b69.js");
      return createDrawsService(options.config, {
        kv: typeof kv === "function" ? await kv() : kv,
        fetch: options.fetch,
        now: options.now,
        log: withRequestIds(options.log ?? logJsonLine)
      });
    }),
    register: createGiveawayRegister(kv ?? (() => Deno.openKv(":memory:")), now),
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
    healthRoute(context.draws)
  ];
  const router = createRouter(routes);
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
      const done = (response2) => {
        response2.headers.set("x-request-id", id);
        if (accessLog) {
          requestLog({
            ...lineOf("info", "request", request, scope, id),
            status: response2.status,
            duration_ms: Math.round((performance.now() - started) * 10) / 10,
            operation: scope.operation ?? null,
            seeded: scope.seeded ?? null,
            cache: scope.cache ?? null
          });
        }
        if (span !== void 0) describeSpan(span, request.method, scope, id);
        return response2;
      };
      const problem = authorityProblem(request.url);
      if (problem !== void 0) return done(finish(errorResponse(problem)));
      let rate;
      if (limit !== void 0 && !isHealthCheck(request.url)) {
        const client = clientOf(info);
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
      const response = answer(request, scope, id);
      if (response instanceof Promise) {
        return response.then((answered) => done(withRate(answered, policy, rate)));
      }
      return done(withRate(response, policy, rate));
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
    } : context;
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
  tracing: false
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
  return {
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
    tracing: read("OTEL_DENO") === "true"
  };
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
function shown(value) {
  return /^[\x21-\x7e]+$/.test(value) ? value : JSON.stringify(value);
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
        console.log(`Listening on ${addressOf(server.addr)}`);
        console.log(kvStoreLine(describeKv(config.kvPath, true, isOnDeploy())));
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
