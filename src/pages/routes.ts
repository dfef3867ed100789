/**
 * The routes of the pages, the OpenAPI document and the assets, read at start without the pages:
 * the pages' module (mod.ts: the renderers, the words of every language, the OpenAPI builder) is
 * loaded at the first request of any of them.
 *
 * @module
 */
import { lazy } from "../lazy.ts";
import type { Operation } from "../operations/mod.ts";
import type { Route } from "../router.ts";
import { ASSETS } from "./assets.ts";
import type { PageHandlers, PageRoutesOptions } from "./mod.ts";

/** The routes of the pages over an operation table. */
export function pageRoutes(
  operations: readonly Operation[],
  options: PageRoutesOptions = {},
): Route[] {
  const pages = lazy(async () =>
    (await import("./mod.ts")).pageHandlers(() => Promise.resolve(operations), options)
  );
  const route = (path: string, handler: keyof PageHandlers): Route => ({
    path,
    methods: {
      GET: (request, context) => {
        const made = pages.made;
        if (made !== undefined) return made[handler](request, context);
        return pages.get().then((loaded) => loaded[handler](request, context));
      },
    },
  });
  return [
    route("/", "home"),
    // A registered giveaway's short link: the home page, whose script opens the record.
    route("/g/:id", "home"),
    route("/docs", "docs"),
    route("/openapi.json", "openapi"),
    // The assets of this release, immutable; another release's hash is not found.
    route("/r/:hash/*", "released"),
    ...Object.keys(ASSETS).map((path) => route(path, "asset")),
  ];
}
