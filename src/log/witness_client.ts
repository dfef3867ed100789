/**
 * The register's side of c2sp.org/tlog-witness: after each append, every witness named in
 * `LOG_WITNESSES` is asked, in parallel and within a short time each, to cosign the new
 * checkpoint, with a consistency proof from the size it last cosigned. That size is learnt from
 * its 409 answers and its cosignatures, and kept in memory. Only cosignature lines that verify
 * under the witness's configured key are returned.
 *
 * @module
 */
import { lazy } from "../lazy.ts";
import {
  checkSignature,
  NoteError,
  type NoteVerifier,
  parseNote,
  parseSignatureLine,
  parseVerifierKey,
  toBase64,
} from "./note.ts";

/** A witness as configured (`LOG_WITNESSES`): its verifier key (type 0x04) and URL prefix. */
export interface WitnessEntry {
  /** The witness's vkey text. */
  vkey: string;
  /** Its submission prefix, to which `add-checkpoint` is added. */
  prefix: string;
}

/** Gives the consistency proof from an old size to the checkpoint's size. */
export type ProveFrom = (oldSize: number) => Promise<readonly Uint8Array[]>;

/** Asks the configured witnesses to cosign checkpoints. */
export interface WitnessClient {
  /**
   * Asks every witness to cosign a checkpoint note of the log's (`note`, the log's signed note of
   * size `size`; `prove(m)` the consistency proof from m to `size`) and returns the cosignature
   * lines that verified, each `U+2014 <witness> <base64>\n`, in the configured order. A witness
   * that fails, refuses or is slow is left out (and logged); it rejects only when a configured key
   * or the note itself cannot be read.
   */
  askWitnesses(note: string, size: number, prove: ProveFrom): Promise<string[]>;
}

/** Options of {@linkcode createWitnessClient}. */
export interface WitnessClientOptions {
  /** The longest wait for one witness, both attempts together, in ms (default 3000). */
  timeoutMs?: number;
  /** The fetch to use (tests). */
  fetch?: typeof fetch;
  /** Where a witness's failure is reported (default: one JSON line on stderr). */
  log?: (entry: Record<string, unknown>) => void;
}

/** The content type of a 409's body: the size the witness last cosigned. */
export const TLOG_SIZE_TYPE = "text/x.tlog.size";

/** The default time limit for one witness, in ms. */
export const WITNESS_TIMEOUT_MS = 3000;

/** The URL of a witness's add-checkpoint, from its URL prefix as `LOG_WITNESSES` gives it. */
export function addCheckpointUrl(prefix: string): string {
  return `${prefix}${prefix.endsWith("/") ? "" : "/"}add-checkpoint`;
}

/** Makes the client of the configured witnesses; their keys are read at the first ask. */
export function createWitnessClient(
  entries: readonly WitnessEntry[],
  options: WitnessClientOptions = {},
): WitnessClient {
  const timeoutMs = options.timeoutMs ?? WITNESS_TIMEOUT_MS;
  const fetching = options.fetch ?? fetch;
  const log = options.log ??
    ((entry) => console.error(JSON.stringify({ level: "warn", ...entry })));
  const verifiers = lazy(() => Promise.all(entries.map((entry) => parseVerifierKey(entry.vkey))));
  // The size each witness last cosigned, as far as this instance knows.
  const known = new Map<string, number>();

  async function ask(
    entry: WitnessEntry,
    verifier: NoteVerifier,
    note: string,
    body: string,
    size: number,
    prove: ProveFrom,
  ): Promise<string[]> {
    const signal = AbortSignal.timeout(timeoutMs);
    for (let attempt = 0; attempt < 2; attempt++) {
      const old = known.get(entry.prefix) ?? 0;
      // A witness that has seen a larger tree cosigns that one, not this.
      if (old > size) return [];
      const proof = old === 0 || old === size ? [] : await prove(old);
      const request = `old ${old}\n${proof.map((hash) => `${toBase64(hash)}\n`).join("")}\n${note}`;
      const response = await fetching(addCheckpointUrl(entry.prefix), {
        method: "POST",
        body: request,
        signal,
      });
      const text = await response.text();
      const type = response.headers.get("content-type")?.split(";")[0]?.trim();
      if (response.status === 409 && type === TLOG_SIZE_TYPE) {
        const learnt = /^(0|[1-9][0-9]{0,15})\n$/.exec(text);
        if (learnt === null) throw new Error(`a 409 whose size is not a decimal line`);
        known.set(entry.prefix, Number(learnt[1]));
        continue;
      }
      if (response.status !== 200) {
        throw new Error(`answered ${response.status}: ${text.slice(0, 200).trim()}`);
      }
      known.set(entry.prefix, size);
      return await verifiedLines(text, body, verifier);
    }
    throw new Error("answered 409 twice");
  }

  return {
    async askWitnesses(note, size, prove) {
      if (entries.length === 0) return [];
      const keys = await verifiers.get();
      const body = parseNote(note).text;
      const answers = await Promise.allSettled(
        entries.map((entry, i) => ask(entry, keys[i]!, note, body, size, prove)),
      );
      const lines: string[] = [];
      answers.forEach((answer, i) => {
        if (answer.status === "fulfilled") lines.push(...answer.value);
        else {
          log({
            event: "witness_failed",
            witness: keys[i]!.name,
            url: addCheckpointUrl(entries[i]!.prefix),
            size,
            error: answer.reason instanceof Error ? answer.reason.message : String(answer.reason),
          });
        }
      });
      return lines;
    },
  };
}

/**
 * The lines of a witness's 200 answer that are cosignatures of `body` by its key; an answer with
 * none is an error, as is a line of its key that does not verify.
 */
async function verifiedLines(
  answer: string,
  body: string,
  verifier: NoteVerifier,
): Promise<string[]> {
  if (answer === "" || !answer.endsWith("\n")) {
    throw new Error("a 200 answer must be signature lines, each ending in a newline");
  }
  const lines: string[] = [];
  for (const text of answer.slice(0, -1).split("\n")) {
    let signature;
    try {
      signature = parseSignatureLine(text);
    } catch (error) {
      if (error instanceof NoteError) throw new Error(`a malformed line: ${error.message}`);
      throw error;
    }
    if (signature.name !== verifier.name || signature.keyId !== verifier.keyId) continue;
    const checked = await checkSignature(body, signature, verifier);
    if (checked === undefined) throw new Error("its cosignature does not verify");
    lines.push(signature.line);
  }
  if (lines.length === 0) throw new Error("no cosignature of its key in the answer");
  return lines;
}
