import { Validator } from "../testing/npm/openapi_validator.ts";
import { assert, assertEquals, assertNotEquals } from "@std/assert";
import { Ajv2020 } from "../testing/npm/ajv_2020.ts";
import { createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";
import { ERROR_STATUS } from "../src/http/errors.ts";
import {
  API_VERSION,
  type OpenApiDocument,
  openApiDocument,
  operationExamples,
  operationItems,
  type Reference,
  type ResponseObject,
  type Schema,
  withHealthCheck,
} from "../src/openapi.ts";
import { isCalendarDate } from "../src/draws/mod.ts";
import { GET_ITEM_MAX_LENGTH, GET_LIST_MAX_ITEMS } from "../src/openapi_get.ts";
import { DRAW_GAMES, drawFacts } from "../src/games/mod.ts";
import { OPERATIONS, validSamples } from "../src/operations/mod.ts";
import { ticketProblem } from "../src/operations/_lottery.ts";
import type { DrawsLogEntry } from "../src/draws/mod.ts";
import { waitFor } from "../testing/process.ts";
import { startServer } from "../testing/server.ts";
import { AFTER_1239, startSourceDouble } from "../testing/source_double.ts";
import { fairnessVectors } from "./_vectors.ts";

/** Paths the app serves that are not API operations, and so are not in the document. */
const NOT_OPERATIONS = [
  /^\/healthz$/,
  /^\/$/,
  /^\/docs$/,
  /^\/openapi\.json$/,
  // The page's assets, its modules under js/ and vendor/ among them.
  /^\/assets\/(?:[a-z]+\/)*[A-Za-z0-9_.-]+$/,
  // The games' schedule, which the home page's script imports as ../games/schedule.js, and the
  // giveaway's text and announcement modules, shared with the server the same way.
  /^\/games\/schedule\.js$/,
  /^\/giveaway\/(text|text_tables|announcement)\.js$/,
  /^\/mcp(?:\/(lottery|random))?$/,
  // A giveaway's page, and the assets under the release's hash.
  /^\/g\/:id$/,
  /^\/r\/:hash\/\*$/,
  // The register's log (C2SP tlog-tiles) and the witness (C2SP tlog-witness): text and bytes of
  // their specs, not JSON operations; docs/API.md describes them.
  /^\/api\/v1\/log\/(checkpoint|key|tile\/\*)$/,
  /^\/api\/v1\/witness\/(add-checkpoint|key)$/,
];

/** The API paths served outside the document, for the specs they follow. */
const SPEC_PATHS = /^\/api\/v1\/(log|witness)\//;

const document = openApiDocument(OPERATIONS);

/** The value, after asserting that it is there (the npm build of std/assert does not narrow). */
function defined<T>(value: T | null | undefined, label: string): T {
  if (value === undefined || value === null) throw new Error(`${label} is missing`);
  return value;
}

/** The document as the validator takes it: plain JSON. */
function plain(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value));
}

type OperationObject = NonNullable<OpenApiDocument["paths"][string]["get"]>;

/** Every operation of the document: its path, method and operation object. */
function eachOperation(): [string, "get" | "post", OperationObject][] {
  const found: [string, "get" | "post", OperationObject][] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (item.get !== undefined) found.push([path, "get", item.get]);
    if (item.post !== undefined) found.push([path, "post", item.post]);
  }
  return found;
}

/** The methods of a path item, upper case. */
function methodsOf(item: OpenApiDocument["paths"][string]): string[] {
  return [...(item.get ? ["GET"] : []), ...(item.post ? ["POST"] : [])];
}

/**
 * The methods of a path item that are one operation's: a path may hold two operations (the
 * register's POST and its listing's GET).
 */
function ownItem(
  item: OpenApiDocument["paths"][string],
  name: string,
): OpenApiDocument["paths"][string] {
  const own = (operation: OperationObject | undefined) =>
    operation !== undefined && operation.operationId.replace(/_post$/, "") === name
      ? operation
      : undefined;
  const get = own(item.get);
  const post = own(item.post);
  return { ...(get ? { get } : {}), ...(post ? { post } : {}) };
}

/** A path as the router writes it: `{id}` as `:id`. */
function routePathOf(path: string): string {
  return path.replace(/\{([a-z_]+)\}/g, ":$1");
}

/** A schema with every `#/components/schemas/...` reference replaced by what it names. */
function inline(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(inline);
  if (typeof schema !== "object" || schema === null) return schema;
  const ref = (schema as Reference).$ref;
  if (typeof ref === "string") {
    const name = ref.replace("#/components/schemas/", "");
    return inline(defined(document.components.schemas[name], ref));
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value)]));
}

