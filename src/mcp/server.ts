/**
 * The two MCP servers, lottery and random, each offering the operations of the table that name it,
 * and one that offers every tool (`all`, at `/mcp`, the path that clients try by default), over the
 * TypeScript SDK v2 (`@modelcontextprotocol/server`). One factory makes a server for
 * every protocol revision and every transport: one per HTTP request (http.ts: the SDK's
 * `createMcpHandler` for 2026-07-28, its stateless transport for the 2025 revisions), and one per
 * stdio connection (the SDK's `serveStdio`). The low-level `Server` is used (not `McpServer`) so
 * that the tools' JSON Schemas come from the operations' valibot schemas.
 *
 * @module
 */
import {
  type CallToolResult,
  type JSONRPCMessage,
  type ListToolsResult,
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type StandardSchemaV1,
  type Transport,
} from "@modelcontextprotocol/server";
import { asHttpError, HttpError } from "../http/errors.ts";
import type { GateVerdict } from "../log/routes.ts";
import { quote } from "../http/quote.ts";
import { pageFileUrl } from "../pages/assets.ts";
import { API_VERSION } from "../version.ts";
import type { Context, Operation, ServerName } from "../operations/mod.ts";
import { refusalOf } from "./messages.ts";
import { getPrompt, GIVEAWAY_TOOLS, promptsOf } from "./prompt.ts";
import { answerResult, ERROR_ADVICE, errorResult, toolOf } from "./tools.ts";

/** The version the servers report: the interface version of the API. */
export const MCP_SERVER_VERSION = API_VERSION;

/**
 * An MCP server: one of the table's (its operations' `server`), or `all`, which offers every tool
 * for a client that expects one server at `/mcp`.
 */
export type McpServerName = ServerName | "all";

/** What each server tells clients about itself. */
const SERVER_INFO: Record<
  McpServerName,
  { title: string; description: string; instructions: string }
> = {
  lottery: {
    title: "fairdraw lottery",
    description: "Verifiable lottery quick picks, official past draws (Korea Lotto 6/45, " +
      "Powerball, Mega Millions), ticket checks, and giveaways drawn from a future official draw.",
    instructions: "fairdraw has two servers: this one (lottery) for lottery numbers and draws " +
      "nobody can rig, and fairdraw random for dice, coins, integers, picks from a list and " +
      "shuffles. Here: pick_numbers for quick picks, get_draw for the official results of a " +
      "past draw (and the next draw's number or date), check_ticket to check a ticket against " +
      "a draw, seed_from_draw for a seed from a draw named before it happens. For a giveaway " +
      "whose winners nobody can choose, use announce_giveaway before the draw and " +
      "giveaway_result after it (the fair_giveaway prompt walks through it). Every pick " +
      "carries a seed that reproduces it.",
  },
  random: {
    title: "fairdraw random",
    description: "Fair, verifiable random draws: dice, coins, integers, picks from a list and " +
      "shuffles, each with the seed that reproduces it.",
    instructions: "fairdraw has two servers: this one (random) for dice, coins, integers, picks " +
      "from a list and shuffles, and fairdraw lottery for lottery numbers, official draws and " +
      "giveaways drawn from a future official draw. Every answer here carries a seed that " +
      "reproduces it; use these tools instead of making up random results. For a draw that " +
      "must be seen to be fair before it happens, use the lottery server's announce_giveaway.",
  },
  all: {
    title: "fairdraw",
    description: "Verifiable random draws, lottery picks, official past draws and giveaways " +
      "nobody can rig.",
    instructions: "fairdraw's tools, all in one server (the same as its lottery and random " +
      "servers together): pick_numbers for lottery quick picks, get_draw for the official " +
      "results of a past draw (and the next draw's number or date), check_ticket to check a " +
      "ticket, seed_from_draw for a seed from a draw named before it happens; roll_dice, " +
      "flip_coin, random_integer, pick_from_list and shuffle_list for everyday draws. For a " +
      "giveaway whose winners nobody can choose, use announce_giveaway before the draw and " +
      "giveaway_result after it (the fair_giveaway prompt walks through it). Every answer " +
      "carries a seed that reproduces it; use these tools instead of making up random results.",
  },
};

/**
 * What a local server (over stdio) says instead of offering the giveaway tools: its KV is this
 * machine's, and a record kept there is no public register that anyone else could check.
 */
