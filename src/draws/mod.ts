/**
 * Past draws: the sources, the KV cache in front of them, and the service that owns the policy.
 *
 * @module
 */
export {
  type DrawId,
  drawIdOf,
  type DrawIdResult,
  drawValue,
  isCalendarDate,
  parseDrawId,
} from "./draw_id.ts";
export { type DrawDue, DrawNotFoundError, SourceUnavailableError } from "./errors.ts";
export {
  type DrawRecord,
  extraNumberOf,
  type Kr645Draw,
  type Kr645Prize,
  type NyDraw,
} from "./record.ts";
export {
  createDrawsService,
  type DrawOrigin,
  type DrawResult,
  type DrawsConfig,
  type DrawsHealth,
  type DrawsLog,
  type DrawsLogEntry,
  type DrawsService,
  type DrawsServiceOptions,
  logJsonLine,
  type SourceHealth,
} from "./service.ts";
export type { DrawSource, SourceIo } from "./sources/mod.ts";
export { describeKv, isOnDeploy, type KvStore, type KvStoreKind, kvStoreLine } from "./kv_store.ts";