/** The POST body schema of an operation, by its name. */
function bodySchema(name: string): Schema {
  const path = defined(OPERATIONS.find((operation) => operation.name === name), name).path;
  const body = defined(document.paths[path]?.post?.requestBody, `${name} requestBody`);
  return inline(defined(body.content["application/json"], name).schema) as Schema;
}

function responseSchema(response: ResponseObject | Reference | undefined): Schema {
  const found = defined(response, "response");
  const resolved = "$ref" in found
    ? document.components.responses[found.$ref.replace("#/components/responses/", "")]
    : found;
  const schema = resolved?.content?.["application/json"]?.schema;
  return inline(defined(schema, JSON.stringify(response))) as Schema;
}

/** Strict, so that a keyword JSON Schema 2020-12 does not know is an error, not ignored. */
function newAjv() {
  return new Ajv2020({ strict: true, allErrors: true });
}

Deno.test("openapi: the document is valid OpenAPI 3.1 by a real validator", async () => {
  const result = await new Validator().validate(plain(document));
  assertEquals(result, { valid: true });
  assertEquals(document.openapi, "3.1.0");
  assertEquals(document.info.version, API_VERSION);
  assertEquals(API_VERSION, "1.0.0");
  assertEquals(document.servers, [{ url: "/", description: "This server" }]);
});

Deno.test("openapi: the validator is real: it rejects a broken document", async () => {
  const broken = plain(document);
  delete (broken.info as Record<string, unknown>).version;
  assertEquals((await new Validator().validate(broken)).valid, false);
  const dangling = structuredClone(document);
  dangling.paths["/api/v1/random/dice"]!.get!.responses["400"] = { $ref: "#/components/x/y" };
  assertEquals((await new Validator().validate(plain(dangling))).valid, false);
});

Deno.test("openapi: every schema in it is valid JSON Schema 2020-12 (strict)", () => {
  const ajv = newAjv();
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    ajv.compile(inline(schema) as object);
    assert(!("$schema" in schema), name);
  }
  for (const [path, , operation] of eachOperation()) {
    for (const parameter of operation.parameters ?? []) {
      ajv.compile(parameter.schema as object);
      assert(parameter.schema.description === undefined, `${path} ${parameter.name}`);
    }
    for (const response of Object.values(operation.responses)) {
      ajv.compile(responseSchema(response) as object);
    }
    const body = operation.requestBody?.content["application/json"]?.schema;
    if (body !== undefined) ajv.compile(inline(body) as object);
  }
});

Deno.test("openapi: it lists the table's operation ids, GET's and POST's", () => {
  const ids = eachOperation().map(([, , operation]) => operation.operationId);
  assertEquals(new Set(ids).size, ids.length, "operation ids are unique");
  const fromTable = OPERATIONS.flatMap((operation) =>
    operation.methods.length === 2 ? [operation.name, `${operation.name}_post`] : [operation.name]
  );
  assertEquals(ids.toSorted(), fromTable.toSorted());
});

Deno.test("openapi: GET takes query (or path) parameters and POST a strict JSON body, optional when GET is there", () => {
  for (const operation of OPERATIONS) {
    const item = ownItem(defined(document.paths[operation.path], operation.path), operation.name);
    assertEquals(methodsOf(item), operation.methods, operation.name);
    const both = operation.methods.length === 2;
    const entries = operation.input.entries;
    if (item.get !== undefined) {
      assertEquals(item.get.operationId, operation.name);
      assertEquals(item.get.requestBody, undefined);
    }
    if (item.post !== undefined) {
      assertEquals(item.post.operationId, both ? `${operation.name}_post` : operation.name);
    }
    const parameters = item.get?.parameters ?? [];
    if (item.get !== undefined) {
      assertEquals(parameters.map((p) => p.name), Object.keys(entries), operation.name);
    }
    for (const parameter of parameters) {
      const inPath = operation.pathParameters.includes(parameter.name);
      assertEquals(parameter.in, inPath ? "path" : "query");
      assertEquals(operation.path.includes(`{${parameter.name}}`), inPath);
      const schema = entries[parameter.name]!;
      assertEquals(parameter.required, schema.type !== "optional", parameter.name);
      if (parameter.schema.type === "array") {
        // The form generated clients send at their defaults (items=a&items=b).
        assertEquals([parameter.style, parameter.explode], ["form", true], parameter.name);
      } else {
        assertEquals([parameter.style, parameter.explode], [undefined, undefined]);
      }
      assert((parameter.description ?? "").length > 0, `${operation.name} ${parameter.name}`);
    }

    if (item.post === undefined) continue;
    const body = defined(item.post.requestBody, `${operation.name} requestBody`);
    assertEquals(body.required, !both);
    assertEquals(Object.keys(body.content), ["application/json"]);
    const schema = inline(body.content["application/json"]!.schema) as Schema;
    assertEquals(schema.type, "object");
    assertEquals(schema.additionalProperties, false);
    assertEquals(Object.keys(schema.properties ?? {}), Object.keys(entries));
    // Written in the body, not shared: openapi-typescript makes a property with a default
    // required in a shared schema, and a client that leaves it out then does not compile.
    assert(!("$ref" in body.content["application/json"]!.schema), operation.name);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      if ((property as Schema).default === undefined) continue;
      assert(!(schema.required ?? []).includes(name), `${operation.name} ${name}`);
    }
  }
});

