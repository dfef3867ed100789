/**
 * What an operation is: declared once, served over HTTP (GET and POST, or the one method it
 * declares), MCP and OpenAPI alike.
 *
 * @module
 */
import type * as v from "valibot";
import type { DrawsService } from "../draws/mod.ts";
import type { GiveawayRegister } from "../giveaway/register.ts";
import { CACHE_NO_STORE, CACHE_PURE } from "../http/cache.ts";
import type { ErrorCode } from "../http/errors.ts";
import type { RequestContext } from "../http/scope.ts";
import { parseInput } from "./_validate.ts";
import { StatusAnswer, type SuccessStatus } from "./status_answer.ts";

export { answerWithStatus, StatusAnswer, type SuccessStatus } from "./status_answer.ts";

/** What a handler may use besides its input. */
export interface Context {
  /** A fresh 32-byte seed, for calls that give none. */
  freshSeed(): Uint8Array;
  /** Past draws; when absent, the operations that need them answer 503 `source_unavailable`. */
  draws?: DrawsService;
  /** The giveaway register; when absent, its operations answer 503 `register_unavailable`. */
  register?: GiveawayRegister;
  /** The clock, in ms since the epoch (default `Date.now`): tests move it. */
  now?: () => number;
  /** The service's public origin (config `PUBLIC_URL`), for absolute links; none when unset. */
  publicUrl?: string;
  /**
   * Who asks (their address; an IPv6 one by its /64), for the register's budget; set per request
   * by the HTTP face and the MCP servers over HTTP, absent elsewhere.
   */
  client?: string;
  /**
   * The HTTP request being answered, for an operation that reaches past draws (set per request by
   * the HTTP face and the MCP servers over HTTP, absent elsewhere): the draws log names its id,
   * and note in it where the draw came from, for its log line and trace span.
   */
  request?: Pick<RequestContext, "id" | "cache">;
}

/** The HTTP methods an operation may answer. */
export type OperationMethod = "GET" | "POST";

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

/**
 * A named call of an operation, shown in the OpenAPI document with its answer. A seeded
 * operation's examples are docs/FAIRNESS.md's test vectors (the answer is computed by the
 * operation when the document is built); an operation that reaches a source records its answer.
 */
export interface OperationExample {
  /** The example's key, shared by the request body, the parameters and the answer. */
  name: string;
  /** A short title. */
  summary: string;
  /** The arguments, as a POST body holds them. */
  arguments: Record<string, unknown>;
  /** The recorded answer, for an operation whose answer comes from an outside source. */
  answer?: unknown;
}

/** Arguments an operation refuses, with the 400's code and the argument it names. */
export interface OperationRefusal {
  /** The arguments, as a POST body holds them. */
  arguments: Record<string, unknown>;
  /** The error code of the refusal. */
  code: Extract<ErrorCode, "invalid_argument" | "missing_argument" | "unknown_argument">;
  /** The `field` of the refusal. */
  field: string;
}

/**
 * An operation's sample arguments, declared beside it: what it takes and what it refuses. They
 * document it (the examples are OpenAPI's), and every test suite starts from them, so that a new
 * operation is tested by each face as soon as it is in the table. Valid arguments are answered
 * 200 against the recorded official data (kr645 draw 1239, Powerball 2022-11-21).
 */
export interface OperationSamples {
  /** Named calls, shown in OpenAPI with their answers (see {@linkcode OperationExample}). */
  examples: readonly OperationExample[];
  /** Further arguments it takes, each at an edge the examples leave out. */
  valid: readonly Record<string, unknown>[];
  /** Arguments it refuses, each with its refusal. */
  refused: readonly OperationRefusal[];
}

/** An operation as its author declares it (what it takes, does and answers), typed. */
export interface OperationSpec<S extends InputSchema, O extends v.GenericSchema> {
  /** The statuses of its answers (default `[200]`), the first the usual one. */
  statuses?: readonly SuccessStatus[];
  /** Whether it only reads (default true): one that writes is no read-only MCP tool. */
  readOnly?: boolean;
  /** Whether calling it again with the same arguments changes nothing more (default true). */
  idempotent?: boolean;
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
  /**
   * Computes the answer from checked input: the answer, or, for a status other than 200, the
   * answer with its status ({@linkcode answerWithStatus}).
   */
  handler(
    input: v.InferOutput<S>,
    context: Context,
  ): Answered<v.InferOutput<O>> | Promise<Answered<v.InferOutput<O>>>;
  /**
   * The `Cache-Control` of a GET's answer, so that no shared cache can hand one person's answer
   * to another or keep one past its time. Left out, it follows from whether a seed was given: a
   * seeded answer is a pure function of its request (cached for good), any other is `no-store`.
   */
  cache?(facts: CacheFacts<v.InferOutput<O>>): string;
  /** What `cache` does, for the OpenAPI document; required with `cache`. */
  cacheNote?: string;
  /** Its sample arguments: examples, further valid ones, refused ones. */
  samples: OperationSamples;
}

