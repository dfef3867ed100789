/**
 * The register log's checkpoint signer: the key from `REGISTER_SIGNING_KEY`, or made once and kept
 * in KV at `["log", "key"]` (the first instance's wins), as src/log/note.ts reads and makes keys.
 *
 * @module
 */
import { ALG_ED25519, formatNote, loadOrMakeKey, parsePrivateKey, signNote } from "./note.ts";
import type { CheckpointSigner } from "./store.ts";

/** Where the log's key is kept in KV when the environment gives none. */
export const LOG_KEY: Deno.KvKey = ["log", "key"];

/**
 * The log's signer, named `origin`: from the private key text when given (its name must be the
 * origin; configuration checked that), else the one kept in KV.
 */
export async function logSigner(
  db: Deno.Kv,
  origin: string,
  privateText: string | undefined,
): Promise<CheckpointSigner> {
  const key = privateText === undefined
    ? await loadOrMakeKey(db, LOG_KEY, origin, ALG_ED25519)
    : await parsePrivateKey(privateText);
  if (key.name !== origin || key.alg !== ALG_ED25519) {
    throw new Error(`the register's key is named ${key.name}, not the log's origin ${origin}`);
  }
  return {
    origin,
    vkey: key.vkey,
    sign: async (body) => formatNote(body, [await signNote(body, key)]),
  };
}
