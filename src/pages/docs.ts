/**
 * The API reference page, rendered on the server from the OpenAPI document: plain HTML that
 * needs no script and no library, so it loads fast, reads well on a phone and works with any
 * screen reader.
 *
 * @module
 */
import {
  codesByStatus,
  ERROR_MEANINGS,
  type OpenApiDocument,
  operationItems,
  type Reference,
  type ResponseObject,
  type Schema,
} from "../openapi.ts";

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The site's icon (icon.svg) as the PNGs the pages name (made by scripts/preview_image.ts): the
 * browser's icon, and the one a phone's home screen shows, on the page's background (iOS fills
 * transparency with black). A PNG rather than the SVG itself: Chromium makes an SVG icon into a
 * document of its own in every new page's renderer.
 */
export const ICON_IMAGES = [
  { file: "icon.png", rel: "icon", size: 64, background: null },
  { file: "apple-touch-icon.png", rel: "apple-touch-icon", size: 180, background: "#f7f7f4" },
] as const;

/** The `<link>` tags of {@linkcode ICON_IMAGES}, one a line. */
export function iconLinks(): string {
  return ICON_IMAGES.map(({ file, rel, size }) =>
    `<link rel="${rel}" href="/assets/${file}" type="image/png" sizes="${size}x${size}">`
  ).join("\n");
}

/**
 * The site's icon (icon.svg) as a page's header draws it: 28 pixels, hidden from readers (the
 * site's name follows it), without the namespace that HTML does not need. Drawn in the page rather
 * than named by an `<img>`: an image of SVG is a document of its own, which a new renderer makes
 * on the page's first layout.
 */
export function drawnLogo(svg: string): string {
  return svg.trim().replace(
    /^<svg xmlns="[^"]*" /,
    '<svg width="28" height="28" aria-hidden="true" focusable="false" ',
  );
}

/**
 * Renders the whole reference page, its header drawing `logo` (icon.svg). Pure: the same document
 * gives the same page.
 */
