// @ts-check
/**
 * The register's log as a record carries it, read for people (docs/FAIRNESS.md, "The register's
 * log"): a checkpoint note's origin, size and witnesses' cosigned times, and the look-alikes of
 * an announcement in its draw's listing. Pure, with no DOM, so that tests/pages_tests.ts holds it
 * to the documented shapes. Nothing here verifies a signature: the verifier does, with the key
 * the participant trusts.
 *
 * @module
 */

/**
 * @typedef {{ origin: string, size: number, witnesses: { name: string, time: number }[] }}
 *   Checkpoint
 * @typedef {{ id: string, title: string, entries_sha256: string, winners: number,
 *   announced_at: string, index: number }} Listed
 */

/** The em dash that starts a signed note's signature lines. */
const SIGNATURE_MARK = "\u2014 ";

/**
 * A title folded as the listing folds it: NFKC, upper, lower, NFKC (the verifier's own steps).
 *
 * @param {string} title
 */
export function foldTitle(title) {
  return title.normalize("NFKC").toUpperCase().toLowerCase().normalize("NFKC");
}

/**
 * A checkpoint note read: its origin and size, and each witness's cosignature time (the 8 bytes
 * after the key ID of a 76-byte cosignature/v1 signature). Not verified here. Null when the text
 * is not a note.
 *
 * @param {string} note
 * @returns {Checkpoint | null}
 */
export function readCheckpoint(note) {
  const [body = "", signatures = ""] = note.split("\n\n");
  const [origin = "", size = "", root = "", ...rest] = body.split("\n");
  if (
    origin === "" || !/^[0-9]+$/.test(size) || !/^[A-Za-z0-9+/]{43}=$/.test(root) ||
    rest.length > 0
  ) return null;
  /** @type {{ name: string, time: number }[]} */
  const witnesses = [];
  for (const line of signatures.split("\n")) {
    if (!line.startsWith(SIGNATURE_MARK)) continue;
    const [name = "", signature = ""] = line.slice(SIGNATURE_MARK.length).split(" ");
    if (name === origin) continue;
    let bytes;
    try {
      bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
    } catch {
      continue;
    }
    if (bytes.length !== 76) continue;
    const time = Number(new DataView(bytes.buffer).getBigUint64(4));
    witnesses.push({ name, time: time * 1000 });
  }
  return { origin, size: Number(size), witnesses };
}

/**
 * The other announcements of the draw that look like this one: the same entries' hash, or the
 * same title after folding.
 *
 * @param {{ id: string, title: string, entries_sha256: string }} record
 * @param {readonly Listed[]} listed
 */
export function lookAlikes(record, listed) {
  const title = foldTitle(record.title);
  return listed.filter((other) =>
    other.id !== record.id &&
    (other.entries_sha256 === record.entries_sha256 || foldTitle(other.title) === title)
  );
}