Deno.test("openapi: every operation says it needs no key; the licence is MIT, with a contact", async () => {
  const served = withHealthCheck(document);
  for (const item of Object.values(served.paths)) {
    for (const operation of Object.values(item)) {
      assertEquals((operation as OperationObject).security, [], operation.operationId);
      assert(operation.tags.length > 0, operation.operationId);
      for (const tag of operation.tags) assert(served.tags.some((known) => known.name === tag));
    }
  }
  assertEquals(served.info.license, { name: "MIT", identifier: "MIT" });
  const license = await Deno.readTextFile(new URL("../LICENSE", import.meta.url));
  assert(license.startsWith("MIT License\n"));
  assert(license.includes(served.info.contact.name), "the contact is the licence's holder");
});

Deno.test("openapi: 200 (and 201), 400, 405, 429 and 503 on every operation; 413 and 415 on POST; 404 with a path parameter; codes from ERROR_STATUS", () => {
  for (const [path, method, operation] of eachOperation()) {
    const statuses = Object.keys(operation.responses).toSorted();
    const name = operation.operationId.replace(/_post$/, "");
    const declared = OPERATIONS.find((candidate) => candidate.name === name)!;
    const expected = [
      ...declared.statuses.map(String),
      "400",
      "405",
      "429",
      "503",
      "default",
      ...(method === "post" ? ["413", "415"] : []),
      ...(path.includes("{") ? ["404"] : []),
    ];
    assertEquals(statuses, expected.toSorted(), `${method} ${path}`);
    for (const status of declared.statuses) {
      const answer = operation.responses[String(status)] as ResponseObject;
      assertEquals(
        answer.content?.["application/json"]?.schema,
        { $ref: `#/components/schemas/${pascal(name)}Answer` },
      );
    }
  }
  const error = document.components.schemas.Error!;
  const code = (error.properties?.error as Schema).properties?.code as Schema;
  assertEquals(code.enum, Object.keys(ERROR_STATUS));
  for (const [code, status] of Object.entries(ERROR_STATUS)) {
    // 500 is nobody's, and 403 is the MCP endpoints' alone: no documented operation gives them,
    // so only `default` names them. 404 is giveaway_result's, for an unknown ID.
    if (status === 403 || status === 500) {
      assertEquals(document.components.responses[`Error${status}`], undefined);
      assert(document.components.responses.Error!.description.includes(`\`${code}\``), code);
      continue;
    }
    const response = defined(document.components.responses[`Error${status}`], `Error${status}`);
    const narrowed = responseSchema(response);
    const valid = newAjv().compile(narrowed);
    assert(valid({ error: { code, message: "m", field: null } }), `${code} under ${status}`);
    assert(!valid({ error: { code: "nope", message: "m", field: null } }));
    assert(response.description.includes(`\`${code}\``), code);
  }
});

