import {
  readBodyWithin
} from "./chunk-9e927f60.js";
import {
  TLOG_SIZE_TYPE
} from "./chunk-eb2dac85.js";
import {
  HttpError
} from "./chunk-945de0b6.js";
import {
  emptyRoot,
  parseCheckpoint,
  verifyConsistency
} from "./chunk-2aa92824.js";
import "./chunk-9718ce8c.js";
import {
  ALG_COSIGNATURE,
  NoteError,
  formatNote,
  fromBase64,
  loadOrMakeKey,
  parseNote,
  parsePrivateKey,
  parseVerifierKey,
  signNote,
  toBase64,
  verifyNote
} from "./chunk-a428129c.js";
import "./chunk-8a11dbd4.js";
import {
  retryingKv
} from "./chunk-e5abcffa.js";

// src/log/witness.ts
var WITNESS_BODY_LIMIT = 64 * 1024;
var MAX_PROOF_LINES = 63;
var seenKey = (origin) => [
  "witness",
  "log",
  origin
];
var refuse = (status, message) => ({
  status,
  message
});
function parseAddCheckpoint(body) {
  const firstEnd = body.indexOf("\n");
  const oldMatch = /^old (0|[1-9][0-9]{0,15})$/.exec(body.slice(0, firstEnd));
  if (firstEnd === -1 || oldMatch === null || !Number.isSafeInteger(Number(oldMatch[1]))) {
    return "the body must start with a line `old <size>` (decimal, no leading zero)";
  }
  const proof = [];
  let at = firstEnd + 1;
  for (; ; ) {
    const end = body.indexOf("\n", at);
    if (end === -1) return "the proof lines must end with an empty line before the checkpoint";
    const line = body.slice(at, end);
    at = end + 1;
    if (line === "") break;
    const hash = fromBase64(line);
    if (hash === void 0 || hash.length !== 32) {
      return `proof line ${proof.length + 1} is not the base64 of a 32-byte hash`;
    }
    if (proof.length === MAX_PROOF_LINES) {
      return `a consistency proof has at most ${MAX_PROOF_LINES} lines`;
    }
    proof.push(hash);
  }
  try {
    const note = parseNote(body.slice(at));
    return {
      oldSize: Number(oldMatch[1]),
      proof,
      note,
      checkpoint: parseCheckpoint(note.text)
    };
  } catch (error) {
    if (error instanceof NoteError) return `the checkpoint: ${error.message}`;
    throw error;
  }
}
function sameBytes(a, b) {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
var ATTEMPTS = 20;
var reportLine = (entry) => console.error(JSON.stringify({
  level: "warn",
  ...entry
}));
function createWitness(db, signer, logs, now, report = reportLine) {
  const inconsistent = (seen, request, why) => report({
    event: "witness_inconsistent",
    origin: request.checkpoint.origin,
    seen_size: seen.size,
    seen_root: toBase64(seen.root),
    why,
    note: formatNote(request.note.text, request.note.signatures.map((line) => line.line))
  });
  async function addCheckpoint(body) {
    const request = parseAddCheckpoint(body);
    if (typeof request === "string") return refuse(400, request);
    const { oldSize, proof, note, checkpoint } = request;
    const keys = logs.filter((key2) => key2.name === checkpoint.origin);
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
      const entry = await retryingKv(() => db.get(key));
      const seen = entry.value ?? {
        size: 0,
        root: await emptyRoot()
      };
      if (oldSize !== seen.size) {
        return {
          status: 409,
          size: seen.size,
          message: `old size ${oldSize} is not ${seen.size}`
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
            message: `size ${seen.size} was cosigned with another root hash`
          };
        }
      } else if (oldSize > 0 && !await verifyConsistency(oldSize, checkpoint.size, seen.root, checkpoint.rootHash, proof)) {
        inconsistent(seen, request, "the consistency proof fails");
        return refuse(422, `the consistency proof from ${oldSize} to ${checkpoint.size} fails`);
      }
      const committed = await retryingKv(() => db.atomic().check(entry).set(key, {
        size: checkpoint.size,
        root: checkpoint.rootHash
      }).commit());
      if (!committed.ok) continue;
      const time = Math.floor(now() / 1e3);
      return {
        status: 200,
        lines: [
          await signNote(note.text, signer, time)
        ]
      };
    }
    const latest = (await retryingKv(() => db.get(key))).value?.size ?? 0;
    return {
      status: 409,
      size: latest,
      message: "other checkpoints of this log came first"
    };
  }
  return {
    vkey: signer.vkey,
    addCheckpoint
  };
}
var WITNESS_KEY = [
  "witness",
  "key"
];
async function loadWitness(config, db, name, now) {
  const signer = config.witnessSigningKey === void 0 ? await loadOrMakeKey(db, WITNESS_KEY, name, ALG_COSIGNATURE) : await parsePrivateKey(config.witnessSigningKey);
  const logs = await Promise.all(config.witnessLogs.map(parseVerifierKey));
  return createWitness(db, signer, logs, now);
}
var fatal = new TextDecoder("utf-8", {
  fatal: true
});
var TEXT_TYPE = "text/plain; charset=utf-8";
function textResponse(status, text, type = TEXT_TYPE) {
  return new Response(text, {
    status,
    headers: {
      "content-type": type,
      "cache-control": "no-store"
    }
  });
}
async function answerAddCheckpoint(request, witness) {
  if (witness === void 0) {
    throw new HttpError("not_found", "this instance witnesses no log (WITNESS_LOGS is unset)");
  }
  const bytes = await readBodyWithin(request, WITNESS_BODY_LIMIT);
  if (bytes === void 0) {
    throw new HttpError("payload_too_large", `an add-checkpoint body may be at most ${WITNESS_BODY_LIMIT} bytes`);
  }
  let body;
  try {
    body = fatal.decode(bytes);
  } catch {
    throw new HttpError("invalid_argument", "the body is not UTF-8", {
      field: "body"
    });
  }
  const answer = await (await witness.get()).addCheckpoint(body);
  switch (answer.status) {
    case 200:
      return textResponse(200, answer.lines.join(""));
    case 409:
      return textResponse(409, `${answer.size}
`, TLOG_SIZE_TYPE);
    case 400:
      throw new HttpError("invalid_argument", answer.message, {
        field: "body"
      });
    case 404:
      throw new HttpError("not_found", answer.message);
    default:
      return textResponse(answer.status, `${answer.message}
`);
  }
}
async function answerWitnessKey(witness) {
  if (witness === void 0) {
    throw new HttpError("not_found", "this instance witnesses no log (WITNESS_LOGS is unset)");
  }
  const response = textResponse(200, `${(await witness.get()).vkey}
`);
  response.headers.set("cache-control", "public, max-age=60");
  return response;
}
export {
  MAX_PROOF_LINES,
  WITNESS_BODY_LIMIT,
  WITNESS_KEY,
  answerAddCheckpoint,
  answerWitnessKey,
  createWitness,
  loadWitness,
  parseAddCheckpoint
};
