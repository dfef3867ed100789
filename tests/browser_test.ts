// deno-lint-ignore-file prefer-ascii -- the tests type and read Korean and Japanese words.
/// <reference lib="dom" />
/**
 * The home page in a real browser: Debian's headless Chromium (never a downloaded one), driven by
 * playwright-core, against the app on a real port and the local double of the draw sources, with
 * the app's clock and the browser's moved together where a test needs a time.
 *
 * `UPDATE_SCREENSHOTS=1 deno test -A tests/browser_test.ts` also writes the pictures of
 * docs/screenshots/ that the README shows.
 *
 * @module
 */
import {
  assert,
  assertEquals,
  assertMatch,
  assertNotEquals,
  assertStringIncludes,
} from "@std/assert";
import type { Browser, BrowserContext, Page } from "../testing/npm/playwright.ts";
import { axeViolations, launchChromium, skipWithoutChromium } from "./_chromium.ts";
import { colorStats, decodePng } from "./_png.ts";
import { countedSeeds, type DoubleServer, startServer } from "../testing/server.ts";
import { giveawayLabel } from "../src/pages/giveaway.js";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Runs `action`, then waits until the tool shows an answer or a problem, and is not busy. */
async function answered(page: Page, tool: string, action: () => Promise<unknown>): Promise<void> {
  await action();
  await page.waitForFunction((id) => {
    const result = document.getElementById(id);
    return result !== null && !result.hasAttribute("aria-busy") &&
      result.querySelector(".summary, .error") !== null;
  }, `${tool}-result`);
}

function text(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => (element.textContent ?? "").replace(/\s+/g, " ").trim());
}

/** The numbers of each set of a lottery answer, extras apart. */
function readSets(page: Page): Promise<{ numbers: number[]; extras: number[] }[]> {
  return page.$$eval("#lottery-result .sets li", (items) =>
    items.map((item) => {
      const numbers = (selector: string) =>
        [...item.querySelectorAll(selector)].map((ball) =>
          Number((ball.textContent ?? "").replace(/\D/g, ""))
        );
      return { numbers: numbers(".ball:not(.extra)"), extras: numbers(".ball.extra") };
    }));
}

/** Whether an element lies wholly inside the viewport. */
function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
}

function focusedClass(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.className ?? "");
}

/** A new browser context in front of the server, with the page's clock at the app's. */
async function open(
  browser: Browser,
  server: DoubleServer,
  options: { viewport?: typeof DESKTOP; locale?: string; colorScheme?: "light" | "dark" } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? "en-US",
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
  });
  await context.clock.setFixedTime(server.clock.t);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The text of the file a download link gives, and what the verifier says of it. */
async function downloaded(page: Page, selector: string): Promise<string> {
  // The link may sit in a collapsed panel.
  await page.$eval(selector, (link) => link.closest("details")?.setAttribute("open", ""));
  const [download] = await Promise.all([page.waitForEvent("download"), page.click(selector)]);
  const path = await download.path();
  // The file is what verify/fairdraw_verify.py takes, ready to run.
  const verifier = new URL("../verify/fairdraw_verify.py", import.meta.url).pathname;
  const { code, stdout } = await new Deno.Command("python3", { args: [verifier, path] }).output();
  const said = new TextDecoder().decode(stdout);
  assertEquals([code, said.split("\n")[0]], [0, "reproduced"], said);
  return await Deno.readTextFile(path);
}

async function goto(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector("html.js");
}