function pascal(name: string): string {
  return name.split("_").map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

Deno.test("openapi: the routes the app serves and the operations in the document are the same", async () => {
  const server = await startServer({ double: true });
  const { app } = server;
  // Routes of one path (the register's POST and its listing's GET) are served as one.
  const served = new Map<string, (typeof app.routes)[number]>();
  for (const route of app.routes) {
    const same = served.get(route.path);
    served.set(
      route.path,
      same === undefined
        ? route
        : { path: route.path, methods: { ...same.methods, ...route.methods } },
    );
  }

  // Every route is an operation of the document, with exactly its methods, or a known page.
  const byRoute = new Map(
    Object.entries(document.paths).map(([path, item]) => [routePathOf(path), item]),
  );
  for (const route of served.values()) {
    const item = byRoute.get(route.path);
    if (item === undefined) {
      assert(NOT_OPERATIONS.some((pattern) => pattern.test(route.path)), route.path);
      assert(
        !route.path.startsWith("/api/") || SPEC_PATHS.test(route.path),
        `${route.path} is missing from the document`,
      );
      continue;
    }
    assertEquals(Object.keys(route.methods).toSorted(), methodsOf(item), route.path);
  }
  // Every operation of the document is a route.
  for (const path of Object.keys(document.paths)) assert(served.has(routePathOf(path)), path);

  // And over a real port: every documented method answers (not 404 or 405), and the path allows
  // exactly the documented methods.
  try {
    const base = server.url;
    for (const [path, method] of eachOperation()) {
      const response = await fetch(base + path, {
        method: method.toUpperCase(),
        ...(method === "post"
          ? { headers: { "content-type": "application/json" }, body: "{}" }
          : {}),
      });
      await response.body?.cancel();
      assert(![404, 405].includes(response.status), `${method} ${path}: ${response.status}`);
      const options = await fetch(base + path, { method: "OPTIONS" });
      await options.body?.cancel();
      const item = document.paths[path]!;
      assertEquals(
        options.headers.get("allow")?.split(", ").toSorted(),
        [...methodsOf(item), ...(item.get ? ["HEAD"] : []), "OPTIONS"].toSorted(),
        path,
      );
    }
  } finally {
    await server.close();
  }
});

Deno.test("openapi: real answers and errors match the documented schemas", async () => {
  const server = await startServer({ double: true, config: { sourceTimeoutMs: 500 } });
  const base = server.url;
  const ajv = newAjv();
  const check = async (response: Response, schema: Schema, label: string) => {
    const body = await response.json();
    const valid = ajv.compile(schema);
    assert(valid(body), `${label}: ${JSON.stringify(valid.errors)} in ${JSON.stringify(body)}`);
    return body;
  };
  try {
    for (const operation of OPERATIONS) {
      assert(validSamples(operation).length > 0, `${operation.name} has no valid samples`);
    }
    // The register's two (one method each) are checked by their own test below: they write, and
    // the second needs the first's write.
    for (const [path, item] of Object.entries(document.paths)) {
      if (item.get === undefined || item.post === undefined) continue;
      if (item.post.operationId !== `${item.get.operationId}_post`) continue;
      const operation = OPERATIONS.find((operation) => operation.name === item.get!.operationId)!;
      for (const args of validSamples(operation)) {
        const query = new URLSearchParams(
          Object.entries(args).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : String(v)]),
        );
        const viaGet = await fetch(`${base}${path}?${query}`);
        assertEquals(viaGet.status, 200, `GET ${path}?${query}`);
        const got = await check(viaGet, responseSchema(item.get.responses["200"]), `GET ${path}`);
        const viaPost = await fetch(base + path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(args),
        });
        assertEquals(viaPost.status, 200, `POST ${path} ${JSON.stringify(args)}`);
        const posted = await check(
          viaPost,
          responseSchema(item.post.responses["200"]),
          `POST ${path}`,
        );
        // With a seed argument the answer is the same over GET and POST; without one, fresh seeds.
        if (operation.seeded && args.seed === undefined) assertEquals(posted.game, got.game);
        else assertEquals(posted, got, `GET and POST ${path} ${JSON.stringify(args)}`);
      }
    }

    const dice = document.paths["/api/v1/random/dice"]! as Required<
      OpenApiDocument["paths"][string]
    >;
    const bad = await fetch(`${base}/api/v1/random/dice?sides=1`);
    assertEquals(bad.status, 400);
    await check(bad, responseSchema(dice.get.responses["400"]), "400");
    const wrongType = await fetch(`${base}/api/v1/random/dice`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "sides=6",
    });
    assertEquals(wrongType.status, 415);
    await check(wrongType, responseSchema(dice.post.responses["415"]), "415");
    const huge = await fetch(`${base}/api/v1/random/dice`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ pad: "x".repeat(5 * 2 ** 20) }),
    });
    assertEquals(huge.status, 413);
    await check(huge, responseSchema(dice.post.responses["413"]), "413");
    const missing = await fetch(`${base}/api/v1/nope`);
    assertEquals(missing.status, 404);
    await check(missing, responseSchema(dice.get.responses.default), "404");
    const wrongMethod = await fetch(`${base}/api/v1/random/dice`, { method: "DELETE" });
    assertEquals(wrongMethod.status, 405);
    await check(wrongMethod, responseSchema(dice.get.responses.default), "405");

    server.double.setMode("error");
    const draw = defined(document.paths["/api/v1/lottery/draw"]?.get, "get_draw");
    const down = await fetch(`${base}/api/v1/lottery/draw?game=kr645&draw=1000`);
    assertEquals(down.status, 503);
    const body = await check(down, responseSchema(draw.responses["503"]), "503");
    assertEquals(body.error.code, "source_unavailable");
    const seed = defined(document.paths["/api/v1/lottery/seed"]?.get, "seed_from_draw");
    const seedDown = await fetch(`${base}/api/v1/lottery/seed?game=kr645&draw=1000`);
    assertEquals(seedDown.status, 503);
    await check(seedDown, responseSchema(seed.responses["503"]), "seed_from_draw 503");
    // A draw not out yet is a 400 draw_not_found, documented too.
    server.double.setMode("normal");
    const future = await fetch(`${base}/api/v1/lottery/seed?game=kr645&draw=1240`);
    assertEquals(future.status, 400);
    const notYet = await check(future, responseSchema(seed.responses["400"]), "400");
    assertEquals([notYet.error.code, notYet.error.field], ["draw_not_found", "draw"]);
  } finally {
    await server.close();
  }
});

