/**
 * The two MCP servers, lottery and random, each offering the operations of the table that name it.
 * The low-level SDK `Server` is used (not `McpServer`) so that the tools' JSON Schemas come from
 * the operations' valibot schemas.
 *
 * @module
 */
import { asHttpError, type HttpError } from "../http/errors.ts";
import { quote } from "../http/quote.ts";
import { pageFileUrl } from "../pages/assets.ts";
import { API_VERSION } from "../version.ts";
import type { Context, Operation, ServerName } from "../operations/mod.ts";
import { refusalOf } from "./messages.ts";
import {
  AjvJsonSchemaValidator,
  CallToolRequestSchema,
  type CallToolResult,
  ErrorCode,
  GetPromptRequestSchema,
  type JSONRPCMessage,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
  type RequestId,
  RequestSchema,
  Server,
  type Tool,
  type Transport,
} from "./sdk.ts";
import { answerResult, errorResult, toolOf } from "./tools.ts";

/** The version the servers report: the interface version of SPEC.md. */
export const MCP_SERVER_VERSION = API_VERSION;

/** What each server tells clients about itself. */
const SERVER_INFO: Record<
  ServerName,
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
};

/** The prompt that walks a model through a fair giveaway, on the server that has its tools. */
export const FAIR_GIVEAWAY_PROMPT = "fair_giveaway";

/** The tools the fair_giveaway prompt needs. */
const GIVEAWAY_TOOLS = ["announce_giveaway", "giveaway_result", "get_draw"] as const;

/** A prompt as both SDKs declare it. */
export interface PromptDeclaration {
  name: string;
  title: string;
  description: string;
  arguments: { name: string; description: string; required: boolean }[];
}

const FAIR_GIVEAWAY: PromptDeclaration = {
  name: FAIR_GIVEAWAY_PROMPT,
  title: "Run a fair giveaway",
  description: "Walks through a giveaway whose winners nobody can choose: announce it before an " +
    "official lottery draw, publish its ID, and read the winners after the draw.",
  arguments: [
    {
      name: "title",
      description: 'What the giveaway is for, e.g. "Book club prize, November".',
      required: false,
    },
    {
      name: "entries",
      description: "The entrants, one a line, in the order to be announced.",
      required: false,
    },
    { name: "winners", description: "How many winners to draw (default 1).", required: false },
    {
      name: "game",
      description: "The lottery whose draw decides: kr645, powerball or megamillions.",
      required: false,
    },
  ],
};

/** The longest argument a prompt takes, in UTF-16 units; past it the argument is cut. */
const PROMPT_ARGUMENT_LIMIT = 200_000;

/** The text of the fair_giveaway prompt, with what the caller has given. */
export function fairGiveawayText(args: Readonly<Record<string, string>>): string {
  const given = (name: string) => {
    const value = args[name];
    return value === undefined || value === "" ? undefined : value.slice(0, PROMPT_ARGUMENT_LIMIT);
  };
  const lines = [
    "Run a fair giveaway with fairdraw's lottery tools, in this order:",
    "",
    "1. Settle the giveaway with me: its title, the entries (each one line, 1 to 200 " +
    "characters, at most 1000 entries, in a fixed order), how many winners, and the lottery " +
    "(kr645, powerball or megamillions). Call get_draw with that game and no draw to learn " +
    "next_draw: the next draw's number (kr645) or date.",
    "2. Before that draw (at least 10 minutes before it is due), call announce_giveaway with " +
    "game, draw, title, entries and winners. Calling it again with the same arguments is safe: " +
    "it gives back the same record.",
    "3. Give me the record's id and link to publish to the entrants now, before the draw, and " +
    "tell me when the draw is due (due_at). Do not change the entries or the draw after this: " +
    "any change is another giveaway with another ID.",
    '4. After the draw, call giveaway_result with the id. When its status is "drawn", report ' +
    "the winners, the official numbers and official_url, where anyone can check them. While " +
    'it is "announced", the draw has not been published yet: say when to ask again.',
    "",
    "Never choose, reorder or redraw the winners yourself.",
  ];
  const title = given("title");
  const entries = given("entries");
  const winners = given("winners");
  const game = given("game");
  if ([title, entries, winners, game].some((value) => value !== undefined)) {
    lines.push("", "What I have given so far:");
    if (title !== undefined) lines.push(`- title: ${title}`);
    if (winners !== undefined) lines.push(`- winners: ${winners}`);
    if (game !== undefined) lines.push(`- game: ${game}`);
    if (entries !== undefined) lines.push("- entries:", entries);
  }
  return lines.join("\n");
}

/** The prompts a tool set offers: fair_giveaway where the giveaway tools are. */
export function promptsOf(toolSet: ToolSet): readonly PromptDeclaration[] {
  return GIVEAWAY_TOOLS.every((name) => toolSet.operations.has(name)) ? [FAIR_GIVEAWAY] : [];
}

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

