/**
 * What kind of KV the draws are kept in, as far as the runtime lets it be told, so that
 * `/healthz` and the start-up log can say whether the instances share it. On Deno Deploy,
 * `Deno.openKv()` with no database assigned quietly gives each instance its own KV in memory,
 * and nothing the runtime exposes tells that apart from an assigned database: it is `deploy`,
 * shared unknown (null).
 *
 * @module
 */

/** Where the KV lives. */
export type KvStoreKind = "none" | "memory" | "file" | "default" | "remote" | "deploy";

/** The KV as `/healthz` describes it. */
export interface KvStore {
  /**
   * `none` (draws kept in this instance's memory alone), `memory` (`:memory:`: this instance's
   * alone), `file` (a file: shared by the processes of this machine that open it), `default`
   * (Deno's default file for the script, outside Deno Deploy), `remote` (KV Connect: shared by
   * every instance that connects), `deploy` (Deno Deploy's `Deno.openKv()`: shared when a
   * database is assigned to the app, each instance's own in memory when not; not told apart).
   */
  kind: KvStoreKind;
  /** Whether instances on other machines share it: true, false, or null when it cannot be told. */
  shared: boolean | null;
}

/**
 * Describes the KV opened from `kvPath` (KV_PATH), `opened` telling whether there is one at all,
 * and `onDeploy` whether the process runs on Deno Deploy (`DENO_DEPLOY` is `true`).
 */
export function describeKv(
  kvPath: string | undefined,
  opened: boolean,
  onDeploy: boolean,
): KvStore {
  if (!opened) return { kind: "none", shared: false };
  if (kvPath === undefined) {
    return onDeploy ? { kind: "deploy", shared: null } : { kind: "default", shared: false };
  }
  if (kvPath === ":memory:") return { kind: "memory", shared: false };
  if (/^https?:\/\//i.test(kvPath)) return { kind: "remote", shared: true };
  return { kind: "file", shared: false };
}

/** Whether the process runs on Deno Deploy, read without failing where env access is denied. */
export function isOnDeploy(): boolean {
  try {
    return Deno.env.get("DENO_DEPLOY") === "true";
  } catch {
    return false;
  }
}

/** One line for the start-up log: where draws are kept and whether other instances see them. */
export function kvStoreLine(store: KvStore): string {
  switch (store.kind) {
    case "none":
      return "draws: kept in this instance's memory alone (no KV)";
    case "memory":
      return "draws: KV in memory (:memory:), this instance's alone: nothing is shared";
    case "file":
      return "draws: KV in a file, shared only by the processes of this machine that open it";
    case "default":
      return "draws: KV in Deno's default file for this script, on this machine alone";
    case "remote":
      return "draws: KV over KV Connect, shared by every instance that connects to it";
    case "deploy":
      return "draws: Deno Deploy's KV: shared when a KV database is assigned to the app; " +
        "without one each instance has its own in memory and nothing is shared";
  }
}
