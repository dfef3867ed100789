/**
 * MCP tools made from operations: the tool declaration (schemas from the same valibot schemas as
 * HTTP, description, annotations) and the tool results (the HTTP answer, or the HTTP error).
 *
 * @module
 */
import type { JsonSchema } from "@valibot/to-json-schema";
import { ErrorBodySchema, type HttpError } from "../http/errors.ts";
import { jsonSchemaOf } from "../json_schema.ts";
import type { Operation } from "../operations/mod.ts";
import type { CallToolResult, Tool } from "./sdk.ts";

/** What a model is told about the seed of every seeded tool, besides the operation's own words. */
const SEED_ADVICE = " Leave seed out for a fresh draw; give one only to reproduce or verify an " +
  "earlier answer, or when the user supplies it.";

/** What a model is told about the answers of every tool. */
const ANSWER_ADVICE =
  " The answer is the JSON object that fairdraw's HTTP API gives for the same " +
  "arguments. A wrong argument gives an error result whose error.field names it.";

/**
 * The MCP tool of an operation.
 *
 * Annotations, from the operation's declaration: whether it only reads (`readOnlyHint`; all but
 * announce_giveaway, which writes to the register) and whether calling it again changes nothing
 * more (`idempotentHint`; the MCP spec defines idempotence by effects, not by equal answers: a call
 * without a seed gives a fresh draw, which the description says). Only the tools that reach an
 * outside source of past draws are open-world.
 *
 * The output schema admits the answer or the `{error}` object, because error results carry that
 * object as `structuredContent` too, and clients (the SDK's `Client` among them) check
 * `structuredContent` against `outputSchema` whether or not `isError` is set.
 */
export function toolOf(operation: Operation): Tool {
  const { $schema, ...answer } = jsonSchemaOf(operation.output);
  const { $schema: _, ...error } = jsonSchemaOf(ErrorBodySchema);
  return {
    name: operation.name,
    title: operation.title,
    description: operation.description + (operation.seeded ? SEED_ADVICE : "") + ANSWER_ADVICE,
    inputSchema: objectSchema(operation.name, jsonSchemaOf(operation.input)),
    outputSchema: {
      $schema,
      type: "object",
      description: "The answer, as the HTTP API gives it; in an error result (isError: true), " +
        "the {error} object of the HTTP error answer.",
      anyOf: [answer, error],
    },
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
