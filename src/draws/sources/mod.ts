/**
 * The sources of past draws, each behind one {@linkcode DrawSource} interface, and which source
 * serves which game. The draws service owns the policy (cache, single flight, backoff, stale
 * answers); a source only knows how to ask its site and read its rows.
 *
 * @module
 */
import type { Config } from "../../config.ts";
import type { DrawGame } from "../../games/mod.ts";
import type { DrawId } from "../draw_id.ts";
import type { DrawRecord } from "../record.ts";
import { kr645Source } from "./kr645.ts";
import { nySource } from "./ny.ts";

/** What a source may do while it answers one look-up. */
export interface SourceIo {
  /** GETs JSON within the look-up's deadline; any failure is a `SourceError`. */
  getJson(url: string, headers: Record<string, string>): Promise<unknown>;
  /** A draw already kept, without asking anyone; undefined when none is. */
  kept(id: DrawId): Promise<DrawRecord | undefined>;
  /** Keeps a draw that an answer held besides the one asked for. */
  keep(record: DrawRecord): Promise<void>;
  /** The clock, in ms since the epoch. */
  now(): number;
}

/** One source of past draws. */
export interface DrawSource {
  /** A short name, for logs and for the backoff kept per source. */
  readonly name: string;
  /** What it is, for people: "the {title} source of past draws". */
  readonly title: string;
  /** The games it serves. */
  readonly games: readonly DrawGame[];
  /** One draw, or null when the source has no such draw (yet). */
  draw(id: DrawId, io: SourceIo): Promise<DrawRecord | null>;
  /** The latest draw the source has, or null when it has none. */
  latest(game: DrawGame, io: SourceIo): Promise<DrawRecord | null>;
  /** Reads one row of the source's answer into a draw, or throws a `ShapeError`. */
  parseRow(game: DrawGame, row: unknown): DrawRecord;
}

/** The configuration the sources read. */
export type SourcesConfig = Pick<
  Config,
  "kr645SourceUrl" | "nyOpenDataUrl" | "nyOpenDataAppToken"
>;

/** The source of each game with past draws. */
export function createSources(config: SourcesConfig): ReadonlyMap<DrawGame, DrawSource> {
  const sources = [
    kr645Source(config.kr645SourceUrl),
    nySource(config.nyOpenDataUrl, config.nyOpenDataAppToken),
  ];
  return new Map(sources.flatMap((source) => source.games.map((game) => [game, source])));
}
