/**
 * What the verifier's tests share: running verify/fairdraw_verify.py, and the giveaway files and
 * register records a careful forger makes (every seed, message and pick recomputed as fairdraw
 * would), for tests/verify_test.ts and tests/verify_log_test.ts.
 *
 * @module
 */
import { assertEquals, assertStringIncludes } from "@std/assert";
import { sampleIndices, SeededStream, seedFromHex, toHex } from "../src/random/mod.ts";
import { kr645DrawUrl, type SourceDouble } from "../testing/source_double.ts";

/** The verifier's path. */
export const VERIFIER = new URL("../verify/fairdraw_verify.py", import.meta.url).pathname;
/**
 * The Python that runs the verifier: python3, or another one named by VERIFY_PYTHON (the verifier
 * must run on 3.9 as on 3.11: `VERIFY_PYTHON=python3.9 deno test -A tests/verify_test.ts`). It is
 * resolved once to the interpreter itself: a version manager's `python3` on PATH (pyenv's shim is
 * a shell script) costs ten times the interpreter's own start on every one of the many runs.
 */
const found = await interpreter(Deno.env.get("VERIFY_PYTHON") ?? "python3");
export const PYTHON = found.path;

/** The interpreter a command starts, and whether it is 3.9 or later (null: it did not start). */
async function interpreter(command: string): Promise<{ path: string; recent: boolean | null }> {
  try {
    const { code, stdout } = await new Deno.Command(command, {
      args: ["-c", "import sys; print(sys.executable); print(sys.version_info >= (3, 9))"],
      stdout: "piped",
      stderr: "null",
    }).output();
    const [path, recent] = new TextDecoder().decode(stdout).trim().split("\n");
    if (code !== 0 || !path) return { path: command, recent: null };
    return { path, recent: recent === "True" };
  } catch {
    // Not there: requirePython says so, clearly, where a test needs it.
    return { path: command, recent: null };
  }
}

/** What one run of the verifier gave. */
export interface Verdict {
  code: number;
  stdout: string;
  stderr: string;
}

/** Fails clearly when python3 (3.9 or later) is not there to run the verifier. */
export function requirePython(): Promise<void> {
  if (found.recent === null) {
    return Promise.reject(
      new Error(
        `${PYTHON} is needed to test verify/fairdraw_verify.py, and it did not start; ` +
          "install Python 3.9 or later",
      ),
    );
  }
  if (!found.recent) {
    return Promise.reject(
      new Error(`verify/fairdraw_verify.py needs Python 3.9 or later; ${PYTHON} is older`),
    );
  }
  return Promise.resolve();
}

/**
 * Runs a Python `script` with the verifier's module importable (`import fairdraw_verify as f`),
 * `input` as JSON on its standard input, and answers what it prints as JSON: how a test asks the
 * verifier's own functions. Each script is a process of its own, not a run of the worker: a script
 * may change what it imports (tests/unicode_tables_tests.ts takes unicodedata's lookups away),
 * which must not reach the runs after it.
 */
