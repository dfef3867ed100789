import { assert, assertEquals, assertMatch, assertStringIncludes, assertThrows } from "@std/assert";
import { createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";
import { ERROR_STATUS } from "../src/http/errors.ts";
import { jsonSchemaOf } from "../src/json_schema.ts";
import { openApiDocument } from "../src/openapi.ts";
import { OPERATIONS } from "../src/operations/mod.ts";
import { escapeHtml, renderDocs } from "../src/pages/docs.ts";
import { ASSETS, PAGE_MODULES } from "../src/pages/assets.ts";
import {
  ICON_IMAGES,
  IMMUTABLE,
  PREVIEW_IMAGE,
  releaseHashOf,
  renderHome,
} from "../src/pages/mod.ts";
import { startServer } from "../testing/server.ts";
import { LANGUAGES, MESSAGES } from "../src/pages/i18n/mod.ts";
import { DRAW_GAMES, gameOf, GAMES, type NamedGame } from "../src/games/mod.ts";
import { fill } from "../src/pages/words.js";
import {
  decodeGiveaway,
  duplicateEntries,
  encodeGiveaway,
  entriesOf,
  giveawayLabel,
  giveawayProblems,
} from "../src/pages/giveaway.js";
import { staticHandler } from "../src/pages/_static.ts";
import { colorStats, countNear, decodePng } from "./_png.ts";
import { callApp } from "./operations/_call.ts";
import { ERROR_CODES, errorWords } from "../src/pages/js/errors.js";
import { requestContext } from "../src/http/scope.ts";

function get(path: string, init: RequestInit = {}): Promise<Response> {
  return callApp(new Request(`http://fairdraw.test${path}`, init));
}

/** The local addresses a page refers to by `href` or `src`. */
function references(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
}

Deno.test("pages: / and /docs answer 200 text/html, for phones, with a strict CSP", async () => {
  for (const path of ["/", "/docs"]) {
    const response = await get(path);
    assertEquals(response.status, 200, path);
    assertEquals(response.headers.get("content-type"), "text/html; charset=utf-8");
    const csp = response.headers.get("content-security-policy") ?? "";
    assertStringIncludes(csp, "default-src 'none'");
    assertStringIncludes(csp, "script-src 'self'");
    assertStringIncludes(csp, "connect-src 'self'");
    assertEquals(response.headers.get("x-content-type-options"), "nosniff");
    const html = await response.text();
    assertMatch(html, /^<!doctype html>/i);
    assertMatch(html, /<html lang="en">/);
    assertStringIncludes(
      html,
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    assertMatch(html, /<title>[^<]+<\/title>/);
    assertMatch(html, /<main id="main"/);
  }
});

Deno.test("pages: the home page and the reference draw the site's icon in their header, sized and hidden from readers", async () => {
  const icon = (await Deno.readTextFile(new URL("../src/pages/icon.svg", import.meta.url))).trim();
  for (const path of ["/", "/docs"]) {
    const html = await (await get(path)).text();
    const drawn = /<a class="brand"\s+href="[^"]*">(<svg [^>]*>)([\s\S]*?<\/svg>)[^<]+<\/a>/.exec(
      html,
    );
    if (drawn === null) throw new Error(`${path}: the header's link holds the icon, then the name`);
    assertEquals(
      drawn[1],
      '<svg width="28" height="28" aria-hidden="true" focusable="false" viewBox="0 0 32 32">',
      path,
    );
    // The icon's own drawing, whole.
    assertStringIncludes(icon, drawn[2]!, path);
    assert(
      !/<img[^>]*icon\.svg/.test(html),
      `${path}: no image of the icon: it would be a document of its own`,
    );
  }
});

Deno.test("pages: the browser's icon and the home screen's are PNGs of the icon at their stated sizes, no SVG", async () => {
  for (const path of ["/", "/docs"]) {
    const html = await (await get(path)).text();
    const links = [
      ...html.matchAll(/<link rel="([a-z-]+)" href="([^"]+)"[^>]*sizes="(\d+)x(\d+)">/g),
    ]
      .filter(([, rel]) => rel === "icon" || rel === "apple-touch-icon");
    assertEquals(
      links.map(([, rel, href, width, height]) => [rel, href!.split("/").pop(), +width!, +height!]),
      ICON_IMAGES.map(({ rel, file, size }) => [rel, file, size, size]),
      path,
    );
    // An SVG icon is a document of its own in every new page's renderer.
    assert(!/<link rel="icon"[^>]*svg/.test(html), path);
    for (const [, rel, href, width] of links) {
      const response = await get(href!);
      assertEquals(response.headers.get("content-type"), "image/png", href);
      const image = await decodePng(new Uint8Array(await response.arrayBuffer()));
      assertEquals([image.width, image.height], [+width!, +width!], href);
      // The red disc and the blue one, drawn.
      assert(countNear(image, "#b3261e") > image.width * image.height / 10, `${href}: red`);
      assert(countNear(image, "#0b5fad") > image.width * image.height / 20, `${href}: blue`);
      // The home screen's is opaque (iOS fills transparency with black); the browser's is not.
      const alphas = new Set(image.rgba.filter((_, i) => i % 4 === 3));
      assertEquals(alphas.has(0), rel === "icon", `${href}: transparent corners`);
    }
  }
});

