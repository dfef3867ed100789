/**
 * Property-based fuzzing of every operation over HTTP, GET and POST, against the app on a
 * loopback port in front of the source double (which answers normally throughout, so a 503 is a
 * failure here: every draw asked for is one the double has, or one it says does not exist).
 *
 * Properties: never a status other than 200 or 400 (413 and 415 where the body calls for them);
 * every error has the body `{"error":{"code","message","field"}}` with a `field` that exists; an
 * unknown argument is never ignored; valid arguments are never refused; every 200 matches the
 * operation's answer schema and bounds (draws: the double's numbers); the answer's seed gives the
 * same bytes again, over POST and GET alike.
 *
 * The fast-check seed is fixed and printed; `FUZZ_SEED` replays another, `FUZZ_SCALE` runs more.
 */
import { assertEquals, AssertionError } from "@std/assert";
import fc from "../../testing/npm/fast_check.ts";
import { bodyLimitFor } from "../../src/http/body.ts";
import { queryKinds } from "../../src/http/query.ts";
import { type Operation, OPERATIONS } from "../../src/operations/mod.ts";
import {
  argsCase,
  argsOfQuery,
  bodyText,
  codePoint,
  FUZZED_OPERATIONS,
  hostileValue,
  kindsOf,
  queryCase,
  queryOf,
} from "./_arbitraries.ts";
import type { TestServer } from "../../testing/server.ts";
import {
  answerCheckGaps,
  type Args,
  checkError,
  drawOracle,
  errorOf,
  type Reply,
} from "./_checks.ts";
import { checkProperty, postText, send, withFuzzServer } from "./_fuzz.ts";
import { count, judge, printTally, type Tally } from "./_judge.ts";

/** Runs per operation and property: about 4,000 cases and 8,000 requests a property. */
const RUNS = 500;

/** Deno's fetch refuses longer URLs; longer GETs are left to POST, as the README says. */
const MAX_URL = 60_000;

/** GETs `path?query`, or gives undefined when the URL is too long to send. */
function get(server: TestServer, path: string, query: string): Promise<Reply> | undefined {
  const url = `${server.url}${path}${query === "" ? "" : `?${query}`}`;
  return url.length > MAX_URL ? undefined : send(url);
}

/**
 * After a 200: the answer's seed (or, for draws, nothing) with the same arguments gives the same
 * bytes over POST, and over GET when the arguments can be spelled in a query string.
 */
async function checkReproduced(
  server: TestServer,
  operation: Operation,
  args: Args,
  reply: Reply,
  context: string,
): Promise<void> {
  const again: Args = operation.seeded ? { ...args, seed: JSON.parse(reply.text).seed } : args;
  const viaPost = await postText(`${server.url}${operation.path}`, JSON.stringify(again));
  assertEquals(viaPost, reply, `${context}: POST again with the answer's seed`);
  const query = queryOf(again, kindsOf(operation));
  const viaGet = query === undefined ? undefined : get(server, operation.path, query);
  if (viaGet !== undefined) {
    assertEquals(await viaGet, reply, `${context}: GET with the answer's seed (?${query})`);
  }
}

Deno.test("http fuzz: every fuzzed operation has an answer check, and query kinds from its samples that the service reads alike", () => {
  assertEquals(FUZZED_OPERATIONS.length, OPERATIONS.filter((o) => o.methods.length === 2).length);
  const gaps = answerCheckGaps(FUZZED_OPERATIONS);
  assertEquals(gaps, [], `no answer check for ${gaps.join(", ")}: add one to ANSWER_CHECKS`);
  for (const operation of FUZZED_OPERATIONS) {
    assertEquals(kindsOf(operation), queryKinds(operation.input.entries), operation.name);
  }
  // The kinds read off the samples are the spellings API.md gives, e.g. draw's two kinds.
  const ticket = FUZZED_OPERATIONS.find((operation) => operation.name === "check_ticket")!;
  assertEquals(kindsOf(ticket), {
    game: "string",
    numbers: "integer_list",
    draw: "string",
    extra_number: "integer",
  });
});