export async function runVerifierPython<T>(script: string, input: unknown): Promise<T> {
  await requirePython();
  const child = new Deno.Command(PYTHON, {
    args: [
      "-c",
      `import sys; sys.path.insert(0, sys.argv[1])\n${script}`,
      new URL("../verify/", import.meta.url).pathname,
    ],
    env: { PYTHONDONTWRITEBYTECODE: "1" },
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(new TextEncoder().encode(JSON.stringify(input)));
  await writer.close();
  const output = await child.output();
  if (output.code !== 0) {
    throw new Error(`the verifier's Python failed: ${new TextDecoder().decode(output.stderr)}`);
  }
  return JSON.parse(new TextDecoder().decode(output.stdout));
}

/** How to run the verifier: a file rather than standard input, and its options. */
export interface RunOptions {
  /** Give the document as a file path rather than on standard input. */
  file?: boolean;
  /** Options before FILE, e.g. `["--kr645-source", url]`. */
  args?: string[];
  /**
   * Run `python3 verify/fairdraw_verify.py` as a process of its own, as people run it, rather than
   * in the test file's worker (the handful of tests that keep the real process path tested).
   */
  process?: boolean;
}

/**
 * Runs the verifier on a document given on standard input, or as a file when `file` is set: in
 * the test file's one long-lived Python worker (runInWorker), or as its own process when
 * `process` is set. Both give the same code and the same bytes (tests/verify_test.ts checks it).
 */
export async function verify(document: string, options: RunOptions = {}): Promise<Verdict> {
  await requirePython();
  let path = "-";
  if (options.file) {
    path = await Deno.makeTempFile({ suffix: ".json" });
    await Deno.writeTextFile(path, document);
  }
  try {
    const args = [...(options.args ?? []), path];
    const input = new TextEncoder().encode(options.file ? "" : document);
    const { code, stdout, stderr } = options.process
      ? await runProcess(args, input)
      : await runInWorker(args, input);
    const text = new TextDecoder();
    return { code, stdout: text.decode(stdout), stderr: text.decode(stderr) };
  } finally {
    if (options.file) await Deno.remove(path);
  }
}

/** What one run gave, in bytes. */
interface RawVerdict {
  code: number;
  stdout: Uint8Array;
  stderr: Uint8Array;
}

async function runProcess(args: string[], input: Uint8Array): Promise<RawVerdict> {
  const child = new Deno.Command(PYTHON, {
    args: [VERIFIER, ...args],
    stdin: "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const writer = child.stdin.getWriter();
  await writer.write(input);
  await writer.close();
  return await child.output();
}

/**
 * The worker: it imports the verifier once, then runs its command-line entry, main(argv), for
 * each request line ({"args", "stdin"} in base64), with fresh standard streams made as Python makes
 * a process's (the same encoding and error handling), and answers one line: the exit code, and
 * what was written to stdout and stderr in base64 (bytes, so that a lone surrogate or an escape is
 * carried as the process would have written it). An exception is reported as Python reports one
 * that escapes a script, exit 1 with its traceback; SystemExit as its code.
 */
const WORKER = `
import base64, io, json, sys, traceback
sys.path.insert(0, sys.argv[1])
import fairdraw_verify
requests, answers = sys.stdin.buffer, sys.stdout.buffer
streams = (sys.stdin, sys.stdout, sys.stderr)

def like(stream, data=b""):
    return io.TextIOWrapper(io.BytesIO(data), encoding=stream.encoding, errors=stream.errors)

for line in requests:
    request = json.loads(line)
    sys.stdin = like(streams[0], base64.b64decode(request["stdin"]))
    sys.stdout, sys.stderr = like(streams[1]), like(streams[2])
    try:
        code = fairdraw_verify.main([sys.argv[2], *request["args"]])
    except SystemExit as exit:
        code = exit.code if isinstance(exit.code, int) else 0 if exit.code is None else 1
        if not isinstance(exit.code, (int, type(None))):
            print(exit.code, file=sys.stderr)
    except BaseException:
        traceback.print_exc()
        code = 1
    sys.stdout.flush()
    sys.stderr.flush()
    out, err = sys.stdout.buffer.getvalue(), sys.stderr.buffer.getvalue()
    sys.stdin, sys.stdout, sys.stderr = streams
    answer = {"code": code, "stdout": base64.b64encode(out).decode(), "stderr": base64.b64encode(err).decode()}
    answers.write(json.dumps(answer).encode() + b"\\n")
    answers.flush()
`;

/** The test file's worker, started at its first run; it ends when its standard input closes. */
interface Worker {
  child: Deno.ChildProcess;
  writer: WritableStreamDefaultWriter<Uint8Array>;
  reader: ReadableStreamDefaultReader<string>;
  /** What was read past the last whole line. */
  rest: string;
}

let worker: Worker | undefined;
/** The runs in order: the worker answers one at a time. */
let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

function startWorker(): Worker {
  const child = new Deno.Command(PYTHON, {
    args: ["-c", WORKER, new URL("../verify/", import.meta.url).pathname, VERIFIER],
    env: { PYTHONDONTWRITEBYTECODE: "1" }, // importing the verifier leaves no __pycache__ in verify/
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  return {
    child,
    writer: child.stdin.getWriter(),
    reader: child.stdout.pipeThrough(new TextDecoderStream()).getReader(),
    rest: "",
  };
}

/**
 * Runs the verifier's main(argv) in the worker. The worker is unref'd between runs: it holds
 * nothing open that a test's sanitizers see, and it does not keep the test process alive; when
 * that process ends, the worker reads the end of its input and ends too.
 */
function runInWorker(args: string[], input: Uint8Array): Promise<RawVerdict> {
  const run = queue.then(async () => {
    worker ??= startWorker();
    const { child, writer, reader } = worker;
    child.ref();
    try {
      const request = { args, stdin: input.toBase64() };
      await writer.write(new TextEncoder().encode(JSON.stringify(request) + "\n"));
      let end = worker.rest.indexOf("\n");
      while (end < 0) {
        const { done, value } = await reader.read();
        if (done) {
          worker = undefined;
          throw new Error("the verifier's worker ended (its stderr, above, says why)");
        }
        worker.rest += value;
        end = worker.rest.indexOf("\n");
      }
      const line = worker.rest.slice(0, end);
      worker.rest = worker.rest.slice(end + 1);
      const answer = JSON.parse(line) as { code: number; stdout: string; stderr: string };
      return {
        code: answer.code,
        stdout: Uint8Array.fromBase64(answer.stdout),
        stderr: Uint8Array.fromBase64(answer.stderr),
      };
    } finally {
      if (--waiting === 0) child.unref();
    }
  });
  waiting++;
  queue = run.catch(() => {});
  return run;
}

/** The verifier's options that send it to a source double rather than the official sources. */
export function sourcesOf(double: SourceDouble): string[] {
  return ["--kr645-source", double.kr645Url, "--ny-source", double.nyUrl];
}

/** A base URL where nothing listens: a port taken and let go at once. */
export function deadUrl(): string {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return `http://127.0.0.1:${port}`;
}

/** The giveaway label (FAIRNESS.md section 9), computed here apart from the verifier. */
export async function giveawayLabel(
  title: string,
  entries: string[],
  winners: number,
): Promise<string> {
  const hash = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(entries.join("\n")));
  return [
    "fairdraw-giveaway/v1",
    `title: ${title}`,
    `entries: ${entries.length}`,
    `entries-sha256: ${toHex(new Uint8Array(hash))}`,
    `winners: ${winners}`,
  ].join("\n");
}

/** What an organizer puts in a giveaway file. */
export interface Forgery {
  game: "kr645" | "powerball" | "megamillions";
  draw: number | string;
  /** The date the file states (kr645: by default, the date of the draw's number). */
  date?: string;
  numbers: number[];
  extra: number;
  title?: string;
  entries?: string[];
  winners?: number;
}

/** The giveaway of FAIRNESS.md's example: its title, entries and number of winners. */
export const CAFE = {
  title: "Caf\u00e9 raffle, August 2026",
  entries: ["Ana", "Bo", "Chen", "Dana", "\u00c9mile", "\ubbfc\uc900"],
  winners: 2,
};
/** kr645 draw 1239 and its official numbers (the source double records it). */
export const KR645_1239: Forgery = {
  game: "kr645",
  draw: 1239,
  numbers: [11, 13, 22, 32, 33, 36],
  extra: 8,
};

/** SHA-256 of a text's UTF-8, in hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))),
  );
}

/** The date `days` after a date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A giveaway document that holds together, as a careful forger makes it. */
export async function forge(
  forgery: Forgery,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const { game, draw, numbers } = forgery;
  const { title, entries, winners } = { ...CAFE, ...forgery };
  const date = forgery.date ??
    (typeof draw === "number" ? addDays("2002-12-07", 7 * (draw - 1)) : draw);
  const label = await giveawayLabel(title, entries, winners);
  const sorted = [...numbers].sort((a, b) => a - b);
  const message = [
    "fairdraw-seed-from-draw/v1",
    game,
    String(draw),
    sorted.join(","),
    String(forgery.extra),
    label,
  ]
    .join("\n");
  const seed = await sha256Hex(message);
  const picks = sampleIndices(new SeededStream(seedFromHex(seed)), entries.length, winners)
    .map((index) => entries[index]!);
  const next = typeof draw === "number"
    ? { draw: draw + 1, date: addDays(date, 7) }
    : { draw: addDays(date, 3), date: addDays(date, 3) };
  return JSON.stringify({
    operation: "giveaway",
    arguments: { game, draw, title, entries, winners },
    answer: {
      seed_from_draw: {
        game,
        draw,
        date,
        numbers: sorted,
        extra_number: forgery.extra,
        label,
        method: "fairdraw-seed-from-draw/v1",
        message,
        seed,
        stale: false,
        fetched_at: "2026-08-30T00:00:00.000Z",
        next_draw: next,
      },
      pick_from_list: { count: winners, unique: true, picks, seed },
    },
    ...extra,
  });
}

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The announcement ID (FAIRNESS.md section 11), computed here apart from the verifier. */
export async function announcementId(
  game: string,
  draw: number | string,
  label: string,
): Promise<string> {
  const message = ["fairdraw-announcement/v1", game, String(draw), label].join("\n");
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(message)),
  );
  let bits = 0n;
  for (const byte of digest.slice(0, 15)) bits = (bits << 8n) | BigInt(byte);
  let text = "";
  for (let i = 23; i >= 0; i--) text += ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return text.match(/.{4}/g)!.join("-");
}

/** Asserts that the verifier exits 1 and says what is wrong. */
export async function assertRigged(
  document: string,
  says: string,
  options: RunOptions,
): Promise<Verdict> {
  const verdict = await verify(document, options);
  assertEquals(verdict.code, 1, `${says}\n${verdict.stdout}${verdict.stderr}`);
  assertStringIncludes(verdict.stdout, says);
  return verdict;
}

/** A register record (the contract's fields, in order) for a giveaway on kr645 draw 1239. */
export async function recordOf(
  announcedAt: string,
  giveaway: { title: string; entries: string[]; winners: number } = CAFE,
  drawn = true,
): Promise<Record<string, unknown>> {
  const { title, entries, winners } = giveaway;
  const label = await giveawayLabel(title, entries, winners);
  const id = await announcementId("kr645", 1239, label);
  const message = `fairdraw-seed-from-draw/v1\nkr645\n1239\n11,13,22,32,33,36\n8\n${label}`;
  const seed = await sha256Hex(message);
  const picks = sampleIndices(new SeededStream(seedFromHex(seed)), entries.length, winners)
    .map((index) => entries[index]!);
  return {
    id,
    announced_at: announcedAt,
    game: "kr645",
    draw: 1239,
    date: "2026-08-29",
    due_at: "2026-08-29T11:35:00.000Z",
    title,
    entries,
    entries_sha256: await sha256Hex(entries.join("\n")),
    winners,
    label,
    link: `/g/${id}`,
    status: drawn ? "drawn" : "announced",
    result: drawn
      ? {
        numbers: [11, 13, 22, 32, 33, 36],
        extra_number: 8,
        seed,
        winners: picks,
        official_url: kr645DrawUrl(1239),
        stale: false,
        fetched_at: "2026-08-30T00:00:00.000Z",
      }
      : null,
  };
}

/** One announcement as the register's listing gives it. */
export interface Listed {
  id: string;
  title: string;
  entries_sha256: string;
  winners: number;
  announced_at: string;
  index: number;
}

/**
 * A register on a real port that says what it is told: `GET /api/v1/giveaways/{id}` answers its
 * records, `/api/v1/log/key` its key, and the listing of a draw its announcements, `pageSize` a
 * page (with an opaque cursor).
 */
export function fakeRegister(
  records: Record<string, unknown>[],
  key: string | null,
  listed: Listed[] = [],
  pageSize = 2,
): Deno.HttpServer<Deno.NetAddr> & { url: string; asked: string[] } {
  const byId = new Map(records.map((record) => [String(record.id), record]));
  const asked: string[] = [];
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen() {} }, (request) => {
    const url = new URL(request.url);
    asked.push(url.pathname + url.search);
    if (url.pathname === "/api/v1/log/key") {
      return key === null ? new Response("not found", { status: 404 }) : new Response(`${key}\n`);
    }
    if (url.pathname === "/api/v1/giveaways") {
      const from = Number(url.searchParams.get("cursor") ?? "0");
      const next = from + pageSize < listed.length ? String(from + pageSize) : null;
      return Response.json({
        game: url.searchParams.get("game"),
        draw: url.searchParams.get("draw"),
        count: listed.length,
        announcements: listed.slice(from, from + pageSize),
        next_cursor: next,
      });
    }
    const record = byId.get(url.pathname.replace("/api/v1/giveaways/", ""));
    return record === undefined
      ? Response.json({ error: { code: "not_found", message: "no such giveaway" } }, {
        status: 404,
      })
      : Response.json(record);
  });
  return Object.assign(server, { url: `http://127.0.0.1:${server.addr.port}`, asked });
}

/** A record as the listing gives it. */
export function listedOf(record: Record<string, unknown>, index: number): Listed {
  return {
    id: String(record.id),
    title: String(record.title),
    entries_sha256: String(record.entries_sha256),
    winners: Number(record.winners),
    announced_at: String(record.announced_at),
    index,
  };
}
