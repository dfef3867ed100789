/**
 * The routes for people and for tools that read the API: the home page, the API reference, the
 * OpenAPI document and the pages' assets. Everything is served by this server; the pages load
 * nothing from anywhere else, and their Content-Security-Policy says so.
 *
 * @module
 */
import { openApiDocument, withHealthCheck } from "../openapi.ts";
import type { Operation } from "../operations/mod.ts";
import type { Route } from "../router.ts";
import { jsonSchemaOf } from "../json_schema.ts";
import { escapeHtml, renderDocs } from "./docs.ts";
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
  "/assets/preview.png": { file: "preview.png", type: "image/png" },
};

/** The words on the preview picture. */
const PREVIEW_HEADLINE = "Lottery numbers and fair random draws you can check";

/**
 * The picture a shared link to the home page shows (made by scripts/preview_image.ts): 1200x630,
 * the size Open Graph readers and X's large card crop least.
 */
export const PREVIEW_IMAGE = {
  path: "/assets/preview.png",
  type: "image/png",
  width: 1200,
  height: 630,
  headline: PREVIEW_HEADLINE,
  alt: `Lottery balls and a die under the words: ${PREVIEW_HEADLINE}`,
} as const;

/** The routes of the pages, the OpenAPI document and the assets, built from the operations. */
export function pageRoutes(operations: readonly Operation[]): Route[] {
  const encoder = new TextEncoder();
  const text = (body: string, type: string): StaticBody => ({ bytes: encoder.encode(body), type });
  const file = (name: string, type: string) => async (): Promise<StaticBody> => ({
    bytes: await readPageFile(name),
    type,
  });
  const openApiJson = () => JSON.stringify(withHealthCheck(openApiDocument(operations)));
  return [
    {
      path: "/",
      methods: {
        GET: staticHandler(
          async (origin) =>
            text(
              renderHome(new TextDecoder().decode(await readPageFile("home.html")), operations, {
                origin,
              }),
              HTML,
            ),
          { headers: PAGE_HEADERS, perOrigin: true },
        ),
      },
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

/** Options of {@linkcode renderHome}. */
export interface RenderHomeOptions {
  /**
   * The origin the page is served at, e.g. `https://fairdraw.example`: link previews need
   * absolute URLs. Left out, the preview's URLs are relative to the page.
   */
  origin?: string;
}

/**
 * The home page from its template, with the parts every form has alike written out:
 * - `<!-- preview-tags -->`: the Open Graph and X card tags that make a shared link show a
 *   preview, from the page's own title and description;
 * - `<!-- seed-field TOOL -->`: the tool's seed field;
 * - `<!-- integer-field OPERATION TOOL ARGUMENT VALUE LABEL -->`: a number field whose bounds
 *   and range hint are the argument's own, read from the operation's schema, so the page cannot
 *   drift from the table.
 */
export function renderHome(
  template: string,
  operations: readonly Operation[],
  options: RenderHomeOptions = {},
): string {
  const indented = (indent: string, block: string) =>
    indent + block.replaceAll("\n", `\n${indent}`);
  return template
    .replace(
      /^( *)<!-- preview-tags -->$/m,
      (_line, indent: string) => indented(indent, previewTags(template, options.origin ?? "")),
    )
    .replace(
      /^( *)<!-- seed-field ([a-z]+) -->$/gm,
      (_line, indent: string, tool: string) => indented(indent, seedField(tool)),
    )
    .replace(
      /^( *)<!-- integer-field ([a-z_]+) ([a-z]+) ([a-z_]+) (-?[0-9]+) (.+?) -->$/gm,
      (_line, indent: string, name: string, tool: string, argument: string, value, label) =>
        indented(
          indent,
          integerField({
            tool,
            argument,
            value,
            label,
            bounds: boundsOf(operations, name, argument),
          }),
        ),
    );
}

/**
 * The tags of a link preview, their title and description read from the page's own, so that a
 * preview says what the page says.
 */
function previewTags(page: string, origin: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1];
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(page)?.[1];
  if (title === undefined || description === undefined) {
    throw new Error("home.html: preview tags need a <title> and a description <meta>");
  }
  // The title and description are the template's HTML, the rest plain text.
  const image = escapeHtml(`${origin}${PREVIEW_IMAGE.path}`);
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "fairdraw"],
    ["property", "og:title", title.replaceAll('"', "&#34;")],
    ["property", "og:description", description],
    ["property", "og:url", escapeHtml(`${origin}/`)],
    ["property", "og:image", image],
    ["property", "og:image:type", PREVIEW_IMAGE.type],
    ["property", "og:image:width", `${PREVIEW_IMAGE.width}`],
    ["property", "og:image:height", `${PREVIEW_IMAGE.height}`],
    ["property", "og:image:alt", escapeHtml(PREVIEW_IMAGE.alt)],
    // X reads the title, description and image from the og: tags; it needs only the card type.
    ["name", "twitter:card", "summary_large_image"],
  ];
  return tags.map(([attribute, name, value]) => `<meta ${attribute}="${name}" content="${value}">`)
    .join("\n");
}

function boundsOf(
  operations: readonly Operation[],
  name: string,
  argument: string,
): { min: number; max: number } {
  const operation = operations.find((candidate) => candidate.name === name);
  const schema = operation && jsonSchemaOf(operation.input).properties?.[argument];
  if (typeof schema !== "object" || schema.minimum === undefined || schema.maximum === undefined) {
    throw new Error(`home.html: ${name} has no bounded argument ${argument}`);
  }
  return { min: schema.minimum, max: schema.maximum };
}

function integerField(field: {
  tool: string;
  argument: string;
  value: string;
  label: string;
  bounds: { min: number; max: number };
}): string {
  const id = `${field.tool}-${field.argument}`;
  const { min, max } = field.bounds;
  return [
    `<div class="field">`,
    `  <label for="${id}">${field.label}</label>`,
    `  <input id="${id}" name="${field.argument}" type="number" inputmode="numeric" ` +
    `min="${min}" max="${max}" value="${field.value}" data-kind="integer" ` +
    `aria-describedby="${id}-hint">`,
    `  <p class="hint" id="${id}-hint">${min} to ${max}</p>`,
    "</div>",
  ].join("\n");
}

function seedField(tool: string): string {
  return [
    `<div class="field seed-field">`,
    `  <label for="${tool}-seed">Seed <span class="optional">(optional)</span></label>`,
    `  <input id="${tool}-seed" name="seed" class="seed-input" autocomplete="off" ` +
    `spellcheck="false" autocapitalize="off" aria-describedby="${tool}-seed-hint">`,
    `  <p class="hint" id="${tool}-seed-hint">`,
    "    Paste the seed of an earlier answer to get that answer again.",
    "  </p>",
    "</div>",
  ].join("\n");
}