Deno.test("pages: the pages use nothing but this server, and everything they use is served", async () => {
  for (const path of ["/", "/docs"]) {
    const html = await (await get(path)).text();
    // Links may go anywhere, and a link preview names this server's own address.
    // The page's data block is read, never loaded: it names the official results to link to.
    const loaded = html.replace(/<a [^>]*>/g, "").replaceAll('content="http://fairdraw.test/', "")
      .replace(/<script type="application\/json" id="page-data">.*?<\/script>/s, "")
      // The QR field's hint names, as text, the address a Korean ticket's code holds.
      .replaceAll("http://qr.dhlottery.co.kr/?v=", "");
    assert(!/(https?:)?\/\/[a-z]/i.test(loaded), `${path}: no remote URL`);
    for (const reference of references(html)) {
      assert(reference.startsWith("/") || reference.startsWith("#"), `${path}: ${reference}`);
      if (reference.startsWith("#")) {
        assertStringIncludes(html, `id="${reference.slice(1)}"`, `${path}: ${reference}`);
        continue;
      }
      const response = await get(reference);
      assertEquals(response.status, 200, `${path} uses ${reference}`);
      await response.body?.cancel();
    }
  }
});

Deno.test("pages: assets have their media types; the script and style sheet are ASCII", async () => {
  const expected: Record<string, string> = {
    "/assets/style.css": "text/css; charset=utf-8",
    "/assets/home.js": "text/javascript; charset=utf-8",
    "/assets/icon.svg": "image/svg+xml",
  };
  for (const [path, type] of Object.entries(expected)) {
    const response = await get(path);
    assertEquals(response.status, 200, path);
    assertEquals(response.headers.get("content-type"), type, path);
    assertEquals(response.headers.get("x-content-type-options"), "nosniff");
    const text = await response.text();
    assert(text.length > 100, path);
    assert([...text].every((char) => char <= "~"), `${path} is ASCII`);
  }
});

Deno.test("pages: ETag and no-cache: a matching If-None-Match is a 304 without a body", async () => {
  for (const path of ["/", "/docs", "/openapi.json", "/assets/home.js"]) {
    const first = await get(path);
    await first.body?.cancel();
    const etag = first.headers.get("etag") ?? "";
    assertMatch(etag, /^"[0-9a-f]{32}"$/, path);
    assertEquals(first.headers.get("cache-control"), "no-cache");
    const forms = [etag, `W/${etag}`, `"other", ${etag}`, "*"];
    for (const ifNoneMatch of forms) {
      const again = await get(path, { headers: { "if-none-match": ifNoneMatch } });
      assertEquals([again.status, await again.text()], [304, ""], `${path} ${ifNoneMatch}`);
      assertEquals(again.headers.get("etag"), etag);
    }
    const changed = await get(path, { headers: { "if-none-match": '"other"' } });
    assertEquals(changed.status, 200);
    await changed.body?.cancel();
    // The same bytes give the same ETag across apps: it is the content's hash.
    const other = createApp({ config: resolveConfig(() => undefined) });
    const fresh = await other.fetch(new Request(`http://fairdraw.test${path}`));
    await fresh.body?.cancel();
    assertEquals(fresh.headers.get("etag"), etag);
  }
});

Deno.test("pages: HEAD answers as GET does (wire_tests.ts: without the body); others are 405", async () => {
  const head = await get("/", { method: "HEAD" });
  const got = await get("/");
  assertEquals(head.status, 200);
  // The same headers, but the request id, each request's own.
  const fields = (headers: Headers) => [...headers].filter(([name]) => name !== "x-request-id");
  assertEquals(fields(head.headers), fields(got.headers));
  assertEquals(await head.text(), await got.text());
  const post = await get("/docs", { method: "POST" });
  assertEquals(post.status, 405);
  assertEquals(post.headers.get("allow"), "GET, HEAD, OPTIONS");
  assertEquals((await post.json()).error.code, "method_not_allowed");
});

Deno.test("pages: /docs shows every operation, its paths and ids, and every error code", async () => {
  const html = await (await get("/docs")).text();
  for (const operation of OPERATIONS) {
    assertStringIncludes(html, `id="${operation.name}"`);
    assertStringIncludes(html, `(${operation.name})`);
    // An operation that answers both GET and POST has a second id for POST.
    if (operation.methods.length === 2) assertStringIncludes(html, `(${operation.name}_post)`);
    for (const method of operation.methods) {
      assertStringIncludes(html, `<span class="method">${method}</span>`);
    }
    assertStringIncludes(html, `<code>${operation.path}</code>`);
    assertStringIncludes(html, escapeHtml(operation.title));
    for (const name of Object.keys(operation.input.entries)) {
      assertStringIncludes(html, `<code>${name}</code>`, `${operation.name} ${name}`);
    }
  }
  for (const code of Object.keys(ERROR_STATUS)) assertStringIncludes(html, `<code>${code}</code>`);
});

Deno.test("pages: the reference escapes what it shows", () => {
  assertEquals(
    escapeHtml(`<a href="x">'&'</a>`),
    "&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;",
  );
  const document = openApiDocument(OPERATIONS);
  const operation = Object.values(document.paths).find((item) => item.get !== undefined)!.get!;
  operation.summary = "<script>alert(1)</script>";
  const html = renderDocs(document);
  assert(!html.includes("<script>alert(1)</script>"));
  assertStringIncludes(html, "&#60;script&#62;alert(1)&#60;/script&#62;");
});

/** The `content` of each `<meta property>` or `<meta name>` of a page, by property or name. */
function metaTags(html: string): Map<string, string> {
  return new Map(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((
      [, name, content],
    ) => [name!, content!]),
  );
}