const LOCAL_ADVICE = " This is a local server, started on this machine: it offers no giveaway " +
  "tools, because a record kept here is not fairdraw's public register and proves nothing to " +
  "anyone else. For a giveaway, use announce_giveaway of fairdraw's lottery server over HTTP " +
  "(/mcp/lottery of a fairdraw deployment).";

/** The tools that read or write the register, which a local server does not offer. */
export const REGISTER_TOOLS: ReadonlySet<string> = new Set([
  ...GIVEAWAY_TOOLS.filter((name) => name !== "get_draw"),
  "list_giveaways",
]);

/** The identity a server reports: name, title, version, description, website and icon. */
export interface ServerIdentity {
  name: string;
  title: string;
  version: string;
  description: string;
  websiteUrl?: string;
  icons: { src: string; mimeType: string; sizes: string[] }[];
}

/** Options of {@linkcode toolSetOf}. */
export interface ToolSetOptions {
  /** The service's public origin (`PUBLIC_URL`): the website, and where the icon is served. */
  publicUrl?: string;
  /**
   * A server started on this machine (over stdio): no giveaway tools, and words that say so.
   * Over HTTP (false, the default) the register is the deployment's public one.
   */
  local?: boolean;
}

let iconDataUri: string | undefined;

/** The served icon (src/pages/icon.svg) as a data: URI, for a server with no public URL. */
function iconAsDataUri(): string {
  if (iconDataUri === undefined) {
    const bytes = Deno.readFileSync(pageFileUrl("icon.svg"));
    iconDataUri = `data:image/svg+xml;base64,${btoa(String.fromCharCode(...bytes))}`;
  }
  return iconDataUri;
}

function identityOf(server: McpServerName, { publicUrl }: ToolSetOptions): ServerIdentity {
  const { title, description } = SERVER_INFO[server];
  return {
    name: server === "all" ? "fairdraw" : `fairdraw-${server}`,
    title,
    version: MCP_SERVER_VERSION,
    description,
    ...(publicUrl === undefined ? {} : { websiteUrl: publicUrl }),
    icons: [{
      src: publicUrl === undefined ? iconAsDataUri() : `${publicUrl}/assets/icon.svg`,
      mimeType: "image/svg+xml",
      sizes: ["any"],
    }],
  };
}

/** The table's MCP servers, each served at `/mcp/{name}` (and all of them together at `/mcp`). */
export const SERVER_NAMES: readonly ServerName[] = ["lottery", "random"];

/** The tools of one server, declared once and shared by every server instance made for it. */
export interface ToolSet {
  /** The server that offers them. */
  server: McpServerName;
  /** The identity the server reports. */
  identity: ServerIdentity;
  /** What the server tells a model about itself, its neighbour and its error results. */
  instructions: string;
  /** The tool declarations, in table order. */
  tools: readonly ListToolsResult["tools"][number][];
  /** The operation behind each tool name. */
  operations: ReadonlyMap<string, Operation>;
}

/** The tools of one server: the operations of the table whose `server` names it. */
export function toolSetOf(
  server: McpServerName,
  operations: readonly Operation[],
  options: ToolSetOptions = {},
): ToolSet {
  const local = options.local ?? false;
  const own = operations.filter((operation) =>
    (server === "all" || operation.server === server) &&
    !(local && REGISTER_TOOLS.has(operation.name))
  );
  const instructions = SERVER_INFO[server].instructions + (local ? LOCAL_ADVICE : "") +
    ERROR_ADVICE;
  return {
    server,
    identity: identityOf(server, options),
    instructions,
    // The declarations are plain JSON; the SDK types JSON Schema members as JSON values.
    tools: own.map((operation) => toolOf(operation, { local })) as ToolSet["tools"],
    operations: new Map(own.map((operation) => [operation.name, operation])),
  };
}

/**
 * What admits a call of an operation, per request: the register's gate for a registration
 * (src/log/routes.ts), nothing (undefined) for any other call.
 */
export type Admit = (operation: Operation) => GateVerdict | Promise<GateVerdict>;

/**
 * Who an MCP server made for one HTTP request serves: the context its tools run with (the app's,
 * with the request's client and context) and what admits each call.
 */
export interface Caller {
  /** The context the tools run with. */
  context: Context;
  /** What admits each call; none where no gate applies (over stdio, in tests). */
  admit?: Admit;
}

/**
 * Runs one tool call: the operation's answer as a result, or the HTTP error as an error result,
 * a refusal of `admit` among them. A tool that does not exist is a protocol error (invalid params).
 */
