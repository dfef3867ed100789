/**
 * Past draws of kr645, Powerball and Mega Millions: the two sources, the KV cache in front of
 * them, and the game rules that checking a ticket depends on.
 *
 * @module
 */
export { type DrawId, type DrawIdResult, isCalendarDate, parseDrawId } from "./draw_id.ts";
export type { DrawRecord, Kr645Draw, Kr645Prize, NyDraw } from "./record.ts";
export {
  currentMatrix,
  DRAW_GAMES,
  type DrawGame,
  kr645Rank,
  matrixOn,
  type NumberMatrix,
  type NyGame,
  nyTier,
} from "./rules.ts";
export {
  createDrawsService,
  type DrawResult,
  type DrawsConfig,
  type DrawsService,
  type DrawsServiceOptions,
} from "./service.ts";
