/**
 * The witness's routes (c2sp.org/tlog-witness) under `/api/v1/witness/`: `add-checkpoint` and
 * `key`; and the register's side, asking the witnesses of `LOG_WITNESSES` to cosign. The witness
 * (src/log/witness.ts) and the client (src/log/witness_client.ts) load at their first use.
 *
 * @module
 */
import { type Config, StartupError } from "../config.ts";
import { lazy } from "../lazy.ts";
import type { Route } from "../router.ts";
import { logOrigin } from "./origin.ts";

/** The witness's URL prefix on this service (its submission and monitoring prefix alike). */
export const WITNESS_PATH = "/api/v1/witness/";

/**
 * The witness key's name when `WITNESS_SIGNING_KEY` gives none: the log origin's host followed
 * by `/witness` (`fairdraw.example/witness`, or `localhost/witness` without `PUBLIC_URL`).
 */
export function witnessName(publicUrl: string | undefined): string {
  return logOrigin(publicUrl).replace(/\/log$/, "/witness");
}

/**
 * The witness's routes; with no `WITNESS_LOGS`, both answer 404. What it has seen is kept in `kv`
 * (the app's), or in a KV in memory when there is none.
 */
export function witnessRoutes(
  config: Pick<Config, "publicUrl" | "witnessSigningKey" | "witnessLogs">,
  kv: Deno.Kv | (() => Promise<Deno.Kv>) | undefined,
  now: () => number,
): Route[] {
  const load = () => import("./witness.ts");
  const opened = typeof kv === "function"
    ? kv
    : () => kv === undefined ? Deno.openKv(":memory:") : Promise.resolve(kv);
  const witness = config.witnessLogs.length === 0
    ? undefined
    : lazy(async () =>
      (await load()).loadWitness(config, await opened(), witnessName(config.publicUrl), now)
    );
  // The witness (and its crypto) is loaded at the first request of either route.
  return [
    {
      path: `${WITNESS_PATH}add-checkpoint`,
      methods: { POST: async (request) => (await load()).answerAddCheckpoint(request, witness) },
    },
    {
      path: `${WITNESS_PATH}key`,
      methods: { GET: async () => (await load()).answerWitnessKey(witness) },
    },
  ];
}

/**
 * The register's cosigning (`RegisterOptions.cosign`, src/giveaway/register.ts) for the witnesses
 * of `LOG_WITNESSES`: each new checkpoint is sent to them with the consistency proofs the log's
 * KV gives, and the verified cosignature lines come back. Undefined when none are configured.
 * The client (src/log/witness_client.ts) is loaded at the first checkpoint, and kept, with what it
 * learns of each witness's size.
 */
export function witnessCosign(
  entries: Config["logWitnesses"],
): ((db: Deno.Kv, size: number, note: string) => Promise<string[]>) | undefined {
  if (entries.length === 0) return undefined;
  const client = lazy(async () =>
    (await import("./witness_client.ts")).createWitnessClient(entries)
  );
  return async (db, size, note) => {
    const { consistencyOf } = await import("./store.ts");
    return (await client.get()).askWitnesses(note, size, (m) => consistencyOf(db, m, size));
  };
}

/**
 * The start-up lines of witnessing, from the configuration alone: which logs this instance
 * witnesses and where its witness key comes from; which witnesses the register asks. None when
 * neither is configured.
 */
export function witnessStartLines(
  config: Pick<Config, "publicUrl" | "witnessSigningKey" | "witnessLogs" | "logWitnesses">,
): string[] {
  const nameOf = (keyText: string) => keyText.split("+")[0];
  const lines: string[] = [];
  if (config.witnessLogs.length > 0) {
    const key = config.witnessSigningKey === undefined
      ? `made once and kept in KV as ${witnessName(config.publicUrl)} (set WITNESS_SIGNING_KEY ` +
        "to give one)"
      : `from WITNESS_SIGNING_KEY (${nameOf(config.witnessSigningKey.slice(12))})`;
    lines.push(
      `witness of ${config.witnessLogs.map(nameOf).join(", ")}; witness key: ${key}; ` +
        `GET ${WITNESS_PATH}key gives it`,
    );
  }
  if (config.logWitnesses.length > 0) {
    lines.push(
      `the register asks these witnesses to cosign: ` +
        config.logWitnesses.map((entry) => `${nameOf(entry.vkey)} at ${entry.prefix}`).join(", "),
    );
  }
  return lines;
}

/**
 * Checks the witnessing keys in full at start-up: each key ID against its name and key, each key
 * importable (configuration checked their form alone). A key that fails stops the start with a
 * {@linkcode StartupError} naming its variable.
 */
export async function checkWitnessKeys(
  config: Pick<Config, "witnessSigningKey" | "witnessLogs" | "logWitnesses">,
): Promise<void> {
  const keys: [string, string, boolean][] = [
    ...config.witnessLogs.map((vkey): [string, string, boolean] => ["WITNESS_LOGS", vkey, false]),
    ...config.logWitnesses.map((entry): [string, string, boolean] => [
      "LOG_WITNESSES",
      entry.vkey,
      false,
    ]),
  ];
  if (config.witnessSigningKey !== undefined) {
    keys.push(["WITNESS_SIGNING_KEY", config.witnessSigningKey, true]);
  }
  if (keys.length === 0) return;
  const { NoteError, parsePrivateKey, parseVerifierKey } = await import("./note.ts");
  for (const [name, text, privateKey] of keys) {
    try {
      await (privateKey ? parsePrivateKey(text) : parseVerifierKey(text));
    } catch (error) {
      if (!(error instanceof NoteError)) throw error;
      const shown = privateKey ? "the key" : text;
      throw new StartupError(`${name}: ${shown}: ${error.message}`);
    }
  }
}