Deno.test("openapi: GET /openapi.json serves the document, with an ETag", async () => {
  const app = createApp({ config: resolveConfig(() => undefined) });
  const response = await app.fetch(new Request("http://x/openapi.json"));
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("content-type"), "application/json; charset=utf-8");
  assertEquals(response.headers.get("access-control-allow-origin"), "*");
  assertEquals(await response.json(), JSON.parse(JSON.stringify(withHealthCheck(document))));
  const etag = defined(response.headers.get("etag"), "etag");
  const again = await app.fetch(
    new Request("http://x/openapi.json", { headers: { "if-none-match": etag } }),
  );
  assertEquals([again.status, await again.text()], [304, ""]);
  assertNotEquals(etag, "");
});

Deno.test("openapi: every component is referenced, and every reference names a component", () => {
  const references = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (typeof value !== "object" || value === null) return;
    const ref = (value as Reference).$ref;
    if (typeof ref === "string") references.add(ref);
    Object.values(value).forEach(walk);
  };
  walk(document);
  const components = Object.entries(document.components).flatMap(([kind, entries]) =>
    Object.keys(entries).map((name) => `#/components/${kind}/${name}`)
  );
  assertEquals([...references].toSorted(), components.toSorted());
});

Deno.test("openapi: 405 declares Allow, 429 and 503 Retry-After; the answers carry them", async () => {
  const { responses } = document.components;
  const headerNames = (name: string) => Object.keys(responses[name]?.headers ?? {});
  assertEquals(headerNames("Error405"), ["Allow"]);
  assertEquals(headerNames("Error429"), ["Retry-After"]);
  assertEquals(headerNames("Error503"), ["Retry-After"]);
  for (const name of ["Error400", "Error413", "Error415", "Error"]) {
    assertEquals(headerNames(name), [], name);
  }
  const allowed = /^[A-Z]+(, [A-Z]+)*$/;
  const retryAfter = (response: Response) => {
    const value = defined(response.headers.get("retry-after"), "retry-after");
    assert(/^[0-9]+$/.test(value), value);
  };

  const double = await startSourceDouble();
  // The source failures this test causes are logged here, not on the test output.
  const logged: DrawsLogEntry[] = [];
  const options = {
    config: {
      ...resolveConfig(() => undefined),
      kr645SourceUrl: double.kr645Url,
      sourceTimeoutMs: 300,
      rateLimitPerMinute: 1,
    },
    now: () => AFTER_1239,
    log: (entry: DrawsLogEntry) => logged.push(entry),
  };
  const app = createApp(options);
  // One client, as main.ts serves it: one request a minute, so the second is limited.
  const client: Deno.ServeHandlerInfo<Deno.NetAddr> = {
    remoteAddr: { transport: "tcp", hostname: "192.0.2.7", port: 1 },
    completed: Promise.resolve(),
  };
  try {
    const wrongMethod = await app.fetch(
      new Request("http://x/api/v1/random/dice", { method: "PUT" }),
    );
    assertEquals(wrongMethod.status, 405);
    const allow = defined(wrongMethod.headers.get("allow"), "allow");
    assert(allowed.test(allow), allow);
    assertEquals(allow.split(", ").toSorted(), ["GET", "HEAD", "OPTIONS", "POST"]);
    assert(responses.Error405!.headers!.Allow!.description.includes(allow));

    assertEquals((await app.serve(new Request("http://x/api/v1/random/coin"), client)).status, 200);
    const limited = await app.serve(new Request("http://x/api/v1/random/coin"), client);
    assertEquals(limited.status, 429);
    retryAfter(limited);

    double.setMode("error");
    const down = await app.fetch(new Request("http://x/api/v1/lottery/draw?game=kr645&draw=7"));
    assertEquals([down.status, (await down.json()).error.code], [503, "source_unavailable"]);
    retryAfter(down);
    assertEquals(logged.length, 1);

    double.setMode("slow", { delayMs: 1500 });
    const hurried = createApp({ ...options, config: { ...options.config, requestTimeoutMs: 1 } });
    const late = await hurried.fetch(new Request("http://x/api/v1/lottery/draw?game=kr645&draw=8"));
    assertEquals([late.status, (await late.json()).error.code], [503, "request_timeout"]);
    retryAfter(late);
    // The source's fetch goes on behind that answer until the source's timeout, and is logged
    // when it gives up. The double is closed after that: on Deno 2.5, under load, a server shut
    // down while a fetch to it was still under way waited for ever, one run in twenty or so.
    await waitFor(() => logged.length >= 2, "the source's fetch given up", { timeoutMs: 10_000 });
    assertEquals(logged.length, 2);
  } finally {
    await double.close();
  }
});