Deno.test("pages: the home page's link preview tags name PUBLIC_URL, never the request's Host", async () => {
  for (const origin of ["http://fairdraw.test", "https://draws.example:8443"]) {
    const app = createApp({
      config: resolveConfig((name) => name === "PUBLIC_URL" ? origin : undefined),
    });
    const html = await (await app.fetch(new Request("http://evil.test/"))).text();
    assert(!html.includes("evil.test"));
    const tags = metaTags(html);
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1];
    assertEquals(tags.get("og:title"), title);
    assertEquals(tags.get("og:description"), description);
    assertEquals(tags.get("og:type"), "website");
    assertEquals(tags.get("og:url"), `${origin}/`);
    assertEquals(tags.get("og:image"), `${origin}/assets/preview.png`);
    assertEquals(tags.get("og:image:type"), "image/png");
    assertEquals([tags.get("og:image:width"), tags.get("og:image:height")], ["1200", "630"]);
    assertStringIncludes(tags.get("og:image:alt") ?? "", PREVIEW_IMAGE.headline);
    assertEquals(tags.get("twitter:card"), "summary_large_image");
  }
  // Without PUBLIC_URL the URLs are relative, and every Host gets the same page, made once.
  const pages = await Promise.all(["http://a.test/", "http://b.test/"].map(async (url) => {
    const response = await callApp(new Request(url));
    return { etag: response.headers.get("etag"), html: await response.text() };
  }));
  assertEquals(pages[0]!.etag, pages[1]!.etag);
  assertEquals(metaTags(pages[0]!.html).get("og:url"), "/");
  assert(!pages[0]!.html.includes("a.test"));
  // Rendered without an origin, the URLs are relative to the page.
  const template = '<title>T &amp; "U"</title><meta name="description" content="D">\n' +
    "<!-- preview-tags -->\n";
  const relative = metaTags(renderHome(template, OPERATIONS));
  assertEquals(relative.get("og:image"), "/assets/preview.png");
  assertEquals(relative.get("og:title"), "T &amp; &#34;U&#34;");
  assertThrows(() => renderHome("<!-- preview-tags -->\n", OPERATIONS), Error, "<title>");
});

Deno.test("pages: the preview picture is a 1200x630 PNG in the brand's colours", async () => {
  const response = await get(PREVIEW_IMAGE.path);
  assertEquals(response.status, 200);
  assertEquals(response.headers.get("content-type"), "image/png");
  const bytes = new Uint8Array(await response.arrayBuffer());
  assert(bytes.length < 100_000, `${bytes.length} bytes: keep it small`);
  const image = await decodePng(bytes);
  assertEquals([image.width, image.height], [PREVIEW_IMAGE.width, PREVIEW_IMAGE.height]);
  const stats = colorStats(image);
  assert(stats.distinct > 50, `only ${stats.distinct} colours: text is drawn`);
  assert(countNear(image, "#0b5fad") > image.width * image.height / 2, "the accent background");
  assert(countNear(image, "#b3261e") > 2000, "the red extra ball");
});

Deno.test("staticHandler: a body kept per origin and variant, 24 at most; a failed make is retried", async () => {
  const made: string[] = [];
  let failNext = true;
  const handler = staticHandler((origin, variant) => {
    made.push(`${origin} ${variant}`);
    if (failNext) {
      failNext = false;
      throw new Error("not yet");
    }
    return { bytes: new TextEncoder().encode(`${origin} ${variant}`), type: "text/plain" };
  }, { perOrigin: true, variant: (request) => request.headers.get("x-variant") ?? "" });
  const call = async (origin: string, variant = "a") => {
    const response = await handler(
      new Request(`${origin}/`, { headers: { "x-variant": variant } }),
      requestContext(`${origin}/`, "test"),
    );
    return await response.text();
  };
  const origins = Array.from({ length: 25 }, (_, i) => `http://h${i}.test`);
  let failed = false;
  await call(origins[0]!).catch(() => failed = true);
  assert(failed);
  for (const origin of origins) assertEquals(await call(origin), `${origin} a`);
  assertEquals(made.length, 26, "the failed make was tried again");
  assertEquals(await call(origins[24]!), `${origins[24]} a`);
  assertEquals(made.length, 26, "kept");
  assertEquals(await call(origins[24]!, "b"), `${origins[24]} b`, "each variant its own body");
  assertEquals(made.length, 27);
  assertEquals(await call(origins[1]!), `${origins[1]} a`);
  assertEquals(made.length, 28, "the oldest bodies were let go");
});

/** The home page's forms, each with its operation, address and field names. */
function formsOf(html: string): { op: string; action: string; names: string[]; body: string }[] {
  return [...html.matchAll(/<form\s+data-op="([^"]+)"\s+action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/g)]
    .map(([, op, action, body]) => ({
      op: op!,
      action: action!,
      body: body!,
      names: [...body!.matchAll(/\sname="([^"]+)"/g)].map((match) => match[1]!),
    }));
}

Deno.test("pages: the home page has a form for every operation, its action and games from the table", async () => {
  const html = await (await get("/")).text();
  const forms = formsOf(html);
  // seed_from_draw is the giveaway's form, which also names pick_from_list's path.
  const giveaway = /<form data-giveaway action="([^"]+)" data-pick="([^"]+)"/.exec(html);
  const seedFromDraw = OPERATIONS.find((operation) => operation.name === "seed_from_draw")!;
  const pickFromList = OPERATIONS.find((operation) => operation.name === "pick_from_list")!;
  assertEquals(giveaway?.slice(1), [seedFromDraw.path, pickFromList.path]);
  assertEquals(
    // The giveaway's form also registers (announce_giveaway) and opens a record (giveaway_result);
    // the listing (list_giveaways) has no form: the record's page and the verifier read it.
    [
      ...forms.map((form) => form.op),
      "seed_from_draw",
      "announce_giveaway",
      "giveaway_result",
      "list_giveaways",
    ].toSorted(),
    OPERATIONS.map((operation) => operation.name).toSorted(),
  );
  for (const form of forms) {
    const operation = OPERATIONS.find((candidate) => candidate.name === form.op)!;
    assertEquals(form.action, operation.path, form.op);
    const argumentNames = Object.keys(operation.input.entries);
    for (const name of form.names) assert(argumentNames.includes(name), `${form.op}: ${name}`);
    // Every argument a person would set is on the form: the seed in the tool's panel, the
    // ticket's numbers in its lines.
    const missing = argumentNames.filter((name) => !form.names.includes(name));
    const expected = operation.seeded ? ["seed"] : [];
    if (operation.name === "check_ticket") expected.push("numbers", "extra_number");
    assertEquals(missing.toSorted(), expected.toSorted(), form.op);
  }
  // Every game list is its operation's own, each game named from the registry.
  const selects = [
    ...html.matchAll(/<select id="([a-z]+)-game" name="game">([\s\S]*?)<\/select>/g),
  ];
  assertEquals(selects.length, 4);
  for (const [, tool, options] of selects) {
    const operation = OPERATIONS.find((candidate) =>
      (tool === "giveaway"
        ? "seed_from_draw"
        : formsOf(html).find((form) => form.body.includes(`id="${tool}-game"`))?.op) ===
        candidate.name
    )!;
    const game = jsonSchemaOf(operation.input).properties?.game;
    const values = [...options!.matchAll(/<option value="([^"]+)"(?: selected)?>([^<]+)</g)];
    assertEquals(values.map((m) => m[1]), typeof game === "object" ? game.enum : [], tool);
    for (const [, id, name] of values) {
      if (id !== "custom") assertEquals(name, escapeHtml(gameOf(id as NamedGame).names.en));
    }
  }
});

