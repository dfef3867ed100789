import {
  ALG_ED25519,
  formatNote,
  loadOrMakeKey,
  parsePrivateKey,
  signNote
} from "./chunk-a428129c.js";
import "./chunk-e5abcffa.js";

// src/log/signer.ts
var LOG_KEY = [
  "log",
  "key"
];
async function logSigner(db, origin, privateText) {
  const key = privateText === void 0 ? await loadOrMakeKey(db, LOG_KEY, origin, ALG_ED25519) : await parsePrivateKey(privateText);
  if (key.name !== origin || key.alg !== ALG_ED25519) {
    throw new Error(`the register's key is named ${key.name}, not the log's origin ${origin}`);
  }
  return {
    origin,
    vkey: key.vkey,
    sign: async (body) => formatNote(body, [
      await signNote(body, key)
    ])
  };
}
export {
  LOG_KEY,
  logSigner
};
