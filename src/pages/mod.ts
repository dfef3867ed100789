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
import { jsonSchemaOf } from "../json_schema.ts";
import { lazy } from "../lazy.ts";
import { toHex } from "../random/seed.ts";
import { escapeHtml, renderDocs } from "./docs.ts";
import { readPageFile, type StaticBody, staticHandler } from "./_static.ts";
import { ASSETS } from "./assets.ts";
import {
  DRAW_GAMES,
  type Game,
  gameOf,
  GAMES,
  type Language,
  type NamedGame,
} from "../games/mod.ts";
import {
  chooseLanguage,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type MessageKey,
  MESSAGES,
  type Messages,
} from "./i18n/mod.ts";
import { fill } from "./words.js";
import { RESULT_PAGES } from "./official.ts";

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
    /(href|src)="\/assets\/(style\.css|home\.js|icon\.svg)"/g,
    (_match, attribute: string, name: string) => `${attribute}="/r/${hash}/assets/${name}"`,
  );
}

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
    async (_origin, variant) =>
      text(
        withRelease(
          renderHome(
            new TextDecoder().decode(await readPageFile("home.html")),
            await loadOperations(),
            { origin: options.publicUrl, language: variant as Language, games: options.games },
          ),
          await releaseHash(),
        ),
        HTML,
      ),
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
          withRelease(renderDocs(openApiDocument(await loadOperations())), await releaseHash()),
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
}

/** The data the page's script reads: its words, the games and the operations' addresses. */
export interface PageData {
  /** The page's language. */
  language: Language;
  /** Its words in that language. */
  messages: Messages;
  /** Every named game, with its name and extra's name in that language. */
  games: {
    id: NamedGame | string;
    name: string;
    extraName: string | null;
    pick: (typeof GAMES)[number]["pick"];
    look: (typeof GAMES)[number]["look"];
    draws: (typeof GAMES)[number]["draws"] | null;
    /** The official result page of a draw (official.ts), `{draw}` standing for its number or date. */
    officialUrl: string | null;
  }[];
  /** Each operation's path, by name. */
  paths: Record<string, string>;
  /** The draw games whose latest result the page shows on landing. */
  landing: readonly NamedGame[];
}