Deno.test("http fuzz: POST bodies of every operation", async () => {
  await withFuzzServer(async (server) => {
    const oracle = await drawOracle(server.double.latest, server.clock.t);
    const tally: Tally = new Map();
    for (const operation of FUZZED_OPERATIONS) {
      await checkProperty(
        `POST ${operation.name}`,
        argsCase(operation, oracle),
        async ({ members, valid }) => {
          const text = bodyText(members);
          const args = JSON.parse(text) as Args;
          const sent = Object.keys(args);
          const context = `POST ${operation.path} ${text.slice(0, 400)}`;
          const reply = await postText(`${server.url}${operation.path}`, text);
          count(tally, operation.name, reply.status);
          // A body past the operation's limit is a 413 before anything else, a name given twice
          // a 400 naming it; either is judged on the body alone.
          if (judge(reply, { operation, args, sent, valid, oracle, context, body: text })) return;
          if (reply.status === 200) {
            await checkReproduced(server, operation, args, reply, context);
            return;
          }
          // The same arguments in a query string are refused alike: same status, code and field;
          // but a list's name with brackets, an unknown property in a body, is that list in a
          // query (the exploded form as axios writes it).
          const kinds = kindsOf(operation);
          const bracketed = sent.some((name) =>
            name.endsWith("[]") && kinds[name.slice(0, -2)]?.endsWith("_list")
          );
          if (bracketed) return;
          const query = queryOf(args, kinds);
          const viaGet = query === undefined ? undefined : get(server, operation.path, query);
          if (viaGet === undefined) return;
          const answer = await viaGet;
          const known = Object.keys(operation.input.entries);
          assertEquals(
            [answer.status, checkError(answer, sent, known, `${context} as GET ?${query}`)],
            [reply.status, checkError(reply, sent, known, context)],
            `${context}: GET ?${query} is refused otherwise`,
          );
        },
        RUNS,
      );
    }
    printTally("POST answers", tally);
  });
});

/** A query string as the service reads it (API.md), with the first problem it has, if any. */
interface ReadQuery {
  /** The names, in order, decoded. */
  names: string[];
  /** The parameters as decoded. */
  params: URLSearchParams;
  /** The 400 the first problem calls for: bad percent-encoding, or a name given twice (a list's: with a comma). */
  problem?: { field: string | null; known: boolean };
}

function readQuery(
  query: string,
  known: readonly string[],
  lists: readonly string[],
): ReadQuery {
  const params = new URLSearchParams();
  const names: string[] = [];
  let problem: ReadQuery["problem"];
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text.replaceAll("+", " "));
    } catch {
      return undefined;
    }
  };
  // Whether each list came with brackets (`items[]=a`, the exploded form as axios writes it).
  const bracketed = new Map<string, boolean>();
  for (const part of query.split("&")) {
    if (part === "" || problem !== undefined) continue;
    const equals = part.indexOf("=");
    const written = decode(equals === -1 ? part : part.slice(0, equals));
    if (written === undefined) {
      problem = { field: null, known: true };
      continue;
    }
    const brackets = written.endsWith("[]") && lists.includes(written.slice(0, -2));
    const name = brackets ? written.slice(0, -2) : written;
    // The value of a name the operation does not take is never decoded.
    const raw = equals === -1 ? "" : part.slice(equals + 1);
    const value = known.includes(name) ? decode(raw) : raw;
    // A list's name may come again (the exploded form), each time one item without a comma, in
    // one spelling throughout; with brackets even once, its item has no comma.
    const list = lists.includes(name);
    const again = names.includes(name);
    const comma = (value ?? "").includes(",");
    const repeated = again &&
      (!list || comma || (params.get(name) ?? "").includes(",") ||
        bracketed.get(name) !== brackets);
    if (repeated || value === undefined || (brackets && comma)) {
      problem = { field: name, known: known.includes(name) };
    }
    if (!again) bracketed.set(name, brackets);
    names.push(name);
    params.append(name, value ?? "");
  }
  return { names, params, problem };
}

