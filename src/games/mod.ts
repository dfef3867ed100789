/**
 * The registry of games: every game fairdraw knows, each declared in its own file. The pick and
 * check schemas, the draws layer, OpenAPI, MCP and the page all read the games from here.
 *
 * To add a game: one file beside this one and its name in `DECLARED`, the list below.
 *
 * @module
 */
import type { DrawFacts, Game, NumberFormat, NumberMatrix, PrizeLevel } from "./_game.ts";
import { euromillions } from "./euromillions.ts";
import { jpLoto6 } from "./jp_loto6.ts";
import { jpLoto7 } from "./jp_loto7.ts";
import { kr645 } from "./kr645.ts";
import { megamillions } from "./megamillions.ts";
import { powerball } from "./powerball.ts";
import { ukLotto } from "./uk_lotto.ts";

export type {
  BallBand,
  BallLook,
  DrawDays,
  DrawFacts,
  Game,
  Language,
  Localized,
  NumberFormat,
  NumberMatrix,
  PrizeLevel,
  Schedule,
} from "./_game.ts";
export * from "./schedule.js";

/** The games as declared, with their literal types, from which the id types are read. */
const DECLARED = [kr645, powerball, megamillions, euromillions, ukLotto, jpLoto6, jpLoto7];

type AnyGame = (typeof DECLARED)[number];

/** A named game's id. */
export type NamedGame = AnyGame["id"];

/** Every named game, in the order the README and docs/API.md list them. */
export const GAMES: readonly (Game & { id: NamedGame })[] = DECLARED;

/** A game whose past draws can be looked up and checked. */
export type DrawGame = Extract<AnyGame, { draws: DrawFacts }>["id"];

/** A game with past draws whose match is a numbered rank with a prize from the record (kr645). */
export type RankGame = Extract<AnyGame, { draws: { prizeKind: "rank" } }>["id"];

/** A game with past draws whose match is a tier like `"4+1"` (Powerball, Mega Millions). */
export type TierGame = Exclude<DrawGame, RankGame>;

const BY_ID: ReadonlyMap<string, Game> = new Map(GAMES.map((game) => [game.id, game]));

/** The named games' ids. */
export const NAMED_GAMES: readonly NamedGame[] = GAMES.map((game) => game.id);

/** The ids of the games with past draws. */
export const DRAW_GAMES = GAMES.filter((game) => game.draws !== undefined)
  .map((game) => game.id) as readonly DrawGame[];

/** The games with past draws whose match is a rank. */
export const RANK_GAMES = DRAW_GAMES.filter((id) =>
  drawFacts(id).prizeKind === "rank"
) as readonly RankGame[];

/** The games with past draws whose match is a tier. */
export const TIER_GAMES = DRAW_GAMES.filter((id) =>
  drawFacts(id).prizeKind === "tier"
) as readonly TierGame[];

/** A named game by its id. */
export function gameOf(id: NamedGame): Game {
  return BY_ID.get(id)!;
}

/** The pick format of each named game. */
export const GAME_FORMATS = Object.fromEntries(
  GAMES.map((game) => [game.id, game.pick]),
) as Readonly<Record<NamedGame, NumberFormat>>;

/** The past-draw facts of a game with past draws. */
export function drawFacts(id: DrawGame): DrawFacts {
  return BY_ID.get(id)!.draws!;
}

/** The matrix in force on a draw date (YYYY-MM-DD); the oldest one for earlier dates. */
export function matrixOn(id: DrawGame, date: string): NumberMatrix {
  const matrices = drawFacts(id).matrices;
  let found = matrices[0]!;
  for (const matrix of matrices) if (matrix.from <= date) found = matrix;
  return found;
}

/** The matrix in force now: the newest one, whose ticket bounds docs/API.md states. */
export function currentMatrix(id: DrawGame): NumberMatrix {
  const matrices = drawFacts(id).matrices;
  return matrices[matrices.length - 1]!;
}

/**
 * The prize level a match wins, or undefined when it wins nothing. A level that needs the extra
 * is won only with it; a level that does not is won with or without it, unless a better level
 * took the extra (kr645's 2nd rank before its 3rd).
 */
export function prizeLevel(
  id: DrawGame,
  main: number,
  extraMatched: boolean,
): PrizeLevel | undefined {
  return drawFacts(id).prizes.find((level) =>
    level.main === main && (level.extra ? extraMatched : true)
  );
}
