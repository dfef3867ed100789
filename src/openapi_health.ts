/**
 * `GET /healthz` in the OpenAPI document: the health check is no operation (no POST, no MCP
 * tool, no arguments), so src/openapi.ts adds it to the operations' document here.
 *
 * @module
 */
import {
  type GetPathItem,
  type OpenApiDocument,
  ref,
  type Schema,
  type ServedDocument,
} from "./openapi_types.ts";

/** The health check's tag, which no MCP server shares. */
const HEALTH_TAG = {
  name: "service",
  description: "The state of this instance: whether it can keep and share draws.",
};

/** The schema of the health check's answer (src/health.ts), written here by hand. */
const HEALTH_ANSWER_SCHEMA: Schema = {
  type: "object",
  required: ["status", "version", "kv", "kv_store", "kv_shared", "sources"],
  additionalProperties: false,
  properties: {
    status: {
      enum: ["ok", "unavailable"],
      description: "`unavailable` (with 503) when KV cannot be read or written.",
    },
    version: { type: "string", description: "The interface version." },
    kv: {
      enum: ["ok", "unreadable", "unwritable", "none"],
      description: "Whether KV answers: `unreadable` when it cannot be read, or did not answer " +
        "in time; `unwritable` when it reads but cannot be written (a read-only file); `none` " +
        "when draws are kept in memory alone.",
    },
    kv_store: {
      enum: ["none", "memory", "file", "default", "remote", "deploy"],
      description: "Where KV lives: `memory` (`:memory:`, this instance's alone), `file` (shared " +
        "by the processes of one machine), `default` (Deno's default file), `remote` (KV " +
        "Connect, shared), `deploy` (Deno Deploy: shared when a KV database is assigned to the " +
        "app, each instance's own in memory when not; the runtime does not tell which).",
    },
    kv_shared: {
      type: ["boolean", "null"],
      description: "Whether instances on other machines share KV; null when it cannot be told.",
    },
    sources: {
      type: "array",
      description: "Each source of past draws, as the instances sharing KV know it.",
      items: {
        type: "object",
        required: ["name", "games", "last_success", "last_failure", "failures", "backoff_until"],
        additionalProperties: false,
        properties: {
          name: { type: "string" },
          games: { type: "array", items: { type: "string" } },
          last_success: { type: ["string", "null"], format: "date-time" },
          last_failure: { type: ["string", "null"], format: "date-time" },
          failures: { type: "integer", minimum: 0, description: "Failures in a row." },
          backoff_until: {
            type: ["string", "null"],
            format: "date-time",
            description: "Until when the source is left alone after failing; null when it is not.",
          },
        },
      },
    },
  },
};

/**
 * The document as `GET /openapi.json` serves it: the operations' document with `GET /healthz`
 * added. The health check is no operation (no POST, no MCP tool, no arguments), so it is added
 * here rather than to the operation table.
 */
export function withHealthCheck(document: OpenApiDocument): ServedDocument {
  const answer = (description: string) => ({
    description,
    content: { "application/json": { schema: ref("schemas", "HealthAnswer") } },
  });
  const health: GetPathItem = {
    get: {
      operationId: "health_check",
      summary: "Health check",
      description: "The state of KV (read for real, a write tried now and then), what kind of KV " +
        "it is, and each source of past draws: last success, last failure, backoff. Answers " +
        "within about 1 s whatever KV does. Never rate limited, never cached (`Cache-Control: " +
        "no-store`).",
      tags: [HEALTH_TAG.name],
      security: [],
      parameters: [],
      responses: {
        "200": answer("KV can be read and written."),
        "503": answer(
          "KV cannot be read or written: this instance cannot keep or share draws (it still " +
            "answers them from their sources).",
        ),
        // The one 4xx it gives: another method (the handler takes no argument, so nothing else).
        "405": ref("responses", "Error405"),
      },
    },
  };
  return {
    ...document,
    tags: [...document.tags, HEALTH_TAG],
    paths: { ...document.paths, "/healthz": health },
    components: {
      ...document.components,
      schemas: { ...document.components.schemas, HealthAnswer: HEALTH_ANSWER_SCHEMA },
    },
  };
}
