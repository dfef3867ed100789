import {
  jsonSchemaOf
} from "./chunk-25c97759.js";
import {
  COMPRESS_ABOVE_BYTES,
  JSON_TYPE,
  compress,
  isCompressibleType,
  loadCompression,
  preferredCoding
} from "./chunk-510687ac.js";
import {
  API_VERSION,
  ASSETS,
  pageFileUrl
} from "./chunk-c0f9a221.js";
import {
  BODY_LIMIT
} from "./chunk-9e927f60.js";
import {
  toHex
} from "./chunk-e6fde568.js";
import {
  ERROR_STATUS,
  ErrorBodySchema,
  HttpError,
  STATUS_TEXT
} from "./chunk-945de0b6.js";
import "./chunk-2aa92824.js";
import {
  lazy
} from "./chunk-9718ce8c.js";
import "./chunk-a428129c.js";
import {
  DRAW_GAMES,
  GAMES,
  gameOf
} from "./chunk-0630ae7e.js";
import "./chunk-8a11dbd4.js";
import "./chunk-e5abcffa.js";

// src/openapi.ts
var EXAMPLE_CONTEXT = {
  freshSeed() {
    throw new TypeError("an example of a random operation must give its seed");
  }
};
function operationExamples(operation) {
  return operation.samples.examples.map((example) => {
    const answer = example.answer ?? operation.run(example.arguments, EXAMPLE_CONTEXT);
    if (answer instanceof Promise) {
      throw new TypeError(`the example ${example.name} of ${operation.name} needs an answer`);
    }
    return {
      ...example,
      answer: JSON.parse(JSON.stringify(answer))
    };
  });
}
var ERROR_MEANINGS = {
  invalid_argument: "an argument has the wrong type or is out of bounds: a bad seed, a bad list, duplicate ticket numbers, a count above what the range or list holds, a parameter given twice",
  missing_argument: "a required argument is absent",
  unknown_argument: "an argument the operation does not take, or a query string on a POST",
  invalid_json: "a POST body that is not one JSON object",
  draw_not_found: "the named draw does not exist: not yet drawn, no draw on that date, or before the game began",
  too_late: "a giveaway announced for a draw already made, or due within 10 minutes by its schedule: the register only takes announcements made before their draw",
  not_found: "no such path, or no giveaway registered under that ID",
  origin_not_allowed: "an MCP request from a browser origin that the server does not take: it takes local origins, its own (PUBLIC_URL) and those in MCP_ALLOWED_ORIGINS (default: none); or a browser POST to the register from a page of another origin than its own or a local one",
  method_not_allowed: "the path does not take that method; the Allow header lists those it does",
  payload_too_large: `a request body over ${BODY_LIMIT / 2 ** 20} MiB, more than the largest valid request needs`,
  unsupported_media_type: "a non-empty POST body that is not application/json",
  rate_limited: "a client over the configured rate limit, or over its hourly register budget; Retry-After says when to try again",
  source_unavailable: "the source of past draws did not answer and nothing cached can stand in",
  request_timeout: "the request took longer than the configured time limit (REQUEST_TIMEOUT_MS); Retry-After says when to try again",
  register_unavailable: "the giveaway register's storage (Deno KV) could not be read or written, or the register has taken all it takes in an hour; Retry-After says when to try again",
  record_damaged: "the record kept under that ID does not match it (its ID computed again, or its leaf in the log, differs): it was changed in storage, and is not served",
  internal: "a bug: logged with its stack, never shown to the caller"
};
var TAG_DESCRIPTIONS = {
  lottery: "Lottery numbers: quick picks, past draws and ticket checks.",
  random: "Fair random utilities: dice, coins, integers, list picks and shuffles."
};
var EVERY_STATUS = [
  400,
  405,
  429,
  503
];
var POST_STATUS = [
  413,
  415
];
var PATH_STATUS = 404;
var STATUS_HEADERS = {
  405: {
    Allow: {
      description: "The methods the path takes, e.g. `GET, POST, HEAD, OPTIONS`.",
      required: true,
      schema: {
        type: "string"
      }
    }
  },
  429: {
    "Retry-After": retryAfter("until the client may ask again")
  },
  503: {
    "Retry-After": retryAfter("until the source, the register or the server is worth asking again")
  }
};
function answerHeaders(operation) {
  const text = (description, required) => ({
    description,
    required,
    schema: {
      type: "string"
    }
  });
  return {
    "Cache-Control": text(`${operation.cacheNote} A POST's answer is \`no-store\`.`, true),
    "X-Request-Id": text("The request's id: the `X-Request-Id` sent, when it is 1 to 64 characters of `A-Z a-z 0-9 . _ -`, otherwise a new UUID. Every log line about the request carries it.", true),
    "RateLimit-Policy": text('The per-client limit (draft-ietf-httpapi-ratelimit-headers), e.g. `"per-client";q=600;w=60`: `q` requests a `w`-second window. Absent when no limit is set.', false),
    RateLimit: text('Where the client stands, e.g. `"per-client";r=599;t=1`: `r` requests left, `t` seconds until the quota is whole again. Absent when no limit is set.', false)
  };
}
function retryAfter(until) {
  return {
    description: `Whole seconds ${until}.`,
    required: true,
    schema: {
      type: "integer",
      minimum: 0
    }
  };
}
var GET_LIST_RULES = "In GET, one comma-separated parameter: an item cannot hold a comma (not even as %2C, since the list is split after decoding), and the whole request head may be at most 64 KiB (a longer one is refused by the server with a bare 400). Longer lists, or items with commas: use POST.";
var HEALTH_ANSWER_SCHEMA = {
  type: "object",
  required: [
    "status",
    "version",
    "kv",
    "kv_store",
    "kv_shared",
    "sources"
  ],
  additionalProperties: false,
  properties: {
    status: {
      enum: [
        "ok",
        "unavailable"
      ],
      description: "`unavailable` (with 503) when KV cannot be read or written."
    },
    version: {
      type: "string",
      description: "The interface version."
    },
    kv: {
      enum: [
        "ok",
        "unreadable",
        "unwritable",
        "none"
      ],
      description: "Whether KV answers: `unreadable` when it cannot be read, or did not answer in time; `unwritable` when it reads but cannot be written (a read-only file); `none` when draws are kept in memory alone."
    },
    kv_store: {
      enum: [
        "none",
        "memory",
        "file",
        "default",
        "remote",
        "deploy"
      ],
      description: "Where KV lives: `memory` (`:memory:`, this instance's alone), `file` (shared by the processes of one machine), `default` (Deno's default file), `remote` (KV Connect, shared), `deploy` (Deno Deploy: shared when a KV database is assigned to the app, each instance's own in memory when not; the runtime does not tell which)."
    },
    kv_shared: {
      type: [
        "boolean",
        "null"
      ],
      description: "Whether instances on other machines share KV; null when it cannot be told."
    },
    sources: {
      type: "array",
      description: "Each source of past draws, as the instances sharing KV know it.",
      items: {
        type: "object",
        required: [
          "name",
          "games",
          "last_success",
          "last_failure",
          "failures",
          "backoff_until"
        ],
        additionalProperties: false,
        properties: {
          name: {
            type: "string"
          },
          games: {
            type: "array",
            items: {
              type: "string"
            }
          },
          last_success: {
            type: [
              "string",
              "null"
            ],
            format: "date-time"
          },
          last_failure: {
            type: [
              "string",
              "null"
            ],
            format: "date-time"
          },
          failures: {
            type: "integer",
            minimum: 0,
            description: "Failures in a row."
          },
          backoff_until: {
            type: [
              "string",
              "null"
            ],
            format: "date-time",
            description: "Until when the source is left alone after failing; null when it is not."
          }
        }
      }
    }
  }
};
function withHealthCheck(document) {
  const answer = (description) => ({
    description,
    content: {
      "application/json": {
        schema: ref("schemas", "HealthAnswer")
      }
    }
  });
  const health = {
    get: {
      operationId: "health_check",
      summary: "Health check",
      description: "The state of KV (read for real, a write tried now and then), what kind of KV it is, and each source of past draws: last success, last failure, backoff. Answers within about 1 s whatever KV does. Never rate limited, never cached (`Cache-Control: no-store`).",
      tags: [],
      parameters: [],
      responses: {
        "200": answer("KV can be read and written."),
        "503": answer("KV cannot be read or written: this instance cannot keep or share draws (it still answers them from their sources).")
      }
    }
  };
  return {
    ...document,
    paths: {
      ...document.paths,
      "/healthz": health
    },
    components: {
      ...document.components,
      schemas: {
        ...document.components.schemas,
        HealthAnswer: HEALTH_ANSWER_SCHEMA
      }
    }
  };
}
function postOperationId(operation) {
  return operation.methods.includes("GET") ? `${operation.name}_post` : operation.name;
}
function operationItems(paths) {
  return Object.entries(paths).flatMap(([path, item]) => {
    const { get, post } = item;
    if (get === void 0 || post === void 0 || post.operationId === `${get.operationId}_post`) {
      return [
        [
          path,
          item
        ]
      ];
    }
    return [
      [
        path,
        {
          post
        }
      ],
      [
        path,
        {
          get
        }
      ]
    ];
  });
}
function openApiDocument(operations) {
  const schemas = {
    Error: errorSchema()
  };
  const paths = {};
  for (const operation of operations) {
    const base = pascalCase(operation.name);
    const input = withoutDialect(jsonSchemaOf(operation.input));
    const examples = operationExamples(operation);
    if (operation.methods.includes("POST")) schemas[`${base}Arguments`] = input;
    schemas[`${base}Answer`] = withoutDialect(jsonSchemaOf(operation.output));
    const item = {};
    if (operation.methods.includes("GET")) {
      item.get = getOperation(operation, {
        input,
        base,
        examples
      });
    }
    if (operation.methods.includes("POST")) {
      item.post = postOperation(operation, {
        base,
        examples
      });
    }
    paths[operation.path] = {
      ...paths[operation.path],
      ...item
    };
  }
  const listed = operations.some((operation) => operation.pathParameters.length > 0) ? [
    ...EVERY_STATUS,
    ...POST_STATUS,
    PATH_STATUS
  ] : [
    ...EVERY_STATUS,
    ...POST_STATUS
  ];
  const servers = [
    ...new Set(operations.map((operation) => operation.server))
  ];
  return {
    openapi: "3.1.0",
    info: {
      title: "fairdraw",
      version: API_VERSION,
      summary: "Free lottery numbers and fair, reproducible random draws.",
      description: infoDescription()
    },
    servers: [
      {
        url: "/",
        description: "This server"
      }
    ],
    tags: servers.map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name]
    })),
    paths,
    components: {
      schemas,
      responses: errorResponses(listed)
    }
  };
}
function getOperation(operation, parts) {
  const { input, base, examples } = parts;
  const properties2 = input.properties ?? {};
  const required = new Set(input.required ?? []);
  const inPath = new Set(operation.pathParameters);
  const parameters = Object.entries(properties2).map(([name, schema]) => {
    const { description, ...rest } = schema;
    const values = examples.filter((example) => Object.hasOwn(example.arguments, name));
    const valueExamples = values.length === 0 ? {} : {
      examples: Object.fromEntries(values.map((example) => [
        example.name,
        {
          summary: example.summary,
          value: example.arguments[name]
        }
      ]))
    };
    if (inPath.has(name)) {
      return {
        name,
        in: "path",
        ...description === void 0 ? {} : {
          description
        },
        required: true,
        schema: rest,
        ...valueExamples
      };
    }
    const list = rest.type === "array";
    const text = list ? `${description ?? ""} ${GET_LIST_RULES}`.trim() : description;
    return {
      name,
      in: "query",
      ...text === void 0 ? {} : {
        description: text
      },
      required: required.has(name),
      schema: rest,
      ...list ? {
        style: "form",
        explode: false
      } : {},
      ...valueExamples
    };
  });
  const onlyPath = parameters.every((parameter) => parameter.in === "path");
  return {
    operationId: operation.name,
    summary: operation.title,
    description: `${operation.description}

` + (onlyPath ? "Its argument goes in the path; a query parameter is a 400." : "Arguments go in the query string; a list is one comma-separated parameter, whose items cannot hold a comma, in a request head of at most 64 KiB (longer lists: use POST). A parameter the operation does not take, or one given twice, is a 400."),
    tags: [
      operation.server
    ],
    parameters,
    responses: responses(operation, {
      base,
      examples
    }, inPath.size > 0 ? [
      ...EVERY_STATUS,
      PATH_STATUS
    ] : EVERY_STATUS)
  };
}
function postOperation(operation, parts) {
  const { base, examples } = parts;
  const alone = !operation.methods.includes("GET");
  return {
    operationId: postOperationId(operation),
    summary: alone ? operation.title : `${operation.title} (JSON body)`,
    description: `${operation.description}

Arguments go in a JSON object body; a property the operation does not take is a 400. The body may be left out (or empty) when no argument is required; a query string on a POST is a 400.`,
    tags: [
      operation.server
    ],
    requestBody: {
      description: "The arguments, as one JSON object.",
      // Optional unless POST is the operation's one method (then its arguments are required).
      required: alone,
      content: {
        "application/json": {
          schema: ref("schemas", `${base}Arguments`),
          examples: examplesOf(examples, (example) => example.arguments)
        }
      }
    },
    responses: responses(operation, parts, [
      ...EVERY_STATUS,
      ...POST_STATUS
    ])
  };
}
function examplesOf(examples, value) {
  return Object.fromEntries(examples.map((example) => [
    example.name,
    {
      summary: example.summary,
      value: value(example)
    }
  ]));
}
function responses(operation, parts, statuses) {
  const answers = {};
  const creates = operation.statuses.includes(201);
  for (const status of operation.statuses) {
    answers[String(status)] = {
      description: status === 201 ? `The answer of ${operation.name}: a record it has just created.` : creates ? `The answer of ${operation.name}: the record that existed already, unchanged.` : `The answer of ${operation.name}.`,
      headers: answerHeaders(operation),
      content: {
        "application/json": {
          schema: ref("schemas", `${parts.base}Answer`),
          ...parts.examples.length === 0 ? {} : {
            examples: examplesOf(parts.examples, (example) => example.answer)
          }
        }
      }
    };
  }
  for (const status of statuses) answers[String(status)] = ref("responses", `Error${status}`);
  answers.default = ref("responses", "Error");
  return answers;
}
function errorSchema() {
  const { $schema: _, ...schema } = jsonSchemaOf(ErrorBodySchema);
  return schema;
}
function errorResponses(statuses) {
  const answers = {};
  const listed = new Set(statuses);
  for (const [status, codes] of codesByStatus()) {
    if (!listed.has(status)) continue;
    const headers = STATUS_HEADERS[status];
    answers[`Error${status}`] = {
      description: `${STATUS_TEXT[status] ?? "Error"}: ` + codes.map((code) => `\`${code}\`: ${ERROR_MEANINGS[code]}.`).join(" "),
      ...headers === void 0 ? {} : {
        headers
      },
      content: {
        "application/json": {
          schema: {
            allOf: [
              ref("schemas", "Error"),
              {
                type: "object",
                properties: {
                  error: {
                    type: "object",
                    properties: {
                      code: {
                        enum: codes
                      }
                    }
                  }
                }
              }
            ]
          }
        }
      }
    };
  }
  const others = codesByStatus().filter(([status]) => !listed.has(status));
  answers.Error = {
    description: "Any other error: " + others.flatMap(([status, codes]) => codes.map((code) => `${status} \`${code}\``)).join(", ") + ". None is expected from a documented operation.",
    content: {
      "application/json": {
        schema: ref("schemas", "Error")
      }
    }
  };
  return answers;
}
function codesByStatus() {
  const groups = /* @__PURE__ */ new Map();
  for (const [code, status] of Object.entries(ERROR_STATUS)) {
    groups.set(status, [
      ...groups.get(status) ?? [],
      code
    ]);
  }
  return [
    ...groups
  ].sort(([a], [b]) => a - b);
}
function infoDescription() {
  const rows = codesByStatus().flatMap(([status, codes]) => codes.map((code) => `| ${status} | \`${code}\` | ${ERROR_MEANINGS[code]} |`));
  return [
    "A free, keyless API for lottery numbers and fair random draws. Every operation is offered as GET (arguments in the query string; a list is one comma-separated parameter) and as POST (arguments in a JSON object body, which may be left out), but the giveaway register's: `POST /api/v1/giveaways` announces a giveaway before its draw (201 when new, 200 with the first record when the same announcement was made before) and `GET /api/v1/giveaways/{id}` reads it, with its winners once the draw is published.",
    `GET cannot carry two things, which POST can: a list item that holds a comma, and a long list. A GET list is split at every comma after decoding (%2C too), and the whole request head may be at most 64 KiB: the server refuses a longer one itself with a bare 400, no body and no CORS headers, before the API sees it.`,
    "Every random answer carries `seed`, 64 hex characters. Sending it back with the same arguments gives the same answer, byte for byte, so anyone can check a draw. This is a fair, verifiable utility for entertainment and checking, not a certified gaming RNG.",
    "The same operations are MCP tools at `/mcp/lottery` and `/mcp/random`. A readable reference is at `/docs`.",
    'Every error has the body `{"error":{"code","message","field"}}`:',
    [
      "| status | code | when |",
      "|---|---|---|",
      ...rows
    ].join("\n")
  ].join("\n\n");
}
function ref(kind, name) {
  return {
    $ref: `#/components/${kind}/${name}`
  };
}
function pascalCase(name) {
  return name.split("_").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}
