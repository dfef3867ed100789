/**
 * An MCP server over stdio, for local desktop clients that start the server themselves: one
 * JSON-RPC message a line on stdin, one answer a line on stdout.
 *
 * The SDK's stdio transport is not used: it drops a line that is not JSON, or not a JSON-RPC
 * message, without an answer, so a client waits for one forever. This one answers a line that is
 * not JSON (or not UTF-8) with -32700 parse error and id null, as JSON-RPC asks, and hands every
 * other line to the server, whose screen (messages.ts) judges the rest. A batch is taken under
 * protocol version 2025-03-26, as over HTTP, and refused under the later versions, which have none.
 * A message of 2026-07-28 (a protocol version in `_meta`, or `server/discover`) goes to the modern
 * answerer when one is given (modern.ts, over SDK v2), as over HTTP.
 *
 * @module
 */
import { isModernRequest } from "./http.ts";
import { invalidRequest, type JsonRpcErrorAnswer, parseError, refusalOf } from "./messages.ts";
import {
  DEFAULT_MAX_REQUEST_BODY_SIZE,
  type JSONRPCMessage,
  LATEST_PROTOCOL_VERSION,
  type RequestId,
  type Server,
  SUPPORTED_PROTOCOL_VERSIONS,
  type Transport,
} from "./sdk.ts";

/** The longest line taken, in bytes: the HTTP endpoints' body limit, so both take the same. */
const LINE_LIMIT = DEFAULT_MAX_REQUEST_BODY_SIZE;

const NEWLINE = 0x0a;

/** The streams a stdio server talks over: stdin and stdout unless given (tests give their own). */
export interface StdioStreams {
  /** Where the client's lines come from. */
  input: ReadableStream<Uint8Array>;
  /** Where the answers go. Nothing else may write to it meanwhile: it carries the protocol. */
  output: WritableStream<Uint8Array>;
}

/**
 * Serves an MCP server on stdin and stdout until stdin ends (the client has gone) and every
 * request read has been answered, or until the server is closed.
 */
export async function serveStdio(
  server: Server,
  streams: StdioStreams = { input: Deno.stdin.readable, output: Deno.stdout.writable },
  { modern }: StdioOptions = {},
): Promise<void> {
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  await server.connect(new LineTransport(streams, modern));
  await closed;
}

/** Options of {@linkcode serveStdio}. */
export interface StdioOptions {
  /**
   * The answerer of 2026-07-28 messages (modern.ts `modernMessageAnswerer`): the answer to one,
   * or undefined for a notification. Without it, such a message reaches the 2025-era server,
   * which knows none of its methods (a client then falls back to `initialize`).
   */
  modern?: (message: unknown) => Promise<unknown>;
}

/** A transport of one JSON-RPC message a line. */
class LineTransport implements Transport {
  onmessage?: Transport["onmessage"];
  onerror?: Transport["onerror"];
  onclose?: Transport["onclose"];

  readonly #streams: StdioStreams;
  #reader?: ReadableStreamDefaultReader<Uint8Array>;
  #writer?: WritableStreamDefaultWriter<Uint8Array>;
  #inputEnded = false;
  #closed = false;
  /**
   * Requests read and not yet answered. The transport closes when the input ends only once they
   * are: a client may write its last request and close stdin at once, and still wants the answer.
   */
  readonly #unanswered = new Set<RequestId>();
  /** The 2026-07-28 messages being answered. */
  readonly #modernPending = new Set<symbol>();
  /** The batches whose answers are not all made yet. */
  readonly #batches: Batch[] = [];
  /** The protocol version that initialize agreed on; undefined before. */
  #version?: string;
  readonly #decoder = new TextDecoder("utf-8", { fatal: true });
  readonly #encoder = new TextEncoder();

  readonly #modern?: (message: unknown) => Promise<unknown>;

  constructor(streams: StdioStreams, modern?: (message: unknown) => Promise<unknown>) {
    this.#streams = streams;
    this.#modern = modern;
  }