Deno.test("pages: every seeded tool has the one replay field, in its Check this draw panel", async () => {
  const html = await (await get("/")).text();
  const seeded = OPERATIONS.filter((operation) =>
    operation.seeded && operation.name !== "seed_from_draw"
  );
  for (const form of formsOf(html).filter((f) => seeded.some((o) => o.name === f.op))) {
    const tool = new RegExp(
      `<section class="tool" id="([a-z]+)"[^>]*>[\\s\\S]*?data-op="${form.op}"`,
    )
      .exec(html)?.[1];
    assert(tool !== undefined, form.op);
    const panel = new RegExp(`<details class="verify" id="${tool}-verify">([\\s\\S]*?)</details>`)
      .exec(html)?.[1] ?? "";
    assertStringIncludes(panel, `<input id="${tool}-seed" class="seed-input"`);
    assertStringIncludes(panel, `<p class="hint" id="${tool}-seed-hint">`);
    assertStringIncludes(panel, `data-replay="${tool}"`);
  }
  assertThrows(
    () => renderHome("<!-- integer-field roll_dice dice colour 1 fieldSides -->", OPERATIONS),
    Error,
    "no bounded argument colour",
  );
  assertThrows(() => renderHome("{{ t: noSuchWord }}", OPERATIONS), Error, "no word noSuchWord");
});

Deno.test("pages: the home page's bounds and hints are the schemas' own", async () => {
  const html = await (await get("/")).text();
  let checked = 0;
  for (const form of formsOf(html)) {
    const operation = OPERATIONS.find((candidate) => candidate.name === form.op)!;
    const properties = jsonSchemaOf(operation.input).properties ?? {};
    for (const [, attributes] of form.body.matchAll(/<input([^>]*)>/g)) {
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes!)?.[1];
      const name = attribute("name")!;
      const min = attribute("min");
      const max = attribute("max");
      // A field whose bounds depend on the game (a ticket's extra number) has no max in the
      // page: its script sets it, and the schema states only what every game shares.
      if (min === undefined || max === undefined) continue;
      const schema = properties[name] as { minimum?: number; maximum?: number };
      assertEquals(
        [Number(min), Number(max)],
        [schema.minimum, schema.maximum],
        `${form.op} ${name}`,
      );
      // A hint that states a range must state the schema's.
      const hintId = attribute("aria-describedby");
      const hint = hintId === undefined
        ? undefined
        : new RegExp(`id="${hintId}">([^<]*)<`).exec(html)?.[1];
      if (hint !== undefined && /^-?[\d,]+ to -?[\d,]+/.test(hint)) {
        const number = new Intl.NumberFormat("en");
        assertEquals(
          hint,
          `${number.format(schema.minimum!)} to ${number.format(schema.maximum!)}`,
          `${form.op} ${name} hint`,
        );
      }
      checked++;
    }
  }
  assert(checked >= 5, `only ${checked} bounded fields were found`);
});

Deno.test("pages: every field of the home page has a label; answers are read by one live region", async () => {
  const html = await (await get("/")).text();
  const fields = [...html.matchAll(/<(input|select|textarea)\s[^>]*?id="([^"]+)"/g)];
  assert(fields.length >= 30);
  for (const [, , id] of fields) assertMatch(html, new RegExp(`<label for="${id}"[ >]`), id);
  const sections = [...html.matchAll(/<section class="tool" id="([^"]+)"/g)].map((m) => m[1]!);
  // A section per form (each an operation of the table, as the test above checks) and the
  // giveaway's.
  assertEquals(sections.length, formsOf(html).length + 1);
  for (const id of sections) {
    assertStringIncludes(html, `<div class="result" id="${id}-result"></div>`);
    assertStringIncludes(html, `<a href="#${id}">`);
  }
  assertStringIncludes(html, '<p class="sr-only" id="live" aria-live="polite"></p>');
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  assertEquals(new Set(ids).size, ids.length, "ids are unique");
  for (const [, described] of html.matchAll(/aria-describedby="([^"]+)"/g)) {
    for (const id of described!.split(" ")) assert(ids.includes(id), `aria-describedby ${id}`);
  }
});

Deno.test("pages: without JavaScript the page says so, and no form can be sent", async () => {
  const html = await (await get("/")).text();
  assertMatch(html, /<noscript><p class="noscript">This page needs JavaScript/);
  const buttons = [...html.matchAll(/<button type="submit"[^>]*>/g)].map((m) => m[0]);
  // One per form, the giveaway's included.
  assertEquals(buttons.length, formsOf(html).length + 1);
  // A form whose default button is disabled is not sent by Enter either (HTML's implicit
  // submission), so the API never sees a form the page's script did not check.
  for (const button of buttons) assertStringIncludes(button, " disabled");
});

