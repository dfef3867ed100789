// deno-lint-ignore-file prefer-ascii -- the pictures show Korean and Japanese titles.
/// <reference lib="dom" />
/**
 * The pictures of docs/screenshots/: the lottery, the check and the giveaway answered, on a phone
 * and on a desktop, in each language, each looked at (not blank, not one colour) before it is
 * written.
 *
 * `UPDATE_SCREENSHOTS=1 deno test -A --lock=testing/deno.lock tests/browser/screenshots_test.ts`
 * writes them (with fonts-noto-cjk installed, or the Korean and Japanese ones show boxes). Without
 * it the test is skipped: what it would check on the way is held elsewhere (axe_test.ts answers
 * every tool in each language and holds the page to a phone's width and a desktop's).
 *
 * @module
 */
import { assert, assertEquals } from "@std/assert";
import { countedSeeds } from "../../testing/server.ts";
import { colorStats, decodePng } from "../_png.ts";
import {
  answered,
  browserTest,
  DESKTOP,
  goto,
  open,
  openPanels,
  pageWidth,
  PHONE,
} from "./_page.ts";

const UPDATE = Deno.env.get("UPDATE_SCREENSHOTS") === "1";

browserTest(
  "screenshots of the main tools in each language",
  async (_t, { browser, server }) => {
    const pictures = new URL("../../docs/screenshots/", import.meta.url).pathname;
    const devices = [["desktop", DESKTOP], ["phone", PHONE]] as const;
    for (const lang of ["en", "ko", "ja"]) {
      for (const [device, viewport] of devices) {
        const { context, page } = await open(browser, server, { viewport });
        await goto(page, `${server.url}/?lang=${lang}`);
        for (const tool of ["lottery", "check", "giveaway"]) {
          await page.click(`nav.tools a[href="#${tool}"]`);
          if (tool === "lottery") {
            await page.selectOption(
              "#lottery-game",
              lang === "ja" ? "jp_loto6" : lang === "ko" ? "kr645" : "powerball",
            );
          }
          if (tool === "lottery") await page.fill("#lottery-sets", "3");
          if (tool === "check") {
            await page.selectOption("#check-game", "kr645");
            await page.fill("#check-numbers-A", "8 11 13 22 32 33");
            await page.fill("#check-numbers-B", "3 11 19 22 36 44");
          }
          if (tool === "giveaway") {
            await page.selectOption("#giveaway-game", "kr645");
            await page.waitForFunction(() =>
              (document.getElementById("giveaway-draw") as HTMLInputElement).value !== ""
            );
            await page.fill(
              "#giveaway-title-field",
              lang === "en"
                ? "Book club raffle"
                : lang === "ko"
                ? "독서 모임 추첨"
                : "読書会の抽選",
            );
            await page.fill(
              "#giveaway-entries",
              "Ana\nBo\nChen\nDana\n\u00c9mile\n\ubbfc\uc900\nYuki",
            );
          }
          await answered(page, tool, () => page.click(`#${tool} button[type=submit]`));
          const path = `${pictures}${lang}-${device}-${tool}.png`;
          const picture = await page.screenshot({
            path,
            fullPage: device === "desktop",
          });
          const stats = colorStats(await decodePng(picture));
          assert(stats.distinct > 50, `${path}: ${stats.distinct} colours`);
          assert(stats.dominantShare < 0.9, `${path}: mostly background`);
          // Nothing wider than the screen, its panels open (after the picture, which shows them shut).
          await openPanels(page, `#${tool}`);
          assertEquals(
            await pageWidth(page),
            viewport.width,
            `${lang} ${device} ${tool}: no sideways scrolling`,
          );
        }
        await context.close();
      }
    }
  },
  // Counted seeds: the same pictures on every run.
  { server: { freshSeed: countedSeeds() }, ignore: !UPDATE },
);
