import {
  retryingKv
} from "./chunk-e5abcffa.js";

// src/log/key_text.ts
var STRICT_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function fromBase64(text) {
  if (!STRICT_BASE64.test(text)) return void 0;
  try {
    return Uint8Array.fromBase64(text, {
      lastChunkHandling: "strict"
    });
  } catch {
    return void 0;
  }
}
function isValidKeyName(name) {
  return name !== "" && !/[\p{White_Space}+]/u.test(name) && !/\p{Cc}/u.test(name);
}
function readKeyText(text, privateKey) {
  const form = privateKey ? "PRIVATE+KEY+<name>+<key id>+<base64 key>" : "<name>+<key id>+<base64 key>";
  let rest = text;
  if (privateKey) {
    if (!rest.startsWith("PRIVATE+KEY+")) return `expected ${form}`;
    rest = rest.slice("PRIVATE+KEY+".length);
  }
  const first = rest.indexOf("+");
  const second = first === -1 ? -1 : rest.indexOf("+", first + 1);
  if (second === -1) return `expected ${form}`;
  const name = rest.slice(0, first);
  const idHex = rest.slice(first + 1, second);
  if (!isValidKeyName(name)) return 'the key name is empty or holds a space or "+"';
  if (!/^[0-9a-f]{8}$/.test(idHex)) return "the key id must be 8 lower-case hex digits";
  const key = fromBase64(rest.slice(second + 1));
  if (key === void 0 || key.length !== 33) {
    return "the key must be base64 of 1 type byte and 32 bytes";
  }
  const alg = key[0];
  if (alg !== 1 && alg !== 4) {
    return `unknown signature type ${alg} (0x01 Ed25519 or 0x04 cosignature/v1 taken)`;
  }
  return {
    name,
    id: Number.parseInt(idHex, 16),
    alg,
    material: key.slice(1)
  };
}

