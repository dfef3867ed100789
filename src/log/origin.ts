/**
 * The register log's name: its checkpoints' origin line and its key's name, from the service's
 * public origin (docs/FAIRNESS.md, "The register's log"). No imports, so that configuration and
 * the start-up line read it without loading the log.
 *
 * @module
 */

/**
 * The log's origin: `PUBLIC_URL` without its scheme and any trailing slash, then `/log`
 * (`https://fairdraw.example` gives `fairdraw.example/log`); `localhost/log` without one.
 */
export function logOrigin(publicUrl: string | undefined): string {
  const host = publicUrl === undefined
    ? "localhost"
    : publicUrl.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "").replace(/\/+$/, "");
  return `${host}/log`;
}

/** The start-up line that says where the register's log key comes from, and the log's name. */
export function registerKeyLine(
  config: { publicUrl: string | undefined; registerSigningKey: string | undefined },
): string {
  const origin = logOrigin(config.publicUrl);
  const from = config.registerSigningKey === undefined
    ? `made once and kept in KV (set REGISTER_SIGNING_KEY to give one)`
    : "from REGISTER_SIGNING_KEY";
  const named = config.publicUrl === undefined
    ? `${origin} (no PUBLIC_URL: set it to name the log after the service)`
    : origin;
  return `register key: ${from}; the log is ${named}`;
}
