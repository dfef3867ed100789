import { assert, assertEquals, assertMatch, assertStringIncludes, assertThrows } from "@std/assert";
import { createApp } from "../src/app.ts";
import { resolveConfig } from "../src/config.ts";
import { ERROR_STATUS } from "../src/http/errors.ts";
import { jsonSchemaOf } from "../src/json_schema.ts";
import { openApiDocument } from "../src/openapi.ts";
import { OPERATIONS } from "../src/operations/mod.ts";
import { escapeHtml, renderDocs } from "../src/pages/docs.ts";
import { PREVIEW_IMAGE, renderHome } from "../src/pages/mod.ts";
import { staticHandler } from "../src/pages/_static.ts";
import { colorStats, countNear, decodePng } from "./_png.ts";
import { callApp } from "./operations/_call.ts";

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

Deno.test("pages: the pages use nothing but this server, and everything they use is served", async () => {
  for (const path of ["/", "/docs"]) {
    const html = await (await get(path)).text();
    // Links may go anywhere, and a link preview names this server's own address.
    const loaded = html.replace(/<a [^>]*>/g, "").replaceAll('content="http://fairdraw.test/', "");
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

Deno.test("pages: HEAD answers as GET does (wire_test.ts: without the body); others are 405", async () => {
  const head = await get("/", { method: "HEAD" });
  const got = await get("/");
  assertEquals(head.status, 200);
  assertEquals([...head.headers], [...got.headers]);
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
    assertStringIncludes(html, `(${operation.name}_post)`);
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
  const operation = Object.values(document.paths)[0]!.get;
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

Deno.test("pages: the home page has link preview tags, at the origin it is asked at", async () => {
  for (const origin of ["http://fairdraw.test", "https://draws.example:8443"]) {
    const html = await (await callApp(new Request(`${origin}/`))).text();
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
  // Each origin's page is its own, with its own ETag.
  const etags = await Promise.all(["http://a.test/", "http://b.test/"].map(async (url) => {
    const response = await callApp(new Request(url));
    await response.body?.cancel();
    return response.headers.get("etag");
  }));
  assert(etags[0] !== etags[1]);
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

Deno.test("staticHandler: a body kept per origin, for 8 origins at most; a failed make is retried", async () => {
  const made: string[] = [];
  let failNext = true;
  const handler = staticHandler((origin) => {
    made.push(origin);
    if (failNext) {
      failNext = false;
      throw new Error("not yet");
    }
    return { bytes: new TextEncoder().encode(origin), type: "text/plain" };
  }, { perOrigin: true });
  const call = async (origin: string) => {
    const response = await handler(new Request(`${origin}/`), { pathname: "/", query: "" });
    return await response.text();
  };
  const origins = Array.from({ length: 9 }, (_, i) => `http://h${i}.test`);
  let failed = false;
  await call(origins[0]!).catch(() => failed = true);
  assert(failed);
  for (const origin of origins) assertEquals(await call(origin), origin);
  assertEquals(made.length, 10, "the failed make was tried again");
  assertEquals(await call(origins[8]!), origins[8]);
  assertEquals(made.length, 10, "kept");
  assertEquals(await call(origins[0]!), origins[0]);
  assertEquals(made.length, 11, "the oldest of 9 origins was let go");
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

Deno.test("pages: the home page has a form for every operation, matching its arguments", async () => {
  const html = await (await get("/")).text();
  const forms = formsOf(html);
  assertEquals(
    forms.map((form) => form.op).toSorted(),
    OPERATIONS.map((operation) => operation.name).toSorted(),
  );
  for (const form of forms) {
    const operation = OPERATIONS.find((candidate) => candidate.name === form.op)!;
    assertEquals(form.action, operation.path, form.op);
    const argumentNames = Object.keys(operation.input.entries);
    for (const name of form.names) assert(argumentNames.includes(name), `${form.op}: ${name}`);
    // Every argument a person would set is on the form.
    assertEquals(form.names.toSorted(), argumentNames.toSorted(), form.op);
    // The game list is the operation's own.
    const game = jsonSchemaOf(operation.input).properties?.game;
    if (typeof game === "object" && game.enum !== undefined) {
      const select = form.body.match(/<select[^>]*name="game"[^>]*>([\s\S]*?)<\/select>/)?.[1];
      const options = [...(select ?? "").matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
      assertEquals(options, game.enum, `${form.op} games`);
    }
  }
});

Deno.test("pages: every seeded form of the home page gets the one seed field, with its hint", async () => {
  const html = await (await get("/")).text();
  assertEquals(html.includes("<!-- seed-field"), false);
  const seeded = OPERATIONS.filter((operation) => "seed" in operation.input.entries);
  for (const form of formsOf(html).filter((f) => seeded.some((o) => o.name === f.op))) {
    const tool = /<input id="([a-z]+)-seed" name="seed"/.exec(form.body)?.[1];
    assert(tool !== undefined, `${form.op} has no seed field`);
    assert(form.body.includes(`<p class="hint" id="${tool}-seed-hint">`), `${form.op} seed hint`);
  }
  assertEquals(
    renderHome("  <!-- seed-field x -->\n", OPERATIONS).split("\n")[0],
    '  <div class="field seed-field">',
  );
  assertThrows(
    () => renderHome("<!-- integer-field roll_dice dice colour 1 Colour -->", OPERATIONS),
    Error,
    "no bounded argument colour",
  );
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
      if (hint !== undefined && /^-?\d+ to -?\d+/.test(hint)) {
        assertEquals(hint, `${schema.minimum} to ${schema.maximum}`, `${form.op} ${name} hint`);
      }
      checked++;
    }
  }
  assert(checked >= 5, `only ${checked} bounded fields were found`);
});

Deno.test("pages: every field of the home page has a label, and every result is announced", async () => {
  const html = await (await get("/")).text();
  const fields = [...html.matchAll(/<(input|select|textarea)\s[^>]*?id="([^"]+)"/g)];
  assert(fields.length >= 25);
  for (const [, , id] of fields) assertStringIncludes(html, `<label for="${id}">`, id);
  const sections = [...html.matchAll(/<section class="tool" id="([^"]+)"/g)].map((m) => m[1]!);
  assertEquals(sections.length, OPERATIONS.length);
  for (const id of sections) {
    assertMatch(html, new RegExp(`<div class="result" id="${id}-result" aria-live="polite">`));
    assertStringIncludes(html, `<a href="#${id}">`);
  }
  const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  assertEquals(new Set(ids).size, ids.length, "ids are unique");
  for (const [, described] of html.matchAll(/aria-describedby="([^"]+)"/g)) {
    for (const id of described!.split(" ")) assert(ids.includes(id), `aria-describedby ${id}`);
  }
});