export function renderDocs(document: OpenApiDocument, logo = ""): string {
  const operations = operationItems(document.paths);
  const toc = operations.map(([, item]) => {
    const first = firstOperation(item);
    return `<li><a href="#${first.operationId}">${escapeHtml(first.summary)}</a></li>`;
  }).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>API reference - ${escapeHtml(document.info.title)}</title>
<meta name="description" content="${escapeHtml(document.info.summary)}">
${iconLinks()}
<link rel="stylesheet" href="/assets/style.css">
<link rel="stylesheet" href="/assets/style_results.css">
<link rel="stylesheet" href="/assets/style_sections.css">
<link rel="stylesheet" href="/assets/style_more.css">
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header class="site">
<a class="brand" href="/">${drawnLogo(logo)}${escapeHtml(document.info.title)}</a>
<nav aria-label="Site"><a href="/">Home</a> <a href="/docs" aria-current="page">API reference</a> <a href="/openapi.json">OpenAPI</a></nav>
</header>
<main id="main" class="docs">
<h1>API reference</h1>
<p class="lead">${escapeHtml(document.info.summary)} Interface version ${
    escapeHtml(document.info.version)
  }. This page and the machine-readable <a href="/openapi.json">OpenAPI 3.1 document</a> are
generated from the same table of operations that the server runs.</p>
${conventions()}
<nav aria-label="Operations"><h2 id="operations">Operations</h2><ul class="toc">${toc}</ul></nav>
${operations.map(([path, item]) => operationSection(document, path, item)).join("\n")}
${errorsSection()}
</main>
<footer class="site"><p>fairdraw is a fair, verifiable utility for entertainment and checking, not a certified gaming RNG.</p></footer>
</body>
</html>
`;
}

function conventions(): string {
  return `<h2 id="conventions">How to call it</h2>
<ul>
<li>No key and no account. Every answer carries <code>Access-Control-Allow-Origin: *</code>, so
pages on other sites may call the API too.</li>
<li>Every operation answers <strong>GET</strong>, with its arguments in the query string (a list is
one comma-separated parameter, <code>items=a,b,c</code>), and <strong>POST</strong>, with its
arguments in a JSON object body (<code>content-type: application/json</code>). The body may be left
out when no argument is required.</li>
<li>An argument the operation does not take is an error, never ignored, so typos show.</li>
<li>Every random answer carries <code>seed</code>, 64 hex characters. Send it back with the same
arguments and you get the same answer, byte for byte. Leave it out for a fresh draw.</li>
<li>Answers are JSON with status 200. Errors are JSON too, with the body
<code>{"error":{"code","message","field"}}</code>; see <a href="#errors">Errors</a>.</li>
<li>The same operations are MCP tools at <code>/mcp/lottery</code> and <code>/mcp/random</code>, and all of them at <code>/mcp</code>.</li>
</ul>`;
}

type PathItem = OpenApiDocument["paths"][string];
type OperationObject = NonNullable<PathItem["get"]>;

/** A path's GET operation, or its POST when POST is its one method. */
function firstOperation(item: PathItem): OperationObject {
  const first = item.get ?? item.post;
  if (first === undefined) throw new TypeError("a path item with no operation");
  return first;
}

/** The methods of a path item, each with its operation. */
function methodsOf(item: PathItem): ["GET" | "POST", OperationObject][] {
  const methods: ["GET" | "POST", OperationObject][] = [];
  if (item.get !== undefined) methods.push(["GET", item.get]);
  if (item.post !== undefined) methods.push(["POST", item.post]);
  return methods;
}

/** The arguments of a path's operations: POST's body schema, or GET's parameters as one. */
function argumentsSchema(document: OpenApiDocument, item: PathItem): Schema {
  const body = item.post?.requestBody?.content["application/json"]?.schema;
  if (body !== undefined) return resolve(document, body);
  const parameters = item.get?.parameters ?? [];
  return {
    type: "object",
    properties: Object.fromEntries(
      parameters.map((p) => [p.name, { ...p.schema, description: p.description }]),
    ),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

function operationSection(document: OpenApiDocument, path: string, item: PathItem): string {
  const first = firstOperation(item);
  const input = argumentsSchema(document, item);
  const success = first.responses["200"] ?? first.responses["201"];
  const answer = resolve(document, responseSchema(success));
  const required = new Set(input.required ?? []);
  const argumentItems = Object.entries(properties(input)).map(([name, schema]) =>
    fieldItem(name, schema, required.has(name) ? "required" : "optional")
  );
  const answerLists = answerVariants(answer).map(([games, variant]) =>
    (games === "" ? "" : `<p>For ${games}:</p>\n`) +
    `<dl class="fields-list">${fieldItems(variant, "").join("")}</dl>`
  ).join("\n");
  const methods = methodsOf(item);
  const last = methods[methods.length - 1]![1];
  const statuses = Object.keys(last.responses).filter((status) => status !== "default");
  const id = first.operationId;
  return `<section id="${id}" aria-labelledby="${id}-title">
<h2 id="${id}-title">${escapeHtml(first.summary)}</h2>
<ul class="endpoint">
${
    methods.map(([method, operation]) =>
      `<li><span class="method">${method}</span><code>${escapeHtml(path)}</code> ` +
      `<span class="op-id">(${escapeHtml(operation.operationId)})</span></li>`
    ).join("\n")
  }
</ul>
<p>${escapeHtml(first.description.split("\n\n")[0] ?? "")}</p>
<h3 id="${id}-arguments">Arguments</h3>
${
    argumentItems.length === 0
      ? "<p>None.</p>"
      : `<dl class="fields-list">${argumentItems.join("")}</dl>`
  }
<h3 id="${id}-answer">Answer</h3>
${answerLists}
<p>Statuses: ${statuses.map((status) => `<code>${escapeHtml(status)}</code>`).join(", ")}${
    methods.length === 2 ? " (413 and 415 for POST only)" : ""
  }; see <a href="#errors">Errors</a>.</p>
</section>`;
}

/** An error body as the server writes it, shown indented so that it reads on a phone. */
const ERROR_EXAMPLE = {
  error: {
    code: "invalid_argument",
    message: "sides must be an integer from 2 to 1000, got 1001",
    field: "sides",
  },
};

/**
 * The error codes as a list like the arguments', not a table: three columns do not fit a phone,
 * and a table that scrolls sideways hides the meanings.
 */
function errorsSection(): string {
  const items = codesByStatus().flatMap(([status, codes]) =>
    codes.map((code) =>
      `<div><dt><code>${code}</code> <span class="type">status ${status}</span></dt><dd>${
        escapeHtml(ERROR_MEANINGS[code])
      }</dd></div>`
    )
  );
  return `<h2 id="errors">Errors</h2>
<p>Every error, whatever its status, has the same body; <code>field</code> names the argument at
fault, or is null, and <code>message</code> says what was wrong and what is allowed:</p>
<pre>${escapeHtml(JSON.stringify(ERROR_EXAMPLE, null, 2))}</pre>
<dl class="fields-list">${items.join("")}</dl>`;
}

/**
 * The shapes an answer takes: one, or one per game when the answer differs by game (a JSON
 * Schema `anyOf` of objects told apart by the constant or enum of their `game`).
 */
function answerVariants(schema: Schema): [string, Schema][] {
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter(isSchema);
  if (variants.length === 0) return [["", schema]];
  return variants.map((variant) => {
    const game = properties(variant).game;
    const values = game?.const !== undefined ? [game.const] : game?.enum ?? [];
    return [values.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(", "), variant];
  });
}

/** One argument or answer field: its name, type, meaning and allowed values. */
function fieldItem(name: string, schema: Schema, presence = ""): string {
  const allowed = allowedText(schema);
  const facts = [typeText(schema), presence].filter((fact) => fact !== "").join(", ");
  return `<div><dt><code>${escapeHtml(name)}</code> <span class="type">${facts}</span></dt><dd>${
    escapeHtml(schema.description ?? "")
  }${allowed === "" ? "" : ` <span class="allowed">Allowed: ${allowed}.</span>`}</dd></div>`;
}

/** The items of an answer's fields, nested objects and lists of objects written as paths. */
function fieldItems(schema: Schema, prefix: string): string[] {
  return Object.entries(properties(schema)).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const items = field.type === "array" && isSchema(field.items) ? field.items : undefined;
    const nested = items?.type === "object"
      ? fieldItems(items, `${path}[].`)
      : field.type === "object"
      ? fieldItems(field, `${path}.`)
      : [];
    return [fieldItem(path, field), ...nested];
  });
}

/** A schema's type in words: `integer`, `list of string`, `integer or null`. */
function typeText(schema: Schema): string {
  if (schema.anyOf !== undefined) {
    return schema.anyOf.filter(isSchema).map(typeText).join(" or ");
  }
  const implied = schema.const !== undefined
    ? (schema.const === null ? "null" : typeof schema.const)
    : "any";
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? implied];
  return types.map((type) => {
    if (type === "array") {
      return `list of ${isSchema(schema.items) ? typeText(schema.items) : "any"}`;
    }
    return type;
  }).join(" or ");
}

/** What values a schema allows, in words, with its default. */
function allowedText(schema: Schema): string {
  const parts: string[] = [];
  if (schema.anyOf !== undefined) {
    parts.push(...schema.anyOf.filter(isSchema).map(allowedText).filter((text) => text !== ""));
  }
  if (schema.const !== undefined) {
    parts.push(`always <code>${escapeHtml(JSON.stringify(schema.const))}</code>`);
  }
  if (schema.enum !== undefined) {
    parts.push(`one of ${
      schema.enum.map((value) => `<code>${escapeHtml(String(value))}</code>`)
        .join(", ")
    }`);
  }
  const { minimum, maximum } = schema;
  if (minimum !== undefined && maximum !== undefined) parts.push(`${minimum} to ${maximum}`);
  else if (minimum !== undefined) parts.push(`at least ${minimum}`);
  else if (maximum !== undefined) parts.push(`at most ${maximum}`);
  if (schema.pattern !== undefined) {
    parts.push(`matches <code>${escapeHtml(schema.pattern)}</code>`);
  }
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    parts.push(`${schema.minItems ?? 0} to ${schema.maxItems ?? "any number of"} items`);
  }
  if (isSchema(schema.items)) {
    const each = allowedText(schema.items);
    if (each !== "") parts.push(`each ${each}`);
  }
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    parts.push(`${schema.minLength ?? 0} to ${schema.maxLength ?? "any number of"} characters`);
  }
  if (schema.default !== undefined) {
    parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  }
  return parts.join("; ");
}

function properties(schema: Schema): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter((entry): entry is [string, Schema] =>
      isSchema(entry[1])
    ),
  );
}

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function responseSchema(response: ResponseObject | Reference | undefined): Schema | undefined {
  if (response === undefined || "$ref" in response) return undefined;
  return response.content?.["application/json"]?.schema;
}

/** Follows a `$ref` into the document's schemas. */
function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema {
  if (schema?.$ref === undefined) return schema ?? {};
  const name = schema.$ref.replace("#/components/schemas/", "");
  return document.components.schemas[name] ?? {};
}