// src/log/note.ts
var ALG_ED25519 = 1;
var ALG_COSIGNATURE = 4;
var MAX_SIGNATURES = 100;
var NoteError = class extends Error {
  /**
   * `malformed`: not of the form; `unverified`: no signature from a known key;
   * `bad_signature`: a known key's signature does not verify.
   */
  kind;
  /** Makes the error with its kind and a message that says what is wrong. */
  constructor(kind, message) {
    super(message);
    this.name = "NoteError";
    this.kind = kind;
  }
};
var encoder = new TextEncoder();
function toBase64(bytes) {
  return bytes.toBase64();
}
async function keyIdOf(name, alg, publicKey) {
  const nameBytes = encoder.encode(name);
  const bytes = new Uint8Array(nameBytes.length + 2 + publicKey.length);
  bytes.set(nameBytes);
  bytes[nameBytes.length] = 10;
  bytes[nameBytes.length + 1] = alg;
  bytes.set(publicKey, nameBytes.length + 2);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return new DataView(digest.buffer).getUint32(0);
}
function hex8(id) {
  return id.toString(16).padStart(8, "0");
}
function splitKeyText(text, privateKey) {
  const parts = readKeyText(text, privateKey);
  const what = privateKey ? "private key" : "verifier key";
  if (typeof parts === "string") throw new NoteError("malformed", `${what}: ${parts}`);
  return {
    ...parts,
    alg: parts.alg
  };
}
async function verifierOf(name, alg, publicKey) {
  const keyId = await keyIdOf(name, alg, publicKey);
  const key = new Uint8Array([
    alg,
    ...publicKey
  ]);
  return {
    name,
    keyId,
    alg,
    publicKey,
    vkey: `${name}+${hex8(keyId)}+${toBase64(key)}`,
    cryptoKey: await crypto.subtle.importKey("raw", publicKey, "Ed25519", true, [
      "verify"
    ])
  };
}
async function parseVerifierKey(text) {
  const { name, id, alg, material } = splitKeyText(text, false);
  const verifier = await verifierOf(name, alg, material);
  if (verifier.keyId !== id) {
    throw new NoteError("malformed", "verifier key: the key id does not match the name and key");
  }
  return verifier;
}
var PKCS8_ED25519_PREFIX = Uint8Array.fromHex("302e020100300506032b657004220420");
async function signerFromSeed(name, alg, seed) {
  if (!isValidKeyName(name)) {
    throw new NoteError("malformed", `key name ${JSON.stringify(name)} is empty or holds a space`);
  }
  const pkcs8 = new Uint8Array([
    ...PKCS8_ED25519_PREFIX,
    ...seed
  ]);
  const extractable = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", true, [
    "sign"
  ]);
  const { x } = await crypto.subtle.exportKey("jwk", extractable);
  const publicKey = Uint8Array.fromBase64(x ?? "", {
    alphabet: "base64url"
  });
  const verifier = await verifierOf(name, alg, publicKey);
  const signingKey = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", false, [
    "sign"
  ]);
  const privateText = `PRIVATE+KEY+${name}+${hex8(verifier.keyId)}+${toBase64(new Uint8Array([
    alg,
    ...seed
  ]))}`;
  return {
    ...verifier,
    privateText,
    signingKey
  };
}
async function parsePrivateKey(text) {
  const { name, id, alg, material } = splitKeyText(text, true);
  const signer = await signerFromSeed(name, alg, material);
  if (signer.keyId !== id) {
    throw new NoteError("malformed", "private key: the key id does not match the name and key");
  }
  return signer;
}
function generateSigner(name, alg) {
  return signerFromSeed(name, alg, crypto.getRandomValues(new Uint8Array(32)));
}
async function loadOrMakeKey(kv, kvKey, name, alg) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const kept = await retryingKv(() => kv.get(kvKey));
    if (kept.value !== null) {
      const signer = await parsePrivateKey(kept.value);
      if (signer.name !== name || signer.alg !== alg) {
        throw new NoteError("malformed", `the key kept in KV at ${JSON.stringify(kvKey)} is ${signer.name} (type ${signer.alg}), not ${name} (type ${alg}); set the key in the environment or move that entry away`);
      }
      return signer;
    }
    const made = await generateSigner(name, alg);
    const written = await retryingKv(() => kv.atomic().check({
      key: kvKey,
      versionstamp: null
    }).set(kvKey, made.privateText).commit());
    if (written.ok) return made;
  }
  throw new Error(`could not keep a key at ${JSON.stringify(kvKey)} in KV`);
}
var SIGNATURE_PREFIX = "\u2014 ";
function parseSignatureLine(line) {
  const bare = line.endsWith("\n") ? line.slice(0, -1) : line;
  if (!bare.startsWith(SIGNATURE_PREFIX)) {
    throw new NoteError("malformed", "a signature line must start with an em dash and a space");
  }
  const rest = bare.slice(SIGNATURE_PREFIX.length);
  const space = rest.indexOf(" ");
  const name = space === -1 ? rest : rest.slice(0, space);
  const bytes = space === -1 ? void 0 : fromBase64(rest.slice(space + 1));
  if (!isValidKeyName(name) || bytes === void 0 || bytes.length < 5) {
    throw new NoteError("malformed", "a signature line must be \u2014 <key name> <base64 signature>");
  }
  return {
    name,
    keyId: new DataView(bytes.buffer, bytes.byteOffset).getUint32(0),
    signature: bytes.subarray(4),
    line: `${bare}
`
  };
}
function hasControl(text) {
  return /[\u0000-\u0009\u000b-\u001f]/.test(text);
}
function parseNote(message) {
  if (hasControl(message)) {
    throw new NoteError("malformed", "a note must hold no control character but the newline");
  }
  const split = message.lastIndexOf("\n\n");
  if (split === -1) {
    throw new NoteError("malformed", "a note needs a blank line before its signatures");
  }
  const text = message.slice(0, split + 1);
  const block = message.slice(split + 2);
  if (block === "" || !block.endsWith("\n")) {
    throw new NoteError("malformed", "a note needs signature lines, each ending in a newline");
  }
  const lines = block.slice(0, -1).split("\n");
  if (lines.length > MAX_SIGNATURES) {
    throw new NoteError("malformed", `a note may carry at most ${MAX_SIGNATURES} signatures`);
  }
  return {
    text,
    signatures: lines.map(parseSignatureLine)
  };
}
function formatNote(text, signatureLines) {
  return `${text}
${signatureLines.join("")}`;
}
function cosignedMessage(text, timestamp) {
  return encoder.encode(`cosignature/v1
time ${timestamp}
${text}`);
}
function checkTimestamp(timestamp) {
  if (timestamp === void 0 || !Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new NoteError("malformed", "a cosignature needs a time: whole POSIX seconds, not negative");
  }
  return timestamp;
}
async function signNote(text, signer, timestamp) {
  if (!text.endsWith("\n") || hasControl(text)) {
    throw new NoteError("malformed", "a note's text must end in a newline and hold no control");
  }
  let head;
  let message;
  if (signer.alg === ALG_COSIGNATURE) {
    const time = checkTimestamp(timestamp);
    head = new Uint8Array(12);
    const view = new DataView(head.buffer);
    view.setUint32(0, signer.keyId);
    view.setBigUint64(4, BigInt(time));
    message = cosignedMessage(text, time);
  } else {
    head = new Uint8Array(4);
    new DataView(head.buffer).setUint32(0, signer.keyId);
    message = encoder.encode(text);
  }
  const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", signer.signingKey, message));
  return `${SIGNATURE_PREFIX}${signer.name} ${toBase64(new Uint8Array([
    ...head,
    ...signature
  ]))}
`;
}
async function checkSignature(text, signature, verifier) {
  if (signature.name !== verifier.name || signature.keyId !== verifier.keyId) return void 0;
  let message;
  let bytes = signature.signature;
  let timestamp;
  if (verifier.alg === ALG_COSIGNATURE) {
    if (bytes.length !== 72) return void 0;
    const time = new DataView(bytes.buffer, bytes.byteOffset).getBigUint64(0);
    if (time > BigInt(Number.MAX_SAFE_INTEGER)) return void 0;
    timestamp = Number(time);
    message = cosignedMessage(text, timestamp);
    bytes = bytes.subarray(8);
  } else {
    if (bytes.length !== 64) return void 0;
    message = encoder.encode(text);
  }
  const ok = await crypto.subtle.verify("Ed25519", verifier.cryptoKey, bytes, message);
  return ok ? {
    ...signature,
    verifier,
    timestamp
  } : void 0;
}
async function verifyNote(note, known) {
  const verified = [];
  for (const signature of note.signatures) {
    const verifier = known.find((key) => key.name === signature.name && key.keyId === signature.keyId);
    if (verifier === void 0) continue;
    if (verified.some((done) => done.verifier === verifier)) continue;
    const checked = await checkSignature(note.text, signature, verifier);
    if (checked === void 0) {
      throw new NoteError("bad_signature", `the signature of ${signature.name} does not verify`);
    }
    verified.push(checked);
  }
  if (verified.length === 0) {
    throw new NoteError("unverified", "no signature on the note is from a known key");
  }
  return verified;
}

export {
  fromBase64,
  isValidKeyName,
  readKeyText,
  ALG_ED25519,
  ALG_COSIGNATURE,
  MAX_SIGNATURES,
  NoteError,
  toBase64,
  keyIdOf,
  parseVerifierKey,
  signerFromSeed,
  parsePrivateKey,
  generateSigner,
  loadOrMakeKey,
  parseSignatureLine,
  hasControl,
  parseNote,
  formatNote,
  signNote,
  checkSignature,
  verifyNote
};