Deno.test("http fuzz: GET query strings of every operation", async () => {
  await withFuzzServer(async (server) => {
    const oracle = await drawOracle(server.double.latest, server.clock.t);
    const tally: Tally = new Map();
    for (const operation of FUZZED_OPERATIONS) {
      const known = Object.keys(operation.input.entries);
      await checkProperty(
        `GET ${operation.name}`,
        queryCase(operation, oracle),
        async ({ query, valid }) => {
          const pending = get(server, operation.path, query);
          if (pending === undefined) return;
          const reply = await pending;
          count(tally, operation.name, reply.status);
          const context = `GET ${operation.path}?${query.slice(0, 400)}`;
          const kinds = kindsOf(operation);
          const lists = known.filter((name) => kinds[name]?.endsWith("_list"));
          const read = readQuery(query, known, lists);
          if (read.problem !== undefined) {
            // A name given twice, or not valid percent-encoding: a 400 naming it, unknown_argument
            // when the operation does not take it; a name that cannot be decoded has no name.
            const { field, known: taken } = read.problem;
            const error = errorOf(reply, context);
            const expected = taken ? "invalid_argument" : "unknown_argument";
            if (reply.status !== 400 || error.code !== expected || error.field !== field) {
              throw new AssertionError(
                `${context}: expected 400 ${expected} naming ${field}: ${reply.text}`,
              );
            }
            return;
          }
          const args = argsOfQuery(read.params, kinds);
          judge(reply, {
            operation,
            args,
            sent: read.names,
            valid,
            oracle,
            context,
          });
          if (reply.status === 200) await checkReproduced(server, operation, args, reply, context);
        },
        RUNS,
      );
    }
    printTally("GET answers", tally);
  });
});

const CONTENT_TYPES = [
  null,
  "application/json",
  "application/json; charset=utf-8",
  "Application/JSON",
  " application/json ",
  "application/json;",
  "text/plain",
  "",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/jsonx",
  "text/json",
  "application/merge-patch+json",
];

/** Bodies that are not one JSON object, or barely are. */
const oddBody: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? ""),
  fc.string({ unit: codePoint, maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "\n",
    "{",
    "}",
    "{}",
    " {} ",
    "\ufeff{}",
    "{}{}",
    "{} []",
    "[{}]",
    "null",
    "nul",
    '{"a":}',
    "{'a':1}",
    '{"count":6,}',
    "//\n{}",
    '{"count":6}\u0000',
    '{"count":1e400}',
    '{"count":NaN}',
    '{"count":6}',
    '"{}"',
  ),
  hostileValue.map((value) => `{"count":${value}}`),
  hostileValue,
  fc.integer({ min: 1, max: 200_000 }).map((n) => "[".repeat(n)),
  fc.integer({ min: 1, max: 100_000 }).map((n) => `{"a":${"[".repeat(n)}${"]".repeat(n)}}`),
).map((text) => new TextEncoder().encode(text)).chain((bytes) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constant(bytes) },
    // Bytes that are not UTF-8: a lone continuation byte, an overlong form, a cut sequence.
    fc.constantFrom([0x80], [0xc0, 0xaf], [0xe2, 0x82], [0xff]).map((bad) =>
      Uint8Array.from([...bytes.subarray(0, 1), ...bad, ...bytes.subarray(1)])
    ),
  )
);

const strictDecoder = new TextDecoder("utf-8", { fatal: true });