Deno.test("pages: the language comes from ?lang=, then the cookie, then Accept-Language", async () => {
  const langOf = async (path: string, headers: Record<string, string> = {}) => {
    const response = await get(path, { headers });
    const html = await response.text();
    return {
      lang: /<html lang="([a-z]+)">/.exec(html)?.[1],
      html,
      cookie: response.headers.get("set-cookie"),
      vary: response.headers.get("vary") ?? "",
    };
  };
  assertEquals((await langOf("/")).lang, "en");
  assertEquals((await langOf("/", { "accept-language": "ko-KR,ko;q=0.9,en;q=0.8" })).lang, "ko");
  assertEquals((await langOf("/", { "accept-language": "ja-JP" })).lang, "ja");
  assertEquals((await langOf("/", { "accept-language": "fr-FR, ja;q=0.5, ko;q=0.7" })).lang, "ko");
  assertEquals((await langOf("/", { "accept-language": "fr, *;q=0.5" })).lang, "en");
  assertEquals((await langOf("/", { "accept-language": "ko;q=0" })).lang, "en");
  // "q" is case-insensitive (RFC 9110 section 12.4.2).
  assertEquals((await langOf("/", { "accept-language": "ko;Q=0.1, en;q=0.9" })).lang, "en");
  assertEquals((await langOf("/", { "accept-language": "en;Q=0, ja" })).lang, "ja");
  const cookie = await langOf("/", { cookie: "x=1; lang=ja", "accept-language": "ko" });
  assertEquals([cookie.lang, cookie.cookie], ["ja", null]);
  // A shared link's language is shown, not remembered over the visitor's own choice.
  const linked = await langOf("/?lang=ko", { cookie: "lang=ja", "accept-language": "en" });
  assertEquals([linked.lang, linked.cookie], ["ko", null]);
  // The language switch (its links carry choose=1) is remembered for a year.
  const chosen = await langOf("/?lang=ko&choose=1", { cookie: "lang=ja" });
  assertEquals(chosen.lang, "ko");
  assertStringIncludes(chosen.cookie ?? "", "lang=ko; Path=/; Max-Age=31536000; SameSite=Lax");
  assertStringIncludes(
    chosen.html,
    '<a href="/?lang=ja&amp;choose=1" hreflang="ja" lang="ja">',
  );
  assertStringIncludes(linked.vary, "Accept-Language, Cookie");
  assertEquals((await langOf("/?lang=xx", { "accept-language": "ja" })).lang, "ja");
  for (const language of LANGUAGES) {
    const { html } = await langOf(`/?lang=${language}`);
    const words = MESSAGES[language];
    // The first byte carries the language's words: no flash of another language.
    assertStringIncludes(html, `<h1>${escapeHtml(words.heading)}</h1>`);
    assertStringIncludes(html, `<title>${escapeHtml(words.title)}</title>`);
    assert(!/\{\{|<!-- [a-z-]+ /.test(html), `${language}: every mark is filled in`);
    for (const game of GAMES) assertStringIncludes(html, escapeHtml(game.names[language]));
    // The ticket's hint states the registry's format of the first game with past draws.
    const { count, max } = gameOf(DRAW_GAMES[0]!).pick;
    assertStringIncludes(html, escapeHtml(fill(words.ticketHint, { count, max })));
    const data = JSON.parse(
      /<script type="application\/json" id="page-data">([^<]*)</.exec(html)![1]!,
    );
    assertEquals(data.language, language);
    assertEquals(data.messages, words);
    assertEquals(data.games.map((game: { id: string }) => game.id), GAMES.map((game) => game.id));
    assertEquals(data.paths.roll_dice, "/api/v1/random/dice");
    // Each draw field is the one for the game its picklist starts on (English: Powerball's
    // dates), so neither a reader without the script nor the script's first task changes it.
    for (const tool of ["draw", "check"]) {
      const options = new RegExp(`<select id="${tool}-game"[^>]*>([^]*?)</select>`).exec(html)![1]!;
      const start = (/value="([a-z0-9_]+)" selected/.exec(options) ??
        /value="([a-z0-9_]+)"/.exec(options))![1]!;
      const type = gameOf(start as NamedGame).draws?.id === "date" ? "date" : "number";
      const field = new RegExp(`<input id="${tool}-draw" name="draw" type="${type}"`);
      assertMatch(html, field, `${language} ${tool}: ${start}`);
    }
  }
});

Deno.test("pages: every word of the page in English, Korean and Japanese, with the same marks", () => {
  const keys = Object.keys(MESSAGES.en).toSorted();
  const marks = (text: string) =>
    [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]).toSorted();
  for (const language of LANGUAGES) {
    const words: Record<string, string> = MESSAGES[language];
    assertEquals(Object.keys(words).toSorted(), keys, `${language}: no key missing or extra`);
    for (const key of keys) {
      assert(words[key]!.trim() !== "", `${language}.${key} is empty`);
      assertEquals(
        marks(words[key]!),
        marks((MESSAGES.en as Record<string, string>)[key]!),
        `${language}.${key}`,
      );
    }
    // The Korean and Japanese pages are not English left untranslated.
    if (language !== "en") {
      const same = keys.filter((key) =>
        words[key] === (MESSAGES.en as Record<string, string>)[key] &&
        /[a-z]{4}/.test(words[key]!.replace(/\{[a-zA-Z]+\}/g, ""))
      );
      assertEquals(same, [], `${language}: words left in English`);
    }
  }
  for (const key of keys.filter((key) => key.endsWith("_one"))) {
    assert(keys.includes(key.replace(/_one$/, "_other")), key);
  }
});

/** The page's modules, as read from src/pages/js/ (with their path under src/pages/). */
async function pageModuleFiles(): Promise<string[]> {
  const files: string[] = [];
  const walk = async (directory: string) => {
    for await (const entry of Deno.readDir(new URL(`../src/pages/${directory}`, import.meta.url))) {
      if (entry.isDirectory) await walk(`${directory}/${entry.name}`);
      else if (entry.name.endsWith(".js")) files.push(`${directory}/${entry.name}`);
    }
  };
  await walk("js");
  return files.sort();
}
const moduleFiles = await pageModuleFiles();

Deno.test("pages: every module of the page is served, at /assets/js/, as JavaScript", async () => {
  assertEquals(moduleFiles.map((file) => file.slice("js/".length)), [...PAGE_MODULES].sort());
  await using server = await startServer();
  for (const file of moduleFiles) {
    const response = await fetch(`${server.url}/assets/${file}`);
    assertEquals(response.status, 200, file);
    assertEquals(response.headers.get("content-type"), "text/javascript; charset=utf-8");
    assertEquals(
      await response.text(),
      await Deno.readTextFile(new URL(`../src/pages/${file}`, import.meta.url)),
    );
  }
});

Deno.test("pages: scripts, style sheet and icon under the release's hash, immutable; the HTML no-cache", async () => {
  await using server = await startServer();
  for (const path of ["/", "/docs"]) {
    const page = await fetch(`${server.url}${path}`);
    assertEquals(page.headers.get("cache-control"), "no-cache");
    const html = await page.text();
    const released = [...html.matchAll(/(?:href|src)="(\/r\/([0-9a-f]{12})\/[^"]+)"/g)];
    assert(released.length >= 2, `${path}: ${released.length} released assets`);
    assert(
      !/(?:href|src)="\/assets\/(?:style\.css|home\.js|icon\.svg|[a-z-]*icon\.png)"/.test(html),
      path,
    );
    for (const [, address] of released) {
      const response = await fetch(`${server.url}${address}`);
      assertEquals(response.status, 200, address);
      assertEquals(response.headers.get("cache-control"), IMMUTABLE, address);
      const plain = await fetch(`${server.url}${address!.replace(/^\/r\/[0-9a-f]+/, "")}`);
      assertEquals(await response.text(), await plain.text(), address);
      assertEquals(plain.headers.get("cache-control"), "no-cache");
    }
  }
  // Everything a module imports, by relative address, is under the same release.
  const html = await (await fetch(`${server.url}/`)).text();
  const hash = /\/r\/([0-9a-f]{12})\//.exec(html)![1]!;
  for (
    const path of [
      "assets/js/page.js",
      "assets/words.js",
      "games/schedule.js",
      "giveaway/text.js",
      "giveaway/text_tables.js",
    ]
  ) {
    const response = await fetch(`${server.url}/r/${hash}/${path}`);
    assertEquals([response.status, response.headers.get("cache-control")], [200, IMMUTABLE], path);
    await response.body?.cancel();
  }
  // Another release's hash, or a file that is no asset, is not found.
  for (const path of [`/r/000000000000/assets/style.css`, `/r/${hash}/deno.json`, `/r/${hash}/`]) {
    const response = await fetch(`${server.url}${path}`);
    assertEquals(response.status, 404, path);
    await response.body?.cancel();
  }
  // The hash follows every byte and every path.
  const one = [{ path: "/a.js", bytes: new Uint8Array([1, 2]) }, {
    path: "/b.css",
    bytes: new Uint8Array([3]),
  }];
  const base = await releaseHashOf(one);
  assertMatch(base, /^[0-9a-f]{12}$/);
  assertEquals(
    await releaseHashOf([...one].reverse()),
    base,
    "the order of the list does not count",
  );
  assert(await releaseHashOf([one[0]!, { path: "/b.css", bytes: new Uint8Array([4]) }]) !== base);
  assert(await releaseHashOf([one[0]!, { path: "/c.css", bytes: new Uint8Array([3]) }]) !== base);
  // A byte moved from one file to the next is another release.
  assert(
    await releaseHashOf([{ path: "/a.js", bytes: new Uint8Array([1]) }, {
      path: "/b.css",
      bytes: new Uint8Array([2, 3]),
    }]) !== base,
  );
});

Deno.test("pages: every word of the page is used by its template, renderer or script", async () => {
  const read = (name: string) =>
    Deno.readTextFile(new URL(`../src/pages/${name}`, import.meta.url));
  const files = ["home.html", "home.js", "mod.ts", "home_data.ts", "home_fields.ts", "official.ts"];
  const sources = (await Promise.all([...files, ...moduleFiles].map(read)))
    .join("\n");
  // The giveaway's problems are named in giveaway.js and worded as problemTitleLine etc.
  const problems = [...(await read("giveaway.js")).matchAll(/problem: "([a-zA-Z]+)"/g)]
    .map(([, name]) => `problem${name![0]!.toUpperCase()}${name!.slice(1)}`);
  const unused = Object.keys(MESSAGES.en).filter((key) => {
    const base = key.replace(/_(?:one|other)$/, "");
    return !new RegExp(`\\b${base}\\b`).test(sources) && !problems.includes(key);
  });
  assertEquals(unused, []);
});

Deno.test("pages: the page's script and template state no game's facts: they come from the registry", async () => {
  // kr645_qr.js reads one ticket's printed format (tests/kr645_qr_tests.ts), which names its game;
  // tools/qr.js imports it by name.
  for (
    const name of [
      "home.js",
      "home.html",
      ...moduleFiles.filter((f) => !["js/kr645_qr.js", "js/tools/qr.js"].includes(f)),
    ]
  ) {
    const text = await Deno.readTextFile(new URL(`../src/pages/${name}`, import.meta.url));
    for (const game of GAMES) {
      assert(!text.includes(game.id), `${name} names ${game.id}`);
      for (const words of Object.values(game.names)) {
        assert(!text.includes(words), `${name}: ${words}`);
      }
    }
    assert(!/\b(?:45|69|70|26|24)\b/.test(text), `${name} states a game's numbers`);
  }
});

Deno.test("pages: the giveaway's label, link and limits (giveaway.js, shared with the page)", async () => {
  // The giveaway of docs/FAIRNESS.md section 9.
  const entries = ["Ana", "Bo", "Chen", "Dana", "\u00c9mile", "\ubbfc\uc900"];
  const label = await giveawayLabel({
    title: "Caf\u00e9 raffle, August 2026",
    entries,
    winners: 2,
  });
  assertEquals(
    label,
    "fairdraw-giveaway/v1\ntitle: Caf\u00e9 raffle, August 2026\nentries: 6\n" +
      "entries-sha256: d926be96e6b7b383969ad1c3ae160f53322fb0faf75d3653395ef69a6a7eaf1c\nwinners: 2",
  );
  const giveaway = { game: "kr645", draw: 1240, title: "T \u{1F600}", entries, winners: 2 };
  const encoded = encodeGiveaway(giveaway);
  assertMatch(encoded, /^[A-Za-z0-9_-]+$/);
  assertEquals(
    JSON.parse(
      new TextDecoder().decode(
        Uint8Array.from(
          atob(encoded.replaceAll("-", "+").replaceAll("_", "/")),
          (c) => c.charCodeAt(0),
        ),
      ),
    ),
    { v: 1, ...giveaway },
  );
  assertEquals(decodeGiveaway(encoded), giveaway);
  assertEquals(decodeGiveaway("not base64!"), null);
  assertEquals(decodeGiveaway(encodeGiveaway({ ...giveaway, winners: 7 })), null);
  const astral = "\u{1F600}".repeat(200);
  const problems = (changes: Partial<typeof giveaway>) =>
    giveawayProblems({ ...giveaway, ...changes }).map((p) => p.problem);
  assertEquals(problems({}), []);
  assertEquals(problems({ title: astral, entries: [astral], winners: 1 }), []);
  assertEquals(problems({ title: `${astral}x` }), ["titleLong"]);
  assertEquals(problems({ title: "a\nb" }), ["titleLine"]);
  assertEquals(problems({ entries: [], winners: 1 }), ["entriesCount", "winners"]);
  assertEquals(
    problems({ entries: Array.from({ length: 1000 }, (_, i) => `${i}`), winners: 1000 }),
    [],
  );
  assertEquals(problems({ entries: Array.from({ length: 1001 }, (_, i) => `${i}`) }), [
    "entriesCount",
  ]);
  assertEquals(problems({ entries: ["a", `${astral}x`] }), ["entryLong"]);
  assertEquals(problems({ winners: 0 }), ["winners"]);
  assertEquals(problems({ winners: 7 }), ["winners"]);
  assertEquals(duplicateEntries(["a", "b", "a", "c", "b", "a"]), ["a", "b"]);
  assertEquals(entriesOf(" a \r\n\n b\rc\n"), ["a", "b", "c"]);
});

/** What a ko or ja sentence of the page may hold in Latin letters: names, not English words. */
const LATIN_NAMES = /fairdraw|SHA-256|API|JSON|QR|ID|Python|MCP|OpenAPI|[A-E]/g;

Deno.test("pages: every API error the page can meet is worded in its language, never the server's message", async () => {
  // Every code the API has, and no other.
  assertEquals([...ERROR_CODES].sort(), Object.keys(ERROR_STATUS).sort());
  // The real refusals: each operation's refused samples, as the API answers them.
  const refusals: { code: string; field: string | null; message: string }[] = [];
  for (const operation of OPERATIONS) {
    for (const refused of operation.samples.refused) {
      // An operation whose argument is in its path is asked by GET there.
      const inPath = operation.path.includes("{id}");
      // One that takes no POST (the register's listing, whose path is the register's POST) by GET.
      const query = new URLSearchParams(
        Object.entries(refused.arguments).map(([name, value]) => [name, String(value)]),
      );
      const response = inPath
        ? await get(
          operation.path.replace("{id}", encodeURIComponent(String(refused.arguments.id))),
        )
        : !operation.methods.includes("POST")
        ? await get(`${operation.path}?${query}`)
        : await get(operation.path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(refused.arguments),
        });
      const body = await response.json();
      assertEquals(body.error.code, refused.code, `${operation.name} ${JSON.stringify(refused)}`);
      refusals.push(body.error);
    }
  }
  // And every code with each field the page's forms hold, or none.
  const fields = [
    null,
    "numbers",
    "extra_number",
    "min",
    "max",
    "count",
    "extra_count",
    "extra_max",
    "sets",
    "sides",
    "items",
    "entries",
    "title",
    "winners",
    "draw",
    "seed",
    "id",
    "game",
    "label",
    "unique",
    "sidez",
  ];
  for (const code of ERROR_CODES) {
    for (const field of fields) {
      refusals.push({ code, field, message: `${code} ${field}: must be at most 45, got 46` });
    }
  }
  const contexts = [{}, {
    min: 1,
    max: 45,
    count: 6,
    draw: "\uc81c1252\ud68c",
    date: "2026\ub144 11\uc6d4 28\uc77c",
    numbered: true,
  }];
  for (const language of ["ko", "ja"] as const) {
    for (const refusal of refusals) {
      for (const context of contexts) {
        const status = ERROR_STATUS[refusal.code as keyof typeof ERROR_STATUS];
        const worded = errorWords(refusal, status, context);
        const text = fill(MESSAGES[language][worded.key], worded.values);
        const where = `${language} ${JSON.stringify(refusal)} ${JSON.stringify(context)}`;
        assert(!/[{}]/.test(text), `${where}: every value filled: ${text}`);
        assert(!text.includes(refusal.message), where);
        assert(!/[A-Za-z]{2,}/.test(text.replace(LATIN_NAMES, "")), `${where}: ${text}`);
      }
    }
  }
  // The words follow the field: a ticket's line names the game's numbers.
  const ticket = errorWords({ code: "invalid_argument", field: "numbers" }, 400, {
    count: 7,
    max: 37,
  });
  assertEquals(
    fill(MESSAGES.ko[ticket.key], ticket.values),
    "1~37 \uc911 \uc11c\ub85c \ub2e4\ub978 \ubc88\ud638 7\uac1c\ub97c \uc785\ub825\ud558\uc138\uc694.",
  );
});