Deno.test("openapi: draw's pattern admits exactly the real calendar dates and the draw numbers", () => {
  for (const name of ["get_draw", "check_ticket"]) {
    const draw = defined(bodySchema(name).properties?.draw, name) as Schema;
    const [number, text] = draw.anyOf as Schema[];
    assertEquals([number!.type, number!.minimum], ["integer", 1]);
    const pattern = new RegExp(defined(text!.pattern, "pattern"), "u");
    const years = [
      ...range(0, 12),
      ...range(1596, 1604),
      ...range(1696, 1704),
      ...range(1896, 1904),
      ...range(1996, 2104),
      ...range(2396, 2404),
      ...range(9988, 9999),
    ];
    let real = 0;
    for (const year of years) {
      for (const month of range(0, 13)) {
        for (const day of range(0, 32)) {
          const date = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          assertEquals(pattern.test(date), isCalendarDate(date), date);
          if (isCalendarDate(date)) real++;
        }
      }
    }
    assertEquals(real, 365 * years.length + years.filter(isLeap).length - 365); // no year 0000
    for (const yes of ["1", "1239", "2024-02-29", "2000-02-29", "2026-12-31"]) {
      assert(pattern.test(yes), yes);
    }
    for (const no of ["0", "01", "2026-02-30", "2100-02-29", "2026-2-3", " 1", "2026-01-01T"]) {
      assert(!pattern.test(no), no);
    }
  }
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, "0");
}

