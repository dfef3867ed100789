/// <reference lib="dom" />
/**
 * The home page in a real browser: Debian's headless Chromium (never a downloaded one), driven by
 * playwright-core, against the app on a real port and the local double of the draw sources.
 *
 * @module
 */
import { assert, assertEquals, assertStringIncludes } from "@std/assert";
import type { Page } from "playwright-core";
import { launchChromium, skipWithoutChromium } from "./_chromium.ts";
import { colorStats, countNear, decodePng } from "./_png.ts";
import { startServer } from "../testing/server.ts";

/** The colours of style.css (light scheme) that a rendered answer must show. */
const EXTRA_BALL = "#b3261e";
const ACCENT = "#0b5fad";

interface PickedSet {
  numbers: number[];
  extras: number[];
}

/** Runs `action`, then waits until the tool's answer (or error) from the API is on the page. */
async function answered(page: Page, tool: string, action: () => Promise<void>): Promise<void> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/api/"));
  await action();
  await response;
  await page.waitForFunction((id) => {
    const result = document.getElementById(id);
    return result !== null && !result.hasAttribute("aria-busy") && result.childElementCount > 0;
  }, `${tool}-result`);
}

function readSets(page: Page): Promise<PickedSet[]> {
  return page.$$eval("#lottery-result .sets li", (items) =>
    items.map((item) => {
      const numbers = (selector: string) =>
        [...item.querySelectorAll(selector)].map((ball) =>
          Number((ball.textContent ?? "").replace(/\D/g, ""))
        );
      return { numbers: numbers(".ball:not(.extra)"), extras: numbers(".ball.extra") };
    }));
}

function text(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => (element.textContent ?? "").replace(/\s+/g, " ").trim());
}

function assertSets(sets: PickedSet[], count: number, format: [number, number, number, number]) {
  const [size, max, extraCount, extraMax] = format;
  assertEquals(sets.length, count);
  for (const set of sets) {
    assertEquals(set.numbers.length, size);
    assertEquals(set.numbers, set.numbers.toSorted((a, b) => a - b), "sorted");
    assertEquals(new Set(set.numbers).size, size, "no repeats");
    assert(set.numbers.every((n) => n >= 1 && n <= max), `${set.numbers} within 1-${max}`);
    assertEquals(set.extras.length, extraCount);
    assert(set.extras.every((n) => n >= 1 && n <= extraMax));
  }
}