/**
 * A checkpoint note as the register serves it (docs/FAIRNESS.md, "The register's log"): the
 * body, a blank line, the log's signature line and a witness's cosignature line, whose signature
 * holds the key ID, the time as a big-endian uint64 and the Ed25519 signature.
 */
function checkpointNote(witnessTime: number): string {
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const cosignature = new Uint8Array(76);
  new DataView(cosignature.buffer).setBigUint64(4, BigInt(witnessTime));
  return "fairdraw.example/log\n3\n" + base64(new Uint8Array(32).fill(7)) + "\n\n" +
    `\u2014 fairdraw.example/log ${base64(new Uint8Array(68).fill(1))}\n` +
    `\u2014 witness.example/w ${base64(cosignature)}\n`;
}

Deno.test("pages: a record's log read for people: the checkpoint's origin, size and witnesses' times; look-alikes", async () => {
  const { foldTitle, lookAlikes, readCheckpoint } = await import("../src/pages/js/log_proof.js");
  assertEquals(readCheckpoint(checkpointNote(1_788_000_000)), {
    origin: "fairdraw.example/log",
    size: 3,
    witnesses: [{ name: "witness.example/w", time: 1_788_000_000_000 }],
  });
  // The log's own signature is not a witness; a note without its three body lines is no note.
  const unwitnessed = checkpointNote(1).split("\n").filter((l) => !l.includes("witness.example"));
  assertEquals(readCheckpoint(unwitnessed.join("\n"))?.witnesses, []);
  for (const bad of ["", "fairdraw.example/log\nthree\nAAAA\n\n", "a\n3\n\n\u2014 a x\n"]) {
    assertEquals(readCheckpoint(bad), null, bad);
  }
  // Folded as the verifier folds: NFKC, upper, lower, NFKC.
  assertEquals(foldTitle("\uff23af\u00c9 RAFFLE"), foldTitle("caf\u00e9 raffle"));
  assertEquals(foldTitle("Stra\u00dfe"), foldTitle("STRASSE"));
  const record = { id: "A", title: "Caf\u00e9 raffle", entries_sha256: "aa" };
  const listed = [
    { id: "A", title: "Caf\u00e9 raffle", entries_sha256: "aa" },
    { id: "B", title: "Other", entries_sha256: "aa" },
    { id: "C", title: "\uff23AF\u00c9 raffle", entries_sha256: "bb" },
    { id: "D", title: "Other", entries_sha256: "bb" },
  ].map((item, index) => ({ ...item, winners: 1, announced_at: "", index }));
  assertEquals(lookAlikes(record, listed).map((other) => other.id), ["B", "C"]);
});

