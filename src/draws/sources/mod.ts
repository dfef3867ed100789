/**
 * The sources of past draws, each behind one {@linkcode DrawSource} interface, and which source
 * serves which game. The draws service owns the policy (cache, single flight, backoff, stale
 * answers); a source only knows how to ask its site and read its rows.
 *
 * @module
 */
import type { Config } from "../../config.ts";
import type { DrawGame } from "../../games/mod.ts";
import { kr645Source } from "./kr645.ts";
import { nySource } from "./ny.ts";
import type { DrawSource } from "./source.ts";

export type { DrawSource, SourceIo } from "./source.ts";

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
