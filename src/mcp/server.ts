/**
 * The two MCP servers, lottery and random, each offering the operations of the table that name it.
 * The low-level SDK `Server` is used (not `McpServer`) so that the tools' JSON Schemas come from
 * the operations' valibot schemas.
 *
 * @module
 */
import { asHttpError } from "../http/errors.ts";
import type { Context, Operation, ServerName } from "../operations/mod.ts";
import {
  AjvJsonSchemaValidator,
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  Server,
  type Tool,
} from "./sdk.ts";
import { answerResult, errorResult, toolOf } from "./tools.ts";

/** The version the servers report: the interface version of SPEC.md. */
export const MCP_SERVER_VERSION = "1.0.0";

/** What each server tells clients about itself. */
const SERVER_INFO: Record<ServerName, { title: string; instructions: string }> = {
  lottery: {
    title: "fairdraw lottery",
    instructions: "Lottery numbers from fairdraw: verifiable quick picks for named games or a " +
      "custom format, and the official results of past draws to look up or check a ticket " +
      "against. Every pick carries a seed that reproduces it.",
  },
  random: {
    title: "fairdraw random",
    instructions: "Fair, verifiable random draws from fairdraw: dice, coins, integers, picks " +
      "from a list and shuffles. Every answer carries a seed that reproduces it; use these tools " +
      "instead of making up random results.",
  },
};

let validator: AjvJsonSchemaValidator | undefined;

/**
 * One JSON Schema validator for every server. The SDK makes a new one (a new Ajv) for each
 * server unless given one, and with a server per request that was the largest cost of a call;
 * these servers never use it (it checks elicitation answers), but it cannot be left out.
 */
function sharedValidator(): AjvJsonSchemaValidator {
  validator ??= new AjvJsonSchemaValidator();
  return validator;
}

/** Every MCP server, each served at `/mcp/{name}`. */
export const SERVER_NAMES = Object.keys(SERVER_INFO) as ServerName[];

/** The tools of one server, declared once and shared by every session of it. */
export interface ToolSet {
  /** The server that offers them. */
  server: ServerName;
  /** The tool declarations, in table order. */
  tools: readonly Tool[];
  /** The operation behind each tool name. */
  operations: ReadonlyMap<string, Operation>;
}

/** The tools of one server: the operations of the table whose `server` names it. */
export function toolSetOf(server: ServerName, operations: readonly Operation[]): ToolSet {
  const own = operations.filter((operation) => operation.server === server);
  return {
    server,
    tools: own.map(toolOf),
    operations: new Map(own.map((operation) => [operation.name, operation])),
  };
}

/**
 * Makes an MCP server offering a tool set. A call runs the operation with the app's context, as
 * HTTP does; a wrong argument, an unavailable source or a bug is an error result carrying the HTTP
 * error, and only a tool that does not exist is a protocol error.
 */
export function createMcpServer(toolSet: ToolSet, context: Context): Server {
  const info = SERVER_INFO[toolSet.server];
  const server = new ToolServer(
    { name: `fairdraw-${toolSet.server}`, title: info.title, version: MCP_SERVER_VERSION },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: info.instructions,
      jsonSchemaValidator: sharedValidator(),
    },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...toolSet.tools] }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const { name, arguments: parsed = {} } = request.params;
    const input = server.argumentsAsSent(extra.requestId, parsed);
    const operation = toolSet.operations.get(name);
    if (operation === undefined) {
      const known = [...toolSet.operations.keys()].join(", ");
      throw new ProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${name} (tools: ${known})`);
    }
    try {
      return answerResult(await operation.run(input, context));
    } catch (error) {
      return errorResult(asHttpError(error));
    }
  });
  return server;
}

/** The one name a JSON object may hold that the SDK's request schemas drop (against prototype
 * pollution). */
const PROTO = "__proto__";

/** How many calls' arguments a server keeps while their handlers have not yet run. */
const SENT_LIMIT = 64;

/**
 * A server that gives its tools the arguments as the client sent them. The SDK's schema for
 * tools/call drops a `__proto__` member, so a tool would answer as if it had not been given, where
 * HTTP answers the same arguments with 400 unknown_argument; found by tests/fuzz/mcp_fuzz_test.ts.
 * The transport's message still holds the arguments as sent, so those that have such a member are
 * kept by request id until the handler asks for them.
 */
class ToolServer extends Server {
  readonly #sent = new Map<string | number, Record<string, unknown>>();

  override async connect(transport: Parameters<Server["connect"]>[0]): Promise<void> {
    await super.connect(transport);
    const deliver = transport.onmessage;
    transport.onmessage = (message, extra) => {
      const sent = protoArguments(message);
      if (sent !== undefined) {
        // Kept only until the handler runs; a message that never reaches it is forgotten in time.
        if (this.#sent.size >= SENT_LIMIT) this.#sent.delete(this.#sent.keys().next().value!);
        this.#sent.set(sent.id, sent.arguments);
      }
      deliver?.(message, extra);
    };
  }

  /**
   * The arguments of call `id` as sent, when they had a `__proto__` member and are otherwise the
   * ones the schema passed on; else those.
   */
  argumentsAsSent(id: string | number, parsed: Record<string, unknown>): Record<string, unknown> {
    const sent = this.#sent.get(id);
    if (sent === undefined) return parsed;
    this.#sent.delete(id);
    const names = Object.keys(sent).filter((key) => key !== PROTO);
    const same = names.length === Object.keys(parsed).length &&
      names.every((key) => Object.hasOwn(parsed, key) && parsed[key] === sent[key]);
    return same ? sent : parsed;
  }
}

/** The id and arguments of a tools/call request whose arguments hold a `__proto__` member. */
function protoArguments(
  message: unknown,
): { id: string | number; arguments: Record<string, unknown> } | undefined {
  const { method, id, params } = message as {
    method?: unknown;
    id?: unknown;
    params?: { arguments?: unknown };
  };
  const args = params?.arguments;
  if (method !== "tools/call" || (typeof id !== "string" && typeof id !== "number")) {
    return undefined;
  }
  if (typeof args !== "object" || args === null || !Object.hasOwn(args, PROTO)) return undefined;
  return { id, arguments: args as Record<string, unknown> };
}

/**
 * A JSON-RPC error. The SDK sends a thrown error's `code` and `message`; unlike `McpError`, whose
 * message begins with "MCP error <code>: ", this one reaches the wire as written.
 */
class ProtocolError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
    this.name = "ProtocolError";
  }
}