function isLeap(year: number): boolean {
  return year > 0 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

Deno.test("openapi: check_ticket states the bounds every game shares, and admits every ticket the API takes", () => {
  const args = bodySchema("check_ticket");
  const properties = args.properties as Record<string, Schema>;
  const { description: _, ...numbers } = properties.numbers!;
  assertEquals(numbers, {
    type: "array",
    items: { type: "integer", minimum: 1, maximum: 75 },
    minItems: 5,
    maxItems: 6,
    uniqueItems: true,
  });
  assertEquals([properties.extra_number!.minimum, properties.extra_number!.maximum], [1, 52]);

  const valid = newAjv().compile(args);
  let tickets = 0;
  for (const game of DRAW_GAMES) {
    for (const matrix of drawFacts(game).matrices) {
      const lowest = range(1, matrix.count);
      const highest = range(matrix.max - matrix.count + 1, matrix.max);
      const extras = game === "kr645" ? [undefined] : [undefined, 1, matrix.extraMax];
      for (const numbers of [lowest, highest]) {
        for (const extra_number of extras) {
          // The API takes this ticket for a draw on the matrix's first day...
          assertEquals(ticketProblem(game, matrix.from, { numbers, extra_number }), undefined);
          // ...and so must the schema.
          const body = { game, numbers, ...(extra_number === undefined ? {} : { extra_number }) };
          assert(valid(body), `${JSON.stringify(body)} ${JSON.stringify(valid.errors)}`);
          tickets++;
        }
      }
    }
  }
  assert(tickets >= 30);
  for (
    const numbers of [[1, 2, 3, 4], [1, 2, 3, 4, 5, 6, 7], [1, 1, 2, 3, 4], [0, 1, 2, 3, 4], [
      1,
      2,
      3,
      4,
      76,
    ]]
  ) {
    assert(!valid({ game: "powerball", numbers }), JSON.stringify(numbers));
  }
  for (const extra_number of [0, 53]) {
    assert(!valid({ game: "powerball", numbers: [1, 2, 3, 4, 5], extra_number }));
  }
});

Deno.test("openapi: the examples of the random operations are docs/FAIRNESS.md's vectors", () => {
  const vectors = fairnessVectors();
  const examples = OPERATIONS.filter((operation) => operation.seeded).flatMap((operation) =>
    operationExamples(operation).map((example) => ({ path: operation.path, ...example }))
  );
  assertEquals(examples.length, vectors.length, "one example for each vector, no more");
  for (const vector of vectors) {
    const found = examples.filter((example) =>
      example.path === vector.path &&
      JSON.stringify(example.arguments) === JSON.stringify(JSON.parse(vector.body))
    );
    assertEquals(found.length, 1, `${vector.path} ${vector.body}`);
    assertEquals(JSON.stringify(found[0]!.answer), vector.answer, `${vector.path} ${vector.body}`);
  }
});

Deno.test("openapi: every operation's examples are the live answers, byte for byte, by GET and POST, and fit the schemas", async () => {
  const server = await startServer({ double: true });
  const { app } = server;
  const ajv = newAjv();
  let checked = 0;
  try {
    // Paths in table order: announce_giveaway's example is registered before giveaway_result's
    // and list_giveaways's read it (a path's POST operation before its GET one).
    for (const [path, item] of operationItems(document.paths)) {
      const name0 = (item.get ?? item.post)!.operationId;
      const declared = OPERATIONS.find((operation) => operation.name === name0)!;
      const body = item.post?.requestBody?.content["application/json"];
      const argumentExamples = body !== undefined
        ? defined(body.examples, `${path} body examples`)
        : examplesByName(item.get!.parameters ?? []);
      const names = Object.keys(argumentExamples);
      assert(names.length > 0, `${path} has no examples`);
      const parameters = item.get?.parameters ?? [];
      const validArguments = ajv.compile(
        body !== undefined ? inline(body.schema) as Schema : {
          type: "object",
          properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
          required: parameters.filter((p) => p.required).map((p) => p.name),
          additionalProperties: false,
        },
      );
      for (const operation of [item.get, item.post]) {
        if (operation === undefined) continue;
        const status = declared.statuses[0]!;
        const answer = operation.responses[String(status)] as ResponseObject;
        const answers = defined(answer.content?.["application/json"]?.examples, "examples");
        assertEquals(Object.keys(answers), names, operation.operationId);
        const validAnswer = ajv.compile(responseSchema(answer));
        for (const name of names) {
          const args = argumentExamples[name]!.value as Record<string, unknown>;
          const expected = JSON.stringify(answers[name]!.value);
          assert(validArguments(args), `${name}: ${JSON.stringify(validArguments.errors)}`);
          assert(
            validAnswer(answers[name]!.value),
            `${name}: ${JSON.stringify(validAnswer.errors)}`,
          );
          let response: Response;
          if (operation === item.post) {
            response = await app.fetch(
              new Request(`http://x${path}`, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: JSON.stringify(args),
              }),
            );
          } else {
            // The GET form of the example, from the parameters' examples of that name.
            const query = new URLSearchParams();
            let target = path;
            for (const parameter of operation.parameters ?? []) {
              const value = parameter.examples?.[name]?.value;
              assertEquals(value, args[parameter.name], `${name} ${parameter.name}`);
              if (parameter.in === "path") {
                target = target.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
              } else if (value !== undefined) {
                query.set(parameter.name, Array.isArray(value) ? value.join(",") : String(value));
              }
            }
            response = await app.fetch(new Request(`http://x${target}?${query}`));
          }
          assertEquals(
            [response.status, await response.text()],
            [status, expected],
            `${operation.operationId} ${name}`,
          );
          checked++;
        }
      }
    }
  } finally {
    await server.close();
  }
  assert(checked >= 2 * 15, `only ${checked} examples checked`);
});

/** The examples of an operation's arguments, by example name, from its GET parameters. */
function examplesByName(
  parameters: readonly NonNullable<OperationObject["parameters"]>[number][],
): Record<string, { summary: string; value: Record<string, unknown> }> {
  const byName: Record<string, { summary: string; value: Record<string, unknown> }> = {};
  for (const parameter of parameters) {
    for (const [name, example] of Object.entries(parameter.examples ?? {})) {
      byName[name] ??= { summary: example.summary, value: {} };
      byName[name].value[parameter.name] = example.value;
    }
  }
  return byName;
}

