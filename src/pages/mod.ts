/**
 * The routes for people and for tools that read the API: the home page, the API reference, the
 * OpenAPI document and the pages' assets. Everything is served by this server; the pages load
 * nothing from anywhere else, and their Content-Security-Policy says so.
 *
 * @module
 */
import { openApiDocument } from "../openapi.ts";
import type { Operation } from "../operations/mod.ts";
import type { Route } from "../router.ts";
import { renderDocs } from "./docs.ts";
import { readPageFile, type StaticBody, staticHandler } from "./_static.ts";

const HTML = "text/html; charset=utf-8";

/**
 * What a page may load: only this server. The home page's script calls only this server's API
 * (`connect-src 'self'`); no inline script or style is needed.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; " +
    "img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; " +
    "frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};

const ASSET_HEADERS = { "x-content-type-options": "nosniff" };

/** The assets the pages use, by path, with their file and media type. */
const ASSETS: Readonly<Record<string, { file: string; type: string }>> = {
  "/assets/style.css": { file: "style.css", type: "text/css; charset=utf-8" },
  "/assets/home.js": { file: "home.js", type: "text/javascript; charset=utf-8" },
  "/assets/icon.svg": { file: "icon.svg", type: "image/svg+xml" },
};

/** The routes of the pages, the OpenAPI document and the assets, built from the operations. */
export function pageRoutes(operations: readonly Operation[]): Route[] {
  const encoder = new TextEncoder();
  const text = (body: string, type: string): StaticBody => ({ bytes: encoder.encode(body), type });
  const file = (name: string, type: string) => async (): Promise<StaticBody> => ({
    bytes: await readPageFile(name),
    type,
  });
  const openApiJson = () => JSON.stringify(openApiDocument(operations));
  return [
    {
      path: "/",
      methods: { GET: staticHandler(file("home.html", HTML), { headers: PAGE_HEADERS }) },
    },
    {
      path: "/docs",
      methods: {
        GET: staticHandler(() => text(renderDocs(openApiDocument(operations)), HTML), {
          headers: PAGE_HEADERS,
        }),
      },
    },
    {
      path: "/openapi.json",
      methods: {
        GET: staticHandler(() => text(openApiJson(), "application/json; charset=utf-8"), {
          headers: ASSET_HEADERS,
        }),
      },
    },
    ...Object.entries(ASSETS).map(([path, asset]): Route => ({
      path,
      methods: { GET: staticHandler(file(asset.file, asset.type), { headers: ASSET_HEADERS }) },
    })),
  ];
}
