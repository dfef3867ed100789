import { assert, assertEquals, assertRejects } from "@std/assert";
import { firstRepeatedKey, readJsonObject } from "../../src/http/body.ts";
import { HttpError } from "../../src/http/errors.ts";

function request(body: BodyInit | null, type: string | null = "application/json"): Request {
  const headers: Record<string, string> = type === null ? {} : { "content-type": type };
  return new Request("http://test/", { method: "POST", body, headers });
}

async function rejected(promise: Promise<unknown>): Promise<[string, number]> {
  const error = await assertRejects(() => promise, HttpError);
  return [error.code, error.status];
}

Deno.test("readJsonObject: an empty body is no arguments, whatever its type", async () => {
  assertEquals(await readJsonObject(request(null, null)), {});
  assertEquals(await readJsonObject(request("", "text/plain")), {});
});

Deno.test("readJsonObject: one JSON object, application/json with or without parameters", async () => {
  assertEquals(await readJsonObject(request('{"a":1}')), { a: 1 });
  assertEquals(await readJsonObject(request('{"a":1}', "Application/JSON; charset=utf-8")), {
    a: 1,
  });
  assertEquals(await readJsonObject(request('\ufeff{"a":1}')), { a: 1 });
});

Deno.test("readJsonObject: a non-empty body of another type is a 415", async () => {
  assertEquals(await rejected(readJsonObject(request('{"a":1}', "text/plain"))), [
    "unsupported_media_type",
    415,
  ]);
  assertEquals(await rejected(readJsonObject(request('{"a":1}', null))), [
    "unsupported_media_type",
    415,
  ]);
});

Deno.test("readJsonObject: a content-coded body (gzip, ...) is a 415, not invalid JSON; identity is none", async () => {
  const gzipped = await new Response(
    new Blob(['{"a":1}']).stream().pipeThrough(new CompressionStream("gzip")),
  ).bytes();
  const coded = (body: BodyInit, coding: string) =>
    new Request("http://test/", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "content-encoding": coding },
    });
  for (const coding of ["gzip", "GZIP", "br", "deflate, gzip"]) {
    assertEquals(await rejected(readJsonObject(coded(gzipped, coding))), [
      "unsupported_media_type",
      415,
    ], coding);
  }
  assertEquals(await readJsonObject(coded('{"a":1}', "identity")), { a: 1 });
  assertEquals(await readJsonObject(coded('{"a":1}', " Identity ")), { a: 1 });
});

Deno.test("readJsonObject: anything but one JSON object is invalid_json", async () => {
  for (const body of ["[1]", "null", "1", '"x"', "{", "{'a':1}", "{} {}", "\u0000"]) {
    assertEquals(await rejected(readJsonObject(request(body))), ["invalid_json", 400], body);
  }
  const badUtf8 = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]);
  assertEquals(await rejected(readJsonObject(request(badUtf8))), ["invalid_json", 400]);
  // A bad byte beside a U+FFFD sent as such (EF BF BD), and a lone continuation byte, a truncated
  // sequence, an overlong form and an encoded surrogate: each is refused, not replaced.
  const encode = (text: string) => [...new TextEncoder().encode(text)];
  for (
    const bad of [[0xef, 0xbf, 0xbd, 0xff], [0x80], [0xe2, 0x82], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]
  ) {
    const bytes = new Uint8Array([...encode('{"k":"'), ...bad, ...encode('"}')]);
    assertEquals(await rejected(readJsonObject(request(bytes))), ["invalid_json", 400], `${bad}`);
  }
  const deep = "[".repeat(100_000) + "]".repeat(100_000);
  assertEquals(await rejected(readJsonObject(request(deep))), ["invalid_json", 400]);
});

Deno.test("readJsonObject: U+FFFD sent as UTF-8 or escaped is a character like any other", async () => {
  for (const body of ['{"k":"a\ufffdb"}', '{"k":"a\\ufffdb"}', '\ufeff{"k":"a\ufffdb"}']) {
    assertEquals(await readJsonObject(request(body)), { k: "a\ufffdb" }, body);
  }
});

Deno.test("readJsonObject: the size limit holds at its edge, declared or streamed", async () => {
  const limit = 64;
  const exact = JSON.stringify({ k: "x".repeat(limit - 8) });
  assertEquals(exact.length, limit);
  assertEquals(await readJsonObject(request(exact), limit), { k: "x".repeat(limit - 8) });
  const over = JSON.stringify({ k: "x".repeat(limit - 7) });
  assertEquals(await rejected(readJsonObject(request(over), limit)), ["payload_too_large", 413]);
  const streamed = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode("x".repeat(10)));
      controller.close();
    },
  });
  assertEquals(await rejected(readJsonObject(request(streamed), limit)), [
    "payload_too_large",
    413,
  ]);
});

Deno.test("readJsonObject: a key given twice is refused as a query parameter given twice, naming it", async () => {
  const cases: [string, string, string][] = [
    ['{"sides":6,"sides":8}', "sides", "sides is given more than once"],
    // The same key written two ways is the same key.
    ['{"count":1,"\\u0063ount":2}', "count", "count is given more than once"],
    // Deeper: named by the argument it lies in.
    ['{"a":[{"x":1,"y":2,"x":3}]}', "a", 'a holds an object with the key "x" more than once'],
    ['{"a":{"b":{"c":1,"c":1}}}', "a", 'a holds an object with the key "c" more than once'],
  ];
  for (const [body, field, message] of cases) {
    const error = await readJsonObject(request(body)).then(() => undefined, (e) => e);
    assert(error instanceof HttpError, body);
    assertEquals([error.status, error.code, error.field, error.message], [
      400,
      "invalid_argument",
      field,
      message,
    ], body);
  }
});

Deno.test("firstRepeatedKey: strings that look like keys, escapes and the same key in two objects are no repeat", () => {
  for (
    const text of [
      '{"a":"\\"a\\":1,","b":"a"}',
      '{"a":"\\\\","b":"\\\\\\"","c":1}',
      '{"a":{"b":1},"b":{"a":2}}',
      '{"a":[{"x":1},{"x":2}],"x":[]}',
      '{ "a" : 1 , "b" : [ "a" , "a" ] }',
      "{}",
    ]
  ) {
    assertEquals(firstRepeatedKey(text), undefined, text);
  }
  assertEquals(firstRepeatedKey('{"a":1, "b":2 , "a" :3}'), { key: "a", path: [] });
});

Deno.test("readJsonObject: a name the operation does not take, given twice, is unknown_argument", async () => {
  const takes = (name: string) => name === "sides";
  const error = await readJsonObject(request('{"zz":1,"zz":2}'), 1000, takes).then(
    () => undefined,
    (e) => e,
  );
  assert(error instanceof HttpError);
  assertEquals([error.code, error.field, error.message], [
    "unknown_argument",
    "zz",
    'unknown argument "zz"',
  ]);
});
