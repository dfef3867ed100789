/**
 * MCP tools made from operations: the tool declaration (schemas from the same valibot schemas as
 * HTTP, description, annotations) and the tool results (the HTTP answer, or the HTTP error).
 *
 * @module
 */
import type { CallToolResult, Tool } from "@modelcontextprotocol/server";
import type { JsonSchema } from "@valibot/to-json-schema";
import { ERROR_STATUS, type HttpError } from "../http/errors.ts";
import { jsonSchemaOf } from "../json_schema.ts";
import type { Operation } from "../operations/mod.ts";

/** What a model is told about the seed of every seeded tool, besides the operation's own words. */
const SEED_ADVICE = " Leave seed out for a fresh draw; give one only to reproduce or verify an " +
  "earlier answer, or when the user supplies it.";

/**
 * What a model is told about when to use a tool rather than its neighbours, where the choice is
 * easy to get wrong: a giveaway that must be seen to be fair is announced before a future draw,
 * not picked now.
 */
const WHEN_TO_USE: Readonly<Record<string, string>> = {
  announce_giveaway: " Use it when the user wants a giveaway, raffle or prize draw whose " +
    "winners nobody (you included) can choose or redo: call it before the draw, give the user " +
    "the ID and link to publish, and call giveaway_result after the draw. For a pick that may " +
    "happen now, use pick_from_list (fairdraw random) instead.",
  giveaway_result: " Use it after announce_giveaway, with the ID it gave (or one the user " +
    "brings), to read the winners once the draw is published, or to show what was announced.",
  seed_from_draw: " For a whole giveaway, announce_giveaway does this for you and keeps the " +
    "announcement in a public register.",
  pick_from_list: " For a giveaway whose fairness people must be able to check before it " +
    "happens, use the lottery server's announce_giveaway instead.",
};

/**
 * The same advice for a local server (over stdio), which offers no giveaway tools: a record kept
 * on this machine proves nothing to anyone else, so the advice names the public server.
 */
const LOCAL_WHEN_TO_USE: Readonly<Record<string, string>> = {
  ...WHEN_TO_USE,
  seed_from_draw: " For a whole giveaway, use announce_giveaway of fairdraw's lottery server " +
    "over HTTP (/mcp/lottery of a fairdraw deployment): it keeps the announcement in that " +
    "deployment's public register. This local server keeps no register.",
  pick_from_list: " For a giveaway whose fairness people must be able to check before it " +
    "happens, use announce_giveaway of fairdraw's lottery server over HTTP instead.",
};

/** What a model is told about the answers of every tool. */
const ANSWER_ADVICE =
  " The answer is the JSON object that fairdraw's HTTP API gives for the same " +
  "arguments. A wrong argument gives an error result whose error.field names it.";

/**
 * What every server's instructions say about error results, once, rather than each tool's output
 * schema repeating the codes and their descriptions.
 */
export const ERROR_ADVICE = " Every tool's error result (isError: true) carries the HTTP " +
  'error\'s {"error": {"code", "message", "field"}}: code is one of ' +
  `${Object.keys(ERROR_STATUS).join(", ")}; message says what was wrong and what is allowed; ` +
  "field names the argument at fault, or is null.";

/**
 * The error branch of every output schema: the shape of the `{error}` object, exact but without
 * the codes' list and the words, which the server's instructions give once
 * ({@linkcode ERROR_ADVICE}). One object, shared by every tool of every server.
 */
const ERROR_BRANCH = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { type: "string" },
        message: { type: "string" },
        field: { type: ["string", "null"] },
      },
      required: ["code", "message", "field"],
      additionalProperties: false,
    },
  },
  required: ["error"],
  additionalProperties: false,
} as const;

/**
 * The MCP tool of an operation.
 *
 * Annotations, from the operation's declaration: whether it only reads (`readOnlyHint`; all but
 * announce_giveaway, which writes to the register) and whether calling it again changes nothing
 * more (`idempotentHint`; the MCP spec defines idempotence by effects, not by equal answers: a call
 * without a seed gives a fresh draw, which the description says). Only the tools that reach an
 * outside source of past draws are open-world.
 *
 * A local server's (`local`, over stdio) descriptions name the public server for giveaways.
 *
 * The output schema admits the answer (exactly, as the HTTP API's schema has it) or the `{error}`
 * object, because error results carry that object as `structuredContent` too, and clients of SDK
 * 1.x check `structuredContent` against `outputSchema` whether or not `isError` is set.
 */
export function toolOf(operation: Operation, { local = false }: { local?: boolean } = {}): Tool {
  const { $schema, ...answer } = jsonSchemaOf(operation.output);
  const advice = (local ? LOCAL_WHEN_TO_USE : WHEN_TO_USE)[operation.name] ?? "";
  return {
    name: operation.name,
    title: operation.title,
    description: operation.description + advice +
      (operation.seeded ? SEED_ADVICE : "") + ANSWER_ADVICE,
    inputSchema: objectSchema(operation.name, jsonSchemaOf(operation.input)),
    outputSchema: { $schema, type: "object", anyOf: [answer, ERROR_BRANCH] },
    annotations: {
      title: operation.title,
      readOnlyHint: operation.readOnly,
      destructiveHint: false,
      idempotentHint: operation.idempotent,
      openWorldHint: operation.external,
    },
  };
}

/**
 * The result of a call that succeeded: `structuredContent` is the HTTP answer's JSON, and the text
 * is that JSON byte for byte, for clients that only read text.
 */
export function answerResult(answer: unknown): CallToolResult {
  const text = JSON.stringify(answer);
  const structuredContent: Record<string, unknown> = JSON.parse(text);
  return { content: [{ type: "text", text }], structuredContent };
}

/** The result of a call that failed: the HTTP error's `{error}` object, as structure and as text. */
export function errorResult(error: HttpError): CallToolResult {
  const { error: details } = error.toBody();
  const structuredContent = { error: { ...details } };
  return {
    content: [{ type: "text", text: JSON.stringify(structuredContent) }],
    structuredContent,
    isError: true,
  };
}

/** An input schema as MCP wants it: an object schema (every operation's input is one). */
function objectSchema(name: string, schema: JsonSchema): Tool["inputSchema"] {
  if (schema.type !== "object") {
    throw new TypeError(`the input schema of ${name} is not an object schema`);
  }
  return { ...schema, type: "object" } as Tool["inputSchema"];
}
