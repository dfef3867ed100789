/**
 * Micro-benchmarks of the routing choices: `deno bench bench/router_bench.ts`.
 *
 * The router finds a path without parameters by one map look-up, and reads path and query off
 * the request URL by string search. These measure the alternatives it did not take: URLPattern
 * matching over the whole route table, and parsing the URL.
 *
 * @module
 */
import { createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";
import { targetOf } from "../src/router.ts";

const app = createApp({ config: resolveConfig(() => undefined) });
const paths = app.routes.map((route) => route.path);
const patterns = paths.map((path) => new URLPattern({ pathname: path }));
const exact = new Map(paths.map((path) => [path, path]));
const URL_TEXT = "http://127.0.0.1:8000/api/v1/random/shuffle?items=a,b,c";
const PATH = "/api/v1/random/shuffle";

Deno.bench({
  name: "find a route: map look-up (taken)",
  group: "find",
  baseline: true,
  fn() {
    exact.get(PATH);
  },
});

Deno.bench({
  name: `find a route: URLPattern.test over ${paths.length} routes`,
  group: "find",
  fn() {
    patterns.find((pattern) => pattern.test({ pathname: PATH }));
  },
});

Deno.bench({
  name: "path and query: string search (taken)",
  group: "target",
  baseline: true,
  fn() {
    targetOf(URL_TEXT);
  },
});

Deno.bench({
  name: "path and query: new URL and URLSearchParams",
  group: "target",
  fn() {
    const url = new URL(URL_TEXT);
    for (const _ of url.searchParams);
  },
});
