/**
 * The routes for people and for tools that read the API: the home page, the API reference, the
 * OpenAPI document and the pages' assets. Everything is served by this server; the pages load
 * nothing from anywhere else, and their Content-Security-Policy says so.
 *
 * @module
 */
import { openApiDocument, withHealthCheck } from "../openapi.ts";
import type { Operation } from "../operations/mod.ts";
import type { Handler, RequestTarget } from "../router.ts";
import { JSON_TYPE } from "../http/response.ts";
import { HttpError } from "../http/errors.ts";
import { lazy } from "../lazy.ts";
import { toHex } from "../random/seed.ts";
import { drawnLogo, escapeHtml, iconLinks, renderDocs } from "./docs.ts";
import { readPageFile, type StaticBody, staticHandler } from "./_static.ts";
import { ASSETS } from "./assets.ts";
import { modulePreloads, staticImports } from "./preload.ts";
import { DRAW_GAMES, type Game, gameOf, GAMES, type Language } from "../games/mod.ts";
import { chooseLanguage, LANGUAGE_COOKIE, type MessageKey, MESSAGES } from "./i18n/mod.ts";
import { fill } from "./words.js";
import { latestCards, type PageData, pageDataScript } from "./home_data.ts";
import {
  boundsOf,
  drawField,
  gameOptions,
  integerField,
  languageLinks,
  previewTags,
  rangeHint,
  ticketLines,
  verifyPanel,
} from "./home_fields.ts";

export type { PageData };
export { HOME_GAME, LANDING_GAMES } from "./home_data.ts";
export { PREVIEW_IMAGE } from "./home_fields.ts";
export { ICON_IMAGES } from "./docs.ts";

const HTML = "text/html; charset=utf-8";

/**
 * What a page may load: only this server. The home page's script calls only this server's API
 * (`connect-src 'self'`); no inline script or style is needed.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; " +
    "img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; " +
    "frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
};

/** What assets add to the app's headers (which carry `nosniff` on every answer): nothing. */
const ASSET_HEADERS = {};

/**
 * How an asset under a release's content hash is cached: for a year, never revalidated. A new
 * release (any byte of any asset changed) has another hash, so another address.
 */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The release's content hash: the first 48 bits of SHA-256 over every asset's path and bytes, in
 * hex. The pages load their scripts, style sheet and icon from `/r/{hash}/...`, so that a repeat
 * visit asks only for the page: a module's relative imports stay under the same prefix.
 */
export async function releaseHashOf(
  assets: readonly { path: string; bytes: Uint8Array }[],
): Promise<string> {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  for (const { path, bytes } of [...assets].sort((a, b) => a.path < b.path ? -1 : 1)) {
    const length = new Uint8Array(8);
    new DataView(length.buffer).setBigUint64(0, BigInt(bytes.length));
    parts.push(encoder.encode(`${path}\n`), length, bytes);
  }
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", whole));
  return toHex(digest.subarray(0, 6));
}

/** The page's references to its assets, moved under the release's prefix. */
export function withRelease(html: string, hash: string): string {
  return html.replace(
    /(href|src)="\/assets\/(style(?:_[a-z]+)?\.css|home\.js|icon\.svg|(?:apple-touch-)?icon\.png)"/g,
    (_match, attribute: string, name: string) => `${attribute}="/r/${hash}/assets/${name}"`,
  );
}

/**
 * The home page's answers vary with the language, which comes from the address, the cookie or
 * `Accept-Language`; a language chosen with the switch (`?lang=ko&choose=1`) is remembered for a
 * year.
 */
const LANGUAGE_VARY = "Accept-Language, Cookie";
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Options of the pages (`pageRoutes`, in routes.ts). */
export interface PageRoutesOptions {
  /**
   * The service's public origin (`config.publicUrl`, from `PUBLIC_URL`): link previews name it.
   * Without it their URLs are relative. The request's `Host` is never used: a client that makes
   * up `Host` headers neither costs a render each nor gets its name echoed into the page.
   */
  publicUrl?: string;
  /** The games the page names (default: the registry's; tests pass a copy with a scratch game). */
  games?: readonly Game[];
}

/** The handlers of the pages' routes (routes.ts says which path each serves). */
export interface PageHandlers {
  /** The home page, in the request's language. */
  home: Handler;
  /** The API reference. */
  docs: Handler;
  /** The OpenAPI document. */
  openapi: Handler;
  /** An asset of this release, under `/r/{hash}/`, immutable. */
  released: Handler;
  /** An asset at its own path (`ASSETS`), revalidated. */
  asset: Handler;
}

/**
 * The handlers of the pages, the OpenAPI document and the assets, built from the operations,
 * which are loaded at the first page that names them (an asset does not).
 */