Deno.test({
  name: "browser: a person picks, reproduces, checks a ticket and sees errors in plain words",
  ignore: skipWithoutChromium,
}, async (t) => {
  const server = await startServer({ double: true, config: { sourceTimeoutMs: 5000 } });
  const base = server.url;
  const browser = await launchChromium();
  const requested: string[] = [];
  const pageErrors: string[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      colorScheme: "light",
      reducedMotion: "reduce",
    });
    context.on("request", (request) => requested.push(request.url()));
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${base}/`);
    await page.waitForSelector("html.js");

    const powerball: { sets: PickedSet[]; seed: string } = { sets: [], seed: "" };

    await t.step("picks numbers for two games", async () => {
      assertEquals(await page.isVisible("#lottery form"), true);
      assertEquals(await page.isVisible("#dice form"), false, "one tool at a time");
      await page.selectOption("#lottery-game", "kr645");
      await page.fill("#lottery-sets", "3");
      await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
      assertSets(await readSets(page), 3, [6, 45, 0, 0]);
      assertStringIncludes(await text(page, "#lottery-result .summary"), "Lotto 6/45: 3 sets");

      await page.selectOption("#lottery-game", "powerball");
      await page.fill("#lottery-sets", "2");
      await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
      const sets = await readSets(page);
      assertSets(sets, 2, [5, 69, 1, 26]);
      const seed = await text(page, "#lottery-result .seed");
      assert(/^[0-9a-f]{64}$/.test(seed), seed);
      Object.assign(powerball, { sets, seed });
    });

    await t.step("reproduces an answer from its pasted seed, and from its link", async () => {
      assertEquals(powerball.sets.length, 2, "the pick step ran");
      // Another fresh draw first, so that the page shows something else.
      await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
      const other = await text(page, "#lottery-result .seed");
      assert(other !== powerball.seed);

      await page.fill("#lottery-seed", powerball.seed);
      await answered(page, "lottery", () => page.press("#lottery-seed", "Enter"));
      assertEquals(await readSets(page), powerball.sets);
      assertEquals(await text(page, "#lottery-result .seed"), powerball.seed);

      const link = await page.getAttribute("#lottery-result a.permalink", "href");
      if (link === null) throw new Error("no link to the answer");
      assertStringIncludes(link, powerball.seed);
      const fresh = await context.newPage();
      await answered(fresh, "lottery", async () => {
        await fresh.goto(new URL(link, base).href);
      });
      assertEquals(await readSets(fresh), powerball.sets);
      await fresh.close();
    });

    await t.step("the screenshot shows a rendered page, not a blank one", async () => {
      const dir = Deno.env.get("SCREENSHOT_DIR") ?? await Deno.makeTempDir();
      await Deno.mkdir(dir, { recursive: true });
      const path = `${dir}/home.png`;
      await page.screenshot({ path, fullPage: true });
      const image = await decodePng(await Deno.readFile(path));
      assertEquals(image.width, 1280);
      assert(image.height >= 900, `height ${image.height}`);
      const stats = colorStats(image);
      const blankPage = await context.newPage();
      await blankPage.goto("about:blank");
      const blank = colorStats(await decodePng(await blankPage.screenshot()));
      await blankPage.close();
      assertEquals(blank.distinct, 1, "a blank render has one colour");
      assert(stats.distinct > 100, `only ${stats.distinct} colours`);
      assert(stats.dominantShare < 0.9, `background is ${stats.dominantShare} of the page`);
      // The Powerball is drawn as a red ball, and the active tool and button in the accent.
      assert(countNear(image, EXTRA_BALL) > 400, "the extra balls are drawn");
      assert(countNear(image, ACCENT) > 2000, "the accent is drawn");
      console.log(`screenshot: ${path}`);
    });

    await t.step(
      "shows a validation error in the API's words, at the field, by keyboard",
      async () => {
        await page.focus('nav.tools a[href="#dice"]');
        await page.keyboard.press("Enter");
        await page.waitForSelector("#dice form", { state: "visible" });
        assertEquals(await page.evaluate(() => document.activeElement?.id), "dice-title");
        await page.keyboard.press("Tab");
        assertEquals(await page.evaluate(() => document.activeElement?.id), "dice-sides");
        await page.keyboard.press("Control+A");
        await page.keyboard.type("1001");
        await answered(page, "dice", () => page.keyboard.press("Enter"));
        const message = await text(page, "#dice-result .error");
        assertStringIncludes(message, "sides must be an integer from 2 to 1000, got 1001");
        assertEquals(await page.getAttribute("#dice-sides", "aria-invalid"), "true");
        assertStringIncludes(
          (await page.getAttribute("#dice-sides", "aria-describedby")) ?? "",
          "dice-result-error",
        );
        assertEquals(await page.evaluate(() => document.activeElement?.id), "dice-sides");

        await page.fill("#dice-sides", "6");
        await answered(page, "dice", () => page.click("#dice button[type=submit]"));
        assertEquals(await page.getAttribute("#dice-sides", "aria-invalid"), null);
        assertStringIncludes(await text(page, "#dice-result .summary"), "2 dice of 6 sides");
      },
    );

    await t.step(
      "looks up the latest draw and checks a ticket against the source double",
      async () => {
        await page.click('nav.tools a[href="#draw"]');
        await page.selectOption("#draw-game", "kr645");
        await answered(page, "draw", () => page.click("#draw button[type=submit]"));
        assertStringIncludes(await text(page, "#draw-result .summary"), "draw 1239 on 2026-08-29");
        assertEquals(
          await page.$$eval(
            "#draw-result .balls .ball",
            (balls) => balls.map((ball) => Number((ball.textContent ?? "").replace(/\D/g, ""))),
          ),
          [11, 13, 22, 32, 33, 36, 8],
        );

        await page.click("#draw-result button:has-text('Check a ticket against this draw')");
        await page.waitForSelector("#check form", { state: "visible" });
        assertEquals(await page.inputValue("#check-draw"), "1239");
        assertEquals(await page.inputValue("#check-game"), "kr645");
        await page.fill("#check-numbers", "8, 11 13 22 32 33");
        await answered(page, "check", () => page.click("#check button[type=submit]"));
        const verdict = await text(page, "#check-result .verdict");
        assertStringIncludes(verdict, "Rank 2!");
        assertStringIncludes(verdict, "67,587,470");
        assertEquals(await page.locator("#check-result .ball.hit").count(), 5);

        await page.fill("#check-numbers", "1 2 3 4 5");
        await answered(page, "check", () => page.click("#check button[type=submit]"));
        assertStringIncludes(
          await text(page, "#check-result .error"),
          "numbers must be",
          "a short ticket is a 400 shown in words",
        );
        assertEquals(await page.getAttribute("#check-numbers", "aria-invalid"), "true");
      },
    );

    await t.step(
      "reproduces a list pick whose items hold commas, & and %, by its link",
      async () => {
        await page.click('nav.tools a[href="#pick"]');
        await page.fill("#pick-items", "Tom & Jerry\nsalt, pepper\n100% = all\n  \nplain");
        await page.fill("#pick-count", "4");
        await answered(page, "pick", () => page.click("#pick button[type=submit]"));
        const picks = await page.$$eval(
          "#pick-result .items li",
          (items) => items.map((item) => item.textContent),
        );
        assertEquals(
          picks.toSorted(),
          ["100% = all", "Tom & Jerry", "plain", "salt, pepper"],
          "blank lines are dropped; items are kept whole",
        );
        // One comma-separated GET parameter cannot carry "salt, pepper", so no GET address is shown.
        assertEquals(await page.locator("#pick-result .api-link").count(), 0);
        const link = await page.getAttribute("#pick-result a.permalink", "href");
        if (link === null) {
          throw new Error("no link to the answer");
        }
        const fresh = await context.newPage();
        await answered(fresh, "pick", async () => {
          await fresh.goto(new URL(link, base).href);
        });
        assertEquals(
          await fresh.$$eval("#pick-result .items li", (items) => items.map((i) => i.textContent)),
          picks,
        );
        await fresh.close();
      },
    );

    await t.step("works on a phone: no sideways scrolling", async () => {
      const phone = await browser.newPage({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      phone.on("pageerror", (error) => pageErrors.push(error.message));
      await phone.goto(`${base}/#shuffle`);
      await phone.waitForSelector("#shuffle form", { state: "visible" });
      await answered(phone, "shuffle", () => phone.tap("#shuffle button[type=submit]"));
      assertEquals(await phone.locator("#shuffle-result .items li").count(), 4);
      const [scrollWidth, width] = await phone.evaluate((): [number, number] => [
        document.documentElement.scrollWidth,
        globalThis.innerWidth,
      ]);
      assert(scrollWidth <= width, `${scrollWidth} > ${width}`);
      await phone.close();
    });

    assertEquals(pageErrors, [], "no script errors");
    const elsewhere = requested.filter((url) =>
      !url.startsWith(`${base}/`) && url !== "about:blank"
    );
    assertEquals(elsewhere, [], "the page loads nothing from anywhere else");
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
});
