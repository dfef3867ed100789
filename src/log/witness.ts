/**
 * This instance as a witness of other logs (c2sp.org/tlog-witness): `add-checkpoint` takes a
 * checkpoint of a log named in `WITNESS_LOGS` with a consistency proof from the size it last
 * cosigned, checks both, records the new size and root hash under an atomic check (concurrent
 * calls never roll a log back), and answers a timestamped cosignature (c2sp.org/tlog-cosignature,
 * `cosignature/v1`). What it has seen of each log is kept in KV at `["witness", "log", <origin>]`.
 *
 * @module
 */
import type { Config } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { readBodyWithin } from "../http/body.ts";
import { sharedKvGuard } from "../kv/guard.ts";
import type { Lazy } from "../lazy.ts";
import { type Checkpoint, parseCheckpoint } from "./checkpoint.ts";
import { TLOG_SIZE_TYPE } from "./witness_client.ts";
import { emptyRoot, verifyConsistency } from "./merkle.ts";
import {
  ALG_COSIGNATURE,
  type Bytes,
  formatNote,
  fromBase64,
  loadOrMakeKey,
  type Note,
  NoteError,
  type NoteSigner,
  type NoteVerifier,
  parseNote,
  parsePrivateKey,
  parseVerifierKey,
  signNote,
  toBase64,
  verifyNote,
} from "./note.ts";

/** The largest add-checkpoint body taken, in bytes: 63 proof lines and a note of 100 lines fit. */
export const WITNESS_BODY_LIMIT = 64 * 1024;

/** The most consistency proof lines a request may carry (the spec's bound). */
export const MAX_PROOF_LINES = 63;

/** What the witness keeps of a log: the latest checkpoint it cosigned. */
interface Seen {
  size: number;
  root: Uint8Array;
  /** The latest time (POSIX seconds) it cosigned this log at; absent in records kept before. */
  time?: number;
}

/**
 * How far this witness's clock may read behind a time it has already cosigned a log at: instances
 * on one KV keep their own clocks. Further behind, the clock has gone back, and a cosignature at
 * its time would date a larger tree before a smaller one was seen: it refuses until it is right.
 */
export const CLOCK_BACK_MS = 60_000;

const seenKey = (origin: string): Deno.KvKey => ["witness", "log", origin];

/** An add-checkpoint request's parts. */
export interface AddCheckpoint {
  /** The size the client says the witness last cosigned. */
  oldSize: number;
  /** The consistency proof from `oldSize` to the checkpoint's size. */
  proof: Bytes[];
  /** The checkpoint note as sent. */
  note: Note;
  /** The checkpoint's body, read. */
  checkpoint: Checkpoint;
}

/** The witness's answer, before HTTP: a cosignature, or a refusal with the spec's status. */
export type WitnessAnswer =
  | { status: 200; lines: string[] }
  | { status: 409; size: number; message: string }
  | { status: 400 | 403 | 404 | 422 | 503; message: string };

const refuse = (status: 400 | 403 | 404 | 422 | 503, message: string): WitnessAnswer => ({
  status,
  message,
});

/**
 * Reads an add-checkpoint body: `old <size>\n`, up to 63 base64 hash lines, an empty line, and the
 * checkpoint note; a sentence saying what is wrong otherwise (a 400).
 */
