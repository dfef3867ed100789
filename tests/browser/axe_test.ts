/// <reference lib="dom" />
/**
 * axe-core on the home page in three languages, light and dark, with every tool answered at once
 * and its panels open: no violation, and nothing wider than a desktop's screen or a phone's.
 *
 * @module
 */
import { assertEquals } from "@std/assert";
import type { Page } from "../../testing/npm/playwright.ts";
import { countedSeeds } from "../../testing/server.ts";
import { axeViolations, COLOUR_RULES, darkSchemeRules } from "./_chromium.ts";
import { answered, browserTest, DESKTOP, goto, open, pageWidth, PHONE } from "./_page.ts";

/** Shows an answer in every tool, the panels open. */
async function fillEveryTool(page: Page): Promise<void> {
  const press = async (tool: string) => {
    await page.click(`nav.tools a[href="#${tool}"]`);
    await answered(page, tool, () => page.click(`#${tool} button[type=submit]`));
    await page.$$eval(
      `#${tool} details`,
      (all) => all.forEach((d) => (d as HTMLDetailsElement).open = true),
    );
  };
  await page.selectOption("#lottery-game", "megamillions");
  await page.fill("#lottery-sets", "3");
  await press("lottery");
  await press("draw");
  await page.click(`nav.tools a[href="#check"]`);
  await page.selectOption("#check-game", "kr645");
  await page.fill("#check-numbers-A", "8 11 13 22 32 33");
  await page.fill("#check-numbers-B", "1 2 3 4 5 6");
  await press("check");
  await page.click(`nav.tools a[href="#giveaway"]`);
  // A kr645 giveaway, as the pictures have always shown.
  await page.selectOption("#giveaway-game", "kr645");
  await page.waitForFunction(() =>
    (document.getElementById("giveaway-draw") as HTMLInputElement).value !== ""
  );
  await page.fill("#giveaway-title-field", "Book club");
  await page.fill("#giveaway-entries", "Ana\nBo\nChen\nBo");
  await press("giveaway");
  await press("dice");
  await press("coin");
  await page.click(`nav.tools a[href="#integer"]`);
  await page.fill("#integer-count", "5");
  await press("integer");
  await press("pick");
  await press("shuffle");
}

browserTest(
  "axe finds nothing on / in three languages, light and dark, every tool answered",
  async (t, { browser, server }) => {
    for (const lang of ["en", "ko", "ja"]) {
      await t.step(`${lang}, light and dark`, async () => {
        const { context, page, errors } = await open(browser, server);
        await goto(page, `${server.url}/?lang=${lang}`);
        await fillEveryTool(page);
        // Every tool at once, answered, for one run of axe over all of them.
        await page.evaluate(() => {
          for (const tool of document.querySelectorAll("section.tool")) {
            tool.classList.add("active");
          }
        });
        // Nothing wider than the screen, on a desktop and on a phone, with every answer shown.
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          assertEquals(await pageWidth(page), viewport.width, `${lang}: no sideways scrolling`);
        }
        await page.setViewportSize(DESKTOP);
        assertEquals(await axeViolations(page), [], `${lang} light`);
        // The schemes differ in the style sheets alone (the page's script never asks which is
        // on), and there only in `:root`'s custom colours: the same page, its colours switched,
        // is what a dark browser shows, and only the colour rules can judge it differently.
        assertEquals(await darkSchemeRules(page), [":root { --* }"], "what the dark scheme sets");
        await page.emulateMedia({ colorScheme: "dark" });
        const dark = await axeViolations(page, COLOUR_RULES);
        assertEquals(dark, [], `${lang} dark`);
        assertEquals(errors, []);
        await context.close();
      });
    }
  },
  // Counted seeds: the same answers on every run.
  { server: { freshSeed: countedSeeds() } },
);