Deno.test({
  name: "browser: the home page as a person uses it",
  ignore: skipWithoutChromium,
}, async (t) => {
  const server = await startServer({ double: true, config: { sourceTimeoutMs: 2000 } });
  const base = server.url;
  const browser = await launchChromium();
  try {
    await t.step(
      "a seeded answer says it is a replay, and the next press draws fresh",
      async () => {
        const { context, page, errors } = await open(browser, server);
        await goto(page, `${base}/`);
        await page.selectOption("#lottery-game", "powerball");
        await page.fill("#lottery-sets", "2");
        await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
        const sets = await readSets(page);
        assertEquals(sets.length, 2);
        for (const set of sets) {
          assertEquals([set.numbers.length, set.extras.length], [5, 1]);
          assert(set.numbers.every((n) => n >= 1 && n <= 69) && set.extras[0]! <= 26);
        }
        assertStringIncludes(await text(page, "#lottery-result .ball.extra"), "Powerball");
        assertEquals(await page.locator("#lottery-result .replayed").count(), 0);
        const seed = await text(page, "#lottery-verify-answer .seed");
        assertMatch(seed, /^[0-9a-f]{64}$/);

        // Replay: the panel's seed field holds the answer's seed.
        await page.click("#lottery-verify summary");
        assertEquals(await page.inputValue("#lottery-seed"), seed);
        await page.fill("#lottery-seed", seed.toUpperCase());
        await answered(page, "lottery", () => page.click("button[data-replay=lottery]"));
        assertEquals(await readSets(page), sets);
        assertEquals(
          await text(page, "#lottery-result .replayed"),
          `Replayed from seed ${seed.slice(0, 8)}\u2026 The next press draws fresh.`,
        );
        // The form's own button draws fresh, seed field or not.
        await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
        assertNotEquals(await text(page, "#lottery-verify-answer .seed"), seed);
        assertNotEquals(await readSets(page), sets);
        assertEquals(await page.locator("#lottery-result .replayed").count(), 0);

        // A link replays too, and says so.
        await page.fill("#lottery-seed", seed);
        await answered(page, "lottery", () => page.click("button[data-replay=lottery]"));
        const link = await page.getAttribute("#lottery-verify-answer a.permalink", "href");
        assertStringIncludes(link ?? "", `seed=${seed}`);
        const other = await context.newPage();
        await answered(other, "lottery", () => other.goto(link!));
        assertEquals(await readSets(other), sets);
        assertEquals(await other.locator("#lottery-result .replayed").count(), 1);
        await answered(other, "lottery", () => other.click("#lottery button[type=submit]"));
        assertEquals(await other.locator("#lottery-result .replayed").count(), 0);

        // The verifier file is the verifier's document, with the answer as the server wrote it.
        const file = await downloaded(page, "#lottery-verify-answer a.download");
        const parsed = JSON.parse(file);
        assertEquals(parsed.operation, "pick_numbers");
        assertEquals(parsed.arguments, { game: "powerball", sets: 2, seed });
        assertEquals(parsed.answer.seed, seed);
        assertEquals(errors, []);
        await context.close();
      },
    );

    await t.step(
      "the answer comes into view and takes focus; a short sentence is read",
      async () => {
        for (const viewport of [DESKTOP, PHONE]) {
          const { context, page, errors } = await open(browser, server, { viewport });
          await goto(page, `${base}/`);
          assert(
            await inViewport(page, "#lottery button[type=submit]"),
            `${viewport.width}: the first tool's button is in view on arrival`,
          );
          const presses: [string, () => Promise<void>][] = [
            ["lottery", async () => await page.fill("#lottery-sets", "10")],
            ["draw", async () => {}],
            ["check", async () => await page.fill("#check-numbers-A", "1 2 3 4 5 6")],
            ["dice", async () => await page.fill("#dice-count", "100")],
            ["coin", async () => await page.fill("#coin-count", "100")],
            ["integer", async () => await page.fill("#integer-count", "1000")],
            ["pick", async () => await page.fill("#pick-count", "4")],
            ["shuffle", async () => {}],
          ];
          for (const [tool, prepare] of presses) {
            await page.click(`nav.tools a[href="#${tool}"]`);
            await prepare();
            await answered(page, tool, () => page.click(`#${tool} button[type=submit]`));
            assert(
              await inViewport(page, `#${tool}-result .summary`),
              `${viewport.width}: the ${tool} answer is in view`,
            );
            assertEquals(await focusedClass(page), "summary", `${tool}: the answer has focus`);
          }
          assertEquals(errors, []);
          await context.close();
        }
        const { context, page } = await open(browser, server);
        await goto(page, `${base}/#dice`);
        await answered(page, "dice", () => page.click("#dice button[type=submit]"));
        await page.waitForFunction(() => document.getElementById("live")?.textContent !== "");
        const sentence = await text(page, "#live");
        const rolls = await page.$$eval(
          "#dice-result .die",
          (dice) => dice.map((d) => d.getAttribute("aria-label")),
        );
        assertEquals(
          sentence,
          `You rolled ${rolls[0]} and ${rolls[1]}: ${Number(rolls[0]) + Number(rolls[1])}.`,
        );
        assertEquals(
          await page.locator("#dice-result .die.pips .pip").count(),
          Number(rolls[0]) + Number(rolls[1]),
        );
        await page.fill("#dice-sides", "20");
        await answered(page, "dice", () => page.click("#dice button[type=submit]"));
        assertEquals(await page.locator("#dice-result .die.pips").count(), 0, "numbers, not pips");
        await page.click('nav.tools a[href="#coin"]');
        await page.fill("#coin-count", "1");
        await answered(page, "coin", () => page.click("#coin button[type=submit]"));
        assertMatch(
          await text(page, "#coin-result .summary"),
          /^(1 head, 0 tails|0 heads, 1 tail)\.$/,
        );
        await context.close();
      },
    );

    await t.step(
      "errors in the page's words at their field; none left after a change or a prefill",
      async () => {
        const { context, page, errors } = await open(browser, server);
        await goto(page, `${base}/#dice`);
        await page.fill("#dice-sides", "1001");
        await answered(page, "dice", () => page.press("#dice-sides", "Enter"));
        assertEquals(
          await text(page, "#dice-result .error"),
          "That did not work. Sides: enter a whole number from 2 to 1,000.",
        );
        assertEquals(await page.getAttribute("#dice-sides", "aria-invalid"), "true");
        assertEquals(await page.evaluate(() => document.activeElement?.id), "dice-sides");
        await page.fill("#dice-sides", "6");
        assertEquals(
          await page.locator("#dice-result > *").count(),
          0,
          "a change clears the error",
        );
        assertEquals(await page.getAttribute("#dice-sides", "aria-invalid"), null);

        // The API's own refusals are in the page's words too: integers beyond the range's size.
        await page.click('nav.tools a[href="#integer"]');
        await page.fill("#integer-min", "10");
        await page.fill("#integer-max", "1");
        await answered(page, "integer", () => page.click("#integer button[type=submit]"));
        assertEquals(
          await text(page, "#integer-result .error"),
          "That did not work. From: must not be more than \u201cTo\u201d.",
        );

        await page.click('nav.tools a[href="#lottery"]');
        await page.selectOption("#lottery-game", "custom");
        await page.fill("#lottery-extra-count", "2");
        await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
        assertStringIncludes(
          await text(page, "#lottery-result .error"),
          "Largest extra number: fill this in",
        );
        await page.selectOption("#lottery-game", "powerball");
        assertEquals(
          await page.locator("#lottery-result > *").count(),
          0,
          "a game switch clears it",
        );
        assertEquals(await page.locator("#lottery [aria-invalid]").count(), 0);

        // A bad ticket, then "Check" from a pick: the ticket form holds the pick and no stale error.
        await page.click('nav.tools a[href="#check"]');
        await page.fill("#check-numbers-A", "1 2 3");
        await answered(page, "check", () => page.click("#check button[type=submit]"));
        assertStringIncludes(
          await text(page, "#check-result .error"),
          "Line A: enter 6 different numbers from 1 to 45.",
        );
        await page.click('nav.tools a[href="#lottery"]');
        await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
        const [set] = await readSets(page);
        await page.click("#lottery-result .sets li button");
        await page.waitForSelector("#check form", { state: "visible" });
        assertEquals(await page.inputValue("#check-game"), "powerball");
        assertEquals(await page.inputValue("#check-numbers-A"), set!.numbers.join(" "));
        assertEquals(await page.inputValue("#check-extra-A"), String(set!.extras[0]));
        assertEquals(await page.locator("#check-result > *").count(), 0);
        assertEquals(await page.locator("#check [aria-invalid]").count(), 0);
        await page.click('nav.tools a[href="#dice"]');
        await page.fill("#dice-count", "0");
        await answered(page, "dice", () => page.click("#dice button[type=submit]"));
        assertEquals(await axeViolations(page), [], "an error shown at its field");
        assertEquals(errors, []);
        await context.close();
      },
    );

    await t.step(
      "a source outage: the wait and a Retry that works once the source is back",
      async () => {
        const { context, page } = await open(browser, server);
        await goto(page, `${base}/#draw`);
        server.double.setMode("error", { source: "kr645" });
        await page.fill("#draw-draw", "1100");
        await answered(page, "draw", () => page.click("#draw button[type=submit]"));
        const message = await text(page, "#draw-result .error");
        assertStringIncludes(message, "The official results site is not answering right now.");
        const wait = Number(/Try again in (\d+) seconds?\./.exec(message)?.[1]);
        assert(wait >= 1, message);
        // Once the wait is over, Retry asks again.
        server.double.setMode("normal");
        server.clock.t += wait * 1000;
        await answered(page, "draw", () => page.click("#draw-result button.retry"));
        assertStringIncludes(await text(page, "#draw-result .summary"), "draw 1100");
        await context.close();
      },
    );

    await t.step(
      "the check: five lines beside the draw's numbers, ranks and tiers in words",
      async () => {
        const { context, page, errors } = await open(browser, server);
        await goto(page, `${base}/#check`);
        const lines = [
          "8 11 13 22 32 33",
          "11 13 22 32 33 36",
          "1 2 3 4 5 6",
          "11 13 22 1 2 3",
          "11 13 22 32 1 2",
        ];
        for (const [i, line] of lines.entries()) {
          await page.fill(`#check-numbers-${"ABCDE"[i]}`, line);
        }
        await answered(page, "check", () => page.click("#check button[type=submit]"));
        assertEquals(
          await text(page, "#check-result .summary"),
          "Winning numbers: Lotto 6/45 (Korea), draw 1239, August 29, 2026",
        );
        assertEquals(await page.locator("#check-result .draw-row .ball").count(), 7);
        const verdicts = await page.$$eval(
          "#check-result .line-verdict",
          (items) => items.map((i) => i.textContent),
        );
        assertEquals(verdicts.length, 5);
        assertMatch(
          verdicts[0]!,
          /^Rank 2: 5 numbers \+ the bonus\. Prize per winner: \u20a967,587,470\.$/,
        );
        assertMatch(verdicts[1]!, /^Rank 1: 6 numbers\./);
        assertEquals(verdicts[2], "No prize: 0 numbers matched.");
        assertMatch(verdicts[3]!, /^Rank 5: 3 numbers\./);
        assertMatch(verdicts[4]!, /^Rank 4: 4 numbers\./);
        assertEquals(
          await page.locator("#check-result .lines li:first-child .ball.bonus-hit").count(),
          1,
        );
        assertStringIncludes(
          await text(page, "#check-result .lines li:first-child"),
          "matches the bonus number",
        );
        // The link to the check opens the same lines against the same draw.
        const link = await page.getAttribute("#check-verify-answer a.permalink", "href");
        const other = await context.newPage();
        await answered(other, "check", () => other.goto(link!));
        assertEquals(
          await other.$$eval(
            "#check-result .line-verdict",
            (items) => items.map((i) => i.textContent),
          ),
          verdicts,
        );
        await other.close();
        // Previous draw: the same lines against draw 1238.
        await answered(
          page,
          "check",
          () => page.click("#check-result button:has-text('Previous draw')"),
        );
        assertStringIncludes(await text(page, "#check-result .summary"), "draw 1238");
        assertEquals(await page.locator("#check-result .line-verdict").count(), 5);

        await page.selectOption("#check-game", "powerball");
        assertEquals(await page.getAttribute("#check-draw", "type"), "date", "a date picker");
        for (const line of "BCDE") await page.fill(`#check-numbers-${line}`, "");
        await page.fill("#check-numbers-A", "1 6 40 51 3");
        await page.fill("#check-extra-A", "2");
        await answered(page, "check", () => page.click("#check button[type=submit]"));
        assertEquals(
          await text(page, "#check-result .line-verdict"),
          "A win: 4 numbers + the Powerball. The amount depends on the state and the multiplier.",
        );
        assertEquals(errors, []);
        await context.close();
      },
    );

    await t.step("the language: Accept-Language, the switch, the cookie and the link", async () => {
      for (
        const [locale, lang, heading] of [["ko-KR", "ko", "누구나"], ["ja-JP", "ja", "誰でも"]]
      ) {
        const { context, page } = await open(browser, server, { locale });
        await goto(page, `${base}/`);
        assertEquals(await page.getAttribute("html", "lang"), lang);
        assertStringIncludes(await text(page, "h1"), heading!);
        await context.close();
      }
      const { context, page } = await open(browser, server, { locale: "ko-KR" });
      await goto(page, `${base}/#dice`);
      await answered(page, "dice", () => page.click("#dice button[type=submit]"));
      assertMatch(
        await text(page, "#dice-result .summary"),
        /^주사위 결과 \d+ 및 \d+, 합계 \d+\.$/,
      );
      await page.click('nav.languages a[hreflang="ja"]');
      await page.waitForSelector("html.js");
      assertEquals(await page.getAttribute("html", "lang"), "ja");
      await goto(page, `${base}/`);
      assertEquals(await page.getAttribute("html", "lang"), "ja", "remembered");
      await page.click('nav.tools a[href="#dice"]');
      await answered(page, "dice", () => page.click("#dice button[type=submit]"));
      const link = await page.getAttribute("#dice-verify-answer a.permalink", "href");
      assertStringIncludes(link ?? "", "/?lang=ja#dice?");
      const english = await open(browser, server, { locale: "en-US" });
      await answered(english.page, "dice", () => english.page.goto(link!));
      assertEquals(
        await english.page.getAttribute("html", "lang"),
        "ja",
        "a link keeps its language",
      );
      await english.context.close();
      await context.close();
    });

    await t.step("a giveaway announced before its draw, and opened after it", async () => {
      const entries = ["Ana", "Bo", "Chen", "Dana", "\u00c9mile", "\ubbfc\uc900", "Ana", "Yuki"];
      const { context, page, errors } = await open(browser, server);
      await goto(page, `${base}/#giveaway`);
      await page.waitForFunction(() =>
        (document.getElementById("giveaway-draw") as HTMLInputElement).value !== ""
      );
      assertEquals(await page.inputValue("#giveaway-draw"), "1240", "the next kr645 draw");
      assertEquals(
        await text(page, "#giveaway-draw-hint"),
        "Drawn Saturday, September 5, 2026, 8:35 PM KST.",
      );
      await page.fill("#giveaway-entries", entries.join("\n"));
      await page.fill("#giveaway-winners", "9");
      await page.click("#giveaway button[type=submit]");
      assertEquals(
        await text(page, "#giveaway-winners-error"),
        "enter a whole number from 1 to 8.",
      );
      assertEquals(await page.evaluate(() => document.activeElement?.id), "giveaway-winners");
      await page.fill("#giveaway-title-field", "Caf\u00e9 raffle");
      assertEquals(await page.locator("#giveaway-winners-error").count(), 0, "cleared by a change");
      assertStringIncludes(
        await text(page, "#giveaway-entries-note"),
        "Appears more than once: Ana.",
      );
      await page.fill("#giveaway-winners", "3");
      await answered(page, "giveaway", () => page.click("#giveaway button[type=submit]"));
      const announcement = await text(page, "#giveaway-result .announcement");
      assertStringIncludes(
        announcement,
        "3 of 8 entries will be drawn from Lotto 6/45 (Korea) draw 1240",
      );
      const link = await page.getAttribute("#giveaway-result a.giveaway-link", "href");
      assertMatch(link ?? "", /\/\?lang=en#giveaway=[A-Za-z0-9_-]+$/);

      // Before the draw: what will happen, and a countdown.
      const before = await context.newPage();
      await answered(before, "giveaway", () => before.goto(link!));
      assertEquals(await text(before, "#giveaway-result .summary"), "Not drawn yet");
      assertMatch(
        await text(before, "#giveaway-result .countdown"),
        /^Results in 6 days \d\d:\d\d:\d\d\.$/,
      );
      assertEquals(await axeViolations(before), [], "the countdown");
      await before.close();

      // After it: both clocks moved past its publication, the source has it.
      server.clock.t = Date.parse("2026-09-06T00:00:00Z");
      server.double.setLatest({ kr645: 1240 });
      await context.clock.setFixedTime(server.clock.t);
      const label = await giveawayLabel({ title: "Caf\u00e9 raffle", entries, winners: 3 });
      const seeded = await server.post("/api/v1/lottery/seed", {
        game: "kr645",
        draw: 1240,
        label,
      });
      assertEquals(seeded.status, 200);
      const picked = await server.post("/api/v1/random/pick", {
        items: entries,
        count: 3,
        unique: true,
        seed: seeded.body.seed,
      });
      const after = await context.newPage();
      await answered(after, "giveaway", () => after.goto(link!));
      const winners = await after.$$eval(
        "#giveaway-result .winners li",
        (items) => items.map((i) => i.textContent),
      );
      assertEquals(winners, picked.body.picks);
      assertEquals(await axeViolations(after), [], "the winners");
      const numbers = (seeded.body.numbers as number[]).concat(seeded.body.extra_number as number);
      assertEquals(
        await after.$$eval(
          "#giveaway-result .balls .ball",
          (balls) => balls.map((b) => Number((b.textContent ?? "").replace(/\D/g, ""))),
        ),
        numbers,
      );
      const file = JSON.parse(await downloaded(after, "#giveaway-result a.download"));
      assertEquals(file.operation, "giveaway");
      assertEquals(file.arguments, {
        game: "kr645",
        draw: 1240,
        title: "Caf\u00e9 raffle",
        entries,
        winners: 3,
      });
      assertEquals(file.answer.pick_from_list, picked.body);
      assertEquals(file.answer.seed_from_draw, seeded.body);
      await after.click("#giveaway-result a.new-giveaway");
      await after.waitForSelector("form[data-giveaway]", { state: "visible" });
      assertEquals(await after.locator("#giveaway-result > *").count(), 0, "a new giveaway's form");
      assertEquals(errors, []);
      await context.close();
      server.clock.t = Date.parse("2026-08-30T00:00:00Z");
    });
  } finally {
    await browser.close();
    await server.close();
  }
});

/** Shows an answer in every tool, the panels open, as the axe and screenshot runs need. */
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
  await page.fill("#check-numbers-A", "8 11 13 22 32 33");
  await page.fill("#check-numbers-B", "1 2 3 4 5 6");
  await press("check");
  await page.click(`nav.tools a[href="#giveaway"]`);
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

Deno.test({
  name: "browser: axe finds nothing on / in three languages, light and dark, every tool answered",
  ignore: skipWithoutChromium,
}, async (t) => {
  // Counted seeds: the same pictures on every run.
  const server = await startServer({ double: true, freshSeed: countedSeeds() });
  const browser = await launchChromium();
  const pictures = Deno.env.get("UPDATE_SCREENSHOTS") === "1"
    ? new URL("../docs/screenshots/", import.meta.url).pathname
    : await Deno.makeTempDir();
  try {
    for (const lang of ["en", "ko", "ja"]) {
      for (const colorScheme of ["light", "dark"] as const) {
        await t.step(`${lang}, ${colorScheme}`, async () => {
          const { context, page, errors } = await open(browser, server, { colorScheme });
          await goto(page, `${server.url}/?lang=${lang}`);
          await fillEveryTool(page);
          // Every tool at once, answered, for one run of axe over all of them.
          await page.evaluate(() => {
            for (const tool of document.querySelectorAll("section.tool")) {
              tool.classList.add("active");
            }
          });
          const violations = await axeViolations(page);
          assertEquals(violations, [], `${lang} ${colorScheme}: ${JSON.stringify(violations)}`);
          assertEquals(errors, []);
          await context.close();
        });
      }
    }
    await t.step("screenshots of the main tools, desktop and phone, in each language", async () => {
      await Deno.mkdir(pictures, { recursive: true });
      for (const lang of ["en", "ko", "ja"]) {
        for (const [device, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
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
              await page.fill("#check-numbers-A", "8 11 13 22 32 33");
              await page.fill("#check-numbers-B", "3 11 19 22 36 44");
            }
            if (tool === "giveaway") {
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
            const path = `${pictures}/${lang}-${device}-${tool}.png`;
            await page.screenshot({ path, fullPage: device === "desktop" });
            const stats = colorStats(await decodePng(await Deno.readFile(path)));
            assert(stats.distinct > 50, `${path}: ${stats.distinct} colours`);
            assert(stats.dominantShare < 0.9, `${path}: mostly background`);
          }
          await context.close();
        }
      }
    });
  } finally {
    await browser.close();
    await server.close();
  }
});
