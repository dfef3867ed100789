/**
 * Tests of the tool declarations and results made from operations.
 */
import { assert, assertEquals, assertStrictEquals } from "@std/assert";
import { HttpError } from "../../src/http/errors.ts";
import { answerResult, errorResult, toolOf } from "../../src/mcp/mod.ts";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/server/validators/ajv";
import { OPERATIONS } from "../../src/operations/mod.ts";
import { lookUpDown } from "./_fakes.ts";
import { SEED } from "./_calls.ts";

const rollDice = OPERATIONS.find((operation) => operation.name === "roll_dice")!;

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
    // The codes are listed once, in the servers' instructions; the shape is exact.
    assert(!check({ error: { ...error.error, code: 7 } }).valid, operation.name);
    assert(!check({ error: { ...error.error, extra: 1 } }).valid, operation.name);
    assert(!check({ error: { code: "x", message: "y" } }).valid, operation.name);
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

/** Every place in a JSON Schema where a value is left without a bound, by path. */
function unbounded(schema: unknown, path = ""): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const node = schema as Record<string, unknown>;
  const found: string[] = [];
  const fixed = "enum" in node || "const" in node || "pattern" in node;
  if (node.type === "string" && node.maxLength === undefined && !fixed) found.push(path);
  if (node.type === "array" && node.maxItems === undefined) found.push(path);
  if (
    (node.type === "integer" || node.type === "number") &&
    (node.minimum === undefined || node.maximum === undefined) && !fixed
  ) {
    found.push(path);
  }
  for (const [key, value] of Object.entries(node)) {
    found.push(...unbounded(value, `${path}/${key}`));
  }
  return found;
}

Deno.test("toolOf: every string, list and number of every input schema has its bounds", () => {
  for (const operation of OPERATIONS) {
    assertEquals(unbounded(toolOf(operation).inputSchema), [], operation.name);
  }
  const label = toolOf(OPERATIONS.find((operation) => operation.name === "seed_from_draw")!)
    .inputSchema.properties?.label as { maxLength?: number };
  assertEquals(label.maxLength, 1000);
});

Deno.test("toolOf: annotations follow the operation's declarations; giveaway tools say when to use them", () => {
  for (const operation of OPERATIONS) {
    const { annotations } = toolOf(operation);
    assertEquals(annotations?.readOnlyHint, operation.readOnly, operation.name);
    assertEquals(annotations?.idempotentHint, operation.idempotent, operation.name);
    assertEquals(annotations?.destructiveHint, false, operation.name);
  }
  const tool = (name: string) => toolOf(OPERATIONS.find((operation) => operation.name === name)!);
  assertEquals(tool("announce_giveaway").annotations?.readOnlyHint, false);
  assertEquals(tool("announce_giveaway").annotations?.idempotentHint, true);
  assertEquals(tool("giveaway_result").annotations?.readOnlyHint, true);
  assert(tool("announce_giveaway").description?.includes("before the draw"));
  assert(tool("announce_giveaway").description?.includes("giveaway_result"));
  assert(tool("giveaway_result").description?.includes("announce_giveaway"));
  assert(tool("pick_from_list").description?.includes("announce_giveaway"));
});
