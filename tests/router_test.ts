import { assert, assertEquals, assertRejects, assertThrows } from "@std/assert";
import { HttpError } from "../src/http/errors.ts";
import { createRouter, lazyRoute, targetOf } from "../src/router.ts";

const router = createRouter([
  { path: "/a", methods: { GET: () => new Response("got a"), POST: () => new Response("posted") } },
  {
    path: "/files/:name",
    methods: { GET: (_r, target) => new Response(`file ${target.pathname} ${target.query}`) },
  },
  { path: "/only-post", methods: { POST: () => new Response("posted") } },
]);

async function call(method: string, path: string): Promise<Response> {
  return await router(new Request(`http://test${path}`, { method }));
}

Deno.test("router: exact and patterned paths, per method", async () => {
  assertEquals(await (await call("GET", "/a?x=1")).text(), "got a");
  assertEquals(await (await call("POST", "/a")).text(), "posted");
  assertEquals(await (await call("GET", "/files/x.txt?a=1")).text(), "file /files/x.txt a=1");
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
  // The body stays, for Deno.serve to measure and leave out (see wire_test.ts).
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

Deno.test("lazyRoute: its handlers are loaded once, at the first request, and answer directly after", async () => {
  let loads = 0;
  const lazyRouter = createRouter([
    lazyRoute("/later", ["GET", "POST"], () => {
      loads++;
      return Promise.resolve({
        GET: () => new Response("got later"),
        POST: () => new Response("posted later"),
      });
    }),
  ]);
  assertEquals(loads, 0, "nothing is loaded before a request");
  const first = [
    lazyRouter(new Request("http://test/later")),
    lazyRouter(new Request("http://test/later", { method: "POST" })),
  ];
  assert(first[0] instanceof Promise, "the first request waits for the load");
  assertEquals(await Promise.all(first.map(async (r) => await (await r).text())), [
    "got later",
    "posted later",
  ]);
  const again = lazyRouter(new Request("http://test/later"));
  if (again instanceof Promise) {
    throw new Error("once loaded, a handler was called through a promise");
  }
  assertEquals(await again.text(), "got later");
  assertEquals(loads, 1);
  // The methods are known before the load: 405 and the preflight need no loading.
  const put = () => lazyRouter(new Request("http://test/later", { method: "PUT" }));
  const refused = assertThrows(put, HttpError);
  assertEquals(refused.code, "method_not_allowed");
});

Deno.test("lazyRoute: a load that fails fails that request; the next request loads again", async () => {
  let loads = 0;
  const lazyRouter = createRouter([
    lazyRoute("/flaky", ["GET"], () => {
      loads++;
      return loads === 1
        ? Promise.reject(new Error("module not read"))
        : Promise.resolve({ GET: () => new Response("fine") });
    }),
  ]);
  await assertRejects(async () => await lazyRouter(new Request("http://test/flaky")), Error);
  assertEquals(await (await lazyRouter(new Request("http://test/flaky"))).text(), "fine");
  assertEquals(loads, 2);
});