/** An answer, or an answer with its status. */
export type Answered<T> = T | StatusAnswer<T>;

/**
 * An operation, as every face (HTTP, MCP, OpenAPI, the pages) uses it: where it is served (its row
 * of the table, operations/table.ts) and its declaration ({@linkcode defineOperation}), types
 * erased.
 */
export interface Operation {
  /**
   * The MCP tool name, and the operation id of its GET (or of its one method); when it answers
   * both GET and POST, POST's id adds `_post`.
   */
  name: string;
  /**
   * The path, e.g. `/api/v1/random/dice`; a path parameter is written `{name}` and is the
   * argument of that name (`/api/v1/giveaways/{id}`).
   */
  path: string;
  /** The methods it answers: GET (arguments in the query) and POST (a JSON body), or one. */
  methods: readonly OperationMethod[];
  /** The MCP server that offers it. */
  server: ServerName;
  /** The names of its path parameters, in path order (e.g. `["id"]`). */
  pathParameters: readonly string[];
  /** The statuses of its answers, the first the usual one. */
  statuses: readonly SuccessStatus[];
  /** Whether it only reads. */
  readOnly: boolean;
  /** Whether calling it again with the same arguments changes nothing more. */
  idempotent: boolean;
  /** A short title. */
  title: string;
  /** What it does and when to use it, for people and models. */
  description: string;
  /** Whether it reaches past draws at an outside source. */
  external: boolean;
  /** Whether it takes a seed: the same arguments with the same seed give the same answer. */
  seeded: boolean;
  /** The arguments. */
  input: InputSchema;
  /** The answer. */
  output: v.GenericSchema;
  /**
   * Checks plain input (throwing a 400 `HttpError` when it is bad) and computes the answer: the
   * answer itself for an operation that needs no I/O, so that its whole path stays synchronous,
   * or a promise of it. The status is left out (MCP has none).
   */
  run(input: Record<string, unknown>, context: Context): unknown;
  /** As {@linkcode Operation.run}, the answer with its status where it is not 200 (HTTP). */
  respond(input: Record<string, unknown>, context: Context): unknown;
  /**
   * The `Cache-Control` of a GET's answer (see {@linkcode OperationSpec.cache}). A POST's answer
   * and every error are `no-store`, whatever this says.
   */
  cacheControl(facts: CacheFacts<unknown>): string;
  /** What {@linkcode Operation.cacheControl} gives, in a sentence or two, for OpenAPI. */
  cacheNote: string;
  /** Its sample arguments: examples, further valid ones, refused ones. */
  samples: OperationSamples;
}

/** What an operation's row of the table gives it, rather than its declaration. */
export type RowFields = "name" | "path" | "methods" | "server" | "pathParameters";

/** Every valid sample of an operation: its examples' arguments, then its further valid ones. */
export function validSamples(operation: Pick<Operation, "samples">): Record<string, unknown>[] {
  return [
    ...operation.samples.examples.map((example) => example.arguments),
    ...operation.samples.valid,
  ];
}

/** The body of an answer that may carry its status. */
function bodyOf(answer: unknown): unknown {
  return answer instanceof StatusAnswer ? answer.body : answer;
}

/** Declares an operation; its row of the table (operations/table.ts) says where it is served. */
export function defineOperation<S extends InputSchema, O extends v.GenericSchema>(
  spec: OperationSpec<S, O>,
): Omit<Operation, RowFields> {
  const { handler, cache, cacheNote, statuses, readOnly, idempotent, ...rest } = spec;
  const seeded = "seed" in spec.input.entries;
  if (cache !== undefined && cacheNote === undefined) {
    throw new Error(`${spec.title}: an operation with its own cache rule must describe it`);
  }
  const respond = (input: Record<string, unknown>, context: Context) =>
    handler(parseInput(spec.input, input), context);
  return {
    ...rest,
    statuses: statuses ?? [200],
    readOnly: readOnly ?? true,
    idempotent: idempotent ?? true,
    seeded,
    cacheNote: cacheNote ??
      (seeded
        ? `\`${CACHE_PURE}\` when a seed is given (the answer is a pure function of the request), ` +
          "`no-store` otherwise."
        : "`no-store`."),
    respond,
    run(input, context) {
      const answer = respond(input, context);
      return answer instanceof Promise ? answer.then(bodyOf) : bodyOf(answer);
    },
    cacheControl: cache === undefined
      ? seededCacheControl
      : (facts) => cache(facts as CacheFacts<v.InferOutput<O>>),
  };
}

/** The default policy: a seeded answer is kept for good, any other never. */
function seededCacheControl({ input }: CacheFacts<unknown>): string {
  return input.seed === undefined ? CACHE_NO_STORE : CACHE_PURE;
}