/**
 * The home page from its template, in one language:
 * - `{{ lang }}`, `{{ t: KEY }}` (a word, escaped), `{{ action: OPERATION }}` (its path),
 *   `{{ ticketHint }}`, `{{ footerApi }}` (spaces inside the braces as `deno fmt` writes them);
 * - `<!-- preview-tags -->`: the Open Graph and X card tags that make a shared link show a
 *   preview, from the page's own title and description;
 * - `<!-- language-links -->`, `<!-- game-options OPERATION -->` (the operation's games, named
 *   from the registry), `<!-- draw-field TOOL -->`, `<!-- ticket-lines -->`,
 *   `<!-- verify-panel TOOL OPERATION -->`, `<!-- page-data -->`;
 * - `<!-- integer-field OPERATION TOOL ARGUMENT VALUE LABEL -->`: a number field whose bounds
 *   and range hint are the argument's own, read from the operation's schema, so the page cannot
 *   drift from the table (`-` for no value).
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
      /^( *)<!-- draw-field ([a-z]+) -->$/gm,
      (_line, indent: string, tool: string) => indented(indent, drawField(tool, words)),
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

/** The page's data as a JSON block, which the CSP lets the script read (it is never run). */
function pageDataScript(
  operations: readonly Operation[],
  language: Language,
  games: readonly Game[],
): string {
  const data: PageData = {
    language,
    messages: MESSAGES[language],
    games: games.map((game) => ({
      id: game.id,
      name: game.names[language],
      extraName: game.extraName?.[language] ?? null,
      pick: game.pick,
      look: game.look,
      draws: game.draws ?? null,
      officialUrl: RESULT_PAGES[game.id as NamedGame] ?? null,
    })),
    paths: Object.fromEntries(operations.map((operation) => [operation.name, operation.path])),
    landing: LANDING_GAMES[language],
  };
  // "<" escaped, so that no text in the data can close the script element.
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="page-data">${json}</script>`;
}

function languageLinks(current: Language): string {
  return LANGUAGES.map((language) => {
    const current_ = language === current ? ' aria-current="true"' : "";
    return `<a href="/?lang=${language}&amp;choose=1" hreflang="${language}" lang="${language}"${current_}>` +
      `${escapeHtml(MESSAGES[language].languageName)}</a>`;
  }).join("\n");
}

/**
 * The game each language's page starts on, in every tool that takes it: the readers' own lottery
 * (Japanese Loto 6 has no source of past draws, so the Japanese page's draw tools keep the first).
 */
export const HOME_GAME: Readonly<Record<Language, NamedGame>> = {
  en: "powerball",
  ko: "kr645",
  ja: "jp_loto6",
};

/** The draw games whose latest result each language's page shows on landing. */
export const LANDING_GAMES: Readonly<Record<Language, readonly NamedGame[]>> = {
  en: ["powerball", "megamillions"],
  ko: ["kr645"],
  ja: [],
};

/**
 * The landing's latest results as the first byte has them: a card per game of the language, held
 * at its size until the script fills it (so nothing below it moves when the draws come in), or,
 * for a language whose games have no source of past draws, the sentence that says which games the
 * page can check.
 */
function latestCards(language: Language, words: Messages, games: readonly Game[]): string {
  const landing = LANDING_GAMES[language];
  if (landing.length === 0) {
    const checkable = DRAW_GAMES.map((id) => games.find((game) => game.id === id)?.names[language])
      .filter((name) => name !== undefined);
    // As the page's list(): Korean joins with commas, as a person writes, not with the U+BC0F
    // ("and") of Intl's Korean.
    const joined = language === "ko"
      ? checkable.join(", ")
      : new Intl.ListFormat(language, { type: "conjunction" }).format(checkable);
    return `<p>${escapeHtml(fill(words.picksOnly, { games: joined }))}</p>`;
  }
  return landing.map((id) => {
    const name = games.find((game) => game.id === id)?.names[language] ?? id;
    return `<article class="latest-card pending" aria-busy="true"><h3>${escapeHtml(name)}</h3>` +
      "</article>";
  }).join("\n");
}

/** The options of an operation's `game` picklist, named from the registry. */
function gameOptions(operation: Operation, words: Messages, games: readonly Game[]): string {
  const ids = jsonSchemaOf(operation.input).properties?.game;
  if (typeof ids !== "object" || ids.enum === undefined) {
    throw new Error(`home.html: ${operation.name} has no game picklist`);
  }
  const language = LANGUAGES.find((candidate) => MESSAGES[candidate] === words) ?? "en";
  return ids.enum.map((id) => {
    const game = games.find((candidate) => candidate.id === id);
    if (id !== "custom" && game === undefined) throw new Error(`home.html: no game ${id}`);
    const name = id === "custom" ? words.gameCustom : game!.names[language];
    // The language's own lottery first, where the operation takes it.
    const selected = id === HOME_GAME[language] ? " selected" : "";
    return `<option value="${escapeHtml(String(id))}"${selected}>${escapeHtml(name)}</option>`;
  }).join("\n");
}

/** The `draw` field: a number for the first game (kr645); the script makes it a date picker. */
function drawField(tool: string, words: Messages): string {
  const id = `${tool}-draw`;
  return [
    `<div class="field">`,
    `  <label for="${id}">${escapeHtml(words.fieldDraw)} <span class="optional">` +
    `${escapeHtml(words.optional)}</span></label>`,
    `  <input id="${id}" name="draw" type="number" inputmode="numeric" min="1" ` +
    `autocomplete="off" data-kind="draw" aria-describedby="${id}-hint">`,
    `  <p class="hint" id="${id}-hint">${escapeHtml(words.hintDrawNumber)}</p>`,
    "</div>",
  ].join("\n");
}

/** The letters of a ticket's lines: a Korean slip has five games, A to E. */
const TICKET_LINES = ["A", "B", "C", "D", "E"] as const;

function ticketLines(words: Messages): string {
  return TICKET_LINES.map((line) => {
    const id = `check-numbers-${line}`;
    return [
      `<div class="ticket-line">`,
      `  <label for="${id}">${escapeHtml(fill(words.ticketLine, { line }))}</label>`,
      // A text keyboard: inputmode="numeric" would forbid the spaces between an iPhone's numbers.
      `  <input id="${id}" data-line="${line}" autocomplete="off" autocapitalize="off" ` +
      `spellcheck="false" enterkeyhint="go" aria-describedby="check-ticket-hint">`,
      `  <label for="check-extra-${line}" class="extra-label" hidden></label>`,
      `  <input id="check-extra-${line}" data-extra-line="${line}" type="number" ` +
      `inputmode="numeric" min="1" class="extra-input" hidden disabled>`,
      "</div>",
    ].join("\n");
  }).join("\n");
}

/**
 * The collapsed "Check this draw" panel after a tool's answer: the answer's seed, link, request,
 * JSON and verifier file go in it, and, for a seeded tool, the one field that replays a seed.
 */
function verifyPanel(tool: string, seeded: boolean, words: Messages): string {
  const lines = [
    `<details class="verify" id="${tool}-verify"${seeded ? "" : " hidden"}>`,
    `  <summary>${escapeHtml(words.checkThisDraw)}</summary>`,
    `  <div class="verify-answer" id="${tool}-verify-answer"></div>`,
  ];
  if (seeded) {
    lines.push(
      `  <div class="field replay-field">`,
      `    <label for="${tool}-seed">${escapeHtml(words.replayLabel)}</label>`,
      `    <div class="replay-row">`,
      `      <input id="${tool}-seed" class="seed-input" autocomplete="off" spellcheck="false" ` +
        `autocapitalize="off" aria-describedby="${tool}-seed-hint">`,
      `      <button type="button" class="small" data-replay="${tool}" disabled>` +
        `${escapeHtml(words.replayButton)}</button>`,
      `    </div>`,
      `    <p class="hint" id="${tool}-seed-hint">${escapeHtml(words.replayHint)}</p>`,
      `  </div>`,
    );
  }
  lines.push("</details>");
  return lines.join("\n");
}

/**
 * The tags of a link preview, their title and description read from the page's own, so that a
 * preview says what the page says.
 */
function previewTags(page: string, origin: string, language: Language = "en"): string {
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1];
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(page)?.[1];
  if (title === undefined || description === undefined) {
    throw new Error("home.html: preview tags need a <title> and a description <meta>");
  }
  // The title and description are the template's HTML, the rest plain text.
  const image = escapeHtml(`${origin}${PREVIEW_IMAGE.path}`);
  const url = language === "en" ? `${origin}/` : `${origin}/?lang=${language}`;
  const tags: [string, string, string][] = [
    ["property", "og:type", "website"],
    ["property", "og:site_name", "fairdraw"],
    ["property", "og:title", title.replaceAll('"', "&#34;")],
    ["property", "og:description", description],
    ["property", "og:url", escapeHtml(url)],
    ["property", "og:locale", OG_LOCALES[language]],
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

/** Open Graph's locale of each language. */
const OG_LOCALES: Readonly<Record<Language, string>> = { en: "en_US", ko: "ko_KR", ja: "ja_JP" };

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

/** A range in words, its numbers as the language writes them ("2 to 1,000"). */
function rangeHint(words: string, { min, max }: { min: number; max: number }, language: Language) {
  const format = new Intl.NumberFormat(language);
  return fill(words, { min: format.format(min), max: format.format(max) });
}

function integerField(field: {
  tool: string;
  argument: string;
  value: string;
  label: string;
  hint: string;
  bounds: { min: number; max: number };
}): string {
  const id = `${field.tool}-${field.argument.replaceAll("_", "-")}`;
  const { min, max } = field.bounds;
  return [
    `<div class="field">`,
    `  <label for="${id}">${field.label}</label>`,
    `  <input id="${id}" name="${field.argument}" type="number" inputmode="numeric" ` +
    `min="${min}" max="${max}" value="${field.value}" data-kind="integer" ` +
    `aria-describedby="${id}-hint">`,
    `  <p class="hint" id="${id}-hint">${field.hint}</p>`,
    "</div>",
  ].join("\n");
}
