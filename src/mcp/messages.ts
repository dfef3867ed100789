/**
 * Judging the JSON-RPC messages that reach the MCP servers before the SDK sees them: what is not a
 * JSON-RPC message is -32600 invalid request, and a request whose params do not fit its method is
 * -32602 invalid params, with a short message that names the first thing wrong.
 *
 * Why not leave it to the SDK: its `Server` answers bad params of some methods (a bad `initialize`
 * among them) with -32603 internal error, and of the others with its validator's whole report, a
 * multi-line JSON dump, as the message.
 *
 * @module
 */
import {
  ProtocolErrorCode as ErrorCode,
  type RequestId,
  specTypeSchemas,
} from "@modelcontextprotocol/server";

/** A JSON-RPC error answer; its id is null when the message it answers has none to be read. */
export interface JsonRpcErrorAnswer {
  /** Always "2.0". */
  jsonrpc: "2.0";
  /** The id of the request answered, or null. */
  id: RequestId | null;
  /** The JSON-RPC error. */
  error: { code: number; message: string };
}

/** One problem that a schema of the SDK found, as its validator reports it. */
interface Issue {
  readonly path?: readonly (PropertyKey | { key: PropertyKey })[];
  readonly message: string;
}

/** What the SDK's request schemas offer for checking a value: Standard Schema, synchronously. */
interface RequestValidator {
  "~standard": {
    validate(value: unknown): { issues?: readonly Issue[] } | Promise<unknown>;
  };
}

/** The problems a schema finds in a value: none when it fits. */
function issuesOf(schema: RequestValidator, value: unknown): readonly Issue[] {
  const result = schema["~standard"].validate(value);
  // The SDK's schemas are zod's, which validate synchronously.
  if (result instanceof Promise) throw new TypeError("an asynchronous schema");
  return result.issues ?? [];
}

/**
 * The schema of each method that the servers answer (the SDK's own, so that what passes here is
 * what its handlers take). The params of any other method are held to what every request's
 * params must be: an object.
 */
const REQUEST_SCHEMAS: ReadonlyMap<string, RequestValidator> = new Map<string, RequestValidator>([
  ["initialize", specTypeSchemas.InitializeRequest],
  ["ping", specTypeSchemas.PingRequest],
  ["tools/list", specTypeSchemas.ListToolsRequest],
  ["tools/call", specTypeSchemas.CallToolRequest],
  ["prompts/list", specTypeSchemas.ListPromptsRequest],
  ["prompts/get", specTypeSchemas.GetPromptRequest],
]);

/** What every request must be, whatever its method. */
const ANY_REQUEST: RequestValidator = specTypeSchemas.Request;

/** What every JSON-RPC message must be. */
const ANY_MESSAGE: RequestValidator = specTypeSchemas.JSONRPCMessage;

/** Whether a value is a JSON-RPC message of any kind, as the SDK's transports take one. */
export function isJsonRpcMessage(message: unknown): boolean {
  return issuesOf(ANY_MESSAGE, message).length === 0;
}

/** The members a JSON-RPC request may have. */
const REQUEST_MEMBERS = new Set(["jsonrpc", "id", "method", "params"]);

/** The answer to a message that is not JSON. */
export function parseError(): JsonRpcErrorAnswer {
  return errorAnswer(null, ErrorCode.ParseError, "Parse error: Invalid JSON");
}

/** The answer to a message that cannot be taken, saying why. */
export function invalidRequest(id: RequestId | null, reason: string): JsonRpcErrorAnswer {
  return errorAnswer(id, ErrorCode.InvalidRequest, `Invalid Request: ${reason}`);
}

/**
 * The error answer to one parsed message, or undefined when the SDK may have it: a request whose
 * params do not fit its method is invalid params, and anything that is not a JSON-RPC 2.0 message
 * at all is an invalid request. A notification is not answered, except when it is not a
 * notification at all: JSON-RPC answers what it cannot read with id null.
 */
export function refusalOf(message: unknown): JsonRpcErrorAnswer | undefined {
  if (isRequest(message)) {
    const known = REQUEST_SCHEMAS.get(message.method);
    const issues = issuesOf(known ?? ANY_REQUEST, {
      method: message.method,
      params: message.params,
    });
    if (issues.length === 0) return undefined;
    const [first, ...others] = issues;
    const more = others.length === 0
      ? ""
      : ` (and ${others.length} more problem${others.length === 1 ? "" : "s"})`;
    // Only a method this server knows is named: any other is the client's text, of any length.
    const where = known === undefined ? "" : ` for ${message.method}`;
    return errorAnswer(
      message.id,
      ErrorCode.InvalidParams,
      `Invalid params${where}: ${pathText(first?.path)}: ${problemOf(first)}${more}`,
    );
  }
  if (isJsonRpcMessage(message)) return undefined;
  return invalidRequest(idOf(message), "not a JSON-RPC 2.0 message");
}

/** Whether a message is a JSON-RPC request in all but, perhaps, its params. */
function isRequest(
  message: unknown,
): message is { id: RequestId; method: string; params?: unknown } {
  return isObject(message) && message.jsonrpc === "2.0" && isRequestId(message.id) &&
    typeof message.method === "string" &&
    Object.keys(message).every((member) => REQUEST_MEMBERS.has(member));
}

/** The id of a message, when it has one that a JSON-RPC answer can carry; null otherwise. */
function idOf(message: unknown): RequestId | null {
  return isObject(message) && isRequestId(message.id) ? message.id : null;
}

function isRequestId(id: unknown): id is RequestId {
  return typeof id === "string" || Number.isSafeInteger(id);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Where a problem is, as `params.a.b[0]`. A member name that is not a plain identifier comes from
 * the client (a key of a map), so it is quoted only when short and printable.
 */
function pathText(path: Issue["path"] = []): string {
  return path.map((segment, i) => {
    const key = typeof segment === "object" ? segment.key : segment;
    if (typeof key === "number") return `[${key}]`;
    const name = String(key);
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return i === 0 ? name : `.${name}`;
    return /^[\x20-\x7e]{1,64}$/.test(name) ? `[${JSON.stringify(name)}]` : "[...]";
  }).join("");
}

/**
 * What is wrong, in the validator's words without their "Invalid input: " preamble, such as
 * "expected string, received number". Its words name types and the schema's own values, but a
 * message that is long or not printable ASCII is replaced by "invalid value", so that no
 * client text of any length or kind can reach the answer through it.
 */
function problemOf(issue: Issue | undefined): string {
  const text = (issue?.message ?? "").replace(/^Invalid input(: )?/, "");
  return /^[\x20-\x7e]{1,120}$/.test(text) ? text : "invalid value";
}

function errorAnswer(id: RequestId | null, code: number, message: string): JsonRpcErrorAnswer {
  return { jsonrpc: "2.0", id, error: { code, message } };
}
