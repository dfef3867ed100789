import { assertEquals, assertThrows } from "@std/assert";
import * as v from "valibot";
import { HttpError } from "../../src/http/errors.ts";
import { firstQueryName, queryKinds, queryToInput } from "../../src/http/query.ts";
import { startServer } from "../../testing/server.ts";

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

Deno.test("queryToInput: a parameter given twice is a 400 naming it and saying to give it once", () => {
  const error = assertThrows(
    () => queryToInput("n=1&name=a&n=2", kinds),
    HttpError,
  );
  assertEquals([error.code, error.field, error.status], ["invalid_argument", "n", 400]);
  assertEquals(
    error.message,
    "n is given more than once: give it once (only a list argument may be repeated, one item " +
      "each time)",
  );
  // The first problem is named: a bad encoding before the repeat, the repeat before one after.
  const first = assertThrows(() => queryToInput("name=%zz&name=a", kinds), HttpError);
  assertEquals(first.message, "name is not valid percent-encoding");
  const second = assertThrows(() => queryToInput("flag=true&flag=%zz", kinds), HttpError);
  assertEquals(second.field, "flag");
  assertEquals(second.message.startsWith("flag is given more than once"), true);
});

Deno.test("queryToInput: a list repeated is OpenAPI's exploded form, each occurrence one item as it is", () => {
  assertEquals(queryToInput("list=a&n=1&list=b+c&list=%C3%A9", kinds), {
    list: ["a", "b c", "\u00e9"],
    n: 1,
  });
  assertEquals(queryToInput("numbers=1&numbers=-2&numbers=03&numbers=x", kinds), {
    numbers: [1, -2, 3, "x"],
  });
  // Given once, either form is the same list of one item.
  assertEquals(queryToInput("list=a", kinds), { list: ["a"] });
  // An empty occurrence is an empty item, which the schema refuses, as in the comma form.
  assertEquals(queryToInput("list=a&list=", kinds), { list: ["a", ""] });
  assertEquals(queryToInput("list=a&list", kinds), { list: ["a", ""] });
});

Deno.test("queryToInput: a list written with brackets, as axios writes it, is the exploded form", () => {
  assertEquals(queryToInput("list%5B%5D=a&list%5B%5D=b&numbers[]=4", kinds), {
    list: ["a", "b"],
    numbers: [4],
  });
  // Brackets on a name that is no list make another name, which the schema names as unknown.
  assertEquals(queryToInput("n[]=1", kinds), { "n[]": "1" });
  for (const query of ["list[]=a&list=b", "list=a&list[]=b", "list[]=a,b", "list[]=a&list[]=b,c"]) {
    const error = assertThrows(() => queryToInput(query, kinds), HttpError, undefined, query);
    assertEquals([error.code, error.field], ["invalid_argument", "list"], query);
  }
});

Deno.test("queryToInput: the two list forms mixed are a 400 that says how to send a list", () => {
  const message = "list is given both as a comma-separated list and repeated: send " +
    "list=a,b,c or list=a&list=b&list=c, not both (an item that holds a comma goes by POST)";
  for (
    const query of [
      "list=a,b&list=c",
      "list=a&list=b,c",
      "list=a&list=b&list=c%2Cd",
      "list=a%2Cb&list=c",
      "numbers=1,2&numbers=3",
    ]
  ) {
    const error = assertThrows(() => queryToInput(query, kinds), HttpError, undefined, query);
    const field = query.slice(0, query.indexOf("="));
    assertEquals([error.code, error.field, error.status], ["invalid_argument", field, 400]);
    if (field === "list") assertEquals(error.message, message);
  }
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
  // Found by tests/fuzz/http_fuzz_tests.ts: `?zz=1&zz=2` was an invalid_argument naming zz, a
  // field that names no argument of the operation.
  const twice = assertThrows(() => queryToInput("zz=1&n=2&zz=2", kinds), HttpError);
  assertEquals([twice.code, twice.field, twice.status], ["unknown_argument", "zz", 400]);
  assertEquals(queryToInput("zz=%E0%A4%A", kinds), { zz: "%E0%A4%A" });
  const known = assertThrows(() => queryToInput("n=1&n=1", kinds), HttpError);
  assertEquals([known.code, known.field], ["invalid_argument", "n"]);
});

Deno.test("GET lists: the bounds hold at their edges in both forms (1000 items, 200 code points)", async () => {
  await using server = await startServer();
  const comma = (items: readonly string[]) => `items=${items.map(encodeURIComponent).join(",")}`;
  const repeated = (items: readonly string[]) =>
    items.map((item) => `items=${encodeURIComponent(item)}`).join("&");
  // Astral characters: two UTF-16 units each, so a bound counted in units would be off by half.
  const long = "\u{1F3B2}".repeat(200);
  for (const [form, query] of [["comma", comma], ["repeated", repeated]] as const) {
    const within = [
      Array.from({ length: 1000 }, (_, i) => String(i)),
      [long, "b"],
    ];
    for (const items of within) {
      const answer = await server.get("/api/v1/random/shuffle", query(items));
      assertEquals(answer.status, 200, `${form}: ${items.length} items`);
      assertEquals((answer.body.shuffled as string[]).toSorted(), items.toSorted());
    }
    const beyond = [
      Array.from({ length: 1001 }, (_, i) => String(i)),
      [`${long}x`, "b"],
      ["a", ""],
    ];
    for (const items of beyond) {
      const answer = await server.get("/api/v1/random/pick", query(items));
      assertEquals(answer.status, 400, `${form}: ${items.length} items`);
      assertEquals(
        answer.body.error,
        {
          code: "invalid_argument",
          field: "items",
          message: (answer.body.error as { message: string }).message,
        },
      );
    }
  }
  const mixed = await server.get("/api/v1/random/pick", "items=a,b&items=c&count=2");
  assertEquals([mixed.status, (mixed.body.error as { field: string }).field], [400, "items"]);
});
