/// <reference lib="dom" />
/**
 * The API reference in a real browser: axe-core finds nothing, and nothing is wider than the
 * screen, on a desktop and on a phone, light and dark.
 *
 * @module
 */
import { assert, assertEquals } from "@std/assert";
import { axeViolations, launchChromium, skipWithoutChromium } from "./_chromium.ts";
import { startServer } from "../testing/server.ts";

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

Deno.test({
  name: "docs in a browser: no axe violation and no sideways scrolling, desktop and phone",
  ignore: skipWithoutChromium,
}, async (t) => {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    for (const viewport of VIEWPORTS) {
      for (const colorScheme of ["light", "dark"] as const) {
        await t.step(`${viewport.width}x${viewport.height}, ${colorScheme}`, async () => {
          const context = await browser.newContext({ viewport, colorScheme });
          try {
            const page = await context.newPage();
            await page.goto(`${server.url}/docs`);
            assertEquals(await axeViolations(page), []);
            const layout = await page.evaluate(() => ({
              pageWidth: document.documentElement.scrollWidth,
              // Elements whose content is wider than they are and that scroll or clip it.
              sideways: [...document.querySelectorAll("main *")].filter((element) =>
                element.scrollWidth > element.clientWidth + 1 &&
                getComputedStyle(element).overflowX !== "visible" &&
                !element.classList.contains("sr-only")
              ).map((element) => element.outerHTML.slice(0, 80)),
              errorCodes: document.querySelectorAll("#errors ~ dl dt code").length,
            }));
            assertEquals(layout.pageWidth, viewport.width);
            assertEquals(layout.sideways, []);
            assert(layout.errorCodes >= 10, `${layout.errorCodes} error codes listed`);
          } finally {
            await context.close();
          }
        });
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
});
