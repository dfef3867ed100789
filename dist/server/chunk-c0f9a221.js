// src/pages/assets.ts
var JAVASCRIPT = "text/javascript; charset=utf-8";
var PAGE_MODULES = [
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
  "tools/quick.js"
];
function pageFileUrl(name) {
  return new URL(name, import.meta.resolve("#pages/"));
}
var ASSETS = {
  "/assets/style.css": {
    file: "style.css",
    type: "text/css; charset=utf-8"
  },
  "/assets/home.js": {
    file: "home.js",
    type: JAVASCRIPT
  },
  "/assets/words.js": {
    file: "words.js",
    type: JAVASCRIPT
  },
  "/assets/giveaway.js": {
    file: "giveaway.js",
    type: JAVASCRIPT
  },
  ...Object.fromEntries(PAGE_MODULES.map((name) => [
    `/assets/js/${name}`,
    {
      file: `js/${name}`,
      type: JAVASCRIPT
    }
  ])),
  // The giveaway's canonical text and announcement ID, the very files the server imports, at the
  // path that js/giveaway_view.js's "../../giveaway/announcement.js" names.
  "/giveaway/announcement.js": {
    file: "../giveaway/announcement.js",
    type: JAVASCRIPT
  },
  "/giveaway/text.js": {
    file: "../giveaway/text.js",
    type: JAVASCRIPT
  },
  // At the path that home.js's "../games/schedule.js" names from /assets/.
  "/games/schedule.js": {
    file: "../games/schedule.js",
    type: JAVASCRIPT
  },
  "/assets/fairdraw_verify.py": {
    file: "../../verify/fairdraw_verify.py",
    type: "text/x-python; charset=utf-8"
  },
  "/assets/icon.svg": {
    file: "icon.svg",
    type: "image/svg+xml"
  },
  // The QR decoder where the browser has no BarcodeDetector (js/tools/qr.js loads it).
  "/assets/vendor/jsQR.js": {
    file: "vendor/jsQR.js",
    type: JAVASCRIPT
  },
  "/assets/preview.png": {
    file: "preview.png",
    type: "image/png"
  }
};

// src/version.ts
var API_VERSION = "1.0.0";

export {
  API_VERSION,
  pageFileUrl,
  ASSETS
};
