import {
  lazy
} from "./chunk-9718ce8c.js";
import {
  NoteError,
  checkSignature,
  parseNote,
  parseSignatureLine,
  parseVerifierKey,
  toBase64
} from "./chunk-a428129c.js";

// src/log/witness_client.ts
var TLOG_SIZE_TYPE = "text/x.tlog.size";
var WITNESS_TIMEOUT_MS = 3e3;
function addCheckpointUrl(prefix) {
  return `${prefix}${prefix.endsWith("/") ? "" : "/"}add-checkpoint`;
}
function createWitnessClient(entries, options = {}) {
  const timeoutMs = options.timeoutMs ?? WITNESS_TIMEOUT_MS;
  const fetching = options.fetch ?? fetch;
  const log = options.log ?? ((entry) => console.error(JSON.stringify({
    level: "warn",
    ...entry
  })));
  const verifiers = lazy(() => Promise.all(entries.map((entry) => parseVerifierKey(entry.vkey))));
  const known = /* @__PURE__ */ new Map();
  async function ask(entry, verifier, note, body, size, prove) {
    const signal = AbortSignal.timeout(timeoutMs);
    for (let attempt = 0; attempt < 2; attempt++) {
      const old = known.get(entry.prefix) ?? 0;
      if (old > size) return [];
      const proof = old === 0 || old === size ? [] : await prove(old);
      const request = `old ${old}
${proof.map((hash) => `${toBase64(hash)}
`).join("")}
${note}`;
      const response = await fetching(addCheckpointUrl(entry.prefix), {
        method: "POST",
        body: request,
        signal
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
      const answers = await Promise.allSettled(entries.map((entry, i) => ask(entry, keys[i], note, body, size, prove)));
      const lines = [];
      answers.forEach((answer, i) => {
        if (answer.status === "fulfilled") lines.push(...answer.value);
        else {
          log({
            event: "witness_failed",
            witness: keys[i].name,
            url: addCheckpointUrl(entries[i].prefix),
            size,
            error: answer.reason instanceof Error ? answer.reason.message : String(answer.reason)
          });
        }
      });
      return lines;
    }
  };
}
async function verifiedLines(answer, body, verifier) {
  if (answer === "" || !answer.endsWith("\n")) {
    throw new Error("a 200 answer must be signature lines, each ending in a newline");
  }
  const lines = [];
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
    if (checked === void 0) throw new Error("its cosignature does not verify");
    lines.push(signature.line);
  }
  if (lines.length === 0) throw new Error("no cosignature of its key in the answer");
  return lines;
}

export {
  TLOG_SIZE_TYPE,
  WITNESS_TIMEOUT_MS,
  addCheckpointUrl,
  createWitnessClient
};