Deno.test("pages: the home page asks at once for every module its script imports, and no other", async () => {
  // Deno's own reading of the graph: the modules home.js reaches by static imports that run
  // (not JSDoc types, not import()), from src/pages/ to the paths the server serves them at.
  const info = new Deno.Command(Deno.execPath(), {
    // No config: the page's modules are the browser's, with relative imports only, and Deno 2.5
    // would otherwise want the project's frozen lock to hold the types of Node.
    args: ["info", "--json", "--no-config", "src/pages/home.js"],
    cwd: new URL("..", import.meta.url),
    stdout: "piped",
  });
  const graph = JSON.parse(new TextDecoder().decode((await info.output()).stdout)) as {
    modules: {
      specifier: string;
      dependencies?: { code?: { specifier: string }; isDynamic?: boolean }[];
    }[];
  };
  const pages = new URL("../src/pages/", import.meta.url).href;
  const pathOf = new Map(
    Object.entries(ASSETS).map(([path, asset]) => [new URL(asset.file, pages).href, path]),
  );
  const byUrl = new Map(graph.modules.map((module) => [module.specifier, module]));
  const reached = new Set<string>();
  const queue = [new URL("home.js", pages).href];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    for (const dependency of byUrl.get(url)?.dependencies ?? []) {
      const next = dependency.code?.specifier;
      if (next === undefined || dependency.isDynamic === true || reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  const expected = [...reached].map((url) => pathOf.get(url) ?? url).sort();
  assert(expected.includes("/games/schedule.js"), "the graph reaches the shared modules");
  // The giveaway's modules come at its first opening (home.js), with what only they use.
  for (const lazy of ["/assets/js/giveaway_view.js", "/giveaway/text_tables.js"]) {
    assert(!expected.includes(lazy), lazy);
  }

  await using server = await startServer();
  for (const lang of LANGUAGES) {
    const html = await (await fetch(`${server.url}/?lang=${lang}`)).text();
    const preloaded = [
      ...html.matchAll(
        /<link rel="modulepreload" href="\/r\/[0-9a-f]{12}([^"]+)" fetchpriority="low">/g,
      ),
    ]
      .map((match) => match[1]!);
    assertEquals([...preloaded].sort(), expected, lang);
    // Only in the head, after the script that needs them.
    assert(html.indexOf("modulepreload") > html.indexOf('<script type="module"'), lang);
    assert(html.lastIndexOf("modulepreload") < html.indexOf("</head>"), lang);
  }
  // The QR decoder, loaded only when a camera is used, is not among them.
  assert(!expected.includes("/assets/vendor/jsQR.js"));
});
