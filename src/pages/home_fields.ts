/**
 * The home page's fields and tags, rendered from the operations' schemas and the games'
 * registry: the language links, a game's picklist, the draw and number fields, a ticket's lines,
 * the "Check this result" panel and the link preview's tags.
 *
 * @module
 */
import type { Operation } from "../operations/mod.ts";
import { jsonSchemaOf } from "../json_schema.ts";
import { escapeHtml } from "./docs.ts";
import type { Game, Language } from "../games/mod.ts";
import { LANGUAGES, MESSAGES, type Messages } from "./i18n/mod.ts";
import { fill } from "./words.js";
import { HOME_GAME } from "./home_data.ts";

/** The words on the preview picture. */
export const PREVIEW_HEADLINE = "Lottery numbers and fair random draws you can check";

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

export function languageLinks(current: Language): string {
  return LANGUAGES.map((language) => {
    const current_ = language === current ? ' aria-current="true"' : "";
    return `<a href="/?lang=${language}&amp;choose=1" hreflang="${language}" lang="${language}"${current_}>` +
      `${escapeHtml(MESSAGES[language].languageName)}</a>`;
  }).join("\n");
}

/** The games of an operation's `game` picklist, in its schema's order. */
function picklist(operation: Operation): readonly string[] {
  const ids = jsonSchemaOf(operation.input).properties?.game;
  if (typeof ids !== "object" || ids.enum === undefined) {
    throw new Error(`home.html: ${operation.name} has no game picklist`);
  }
  return ids.enum.map(String);
}

/** The game a picklist starts on: the language's own lottery where it takes it, else its first. */
function startingGame(ids: readonly string[], language: Language): string | undefined {
  return ids.includes(HOME_GAME[language]) ? HOME_GAME[language] : ids[0];
}

function languageOf(words: Messages): Language {
  return LANGUAGES.find((candidate) => MESSAGES[candidate] === words) ?? "en";
}

/** The options of an operation's `game` picklist, named from the registry. */
export function gameOptions(operation: Operation, words: Messages, games: readonly Game[]): string {
  const language = languageOf(words);
  const ids = picklist(operation);
  const start = startingGame(ids, language);
  return ids.map((id) => {
    const game = games.find((candidate) => candidate.id === id);
    if (id !== "custom" && game === undefined) throw new Error(`home.html: no game ${id}`);
    const name = id === "custom" ? words.gameCustom : game!.names[language];
    const selected = id === start ? " selected" : "";
    return `<option value="${escapeHtml(id)}"${selected}>${escapeHtml(name)}</option>`;
  }).join("\n");
}

/**
 * The `draw` field of an operation's form, for the game its picklist starts on: a number for
 * numbered draws, a date picker for dated ones (the script switches it as the game changes).
 */
export function drawField(
  tool: string,
  operation: Operation,
  words: Messages,
  games: readonly Game[],
): string {
  const id = `${tool}-draw`;
  const start = startingGame(picklist(operation), languageOf(words));
  const dated = games.find((game) => game.id === start)?.draws?.id === "date";
  return [
    `<div class="field">`,
    // Japanese brackets are full-width, with their own space: no space before them.
    `  <label for="${id}">${escapeHtml(words.fieldDraw)}${words === MESSAGES.ja ? "" : " "}` +
    `<span class="optional">${escapeHtml(words.optional)}</span></label>`,
    `  <input id="${id}" name="draw" type="${dated ? "date" : "number"}" inputmode="numeric" ` +
    `min="1" autocomplete="off" data-kind="draw" aria-describedby="${id}-hint">`,
    `  <p class="hint" id="${id}-hint">` +
    `${escapeHtml(dated ? words.hintDrawDate : words.hintDrawNumber)}</p>`,
    "</div>",
  ].join("\n");
}

/** The letters of a ticket's lines: a Korean slip has five games, A to E. */
export const TICKET_LINES = ["A", "B", "C", "D", "E"] as const;

export function ticketLines(words: Messages): string {
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
export function verifyPanel(tool: string, seeded: boolean, words: Messages): string {
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
export function previewTags(page: string, origin: string, language: Language = "en"): string {
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
export const OG_LOCALES: Readonly<Record<Language, string>> = {
  en: "en_US",
  ko: "ko_KR",
  ja: "ja_JP",
};

export function boundsOf(
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
export function rangeHint(
  words: string,
  { min, max }: { min: number; max: number },
  language: Language,
) {
  const format = new Intl.NumberFormat(language);
  return fill(words, { min: format.format(min), max: format.format(max) });
}

export function integerField(field: {
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
