import { Validator } from "@seriousme/openapi-schema-validator";
import { assert, assertEquals, assertNotEquals } from "@std/assert";
import { Ajv2020 } from "ajv/2020";
import { createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";
import { ERROR_STATUS } from "../src/http/errors.ts";
import {
  API_VERSION,
  type OpenApiDocument,
  openApiDocument,
  type Reference,
  type ResponseObject,
  type Schema,
} from "../src/openapi.ts";
import { OPERATIONS } from "../src/operations/mod.ts";
import { startServer } from "../testing/server.ts";

/** The operation ids of SPEC.md, GET and POST, written out so that none can go missing. */
const SPEC_OPERATION_IDS = [
  "pick_numbers",
  "pick_numbers_post",
  "get_draw",
  "get_draw_post",
  "check_ticket",
  "check_ticket_post",
  "roll_dice",
  "roll_dice_post",
  "flip_coin",
  "flip_coin_post",
  "random_integer",
  "random_integer_post",
  "pick_from_list",
  "pick_from_list_post",
  "shuffle_list",
  "shuffle_list_post",
];

/** Paths the app serves that are not API operations, and so are not in the document. */
const NOT_OPERATIONS = [
  /^\/$/,
  /^\/docs$/,
  /^\/openapi\.json$/,
  /^\/assets\/[a-z0-9_.-]+$/,
  /^\/mcp\/(lottery|random)$/,
];

/**
 * Arguments that each operation answers 200 to, against the source double (kr645 draw 1239 is
 * 11 13 22 32 33 36 + 8; Powerball 2022-11-21 is 1 6 40 51 67 + 2). A new operation needs a line.
 */
const EXAMPLES: Record<string, Record<string, unknown>[]> = {
  pick_numbers: [
    { game: "powerball", sets: 2 },
    { count: 6, max: 49, extra_count: 1, extra_max: 10 },
  ],
  get_draw: [{ game: "kr645" }, { game: "powerball" }, { game: "megamillions" }, {
    game: "kr645",
    draw: 1,
  }],
  check_ticket: [
    { game: "kr645", numbers: [11, 13, 22, 32, 33, 8] },
    { game: "powerball", numbers: [1, 6, 40, 51, 67], extra_number: 2 },
    { game: "megamillions", numbers: [1, 2, 3, 4, 5] },
  ],
  roll_dice: [{ sides: 20, count: 3 }, {}],
  flip_coin: [{ count: 5 }],
  random_integer: [{ min: -5, max: 5, count: 4, unique: true }],
  pick_from_list: [{ items: ["a", "b", "c"], count: 2, unique: false }],
  shuffle_list: [{ items: ["x", "y", "z"] }],
};

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

type Operations = OpenApiDocument["paths"][string];

function eachOperation(): [string, "get" | "post", Operations["get"]][] {
  return Object.entries(document.paths).flatMap(([path, item]) => [
    [path, "get", item.get] as const,
    [path, "post", item.post] as const,
  ]);
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
  dangling.paths["/api/v1/random/dice"]!.get.responses["400"] = { $ref: "#/components/x/y" };
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
  }
});

Deno.test("openapi: it lists the 16 operation ids of SPEC.md, and the table's ids", () => {
  const ids = eachOperation().map(([, , operation]) => operation.operationId);
  assertEquals(new Set(ids).size, ids.length, "operation ids are unique");
  const fromTable = OPERATIONS.flatMap((operation) => [operation.name, `${operation.name}_post`]);
  assertEquals(ids.toSorted(), fromTable.toSorted());
  assertEquals(ids.toSorted(), SPEC_OPERATION_IDS.toSorted());
});

