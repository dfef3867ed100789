/**
 * The files the pages are made of, by the path each is served at: read at start (the routes are
 * made from them) without loading the pages themselves.
 *
 * @module
 */

const JAVASCRIPT = "text/javascript; charset=utf-8";

/**
 * The home page's modules under src/pages/js/ (home.js imports them), served at /assets/js/. A
 * module not listed here is not served: a test reads the directory and compares.
 */
export const PAGE_MODULES: readonly string[] = [
  "api.js",
  "form.js",
  "giveaway_view.js",
  "kr645_qr.js",
  "latest.js",
  "links.js",
  "page.js",
  "panel.js",
  "render.js",
  "run.js",
  "tools/check.js",
  "tools/draw.js",
  "tools/lists.js",
  "tools/lottery.js",
  "tools/qr.js",
  "tools/quick.js",
];

/** Where a file of the pages is: `name` from src/pages/, beside this module. */
export function pageFileUrl(name: string): URL {
  return new URL(name, import.meta.url);
}

/**
 * The assets the pages use, by path, with their file (from src/pages/) and media type. The
 * page's script imports words.js and giveaway.js (shared with the server) and the games'
 * schedule.js (shared with the API, at /games/schedule.js), so the page computes what the server computes.
 */
export const ASSETS: Readonly<Record<string, { file: string; type: string }>> = {
  "/assets/style.css": { file: "style.css", type: "text/css; charset=utf-8" },
  "/assets/home.js": { file: "home.js", type: JAVASCRIPT },
  "/assets/words.js": { file: "words.js", type: JAVASCRIPT },
  "/assets/giveaway.js": { file: "giveaway.js", type: JAVASCRIPT },
  ...Object.fromEntries(PAGE_MODULES.map((name) => [
    `/assets/js/${name}`,
    { file: `js/${name}`, type: JAVASCRIPT },
  ])),
  // The giveaway's canonical text and announcement ID, the very files the server imports, at the
  // path that js/giveaway_view.js's "../../giveaway/announcement.js" names.
  "/giveaway/announcement.js": { file: "../giveaway/announcement.js", type: JAVASCRIPT },
  "/giveaway/text.js": { file: "../giveaway/text.js", type: JAVASCRIPT },
  // At the path that home.js's "../games/schedule.js" names from /assets/.
  "/games/schedule.js": { file: "../games/schedule.js", type: JAVASCRIPT },
  "/assets/fairdraw_verify.py": {
    file: "../../verify/fairdraw_verify.py",
    type: "text/x-python; charset=utf-8",
  },
  "/assets/icon.svg": { file: "icon.svg", type: "image/svg+xml" },
  // The QR decoder where the browser has no BarcodeDetector (js/tools/qr.js loads it).
  "/assets/vendor/jsQR.js": { file: "vendor/jsQR.js", type: JAVASCRIPT },
  "/assets/preview.png": { file: "preview.png", type: "image/png" },
};