export function pageHandlers(
  loadOperations: () => Promise<readonly Operation[]>,
  options: PageRoutesOptions = {},
): PageHandlers {
  const encoder = new TextEncoder();
  const text = (body: string, type: string): StaticBody => ({ bytes: encoder.encode(body), type });
  const file = (name: string, type: string) => async (): Promise<StaticBody> => ({
    bytes: await readPageFile(name),
    type,
  });
  // The release's hash, made at the first request that needs it (never at import).
  const release = lazy(async () =>
    releaseHashOf(
      await Promise.all(
        Object.entries(ASSETS).map(async ([path, asset]) => ({
          path,
          bytes: await readPageFile(asset.file),
        })),
      ),
    )
  );
  const releaseHash = release.get;
  // The home page's modules, asked for with the page (preload.ts), under the release's prefix.
  const preloads = lazy(async () => {
    const hash = await releaseHash();
    const paths = await staticImports("/assets/home.js", readPageFile);
    return modulePreloads(paths.map((path) => `/r/${hash}${path}`));
  });
  // The site's icon, which both pages draw in their header, read once.
  const logo = lazy(async () => new TextDecoder().decode(await readPageFile("icon.svg")));
  /** The handlers of the assets, by path, made once: at their own path, and under the release. */
  const handlersOf = (cacheControl?: string) =>
    new Map(
      Object.entries(ASSETS).map(([path, asset]) => [
        path,
        staticHandler(file(asset.file, asset.type), { headers: ASSET_HEADERS, cacheControl }),
      ]),
    );
  const released = handlersOf(IMMUTABLE);
  const assets = handlersOf();
  const home = staticHandler(
    async (_origin, variant) => {
      const page = renderHome(
        new TextDecoder().decode(await readPageFile("home.html")),
        await loadOperations(),
        {
          origin: options.publicUrl,
          language: variant as Language,
          games: options.games,
          logo: await logo.get(),
        },
      );
      const tags = await preloads.get();
      return text(
        withRelease(page, await releaseHash()).replace(
          /^( *)<!-- module-preloads -->$/m,
          (_line, indent: string) => indent + tags.replaceAll("\n", `\n${indent}`),
        ),
        HTML,
      );
    },
    {
      headers: PAGE_HEADERS,
      variant: (request) => chooseLanguage(request).language,
    },
  );
  const notFound = (target: RequestTarget) =>
    new HttpError("not_found", `no such path: ${target.pathname}`);
  return {
    async home(request, match) {
      const response = await home(request, match);
      const vary = response.headers.get("vary");
      response.headers.set("vary", vary === null ? LANGUAGE_VARY : `${vary}, ${LANGUAGE_VARY}`);
      const chosen = chooseLanguage(request);
      // Only the language switch is remembered: a shared link's ?lang= shows the page in
      // that language without overwriting the visitor's own choice for a year.
      if (chosen.fromQuery && new URL(request.url).searchParams.has("choose")) {
        response.headers.set(
          "set-cookie",
          `${LANGUAGE_COOKIE}=${chosen.language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`,
        );
      }
      return response;
    },
    docs: staticHandler(
      async () =>
        text(
          withRelease(
            renderDocs(openApiDocument(await loadOperations()), await logo.get()),
            await releaseHash(),
          ),
          HTML,
        ),
      { headers: PAGE_HEADERS },
    ),
    openapi: staticHandler(
      async () =>
        text(JSON.stringify(withHealthCheck(openApiDocument(await loadOperations()))), JSON_TYPE),
      { headers: ASSET_HEADERS },
    ),
    async released(request, target) {
      const [, , hash = "", ...rest] = target.pathname.split("/");
      const handler = released.get(`/${rest.join("/")}`);
      if (handler === undefined || hash !== await releaseHash()) throw notFound(target);
      return await handler(request, target);
    },
    asset(request, target) {
      const handler = assets.get(target.pathname);
      if (handler === undefined) throw notFound(target);
      return handler(request, target);
    },
  };
}

/** Options of {@linkcode renderHome}. */
export interface RenderHomeOptions {
  /**
   * The origin the page is served at, e.g. `https://fairdraw.example`: link previews need
   * absolute URLs. Left out, the preview's URLs are relative to the page.
   */
  origin?: string;
  /** The language to render in (default English). */
  language?: Language;
  /** The games it names (default: the registry's). */
  games?: readonly Game[];
  /** The site's icon (icon.svg), which `<!-- logo -->` draws in the header. */
  logo?: string;
}