Deno.test("openapi: GET takes query parameters and POST an optional strict JSON body", () => {
  for (const operation of OPERATIONS) {
    const item = defined(document.paths[operation.path], operation.path);
    assertEquals(item.get.operationId, operation.name);
    assertEquals(item.post.operationId, `${operation.name}_post`);
    assertEquals(item.get.requestBody, undefined);

    const entries = operation.input.entries;
    const parameters = item.get.parameters ?? [];
    assertEquals(parameters.map((p) => p.name), Object.keys(entries), operation.name);
    for (const parameter of parameters) {
      assertEquals(parameter.in, "query");
      const schema = entries[parameter.name]!;
      assertEquals(parameter.required, schema.type !== "optional", parameter.name);
      if (parameter.schema.type === "array") {
        assertEquals([parameter.style, parameter.explode], ["form", false], parameter.name);
      } else {
        assertEquals([parameter.style, parameter.explode], [undefined, undefined]);
      }
      assert((parameter.description ?? "").length > 0, `${operation.name} ${parameter.name}`);
    }

    const body = defined(item.post.requestBody, `${operation.name} requestBody`);
    assertEquals(body.required, false);
    assertEquals(Object.keys(body.content), ["application/json"]);
    const schema = inline(body.content["application/json"]!.schema) as Schema;
    assertEquals(schema.type, "object");
    assertEquals(schema.additionalProperties, false);
    assertEquals(Object.keys(schema.properties ?? {}), Object.keys(entries));
  }
});

Deno.test("openapi: 200, 400 and 503 on every operation; 413 and 415 on POST; codes from ERROR_STATUS", () => {
  for (const [path, method, operation] of eachOperation()) {
    const statuses = Object.keys(operation.responses).toSorted();
    const expected = method === "get"
      ? ["200", "400", "503", "default"]
      : ["200", "400", "413", "415", "503", "default"];
    assertEquals(statuses, expected, `${method} ${path}`);
    const answer = operation.responses["200"] as ResponseObject;
    assertEquals(
      answer.content?.["application/json"]?.schema,
      { $ref: `#/components/schemas/${pascal(operation.operationId.replace(/_post$/, ""))}Answer` },
    );
  }
  const error = document.components.schemas.Error!;
  const code = (error.properties?.error as Schema).properties?.code as Schema;
  assertEquals(code.enum, Object.keys(ERROR_STATUS));
  for (const [code, status] of Object.entries(ERROR_STATUS)) {
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
  const served = new Map(app.routes.map((route) => [route.path, route]));

  // Every route is an operation of the document, with exactly its methods, or a known page.
  for (const route of app.routes) {
    const item = document.paths[route.path];
    if (item === undefined) {
      assert(NOT_OPERATIONS.some((pattern) => pattern.test(route.path)), route.path);
      assert(!route.path.startsWith("/api/"), `${route.path} is missing from the document`);
      continue;
    }
    assertEquals(Object.keys(route.methods).toSorted(), ["GET", "POST"], route.path);
  }
  // Every operation of the document is a route.
  for (const path of Object.keys(document.paths)) assert(served.has(path), path);

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
      assertEquals(
        options.headers.get("allow")?.split(", ").toSorted(),
        ["GET", "HEAD", "OPTIONS", "POST"],
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
    assertEquals(
      Object.keys(EXAMPLES).toSorted(),
      OPERATIONS.map((operation) => operation.name).toSorted(),
      "every operation has examples",
    );
    for (const [path, item] of Object.entries(document.paths)) {
      for (const args of EXAMPLES[item.get.operationId] ?? []) {
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
        if (typeof got.seed !== "string") assertEquals(posted.game, got.game);
      }
    }

    const dice = document.paths["/api/v1/random/dice"]!;
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
    const draw = defined(document.paths["/api/v1/lottery/draw"], "get_draw");
    const down = await fetch(`${base}/api/v1/lottery/draw?game=kr645&draw=1000`);
    assertEquals(down.status, 503);
    const body = await check(down, responseSchema(draw.get.responses["503"]), "503");
    assertEquals(body.error.code, "source_unavailable");
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
  assertEquals(await response.json(), JSON.parse(JSON.stringify(document)));
  const etag = defined(response.headers.get("etag"), "etag");
  const again = await app.fetch(
    new Request("http://x/openapi.json", { headers: { "if-none-match": etag } }),
  );
  assertEquals([again.status, await again.text()], [304, ""]);
  assertNotEquals(etag, "");
});