function withoutDialect(schema) {
  const { $schema: _, ...rest } = schema;
  return rest;
}

// src/pages/docs.ts
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
function renderDocs(document) {
  const operations = operationItems(document.paths);
  const toc = operations.map(([, item]) => {
    const first = firstOperation(item);
    return `<li><a href="#${first.operationId}">${escapeHtml(first.summary)}</a></li>`;
  }).join("");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>API reference - ${escapeHtml(document.info.title)}</title>
<meta name="description" content="${escapeHtml(document.info.summary)}">
<link rel="icon" href="/assets/icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/style.css">
</head>
<body>
<a class="skip" href="#main">Skip to the reference</a>
<header class="site">
<a class="brand" href="/"><img src="/assets/icon.svg" alt="" width="28" height="28">${escapeHtml(document.info.title)}</a>
<nav aria-label="Site"><a href="/">Home</a> <a href="/docs" aria-current="page">API reference</a> <a href="/openapi.json">OpenAPI</a></nav>
</header>
<main id="main" class="docs">
<h1>API reference</h1>
<p class="lead">${escapeHtml(document.info.summary)} Interface version ${escapeHtml(document.info.version)}. This page and the machine-readable <a href="/openapi.json">OpenAPI 3.1 document</a> are
generated from the same table of operations that the server runs.</p>
${conventions()}
<nav aria-label="Operations"><h2 id="operations">Operations</h2><ul class="toc">${toc}</ul></nav>
${operations.map(([path, item]) => operationSection(document, path, item)).join("\n")}
${errorsSection()}
</main>
<footer class="site"><p>fairdraw is a fair, verifiable utility for entertainment and checking, not a certified gaming RNG.</p></footer>
</body>
</html>
`;
}
function conventions() {
  return `<h2 id="conventions">How to call it</h2>
<ul>
<li>No key and no account. Every answer carries <code>Access-Control-Allow-Origin: *</code>, so
pages on other sites may call the API too.</li>
<li>Every operation answers <strong>GET</strong>, with its arguments in the query string (a list is
one comma-separated parameter, <code>items=a,b,c</code>), and <strong>POST</strong>, with its
arguments in a JSON object body (<code>content-type: application/json</code>). The body may be left
out when no argument is required.</li>
<li>An argument the operation does not take is an error, never ignored, so typos show.</li>
<li>Every random answer carries <code>seed</code>, 64 hex characters. Send it back with the same
arguments and you get the same answer, byte for byte. Leave it out for a fresh draw.</li>
<li>Answers are JSON with status 200. Errors are JSON too, with the body
<code>{"error":{"code","message","field"}}</code>; see <a href="#errors">Errors</a>.</li>
<li>The same operations are MCP tools at <code>/mcp/lottery</code> and <code>/mcp/random</code>.</li>
</ul>`;
}
function firstOperation(item) {
  const first = item.get ?? item.post;
  if (first === void 0) throw new TypeError("a path item with no operation");
  return first;
}
function methodsOf(item) {
  const methods = [];
  if (item.get !== void 0) methods.push([
    "GET",
    item.get
  ]);
  if (item.post !== void 0) methods.push([
    "POST",
    item.post
  ]);
  return methods;
}
function argumentsSchema(document, item) {
  const body = item.post?.requestBody?.content["application/json"]?.schema;
  if (body !== void 0) return resolve(document, body);
  const parameters = item.get?.parameters ?? [];
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((p) => [
      p.name,
      {
        ...p.schema,
        description: p.description
      }
    ])),
    required: parameters.filter((p) => p.required).map((p) => p.name)
  };
}
function operationSection(document, path, item) {
  const first = firstOperation(item);
  const input = argumentsSchema(document, item);
  const success = first.responses["200"] ?? first.responses["201"];
  const answer = resolve(document, responseSchema(success));
  const required = new Set(input.required ?? []);
  const argumentItems = Object.entries(properties(input)).map(([name, schema]) => fieldItem(name, schema, required.has(name) ? "required" : "optional"));
  const answerLists = answerVariants(answer).map(([games, variant]) => (games === "" ? "" : `<p>For ${games}:</p>
`) + `<dl class="fields-list">${fieldItems(variant, "").join("")}</dl>`).join("\n");
  const methods = methodsOf(item);
  const last = methods[methods.length - 1][1];
  const statuses = Object.keys(last.responses).filter((status) => status !== "default");
  const id = first.operationId;
  return `<section id="${id}" aria-labelledby="${id}-title">
<h2 id="${id}-title">${escapeHtml(first.summary)}</h2>
<ul class="endpoint">
${methods.map(([method, operation]) => `<li><span class="method">${method}</span><code>${escapeHtml(path)}</code> <span class="op-id">(${escapeHtml(operation.operationId)})</span></li>`).join("\n")}
</ul>
<p>${escapeHtml(first.description.split("\n\n")[0] ?? "")}</p>
<h3 id="${id}-arguments">Arguments</h3>
${argumentItems.length === 0 ? "<p>None.</p>" : `<dl class="fields-list">${argumentItems.join("")}</dl>`}
<h3 id="${id}-answer">Answer</h3>
${answerLists}
<p>Statuses: ${statuses.map((status) => `<code>${escapeHtml(status)}</code>`).join(", ")}${methods.length === 2 ? " (413 and 415 for POST only)" : ""}; see <a href="#errors">Errors</a>.</p>
</section>`;
}
var ERROR_EXAMPLE = {
  error: {
    code: "invalid_argument",
    message: "sides must be an integer from 2 to 1000, got 1001",
    field: "sides"
  }
};
function errorsSection() {
  const items = codesByStatus().flatMap(([status, codes]) => codes.map((code) => `<div><dt><code>${code}</code> <span class="type">status ${status}</span></dt><dd>${escapeHtml(ERROR_MEANINGS[code])}</dd></div>`));
  return `<h2 id="errors">Errors</h2>
<p>Every error, whatever its status, has the same body; <code>field</code> names the argument at
fault, or is null, and <code>message</code> says what was wrong and what is allowed:</p>
<pre>${escapeHtml(JSON.stringify(ERROR_EXAMPLE, null, 2))}</pre>
<dl class="fields-list">${items.join("")}</dl>`;
}
function answerVariants(schema) {
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter(isSchema);
  if (variants.length === 0) return [
    [
      "",
      schema
    ]
  ];
  return variants.map((variant) => {
    const game = properties(variant).game;
    const values = game?.const !== void 0 ? [
      game.const
    ] : game?.enum ?? [];
    return [
      values.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(", "),
      variant
    ];
  });
}
function fieldItem(name, schema, presence = "") {
  const allowed = allowedText(schema);
  const facts = [
    typeText(schema),
    presence
  ].filter((fact) => fact !== "").join(", ");
  return `<div><dt><code>${escapeHtml(name)}</code> <span class="type">${facts}</span></dt><dd>${escapeHtml(schema.description ?? "")}${allowed === "" ? "" : ` <span class="allowed">Allowed: ${allowed}.</span>`}</dd></div>`;
}
function fieldItems(schema, prefix) {
  return Object.entries(properties(schema)).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const items = field.type === "array" && isSchema(field.items) ? field.items : void 0;
    const nested = items?.type === "object" ? fieldItems(items, `${path}[].`) : field.type === "object" ? fieldItems(field, `${path}.`) : [];
    return [
      fieldItem(path, field),
      ...nested
    ];
  });
}
function typeText(schema) {
  if (schema.anyOf !== void 0) {
    return schema.anyOf.filter(isSchema).map(typeText).join(" or ");
  }
  const implied = schema.const !== void 0 ? schema.const === null ? "null" : typeof schema.const : "any";
  const types = Array.isArray(schema.type) ? schema.type : [
    schema.type ?? implied
  ];
  return types.map((type) => {
    if (type === "array") {
      return `list of ${isSchema(schema.items) ? typeText(schema.items) : "any"}`;
    }
    return type;
  }).join(" or ");
}
function allowedText(schema) {
  const parts = [];
  if (schema.anyOf !== void 0) {
    parts.push(...schema.anyOf.filter(isSchema).map(allowedText).filter((text) => text !== ""));
  }
  if (schema.const !== void 0) {
    parts.push(`always <code>${escapeHtml(JSON.stringify(schema.const))}</code>`);
  }
  if (schema.enum !== void 0) {
    parts.push(`one of ${schema.enum.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(", ")}`);
  }
  const { minimum, maximum } = schema;
  if (minimum !== void 0 && maximum !== void 0) parts.push(`${minimum} to ${maximum}`);
  else if (minimum !== void 0) parts.push(`at least ${minimum}`);
  else if (maximum !== void 0) parts.push(`at most ${maximum}`);
  if (schema.pattern !== void 0) {
    parts.push(`matches <code>${escapeHtml(schema.pattern)}</code>`);
  }
  if (schema.minItems !== void 0 || schema.maxItems !== void 0) {
    parts.push(`${schema.minItems ?? 0} to ${schema.maxItems ?? "any number of"} items`);
  }
  if (isSchema(schema.items)) {
    const each = allowedText(schema.items);
    if (each !== "") parts.push(`each ${each}`);
  }
  if (schema.minLength !== void 0 || schema.maxLength !== void 0) {
    parts.push(`${schema.minLength ?? 0} to ${schema.maxLength ?? "any number of"} characters`);
  }
  if (schema.default !== void 0) {
    parts.push(`default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`);
  }
  return parts.join("; ");
}
function properties(schema) {
  return Object.fromEntries(Object.entries(schema.properties ?? {}).filter((entry) => isSchema(entry[1])));
}
function isSchema(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function responseSchema(response) {
  if (response === void 0 || "$ref" in response) return void 0;
  return response.content?.["application/json"]?.schema;
}
function resolve(document, schema) {
  if (schema?.$ref === void 0) return schema ?? {};
  const name = schema.$ref.replace("#/components/schemas/", "");
  return document.components.schemas[name] ?? {};
}

// src/pages/_static.ts
var CACHE_CONTROL = "no-cache";
var MAX_BODIES = 24;
function staticHandler(make, options = {}) {
  const made = /* @__PURE__ */ new Map();
  const headers = options.headers ?? {};
  function madeFor(origin, variant) {
    const key = `${origin} ${variant}`;
    let promise = made.get(key);
    if (promise !== void 0) return promise;
    if (made.size >= MAX_BODIES) made.delete(made.keys().next().value);
    promise = (async () => {
      const body = await make(origin, variant);
      return {
        type: body.type,
        identity: {
          bytes: body.bytes,
          etag: await etagOf(body.bytes)
        },
        compressible: isCompressibleType(body.type) && body.bytes.length > COMPRESS_ABOVE_BYTES,
        coded: /* @__PURE__ */ new Map()
      };
    })();
    promise.catch(() => {
      if (made.get(key) === promise) made.delete(key);
    });
    made.set(key, promise);
    return promise;
  }
  return async (request) => {
    const body = await madeFor(options.perOrigin ? new URL(request.url).origin : "", options.variant?.(request) ?? "");
    const coding = body.compressible ? preferredCoding(request.headers.get("accept-encoding")) : null;
    if (coding !== null) await loadCompression();
    const representation = coding === null ? body.identity : codedOf(body, coding);
    const common = {
      ...headers,
      etag: representation.etag,
      "cache-control": options.cacheControl ?? CACHE_CONTROL
    };
    if (body.compressible) common.vary = "Accept-Encoding";
    if (matches(request.headers.get("if-none-match"), representation.etag)) {
      return new Response(null, {
        status: 304,
        headers: common
      });
    }
    const answer = {
      ...common,
      "content-type": body.type
    };
    if (coding !== null) answer["content-encoding"] = coding;
    return new Response(representation.bytes, {
      headers: answer
    });
  };
}
function codedOf(body, coding) {
  let coded = body.coded.get(coding);
  if (coded === void 0) {
    coded = {
      bytes: compress(body.identity.bytes, coding, "best"),
      // Each coding is its own representation, so its own strong ETag (RFC 9110 section 8.8.3).
      etag: `${body.identity.etag.slice(0, -1)}-${coding}"`
    };
    body.coded.set(coding, coded);
  }
  return coded;
}
async function etagOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return `"${toHex(digest.subarray(0, 16))}"`;
}
function matches(header, etag) {
  if (header === null) return false;
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}
async function readPageFile(name) {
  const url = pageFileUrl(name);
  if (url.protocol === "file:") return await Deno.readFile(url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot fetch ${url}: ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// src/pages/i18n/en.ts
var en = {
  languageName: "English",
  title: "fairdraw: lottery numbers and fair random draws you can check",
  description: "Free lottery quick picks, past draws, ticket checks, fair giveaways, dice, coins, random numbers and list picks. Every answer can be checked and replayed.",
  skip: "Skip to the tools",
  navDocs: "API reference",
  navLanguage: "Language",
  heading: "Lottery numbers and fair draws anyone can check",
  lead: "Every answer can be replayed and checked. Free, no account, no tracking.",
  noscript: "This page needs JavaScript to draw numbers and show answers. Without it, you can use the API directly: see the API reference.",
  toolsLabel: "Tools",
  latestTitle: "Latest results",
  latestNext: "Next draw: {draw}, {when}.",
  picksOnly: "Loto 6 and Loto 7 have no source of past draws here, so this page picks their numbers. It checks tickets of {games}.",
  toolLottery: "Lottery numbers",
  toolDraw: "Winning numbers",
  toolCheck: "Check tickets",
  toolGiveaway: "Fair giveaway",
  toolDice: "Dice",
  toolCoin: "Coins",
  toolInteger: "Random numbers",
  toolPick: "Pick from a list",
  toolShuffle: "Shuffle a list",
  optional: "(optional)",
  range: "{min} to {max}",
  fieldGame: "Game",
  gameCustom: "Custom format",
  fieldSets: "Sets",
  customLegend: "Your own format",
  fieldCount: "Numbers per set",
  fieldMin: "Smallest number",
  fieldMax: "Largest number",
  fieldExtraCount: "Extra numbers",
  fieldExtraMax: "Largest extra number",
  buttonPick: "Pick numbers",
  fieldDraw: "Draw",
  hintDrawNumber: "The draw number. Empty: the latest draw.",
  hintDrawDate: "The draw date. Empty: the latest draw.",
  buttonShowDraw: "Show the numbers",
  previousDraw: "Previous draw",
  nextDraw: "Next draw",
  fieldQr: "QR code of a Korean Lotto 6/45 ticket",
  hintQr: "Paste the address the code holds (http://m.dhlottery.co.kr/?v=...) or scan it: the draw and every line are filled in and checked at once.",
  buttonQrRead: "Read the code",
  buttonQrScan: "Scan with the camera",
  buttonQrStop: "Stop the camera",
  qrNotTicket: "this is not the QR code of a Korean Lotto 6/45 ticket.",
  qrOutOfRange: "line {line} holds {number}, which is not a number from 1 to {max}: the code is damaged.",
  qrRepeated: "line {line} holds {number} twice: the code is damaged.",
  qrNoCamera: "this browser cannot read QR codes from the camera: paste the code instead.",
  qrCameraFailed: "the camera could not be opened: paste the code instead.",
  ticketLegend: "Your tickets",
  ticketLine: "Line {line}",
  ticketHint: "{count} numbers from 1 to {max}, separated by spaces. Up to 5 lines; empty lines are skipped.",
  buttonCheck: "Check",
  fieldSides: "Sides",
  fieldDice: "Dice",
  buttonRoll: "Roll",
  fieldCoins: "Coins",
  buttonFlip: "Flip",
  fieldFrom: "From",
  fieldTo: "To",
  fieldHowMany: "How many",
  fieldUnique: "No repeats",
  buttonDrawNumbers: "Draw",
  fieldItems: "Items, one per line",
  hintItems: "1 to 1,000 items, each up to 200 characters.",
  buttonPickItems: "Pick",
  buttonShuffle: "Shuffle",
  // Answers
  sets_one: "{count} set",
  sets_other: "{count} sets",
  setLabel: "Set {n}",
  checkSet: "Check",
  checkSetLabel: "set {n} against the latest draw",
  andExtra: "{numbers}, and the {extra} {extraNumbers}",
  livePick: "{game}: {sets}.",
  customName: "Your format",
  drawNumbered: "{game}, draw {draw}, {date}",
  drawDated: "{game}, {date}",
  drawTime: "{date}, {time} {zone}",
  winningNumbers: "Winning numbers",
  liveDraw: "{title}: {numbers}.",
  multiplier: "Multiplier: {value}\xD7",
  prizes: "Prizes",
  rank: "Rank",
  rankName: "Rank {rank}",
  winners: "Winners",
  prizePerWinner: "Prize per winner",
  unknown: "not known",
  stale: "The official site did not answer just now; these numbers were fetched {when}.",
  checkAgainst: "Check tickets against this draw",
  drawOfNumber: "draw {draw}",
  matched: "matched",
  bonusMatched: "matches the bonus number",
  numbers_one: "{count} number",
  numbers_other: "{count} numbers",
  tierWithExtra: "{numbers} + the {extra}",
  tierExtraOnly: "the {extra} alone",
  verdictRank: "Rank {rank}: {match}. Prize per winner: {prize}.",
  verdictRankNoAmount: "Rank {rank}: {match}.",
  verdictTier: "A win: {match}. The amount depends on the state and the multiplier.",
  verdictNone: "No prize: {match} matched.",
  liveCheckLine: "Line {line}: {verdict}",
  youRolled: "You rolled {rolls}: {total}.",
  youRolledOne: "You rolled {rolls}.",
  heads: "Heads",
  tails: "Tails",
  heads_one: "{count} head",
  heads_other: "{count} heads",
  tails_one: "{count} tail",
  tails_other: "{count} tails",
  liveCoin: "{heads}, {tails}.",
  integersSummary: "From {min} to {max}:",
  liveIntegers: "You drew {values}.",
  picked: "Picked:",
  livePicked: "Picked {items}.",
  newOrder: "The new order:",
  liveShuffled: "The new order: {items}.",
  // The "Check this draw" panel
  checkThisDraw: "Check this draw",
  replayedFrom: "Replayed from seed {seed}\u2026 The next press draws fresh.",
  seedOfAnswer: "Seed of this answer",
  copySeed: "Copy seed",
  copyLink: "Copy link",
  copied: "Copied.",
  copyFailed: "Could not copy; select the text and copy it by hand.",
  linkToAnswer: "Link to this answer",
  replayLabel: "Seed to replay",
  replayHint: "An answer's seed, with the same settings, gives the same answer again.",
  replayButton: "Replay",
  theRequest: "The request",
  theAnswerJson: "The answer as JSON",
  verifierFile: "Download the verifier file",
  verifierHow: "Check it on your own computer with Python 3:",
  verifierGet: "Get the verifier (fairdraw_verify.py)",
  // Errors
  amountWon: "\u20A9{amount}",
  labelled: "{label}: {value}",
  withDetail: "{text} ({detail})",
  pair: "{first}, {second}",
  series: "{first}; {second}",
  sampleItems: "Alice\nBob\nCarol\nDave",
  errorTitle: "That did not work.",
  problemInteger: "enter a whole number from {min} to {max}.",
  problemTicket: "enter {count} different numbers from 1 to {max}.",
  problemTicketNone: "enter at least one line of numbers.",
  problemDrawNumber: "enter a draw number from 1.",
  problemDrawDate: "choose a draw date.",
  problemNotDrawDay: "{game} has no draw on that date.",
  problemSeed: "enter the 64 letters and digits of an answer's seed.",
  problemLinkSeed: "this link's seed is damaged: it is not 64 letters and digits, so it cannot show the answer it was made for.",
  problemFieldGeneric: "this value is not accepted.",
  fieldProblem: "{label}: {problem}",
  errorDrawNotFound: "There is no such draw yet.",
  errorSource: "The official results site is not answering right now.",
  errorRetryIn_one: "Try again in {count} second.",
  errorRetryIn_other: "Try again in {count} seconds.",
  errorRateLimited: "Too many requests at once.",
  errorNetwork: "Could not reach fairdraw. Check your connection.",
  errorServer: "Something went wrong on our side ({status}).",
  retry: "Try again",
  // The giveaway
  giveawayIntro: "Announce a draw before it happens: the winners will come from the official numbers of a lottery draw that nobody, not even you, knows yet.",
  fieldTitle: "Title",
  hintTitle: "One line, up to 200 characters.",
  fieldEntries: "Entries, one per line",
  hintEntries: "1 to 1,000 entries, each up to 200 characters. The order counts.",
  fieldWinners: "Winners",
  fieldGiveawayDraw: "Official draw",
  hintGiveawayDraw: "Drawn {when}.",
  hintGiveawayDrawPast: "Already drawn: pick a later draw, so nobody knows the result yet.",
  buttonAnnounce: "Make the announcement",
  problemTitleLine: "one line only.",
  problemTitleLong: "at most 200 characters.",
  problemEntriesCount: "enter 1 to 1,000 entries.",
  problemEntryLong: "line {line} is longer than 200 characters.",
  problemWinners: "enter a whole number from 1 to {max}.",
  duplicateEntries: "Appears more than once: {entries}. Allowed, but each line is a separate entry.",
  announcement: "The announcement",
  announcementHelp: "Publish this before the draw, then share the link. After the draw anyone can open it and see the same winners.",
  announceGame: "Game",
  announceDraw: "Draw",
  announceEntries: "Entries",
  announceSha: "SHA-256 of the entries",
  announceWinners: "Winners",
  announcementText: "{title}\n{winners} of {count} entries will be drawn from {game} {draw} ({when}).\nEntries SHA-256: {sha}\nAnnouncement ID: {id}\nCheck it: {link}",
  copyAnnouncement: "Copy the announcement",
  giveawayBefore: "Not drawn yet",
  giveawayWhat: "{winners} of {count} entries will be chosen from the official numbers of {game} {draw}, drawn {when}.",
  countdown: "Results in {time}.",
  countdownSoon: "The results should be out any moment.",
  days_one: "{count} day",
  days_other: "{count} days",
  giveawayWinners: "The winners",
  liveGiveaway: "Winners: {winners}.",
  fromNumbers: "Chosen with the official numbers of {title}:",
  howToCheck: "How to check it",
  howToCheckText: "Anyone can repeat these two requests, or run the verifier on the document below: it reads the winning numbers at the official source itself.",
  giveawayBad: "This link is damaged: it does not hold a giveaway that can be drawn.",
  giveawayEntriesList: "The entries",
  fieldRegister: "Register the announcement (recommended)",
  hintRegister: "The register keeps the time of the announcement, which proves it came before the draw. The title and the entries become public: anyone with the ID or the link can read them.",
  announcePublish: "Publish this ID or link before the draw",
  announceId: "Announcement ID",
  announceShortLink: "Short link",
  announceLongLink: "Link without the register",
  announceLongHelp: "This longer link carries the whole giveaway and needs no register, but it cannot prove when it was made.",
  announcedAt: "Announced",
  announcedRegistered: "{when} (registered)",
  announcedNotRegistered: "Not registered: nobody can prove when this was announced.",
  giveawayPastWarning: "Warning: this giveaway was not registered before its draw. This link may have been made after the draw, when the winners could already be chosen.",
  giveawayWereChosen: "{winners} of {count} entries were chosen from the official numbers of {game} {draw}, drawn {when}.",
  officialResult: "Official result",
  giveawayNoDraw: "{game} has no draw on {date}: this giveaway can never be drawn.",
  giveawayLate: "The official result is still missing well after the draw. The page has stopped checking: reload it later.",
  giveawayNotFound: "No giveaway is registered with this ID.",
  newGiveaway: "Start a new giveaway",
  footerAbout: "fairdraw draws from a ChaCha20 stream keyed by the seed, so every answer can be reproduced, even offline. It is a fair, checkable tool for fun and for giveaways, not a certified gaming RNG. Past draws come from the official sources.",
  footerApi: "For programs: the API reference, the OpenAPI document and MCP servers at {lottery} and {random}."
};

// src/pages/i18n/ja.ts
var ja = {
  languageName: "\u65E5\u672C\u8A9E",
  title: "fairdraw\uFF1A\u8AB0\u3067\u3082\u78BA\u304B\u3081\u3089\u308C\u308B\u5B9D\u304F\u3058\u306E\u756A\u53F7\u3068\u516C\u6B63\u306A\u62BD\u9078",
  description: "\u7121\u6599\u306E\u5B9D\u304F\u3058\u30AF\u30A4\u30C3\u30AF\u30D4\u30C3\u30AF\u3001\u904E\u53BB\u306E\u5F53\u305B\u3093\u756A\u53F7\u3001\u5F53\u305B\u3093\u78BA\u8A8D\u3001\u516C\u6B63\u306A\u30D7\u30EC\u30BC\u30F3\u30C8\u62BD\u9078\u3001\u30B5\u30A4\u30B3\u30ED\u3001\u30B3\u30A4\u30F3\u3001\u4E71\u6570\u3001\u30EA\u30B9\u30C8\u304B\u3089\u306E\u62BD\u9078\u3002\u3059\u3079\u3066\u306E\u7D50\u679C\u306F\u518D\u73FE\u3057\u3066\u78BA\u304B\u3081\u3089\u308C\u307E\u3059\u3002",
  skip: "\u30C4\u30FC\u30EB\u3078\u79FB\u52D5",
  navDocs: "API\u30EA\u30D5\u30A1\u30EC\u30F3\u30B9",
  navLanguage: "\u8A00\u8A9E",
  heading: "\u8AB0\u3067\u3082\u78BA\u304B\u3081\u3089\u308C\u308B\u5B9D\u304F\u3058\u306E\u756A\u53F7\u3068\u516C\u6B63\u306A\u62BD\u9078",
  lead: "\u3059\u3079\u3066\u306E\u7D50\u679C\u306F\u518D\u73FE\u3057\u3066\u78BA\u304B\u3081\u3089\u308C\u307E\u3059\u3002\u7121\u6599\u30FB\u767B\u9332\u4E0D\u8981\u30FB\u30C8\u30E9\u30C3\u30AD\u30F3\u30B0\u306A\u3057\u3002",
  noscript: "\u3053\u306E\u30DA\u30FC\u30B8\u3067\u756A\u53F7\u3092\u9078\u3093\u3067\u7D50\u679C\u3092\u8868\u793A\u3059\u308B\u306B\u306F JavaScript \u304C\u5FC5\u8981\u3067\u3059\u3002JavaScript \u306A\u3057\u3067\u4F7F\u3046\u5834\u5408\u306F\u3001API \u3092\u76F4\u63A5\u304A\u4F7F\u3044\u304F\u3060\u3055\u3044\uFF08API\u30EA\u30D5\u30A1\u30EC\u30F3\u30B9\u3092\u53C2\u7167\uFF09\u3002",
  toolsLabel: "\u30C4\u30FC\u30EB",
  latestTitle: "\u6700\u65B0\u306E\u5F53\u305B\u3093\u756A\u53F7",
  latestNext: "\u6B21\u56DE\u306E\u62BD\u305B\u3093\uFF1A{draw}\u3001{when}\u3002",
  picksOnly: "\u30ED\u30C86\u3068\u30ED\u30C87\u306F\u904E\u53BB\u306E\u5F53\u305B\u3093\u756A\u53F7\u3092\u53D6\u5F97\u3067\u304D\u306A\u3044\u305F\u3081\u3001\u3053\u306E\u30DA\u30FC\u30B8\u3067\u306F\u756A\u53F7\u3092\u9078\u3076\u3060\u3051\u3067\u3059\u3002\u5F53\u305B\u3093\u78BA\u8A8D\u304C\u3067\u304D\u308B\u306E\u306F{games}\u3067\u3059\u3002",
  toolLottery: "\u5B9D\u304F\u3058\u306E\u756A\u53F7",
  toolDraw: "\u5F53\u305B\u3093\u756A\u53F7",
  toolCheck: "\u5F53\u305B\u3093\u78BA\u8A8D",
  toolGiveaway: "\u516C\u6B63\u306A\u30D7\u30EC\u30BC\u30F3\u30C8\u62BD\u9078",
  toolDice: "\u30B5\u30A4\u30B3\u30ED",
  toolCoin: "\u30B3\u30A4\u30F3",
  toolInteger: "\u4E71\u6570",
  toolPick: "\u30EA\u30B9\u30C8\u304B\u3089\u9078\u3076",
  toolShuffle: "\u30EA\u30B9\u30C8\u3092\u4E26\u3079\u66FF\u3048\u308B",
  optional: "\uFF08\u4EFB\u610F\uFF09",
  range: "{min}\uFF5E{max}",
  fieldGame: "\u30B2\u30FC\u30E0",
  gameCustom: "\u30AB\u30B9\u30BF\u30E0",
  fieldSets: "\u53E3\u6570",
  customLegend: "\u81EA\u5206\u3067\u6C7A\u3081\u308B\u5F62\u5F0F",
  fieldCount: "1\u53E3\u306E\u6570\u5B57\u306E\u500B\u6570",
  fieldMin: "\u6700\u5C0F\u306E\u6570\u5B57",
  fieldMax: "\u6700\u5927\u306E\u6570\u5B57",
  fieldExtraCount: "\u30DC\u30FC\u30CA\u30B9\u6570\u5B57\u306E\u500B\u6570",
  fieldExtraMax: "\u30DC\u30FC\u30CA\u30B9\u6570\u5B57\u306E\u6700\u5927\u5024",
  buttonPick: "\u756A\u53F7\u3092\u9078\u3076",
  fieldDraw: "\u56DE",
  hintDrawNumber: "\u56DE\u53F7\u3002\u7A7A\u6B04\u306A\u3089\u6700\u65B0\u56DE\u3002",
  hintDrawDate: "\u62BD\u305B\u3093\u65E5\u3002\u7A7A\u6B04\u306A\u3089\u6700\u65B0\u56DE\u3002",
  buttonShowDraw: "\u5F53\u305B\u3093\u756A\u53F7\u3092\u898B\u308B",
  previousDraw: "\u524D\u306E\u56DE",
  nextDraw: "\u6B21\u306E\u56DE",
  fieldQr: "\u97D3\u56FD\u30ED\u30C86/45\u306E\u304F\u3058\u306EQR\u30B3\u30FC\u30C9",
  hintQr: "\u30B3\u30FC\u30C9\u306E\u4E2D\u306E\u30A2\u30C9\u30EC\u30B9\uFF08http://m.dhlottery.co.kr/?v=...\uFF09\u3092\u8CBC\u308A\u4ED8\u3051\u308B\u304B\u3001\u30AB\u30E1\u30E9\u3067\u8AAD\u307F\u53D6\u3063\u3066\u304F\u3060\u3055\u3044\u3002\u56DE\u3068\u5168\u30B2\u30FC\u30E0\u304C\u307E\u3068\u3081\u3066\u5165\u529B\u3055\u308C\u3001\u78BA\u8A8D\u3055\u308C\u307E\u3059\u3002",
  buttonQrRead: "\u30B3\u30FC\u30C9\u3092\u8AAD\u3080",
  buttonQrScan: "\u30AB\u30E1\u30E9\u3067\u8AAD\u3080",
  buttonQrStop: "\u30AB\u30E1\u30E9\u3092\u6B62\u3081\u308B",
  qrNotTicket: "\u97D3\u56FD\u30ED\u30C86/45\u306E\u304F\u3058\u306EQR\u30B3\u30FC\u30C9\u3067\u306F\u3042\u308A\u307E\u305B\u3093\u3002",
  qrOutOfRange: "{line}\u53E3\u306E{number}\u306F1\u304B\u3089{max}\u307E\u3067\u306E\u6570\u5B57\u3067\u306F\u3042\u308A\u307E\u305B\u3093\u3002\u30B3\u30FC\u30C9\u304C\u58CA\u308C\u3066\u3044\u307E\u3059\u3002",
  qrRepeated: "{line}\u53E3\u306B{number}\u304C2\u56DE\u5165\u3063\u3066\u3044\u307E\u3059\u3002\u30B3\u30FC\u30C9\u304C\u58CA\u308C\u3066\u3044\u307E\u3059\u3002",
  qrNoCamera: "\u3053\u306E\u30D6\u30E9\u30A6\u30B6\u30FC\u306F\u30AB\u30E1\u30E9\u3067QR\u30B3\u30FC\u30C9\u3092\u8AAD\u3081\u307E\u305B\u3093\u3002\u30B3\u30FC\u30C9\u3092\u8CBC\u308A\u4ED8\u3051\u3066\u304F\u3060\u3055\u3044\u3002",
  qrCameraFailed: "\u30AB\u30E1\u30E9\u3092\u958B\u3051\u307E\u305B\u3093\u3067\u3057\u305F\u3002\u30B3\u30FC\u30C9\u3092\u8CBC\u308A\u4ED8\u3051\u3066\u304F\u3060\u3055\u3044\u3002",
  ticketLegend: "\u3042\u306A\u305F\u306E\u756A\u53F7",
  ticketLine: "{line}\u53E3",
  ticketHint: "1\uFF5E{max}\u304B\u3089{count}\u500B\u306E\u6570\u5B57\u3092\u30B9\u30DA\u30FC\u30B9\u533A\u5207\u308A\u3067\u3002\u6700\u59275\u53E3\u307E\u3067\u3001\u7A7A\u6B04\u306E\u53E3\u306F\u98DB\u3070\u3057\u307E\u3059\u3002",
  buttonCheck: "\u78BA\u8A8D\u3059\u308B",
  fieldSides: "\u9762\u306E\u6570",
  fieldDice: "\u30B5\u30A4\u30B3\u30ED\u306E\u6570",
  buttonRoll: "\u632F\u308B",
  fieldCoins: "\u30B3\u30A4\u30F3\u306E\u679A\u6570",
  buttonFlip: "\u6295\u3052\u308B",
  fieldFrom: "\u6700\u5C0F",
  fieldTo: "\u6700\u5927",
  fieldHowMany: "\u500B\u6570",
  fieldUnique: "\u91CD\u8907\u306A\u3057",
  buttonDrawNumbers: "\u5F15\u304F",
  fieldItems: "\u9805\u76EE\uFF081\u884C\u306B1\u3064\uFF09",
  hintItems: "1\uFF5E1,000\u9805\u76EE\u3001\u5404200\u6587\u5B57\u307E\u3067\u3002",
  buttonPickItems: "\u9078\u3076",
  buttonShuffle: "\u4E26\u3079\u66FF\u3048\u308B",
  sets_one: "{count}\u53E3",
  sets_other: "{count}\u53E3",
  setLabel: "{n}\u53E3\u76EE",
  checkSet: "\u78BA\u8A8D",
  checkSetLabel: "{n}\u53E3\u76EE\u3092\u6700\u65B0\u56DE\u3068\u7167\u5408",
  andExtra: "{numbers}\u3001{extra} {extraNumbers}",
  livePick: "{game}\uFF1A{sets}\u3002",
  customName: "\u30AB\u30B9\u30BF\u30E0",
  drawNumbered: "{game} \u7B2C{draw}\u56DE\uFF08{date}\uFF09",
  drawDated: "{game}\uFF08{date}\uFF09",
  drawTime: "{date} {time}\uFF08{zone}\uFF09",
  winningNumbers: "\u5F53\u305B\u3093\u756A\u53F7",
  liveDraw: "{title}\uFF1A{numbers}\u3002",
  multiplier: "\u500D\u7387\uFF1A{value}\u500D",
  prizes: "\u7B49\u7D1A\u5225\u306E\u5F53\u305B\u3093\u91D1",
  rank: "\u7B49\u7D1A",
  rankName: "{rank}\u7B49",
  winners: "\u5F53\u305B\u3093\u53E3\u6570",
  prizePerWinner: "1\u53E3\u3042\u305F\u308A\u306E\u5F53\u305B\u3093\u91D1",
  unknown: "\u4E0D\u660E",
  stale: "\u516C\u5F0F\u30B5\u30A4\u30C8\u304C\u5FDC\u7B54\u3057\u306A\u3044\u305F\u3081\u3001{when}\u306B\u53D6\u5F97\u3057\u305F\u756A\u53F7\u3092\u8868\u793A\u3057\u3066\u3044\u307E\u3059\u3002",
  checkAgainst: "\u3053\u306E\u56DE\u3067\u5F53\u305B\u3093\u3092\u78BA\u8A8D",
  drawOfNumber: "\u7B2C{draw}\u56DE",
  matched: "\u4E00\u81F4",
  bonusMatched: "\u30DC\u30FC\u30CA\u30B9\u6570\u5B57\u3068\u4E00\u81F4",
  numbers_one: "{count}\u500B",
  numbers_other: "{count}\u500B",
  tierWithExtra: "{numbers}\uFF0B{extra}",
  tierExtraOnly: "{extra}\u306E\u307F",
  verdictRank: "{rank}\u7B49\uFF1A{match}\u4E00\u81F4\u30021\u53E3\u3042\u305F\u308A{prize}\u3002",
  verdictRankNoAmount: "{rank}\u7B49\uFF1A{match}\u4E00\u81F4\u3002",
  verdictTier: "\u5F53\u305B\u3093\uFF1A{match}\u4E00\u81F4\u3002\u91D1\u984D\u306F\u5DDE\u3068\u500D\u7387\u306B\u3088\u3063\u3066\u7570\u306A\u308A\u307E\u3059\u3002",
  verdictNone: "\u306F\u305A\u308C\uFF1A{match}\u4E00\u81F4\u3002",
  liveCheckLine: "{line}\u53E3\uFF1A{verdict}",
  youRolled: "\u51FA\u305F\u76EE\u306F{rolls}\u3001\u5408\u8A08{total}\u3002",
  youRolledOne: "\u51FA\u305F\u76EE\u306F{rolls}\u3002",
  heads: "\u8868",
  tails: "\u88CF",
  heads_one: "\u8868{count}\u679A",
  heads_other: "\u8868{count}\u679A",
  tails_one: "\u88CF{count}\u679A",
  tails_other: "\u88CF{count}\u679A",
  liveCoin: "{heads}\u3001{tails}\u3002",
  integersSummary: "{min}\u304B\u3089{max}\u307E\u3067\uFF1A",
  liveIntegers: "\u5F15\u3044\u305F\u6570\uFF1A{values}\u3002",
  picked: "\u9078\u3070\u308C\u305F\u9805\u76EE\uFF1A",
  livePicked: "\u9078\u3070\u308C\u305F\u9805\u76EE\uFF1A{items}\u3002",
  newOrder: "\u65B0\u3057\u3044\u9806\u756A\uFF1A",
  liveShuffled: "\u65B0\u3057\u3044\u9806\u756A\uFF1A{items}\u3002",
  checkThisDraw: "\u3053\u306E\u62BD\u9078\u3092\u78BA\u304B\u3081\u308B",
  replayedFrom: "\u30B7\u30FC\u30C9 {seed}\u2026 \u304B\u3089\u518D\u73FE\u3057\u305F\u7D50\u679C\u3067\u3059\u3002\u6B21\u306B\u62BC\u3059\u3068\u65B0\u3057\u304F\u62BD\u9078\u3057\u307E\u3059\u3002",
  seedOfAnswer: "\u3053\u306E\u7D50\u679C\u306E\u30B7\u30FC\u30C9",
  copySeed: "\u30B7\u30FC\u30C9\u3092\u30B3\u30D4\u30FC",
  copyLink: "\u30EA\u30F3\u30AF\u3092\u30B3\u30D4\u30FC",
  copied: "\u30B3\u30D4\u30FC\u3057\u307E\u3057\u305F\u3002",
  copyFailed: "\u30B3\u30D4\u30FC\u3067\u304D\u307E\u305B\u3093\u3067\u3057\u305F\u3002\u30C6\u30AD\u30B9\u30C8\u3092\u9078\u629E\u3057\u3066\u624B\u52D5\u3067\u30B3\u30D4\u30FC\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  linkToAnswer: "\u3053\u306E\u7D50\u679C\u3078\u306E\u30EA\u30F3\u30AF",
  replayLabel: "\u518D\u73FE\u3059\u308B\u30B7\u30FC\u30C9",
  replayHint: "\u7D50\u679C\u306E\u30B7\u30FC\u30C9\u3092\u540C\u3058\u8A2D\u5B9A\u3067\u4F7F\u3046\u3068\u3001\u540C\u3058\u7D50\u679C\u304C\u3082\u3046\u4E00\u5EA6\u51FA\u307E\u3059\u3002",
  replayButton: "\u518D\u73FE\u3059\u308B",
  theRequest: "\u30EA\u30AF\u30A8\u30B9\u30C8",
  theAnswerJson: "JSON\u5F62\u5F0F\u306E\u7D50\u679C",
  verifierFile: "\u691C\u8A3C\u7528\u30D5\u30A1\u30A4\u30EB\u3092\u30C0\u30A6\u30F3\u30ED\u30FC\u30C9",
  verifierHow: "Python 3 \u3067\u81EA\u5206\u306E\u30D1\u30BD\u30B3\u30F3\u3067\u78BA\u304B\u3081\u3089\u308C\u307E\u3059\uFF1A",
  verifierGet: "\u691C\u8A3C\u30D7\u30ED\u30B0\u30E9\u30E0\u3092\u5165\u624B\uFF08fairdraw_verify.py\uFF09",
  amountWon: "{amount}\u30A6\u30A9\u30F3",
  labelled: "{label}\uFF1A{value}",
  withDetail: "{text}\uFF08{detail}\uFF09",
  pair: "{first}\u3001{second}",
  series: "{first}\uFF0F{second}",
  sampleItems: "\u3055\u304F\u3089\n\u306F\u308B\u3068\n\u3086\u3044\n\u305D\u3046\u305F",
  errorTitle: "\u3046\u307E\u304F\u3044\u304D\u307E\u305B\u3093\u3067\u3057\u305F\u3002",
  problemInteger: "{min}\uFF5E{max}\u306E\u6574\u6570\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  problemTicket: "1\uFF5E{max}\u304B\u3089\u7570\u306A\u308B\u6570\u5B57\u3092{count}\u500B\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  problemTicketNone: "\u5C11\u306A\u304F\u3068\u30821\u53E3\u306F\u756A\u53F7\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  problemDrawNumber: "1\u4EE5\u4E0A\u306E\u56DE\u53F7\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  problemDrawDate: "\u62BD\u305B\u3093\u65E5\u3092\u9078\u3093\u3067\u304F\u3060\u3055\u3044\u3002",
  problemNotDrawDay: "\u305D\u306E\u65E5\u306F{game}\u306E\u62BD\u305B\u3093\u304C\u3042\u308A\u307E\u305B\u3093\u3002",
  problemSeed: "\u7D50\u679C\u306E\u30B7\u30FC\u30C9\uFF08\u82F1\u6570\u5B5764\u6587\u5B57\uFF09\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  problemLinkSeed: "\u3053\u306E\u30EA\u30F3\u30AF\u306E\u30B7\u30FC\u30C9\u306F\u58CA\u308C\u3066\u3044\u307E\u3059\uFF08\u82F1\u6570\u5B5764\u6587\u5B57\u3067\u306F\u3042\u308A\u307E\u305B\u3093\uFF09\u3002\u30EA\u30F3\u30AF\u5143\u306E\u7D50\u679C\u306F\u8868\u793A\u3067\u304D\u307E\u305B\u3093\u3002",
  problemFieldGeneric: "\u3053\u306E\u5024\u306F\u4F7F\u3048\u307E\u305B\u3093\u3002",
  fieldProblem: "{label}\uFF1A{problem}",
  errorDrawNotFound: "\u305D\u306E\u56DE\u306F\u307E\u3060\u3042\u308A\u307E\u305B\u3093\u3002",
  errorSource: "\u516C\u5F0F\u306E\u5F53\u305B\u3093\u756A\u53F7\u30B5\u30A4\u30C8\u304C\u4ECA\u306F\u5FDC\u7B54\u3057\u3066\u3044\u307E\u305B\u3093\u3002",
  errorRetryIn_one: "{count}\u79D2\u5F8C\u306B\u3082\u3046\u4E00\u5EA6\u304A\u8A66\u3057\u304F\u3060\u3055\u3044\u3002",
  errorRetryIn_other: "{count}\u79D2\u5F8C\u306B\u3082\u3046\u4E00\u5EA6\u304A\u8A66\u3057\u304F\u3060\u3055\u3044\u3002",
  errorRateLimited: "\u77ED\u6642\u9593\u306B\u30EA\u30AF\u30A8\u30B9\u30C8\u304C\u591A\u3059\u304E\u307E\u3059\u3002",
  errorNetwork: "fairdraw\u306B\u63A5\u7D9A\u3067\u304D\u307E\u305B\u3093\u3067\u3057\u305F\u3002\u63A5\u7D9A\u3092\u78BA\u8A8D\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  errorServer: "\u3053\u3061\u3089\u5074\u3067\u554F\u984C\u304C\u8D77\u304D\u307E\u3057\u305F\uFF08{status}\uFF09\u3002",
  retry: "\u3082\u3046\u4E00\u5EA6\u8A66\u3059",
  giveawayIntro: "\u62BD\u9078\u306E\u524D\u306B\u544A\u77E5\u3057\u307E\u3057\u3087\u3046\u3002\u5F53\u9078\u8005\u306F\u3001\u307E\u3060\u8AB0\u3082\uFF08\u4E3B\u50AC\u8005\u3082\uFF09\u77E5\u3089\u306A\u3044\u5B9D\u304F\u3058\u306E\u516C\u5F0F\u5F53\u305B\u3093\u756A\u53F7\u304B\u3089\u6C7A\u307E\u308A\u307E\u3059\u3002",
  fieldTitle: "\u30BF\u30A4\u30C8\u30EB",
  hintTitle: "1\u884C\u3001200\u6587\u5B57\u307E\u3067\u3002",
  fieldEntries: "\u5FDC\u52DF\u8005\uFF081\u884C\u306B1\u4EBA\uFF09",
  hintEntries: "1\uFF5E1,000\u4EBA\u3001\u5404200\u6587\u5B57\u307E\u3067\u3002\u9806\u756A\u3082\u7D50\u679C\u306B\u5F71\u97FF\u3057\u307E\u3059\u3002",
  fieldWinners: "\u5F53\u9078\u8005\u6570",
  fieldGiveawayDraw: "\u4F7F\u3046\u516C\u5F0F\u62BD\u305B\u3093",
  hintGiveawayDraw: "\u62BD\u305B\u3093\uFF1A{when}\u3002",
  hintGiveawayDrawPast: "\u3059\u3067\u306B\u62BD\u305B\u3093\u6E08\u307F\u3067\u3059\u3002\u307E\u3060\u8AB0\u3082\u7D50\u679C\u3092\u77E5\u3089\u306A\u3044\u5F8C\u306E\u56DE\u3092\u9078\u3093\u3067\u304F\u3060\u3055\u3044\u3002",
  buttonAnnounce: "\u544A\u77E5\u3092\u4F5C\u308B",
  problemTitleLine: "1\u884C\u3067\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  problemTitleLong: "200\u6587\u5B57\u4EE5\u5185\u3067\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  problemEntriesCount: "\u5FDC\u52DF\u8005\u30921\uFF5E1,000\u4EBA\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  problemEntryLong: "{line}\u884C\u76EE\u304C200\u6587\u5B57\u3092\u8D85\u3048\u3066\u3044\u307E\u3059\u3002",
  problemWinners: "1\uFF5E{max}\u306E\u6574\u6570\u3092\u5165\u529B\u3057\u3066\u304F\u3060\u3055\u3044\u3002",
  duplicateEntries: "\u8907\u6570\u56DE\u51FA\u3066\u304F\u308B\u540D\u524D\uFF1A{entries}\u3002\u4F7F\u3048\u307E\u3059\u304C\u3001\u884C\u3054\u3068\u306B\u5225\u306E\u5FDC\u52DF\u3068\u3057\u3066\u6271\u3044\u307E\u3059\u3002",
  announcement: "\u544A\u77E5",
  announcementHelp: "\u62BD\u305B\u3093\u524D\u306B\u3053\u308C\u3092\u516C\u958B\u3057\u3001\u30EA\u30F3\u30AF\u3092\u5171\u6709\u3057\u3066\u304F\u3060\u3055\u3044\u3002\u62BD\u305B\u3093\u5F8C\u306F\u8AB0\u3067\u3082\u30EA\u30F3\u30AF\u3092\u958B\u3044\u3066\u540C\u3058\u5F53\u9078\u8005\u3092\u78BA\u8A8D\u3067\u304D\u307E\u3059\u3002",
  announceGame: "\u30B2\u30FC\u30E0",
  announceDraw: "\u56DE",
  announceEntries: "\u5FDC\u52DF\u8005\u6570",
  announceSha: "\u5FDC\u52DF\u8005\u30EA\u30B9\u30C8\u306ESHA-256",
  announceWinners: "\u5F53\u9078\u8005\u6570",
  announcementText: "{title}\n\u5FDC\u52DF\u8005{count}\u4EBA\u304B\u3089{winners}\u4EBA\u3092\u3001{game} {draw}\uFF08{when}\uFF09\u306E\u5F53\u305B\u3093\u756A\u53F7\u3067\u9078\u3073\u307E\u3059\u3002\n\u5FDC\u52DF\u8005\u30EA\u30B9\u30C8\u306ESHA-256\uFF1A{sha}\n\u544A\u77E5ID\uFF1A{id}\n\u78BA\u8A8D\uFF1A{link}",
  copyAnnouncement: "\u544A\u77E5\u3092\u30B3\u30D4\u30FC",
  giveawayBefore: "\u307E\u3060\u62BD\u305B\u3093\u524D\u3067\u3059",
  giveawayWhat: "{game} {draw}\uFF08{when}\u62BD\u305B\u3093\uFF09\u306E\u516C\u5F0F\u5F53\u305B\u3093\u756A\u53F7\u3067\u3001\u5FDC\u52DF\u8005{count}\u4EBA\u304B\u3089{winners}\u4EBA\u3092\u9078\u3073\u307E\u3059\u3002",
  countdown: "\u7D50\u679C\u307E\u3067\u3042\u3068{time}\u3002",
  countdownSoon: "\u307E\u3082\u306A\u304F\u7D50\u679C\u304C\u51FA\u307E\u3059\u3002",
  days_one: "{count}\u65E5",
  days_other: "{count}\u65E5",
  giveawayWinners: "\u5F53\u9078\u8005",
  liveGiveaway: "\u5F53\u9078\u8005\uFF1A{winners}\u3002",
  fromNumbers: "{title}\u306E\u516C\u5F0F\u5F53\u305B\u3093\u756A\u53F7\u3067\u9078\u3073\u307E\u3057\u305F\uFF1A",
  howToCheck: "\u78BA\u304B\u3081\u65B9",
  howToCheckText: "\u8AB0\u3067\u3082\u6B21\u306E2\u3064\u306E\u30EA\u30AF\u30A8\u30B9\u30C8\u3092\u9001\u308A\u76F4\u3059\u304B\u3001\u4E0B\u306E\u6587\u66F8\u3092\u691C\u8A3C\u30D7\u30ED\u30B0\u30E9\u30E0\u3067\u78BA\u304B\u3081\u3089\u308C\u307E\u3059\u3002\u691C\u8A3C\u30D7\u30ED\u30B0\u30E9\u30E0\u306F\u5F53\u305B\u3093\u756A\u53F7\u3092\u516C\u5F0F\u306E\u60C5\u5831\u6E90\u304B\u3089\u76F4\u63A5\u8AAD\u307F\u53D6\u3063\u3066\u7167\u5408\u3057\u307E\u3059\u3002",
  giveawayBad: "\u3053\u306E\u30EA\u30F3\u30AF\u306F\u58CA\u308C\u3066\u3044\u307E\u3059\u3002\u62BD\u9078\u3067\u304D\u308B\u5185\u5BB9\u304C\u542B\u307E\u308C\u3066\u3044\u307E\u305B\u3093\u3002",
  giveawayEntriesList: "\u5FDC\u52DF\u8005",
  fieldRegister: "\u544A\u77E5\u3092\u767B\u9332\u3059\u308B\uFF08\u63A8\u5968\uFF09",
  hintRegister: "\u767B\u9332\u3059\u308B\u3068\u544A\u77E5\u306E\u6642\u523B\u304C\u8A18\u9332\u3055\u308C\u3001\u62BD\u305B\u3093\u524D\u306B\u544A\u77E5\u3057\u305F\u3053\u3068\u3092\u8A3C\u660E\u3067\u304D\u307E\u3059\u3002\u30BF\u30A4\u30C8\u30EB\u3068\u5FDC\u52DF\u8005\u30EA\u30B9\u30C8\u306F\u516C\u958B\u3055\u308C\u3001ID\u3084\u30EA\u30F3\u30AF\u3092\u77E5\u3063\u3066\u3044\u308B\u4EBA\u306F\u8AB0\u3067\u3082\u898B\u3089\u308C\u307E\u3059\u3002",
  announcePublish: "\u62BD\u305B\u3093\u524D\u306B\u3053\u306EID\u304B\u30EA\u30F3\u30AF\u3092\u516C\u958B\u3057\u3066\u304F\u3060\u3055\u3044",
  announceId: "\u544A\u77E5ID",
  announceShortLink: "\u77ED\u3044\u30EA\u30F3\u30AF",
  announceLongLink: "\u767B\u9332\u306A\u3057\u306E\u30EA\u30F3\u30AF",
  announceLongHelp: "\u3053\u306E\u9577\u3044\u30EA\u30F3\u30AF\u306F\u62BD\u9078\u306E\u5185\u5BB9\u3092\u3059\u3079\u3066\u542B\u3080\u306E\u3067\u767B\u9332\u306F\u4E0D\u8981\u3067\u3059\u304C\u3001\u3044\u3064\u4F5C\u3089\u308C\u305F\u304B\u306F\u8A3C\u660E\u3067\u304D\u307E\u305B\u3093\u3002",
  announcedAt: "\u544A\u77E5\u6642\u523B",
  announcedRegistered: "{when}\uFF08\u767B\u9332\u6E08\u307F\uFF09",
  announcedNotRegistered: "\u672A\u767B\u9332\uFF1A\u3044\u3064\u544A\u77E5\u3055\u308C\u305F\u304B\u306F\u8AB0\u306B\u3082\u8A3C\u660E\u3067\u304D\u307E\u305B\u3093\u3002",
  giveawayPastWarning: "\u6CE8\u610F\uFF1A\u3053\u306E\u62BD\u9078\u306F\u62BD\u305B\u3093\u65E5\u524D\u306B\u767B\u9332\u3055\u308C\u3066\u3044\u307E\u305B\u3093\u3002\u5F53\u305B\u3093\u756A\u53F7\u304C\u51FA\u305F\u5F8C\u306B\u4F5C\u3089\u308C\u305F\u30EA\u30F3\u30AF\u304B\u3082\u3057\u308C\u307E\u305B\u3093\u3002",
  giveawayWereChosen: "{game} {draw}\uFF08{when}\u62BD\u305B\u3093\uFF09\u306E\u516C\u5F0F\u5F53\u305B\u3093\u756A\u53F7\u3067\u3001\u5FDC\u52DF\u8005{count}\u4EBA\u304B\u3089{winners}\u4EBA\u3092\u9078\u3073\u307E\u3057\u305F\u3002",
  officialResult: "\u516C\u5F0F\u7D50\u679C",
  giveawayNoDraw: "{game}\u306F{date}\u306B\u62BD\u305B\u3093\u304C\u3042\u308A\u307E\u305B\u3093\u3002\u3053\u306E\u62BD\u9078\u306F\u884C\u3048\u307E\u305B\u3093\u3002",
  giveawayLate: "\u62BD\u305B\u3093\u6642\u523B\u3092\u5927\u304D\u304F\u904E\u304E\u3066\u3082\u516C\u5F0F\u7D50\u679C\u304C\u3042\u308A\u307E\u305B\u3093\u3002\u78BA\u8A8D\u3092\u6B62\u3081\u307E\u3057\u305F\u3002\u5F8C\u3067\u3082\u3046\u4E00\u5EA6\u958B\u3044\u3066\u304F\u3060\u3055\u3044\u3002",
  giveawayNotFound: "\u3053\u306EID\u3067\u767B\u9332\u3055\u308C\u305F\u62BD\u9078\u306F\u3042\u308A\u307E\u305B\u3093\u3002",
  newGiveaway: "\u65B0\u3057\u3044\u62BD\u9078\u3092\u4F5C\u308B",
  footerAbout: "fairdraw\u306F\u30B7\u30FC\u30C9\u304B\u3089\u4F5C\u308BChaCha20\u306E\u4E71\u6570\u5217\u3067\u62BD\u9078\u3059\u308B\u306E\u3067\u3001\u3059\u3079\u3066\u306E\u7D50\u679C\u3092\u30AA\u30D5\u30E9\u30A4\u30F3\u3067\u3082\u518D\u73FE\u3067\u304D\u307E\u3059\u3002\u697D\u3057\u307F\u3084\u30D7\u30EC\u30BC\u30F3\u30C8\u62BD\u9078\u306E\u305F\u3081\u306E\u516C\u6B63\u3067\u691C\u8A3C\u3067\u304D\u308B\u30C4\u30FC\u30EB\u3067\u3001\u8A8D\u8A3C\u6E08\u307F\u306E\u30B2\u30FC\u30E0\u7528\u4E71\u6570\u751F\u6210\u5668\u3067\u306F\u3042\u308A\u307E\u305B\u3093\u3002\u904E\u53BB\u306E\u5F53\u305B\u3093\u756A\u53F7\u306F\u516C\u5F0F\u306E\u60C5\u5831\u6E90\u304B\u3089\u53D6\u5F97\u3057\u3066\u3044\u307E\u3059\u3002",
  footerApi: "\u30D7\u30ED\u30B0\u30E9\u30E0\u5411\u3051\uFF1AAPI\u30EA\u30D5\u30A1\u30EC\u30F3\u30B9\u3001OpenAPI\u6587\u66F8\u3001MCP\u30B5\u30FC\u30D0\u30FC\uFF08{lottery}\u3001{random}\uFF09\u3002"
};

// src/pages/i18n/ko.ts
var ko = {
  languageName: "\uD55C\uAD6D\uC5B4",
  title: "fairdraw: \uB204\uAD6C\uB098 \uD655\uC778\uD560 \uC218 \uC788\uB294 \uB85C\uB610 \uBC88\uD638\uC640 \uACF5\uC815\uD55C \uCD94\uCCA8",
  description: "\uBB34\uB8CC \uB85C\uB610 \uBC88\uD638 \uCD94\uCC9C, \uB2F9\uCCA8 \uBC88\uD638 \uC870\uD68C, \uB2F9\uCCA8 \uD655\uC778, \uACF5\uC815\uD55C \uACBD\uD488 \uCD94\uCCA8, \uC8FC\uC0AC\uC704, \uB3D9\uC804, \uBB34\uC791\uC704 \uC22B\uC790\uC640 \uBAA9\uB85D \uBF51\uAE30. \uBAA8\uB4E0 \uACB0\uACFC\uB294 \uB2E4\uC2DC \uC7AC\uD604\uD558\uACE0 \uAC80\uC99D\uD560 \uC218 \uC788\uC2B5\uB2C8\uB2E4.",
  skip: "\uB3C4\uAD6C\uB85C \uBC14\uB85C \uAC00\uAE30",
  navDocs: "API \uBB38\uC11C",
  navLanguage: "\uC5B8\uC5B4",
  heading: "\uB204\uAD6C\uB098 \uD655\uC778\uD560 \uC218 \uC788\uB294 \uB85C\uB610 \uBC88\uD638\uC640 \uACF5\uC815\uD55C \uCD94\uCCA8",
  lead: "\uBAA8\uB4E0 \uACB0\uACFC\uB294 \uB2E4\uC2DC \uC7AC\uD604\uD558\uACE0 \uAC80\uC99D\uD560 \uC218 \uC788\uC2B5\uB2C8\uB2E4. \uBB34\uB8CC, \uAC00\uC785 \uC5C6\uC74C, \uCD94\uC801 \uC5C6\uC74C.",
  noscript: "\uC774 \uD398\uC774\uC9C0\uC5D0\uC11C \uBC88\uD638\uB97C \uBF51\uACE0 \uACB0\uACFC\uB97C \uBCF4\uB824\uBA74 JavaScript\uAC00 \uD544\uC694\uD569\uB2C8\uB2E4. JavaScript \uC5C6\uC774\uB294 API\uB97C \uC9C1\uC811 \uC0AC\uC6A9\uD558\uC138\uC694. API \uBB38\uC11C\uB97C \uCC38\uACE0\uD558\uC138\uC694.",
  toolsLabel: "\uB3C4\uAD6C",
  latestTitle: "\uCD5C\uADFC \uB2F9\uCCA8 \uACB0\uACFC",
  latestNext: "\uB2E4\uC74C \uCD94\uCCA8: {draw}, {when}.",
  picksOnly: "\uB85C\uB6106\uACFC \uB85C\uB6107\uC740 \uC9C0\uB09C \uD68C\uCC28 \uC790\uB8CC\uB97C \uBC1B\uC744 \uACF3\uC774 \uC5C6\uC5B4 \uBC88\uD638 \uBF51\uAE30\uB9CC \uD569\uB2C8\uB2E4. \uB2F9\uCCA8 \uD655\uC778\uC740 {games}\uB9CC \uB429\uB2C8\uB2E4.",
  toolLottery: "\uB85C\uB610 \uBC88\uD638",
  toolDraw: "\uB2F9\uCCA8 \uBC88\uD638",
  toolCheck: "\uB2F9\uCCA8 \uD655\uC778",
  toolGiveaway: "\uACF5\uC815\uD55C \uACBD\uD488 \uCD94\uCCA8",
  toolDice: "\uC8FC\uC0AC\uC704",
  toolCoin: "\uB3D9\uC804",
  toolInteger: "\uBB34\uC791\uC704 \uC22B\uC790",
  toolPick: "\uBAA9\uB85D\uC5D0\uC11C \uBF51\uAE30",
  toolShuffle: "\uBAA9\uB85D \uC11E\uAE30",
  optional: "(\uC120\uD0DD)",
  range: "{min}~{max}",
  fieldGame: "\uAC8C\uC784",
  gameCustom: "\uC9C1\uC811 \uC124\uC815",
  fieldSets: "\uAC8C\uC784 \uC218",
  customLegend: "\uC9C1\uC811 \uC124\uC815\uD55C \uBC29\uC2DD",
  fieldCount: "\uD55C \uAC8C\uC784\uC758 \uBC88\uD638 \uAC1C\uC218",
  fieldMin: "\uAC00\uC7A5 \uC791\uC740 \uBC88\uD638",
  fieldMax: "\uAC00\uC7A5 \uD070 \uBC88\uD638",
  fieldExtraCount: "\uBCF4\uB108\uC2A4 \uBC88\uD638 \uAC1C\uC218",
  fieldExtraMax: "\uAC00\uC7A5 \uD070 \uBCF4\uB108\uC2A4 \uBC88\uD638",
  buttonPick: "\uBC88\uD638 \uBF51\uAE30",
  fieldDraw: "\uD68C\uCC28",
  hintDrawNumber: "\uD68C\uCC28 \uBC88\uD638. \uBE44\uC6CC \uB450\uBA74 \uCD5C\uC2E0 \uD68C\uCC28.",
  hintDrawDate: "\uCD94\uCCA8 \uB0A0\uC9DC. \uBE44\uC6CC \uB450\uBA74 \uCD5C\uC2E0 \uD68C\uCC28.",
  buttonShowDraw: "\uB2F9\uCCA8 \uBC88\uD638 \uBCF4\uAE30",
  previousDraw: "\uC774\uC804 \uD68C\uCC28",
  nextDraw: "\uB2E4\uC74C \uD68C\uCC28",
  fieldQr: "\uB85C\uB610 6/45 \uBCF5\uAD8C\uC758 QR \uCF54\uB4DC",
  hintQr: "QR \uCF54\uB4DC\uC5D0 \uB2F4\uAE34 \uC8FC\uC18C(http://m.dhlottery.co.kr/?v=...)\uB97C \uBD99\uC5EC \uB123\uAC70\uB098 \uCE74\uBA54\uB77C\uB85C \uC77D\uC73C\uC138\uC694. \uD68C\uCC28\uC640 \uBAA8\uB4E0 \uAC8C\uC784\uC774 \uD55C \uBC88\uC5D0 \uCC44\uC6CC\uC9C0\uACE0 \uD655\uC778\uB429\uB2C8\uB2E4.",
  buttonQrRead: "\uCF54\uB4DC \uC77D\uAE30",
  buttonQrScan: "\uCE74\uBA54\uB77C\uB85C \uC77D\uAE30",
  buttonQrStop: "\uCE74\uBA54\uB77C \uB044\uAE30",
  qrNotTicket: "\uB85C\uB610 6/45 \uBCF5\uAD8C\uC758 QR \uCF54\uB4DC\uAC00 \uC544\uB2D9\uB2C8\uB2E4.",
  qrOutOfRange: "{line}\uAC8C\uC784\uC758 {number}\uC740(\uB294) 1\uBD80\uD130 {max}\uAE4C\uC9C0\uC758 \uBC88\uD638\uAC00 \uC544\uB2D9\uB2C8\uB2E4. \uCF54\uB4DC\uAC00 \uC190\uC0C1\uB418\uC5C8\uC2B5\uB2C8\uB2E4.",
  qrRepeated: "{line}\uAC8C\uC784\uC5D0 {number}\uC774(\uAC00) \uB450 \uBC88 \uB4E4\uC5B4 \uC788\uC2B5\uB2C8\uB2E4. \uCF54\uB4DC\uAC00 \uC190\uC0C1\uB418\uC5C8\uC2B5\uB2C8\uB2E4.",
  qrNoCamera: "\uC774 \uBE0C\uB77C\uC6B0\uC800\uB294 \uCE74\uBA54\uB77C\uB85C QR \uCF54\uB4DC\uB97C \uC77D\uC9C0 \uBABB\uD569\uB2C8\uB2E4. \uCF54\uB4DC\uB97C \uBD99\uC5EC \uB123\uC73C\uC138\uC694.",
  qrCameraFailed: "\uCE74\uBA54\uB77C\uB97C \uC5F4 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4. \uCF54\uB4DC\uB97C \uBD99\uC5EC \uB123\uC73C\uC138\uC694.",
  ticketLegend: "\uB0B4 \uBC88\uD638",
  ticketLine: "{line}\uAC8C\uC784",
  ticketHint: "1~{max} \uC911 \uBC88\uD638 {count}\uAC1C\uB97C \uB744\uC5B4\uC4F0\uAE30\uB85C \uAD6C\uBD84\uD574 \uC785\uB825\uD558\uC138\uC694. \uCD5C\uB300 5\uAC8C\uC784, \uBE48 \uC904\uC740 \uAC74\uB108\uB701\uB2C8\uB2E4.",
  buttonCheck: "\uD655\uC778\uD558\uAE30",
  fieldSides: "\uBA74 \uC218",
  fieldDice: "\uC8FC\uC0AC\uC704 \uAC1C\uC218",
  buttonRoll: "\uAD74\uB9AC\uAE30",
  fieldCoins: "\uB3D9\uC804 \uAC1C\uC218",
  buttonFlip: "\uB358\uC9C0\uAE30",
  fieldFrom: "\uCD5C\uC18C",
  fieldTo: "\uCD5C\uB300",
  fieldHowMany: "\uAC1C\uC218",
  fieldUnique: "\uC911\uBCF5 \uC5C6\uC774",
  buttonDrawNumbers: "\uBF51\uAE30",
  fieldItems: "\uD56D\uBAA9 (\uD55C \uC904\uC5D0 \uD558\uB098\uC529)",
  hintItems: "\uD56D\uBAA9 1~1,000\uAC1C, \uAC01 200\uC790 \uC774\uB0B4.",
  buttonPickItems: "\uBF51\uAE30",
  buttonShuffle: "\uC11E\uAE30",
  sets_one: "{count}\uAC8C\uC784",
  sets_other: "{count}\uAC8C\uC784",
  setLabel: "{n}\uBC88\uC9F8 \uAC8C\uC784",
  checkSet: "\uD655\uC778",
  checkSetLabel: "{n}\uBC88\uC9F8 \uAC8C\uC784\uC744 \uCD5C\uC2E0 \uD68C\uCC28\uC640 \uBE44\uAD50",
  andExtra: "{numbers}, {extra} {extraNumbers}",
  livePick: "{game}: {sets}.",
  customName: "\uC9C1\uC811 \uC124\uC815",
  drawNumbered: "{game} \uC81C{draw}\uD68C, {date}",
  drawDated: "{game}, {date}",
  drawTime: "{date} {time} {zone}",
  winningNumbers: "\uB2F9\uCCA8 \uBC88\uD638",
  liveDraw: "{title}: {numbers}.",
  multiplier: "\uBC30\uC218: {value}\uBC30",
  prizes: "\uB4F1\uC218\uBCC4 \uB2F9\uCCA8\uAE08",
  rank: "\uB4F1\uC218",
  rankName: "{rank}\uB4F1",
  winners: "\uB2F9\uCCA8 \uAC8C\uC784 \uC218",
  prizePerWinner: "1\uAC8C\uC784\uB2F9 \uB2F9\uCCA8\uAE08",
  unknown: "\uC54C \uC218 \uC5C6\uC74C",
  stale: "\uACF5\uC2DD \uC0AC\uC774\uD2B8\uAC00 \uC9C0\uAE08 \uC751\uB2F5\uD558\uC9C0 \uC54A\uC544, {when}\uC5D0 \uBC1B\uC544 \uB454 \uBC88\uD638\uB97C \uBCF4\uC5EC \uB4DC\uB9BD\uB2C8\uB2E4.",
  checkAgainst: "\uC774 \uD68C\uCC28\uB85C \uB2F9\uCCA8 \uD655\uC778\uD558\uAE30",
  drawOfNumber: "\uC81C{draw}\uD68C",
  matched: "\uC77C\uCE58",
  bonusMatched: "\uBCF4\uB108\uC2A4 \uBC88\uD638\uC640 \uC77C\uCE58",
  numbers_one: "\uBC88\uD638 {count}\uAC1C",
  numbers_other: "\uBC88\uD638 {count}\uAC1C",
  tierWithExtra: "{numbers} + {extra}",
  tierExtraOnly: "{extra}\uB9CC \uC77C\uCE58",
  verdictRank: "{rank}\uB4F1: {match} \uC77C\uCE58. 1\uAC8C\uC784\uB2F9 \uB2F9\uCCA8\uAE08 {prize}.",
  verdictRankNoAmount: "{rank}\uB4F1: {match} \uC77C\uCE58.",
  verdictTier: "\uB2F9\uCCA8: {match} \uC77C\uCE58. \uB2F9\uCCA8\uAE08\uC740 \uC8FC\uC640 \uBC30\uC218\uC5D0 \uB530\uB77C \uB2E4\uB985\uB2C8\uB2E4.",
  verdictNone: "\uB099\uCCA8: {match} \uC77C\uCE58.",
  liveCheckLine: "{line}\uAC8C\uC784: {verdict}",
  youRolled: "\uC8FC\uC0AC\uC704 \uACB0\uACFC {rolls}(\uD569\uACC4 {total}).",
  youRolledOne: "\uC8FC\uC0AC\uC704 \uACB0\uACFC {rolls}.",
  heads: "\uC55E\uBA74",
  tails: "\uB4B7\uBA74",
  heads_one: "\uC55E\uBA74 {count}\uAC1C",
  heads_other: "\uC55E\uBA74 {count}\uAC1C",
  tails_one: "\uB4B7\uBA74 {count}\uAC1C",
  tails_other: "\uB4B7\uBA74 {count}\uAC1C",
  liveCoin: "{heads}, {tails}.",
  integersSummary: "{min}\uBD80\uD130 {max}\uAE4C\uC9C0:",
  liveIntegers: "\uBF51\uD78C \uC22B\uC790: {values}.",
  picked: "\uBF51\uD78C \uD56D\uBAA9:",
  livePicked: "\uBF51\uD78C \uD56D\uBAA9: {items}.",
  newOrder: "\uC0C8 \uC21C\uC11C:",
  liveShuffled: "\uC0C8 \uC21C\uC11C: {items}.",
  checkThisDraw: "\uC774 \uCD94\uCCA8 \uAC80\uC99D\uD558\uAE30",
  replayedFrom: "\uC2DC\uB4DC {seed}\u2026\uB85C \uC7AC\uD604\uD55C \uACB0\uACFC\uC785\uB2C8\uB2E4. \uB2E4\uC74C\uC5D0 \uB204\uB974\uBA74 \uC0C8\uB85C \uBF51\uC2B5\uB2C8\uB2E4.",
  seedOfAnswer: "\uC774 \uACB0\uACFC\uC758 \uC2DC\uB4DC",
  copySeed: "\uC2DC\uB4DC \uBCF5\uC0AC",
  copyLink: "\uB9C1\uD06C \uBCF5\uC0AC",
  copied: "\uBCF5\uC0AC\uD588\uC2B5\uB2C8\uB2E4.",
  copyFailed: "\uBCF5\uC0AC\uD558\uC9C0 \uBABB\uD588\uC2B5\uB2C8\uB2E4. \uD14D\uC2A4\uD2B8\uB97C \uC120\uD0DD\uD574 \uC9C1\uC811 \uBCF5\uC0AC\uD558\uC138\uC694.",
  linkToAnswer: "\uC774 \uACB0\uACFC\uB85C \uAC00\uB294 \uB9C1\uD06C",
  replayLabel: "\uC7AC\uD604\uD560 \uC2DC\uB4DC",
  replayHint: "\uACB0\uACFC\uC758 \uC2DC\uB4DC\uB97C \uAC19\uC740 \uC124\uC815\uC73C\uB85C \uB123\uC73C\uBA74 \uAC19\uC740 \uACB0\uACFC\uAC00 \uB2E4\uC2DC \uB098\uC635\uB2C8\uB2E4.",
  replayButton: "\uC7AC\uD604\uD558\uAE30",
  theRequest: "\uC694\uCCAD",
  theAnswerJson: "JSON \uC751\uB2F5",
  verifierFile: "\uAC80\uC99D \uD30C\uC77C \uB0B4\uB824\uBC1B\uAE30",
  verifierHow: "Python 3\uB85C \uB0B4 \uCEF4\uD4E8\uD130\uC5D0\uC11C \uC9C1\uC811 \uD655\uC778\uD558\uC138\uC694:",
  verifierGet: "\uAC80\uC99D \uD504\uB85C\uADF8\uB7A8 \uBC1B\uAE30 (fairdraw_verify.py)",
  amountWon: "{amount}\uC6D0",
  labelled: "{label}: {value}",
  withDetail: "{text} ({detail})",
  pair: "{first}, {second}",
  series: "{first}; {second}",
  sampleItems: "\uBBFC\uC900\n\uC11C\uC5F0\n\uB3C4\uC724\n\uD558\uC740",
  errorTitle: "\uCC98\uB9AC\uD558\uC9C0 \uBABB\uD588\uC2B5\uB2C8\uB2E4.",
  problemInteger: "{min}~{max} \uC0AC\uC774\uC758 \uC815\uC218\uB97C \uC785\uB825\uD558\uC138\uC694.",
  problemTicket: "1~{max} \uC911 \uC11C\uB85C \uB2E4\uB978 \uBC88\uD638 {count}\uAC1C\uB97C \uC785\uB825\uD558\uC138\uC694.",
  problemTicketNone: "\uBC88\uD638\uB97C \uD55C \uAC8C\uC784 \uC774\uC0C1 \uC785\uB825\uD558\uC138\uC694.",
  problemDrawNumber: "1 \uC774\uC0C1\uC758 \uD68C\uCC28 \uBC88\uD638\uB97C \uC785\uB825\uD558\uC138\uC694.",
  problemDrawDate: "\uCD94\uCCA8 \uB0A0\uC9DC\uB97C \uACE0\uB974\uC138\uC694.",
  problemNotDrawDay: "\uADF8\uB0A0\uC740 {game} \uCD94\uCCA8\uC774 \uC5C6\uC2B5\uB2C8\uB2E4.",
  problemSeed: "\uACB0\uACFC\uC758 \uC2DC\uB4DC(\uC601\uBB38\uC790\uC640 \uC22B\uC790 64\uC790)\uB97C \uC785\uB825\uD558\uC138\uC694.",
  problemLinkSeed: "\uC774 \uB9C1\uD06C\uC758 \uC2DC\uB4DC\uAC00 \uC190\uC0C1\uB418\uC5C8\uC2B5\uB2C8\uB2E4(\uC601\uBB38\uC790\uC640 \uC22B\uC790 64\uC790\uAC00 \uC544\uB2D8). \uB9C1\uD06C\uAC00 \uAC00\uB9AC\uD0A4\uB358 \uACB0\uACFC\uB97C \uBCF4\uC5EC\uC904 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4.",
  problemFieldGeneric: "\uBC1B\uC544\uB4E4\uC77C \uC218 \uC5C6\uB294 \uAC12\uC785\uB2C8\uB2E4.",
  fieldProblem: "{label}: {problem}",
  errorDrawNotFound: "\uC544\uC9C1 \uADF8 \uD68C\uCC28\uAC00 \uC5C6\uC2B5\uB2C8\uB2E4.",
  errorSource: "\uC9C0\uAE08 \uACF5\uC2DD \uB2F9\uCCA8 \uBC88\uD638 \uC0AC\uC774\uD2B8\uAC00 \uC751\uB2F5\uD558\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4.",
  errorRetryIn_one: "{count}\uCD08 \uD6C4\uC5D0 \uB2E4\uC2DC \uC2DC\uB3C4\uD558\uC138\uC694.",
  errorRetryIn_other: "{count}\uCD08 \uD6C4\uC5D0 \uB2E4\uC2DC \uC2DC\uB3C4\uD558\uC138\uC694.",
  errorRateLimited: "\uD55C\uAEBC\uBC88\uC5D0 \uB108\uBB34 \uB9CE\uC774 \uC694\uCCAD\uD588\uC2B5\uB2C8\uB2E4.",
  errorNetwork: "fairdraw\uC5D0 \uC5F0\uACB0\uD558\uC9C0 \uBABB\uD588\uC2B5\uB2C8\uB2E4. \uC778\uD130\uB137 \uC5F0\uACB0\uC744 \uD655\uC778\uD558\uC138\uC694.",
  errorServer: "\uC800\uD76C \uCABD\uC5D0\uC11C \uBB38\uC81C\uAC00 \uC0DD\uACBC\uC2B5\uB2C8\uB2E4 ({status}).",
  retry: "\uB2E4\uC2DC \uC2DC\uB3C4",
  giveawayIntro: "\uCD94\uCCA8 \uC804\uC5D0 \uBBF8\uB9AC \uACF5\uC9C0\uD558\uC138\uC694. \uB2F9\uCCA8\uC790\uB294 \uC544\uC9C1 \uC544\uBB34\uB3C4(\uC8FC\uCD5C\uC790\uC870\uCC28) \uBAA8\uB974\uB294 \uB85C\uB610 \uACF5\uC2DD \uB2F9\uCCA8 \uBC88\uD638\uB85C \uC815\uD574\uC9D1\uB2C8\uB2E4.",
  fieldTitle: "\uC81C\uBAA9",
  hintTitle: "\uD55C \uC904, 200\uC790 \uC774\uB0B4.",
  fieldEntries: "\uC751\uBAA8\uC790 (\uD55C \uC904\uC5D0 \uD55C \uBA85\uC529)",
  hintEntries: "1~1,000\uBA85, \uAC01 200\uC790 \uC774\uB0B4. \uC21C\uC11C\uB3C4 \uACB0\uACFC\uC5D0 \uC601\uD5A5\uC744 \uC90D\uB2C8\uB2E4.",
  fieldWinners: "\uB2F9\uCCA8\uC790 \uC218",
  fieldGiveawayDraw: "\uAE30\uC900 \uD68C\uCC28",
  hintGiveawayDraw: "\uCD94\uCCA8: {when}.",
  hintGiveawayDrawPast: "\uC774\uBBF8 \uCD94\uCCA8\uC774 \uB05D\uB09C \uD68C\uCC28\uC785\uB2C8\uB2E4. \uC544\uC9C1 \uACB0\uACFC\uB97C \uC544\uBB34\uB3C4 \uBAA8\uB974\uB294 \uC774\uD6C4 \uD68C\uCC28\uB97C \uACE0\uB974\uC138\uC694.",
  buttonAnnounce: "\uACF5\uC9C0 \uB9CC\uB4E4\uAE30",
  problemTitleLine: "\uD55C \uC904\uB85C \uC785\uB825\uD558\uC138\uC694.",
  problemTitleLong: "200\uC790 \uC774\uB0B4\uB85C \uC785\uB825\uD558\uC138\uC694.",
  problemEntriesCount: "\uC751\uBAA8\uC790\uB97C 1~1,000\uBA85 \uC785\uB825\uD558\uC138\uC694.",
  problemEntryLong: "{line}\uBC88\uC9F8 \uC904\uC774 200\uC790\uB97C \uB118\uC2B5\uB2C8\uB2E4.",
  problemWinners: "1~{max} \uC0AC\uC774\uC758 \uC815\uC218\uB97C \uC785\uB825\uD558\uC138\uC694.",
  duplicateEntries: "\uB450 \uBC88 \uC774\uC0C1 \uB098\uC628 \uC774\uB984: {entries}. \uD5C8\uC6A9\uB418\uC9C0\uB9CC \uC904\uB9C8\uB2E4 \uB530\uB85C \uC751\uBAA8\uD55C \uAC83\uC73C\uB85C \uBD05\uB2C8\uB2E4.",
  announcement: "\uACF5\uC9C0",
  announcementHelp: "\uCD94\uCCA8 \uC804\uC5D0 \uC774 \uB0B4\uC6A9\uC744 \uACF5\uAC1C\uD558\uACE0 \uB9C1\uD06C\uB97C \uACF5\uC720\uD558\uC138\uC694. \uCD94\uCCA8 \uD6C4\uC5D0\uB294 \uB204\uAD6C\uB098 \uB9C1\uD06C\uB97C \uC5F4\uC5B4 \uAC19\uC740 \uB2F9\uCCA8\uC790\uB97C \uBCFC \uC218 \uC788\uC2B5\uB2C8\uB2E4.",
  announceGame: "\uAC8C\uC784",
  announceDraw: "\uD68C\uCC28",
  announceEntries: "\uC751\uBAA8\uC790 \uC218",
  announceSha: "\uC751\uBAA8\uC790 \uBAA9\uB85D\uC758 SHA-256",
  announceWinners: "\uB2F9\uCCA8\uC790 \uC218",
  announcementText: "{title}\n\uC751\uBAA8\uC790 {count}\uBA85 \uC911 {winners}\uBA85\uC744 {game} {draw}({when}) \uB2F9\uCCA8 \uBC88\uD638\uB85C \uBF51\uC2B5\uB2C8\uB2E4.\n\uC751\uBAA8\uC790 \uBAA9\uB85D SHA-256: {sha}\n\uACF5\uC9C0 ID: {id}\n\uD655\uC778: {link}",
  copyAnnouncement: "\uACF5\uC9C0 \uBCF5\uC0AC",
  giveawayBefore: "\uC544\uC9C1 \uCD94\uCCA8 \uC804\uC785\uB2C8\uB2E4",
  giveawayWhat: "{game} {draw}({when} \uCD94\uCCA8)\uC758 \uACF5\uC2DD \uB2F9\uCCA8 \uBC88\uD638\uB85C \uC751\uBAA8\uC790 {count}\uBA85 \uC911 {winners}\uBA85\uC744 \uBF51\uC2B5\uB2C8\uB2E4.",
  countdown: "\uACB0\uACFC\uAE4C\uC9C0 {time} \uB0A8\uC558\uC2B5\uB2C8\uB2E4.",
  countdownSoon: "\uACE7 \uACB0\uACFC\uAC00 \uB098\uC635\uB2C8\uB2E4.",
  days_one: "{count}\uC77C",
  days_other: "{count}\uC77C",
  giveawayWinners: "\uB2F9\uCCA8\uC790",
  liveGiveaway: "\uB2F9\uCCA8\uC790: {winners}.",
  fromNumbers: "{title}\uC758 \uACF5\uC2DD \uB2F9\uCCA8 \uBC88\uD638\uB85C \uBF51\uC558\uC2B5\uB2C8\uB2E4:",
  howToCheck: "\uAC80\uC99D\uD558\uB294 \uBC29\uBC95",
  howToCheckText: "\uB204\uAD6C\uB098 \uC544\uB798 \uB450 \uC694\uCCAD\uC744 \uB2E4\uC2DC \uBCF4\uB0B4\uAC70\uB098, \uC544\uB798 \uBB38\uC11C\uB97C \uAC80\uC99D \uD504\uB85C\uADF8\uB7A8\uC73C\uB85C \uD655\uC778\uD560 \uC218 \uC788\uC2B5\uB2C8\uB2E4. \uAC80\uC99D \uD504\uB85C\uADF8\uB7A8\uC740 \uB2F9\uCCA8 \uBC88\uD638\uB97C \uACF5\uC2DD \uCD9C\uCC98\uC5D0\uC11C \uC9C1\uC811 \uC77D\uC5B4 \uBE44\uAD50\uD569\uB2C8\uB2E4.",
  giveawayBad: "\uC774 \uB9C1\uD06C\uB294 \uC190\uC0C1\uB418\uC5C8\uC2B5\uB2C8\uB2E4. \uCD94\uCCA8\uD560 \uC218 \uC788\uB294 \uB0B4\uC6A9\uC774 \uB4E4\uC5B4 \uC788\uC9C0 \uC54A\uC2B5\uB2C8\uB2E4.",
  giveawayEntriesList: "\uC751\uBAA8\uC790",
  fieldRegister: "\uACF5\uC9C0\uB97C \uB4F1\uB85D\uD558\uAE30(\uAD8C\uC7A5)",
  hintRegister: "\uB4F1\uB85D\uD558\uBA74 \uACF5\uC9C0\uD55C \uC2DC\uAC01\uC774 \uAE30\uB85D\uB418\uC5B4 \uCD94\uCCA8 \uC804\uC5D0 \uACF5\uC9C0\uD588\uB2E4\uB294 \uAC83\uC774 \uC99D\uBA85\uB429\uB2C8\uB2E4. \uC81C\uBAA9\uACFC \uC751\uBAA8\uC790 \uBAA9\uB85D\uC740 \uACF5\uAC1C\uB418\uC5B4 ID\uB098 \uB9C1\uD06C\uB97C \uC544\uB294 \uB204\uAD6C\uB098 \uBCFC \uC218 \uC788\uC2B5\uB2C8\uB2E4.",
  announcePublish: "\uCD94\uCCA8 \uC804\uC5D0 \uC774 ID\uB098 \uB9C1\uD06C\uB97C \uACF5\uAC1C\uD558\uC138\uC694",
  announceId: "\uACF5\uC9C0 ID",
  announceShortLink: "\uC9E7\uC740 \uB9C1\uD06C",
  announceLongLink: "\uB4F1\uB85D \uC5C6\uC774 \uC4F0\uB294 \uB9C1\uD06C",
  announceLongHelp: "\uC774 \uAE34 \uB9C1\uD06C\uC5D0\uB294 \uCD94\uCCA8 \uB0B4\uC6A9\uC774 \uBAA8\uB450 \uB4E4\uC5B4 \uC788\uC5B4 \uB4F1\uB85D\uC774 \uD544\uC694 \uC5C6\uC9C0\uB9CC, \uC5B8\uC81C \uB9CC\uB4E4\uC5C8\uB294\uC9C0\uB294 \uC99D\uBA85\uD558\uC9C0 \uBABB\uD569\uB2C8\uB2E4.",
  announcedAt: "\uACF5\uC9C0 \uC2DC\uAC01",
  announcedRegistered: "{when}(\uB4F1\uB85D\uB428)",
  announcedNotRegistered: "\uB4F1\uB85D\uB418\uC9C0 \uC54A\uC74C: \uC5B8\uC81C \uACF5\uC9C0\uD588\uB294\uC9C0 \uC544\uBB34\uB3C4 \uC99D\uBA85\uD560 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4.",
  giveawayPastWarning: "\uC8FC\uC758: \uC774 \uCD94\uCCA8\uC740 \uCD94\uCCA8\uC77C \uC804\uC5D0 \uB4F1\uB85D\uB418\uC9C0 \uC54A\uC558\uC2B5\uB2C8\uB2E4. \uB2F9\uCCA8 \uBC88\uD638\uAC00 \uB098\uC628 \uB4A4\uC5D0 \uB9CC\uB4E0 \uB9C1\uD06C\uC77C \uC218\uB3C4 \uC788\uC2B5\uB2C8\uB2E4.",
  giveawayWereChosen: "{game} {draw}({when} \uCD94\uCCA8)\uC758 \uACF5\uC2DD \uB2F9\uCCA8 \uBC88\uD638\uB85C \uC751\uBAA8\uC790 {count}\uBA85 \uC911 {winners}\uBA85\uC744 \uBF51\uC558\uC2B5\uB2C8\uB2E4.",
  officialResult: "\uACF5\uC2DD \uACB0\uACFC",
  giveawayNoDraw: "{game}\uC740(\uB294) {date}\uC5D0 \uCD94\uCCA8\uC774 \uC5C6\uC2B5\uB2C8\uB2E4. \uC774 \uCD94\uCCA8\uC740 \uC9C4\uD589\uB420 \uC218 \uC5C6\uC2B5\uB2C8\uB2E4.",
  giveawayLate: "\uCD94\uCCA8 \uC2DC\uAC01\uC774 \uD55C\uCC38 \uC9C0\uB0AC\uB294\uB370\uB3C4 \uACF5\uC2DD \uACB0\uACFC\uAC00 \uC5C6\uC2B5\uB2C8\uB2E4. \uD655\uC778\uC744 \uBA48\uCDC4\uC73C\uB2C8 \uB098\uC911\uC5D0 \uB2E4\uC2DC \uC5F4\uC5B4 \uBCF4\uC138\uC694.",
  giveawayNotFound: "\uC774 ID\uB85C \uB4F1\uB85D\uB41C \uCD94\uCCA8\uC774 \uC5C6\uC2B5\uB2C8\uB2E4.",
  newGiveaway: "\uC0C8 \uCD94\uCCA8 \uB9CC\uB4E4\uAE30",
  footerAbout: "fairdraw\uB294 \uC2DC\uB4DC\uB85C \uB9CC\uB4E0 ChaCha20 \uB09C\uC218\uC5F4\uB85C \uBF51\uAE30 \uB54C\uBB38\uC5D0 \uBAA8\uB4E0 \uACB0\uACFC\uB97C \uC624\uD504\uB77C\uC778\uC5D0\uC11C\uB3C4 \uC7AC\uD604\uD560 \uC218 \uC788\uC2B5\uB2C8\uB2E4. \uC7AC\uBBF8\uC640 \uACBD\uD488 \uCD94\uCCA8\uC744 \uC704\uD55C \uACF5\uC815\uD558\uACE0 \uAC80\uC99D \uAC00\uB2A5\uD55C \uB3C4\uAD6C\uC774\uBA70, \uC778\uC99D\uB41C \uAC8C\uC784\uC6A9 \uB09C\uC218 \uC0DD\uC131\uAE30\uB294 \uC544\uB2D9\uB2C8\uB2E4. \uC9C0\uB09C \uB2F9\uCCA8 \uBC88\uD638\uB294 \uACF5\uC2DD \uCD9C\uCC98\uC5D0\uC11C \uAC00\uC838\uC635\uB2C8\uB2E4.",
  footerApi: "\uD504\uB85C\uADF8\uB7A8\uC6A9: API \uBB38\uC11C, OpenAPI \uBB38\uC11C, MCP \uC11C\uBC84({lottery}, {random})."
};

// src/pages/i18n/mod.ts
var MESSAGES = {
  en,
  ko,
  ja
};
var LANGUAGES = [
  "en",
  "ko",
  "ja"
];
var LANGUAGE_COOKIE = "lang";
function isLanguage(text) {
  return LANGUAGES.includes(text);
}
function chooseLanguage(request) {
  const query = new URL(request.url).searchParams.get("lang");
  if (isLanguage(query)) return {
    language: query,
    fromQuery: true
  };
  const cookie = cookieValue(request.headers.get("cookie"), LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return {
    language: cookie,
    fromQuery: false
  };
  return {
    language: acceptedLanguage(request.headers.get("accept-language")),
    fromQuery: false
  };
}
function cookieValue(header, name) {
  for (const part of (header ?? "").split(";")) {
    const [key, value] = part.split("=", 2);
    if (key?.trim() === name) return value?.trim();
  }
  return void 0;
}
function acceptedLanguage(header) {
  const ranges = (header ?? "").split(",").map((part, index) => {
    const [range = "", ...parameters] = part.trim().split(";");
    const q = parameters.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v);
    return {
      primary: range.trim().toLowerCase().split("-")[0] ?? "",
      q: q ? Number(q) : 1,
      index
    };
  }).filter((range) => range.q > 0 && range.primary !== "");
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  for (const range of ranges) {
    if (range.primary === "*") return "en";
    if (isLanguage(range.primary)) return range.primary;
  }
  return "en";
}

// src/pages/words.js
function fill(text, values = {}) {
  return text.replace(/\{([a-zA-Z]+)\}/g, (mark, name) => {
    const value = values[name];
    return value === void 0 ? mark : String(value);
  });
}

// src/pages/mod.ts
var HTML = "text/html; charset=utf-8";
var PAGE_HEADERS = {
  "content-security-policy": "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer"
};
var ASSET_HEADERS = {};
var IMMUTABLE = "public, max-age=31536000, immutable";
async function releaseHashOf(assets) {
  const encoder = new TextEncoder();
  const parts = [];
  for (const { path, bytes } of [
    ...assets
  ].sort((a, b) => a.path < b.path ? -1 : 1)) {
    const length = new Uint8Array(8);
    new DataView(length.buffer).setBigUint64(0, BigInt(bytes.length));
    parts.push(encoder.encode(`${path}
`), length, bytes);
  }
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", whole));
  return toHex(digest.subarray(0, 6));
}
function withRelease(html, hash) {
  return html.replace(/(href|src)="\/assets\/(style\.css|home\.js|icon\.svg)"/g, (_match, attribute, name) => `${attribute}="/r/${hash}/assets/${name}"`);
}
var PREVIEW_HEADLINE = "Lottery numbers and fair random draws you can check";
var PREVIEW_IMAGE = {
  path: "/assets/preview.png",
  type: "image/png",
  width: 1200,
  height: 630,
  headline: PREVIEW_HEADLINE,
  alt: `Lottery balls and a die under the words: ${PREVIEW_HEADLINE}`
};
var LANGUAGE_VARY = "Accept-Language, Cookie";
var YEAR_SECONDS = 365 * 24 * 60 * 60;
function pageHandlers(loadOperations, options = {}) {
  const encoder = new TextEncoder();
  const text = (body, type) => ({
    bytes: encoder.encode(body),
    type
  });
  const file = (name, type) => async () => ({
    bytes: await readPageFile(name),
    type
  });
  const release = lazy(async () => releaseHashOf(await Promise.all(Object.entries(ASSETS).map(async ([path, asset]) => ({
    path,
    bytes: await readPageFile(asset.file)
  })))));
  const releaseHash = release.get;
  const handlersOf = (cacheControl) => new Map(Object.entries(ASSETS).map(([path, asset]) => [
    path,
    staticHandler(file(asset.file, asset.type), {
      headers: ASSET_HEADERS,
      cacheControl
    })
  ]));
  const released = handlersOf(IMMUTABLE);
  const assets = handlersOf();
  const home = staticHandler(async (_origin, variant) => text(withRelease(renderHome(new TextDecoder().decode(await readPageFile("home.html")), await loadOperations(), {
    origin: options.publicUrl,
    language: variant,
    games: options.games
  }), await releaseHash()), HTML), {
    headers: PAGE_HEADERS,
    variant: (request) => chooseLanguage(request).language
  });
  const notFound = (target) => new HttpError("not_found", `no such path: ${target.pathname}`);
  return {
    async home(request, match) {
      const response = await home(request, match);
      const vary = response.headers.get("vary");
      response.headers.set("vary", vary === null ? LANGUAGE_VARY : `${vary}, ${LANGUAGE_VARY}`);
      const chosen = chooseLanguage(request);
      if (chosen.fromQuery && new URL(request.url).searchParams.has("choose")) {
        response.headers.set("set-cookie", `${LANGUAGE_COOKIE}=${chosen.language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
      }
      return response;
    },
    docs: staticHandler(async () => text(withRelease(renderDocs(openApiDocument(await loadOperations())), await releaseHash()), HTML), {
      headers: PAGE_HEADERS
    }),
    openapi: staticHandler(async () => text(JSON.stringify(withHealthCheck(openApiDocument(await loadOperations()))), JSON_TYPE), {
      headers: ASSET_HEADERS
    }),
    async released(request, target) {
      const [, , hash = "", ...rest] = target.pathname.split("/");
      const handler = released.get(`/${rest.join("/")}`);
      if (handler === void 0 || hash !== await releaseHash()) throw notFound(target);
      return await handler(request, target);
    },
    asset(request, target) {
      const handler = assets.get(target.pathname);
      if (handler === void 0) throw notFound(target);
      return handler(request, target);
    }
  };
}
function renderHome(template, operations, options = {}) {
  const language = options.language ?? "en";
  const games = options.games ?? GAMES;
  const words = MESSAGES[language];
  const t = (key) => {
    if (!(key in words)) throw new Error(`home.html: no word ${key}`);
    return escapeHtml(words[key]);
  };
  const indented = (indent, block) => indent + block.replaceAll("\n", `
${indent}`);
  const operation = (name) => {
    const found = operations.find((candidate) => candidate.name === name);
    if (found === void 0) throw new Error(`home.html: no operation ${name}`);
    return found;
  };
  const firstDrawGame = gameOf(DRAW_GAMES[0]);
  const worded = template.replace(/\{\{ *lang *\}\}/g, language).replace(/\{\{ *t: *([a-zA-Z]+) *\}\}/g, (_mark, key) => t(key)).replace(/\{\{ *action: *([a-z_]+) *\}\}/g, (_mark, name) => operation(name).path).replace(/\{\{ *ticketHint *\}\}/g, fill(t("ticketHint"), {
    count: firstDrawGame.pick.count,
    max: firstDrawGame.pick.max
  })).replace(/\{\{ *footerApi *\}\}/g, fill(t("footerApi"), {
    lottery: "<code>/mcp/lottery</code>",
    random: "<code>/mcp/random</code>"
  }));
  return worded.replace(/^( *)<!-- preview-tags -->$/m, (_line, indent) => indented(indent, previewTags(worded, options.origin ?? "", language))).replace(/^( *)<!-- language-links -->$/m, (_line, indent) => indented(indent, languageLinks(language))).replace(/^( *)<!-- game-options ([a-z_]+) -->$/gm, (_line, indent, name) => indented(indent, gameOptions(operation(name), words, games))).replace(/^( *)<!-- draw-field ([a-z]+) -->$/gm, (_line, indent, tool) => indented(indent, drawField(tool, words))).replace(/^( *)<!-- latest-cards -->$/m, (_line, indent) => indented(indent, latestCards(language, words, games))).replace(/^( *)<!-- ticket-lines -->$/m, (_line, indent) => indented(indent, ticketLines(words))).replace(/^( *)<!-- verify-panel ([a-z]+) ([a-z_]+) -->$/gm, (_line, indent, tool, name) => indented(indent, verifyPanel(tool, operation(name).seeded, words))).replace(/^( *)<!-- integer-field ([a-z_]+) ([a-z]+) ([a-z_]+) (-|-?[0-9]+) ([a-zA-Z]+) -->$/gm, (_line, indent, name, tool, argument, value, label) => indented(indent, integerField({
    tool,
    argument,
    value: value === "-" ? "" : value,
    label: t(label),
    hint: rangeHint(t("range"), boundsOf(operations, name, argument), language),
    bounds: boundsOf(operations, name, argument)
  }))).replace(/^( *)<!-- page-data -->$/m, (_line, indent) => indented(indent, pageDataScript(operations, language, games)));
}
function pageDataScript(operations, language, games) {
  const data = {
    language,
    messages: MESSAGES[language],
    games: games.map((game) => ({
      id: game.id,
      name: game.names[language],
      extraName: game.extraName?.[language] ?? null,
      pick: game.pick,
      look: game.look,
      draws: game.draws ?? null,
      officialUrl: game.draws?.officialUrl("{draw}") ?? null
    })),
    paths: Object.fromEntries(operations.map((operation) => [
      operation.name,
      operation.path
    ])),
    landing: LANDING_GAMES[language]
  };
  const json = JSON.stringify(data).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="page-data">${json}<\/script>`;
}
function languageLinks(current) {
  return LANGUAGES.map((language) => {
    const current_ = language === current ? ' aria-current="true"' : "";
    return `<a href="/?lang=${language}&amp;choose=1" hreflang="${language}" lang="${language}"${current_}>${escapeHtml(MESSAGES[language].languageName)}</a>`;
  }).join("\n");
}
var HOME_GAME = {
  en: "powerball",
  ko: "kr645",
  ja: "jp_loto6"
};
var LANDING_GAMES = {
  en: [
    "powerball",
    "megamillions"
  ],
  ko: [
    "kr645"
  ],
  ja: []
};
function latestCards(language, words, games) {
  const landing = LANDING_GAMES[language];
  if (landing.length === 0) {
    const checkable = DRAW_GAMES.map((id) => games.find((game) => game.id === id)?.names[language]).filter((name) => name !== void 0);
    const joined = language === "ko" ? checkable.join(", ") : new Intl.ListFormat(language, {
      type: "conjunction"
    }).format(checkable);
    return `<p>${escapeHtml(fill(words.picksOnly, {
      games: joined
    }))}</p>`;
  }
  return landing.map((id) => {
    const name = games.find((game) => game.id === id)?.names[language] ?? id;
    return `<article class="latest-card pending" aria-busy="true"><h3>${escapeHtml(name)}</h3></article>`;
  }).join("\n");
}
function gameOptions(operation, words, games) {
  const ids = jsonSchemaOf(operation.input).properties?.game;
  if (typeof ids !== "object" || ids.enum === void 0) {
    throw new Error(`home.html: ${operation.name} has no game picklist`);
  }
  const language = LANGUAGES.find((candidate) => MESSAGES[candidate] === words) ?? "en";
  return ids.enum.map((id) => {
    const game = games.find((candidate) => candidate.id === id);
    if (id !== "custom" && game === void 0) throw new Error(`home.html: no game ${id}`);
    const name = id === "custom" ? words.gameCustom : game.names[language];
    const selected = id === HOME_GAME[language] ? " selected" : "";
    return `<option value="${escapeHtml(String(id))}"${selected}>${escapeHtml(name)}</option>`;
  }).join("\n");
}
function drawField(tool, words) {
  const id = `${tool}-draw`;
  return [
    `<div class="field">`,
    `  <label for="${id}">${escapeHtml(words.fieldDraw)} <span class="optional">${escapeHtml(words.optional)}</span></label>`,
    `  <input id="${id}" name="draw" type="number" inputmode="numeric" min="1" autocomplete="off" data-kind="draw" aria-describedby="${id}-hint">`,
    `  <p class="hint" id="${id}-hint">${escapeHtml(words.hintDrawNumber)}</p>`,
    "</div>"
  ].join("\n");
}
var TICKET_LINES = [
  "A",
  "B",
  "C",
  "D",
  "E"
];
function ticketLines(words) {
  return TICKET_LINES.map((line) => {
    const id = `check-numbers-${line}`;
    return [
      `<div class="ticket-line">`,
      `  <label for="${id}">${escapeHtml(fill(words.ticketLine, {
        line
      }))}</label>`,
      // A text keyboard: inputmode="numeric" would forbid the spaces between an iPhone's numbers.
      `  <input id="${id}" data-line="${line}" autocomplete="off" autocapitalize="off" spellcheck="false" enterkeyhint="go" aria-describedby="check-ticket-hint">`,
      `  <label for="check-extra-${line}" class="extra-label" hidden></label>`,
      `  <input id="check-extra-${line}" data-extra-line="${line}" type="number" inputmode="numeric" min="1" class="extra-input" hidden disabled>`,
      "</div>"
    ].join("\n");
  }).join("\n");
}
function verifyPanel(tool, seeded, words) {
  const lines = [
    `<details class="verify" id="${tool}-verify"${seeded ? "" : " hidden"}>`,
    `  <summary>${escapeHtml(words.checkThisDraw)}</summary>`,
    `  <div class="verify-answer" id="${tool}-verify-answer"></div>`
  ];
  if (seeded) {
    lines.push(`  <div class="field replay-field">`, `    <label for="${tool}-seed">${escapeHtml(words.replayLabel)}</label>`, `    <div class="replay-row">`, `      <input id="${tool}-seed" class="seed-input" autocomplete="off" spellcheck="false" autocapitalize="off" aria-describedby="${tool}-seed-hint">`, `      <button type="button" class="small" data-replay="${tool}" disabled>${escapeHtml(words.replayButton)}</button>`, `    </div>`, `    <p class="hint" id="${tool}-seed-hint">${escapeHtml(words.replayHint)}</p>`, `  </div>`);
  }
  lines.push("</details>");
  return lines.join("\n");
}
function previewTags(page, origin, language = "en") {
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1];
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(page)?.[1];
  if (title === void 0 || description === void 0) {
    throw new Error("home.html: preview tags need a <title> and a description <meta>");
  }
  const image = escapeHtml(`${origin}${PREVIEW_IMAGE.path}`);
  const url = language === "en" ? `${origin}/` : `${origin}/?lang=${language}`;
  const tags = [
    [
      "property",
      "og:type",
      "website"
    ],
    [
      "property",
      "og:site_name",
      "fairdraw"
    ],
    [
      "property",
      "og:title",
      title.replaceAll('"', "&#34;")
    ],
    [
      "property",
      "og:description",
      description
    ],
    [
      "property",
      "og:url",
      escapeHtml(url)
    ],
    [
      "property",
      "og:locale",
      OG_LOCALES[language]
    ],
    [
      "property",
      "og:image",
      image
    ],
    [
      "property",
      "og:image:type",
      PREVIEW_IMAGE.type
    ],
    [
      "property",
      "og:image:width",
      `${PREVIEW_IMAGE.width}`
    ],
    [
      "property",
      "og:image:height",
      `${PREVIEW_IMAGE.height}`
    ],
    [
      "property",
      "og:image:alt",
      escapeHtml(PREVIEW_IMAGE.alt)
    ],
    // X reads the title, description and image from the og: tags; it needs only the card type.
    [
      "name",
      "twitter:card",
      "summary_large_image"
    ]
  ];
  return tags.map(([attribute, name, value]) => `<meta ${attribute}="${name}" content="${value}">`).join("\n");
}
var OG_LOCALES = {
  en: "en_US",
  ko: "ko_KR",
  ja: "ja_JP"
};
function boundsOf(operations, name, argument) {
  const operation = operations.find((candidate) => candidate.name === name);
  const schema = operation && jsonSchemaOf(operation.input).properties?.[argument];
  if (typeof schema !== "object" || schema.minimum === void 0 || schema.maximum === void 0) {
    throw new Error(`home.html: ${name} has no bounded argument ${argument}`);
  }
  return {
    min: schema.minimum,
    max: schema.maximum
  };
}
function rangeHint(words, { min, max }, language) {
  const format = new Intl.NumberFormat(language);
  return fill(words, {
    min: format.format(min),
    max: format.format(max)
  });
}
function integerField(field) {
  const id = `${field.tool}-${field.argument.replaceAll("_", "-")}`;
  const { min, max } = field.bounds;
  return [
    `<div class="field">`,
    `  <label for="${id}">${field.label}</label>`,
    `  <input id="${id}" name="${field.argument}" type="number" inputmode="numeric" min="${min}" max="${max}" value="${field.value}" data-kind="integer" aria-describedby="${id}-hint">`,
    `  <p class="hint" id="${id}-hint">${field.hint}</p>`,
    "</div>"
  ].join("\n");
}
export {
  HOME_GAME,
  IMMUTABLE,
  LANDING_GAMES,
  PAGE_HEADERS,
  PREVIEW_IMAGE,
  pageHandlers,
  releaseHashOf,
  renderHome,
  withRelease
};