  start(): Promise<void> {
    this.#reader = this.#streams.input.getReader();
    this.#writer = this.#streams.output.getWriter();
    this.#read().catch((error) => {
      this.onerror?.(error);
      void this.close();
    });
    return Promise.resolve();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if ("id" in message && message.id !== undefined && !("method" in message)) {
      const id = message.id;
      this.#unanswered.delete(id);
      const batch = this.#batches.find((candidate) => candidate.pending.has(id));
      if (batch !== undefined) {
        batch.pending.delete(id);
        batch.answers.push(message);
        if (batch.pending.size > 0) return;
        this.#batches.splice(this.#batches.indexOf(batch), 1);
        return await this.#writeBatch(batch);
      }
    }
    await this.#writer?.write(this.#encoder.encode(JSON.stringify(message) + "\n"));
    this.#closeIfDone();
  }

  /** Writes a batch's answers as one array on one line; nothing when it has none. */
  async #writeBatch(batch: Batch): Promise<void> {
    if (batch.answers.length > 0) {
      await this.#writer?.write(this.#encoder.encode(JSON.stringify(batch.answers) + "\n"));
    }
    this.#closeIfDone();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    if (!this.#inputEnded) await this.#reader?.cancel().catch(() => {});
    this.#writer?.releaseLock();
    this.onclose?.();
  }

  /** Reads lines until the input ends, handing each on; a line over the limit is refused. */
  async #read(): Promise<void> {
    let pending: Uint8Array[] = [];
    let pendingSize = 0;
    let tooLong = false;
    for (;;) {
      const { done, value: chunk } = await this.#reader!.read();
      if (done) break;
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        const rest = chunk.subarray(start, end);
        if (tooLong || pendingSize + rest.length > LINE_LIMIT) {
          this.#refuse(invalidRequest(null, `a message may be at most ${LINE_LIMIT} bytes`));
        } else {
          this.#receive(pending.length === 0 ? rest : concat([...pending, rest]));
        }
        pending = [];
        pendingSize = 0;
        tooLong = false;
        start = end + 1;
      }
      const tail = chunk.subarray(start);
      if (tail.length === 0 || tooLong) continue;
      pendingSize += tail.length;
      tooLong = pendingSize > LINE_LIMIT;
      // A chunk may be reused by the stream once handed back, so the tail is copied.
      pending = tooLong ? [] : [...pending, tail.slice()];
    }
    // A last line without its newline is still a line.
    if (tooLong) this.#refuse(invalidRequest(null, `a message may be at most ${LINE_LIMIT} bytes`));
    else if (pending.length > 0) this.#receive(concat(pending));
    this.#inputEnded = true;
    this.#closeIfDone();
  }

  /** Hands one line on as a message, or answers it when it cannot be read. */
  #receive(line: Uint8Array): void {
    let text: string;
    try {
      text = this.#decoder.decode(line);
    } catch {
      return this.#refuse(parseError());
    }
    // Blank lines, and the CR of a CRLF, separate messages and are not messages themselves.
    if (text.trim() === "") return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.#refuse(parseError());
    }
    if (Array.isArray(message)) return this.#receiveBatch(message);
    this.#handOn(message);
  }

  /**
   * A batch, taken as HTTP takes one: only under protocol version 2025-03-26 (the one revision
   * that has batches), once initialize has agreed on it, and never holding initialize itself.
   * Each message goes to the server on its own; the answers to its requests are written as one
   * array, on one line, once all are made (none for a batch of notifications).
   */
  #receiveBatch(messages: unknown[]): void {
    if (this.#version !== BATCH_VERSION) {
      const why = this.#version === undefined
        ? "before initialize has agreed on protocol version 2025-03-26"
        : `under protocol version ${this.#version} (they were removed in 2025-06-18)`;
      return this.#refuse(invalidRequest(null, `batches are not taken ${why}`));
    }
    if (messages.length === 0) return this.#refuse(invalidRequest(null, "an empty batch"));
    const batch: Batch = { pending: new Set(), answers: [] };
    const handed: unknown[] = [];
    for (const message of messages) {
      const { id, method } = (isObject(message) ? message : {}) as {
        id?: unknown;
        method?: unknown;
      };
      if (method === "initialize") {
        batch.answers.push(invalidRequest(isId(id) ? id : null, "initialize cannot be batched"));
      } else if (isId(id) && typeof method === "string") {
        if (batch.pending.has(id)) {
          batch.answers.push(invalidRequest(id, "two requests of the batch have this id"));
          continue;
        }
        batch.pending.add(id);
        handed.push(message);
      } else if (id === undefined && typeof method === "string") {
        handed.push(message);
      } else {
        // Not a request, nor a notification: answered here, as the server's screen would.
        batch.answers.push(
          refusalOf(message) ?? invalidRequest(null, "not a JSON-RPC 2.0 message"),
        );
      }
    }
    if (batch.pending.size > 0) this.#batches.push(batch);
    else this.#writeBatch(batch);
    for (const message of handed) this.#handOn(message);
  }

  /**
   * Answers a 2026-07-28 message with the modern answerer; its answer, if any, is a line of its
   * own. Counted among the unanswered until then, so the input's end waits for it.
   */
  #answerModern(message: unknown, modern: (message: unknown) => Promise<unknown>): void {
    const pending = Symbol("a 2026-07-28 message");
    this.#modernPending.add(pending);
    modern(message).then(
      async (answer) => {
        if (answer !== undefined) {
          await this.#writer?.write(this.#encoder.encode(JSON.stringify(answer) + "\n"));
        }
      },
    ).catch((error) => this.onerror?.(error)).finally(() => {
      this.#modernPending.delete(pending);
      this.#closeIfDone();
    });
  }

  /** Hands one parsed message to the server, keeping count of the requests to answer. */
  #handOn(message: unknown): void {
    if (this.#modern !== undefined && isModernRequest(message, null)) {
      return this.#answerModern(message, this.#modern);
    }
    const request = (typeof message === "object" && message !== null ? message : {}) as {
      id?: unknown;
      method?: unknown;
      params?: { requestId?: unknown; protocolVersion?: unknown };
    };
    if (
      (typeof request.id === "string" || typeof request.id === "number") &&
      typeof request.method === "string"
    ) {
      this.#unanswered.add(request.id);
      if (request.method === "initialize") {
        // The version the server agrees on, as the SDK chooses it: the client's when supported,
        // else the latest. Known now, so a batch that follows at once is judged under it.
        const requested = (request.params as { protocolVersion?: unknown } | undefined)
          ?.protocolVersion;
        if (typeof requested === "string") {
          this.#version = SUPPORTED_PROTOCOL_VERSIONS.includes(requested)
            ? requested
            : LATEST_PROTOCOL_VERSION;
        }
      }
    } else if (request.method === "notifications/cancelled") {
      // A cancelled request is never answered.
      const id = request.params?.requestId;
      if (typeof id === "string" || typeof id === "number") this.#unanswered.delete(id);
    }
    // Unchecked here: the server's screen judges every message before the SDK takes it.
    this.onmessage?.(message as JSONRPCMessage);
  }

  #refuse(answer: JsonRpcErrorAnswer): void {
    this.send(answer as unknown as JSONRPCMessage).catch((error) => this.onerror?.(error));
  }

  #closeIfDone(): void {
    if (this.#inputEnded && this.#unanswered.size === 0 && this.#modernPending.size === 0) {
      void this.close();
    }
  }
}

/** A batch being answered: the ids of its requests still unanswered, and the answers made. */
interface Batch {
  pending: Set<RequestId>;
  answers: unknown[];
}

/** The one protocol version with JSON-RPC batches. */
const BATCH_VERSION = "2025-03-26";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isId(id: unknown): id is RequestId {
  return typeof id === "string" || Number.isSafeInteger(id);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
