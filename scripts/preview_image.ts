/**
 * Draws the pictures the pages name, rendered by headless Chromium and committed: the one a shared
 * link to the home page shows (src/pages/preview.png, 1200x630, the card below), and the site's
 * icon (src/pages/icon.svg) as the PNGs of `ICON_IMAGES`. Run this again after changing the card,
 * its headline (`PREVIEW_IMAGE` in src/pages/mod.ts), the brand colours or the icon.
 *
 * Usage: `deno run -A --lock=testing/deno.lock scripts/preview_image.ts [OUT]` (src/pages/preview.png
 * by default, the icons beside it; the lock is the tests' one, since playwright-core is a
 * test-only package).
 *
 * @module
 */
import { ICON_IMAGES, PREVIEW_IMAGE } from "../src/pages/mod.ts";
import { launchChromium } from "../testing/chromium.ts";

/** The brand's colours (style.css, light scheme). */
const ACCENT = "#0b5fad";
const EXTRA = "#b3261e";
const INK = "#1d2024";

/** A lottery ball: white with the number in ink, or the extra ball in red. */
function ball(number: number, extra = false): string {
  const fill = extra ? EXTRA : "#ffffff";
  const ink = extra ? "#ffffff" : INK;
  return `<svg width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="46"
    fill="${fill}"/><text x="48" y="62" text-anchor="middle" font-size="42" font-weight="700"
    fill="${ink}">${number}</text></svg>`;
}

/** A six-sided die showing five. */
function die(): string {
  const pips = [[28, 28], [68, 28], [48, 48], [28, 68], [68, 68]]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="8" fill="${INK}"/>`).join("");
  return `<svg width="96" height="96" viewBox="0 0 96 96"><rect x="2" y="2" width="92"
    height="92" rx="18" fill="#ffffff"/>${pips}</svg>`;
}

/** The card, as a page of exactly the image's size. */
export function previewCard(): string {
  return `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${PREVIEW_IMAGE.width}px; height: ${PREVIEW_IMAGE.height}px; }
  body { box-sizing: border-box; padding: 72px 80px; background: ${ACCENT}; color: #ffffff;
    font-family: "DejaVu Sans", "Liberation Sans", sans-serif; display: flex;
    flex-direction: column; justify-content: space-between; }
  .brand { font-size: 44px; font-weight: 700; letter-spacing: 0.5px; }
  h1 { margin: 0; font-size: 60px; line-height: 1.15; text-wrap: balance; }
  p { margin: 18px 0 0; font-size: 30px; opacity: 0.92; }
  .row { display: flex; gap: 22px; align-items: center; }
  svg text { font-family: "DejaVu Sans", sans-serif; }
  </style></head><body>
  <div class="brand">fairdraw</div>
  <div><h1>${PREVIEW_IMAGE.headline}</h1>
  <p>Every answer has a seed that reproduces it.</p></div>
  <div class="row">${[7, 12, 23, 31, 38, 44].map((n) => ball(n)).join("")}${ball(9, true)}
  <span style="width: 40px"></span>${die()}</div>
  </body></html>`;
}

/**
 * The icon as a page of `size` pixels: transparent around it, or on the page's background and
 * inset, as a home screen wants it (iOS rounds the corners itself and fills transparency with
 * black).
 */
export function iconCard(svg: string, size: number, background: string | null): string {
  const inset = background === null ? 0 : Math.round(size * 0.1);
  return `<!doctype html><html><head><style>
  html, body { margin: 0; width: ${size}px; height: ${size}px; background: ${
    background ?? "transparent"
  }; }
  svg { display: block; margin: ${inset}px; width: ${size - 2 * inset}px;
    height: ${size - 2 * inset}px; }
  </style></head><body>${svg}</body></html>`;
}

if (import.meta.main) {
  const pages = new URL("../src/pages/", import.meta.url);
  const out = Deno.args[0] ?? new URL("preview.png", pages).pathname;
  const svg = await Deno.readTextFile(new URL("icon.svg", pages));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({
      viewport: { width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height },
      deviceScaleFactor: 1,
    });
    await page.setContent(previewCard());
    await page.screenshot({ path: out, type: "png" });
    console.log(`wrote ${out}: ${(await Deno.stat(out)).size} bytes`);
    for (const { file, size, background } of ICON_IMAGES) {
      const path = new URL(file, new URL(".", `file://${out}`)).pathname;
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(iconCard(svg, size, background));
      await page.screenshot({ path, type: "png", omitBackground: background === null });
      console.log(`wrote ${path}: ${(await Deno.stat(path)).size} bytes`);
    }
  } finally {
    await browser.close();
  }
}