export function parseAddCheckpoint(body: string): AddCheckpoint | string {
  const firstEnd = body.indexOf("\n");
  const oldMatch = /^old (0|[1-9][0-9]{0,15})$/.exec(body.slice(0, firstEnd));
  if (firstEnd === -1 || oldMatch === null || !Number.isSafeInteger(Number(oldMatch[1]))) {
    return "the body must start with a line `old <size>` (decimal, no leading zero)";
  }
  const proof: Bytes[] = [];
  let at = firstEnd + 1;
  for (;;) {
    const end = body.indexOf("\n", at);
    if (end === -1) return "the proof lines must end with an empty line before the checkpoint";
    const line = body.slice(at, end);
    at = end + 1;
    if (line === "") break;
    const hash = fromBase64(line);
    if (hash === undefined || hash.length !== 32) {
      return `proof line ${proof.length + 1} is not the base64 of a 32-byte hash`;
    }
    if (proof.length === MAX_PROOF_LINES) {
      return `a consistency proof has at most ${MAX_PROOF_LINES} lines`;
    }
    proof.push(hash);
  }
  try {
    const note = parseNote(body.slice(at));
    return { oldSize: Number(oldMatch[1]), proof, note, checkpoint: parseCheckpoint(note.text) };
  } catch (error) {
    if (error instanceof NoteError) return `the checkpoint: ${error.message}`;
    throw error;
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/** A witness of some logs. */
export interface Witness {
  /** The witness's verifier key (type 0x04). */
  readonly vkey: string;
  /** Answers an add-checkpoint body (already decoded as UTF-8). */
  addCheckpoint(body: string): Promise<WitnessAnswer>;
}

/** How many times a cosigning is tried against concurrent ones before it gives up (then a 409). */
const ATTEMPTS = 20;

/** Where a witness reports a signed checkpoint it refused as inconsistent: a JSON line. */
export type WitnessReport = (entry: Record<string, unknown>) => void;

const reportLine: WitnessReport = (entry) =>
  console.error(JSON.stringify({ level: "warn", ...entry }));

/**
 * Makes the witness of `logs` (their verifier keys, type 0x01), which cosigns with `signer`
 * (type 0x04) at the time `now` gives (ms), keeping what it has seen in `db`. A checkpoint that
 * the log signed but that does not extend what the witness saw is reported, note and all: it
 * may be the evidence of a log showing two histories.
 */
export function createWitness(
  db: Deno.Kv,
  signer: NoteSigner,
  logs: readonly NoteVerifier[],
  now: () => number,
  report: WitnessReport = reportLine,
): Witness {
  const inconsistent = (seen: Seen, request: AddCheckpoint, why: string) =>
    report({
      event: "witness_inconsistent",
      origin: request.checkpoint.origin,
      seen_size: seen.size,
      seen_root: toBase64(seen.root),
      why,
      note: formatNote(request.note.text, request.note.signatures.map((line) => line.line)),
    });
  async function addCheckpoint(body: string): Promise<WitnessAnswer> {
    const request = parseAddCheckpoint(body);
    if (typeof request === "string") return refuse(400, request);
    const { oldSize, proof, note, checkpoint } = request;
    const keys = logs.filter((key) => key.name === checkpoint.origin);
    if (keys.length === 0) {
      return refuse(404, `this witness does not witness the log ${checkpoint.origin}`);
    }
    try {
      await verifyNote(note, keys);
    } catch (error) {
      if (!(error instanceof NoteError)) throw error;
      return refuse(403, `the checkpoint is not signed by a key of ${checkpoint.origin}`);
    }
    if (oldSize > checkpoint.size) {
      return refuse(400, `old size ${oldSize} is larger than the checkpoint's ${checkpoint.size}`);
    }
    if (oldSize === 0 && proof.length !== 0) {
      return refuse(400, "the consistency proof from size 0 must be empty");
    }
    const key = seenKey(checkpoint.origin);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const entry = await sharedKvGuard(db).run("read", () => db.get<Seen>(key));
      const seen = entry.value ?? { size: 0, root: await emptyRoot() };
      if (oldSize !== seen.size) {
        return {
          status: 409,
          size: seen.size,
          message: `old size ${oldSize} is not ${seen.size}`,
        };
      }
      if (oldSize === checkpoint.size) {
        if (proof.length !== 0) {
          return refuse(422, "the consistency proof between equal sizes must be empty");
        }
        if (!sameBytes(seen.root, checkpoint.rootHash)) {
          inconsistent(seen, request, "another root hash at the same size");
          return {
            status: 409,
            size: seen.size,
            message: `size ${seen.size} was cosigned with another root hash`,
          };
        }
      } else if (
        oldSize > 0 &&
        !await verifyConsistency(oldSize, checkpoint.size, seen.root, checkpoint.rootHash, proof)
      ) {
        inconsistent(seen, request, "the consistency proof fails");
        return refuse(422, `the consistency proof from ${oldSize} to ${checkpoint.size} fails`);
      }
      const ms = now();
      if (seen.time !== undefined && ms < seen.time * 1000 - CLOCK_BACK_MS) {
        report({
          level: "error",
          event: "witness_clock_back",
          origin: checkpoint.origin,
          cosigned_at: seen.time,
          now: Math.floor(ms / 1000),
        });
        return refuse(
          503,
          `this witness's clock reads before a time it has already cosigned ` +
            `${checkpoint.origin} at: it cosigns again once its clock is right`,
        );
      }
      const time = Math.max(Math.floor(ms / 1000), seen.time ?? 0);
      // Written even when unchanged: the check proves it was still the latest at this moment.
      const seenNow: Seen = { size: checkpoint.size, root: checkpoint.rootHash, time };
      const committed = await sharedKvGuard(db).run(
        "write",
        () => db.atomic().check(entry).set(key, seenNow).commit(),
      );
      if (!committed.ok) continue;
      return { status: 200, lines: [await signNote(note.text, signer, time)] };
    }
    const latest = (await sharedKvGuard(db).run("read", () => db.get<Seen>(key))).value?.size ?? 0;
    return { status: 409, size: latest, message: "other checkpoints of this log came first" };
  }
  return { vkey: signer.vkey, addCheckpoint };
}

/** Where the witness key is kept in KV when `WITNESS_SIGNING_KEY` gives none. */
export const WITNESS_KEY: Deno.KvKey = ["witness", "key"];

/**
 * The witness of the configuration: its key from `WITNESS_SIGNING_KEY` or made once and kept in KV
 * under `name`, the logs of `WITNESS_LOGS`.
 */
export async function loadWitness(
  config: Pick<Config, "witnessSigningKey" | "witnessLogs">,
  db: Deno.Kv,
  name: string,
  now: () => number,
): Promise<Witness> {
  const signer = config.witnessSigningKey === undefined
    ? await loadOrMakeKey(db, WITNESS_KEY, name, ALG_COSIGNATURE)
    : await parsePrivateKey(config.witnessSigningKey);
  const logs = await Promise.all(config.witnessLogs.map(parseVerifierKey));
  return createWitness(db, signer, logs, now);
}

const fatal = new TextDecoder("utf-8", { fatal: true });
const TEXT_TYPE = "text/plain; charset=utf-8";

function textResponse(status: number, text: string, type = TEXT_TYPE): Response {
  return new Response(text, {
    status,
    headers: { "content-type": type, "cache-control": "no-store" },
  });
}

/**
 * The HTTP answer to `POST .../add-checkpoint`: 200 with the cosignature line; 409 with the
 * latest cosigned size as `text/x.tlog.size`; 403, 422 and 503 as one line of text; 400 (field
 * `body`), 404 and 413 as the service's JSON errors. `witness` is undefined when this instance
 * witnesses no log.
 */
export async function answerAddCheckpoint(
  request: Request,
  witness: Lazy<Witness> | undefined,
): Promise<Response> {
  if (witness === undefined) {
    throw new HttpError("not_found", "this instance witnesses no log (WITNESS_LOGS is unset)");
  }
  const bytes = await readBodyWithin(request, WITNESS_BODY_LIMIT);
  if (bytes === undefined) {
    throw new HttpError(
      "payload_too_large",
      `an add-checkpoint body may be at most ${WITNESS_BODY_LIMIT} bytes`,
    );
  }
  let body: string;
  try {
    body = fatal.decode(bytes);
  } catch {
    throw new HttpError("invalid_argument", "the body is not UTF-8", { field: "body" });
  }
  const answer = await (await witness.get()).addCheckpoint(body);
  switch (answer.status) {
    case 200:
      return textResponse(200, answer.lines.join(""));
    case 409:
      return textResponse(409, `${answer.size}\n`, TLOG_SIZE_TYPE);
    case 400:
      throw new HttpError("invalid_argument", answer.message, { field: "body" });
    case 404:
      throw new HttpError("not_found", answer.message);
    default:
      return textResponse(answer.status, `${answer.message}\n`);
  }
}

/** The HTTP answer to `GET .../key`: the witness's vkey, one line. */
export async function answerWitnessKey(witness: Lazy<Witness> | undefined): Promise<Response> {
  if (witness === undefined) {
    throw new HttpError("not_found", "this instance witnesses no log (WITNESS_LOGS is unset)");
  }
  const response = textResponse(200, `${(await witness.get()).vkey}\n`);
  response.headers.set("cache-control", "public, max-age=60");
  return response;
}
