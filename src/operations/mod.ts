/**
 * The operations: their one type, and the table (table.ts) that every face is built from.
 *
 * @module
 */
export type {
  CacheFacts,
  Context,
  Operation,
  OperationExample,
  OperationMethod,
  OperationRefusal,
  OperationSamples,
  ServerName,
} from "./_operation.ts";
export { StatusAnswer, validSamples } from "./_operation.ts";
export { createOperationTable, OPERATIONS } from "./table.ts";
