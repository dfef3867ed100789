/**
 * Tests of the tool declarations and results made from operations.
 */
import { assert, assertEquals, assertStrictEquals } from "@std/assert";
import { HttpError } from "../../src/http/errors.ts";
import { answerResult, errorResult, toolOf } from "../../src/mcp/mod.ts";
import { AjvJsonSchemaValidator } from "../../src/mcp/sdk.ts";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { rollDice } from "../../src/operations/roll_dice.ts";
import { lookUpDown } from "./_fakes.ts";
import { SEED } from "./_calls.ts";

Deno.test("toolOf: name, title, description with the seed advice, annotations", () => {
  const tool = toolOf(rollDice);
  assertEquals(tool.name, "roll_dice");
  assertEquals(tool.title, "Roll dice");
  assertEquals(
    tool.description,
    rollDice.description +
      " Leave seed out for a fresh draw; give one only to reproduce or verify an earlier " +
      "answer, or when the user supplies it. The answer is the JSON object that fairdraw's " +
      "HTTP API gives for the same arguments. A wrong argument gives an error result whose " +
      "error.field names it.",
  );
  assertEquals(tool.annotations, {
    title: "Roll dice",
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  });
});

Deno.test("toolOf: an external, unseeded operation is open-world and gets no seed advice", () => {
  const tool = toolOf(lookUpDown);
  assertEquals(tool.annotations?.openWorldHint, true);
  assertEquals(tool.description?.includes("seed"), false);
});

Deno.test("toolOf: the output schema admits every answer and every error, nothing else", () => {
  const validator = new AjvJsonSchemaValidator();
  for (const operation of OPERATIONS) {
    const check = validator.getValidator(toolOf(operation).outputSchema!);
    const error = new HttpError("invalid_argument", "x must be y", { field: "x" }).toBody();
    assert(check(error).valid, operation.name);
    assert(!check({ error: { ...error.error, code: "nope" } }).valid, operation.name);
    assert(!check({ surprise: true }).valid, operation.name);
  }
  const dice = validator.getValidator(toolOf(rollDice).outputSchema!);
  assert(dice({ sides: 6, count: 1, rolls: [4], total: 4, seed: SEED }).valid);
  assert(!dice({ sides: 6, count: 1, rolls: [4], total: 4 }).valid);
});

Deno.test("toolOf: every input schema is the operation's, an object schema", () => {
  for (const operation of OPERATIONS) {
    const { inputSchema } = toolOf(operation);
    assertEquals(inputSchema.type, "object");
    assertEquals(inputSchema.additionalProperties, false, operation.name);
    assertEquals(
      Object.keys(inputSchema.properties ?? {}),
      Object.keys(operation.input.entries),
      operation.name,
    );
  }
});

Deno.test("answerResult: structured content is the answer's JSON, the text is that JSON", () => {
  const answer = { count: 2, flips: ["heads", "tails"], heads: 1, tails: 1, seed: SEED };
  const result = answerResult(answer);
  assertEquals(result, {
    content: [{ type: "text", text: JSON.stringify(answer) }],
    structuredContent: answer,
  });
  // A copy, as the HTTP body is: nothing the caller does to it reaches the answer.
  assert(result.structuredContent !== answer);
});

Deno.test("errorResult: isError with the HTTP error's body, as structure and as text", () => {
  const error = new HttpError("source_unavailable", "the source did not answer");
  const result = errorResult(error);
  assertEquals(result, {
    content: [{ type: "text", text: JSON.stringify(error.toBody()) }],
    structuredContent: error.toBody(),
    isError: true,
  });
  assertStrictEquals(
    (result.content[0] as { text: string }).text,
    '{"error":{"code":"source_unavailable","message":"the source did not answer","field":null}}',
  );
});
