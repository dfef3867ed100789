// @ts-check
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * What a registered giveaway's record proves, told to people first: where the register's log
 * holds it (its index and the checkpoint that includes it), who witnessed that checkpoint and
 * when, and how many other announcements the draw has, naming the look-alikes (the same entries'
 * hash, or a title that is the same after folding). Then the exact command that checks it all.
 *
 * The page reads the claims (docs/FAIRNESS.md, "The register's log"); it does not verify the
 * signatures, which the verifier does with the key the participant trusts, and it says so. A
 * record without `log` is said plainly to be not proven.
 *
 * @module
 */
import { counted, h, list, number, t } from "./page.js";
import { download, requestPart } from "./panel.js";
import { lookAlikes, readCheckpoint } from "./log_proof.js";

/**
 * @typedef {import("./giveaway_common.js").RegisterRecord} RegisterRecord
 * @typedef {import("./log_proof.js").Listed} Listed
 */

/**
 * Every announcement of the record's draw, from the listing (paged), or null when it cannot be
 * read.
 *
 * @param {RegisterRecord} record
 * @returns {Promise<{ count: number, announcements: Listed[] } | null>}
 */
export async function listDraw(record) {
  /** @type {Listed[]} */
  const announcements = [];
  let count = 0;
  let cursor = null;
  // Bounded: ten pages of a thousand.
  for (let page = 0; page < 10; page++) {
    const query = new URLSearchParams({ game: record.game, draw: String(record.draw) });
    query.set("limit", "1000");
    if (cursor !== null) query.set("cursor", cursor);
    try {
      const response = await fetch(`/api/v1/giveaways?${query}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) return null;
      const body = await response.json();
      if (!Array.isArray(body?.announcements)) return null;
      count = Number(body.count) || 0;
      announcements.push(...body.announcements);
      cursor = typeof body.next_cursor === "string" ? body.next_cursor : null;
    } catch {
      return null;
    }
    if (cursor === null) break;
  }
  return { count, announcements };
}

/** The log's verifier key, one line, or null. */
export async function logKey() {
  try {
    const response = await fetch("/api/v1/log/key");
    if (!response.ok) return null;
    const key = (await response.text()).trim();
    return /^[^\s+]+\+[0-9a-f]{8}\+[A-Za-z0-9+/=]+$/.test(key) ? key : null;
  } catch {
    return null;
  }
}

/**
 * The verifier's command for a registered giveaway, with its real values.
 *
 * @param {string} id
 * @param {string | null} key
 * @param {string} file
 */
export function verifyCommand(id, key, file) {
  return `python3 fairdraw_verify.py --id ${id} --register ${location.origin}` +
    (key === null ? "" : ` --log-key '${key}'`) + ` ${file}`;
}

/**
 * What is proven, in plain words: the log's facts or that there are none, the witnesses, and the
 * draw's other announcements with the look-alikes named.
 *
 * @param {RegisterRecord} record
 * @param {(instant: number) => string} when the time in the draw's zone, in words
 * @returns {Promise<HTMLElement>}
 */
export async function provenPart(record, when) {
  const items = [];
  const checkpoint = record.log === undefined || typeof record.log?.checkpoint !== "string"
    ? null
    : readCheckpoint(record.log.checkpoint);
  if (
    checkpoint === null || typeof record.log?.index !== "number" ||
    checkpoint.size <= record.log.index
  ) {
    items.push(h("li", { class: "unproven" }, t("provenNoLog")));
  } else {
    items.push(h(
      "li",
      {},
      t("provenLogged", {
        when: when(Date.parse(record.announced_at)),
        index: number(record.log.index),
        log: checkpoint.origin,
      }),
    ));
    items.push(
      h(
        "li",
        checkpoint.witnesses.length === 0 ? { class: "unproven" } : {},
        checkpoint.witnesses.length === 0 ? t("provenNoWitness") : t("provenWitnessed", {
          witnesses: list(
            checkpoint.witnesses.map((w) =>
              t("provenWitness", { name: w.name, when: when(w.time) })
            ),
          ),
        }),
      ),
    );
  }
  const listed = await listDraw(record);
  if (listed === null) items.push(h("li", {}, t("provenListUnknown")));
  else {
    const others = Math.max(0, listed.count - 1);
    const alike = lookAlikes(record, listed.announcements);
    items.push(
      h(
        "li",
        alike.length > 0 ? { class: "unproven" } : {},
        others === 0 ? t("provenAlone") : counted("provenOthers", others),
        alike.length === 0 ? null : " ",
        alike.length === 0 ? null : counted("provenLookAlikes", alike.length),
      ),
    );
    if (alike.length > 0) {
      items.push(
        h(
          "li",
          {},
          h(
            "ul",
            { class: "look-alikes" },
            ...alike.slice(0, 20).map((other) =>
              h(
                "li",
                {},
                h("a", { href: `/g/${other.id}`, translate: "no" }, other.id),
                " ",
                h("bdi", {}, other.title),
              )
            ),
          ),
        ),
      );
    }
  }
  return h(
    "div",
    { class: "proven" },
    h("p", { class: "panel-label" }, t("provenTitle")),
    h("ul", {}, ...items),
  );
}

/**
 * The giveaway's "how to check": for people first (what is proven, in two sentences, then the
 * facts), then the exact command with its real values, then the requests for programmers.
 *
 * @param {{ record: RegisterRecord | null, id: string, key: string | null,
 *   proven: HTMLElement | null, file: string, document_: string,
 *   requests: { path: string, args: Record<string, unknown> }[] }} parts
 */
export function howToCheckPart({ record, id, key, proven, file, document_, requests }) {
  return h(
    "details",
    { class: "verify", open: record !== null },
    h("summary", {}, t("howToCheck")),
    // For people first: what is proven, in two sentences, then the facts.
    h("p", {}, t(record === null ? "peopleAfterLong" : "peopleAfter")),
    proven,
    // Then the exact command, with the real values, for those who run it.
    h("p", { class: "panel-label" }, t("verifierRun")),
    h(
      "pre",
      { class: "command" },
      record === null ? `python3 fairdraw_verify.py ${file}` : verifyCommand(id, key, file),
    ),
    h(
      "p",
      {},
      download(file, document_, t("verifierFile")),
      " ",
      h(
        "a",
        { href: "/assets/fairdraw_verify.py", download: "fairdraw_verify.py" },
        t("verifierGet"),
      ),
    ),
    h(
      "details",
      {},
      h("summary", {}, t("theRequest")),
      h("p", {}, t("howToCheckText")),
      ...requestPart(requests),
    ),
  );
}
