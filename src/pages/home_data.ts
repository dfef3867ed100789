/**
 * The home page's data block (the words, the games and the operations' addresses that its script
 * reads) and the parts of the page that depend on the language's own lottery: the game each tool
 * starts on and the landing's latest results.
 *
 * @module
 */
import type { Operation } from "../operations/mod.ts";
import { escapeHtml } from "./docs.ts";
import { DRAW_GAMES, type Game, GAMES, type Language, type NamedGame } from "../games/mod.ts";
import { type MessageKey, MESSAGES, type Messages } from "./i18n/mod.ts";
import { fill } from "./words.js";
import { DRAW_DAYS, FIXED_PRIZES, RESULT_PAGES, ZONE_WORDS } from "./official.ts";

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
    /** The word that names the draw's time zone (its key), or null to write its short name. */
    zoneWord: MessageKey | null;
    /** When a game with no source of past draws draws (official.ts), or null. */
    drawDays: NonNullable<(typeof DRAW_DAYS)[NamedGame]> | null;
    /** The tiers' fixed prizes as the official site lists them, or null (official.ts). */
    fixedPrizes: NonNullable<(typeof FIXED_PRIZES)[NamedGame]> | null;
  }[];
  /** Each operation's path, by name. */
  paths: Record<string, string>;
  /** The draw games whose latest result the page shows on landing. */
  landing: readonly NamedGame[];
  /** The games whose quick picks the landing offers, with their next draw days. */
  quick: readonly NamedGame[];
}

/** The page's data as a JSON block, which the CSP lets the script read (it is never run). */
export function pageDataScript(
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
      zoneWord: game.draws ? ZONE_WORDS[game.draws.schedule.zoneName] ?? null : null,
      fixedPrizes: FIXED_PRIZES[game.id as NamedGame] ?? null,
      drawDays: DRAW_DAYS[game.id as NamedGame] ?? null,
    })),
    paths: Object.fromEntries(operations.map((operation) => [operation.name, operation.path])),
    landing: LANDING_GAMES[language],
    quick: QUICK_GAMES[language],
  };
  // "<" escaped, so that no text in the data can close the script element.
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="page-data">${json}</script>`;
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
 * The games whose quick picks each language's page leads with, with their next draw days: the
 * readers' own lotteries that have no source of past draws (Japan's Loto 6 and Loto 7).
 */
export const QUICK_GAMES: Readonly<Record<Language, readonly NamedGame[]>> = {
  en: [],
  ko: [],
  ja: ["jp_loto6", "jp_loto7"],
};

/**
 * The landing's latest results as the first byte has them: a card per game of the language, held
 * at its size until the script fills it (so nothing below it moves when the draws come in); for
 * a language whose own games have no source of past draws, a quick pick card for each, then the
 * sentence that says which games the page can check.
 */
export function latestCards(language: Language, words: Messages, games: readonly Game[]): string {
  const landing = LANDING_GAMES[language];
  if (landing.length === 0) {
    const quick = QUICK_GAMES[language].map((id) => {
      const name = games.find((game) => game.id === id)?.names[language] ?? id;
      return `<article class="latest-card quick-card pending" data-game="${escapeHtml(id)}">` +
        `<h3>${escapeHtml(name)}</h3></article>`;
    });
    const checkable = DRAW_GAMES.map((id) => games.find((game) => game.id === id)?.names[language])
      .filter((name) => name !== undefined);
    // As the page's list(): Korean joins with commas, as a person writes, not with the U+BC0F
    // ("and") of Intl's Korean.
    const joined = language === "ko"
      ? checkable.join(", ")
      : new Intl.ListFormat(language, { type: "conjunction" }).format(checkable);
    return [
      ...quick,
      `<p class="picks-only">${escapeHtml(fill(words.picksOnly, { games: joined }))}</p>`,
    ]
      .join("\n");
  }
  return landing.map((id) => {
    const name = games.find((game) => game.id === id)?.names[language] ?? id;
    return `<article class="latest-card pending" aria-busy="true"><h3>${escapeHtml(name)}</h3>` +
      "</article>";
  }).join("\n");
}