export async function callTool(
  toolSet: ToolSet,
  context: Context,
  params: { name: string; arguments?: Record<string, unknown> },
  admit?: Admit,
): Promise<CallToolResult> {
  const { name, arguments: input = {} } = params;
  const operation = toolSet.operations.get(name);
  if (operation === undefined) {
    const known = [...toolSet.operations.keys()].join(", ");
    // The name is quoted as every message quotes what a caller sent: cut short, well-formed.
    throw new ProtocolError(
      ProtocolErrorCode.InvalidParams,
      `Unknown tool: ${quote(name)} (tools: ${known})`,
    );
  }
  // Admitted before its arguments are read, as HTTP admits a registration before its body.
  const verdict = await admit?.(operation);
  if (verdict instanceof HttpError) return errorResult(verdict);
  try {
    return answerResult(await operation.run(input, context));
  } catch (error) {
    return errorResult(asHttpError(error));
  } finally {
    verdict?.();
  }
}

/**
 * How long a client may keep the tool and prompt lists and the discover result: they change only
 * with a deployment (a new release), never within one.
 */
const LIST_TTL_MS = 60 * 60 * 1000;

/**
 * The params of a tools/call, as sent. The SDK's own schema copies the arguments without a
 * `__proto__` member, so a tool would answer as if that argument had not been given where HTTP
 * answers unknown_argument; this one passes the arguments object on untouched. The SDK has held
 * the call to its strict schema before (a name, an object of arguments), and so has the screen
 * (messages.ts). Found by tests/fuzz/mcp_fuzz_tests.ts.
 */
const CallParamsAsSent: StandardSchemaV1<
  unknown,
  { name: string; arguments?: Record<string, unknown> }
> = {
  "~standard": {
    version: 1,
    vendor: "fairdraw",
    validate: (value) =>
      typeof value === "object" && value !== null && "name" in value &&
        typeof value.name === "string"
        ? { value: value as { name: string; arguments?: Record<string, unknown> } }
        : { issues: [{ message: "expected a name", path: ["name"] }] },
  },
};

/** Options of {@linkcode createMcpServer}. */
export interface McpServerOptions {
  /**
   * The caller has judged every message this server will receive as the screen would
   * (messages.ts), so the screen is not run again.
   */
  screened?: boolean;
  /** What admits each tool call (see {@linkcode callTool}); every call when left out. */
  admit?: Admit;
}

/**
 * Makes an MCP server offering a tool set, for any revision and transport. A call runs the
 * operation with the app's context, as HTTP does; a wrong argument, an unavailable source or a
 * bug is an error result carrying the HTTP error, and only a tool that does not exist is a
 * protocol error.
 */
export function createMcpServer(
  toolSet: ToolSet,
  context: Context,
  { screened = false, admit }: McpServerOptions = {},
): Server {
  const prompts = promptsOf(toolSet);
  const server = new ScreeningServer(toolSet.identity, {
    capabilities: {
      tools: { listChanged: false },
      ...(prompts.length === 0 ? {} : { prompts: { listChanged: false } }),
    },
    instructions: toolSet.instructions,
    // The lists and the discover result change only with a deployment, and are everyone's.
    cacheHints: {
      "tools/list": { ttlMs: LIST_TTL_MS, cacheScope: "public" },
      "prompts/list": { ttlMs: LIST_TTL_MS, cacheScope: "public" },
      "server/discover": { ttlMs: LIST_TTL_MS, cacheScope: "public" },
    },
  }, screened);
  server.setRequestHandler("tools/list", () => ({ tools: [...toolSet.tools] }));
  server.setRequestHandler(
    "tools/call",
    { params: CallParamsAsSent },
    (params) => callTool(toolSet, context, params, admit),
  );
  if (prompts.length > 0) {
    server.setRequestHandler("prompts/list", () => ({ prompts: [...prompts] }));
    server.setRequestHandler("prompts/get", (request) => getPrompt(toolSet, request.params));
  }
  return server;
}

/**
 * The factory of a tool set's servers, as the SDK's serving entries call it (`serveStdio`, for
 * mcp.ts): a 2025-era server screens every message (messages.ts); a 2026-07-28 one
 * leaves them to the SDK, whose checks of that revision come first (a method it removed, such as
 * `initialize`, is -32601 method not found there, not bad params).
 */
export function serverFactory(
  toolSet: ToolSet,
  context: Context,
): (serving: { era: "legacy" | "modern" }) => Server {
  return ({ era }) => createMcpServer(toolSet, context, { screened: era === "modern" });
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
    // goes around it at the start, so that no message passes unjudged.
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
