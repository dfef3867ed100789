/**
 * The JSON Schemas of an operation's arguments and answer, converted from its valibot schemas,
 * for MCP tools and the OpenAPI document.
 *
 * @module
 */
import { type JsonSchema, toJsonSchema } from "@valibot/to-json-schema";
import type * as v from "valibot";

/**
 * Converts a valibot schema to JSON Schema (draft 2020-12). Cross-argument rules, which JSON
 * Schema cannot state, are left out (their messages still reach the caller); a string bound
 * counted in code points becomes `maxLength`, which JSON Schema counts in code points too.
 */
export function jsonSchemaOf(schema: v.GenericSchema): JsonSchema {
  return toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode: "input",
    errorMode: "ignore",
    overrideAction({ valibotAction, jsonSchema }) {
      if (valibotAction.type !== "metadata") return jsonSchema;
      const { itemCodePoints, ...rest } = jsonSchema as JsonSchema & {
        itemCodePoints?: { min: number; max: number };
      };
      if (itemCodePoints === undefined || typeof rest.items !== "object") return jsonSchema;
      const items = { ...rest.items, minLength: itemCodePoints.min, maxLength: itemCodePoints.max };
      return { ...rest, items };
    },
  });
}
