/**
 * The two MCP servers, lottery and random, each offering the operations of the table that name it.
 * The low-level SDK `Server` is used (not `McpServer`) so that the tools' JSON Schemas come from
 * the operations' valibot schemas.
 *
 * @module
 */
import { asHttpError } from "../http/errors.ts";
import { quote } from "../operations/_validate.ts";
import { API_VERSION } from "../version.ts";
import type { Context, Operation, ServerName } from "../operations/mod.ts";
import { refusalOf } from "./messages.ts";
import {
  AjvJsonSchemaValidator,
  CallToolRequestSchema,
  ErrorCode,
  type JSONRPCMessage,
  ListToolsRequestSchema,
  RequestSchema,
  Server,
  type Tool,
  type Transport,
} from "./sdk.ts";
import { answerResult, errorResult, toolOf } from "./tools.ts";

/** The version the servers report: the interface version of SPEC.md. */
export const MCP_SERVER_VERSION = API_VERSION;

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
 * The schema the tools/call handler is registered with: the SDK's, with its `params` left loose.
 * The SDK parses a request with the registered schema before calling the handler, and the strict
 * schema copies the arguments without a `__proto__` member, so a tool answered as if that
 * argument had not been given, where HTTP answers unknown_argument. Loose, `params` passes on the
 * arguments object as sent; the screen (messages.ts) has held the call to the strict schema
 * already. Found by tests/fuzz/mcp_fuzz_test.ts.
 */
const LooseCallToolRequestSchema = CallToolRequestSchema.extend({
  params: RequestSchema.shape.params,
});

/**
 * Makes an MCP server offering a tool set. A call runs the operation with the app's context, as
 * HTTP does; a wrong argument, an unavailable source or a bug is an error result carrying the HTTP
 * error, and only a tool that does not exist is a protocol error.
 *
 * `screened`: the caller has judged every message this server will receive as the screen would
 * (messages.ts), so the screen is not run again.
 */
export function createMcpServer(
  toolSet: ToolSet,
  context: Context,
  { screened = false }: { screened?: boolean } = {},
): Server {
  const info = SERVER_INFO[toolSet.server];
  const server = new ScreeningServer(
    { name: `fairdraw-${toolSet.server}`, title: info.title, version: MCP_SERVER_VERSION },
    {
      capabilities: { tools: { listChanged: false } },
      instructions: info.instructions,
      jsonSchemaValidator: sharedValidator(),
    },
    screened,
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...toolSet.tools] }));
  server.setRequestHandler(LooseCallToolRequestSchema, async (request) => {
    // The call has been checked against the SDK's strict schema by now: a name and an object.
    const { name, arguments: input = {} } = request.params as {
      name: string;
      arguments?: Record<string, unknown>;
    };
    const operation = toolSet.operations.get(name);
    if (operation === undefined) {
      const known = [...toolSet.operations.keys()].join(", ");
      // The name is quoted as every message quotes what a caller sent: cut short, well-formed.
      throw new ProtocolError(
        ErrorCode.InvalidParams,
        `Unknown tool: ${quote(name)} (tools: ${known})`,
      );
    }
    try {
      return answerResult(await operation.run(input, context));
    } catch (error) {
      return errorResult(asHttpError(error));
    }
  });
  return server;
}

/**
 * The SDK's server, with every message it receives judged first (messages.ts): one that is not a
 * JSON-RPC message, or a request with bad params, is answered with the error without reaching
 * the SDK, over every transport; unless its maker has judged them already (`screened`).
 */
class ScreeningServer extends Server {
  constructor(
    info: ConstructorParameters<typeof Server>[0],
    options: ConstructorParameters<typeof Server>[1],
    private readonly screened: boolean,
  ) {
    super(info, options);
  }

  override connect(transport: Transport): Promise<void> {
    if (this.screened) return super.connect(transport);
    // The SDK sets the transport's onmessage in connect, then starts the transport: the screen
    // goes around it at the start, so that no message passes unjudged, not even one that a
    // transport delivers from within start() (the in-memory one delivers those queued before).
    const start = transport.start.bind(transport);
    transport.start = () => {
      const deliver = transport.onmessage;
      transport.onmessage = (message, extra) => {
        const refusal = refusalOf(message);
        if (refusal === undefined) return deliver?.(message, extra);
        // The SDK's types want a string or number id; JSON-RPC answers an unreadable one with null.
        transport.send(refusal as unknown as JSONRPCMessage).catch((error) =>
          transport.onerror?.(error)
        );
      };
      return start();
    };
    return super.connect(transport);
  }
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
