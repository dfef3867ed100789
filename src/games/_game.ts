/**
 * What a game is: every fact about one lottery game, declared once in its own file and read by
 * every face (the pick and check schemas, the draws layer, OpenAPI, MCP and the page).
 *
 * @module
 */

/** The languages the page speaks. */
export type Language = "en" | "ko" | "ja";

/** A text in each language of the page. */
export type Localized = Readonly<Record<Language, string>>;

/** How one set of lottery numbers is picked. */
export interface NumberFormat {
  /** How many main numbers a set holds. */
  count: number;
  /** The smallest main number. */
  min: number;
  /** The largest main number. */
  max: number;
  /** How many extra (bonus) numbers a set holds, drawn apart from the main ones. */
  extra_count: number;
  /** The largest extra number (extras start at 1), or null when there are none. */
  extra_max: number | null;
}

/** The numbers of one draw (and of one ticket) in force from a date on. */
export interface NumberMatrix {
  /** The first draw date (YYYY-MM-DD) this matrix applies to. */
  from: string;
  /** How many main numbers are drawn. */
  count: number;
  /** The largest main number; main numbers start at 1. */
  max: number;
  /** The largest extra number (bonus, Powerball, Mega Ball); extras start at 1. */
  extraMax: number;
}

/** The weekdays (0 = Sunday) a game draws on, from a date on. */
export interface DrawDays {
  /** The first date (YYYY-MM-DD) these days apply to. */
  from: string;
  /** The weekdays, 0 = Sunday to 6 = Saturday, ascending. */
  weekdays: readonly number[];
}

/** When a game draws and when its results can first be read, in the game's own time zone. */
export interface Schedule {
  /** The IANA time zone of the draw, e.g. `Asia/Seoul`. */
  zone: string;
  /** The zone's short name for people, e.g. `KST`, `ET`. */
  zoneName: string;
  /** The draw days, oldest first. */
  days: readonly DrawDays[];
  /** The local time of the draw, `HH:MM`. */
  drawTime: string;
  /** The local time on the draw day from which the results count as published, `HH:MM`. */
  publishedFrom: string;
}

/**
 * A prize level of a game: how many main numbers match, and whether the extra must match (true),
 * must not or does not count (false).
 */
export interface PrizeLevel {
  /** The level's name in the answers: the rank (1 to 5) or the tier (`"4+1"`). */
  name: number | string;
  /** Main numbers matched. */
  main: number;
  /** Whether the extra number is matched. */
  extra: boolean;
}

/** The facts of a game whose past draws fairdraw looks up and checks tickets against. */
export interface DrawFacts {
  /** How a draw is named: by its number (kr645) or by its date YYYY-MM-DD. */
  id: "number" | "date";
  /** The first draw on record at the source: earlier draws have nothing to find. */
  first: { date: string; number?: number };
  /** The number matrices, oldest first; the last is the one in force. */
  matrices: readonly NumberMatrix[];
  /** When the game draws. */
  schedule: Schedule;
  /**
   * How a ticket's match is named: `rank` for numbered ranks, whose prize per winner the record
   * gives; `tier` for tiers like `"4+1"`, whose amounts depend on the state and are not given.
   */
  prizeKind: "rank" | "tier";
  /** The currency of its prizes, as ISO 4217 (`KRW`, `USD`): how the page writes an amount. */
  currency: string;
  /** The winning levels, best first. */
  prizes: readonly PrizeLevel[];
  /**
   * The address of one draw's record at the real, default official source (never a configured
   * test double), which a person can open to compare: `draw` is its number or its date.
   */
  officialUrl(draw: number | string): string;
}

/** A colour band of the balls: numbers up to `upTo` take `colour`. */
export interface BallBand {
  /** The largest number of the band. */
  upTo: number;
  /** A CSS colour. */
  colour: string;
}

/** How the game's balls look on the page. */
export interface BallLook {
  /** The main balls' colours by range, ascending; the last band covers the rest. */
  main: readonly BallBand[];
  /** The extra balls' colour. */
  extra: string;
  /** The extra's shape: a ball, or a star (EuroMillions' Lucky Stars). */
  extraShape: "ball" | "star";
}

/** One lottery game. */
export interface Game<Id extends string = string> {
  /** The id in the API, e.g. `powerball`. */
  id: Id;
  /** Its name in each language. */
  names: Localized;
  /** The format of a quick pick. */
  pick: NumberFormat;
  /**
   * The name of its extra ball in each language (singular), or null when a ticket has none; for
   * kr645 the bonus is drawn, not picked.
   */
  extraName: Localized | null;
  /** How its balls look. */
  look: BallLook;
  /** Its past draws, for the games whose draws are looked up. */
  draws?: DrawFacts;
}

/** Declares a game, keeping its literal types (its id, and whether it has past draws). */
export function defineGame<const G extends Game>(game: G): G {
  return game;
}
