import { assertEquals, assertRejects } from "@std/assert";
import { HttpError } from "../src/http/errors.ts";
import { requestContext } from "../src/http/scope.ts";
import { createMatcher, createRouter, targetOf } from "../src/router.ts";

const router = createRouter([
  { path: "/a", methods: { GET: () => new Response("got a"), POST: () => new Response("posted") } },
  {
    path: "/files/:name",
    methods: {
      GET: (_r, ctx) =>
        new Response(`file ${ctx.pathname} ${ctx.query} ${ctx.route} ${ctx.params.name}`),
    },
  },
  { path: "/only-post", methods: { POST: () => new Response("posted") } },
]);

async function call(method: string, path: string): Promise<Response> {
  const url = `http://test${path}`;
  return await router(new Request(url, { method }), requestContext(url, "test"));
}

Deno.test("router: exact and patterned paths, per method", async () => {
  assertEquals(await (await call("GET", "/a?x=1")).text(), "got a");
  assertEquals(await (await call("POST", "/a")).text(), "posted");
  assertEquals(
    await (await call("GET", "/files/x.txt?a=1")).text(),
    "file /files/x.txt a=1 /files/:name x.txt",
  );
});

Deno.test("router: 404 for no path, 405 with Allow for a method the path does not take", async () => {
  const missing = await assertRejects(() => call("GET", "/b"), HttpError);
  assertEquals([missing.code, missing.status], ["not_found", 404]);
  await assertRejects(() => call("GET", "/a/"), HttpError);
  const wrong = await assertRejects(() => call("DELETE", "/a"), HttpError);
  assertEquals([wrong.code, wrong.status], ["method_not_allowed", 405]);
  assertEquals(wrong.headers.allow, "GET, POST, HEAD, OPTIONS");
  const getOnPost = await assertRejects(() => call("GET", "/only-post"), HttpError);
  assertEquals(getOnPost.headers.allow, "POST, OPTIONS");
  await assertRejects(() => call("HEAD", "/only-post"), HttpError);
});

Deno.test("router: HEAD gets the GET's answer; OPTIONS is a preflight", async () => {
  // The body stays, for Deno.serve to measure and leave out (see wire_tests.ts).
  const head = await call("HEAD", "/a");
  assertEquals([head.status, await head.text()], [200, "got a"]);
  const preflight = await call("OPTIONS", "/a");
  assertEquals(preflight.status, 204);
  assertEquals(preflight.headers.get("access-control-allow-methods"), "GET, POST, HEAD, OPTIONS");
  assertEquals(
    preflight.headers.get("access-control-allow-headers")?.includes("content-type"),
    true,
  );
  const nowhere = await assertRejects(() => call("OPTIONS", "/nowhere"), HttpError);
  assertEquals(nowhere.status, 404);
});

Deno.test("targetOf: path and query of an absolute URL, as sent", () => {
  assertEquals(targetOf("http://h:1/a/b?x=1&y=2"), { pathname: "/a/b", query: "x=1&y=2" });
  assertEquals(targetOf("http://h:1/a?"), { pathname: "/a", query: "" });
  assertEquals(targetOf("http://h:1"), { pathname: "/", query: "" });
  assertEquals(targetOf("http://h/a?q=1#frag"), { pathname: "/a", query: "q=1" });
  assertEquals(targetOf("http://h/a#f?x"), { pathname: "/a", query: "" });
  assertEquals(targetOf("http://h/a%20b/c"), { pathname: "/a%20b/c", query: "" });
});

Deno.test("createMatcher: a path's route with its parameters, as sent; the first pattern in table order", () => {
  const match = createMatcher([
    { path: "/g/:id", methods: {} },
    { path: "/g/:other", methods: {} },
    { path: "/r/:hash/*", methods: {} },
    { path: "/g/fixed", methods: {} },
    { path: "/a", methods: {} },
  ]);
  assertEquals(match("/a")?.params, {});
  assertEquals([match("/g/a%20b")?.path, match("/g/a%20b")?.params], ["/g/:id", { id: "a%20b" }]);
  // A path of its own is found before any pattern that would match it.
  assertEquals([match("/g/fixed")?.path, match("/g/fixed")?.params], ["/g/fixed", {}]);
  assertEquals(match("/r/abc/x/y.js")?.params, { hash: "abc", "0": "x/y.js" });
  assertEquals([match("/g/"), match("/g/a/b"), match("/b")], [undefined, undefined, undefined]);
});
