/**
 * What an operation is: declared once, served over HTTP (GET and POST), MCP and OpenAPI alike.
 *
 * @module
 */
import type * as v from "valibot";
import type { DrawsService } from "../draws/mod.ts";
import { parseInput } from "./_validate.ts";

/** What a handler may use besides its input. */
export interface Context {
  /** A fresh 32-byte seed, for calls that give none. */
  freshSeed(): Uint8Array;
  /** Past draws; when absent, the operations that need them answer 503 `source_unavailable`. */
  draws?: DrawsService;
}

/** The input schema of an operation: an object schema, perhaps piped through rules. */
export type InputSchema = v.GenericSchema<Record<string, unknown>, unknown> & {
  readonly entries: v.ObjectEntries;
};

/** Which MCP server offers an operation. */
export type ServerName = "lottery" | "random";

/** An operation as its author declares it, with typed input and answer. */
export interface OperationSpec<S extends InputSchema, O extends v.GenericSchema> {
  /** The GET operation id and MCP tool name, e.g. `roll_dice`; POST's id adds `_post`. */
  name: string;
  /** The path, e.g. `/api/v1/random/dice`. */
  path: string;
  /** The MCP server that offers it. */
  server: ServerName;
  /** A short title. */
  title: string;
  /** What it does and when to use it, for people and models. */
  description: string;
  /** Whether it reaches past draws at an outside source. */
  external: boolean;
  /** The arguments. */
  input: S;
  /** The answer. */
  output: O;
  /** Computes the answer from checked input. */
  handler(input: v.InferOutput<S>, context: Context): v.InferOutput<O> | Promise<v.InferOutput<O>>;
}

/** An operation with its types erased, as the table holds it. */
export interface Operation extends Omit<OperationSpec<InputSchema, v.GenericSchema>, "handler"> {
  /** Whether it takes a seed: the same arguments with the same seed give the same answer. */
  seeded: boolean;
  /**
   * Checks plain input (throwing a 400 `HttpError` when it is bad) and computes the answer: the
   * answer itself for an operation that needs no I/O, so that its whole path stays synchronous,
   * or a promise of it.
   */
  run(input: Record<string, unknown>, context: Context): unknown;
}

/** Declares an operation. */
export function defineOperation<S extends InputSchema, O extends v.GenericSchema>(
  spec: OperationSpec<S, O>,
): Operation {
  const { handler, ...rest } = spec;
  return {
    ...rest,
    seeded: "seed" in spec.input.entries,
    run: (input, context) => handler(parseInput(spec.input, input), context),
  };
}
