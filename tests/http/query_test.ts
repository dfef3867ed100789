import { assertEquals, assertThrows } from "@std/assert";
import * as v from "valibot";
import { HttpError } from "../../src/http/errors.ts";
import { queryKinds, queryToInput } from "../../src/http/query.ts";

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
  const convert = (query: string) => queryToInput(new URLSearchParams(query), kinds);
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
    () => queryToInput(new URLSearchParams("n=1&name=a&n=2"), kinds),
    HttpError,
  );
  assertEquals([error.code, error.field, error.status], ["invalid_argument", "n", 400]);
});
