/**
 * The Powerball and Mega Millions source: the New York State open-data portal (Socrata), and
 * reading its rows strictly (UPSTREAM.md): every value is a string, padding varies, dates are
 * floating timestamps.
 *
 * @module
 */
import { matrixOn, type TierGame } from "../../games/mod.ts";
import { isCalendarDate } from "../draw_id.ts";
import { ShapeError } from "../fetch_json.ts";
import type { NyDraw } from "../record.ts";
import type { DrawSource } from "./source.ts";

/** The dataset of each game, and how its rows hold the extra number. */
const NY_DATASETS = {
  // Six numbers in winning_numbers, the sixth the Powerball.
  powerball: { id: "d6yy-54nr", extraInWinningNumbers: true, extraField: "" },
  // Five numbers, and mega_ball apart.
  megamillions: { id: "5xaw-6ayf", extraInWinningNumbers: false, extraField: "mega_ball" },
} as const;

/** A game of the New York open-data portal. */
export type NyGame = keyof typeof NY_DATASETS;

const NY_GAMES = Object.keys(NY_DATASETS) as NyGame[];

/** The New York open-data source at a base URL, sending the app token when there is one. */
export function nySource(baseUrl: string, appToken: string | undefined): DrawSource {
  return {
    name: "ny",
    title: "New York open-data",
    games: NY_GAMES,
    async draw(id, io) {
      const game = id.game as NyGame;
      const { url, headers } = nyRequest(baseUrl, game, { date: id.date, appToken });
      const rows = nyRows(await io.getJson(url, headers));
      const row = rows.find((candidate) => nyRowDate(candidate) === id.date);
      if (row !== undefined) return parseNyRow(game, row);
      if (rows.length > 0) throw new ShapeError(`rows for other dates than ${id.date}`);
      return null;
    },
    async latest(game, io) {
      const { url, headers } = nyRequest(baseUrl, game as NyGame, { appToken });
      const [row] = nyRows(await io.getJson(url, headers));
      if (row === undefined) throw new ShapeError("no rows for the latest draw");
      return parseNyRow(game as NyGame, row);
    },
  };
}

/**
 * The URL and headers that ask for one draw date (YYYY-MM-DD, already checked) or, with none, the
 * latest draw.
 */
export function nyRequest(
  baseUrl: string,
  game: NyGame,
  options: { date?: string; appToken?: string } = {},
): { url: string; headers: Record<string, string> } {
  const url = new URL(`${baseUrl}/resource/${NY_DATASETS[game].id}.json`);
  if (options.date === undefined) {
    url.searchParams.set("$order", "draw_date DESC");
    url.searchParams.set("$limit", "1");
  } else {
    // The date is interpolated into a query, so only a checked date may get here.
    if (!isCalendarDate(options.date)) throw new RangeError(`not a date: ${options.date}`);
    url.searchParams.set("$where", `draw_date='${options.date}T00:00:00.000'`);
  }
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.appToken !== undefined) headers["x-app-token"] = options.appToken;
  return { url: url.href, headers };
}

/** The rows of an answer: it must be a JSON array. */
export function nyRows(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw new ShapeError("the answer is not an array of rows");
  return body;
}

/** The draw date (YYYY-MM-DD) of a row, or undefined when it has no valid one. */
export function nyRowDate(row: unknown): string | undefined {
  if (typeof row !== "object" || row === null) return undefined;
  const value = (row as Record<string, unknown>).draw_date;
  if (typeof value !== "string") return undefined;
  // A floating timestamp with no zone: its date is its first 10 characters, whatever the clock.
  const date = value.slice(0, 10);
  return isCalendarDate(date) ? date : undefined;
}

const NUMBER = /^[0-9]{1,3}$/;

/**
 * Reads one row of a game into a draw. Powerball's `winning_numbers` holds six numbers, the sixth
 * the Powerball; Mega Millions' five, with `mega_ball` apart. Every number must lie in the matrix
 * in force on the draw's date; anything else is a {@linkcode ShapeError}.
 */
export function parseNyRow(game: NyGame, row: unknown): NyDraw {
  const date = nyRowDate(row);
  if (date === undefined) throw new ShapeError(`a ${game} row has no valid draw_date`);
  const fields = row as Record<string, unknown>;
  const text = fields.winning_numbers;
  if (typeof text !== "string") throw new ShapeError(`${game} ${date} has no winning_numbers`);
  const tokens = text.trim().split(/\s+/);
  const { extraInWinningNumbers, extraField } = NY_DATASETS[game];
  const matrix = matrixOn(game, date);
  const expected = matrix.count + (extraInWinningNumbers ? 1 : 0);
  if (tokens.length !== expected || !tokens.every((token) => NUMBER.test(token))) {
    throw new ShapeError(`${game} ${date} has winning_numbers that are not ${expected} numbers`);
  }
  const values = tokens.map(Number);
  const extraText = extraInWinningNumbers ? tokens[matrix.count] : fields[extraField];
  if (typeof extraText !== "string" || !NUMBER.test(extraText.trim())) {
    throw new ShapeError(`${game} ${date} has no extra number`);
  }
  const numbers = values.slice(0, matrix.count);
  const extra = Number(extraText.trim());
  if (numbers.some((n) => n < 1 || n > matrix.max) || new Set(numbers).size !== matrix.count) {
    throw new ShapeError(
      `${game} ${date} has numbers that are not ${matrix.count} different ones 1-${matrix.max}`,
    );
  }
  if (extra < 1 || extra > matrix.extraMax) {
    throw new ShapeError(`${game} ${date} has an extra number that is not 1-${matrix.extraMax}`);
  }
  return {
    game: game satisfies TierGame,
    draw: date,
    date,
    numbers: numbers.sort((a, b) => a - b),
    extra_number: extra,
    multiplier: multiplier(fields.multiplier, `${game} ${date}`),
  };
}

/**
 * The multiplier: absent, `""` or `"-1"` means none was drawn (Mega Millions since 2025-04-08 and
 * early rows); otherwise a whole number from 1 to 10.
 */
function multiplier(value: unknown, where: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw new ShapeError(`${where} has a multiplier that is not text`);
  const text = value.trim();
  if (text === "" || text === "-1") return null;
  const parsed = NUMBER.test(text) ? Number(text) : NaN;
  if (parsed >= 1 && parsed <= 10) return parsed;
  throw new ShapeError(`${where} has a multiplier that is not from 1 to 10`);
}
