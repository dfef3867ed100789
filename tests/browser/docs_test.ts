/// <reference lib="dom" />
/**
 * The API reference in a real browser: axe-core finds nothing, and nothing is wider than the
 * screen, on a desktop and on a phone, light and dark.
 *
 * @module
 */
import { assert, assertEquals } from "@std/assert";
import { axeViolations } from "./_chromium.ts";
import { browserTest, DESKTOP, PHONE } from "./_page.ts";

browserTest(
  "the docs: no axe violation and no sideways scrolling, desktop and phone",
  async (t, { browser, server }) => {
    // The page has no script: one load, then each screen and scheme is the same page re-laid.
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/docs`);
    for (const viewport of [DESKTOP, PHONE]) {
      for (const colorScheme of ["light", "dark"] as const) {
        await t.step(`${viewport.width}x${viewport.height}, ${colorScheme}`, async () => {
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme });
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
        });
      }
    }
    await context.close();
  },
);
