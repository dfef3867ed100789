/**
 * Asking a source for JSON: bounded in time and size, never following a redirect, and turning
 * every way a source can fail into a {@linkcode SourceError}.
 *
 * @module
 */

/** A source that did not give a usable answer: down, slow, blocked, or answering nonsense. */
export class SourceError extends Error {
  /** Whether asking again at once may help (a network error or a 5xx), unlike a block. */
  readonly retryable: boolean;

  /** Makes an error; `retryable` is false unless told. */
  constructor(message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = "SourceError";
    this.retryable = options.retryable ?? false;
  }
}

/**
 * A source's empty answer for one draw that it should have (held more than a day ago): a fault
 * for that draw alone, answered 503 and kept nowhere, but not counted against the source, so that
 * asking for a date it lacks cannot put it in backoff for every other draw and client.
 */
export class MissingDrawError extends SourceError {
  /** Makes an error naming the draw. */
  constructor(message: string) {
    super(message);
    this.name = "MissingDrawError";
  }
}

/** A source answer that parses but does not have the expected shape, or holds impossible values. */
export class ShapeError extends SourceError {
  /** Makes an error saying what did not fit. */
  constructor(message: string) {
    super(`answered in an unexpected shape: ${message}`);
    this.name = "ShapeError";
  }
}

/** The time allowed for one look-up at a source, retries included. */
export interface Deadline {
  /** Aborts when the time is up. */
  readonly signal: AbortSignal;
  /** The ms left. */
  timeLeft(): number;
  /** Stops the timer. */
  clear(): void;
}

/** Starts a deadline `ms` from now. */
export function startDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const end = performance.now() + ms;
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no answer within ${ms} ms`, "TimeoutError")),
    ms,
  );
  return {
    signal: controller.signal,
    timeLeft: () => Math.max(0, end - performance.now()),
    clear: () => clearTimeout(timer),
  };
}

/** What a request for JSON is made with. */
export interface FetchJsonOptions {
  /** The fetch to use. */
  fetch: typeof fetch;
  /** The request headers. */
  headers: Record<string, string>;
  /** When to give up. */
  deadline: Deadline;
}

/** The largest answer read: a draw's answer is a few KB. */
const MAX_BODY_BYTES = 1024 * 1024;
/** A retry waits this long, and is made only when at least `RETRY_MIN_LEFT_MS` remain. */
const RETRY_DELAY_MS = 200;
const RETRY_MIN_LEFT_MS = 1000;

/**
 * GETs a URL and parses its JSON answer. Anything but a 200 with a JSON content type and a body
 * that parses is a {@linkcode SourceError}; a network error or a 5xx is tried once more when the
 * deadline leaves room, a block (403, 429), a redirect or HTML never.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  const { deadline } = options;
  for (let attempt = 1;; attempt++) {
    try {
      return await fetchOnce(url, options);
    } catch (error) {
      const failure = asSourceError(error, deadline);
      if (attempt >= 2 || !failure.retryable || deadline.timeLeft() < RETRY_MIN_LEFT_MS) {
        throw failure;
      }
      await sleep(RETRY_DELAY_MS, deadline.signal);
      if (deadline.signal.aborted) throw asSourceError(deadline.signal.reason, deadline);
    }
  }
}

async function fetchOnce(url: string, options: FetchJsonOptions): Promise<unknown> {
  const response = await options.fetch(url, {
    headers: options.headers,
    redirect: "manual",
    signal: options.deadline.signal,
  });
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    const where = response.headers.get("location");
    throw new SourceError(
      `answered ${response.status || response.type}${where === null ? "" : ` to ${where}`}`,
      { retryable: response.status >= 500 },
    );
  }
  const type = response.headers.get("content-type") ?? "";
  if (!isJsonType(type)) {
    await response.body?.cancel().catch(() => {});
    throw new SourceError(`answered ${type === "" ? "no content type" : type}, not JSON`);
  }
  const text = await readText(response);
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceError("answered JSON that does not parse");
  }
}

function isJsonType(contentType: string): boolean {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

async function readText(response: Response): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    await response.body?.cancel().catch(() => {});
    throw new SourceError(`answered ${declared} bytes, more than a draw can take`);
  }
  if (response.body === null) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new SourceError("answered more than a draw can take");
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new SourceError("answered a body that is not UTF-8");
  }
}

/** Names a failure: a timeout once the deadline passed, a network error (retryable), or as is. */
function asSourceError(error: unknown, deadline: Deadline): SourceError {
  if (deadline.signal.aborted) {
    const reason = deadline.signal.reason;
    return new SourceError(reason instanceof Error ? reason.message : "timed out", {
      cause: error,
    });
  }
  if (error instanceof SourceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new SourceError(`network error: ${message}`, { retryable: true, cause: error });
}

/** Waits `ms`, or less if `signal` aborts (at once if it already has); never rejects. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (signal?.aborted) done();
    else signal?.addEventListener("abort", done, { once: true });
  });
}