/** What a POST body must be answered with before its arguments are looked at. */
function bodyVerdict(
  bytes: Uint8Array,
  contentType: string | null,
  limit: number,
): { code: string } | { args: Args } {
  // Past the operation's limit, refused before it is read, whatever it holds.
  if (bytes.length > limit) return { code: "payload_too_large" };
  if (bytes.length === 0) return { args: {} };
  const mediaType = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (mediaType !== "application/json") return { code: "unsupported_media_type" };
  let value: unknown;
  try {
    value = JSON.parse(strictDecoder.decode(bytes));
  } catch {
    return { code: "invalid_json" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { code: "invalid_json" };
  }
  return { args: value as Args };
}

Deno.test("http fuzz: POST bodies that are not one JSON object, other content types, query strings", async () => {
  await withFuzzServer(async (server) => {
    const oracle = await drawOracle(server.double.latest, server.clock.t);
    const tally: Tally = new Map();
    const arbitrary = fc.record({
      name: fc.constantFrom(...FUZZED_OPERATIONS.map((operation) => operation.name)),
      bytes: oddBody,
      contentType: fc.constantFrom(...CONTENT_TYPES),
      query: fc.constantFrom("", "", "", "a=1", "sides=6", "&", "=", "%zz=1", "&count=2"),
    });
    await checkProperty("odd POST bodies", arbitrary, async (c) => {
      const { name: operationName, bytes, contentType, query } = c;
      const operation = FUZZED_OPERATIONS.find((candidate) => candidate.name === operationName)!;
      const url = `${server.url}${operation.path}${query === "" ? "" : `?${query}`}`;
      const reply = await postText(url, bytes, contentType);
      count(tally, "any", reply.status);
      const context = `POST ${url} (${contentType}) ${
        new TextDecoder().decode(bytes.subarray(0, 300))
      }`;
      const known = Object.keys(operation.input.entries);
      const first = query.split("&").find((part) => part !== "");
      if (first !== undefined) {
        // A POST takes no query string: its first parameter is named as unknown.
        const name = first.split("=")[0]!;
        const field = name.includes("%") ? null : name;
        const error = errorOf(reply, context);
        const code = field === null ? "invalid_argument" : "unknown_argument";
        assertEquals([error.code, error.field], [code, field], context);
        return;
      }
      const verdict = bodyVerdict(bytes, contentType, bodyLimitFor(operation.input));
      if ("code" in verdict) {
        const error = checkError(reply, [], known, context);
        assertEquals(error.code, verdict.code, context);
        return;
      }
      judge(reply, {
        operation,
        args: verdict.args,
        sent: Object.keys(verdict.args),
        valid: false,
        oracle,
        context,
      });
    }, RUNS * 4);
    printTally("odd POST answers", tally);
  });
});

Deno.test("http fuzz: the bounds of bodies and lists, and very deep JSON", async () => {
  await withFuzzServer(async (server) => {
    const dice = `${server.url}/api/v1/random/dice`;
    const shuffle = `${server.url}/api/v1/random/shuffle`;
    const known = ["sides", "count", "seed"];
    const padded = (size: number) => `{"count":2${" ".repeat(size - '{"count":2}'.length)}}`;
    // A body of exactly the operation's limit is read; one byte more is a 413, declared or
    // streamed.
    const limit = bodyLimitFor(FUZZED_OPERATIONS.find((op) => op.name === "roll_dice")!.input);
    assertEquals((await postText(dice, padded(limit))).status, 200);
    const over = await postText(dice, padded(limit + 1));
    assertEquals(checkError(over, [], known, "over the limit").code, "payload_too_large");
    const streamed = await send(dice, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: ReadableStream.from([new TextEncoder().encode(padded(limit + 1))]),
    });
    assertEquals(checkError(streamed, [], known, "streamed").code, "payload_too_large");
    // The largest valid request: 1000 items of 200 code points, each an escaped surrogate pair.
    const item = "\\ud83d\\ude00".repeat(200);
    const largest = `{"items":[${Array(1000).fill(`"${item}"`).join(",")}]}`;
    const answer = await postText(shuffle, largest);
    assertEquals(answer.status, 200);
    assertEquals(JSON.parse(answer.text).shuffled, Array(1000).fill("\u{1F600}".repeat(200)));
    // One code point more, or one item more, names items.
    for (
      const body of [
        `{"items":["${item}\\ud83d\\ude00"]}`,
        `{"items":[${Array(1001).fill('"a"').join(",")}]}`,
      ]
    ) {
      const error = checkError(
        await postText(shuffle, body),
        ["items"],
        ["items", "seed"],
        "items",
      );
      assertEquals([error.code, error.field], ["invalid_argument", "items"]);
    }
    // JSON half a million levels deep, as a value and unclosed: a 400, not a stack overflow
    // (to the shuffle, whose body may be long enough to hold it).
    const deep = 500_000;
    const listKnown = ["items", "seed"];
    for (
      const [body, code] of [
        [`{"items":${"[".repeat(deep)}${"]".repeat(deep)}}`, "invalid_argument"],
        [`{"items":["a"],"zz":${"[".repeat(deep)}${"]".repeat(deep)}}`, "unknown_argument"],
        // Half as deep: six bytes a level would pass the shuffle's body limit.
        [`{"items":${'{"a":'.repeat(deep / 2)}1${"}".repeat(deep / 2)}}`, "invalid_argument"],
        ["[".repeat(deep), "invalid_json"],
      ] as const
    ) {
      const reply = await postText(shuffle, body);
      const sent = code === "invalid_json"
        ? []
        : code === "unknown_argument"
        ? ["items", "zz"]
        : ["items"];
      assertEquals(checkError(reply, sent, listKnown, `deep ${code}`).code, code);
    }
    // Thousands of parameters, all unknown: the first is named.
    const many = Array.from({ length: 5000 }, (_, i) => `p${i}=1`).join("&");
    const error = checkError(await send(`${dice}?${many}`), ["p0"], known, "many parameters");
    assertEquals([error.code, error.field], ["unknown_argument", "p0"]);
  });
});