/**
 * The home page from its template, in one language:
 * - `{{ lang }}`, `{{ t: KEY }}` (a word, escaped), `{{ action: OPERATION }}` (its path),
 *   `{{ ticketHint }}`, `{{ footerApi }}` (spaces inside the braces as `deno fmt` writes them);
 * - `<!-- logo -->`: the icon, drawn in the page ({@linkcode drawnLogo}); `<!-- icon-links -->`:
 *   the PNGs of the icon ({@linkcode iconLinks});
 * - `<!-- preview-tags -->`: the Open Graph and X card tags that make a shared link show a
 *   preview, from the page's own title and description;
 * - `<!-- language-links -->`, `<!-- game-options OPERATION -->` (the operation's games, named
 *   from the registry), `<!-- draw-field TOOL OPERATION -->`, `<!-- ticket-lines -->`,
 *   `<!-- verify-panel TOOL OPERATION -->`, `<!-- page-data -->`;
 * - `<!-- integer-field OPERATION TOOL ARGUMENT VALUE LABEL -->`: a number field whose bounds
 *   and range hint are the argument's own, read from the operation's schema, so the page cannot
 *   drift from the table (`-` for no value).
 *
 * `<!-- module-preloads -->` is left for the page's handler, which knows the release's prefix.
 */
export function renderHome(
  template: string,
  operations: readonly Operation[],
  options: RenderHomeOptions = {},
): string {
  const language = options.language ?? "en";
  const games = options.games ?? GAMES;
  const words = MESSAGES[language];
  const t = (key: string): string => {
    if (!(key in words)) throw new Error(`home.html: no word ${key}`);
    return escapeHtml(words[key as MessageKey]);
  };
  const indented = (indent: string, block: string) =>
    indent + block.replaceAll("\n", `\n${indent}`);
  const operation = (name: string) => {
    const found = operations.find((candidate) => candidate.name === name);
    if (found === undefined) throw new Error(`home.html: no operation ${name}`);
    return found;
  };
  const firstDrawGame = gameOf(DRAW_GAMES[0]!);
  const worded = template
    .replace(/\{\{ *lang *\}\}/g, language)
    .replace(/\{\{ *t: *([a-zA-Z]+) *\}\}/g, (_mark, key: string) => t(key))
    .replace(/\{\{ *action: *([a-z_]+) *\}\}/g, (_mark, name: string) => operation(name).path)
    .replace(
      /\{\{ *ticketHint *\}\}/g,
      fill(t("ticketHint"), { count: firstDrawGame.pick.count, max: firstDrawGame.pick.max }),
    )
    .replace(
      /\{\{ *footerApi *\}\}/g,
      fill(t("footerApi"), {
        lottery: "<code>/mcp/lottery</code>",
        random: "<code>/mcp/random</code>",
      }),
    );
  return worded
    .replace(
      "<!-- logo -->",
      () => drawnLogo(options.logo ?? ""),
    )
    .replace(/^( *)<!-- icon-links -->$/m, (_line, indent: string) => indented(indent, iconLinks()))
    .replace(
      /^( *)<!-- preview-tags -->$/m,
      (_line, indent: string) =>
        indented(indent, previewTags(worded, options.origin ?? "", language)),
    )
    .replace(
      /^( *)<!-- language-links -->$/m,
      (_line, indent: string) => indented(indent, languageLinks(language)),
    )
    .replace(
      /^( *)<!-- game-options ([a-z_]+) -->$/gm,
      (_line, indent: string, name: string) =>
        indented(indent, gameOptions(operation(name), words, games)),
    )
    .replace(
      /^( *)<!-- draw-field ([a-z]+) ([a-z_]+) -->$/gm,
      (_line, indent: string, tool: string, name: string) =>
        indented(indent, drawField(tool, operation(name), words, games)),
    )
    .replace(
      /^( *)<!-- latest-cards -->$/m,
      (_line, indent: string) => indented(indent, latestCards(language, words, games)),
    )
    .replace(
      /^( *)<!-- ticket-lines -->$/m,
      (_line, indent: string) => indented(indent, ticketLines(words)),
    )
    .replace(
      /^( *)<!-- verify-panel ([a-z]+) ([a-z_]+) -->$/gm,
      (_line, indent: string, tool: string, name: string) =>
        indented(indent, verifyPanel(tool, operation(name).seeded, words)),
    )
    .replace(
      /^( *)<!-- integer-field ([a-z_]+) ([a-z]+) ([a-z_]+) (-|-?[0-9]+) ([a-zA-Z]+) -->$/gm,
      (_line, indent: string, name: string, tool: string, argument: string, value, label) =>
        indented(
          indent,
          integerField({
            tool,
            argument,
            value: value === "-" ? "" : value,
            label: t(label),
            hint: rangeHint(t("range"), boundsOf(operations, name, argument), language),
            bounds: boundsOf(operations, name, argument),
          }),
        ),
    )
    .replace(
      /^( *)<!-- page-data -->$/m,
      (_line, indent: string) => indented(indent, pageDataScript(operations, language, games)),
    );
}
