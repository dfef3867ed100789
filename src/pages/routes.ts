/**
 * The routes of the pages, the OpenAPI document and the assets, read at start without the pages:
 * the pages' module (mod.ts: the renderers, the words of every language, the OpenAPI builder) is
 * loaded at the first request of any of them, and the operations at the first page that names
 * them.
 *
 * @module
 */
import { lazy } from "../lazy.ts";
import { loadOperations, type OperationEntry } from "../operations/table.ts";
import { lazyRoute, type Route } from "../router.ts";
import { ASSETS } from "./assets.ts";
import type { PageHandlers, PageRoutesOptions } from "./mod.ts";

/** The routes of the pages over an operation table. */
export function pageRoutes(
  operations: readonly OperationEntry[],
  options: PageRoutesOptions = {},
): Route[] {
  const pages = lazy(async () =>
    (await import("./mod.ts")).pageHandlers(() => loadOperations(operations), options)
  );
  const route = (path: string, handler: keyof PageHandlers): Route =>
    lazyRoute(path, ["GET"], async () => ({ GET: (await pages.get())[handler] }));
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
