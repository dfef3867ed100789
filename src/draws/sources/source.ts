/**
 * What every source of past draws is: the {@linkcode DrawSource} interface, and the
 * {@linkcode SourceIo} a source may use while it answers. Its own module so that the sources
 * (kr645.ts, ny.ts) and the list of them (mod.ts) import it without importing each other.
 *
 * @module
 */
import type { DrawGame } from "../../games/mod.ts";
import type { DrawId } from "../draw_id.ts";
import type { DrawRecord } from "../record.ts";

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
}
