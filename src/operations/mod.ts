/**
 * Every operation, loaded: the table's rows (table.ts) with their modules, for the faces that need
 * them all at once (the MCP servers, the OpenAPI document, the pages) and for tests. The HTTP
 * routes read the table alone, and load each operation at its first request.
 *
 * @module
 */
import type { Game } from "../games/mod.ts";
import type { Operation } from "./_operation.ts";
import { createOperationTable, loadOperations, OPERATION_TABLE } from "./table.ts";

export type {
  CacheFacts,
  Context,
  Operation,
  OperationDefinition,
  OperationExample,
  OperationMethod,
  OperationRefusal,
  OperationSamples,
  ServerName,
} from "./_operation.ts";
export { StatusAnswer, validSamples } from "./_operation.ts";
export {
  createOperationTable,
  loadOperations,
  OPERATION_TABLE,
  type OperationEntry,
  type OperationRow,
} from "./table.ts";

/** Every operation of {@linkcode OPERATION_TABLE}, loaded, in table order. */
export const OPERATIONS: readonly Operation[] = await loadOperations(OPERATION_TABLE);

/**
 * The operations of a table over a registry of games, loaded (see `createOperationTable`): tests
 * build one over a copy of the registry with a scratch game.
 */
export function createOperations(
  games: readonly Pick<Game, "id" | "pick">[],
): Promise<Operation[]> {
  return loadOperations(createOperationTable(games));
}
