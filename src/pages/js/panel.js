// @ts-check

/// <reference lib="dom" />

/// <reference lib="dom.iterable" />

/**
 * The collapsed "Check this draw" panel after an answer: its seed, a link to it, the request as
 * POST and GET, the JSON and the verifier's file.
 *
 * @module
 */

import { byId, h, LANG, t } from "./page.js";

/** @typedef {import("./page.js").Args} Args */

/** A GET address longer than this is not offered: a POST carries it. */
const MAX_GET_ADDRESS = 2000;

/**
 * The GET address of a request, when a query string can carry it: list items with commas cannot
 * be one comma-separated parameter, and a long list goes by POST.
 *
 * @param {string} path
 * @param {Args} args
 */
export function getAddress(path, args) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (Array.isArray(value)) {
      if (value.some((item) => String(item).includes(","))) return null;
      params.set(name, value.join(","));
    } else params.set(name, String(value));
  }
  const query = params.toString();
  const address = query === "" ? path : `${path}?${query}`;
  return address.length > MAX_GET_ADDRESS ? null : address;
}

/**
 * A link that opens the page at a tool, with these arguments: in this page's language for the
 * address bar (a reload stays in it), and with no language when shared, so that it opens in the
 * recipient's own.
 *
 * @param {string} tool
 * @param {Args} args
 * @param {{ shared?: boolean }} [options]
 */
export function toolLink(tool, args, options = {}) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return `${location.origin}/${options.shared ? "" : `?lang=${LANG}`}#${tool}?${params}`;
}

/**
 * A Share button beside an answer: the device's share sheet where it has one (the Web Share
 * API), a copy of the link otherwise, said in `status`.
 *
 * @param {string} link
 * @param {string} title what the answer is, for the share sheet
 * @param {HTMLElement} status
 */
export function shareButton(link, title, status) {
  return h("button", {
    type: "button",
    class: "small share",
    onclick: async () => {
      if (typeof navigator.share === "function") {
        try {
          await navigator.share({ title, url: link });
          return;
        } catch (error) {
          // Closed by the person: nothing to say. Refused: copy instead.
          if (error instanceof DOMException && error.name === "AbortError") return;
        }
      }
      await copy(link, status);
    },
  }, t("share"));
}

/**
 * @param {string} text
 * @param {HTMLElement} status
 */
async function copy(text, status) {
  try {
    await navigator.clipboard.writeText(text);
    status.textContent = t("copied");
  } catch {
    status.textContent = t("copyFailed");
  }
}

/**
 * A button that copies a text and says in `status` whether it could.
 *
 * @param {string} text
 * @param {HTMLElement} status
 * @param {string} label
 */
export function copyButton(text, status, label) {
  return h("button", { type: "button", class: "small", onclick: () => copy(text, status) }, label);
}

/**
 * A link that downloads a text as a file.
 *
 * @param {string} name
 * @param {string} text
 * @param {string} label
 */
export function download(name, text, label) {
  const link = h("a", { download: name, class: "download" }, label);
  link.setAttribute("href", URL.createObjectURL(new Blob([text], { type: "application/json" })));
  return link;
}

/**
 * The verifier document of docs/FAIRNESS.md: the answer kept as the server wrote it, so that the
 * verifier can compare it byte for byte.
 *
 * @param {string} operation
 * @param {Args} args
 * @param {string} answerText
 */
export function verifierDocument(operation, args, answerText) {
  return `{"operation":${JSON.stringify(operation)},"arguments":${JSON.stringify(args)},` +
    `"answer":${answerText.trim()}}\n`;
}

/**
 * How to check offline: the verifier file, the command, and the verifier itself.
 *
 * @param {string} file
 * @param {string} document_
 */
export function verifierPart(file, document_) {
  return h(
    "div",
    { class: "verifier" },
    h("p", {}, download(file, document_, t("verifierFile"))),
    h("p", {}, t("verifierHow"), " ", h("code", {}, `python3 fairdraw_verify.py ${file}`)),
    h(
      "p",
      {},
      h(
        "a",
        { href: "/assets/fairdraw_verify.py", download: "fairdraw_verify.py" },
        t("verifierGet"),
      ),
    ),
  );
}

/**
 * The requests, as POST with their bodies and, where it fits, as a GET address.
 *
 * @param {{ path: string, args: Args }[]} requests
 */
export function requestPart(requests) {
  const lines = [];
  for (const { path, args } of requests) {
    lines.push(`POST ${path}\n${JSON.stringify(args)}`);
    const address = getAddress(path, args);
    // Decoded for reading, but a line break stays escaped: a raw one would cut the address.
    if (address !== null) {
      lines.push(`GET ${decodeURIComponent(address).replace(/[\r\n]/g, encodeURIComponent)}`);
    }
  }
  return [h("p", { class: "panel-label" }, t("theRequest")), h("pre", {}, lines.join("\n\n"))];
}

/**
 * Fills a tool's "Check this draw" panel for its answer.
 *
 * @param {string} tool
 * @param {{ path: string, args: Args, text: string }[]} requests
 * @param {{ operation: string, seed?: string }} answer
 * @param {Args} [linkArgs] the arguments of the link to this answer, when not the last request's
 *   (a ticket check's lines; the latest draw named by its number or date)
 * @returns {string} the link to this answer, in this page's language (the shared one has none)
 */
export function fillPanel(tool, requests, answer, linkArgs) {
  const details = /** @type {HTMLDetailsElement} */ (byId(`${tool}-verify`));
  const panel = byId(`${tool}-verify-answer`);
  details.hidden = false;
  const last =
    /** @type {{ path: string, args: Args, text: string }} */ (requests[requests.length - 1]);
  const status = h("span", { class: "copy-status", role: "status" });
  /** @type {Node[]} */
  const nodes = [];
  const args = answer.seed === undefined ? last.args : { ...last.args, seed: answer.seed };
  const link = toolLink(tool, linkArgs ?? args);
  const shared = toolLink(tool, linkArgs ?? args, { shared: true });
  if (answer.seed !== undefined) {
    const seed = answer.seed;
    nodes.push(
      h("p", { class: "panel-label" }, t("seedOfAnswer")),
      h("code", { class: "seed" }, seed),
      h(
        "p",
        { class: "actions" },
        copyButton(seed, status, t("copySeed")),
      ),
    );
    const input = document.getElementById(`${tool}-seed`);
    if (input instanceof HTMLInputElement) input.value = seed;
  }
  nodes.push(
    h(
      "p",
      { class: "actions" },
      h("a", { href: shared, class: "permalink" }, t("linkToAnswer")),
      " ",
      copyButton(shared, status, t("copyLink")),
      " ",
      status,
    ),
    ...requestPart(requests),
    h(
      "details",
      {},
      h("summary", {}, t("theAnswerJson")),
      h("pre", {}, requests.map((r) => JSON.stringify(JSON.parse(r.text), null, 2)).join("\n\n")),
    ),
  );
  if (answer.seed !== undefined) {
    nodes.push(
      verifierPart(
        `fairdraw-${answer.operation}.json`,
        verifierDocument(answer.operation, args, last.text),
      ),
    );
  }
  panel.replaceChildren(...nodes);
  // Beside the answer, where people look for it: Share, with the seed and the checks below.
  const result = byId(`${tool}-result`);
  const said = h("span", { class: "copy-status", role: "status" });
  const title = result.querySelector(".summary")?.textContent ?? document.title;
  result.append(
    h("p", { class: "actions share-row" }, shareButton(shared, title, said), " ", said),
  );
  return link;
}
