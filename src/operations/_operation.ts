/**
 * What an operation is: declared once, served over HTTP (GET and POST), MCP and OpenAPI alike.
 *
 * @module
 */
import type * as v from "valibot";
import type { DrawOrigin, DrawsService } from "../draws/mod.ts";
import { CACHE_NO_STORE, CACHE_PURE } from "../http/cache.ts";
import { parseInput } from "./_validate.ts";

/** What a handler may use besides its input. */
export interface Context {
  /** A fresh 32-byte seed, for calls that give none. */
  freshSeed(): Uint8Array;
  /** Past draws; when absent, the operations that need them answer 503 `source_unavailable`. */
  draws?: DrawsService;
  /**
   * Told where each draw an answer is made from came from (for the request's log line and trace
   * span); set per request by the HTTP face, absent elsewhere.
   */
  onDraw?: (origin: DrawOrigin) => void;
}

/** What an answer's `Cache-Control` is worked out from. */
export interface CacheFacts<O> {
  /** The arguments as sent (a query's, or a body's), before checking. */
  input: Readonly<Record<string, unknown>>;
  /** The answer. */
  answer: O;
  /** The application's clock, ms since the epoch. */
  now: number;
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
  /**
   * The `Cache-Control` of a GET's answer, so that no shared cache can hand one person's answer
   * to another or keep one past its time. Left out, it follows from whether a seed was given: a
   * seeded answer is a pure function of its request (cached for good), any other is `no-store`.
   */
  cache?(facts: CacheFacts<v.InferOutput<O>>): string;
  /** What `cache` does, for the OpenAPI document; required with `cache`. */
  cacheNote?: string;
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
  /**
   * The `Cache-Control` of a GET's answer (see {@linkcode OperationSpec.cache}). A POST's answer
   * and every error are `no-store`, whatever this says.
   */
  cacheControl(facts: CacheFacts<unknown>): string;
  /** What {@linkcode Operation.cacheControl} gives, in a sentence or two, for OpenAPI. */
  cacheNote: string;
}

/** Declares an operation. */
export function defineOperation<S extends InputSchema, O extends v.GenericSchema>(
  spec: OperationSpec<S, O>,
): Operation {
  const { handler, cache, cacheNote, ...rest } = spec;
  const seeded = "seed" in spec.input.entries;
  if (cache !== undefined && cacheNote === undefined) {
    throw new Error(`${spec.name}: an operation with its own cache rule must describe it`);
  }
  return {
    ...rest,
    seeded,
    cacheNote: cacheNote ??
      (seeded
        ? `\`${CACHE_PURE}\` when a seed is given (the answer is a pure function of the request), ` +
          "`no-store` otherwise."
        : "`no-store`."),
    run: (input, context) => handler(parseInput(spec.input, input), context),
    cacheControl: cache === undefined
      ? seededCacheControl
      : (facts) => cache(facts as CacheFacts<v.InferOutput<O>>),
  };
}

/** The default policy: a seeded answer is kept for good, any other never. */
function seededCacheControl({ input }: CacheFacts<unknown>): string {
  return input.seed === undefined ? CACHE_NO_STORE : CACHE_PURE;
}