// TRACE and CONNECT are left out: fetch refuses to send them.
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "QUERY", "PROPFIND"];

/** Paths the service has, written otherwise, and paths it does not have. */
const path: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      ...FUZZED_OPERATIONS.map((operation) => operation.path),
      "/",
      "/docs",
      "/openapi.json",
      "/mcp/lottery",
      "/mcp/random",
      "/mcp",
    ),
  },
  fc.constantFrom(
    "/api/v1/random/dice/",
    "//api/v1/random/dice",
    "/api/v1/random/DICE",
    "/api/v1/random/dic%65",
    "/api/v1/random/dice%2F",
    "/api/v1/random/dice;x",
    "/api/v1/random/dice.json",
    "/api/v2/random/dice",
    "/mcp/",
    "/mcp/other",
    "/%00",
    "/%zz",
    "/%ED%A0%80",
    `/${"a".repeat(5000)}`,
  ),
  fc.string({ unit: codePoint, maxLength: 30 }).map((text) => `/${encodeURIComponent(text)}`),
);

Deno.test("http fuzz: any method on any path: 404 and 405 with the error body, never a 5xx", async () => {
  await withFuzzServer(async (server) => {
    const tally: Tally = new Map();
    const arbitrary = fc.record({ method: fc.constantFrom(...METHODS), path });
    await checkProperty("methods and paths", arbitrary, async ({ method, path }) => {
      const response = await fetch(`${server.url}${path}`, { method });
      const reply = { status: response.status, text: await response.text() };
      count(tally, method, reply.status);
      const context = `${method} ${path.slice(0, 200)}`;
      if (reply.status >= 500) {
        throw new AssertionError(`${context}: ${reply.status} ${reply.text}`);
      }
      // A POST to an MCP server is answered by its transport, in JSON-RPC (see the MCP fuzz).
      const mcp = method === "POST" && /^\/mcp(\/(lottery|random))?$/.test(path);
      if (method === "HEAD" || reply.status < 400 || mcp) return;
      const { code } = errorOf(reply, context);
      if (reply.status === 405) {
        assertEquals(code, "method_not_allowed", context);
        const allow = response.headers.get("allow") ?? "";
        assertEquals(allow.split(", ").includes(method), false, `${context}: Allow ${allow}`);
      }
      if (reply.status === 404) assertEquals(code, "not_found", context);
    }, RUNS);
    printTally("answers by method", tally);
  });
});
