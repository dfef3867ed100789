import { assertEquals, assertThrows } from "@std/assert";
import * as v from "valibot";
import { HttpError } from "../../src/http/errors.ts";
import { firstQueryName, queryKinds, queryToInput } from "../../src/http/query.ts";

const kinds = queryKinds({
  n: v.optional(v.number()),
  flag: v.boolean(),
  name: v.string(),
  list: v.array(v.string()),
  numbers: v.optional(v.array(v.number())),
});

Deno.test("queryKinds: read off the schema, through optional", () => {
  assertEquals(kinds, {
    n: "integer",
    flag: "boolean",
    name: "string",
    list: "string_list",
    numbers: "integer_list",
  });
});

Deno.test("queryToInput: only plain spellings are converted", () => {
  const convert = (query: string) => queryToInput(query, kinds);
  assertEquals(convert("n=6&flag=true&name=7&list=a,b&numbers=1,-2,03"), {
    n: 6,
    flag: true,
    name: "7",
    list: ["a", "b"],
    numbers: [1, -2, 3],
  });
  for (const text of ["6.0", "1e1", "0x6", "", " 6", "+6", "6 ", "Infinity", "NaN", "--1"]) {
    assertEquals(convert(`n=${encodeURIComponent(text)}`).n, text);
  }
  assertEquals(Object.is(convert("n=-0").n, 0), true);
  assertEquals(convert("flag=false").flag, false);
  for (const text of ["TRUE", "1", "yes", ""]) assertEquals(convert(`flag=${text}`).flag, text);
  assertEquals(convert("list=").list, [""]);
  assertEquals(convert("numbers=1,,2").numbers, [1, "", 2]);
  assertEquals(convert("other=5").other, "5");
});

Deno.test("queryToInput: a parameter given twice is a 400 naming it", () => {
  const error = assertThrows(
    () => queryToInput("n=1&name=a&n=2", kinds),
    HttpError,
  );
  assertEquals([error.code, error.field, error.status], ["invalid_argument", "n", 400]);
});

Deno.test("queryToInput: decoded as forms encode; bad percent-encoding is a 400", () => {
  assertEquals(queryToInput("name=a%20b+c&list=x%2Cy,z&&n=%2D5", kinds), {
    name: "a b c",
    list: ["x", "y", "z"],
    n: -5,
  });
  assertEquals(queryToInput("", kinds), {});
  assertEquals(queryToInput("flag", kinds), { flag: "" });
  assertEquals(queryToInput("caf%C3%A9=1", kinds), { "caf\u00e9": "1" });
  const bad = assertThrows(() => queryToInput("name=%E0%A4%A", kinds), HttpError);
  assertEquals([bad.code, bad.field], ["invalid_argument", "name"]);
  const badName = assertThrows(() => queryToInput("%zz=1", kinds), HttpError);
  assertEquals([badName.code, badName.field], ["invalid_argument", null]);
});

Deno.test("firstQueryName: the first name, decoded, or null", () => {
  assertEquals(firstQueryName(""), null);
  assertEquals(firstQueryName("&&"), null);
  assertEquals(firstQueryName("&a%20b=1&c=2"), "a b");
});

Deno.test("queryToInput: a name the operation does not take is named as unknown, given twice or badly encoded", () => {
  // Found by tests/fuzz/http_fuzz_test.ts: `?zz=1&zz=2` was an invalid_argument naming zz, a
  // field that names no argument of the operation.
  const twice = assertThrows(() => queryToInput("zz=1&n=2&zz=2", kinds), HttpError);
  assertEquals([twice.code, twice.field, twice.status], ["unknown_argument", "zz", 400]);
  assertEquals(queryToInput("zz=%E0%A4%A", kinds), { zz: "%E0%A4%A" });
  const known = assertThrows(() => queryToInput("n=1&n=1", kinds), HttpError);
  assertEquals([known.code, known.field], ["invalid_argument", "n"]);
});