function identityOf(server: ServerName, { publicUrl }: ToolSetOptions): ServerIdentity {
  const { title, description } = SERVER_INFO[server];
  return {
    name: `fairdraw-${server}`,
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

/** What a server tells a model about itself and its neighbour. */
export function instructionsOf(server: ServerName): string {
  return SERVER_INFO[server].instructions;
}

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
  /** The identity the server reports. */
  identity: ServerIdentity;
  /** The tool declarations, in table order. */
  tools: readonly Tool[];
  /** The operation behind each tool name. */
  operations: ReadonlyMap<string, Operation>;
}

/** The tools of one server: the operations of the table whose `server` names it. */
export function toolSetOf(
  server: ServerName,
  operations: readonly Operation[],
  options: ToolSetOptions = {},
): ToolSet {
  const own = operations.filter((operation) => operation.server === server);
  return {
    server,
    identity: identityOf(server, options),
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
 * Runs one tool call: the operation's answer as a result, or the HTTP error as an error result;
 * a call that `admitted` refuses (over the rate limit) is an error result and does not run. A
 * tool that does not exist is a protocol error (invalid params), thrown as a {@linkcode ProtocolError}.
 */
export async function callTool(
  toolSet: ToolSet,
  context: Context,
  params: { name: string; arguments?: Record<string, unknown> },
  admitted: () => HttpError | undefined = () => undefined,
): Promise<CallToolResult> {
  const { name, arguments: input = {} } = params;
  const operation = toolSet.operations.get(name);
  if (operation === undefined) {
    const known = [...toolSet.operations.keys()].join(", ");
    // The name is quoted as every message quotes what a caller sent: cut short, well-formed.
    throw new ProtocolError(
      ErrorCode.InvalidParams,
      `Unknown tool: ${quote(name)} (tools: ${known})`,
    );
  }
  const refused = admitted();
  if (refused !== undefined) return errorResult(refused);
  try {
    return answerResult(await operation.run(input, context));
  } catch (error) {
    return errorResult(asHttpError(error));
  }
}

/** The answer to prompts/get: the prompt's messages, or a protocol error for another name. */
export function getPrompt(
  toolSet: ToolSet,
  params: { name: string; arguments?: Record<string, string> },
): { description: string; messages: { role: "user"; content: { type: "text"; text: string } }[] } {
  const prompt = promptsOf(toolSet).find((candidate) => candidate.name === params.name);
  if (prompt === undefined) {
    const known = promptsOf(toolSet).map((candidate) => candidate.name).join(", ") || "none";
    throw new ProtocolError(
      ErrorCode.InvalidParams,
      `Unknown prompt: ${quote(params.name)} (prompts: ${known})`,
    );
  }
  return {
    description: prompt.description,
    messages: [{
      role: "user",
      content: { type: "text", text: fairGiveawayText(params.arguments ?? {}) },
    }],
  };
}

/** Options of {@linkcode createMcpServer}. */
export interface McpServerOptions {
  /**
   * The caller has judged every message this server will receive as the screen would
   * (messages.ts), so the screen is not run again.
   */
  screened?: boolean;
  /**
   * Whether the tool call of this request id may run, or the error it is answered with instead
   * (the rate limit counts each call); every call runs when absent.
   */
  admit?: (id: RequestId) => HttpError | undefined;
}

/**
 * Makes an MCP server offering a tool set. A call runs the operation with the app's context, as
 * HTTP does; a wrong argument, an unavailable source or a bug is an error result carrying the HTTP
 * error, and only a tool that does not exist is a protocol error.
 */
export function createMcpServer(
  toolSet: ToolSet,
  context: Context,
  { screened = false, admit }: McpServerOptions = {},
): Server {
  const prompts = promptsOf(toolSet);
  const server = new ScreeningServer(
    toolSet.identity,
    {
      capabilities: {
        tools: { listChanged: false },
        ...(prompts.length === 0 ? {} : { prompts: { listChanged: false } }),
      },
      instructions: instructionsOf(toolSet.server),
      jsonSchemaValidator: sharedValidator(),
    },
    screened,
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: [...toolSet.tools] }));
  server.setRequestHandler(LooseCallToolRequestSchema, (request, extra) =>
    // The call has been checked against the SDK's strict schema by now: a name and an object.
    callTool(
      toolSet,
      context,
      request.params as { name: string; arguments?: Record<string, unknown> },
      admit === undefined ? undefined : () => admit(extra.requestId),
    ));
  if (prompts.length > 0) {
    server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: [...prompts] }));
    server.setRequestHandler(
      GetPromptRequestSchema,
      (request) => getPrompt(toolSet, request.params),
    );
  }
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
export class ProtocolError extends Error {
  constructor(readonly code: number, message: string) {
    super(message);
    this.name = "ProtocolError";
  }
}
