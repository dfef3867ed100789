/**
 * The home page's languages and their words, and how the language of a request is chosen:
 * `?lang=` first (a shared link, or the switch), then the `lang` cookie (the last choice), then
 * `Accept-Language`, then English.
 *
 * @module
 */
import type { Language } from "../../games/mod.ts";
import { en, type MessageKey, type Messages } from "./en.ts";
import { ja } from "./ja.ts";
import { ko } from "./ko.ts";

export type { MessageKey, Messages };

/** The page's words in each of its languages. */
export const MESSAGES: Readonly<Record<Language, Messages>> = { en, ko, ja };

/** The page's languages, English first (the default). */
export const LANGUAGES: readonly Language[] = ["en", "ko", "ja"];

/** The cookie that remembers the language chosen. */
export const LANGUAGE_COOKIE = "lang";

/** Whether a text names one of the page's languages. */
export function isLanguage(text: string | null | undefined): text is Language {
  return LANGUAGES.includes(text as Language);
}

/** How a request's language was found: from the address, the cookie, or the browser's list. */
export interface ChosenLanguage {
  /** The language. */
  language: Language;
  /** Whether the address named it (`?lang=`): then the choice is remembered in the cookie. */
  fromQuery: boolean;
}

/** The language to answer a request in. */
export function chooseLanguage(request: Request): ChosenLanguage {
  const query = new URL(request.url).searchParams.get("lang");
  if (isLanguage(query)) return { language: query, fromQuery: true };
  const cookie = cookieValue(request.headers.get("cookie"), LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return { language: cookie, fromQuery: false };
  return { language: acceptedLanguage(request.headers.get("accept-language")), fromQuery: false };
}

/** A cookie's value from a `Cookie` header. */
function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, value] = part.split("=", 2);
    if (key?.trim() === name) return value?.trim();
  }
  return undefined;
}

/**
 * The page's language that an `Accept-Language` header prefers most (RFC 9110 section 12.5.4):
 * ranges by weight, a range matching a language by its primary subtag (`ko-KR` is `ko`); `*` or
 * nothing that matches is English.
 */
export function acceptedLanguage(header: string | null): Language {
  const ranges = (header ?? "").split(",").map((part, index) => {
    const [range = "", ...parameters] = part.trim().split(";");
    const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v);
    return { primary: range.trim().toLowerCase().split("-")[0] ?? "", q: q ? Number(q) : 1, index };
  }).filter((range) => range.q > 0 && range.primary !== "");
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (range.primary === "*") return "en";
    if (isLanguage(range.primary)) return range.primary;
  }
  return "en";
}
