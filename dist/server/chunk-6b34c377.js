import {
  jsonSchemaOf
} from "./chunk-25c97759.js";
import {
  API_VERSION,
  pageFileUrl
} from "./chunk-c0f9a221.js";
import {
  quote
} from "./chunk-fcfa5815.js";
import {
  ErrorBodySchema,
  asHttpError
} from "./chunk-945de0b6.js";

// src/mcp/sdk.ts
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { CallToolRequestSchema, DEFAULT_NEGOTIATED_PROTOCOL_VERSION, ErrorCode, GetPromptRequestSchema, InitializeRequestSchema, isInitializeRequest, JSONRPCMessageSchema, LATEST_PROTOCOL_VERSION, ListPromptsRequestSchema, ListToolsRequestSchema, McpError, PingRequestSchema, RequestSchema, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";
import { DEFAULT_MAX_REQUEST_BODY_SIZE, requestBodyTooLargeMessage } from "@modelcontextprotocol/sdk/server/requestBody.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";

// src/mcp/messages.ts
var REQUEST_SCHEMAS = /* @__PURE__ */ new Map([
  [
    "initialize",
    InitializeRequestSchema
  ],
  [
    "ping",
    PingRequestSchema
  ],
  [
    "tools/list",
    ListToolsRequestSchema
  ],
  [
    "tools/call",
    CallToolRequestSchema
  ],
  [
    "prompts/list",
    ListPromptsRequestSchema
  ],
  [
    "prompts/get",
    GetPromptRequestSchema
  ]
]);
var REQUEST_MEMBERS = /* @__PURE__ */ new Set([
  "jsonrpc",
  "id",
  "method",
  "params"
]);
function parseError() {
  return errorAnswer(null, ErrorCode.ParseError, "Parse error: Invalid JSON");
}
function invalidRequest(id, reason) {
  return errorAnswer(id, ErrorCode.InvalidRequest, `Invalid Request: ${reason}`);
}
function refusalOf(message) {
  if (isRequest(message)) {
    const known = REQUEST_SCHEMAS.get(message.method);
    const result = (known ?? RequestSchema).safeParse({
      method: message.method,
      params: message.params
    });
    if (result.success) return void 0;
    const [first, ...others] = result.error.issues;
    const more = others.length === 0 ? "" : ` (and ${others.length} more problem${others.length === 1 ? "" : "s"})`;
    const where = known === void 0 ? "" : ` for ${message.method}`;
    return errorAnswer(message.id, ErrorCode.InvalidParams, `Invalid params${where}: ${pathText(first?.path ?? [])}: ${problemOf(first)}${more}`);
  }
  if (JSONRPCMessageSchema.safeParse(message).success) return void 0;
  return invalidRequest(idOf(message), "not a JSON-RPC 2.0 message");
}
function isRequest(message) {
  return isObject(message) && message.jsonrpc === "2.0" && isRequestId(message.id) && typeof message.method === "string" && Object.keys(message).every((member) => REQUEST_MEMBERS.has(member));
}
function idOf(message) {
  return isObject(message) && isRequestId(message.id) ? message.id : null;
}
function isRequestId(id) {
  return typeof id === "string" || Number.isSafeInteger(id);
}
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function pathText(path) {
  return path.map((key, i) => {
    if (typeof key === "number") return `[${key}]`;
    const name = String(key);
    if (/^[A-Za-z_$][\w$]*$/.test(name)) return i === 0 ? name : `.${name}`;
    return /^[\x20-\x7e]{1,64}$/.test(name) ? `[${JSON.stringify(name)}]` : "[...]";
  }).join("");
}
function problemOf(issue) {
  const text = (issue?.message ?? "").replace(/^Invalid input(: )?/, "");
  return /^[\x20-\x7e]{1,120}$/.test(text) ? text : "invalid value";
}
function errorAnswer(id, code, message) {
  return {
    jsonrpc: "2.0",
    id,
    error: {
      code,
      message
    }
  };
}

// src/mcp/tools.ts
var SEED_ADVICE = " Leave seed out for a fresh draw; give one only to reproduce or verify an earlier answer, or when the user supplies it.";
var WHEN_TO_USE = {
  announce_giveaway: " Use it when the user wants a giveaway, raffle or prize draw whose winners nobody (you included) can choose or redo: call it before the draw, give the user the ID and link to publish, and call giveaway_result after the draw. For a pick that may happen now, use pick_from_list (fairdraw random) instead.",
  giveaway_result: " Use it after announce_giveaway, with the ID it gave (or one the user brings), to read the winners once the draw is published, or to show what was announced.",
  seed_from_draw: " For a whole giveaway, announce_giveaway does this for you and keeps the announcement in a public register.",
  pick_from_list: " For a giveaway whose fairness people must be able to check before it happens, use the lottery server's announce_giveaway instead."
};
var ANSWER_ADVICE = " The answer is the JSON object that fairdraw's HTTP API gives for the same arguments. A wrong argument gives an error result whose error.field names it.";
function toolOf(operation) {
  const { $schema, ...answer } = jsonSchemaOf(operation.output);
  const { $schema: _, ...error } = jsonSchemaOf(ErrorBodySchema);
  return {
    name: operation.name,
    title: operation.title,
    description: operation.description + (WHEN_TO_USE[operation.name] ?? "") + (operation.seeded ? SEED_ADVICE : "") + ANSWER_ADVICE,
    inputSchema: objectSchema(operation.name, jsonSchemaOf(operation.input)),
    outputSchema: {
      $schema,
      type: "object",
      description: "The answer, as the HTTP API gives it; in an error result (isError: true), the {error} object of the HTTP error answer.",
      anyOf: [
        answer,
        error
      ]
    },
    annotations: {
      title: operation.title,
      readOnlyHint: operation.readOnly,
      destructiveHint: false,
      idempotentHint: operation.idempotent,
      openWorldHint: operation.external
    }
  };
}
function answerResult(answer) {
  const text = JSON.stringify(answer);
  const structuredContent = JSON.parse(text);
  return {
    content: [
      {
        type: "text",
        text
      }
    ],
    structuredContent
  };
}
function errorResult(error) {
  const { error: details } = error.toBody();
  const structuredContent = {
    error: {
      ...details
    }
  };
  return {
    content: [
      {
        type: "text",
        text: JSON.stringify(structuredContent)
      }
    ],
    structuredContent,
    isError: true
  };
}
function objectSchema(name, schema) {
  if (schema.type !== "object") {
    throw new TypeError(`the input schema of ${name} is not an object schema`);
  }
  return {
    ...schema,
    type: "object"
  };
}

// src/mcp/server.ts
var MCP_SERVER_VERSION = API_VERSION;
var SERVER_INFO = {
  lottery: {
    title: "fairdraw lottery",
    description: "Verifiable lottery quick picks, official past draws (Korea Lotto 6/45, Powerball, Mega Millions), ticket checks, and giveaways drawn from a future official draw.",
    instructions: "fairdraw has two servers: this one (lottery) for lottery numbers and draws nobody can rig, and fairdraw random for dice, coins, integers, picks from a list and shuffles. Here: pick_numbers for quick picks, get_draw for the official results of a past draw (and the next draw's number or date), check_ticket to check a ticket against a draw, seed_from_draw for a seed from a draw named before it happens. For a giveaway whose winners nobody can choose, use announce_giveaway before the draw and giveaway_result after it (the fair_giveaway prompt walks through it). Every pick carries a seed that reproduces it."
  },
  random: {
    title: "fairdraw random",
    description: "Fair, verifiable random draws: dice, coins, integers, picks from a list and shuffles, each with the seed that reproduces it.",
    instructions: "fairdraw has two servers: this one (random) for dice, coins, integers, picks from a list and shuffles, and fairdraw lottery for lottery numbers, official draws and giveaways drawn from a future official draw. Every answer here carries a seed that reproduces it; use these tools instead of making up random results. For a draw that must be seen to be fair before it happens, use the lottery server's announce_giveaway."
  }
};
var FAIR_GIVEAWAY_PROMPT = "fair_giveaway";
var GIVEAWAY_TOOLS = [
  "announce_giveaway",
  "giveaway_result",
  "get_draw"
];
var FAIR_GIVEAWAY = {
  name: FAIR_GIVEAWAY_PROMPT,
  title: "Run a fair giveaway",
  description: "Walks through a giveaway whose winners nobody can choose: announce it before an official lottery draw, publish its ID, and read the winners after the draw.",
  arguments: [
    {
      name: "title",
      description: 'What the giveaway is for, e.g. "Book club prize, November".',
      required: false
    },
    {
      name: "entries",
      description: "The entrants, one a line, in the order to be announced.",
      required: false
    },
    {
      name: "winners",
      description: "How many winners to draw (default 1).",
      required: false
    },
    {
      name: "game",
      description: "The lottery whose draw decides: kr645, powerball or megamillions.",
      required: false
    }
  ]
};
var PROMPT_ARGUMENT_LIMIT = 2e5;
function fairGiveawayText(args) {
  const given = (name) => {
    const value = args[name];
    return value === void 0 || value === "" ? void 0 : value.slice(0, PROMPT_ARGUMENT_LIMIT);
  };
  const lines = [
    "Run a fair giveaway with fairdraw's lottery tools, in this order:",
    "",
    "1. Settle the giveaway with me: its title, the entries (each one line, 1 to 200 characters, at most 1000 entries, in a fixed order), how many winners, and the lottery (kr645, powerball or megamillions). Call get_draw with that game and no draw to learn next_draw: the next draw's number (kr645) or date.",
    "2. Before that draw (at least 10 minutes before it is due), call announce_giveaway with game, draw, title, entries and winners. Calling it again with the same arguments is safe: it gives back the same record.",
    "3. Give me the record's id and link to publish to the entrants now, before the draw, and tell me when the draw is due (due_at). Do not change the entries or the draw after this: any change is another giveaway with another ID.",
    '4. After the draw, call giveaway_result with the id. When its status is "drawn", report the winners, the official numbers and official_url, where anyone can check them. While it is "announced", the draw has not been published yet: say when to ask again.',
    "",
    "Never choose, reorder or redraw the winners yourself."
  ];
  const title = given("title");
  const entries = given("entries");
  const winners = given("winners");
  const game = given("game");
  if ([
    title,
    entries,
    winners,
    game
  ].some((value) => value !== void 0)) {
    lines.push("", "What I have given so far:");
    if (title !== void 0) lines.push(`- title: ${title}`);
    if (winners !== void 0) lines.push(`- winners: ${winners}`);
    if (game !== void 0) lines.push(`- game: ${game}`);
    if (entries !== void 0) lines.push("- entries:", entries);
  }
  return lines.join("\n");
}
function promptsOf(toolSet) {
  return GIVEAWAY_TOOLS.every((name) => toolSet.operations.has(name)) ? [
    FAIR_GIVEAWAY
  ] : [];
}
var iconDataUri;
function iconAsDataUri() {
  if (iconDataUri === void 0) {
    const bytes = Deno.readFileSync(pageFileUrl("icon.svg"));
    iconDataUri = `data:image/svg+xml;base64,${btoa(String.fromCharCode(...bytes))}`;
  }
  return iconDataUri;
}
function identityOf(server, { publicUrl }) {
  const { title, description } = SERVER_INFO[server];
  return {
    name: `fairdraw-${server}`,
    title,
    version: MCP_SERVER_VERSION,
    description,
    ...publicUrl === void 0 ? {} : {
      websiteUrl: publicUrl
    },
    icons: [
      {
        src: publicUrl === void 0 ? iconAsDataUri() : `${publicUrl}/assets/icon.svg`,
        mimeType: "image/svg+xml",
        sizes: [
          "any"
        ]
      }
    ]
  };
}
function instructionsOf(server) {
  return SERVER_INFO[server].instructions;
}
var validator;
function sharedValidator() {
  validator ??= new AjvJsonSchemaValidator();
  return validator;
}
var SERVER_NAMES = Object.keys(SERVER_INFO);
function toolSetOf(server, operations, options = {}) {
  const own = operations.filter((operation) => operation.server === server);
  return {
    server,
    identity: identityOf(server, options),
    tools: own.map(toolOf),
    operations: new Map(own.map((operation) => [
      operation.name,
      operation
    ]))
  };
}
var LooseCallToolRequestSchema = CallToolRequestSchema.extend({
  params: RequestSchema.shape.params
});
async function callTool(toolSet, context, params, admitted = () => void 0) {
  const { name, arguments: input = {} } = params;
  const operation = toolSet.operations.get(name);
  if (operation === void 0) {
    const known = [
      ...toolSet.operations.keys()
    ].join(", ");
    throw new ProtocolError(ErrorCode.InvalidParams, `Unknown tool: ${quote(name)} (tools: ${known})`);
  }
  const refused = admitted();
  if (refused !== void 0) return errorResult(refused);
  try {
    return answerResult(await operation.run(input, context));
  } catch (error) {
    return errorResult(asHttpError(error));
  }
}
function getPrompt(toolSet, params) {
  const prompt = promptsOf(toolSet).find((candidate) => candidate.name === params.name);
  if (prompt === void 0) {
    const known = promptsOf(toolSet).map((candidate) => candidate.name).join(", ") || "none";
    throw new ProtocolError(ErrorCode.InvalidParams, `Unknown prompt: ${quote(params.name)} (prompts: ${known})`);
  }
  return {
    description: prompt.description,
    messages: [
      {
        role: "user",
        content: {
          type: "text",
          text: fairGiveawayText(params.arguments ?? {})
        }
      }
    ]
  };
}
function createMcpServer(toolSet, context, { screened = false, admit } = {}) {
  const prompts = promptsOf(toolSet);
  const server = new ScreeningServer(toolSet.identity, {
    capabilities: {
      tools: {
        listChanged: false
      },
      ...prompts.length === 0 ? {} : {
        prompts: {
          listChanged: false
        }
      }
    },
    instructions: instructionsOf(toolSet.server),
    jsonSchemaValidator: sharedValidator()
  }, screened);
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      ...toolSet.tools
    ]
  }));
  server.setRequestHandler(LooseCallToolRequestSchema, (request, extra) => callTool(toolSet, context, request.params, admit === void 0 ? void 0 : () => admit(extra.requestId)));
  if (prompts.length > 0) {
    server.setRequestHandler(ListPromptsRequestSchema, () => ({
      prompts: [
        ...prompts
      ]
    }));
    server.setRequestHandler(GetPromptRequestSchema, (request) => getPrompt(toolSet, request.params));
  }
  return server;
}
var ScreeningServer = class extends Server {
  screened;
  constructor(info, options, screened) {
    super(info, options), this.screened = screened;
  }
  connect(transport) {
    if (this.screened) return super.connect(transport);
    const start = transport.start.bind(transport);
    transport.start = () => {
      const deliver = transport.onmessage;
      transport.onmessage = (message, extra) => {
        const refusal = refusalOf(message);
        if (refusal === void 0) return deliver?.(message, extra);
        transport.send(refusal).catch((error) => transport.onerror?.(error));
      };
      return start();
    };
    return super.connect(transport);
  }
};
var ProtocolError = class extends Error {
  code;
  constructor(code, message) {
    super(message), this.code = code;
    this.name = "ProtocolError";
  }
};

export {
  WebStandardStreamableHTTPServerTransport,
  DEFAULT_NEGOTIATED_PROTOCOL_VERSION,
  ErrorCode,
  isInitializeRequest,
  JSONRPCMessageSchema,
  LATEST_PROTOCOL_VERSION,
  SUPPORTED_PROTOCOL_VERSIONS,
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  requestBodyTooLargeMessage,
  parseError,
  invalidRequest,
  refusalOf,
  promptsOf,
  instructionsOf,
  toolSetOf,
  callTool,
  getPrompt,
  createMcpServer,
  ProtocolError
};