Deno.test("openapi: the register's real answers and errors match the documented schemas", async () => {
  await using server = await startServer({ double: true });
  const ajv = newAjv();
  const announce = defined(document.paths["/api/v1/giveaways"]?.post, "announce_giveaway");
  const result = defined(document.paths["/api/v1/giveaways/{id}"]?.get, "giveaway_result");
  const check = (answer: { status: number; body: unknown }, response: unknown, label: string) => {
    const valid = ajv.compile(responseSchema(response as ResponseObject));
    assert(valid(answer.body), `${label}: ${JSON.stringify(valid.errors)}`);
  };
  const giveaway = { game: "kr645", draw: 1240, title: "", entries: ["a", "b"], winners: 1 };
  const created = await server.post("/api/v1/giveaways", giveaway);
  assertEquals(created.status, 201);
  check(created, announce.responses["201"], "201");
  const again = await server.post("/api/v1/giveaways", giveaway);
  assertEquals(again.status, 200);
  check(again, announce.responses["200"], "200");
  const late = await server.post("/api/v1/giveaways", { ...giveaway, draw: 1239 });
  assertEquals([late.status, (late.body.error as { code: string }).code], [400, "too_late"]);
  check(late, announce.responses["400"], "too_late");
  const read = await server.get(`/api/v1/giveaways/${created.body.id}`);
  check(read, result.responses["200"], "read");
  const unknown = await server.get("/api/v1/giveaways/0000-0000-0000-0000-0000-0000");
  assertEquals(unknown.status, 404);
  check(unknown, result.responses["404"], "404");
  const bad = await server.get("/api/v1/giveaways/nope");
  assertEquals(bad.status, 400);
  check(bad, result.responses["400"], "400");
});

Deno.test("openapi: both list forms, the comma rule and the bounds that keep a GET within the head limits are stated, for every list argument", () => {
  for (const text of ["items=a&items=b", "items=a,b", "cannot hold a comma", "16 KiB", "POST"]) {
    assert(document.info.description.includes(text), text);
  }
  let lists = 0;
  for (const [path, method, operation] of eachOperation()) {
    if (method !== "get" || path.includes("{")) continue;
    assert(operation.description.includes("the parameter repeated"), path);
    for (const parameter of operation.parameters ?? []) {
      if (parameter.schema.type !== "array") continue;
      const text = parameter.description ?? "";
      assert(text.includes("An item cannot hold a comma"), `${path} ${parameter.name}`);
      assert(text.includes("16 KiB") && text.includes("use POST"), `${path} ${parameter.name}`);
      const { maxItems, items } = parameter.schema as { maxItems: number; items: Schema };
      assert(maxItems <= GET_LIST_MAX_ITEMS, `${path} ${parameter.name}`);
      if (items.type === "string") {
        assertEquals([items.maxLength, items.pattern], [GET_ITEM_MAX_LENGTH, "^[^,]*$"]);
      }
      lists++;
    }
  }
  // The list arguments, as the operations' valid samples give them (check_ticket's numbers,
  // pick_from_list's and shuffle_list's items today), read apart from the schemas.
  const listArguments = new Set(
    OPERATIONS.filter((operation) => operation.methods.includes("GET")).flatMap((operation) =>
      validSamples(operation).flatMap((args) =>
        Object.entries(args).filter(([, value]) => Array.isArray(value)).map(([name]) =>
          `${operation.name} ${name}`
        )
      )
    ),
  );
  assert(listArguments.size > 0);
  assertEquals(lists, listArguments.size);
});

Deno.test("openapi: the served document adds GET /healthz, valid, and its live answers match it", async () => {
  const served = withHealthCheck(document);
  const validator = new Validator();
  const result = await validator.validate(JSON.parse(JSON.stringify(served)));
  assert(result.valid, JSON.stringify(result.errors));
  const item = defined(served.paths["/healthz"], "/healthz");
  assertEquals(Object.keys(item), ["get"]);
  assertEquals(Object.keys(defined(item.get, "GET /healthz").responses), ["200", "405", "503"]);
  assertEquals(item.get?.tags, ["service"]);
  const valid = newAjv().addFormat("date-time", true).compile(
    defined(served.components.schemas.HealthAnswer, "HealthAnswer"),
  );
  const kv = await Deno.openKv(":memory:");
  await using server = await startServer({ double: true, kv });
  server.double.setMode("error", { source: "ny" });
  await server.get("/api/v1/lottery/draw", "game=kr645&draw=5");
  await server.get("/api/v1/lottery/draw", "game=powerball&draw=2022-11-21");
  const ok = await server.get("/healthz");
  assert(valid(ok.body), JSON.stringify(valid.errors));
  kv.close();
  // A look at KV answers the checks of the second after it (src/draws/health.ts).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const down = await server.get("/healthz");
  assertEquals(down.status, 503);
  assert(valid(down.body), JSON.stringify(valid.errors));
  const post = await server.post("/healthz", {});
  assertEquals([post.status, (post.body.error as { code: string }).code], [
    405,
    "method_not_allowed",
  ]);
});
