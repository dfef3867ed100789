/// <reference lib="dom" />
/**
 * The home page in a real browser, as a person uses its tools: replays, the answer in view and
 * focused, errors at their field, a source outage, dice and coin in one tap, long items on a
 * phone, and the page before its script runs.
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
import {
  answered,
  browserTest,
  DESKTOP,
  downloaded,
  goto,
  inViewport,
  latestFilled,
  open,
  openPanels,
  pageWidth,
  PHONE,
  readSets,
  text,
} from "./_page.ts";
import { axeViolations } from "./_chromium.ts";
import type { Page } from "../../testing/npm/playwright.ts";

function focusedClass(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.className ?? "");
}

browserTest("the home page as a person uses it", async (t, { browser, server }) => {
  const base = server.url;
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
      const file = await downloaded(page, "#lottery-verify-answer a.download", server);
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
      // One page, loaded again for each screen: nothing this step does is kept in the browser.
      const opened = await open(browser, server);
      const page = opened.page;
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        await goto(page, `${base}/?lang=en`);
        // On arrival: the latest results (a phone's screen holds them first), and on a desktop
        // the first tool's button too.
        await latestFilled(page);
        assert(await inViewport(page, ".latest-card .balls"), `${viewport.width}: results`);
        if (viewport === DESKTOP) {
          assert(
            await inViewport(page, "#lottery button[type=submit]"),
            `${viewport.width}: the first tool's button is in view on arrival`,
          );
        }
        const presses: [string, () => Promise<void>][] = [
          ["lottery", async () => await page.fill("#lottery-sets", "10")],
          ["draw", async () => {}],
          ["check", async () => {
            await page.selectOption("#check-game", "kr645");
            await page.fill("#check-numbers-A", "1 2 3 4 5 6");
          }],
          ["dice", async () => await page.fill("#dice-count", "100")],
          ["coin", async () => await page.fill("#coin-count", "100")],
          ["integer", async () => await page.fill("#integer-count", "1000")],
          ["pick", async () => await page.fill("#pick-count", "4")],
          ["shuffle", async () => {}],
        ];
        for (const [tool, prepare] of presses) {
          // Dice and coin answer the press on their link at once: that answer first.
          if (tool === "dice" || tool === "coin") {
            await answered(page, tool, () => page.click(`nav.tools a[href="#${tool}"]`));
          } else await page.click(`nav.tools a[href="#${tool}"]`);
          await prepare();
          await answered(page, tool, () => page.click(`#${tool} button[type=submit]`));
          assert(
            await inViewport(page, `#${tool}-result .summary`),
            `${viewport.width}: the ${tool} answer is in view`,
          );
          assertEquals(await focusedClass(page), "summary", `${tool}: the answer has focus`);
        }
      }
      await page.setViewportSize(DESKTOP);
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
        /^(Heads|Tails)\.$/,
      );
      assertEquals(opened.errors, []);
      await opened.context.close();
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
        "Please check what was entered. Sides: enter a whole number from 2 to 1,000.",
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

      // A rule between fields is the server's: worded by the page beside the field it names.
      await page.click('nav.tools a[href="#integer"]');
      await page.fill("#integer-min", "10");
      await page.fill("#integer-max", "1");
      await answered(page, "integer", () => page.click("#integer button[type=submit]"));
      assertEquals(
        await text(page, "#integer-result .error"),
        "Please check what was entered. From: the smallest number must not be above the largest.",
      );

      await page.click('nav.tools a[href="#lottery"]');
      await page.selectOption("#lottery-game", "custom");
      await page.fill("#lottery-extra-count", "2");
      await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
      assertStringIncludes(
        await text(page, "#lottery-result .error"),
        "Largest extra number: enter the largest extra number: it is needed when extra numbers are drawn.",
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
      await page.selectOption("#check-game", "kr645");
      await page.fill("#check-numbers-A", "1 2 3");
      await answered(page, "check", () => page.click("#check button[type=submit]"));
      assertStringIncludes(
        await text(page, "#check-result .error"),
        "Line A: enter 6 different numbers from 1 to 45.",
      );
      await page.click('nav.tools a[href="#lottery"]');
      await answered(page, "lottery", () => page.click("#lottery button[type=submit]"));
      const [set] = await readSets(page);
      // Checked against the coming draw, which a pick is for: kept until its result is out.
      await answered(page, "check", () => page.click("#lottery-result .sets li button.small"));
      assertEquals(await page.inputValue("#check-game"), "powerball");
      assertEquals(await page.inputValue("#check-numbers-A"), set!.numbers.join(" "));
      assertEquals(await page.inputValue("#check-extra-A"), String(set!.extras[0]));
      assertStringIncludes(await text(page, "#check-result .summary"), "not drawn yet");
      assertEquals(await page.locator("#check-kept li").count(), 1);
      assertEquals(await page.locator("#check [aria-invalid]").count(), 0);
      // A link whose seed is damaged says so rather than showing a fresh draw as the linked one.
      await answered(page, "dice", () => page.goto(`${base}/?lang=en#dice?sides=6&seed=abc`));
      assertStringIncludes(
        await text(page, "#dice-result .error"),
        "this link's seed is damaged",
      );
      assertEquals(await page.locator("#dice-result .summary").count(), 0);
      // A press on the dice's link rolls at once; then the error of a changed field.
      await answered(page, "dice", () => page.click('nav.tools a[href="#dice"]'));
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
      await page.selectOption("#draw-game", "kr645");
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
    "dice and coin in one tap: the press on the link answers, a second draws again",
    async () => {
      const opened = await open(browser, server, { viewport: PHONE });
      const page = opened.page;
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await goto(page, viewport === PHONE ? `${base}/?lang=en` : `${base}/`);
        for (const tool of ["dice", "coin"]) {
          await answered(page, tool, () => page.click(`nav.tools a[href="#${tool}"]`));
          const first = await text(page, `#${tool}-verify-answer .seed`);
          assert(await inViewport(page, `#${tool}-result .summary`), `${tool}: in view`);
          // The defaults are on screen beside the answer.
          assertEquals(
            await page.inputValue(tool === "dice" ? "#dice-sides" : "#coin-count"),
            tool === "dice" ? "6" : "1",
          );
          assertMatch(page.url(), new RegExp(`#${tool}\\?.*seed=${first}`));
          await page.click(`nav.tools a[href="#${tool}"]`);
          // A new answer: another seed (the old one shows until the new one comes).
          await page.waitForFunction(
            ([selector, old]) => {
              const seed = document.querySelector(selector!)?.textContent;
              return seed !== undefined && seed !== null && seed !== old;
            },
            [`#${tool}-verify-answer .seed`, first],
          );
          assertNotEquals(await text(page, `#${tool}-verify-answer .seed`), first);
        }
      }
      assertEquals(opened.errors, []);
      await opened.context.close();
    },
  );

  await t.step("long items, URLs and addresses wrap on a phone in the list tools", async () => {
    const { page, context, errors } = await open(browser, server, { viewport: PHONE });
    const items = [
      "https://example.com/" + "a".repeat(170),
      "someone.with.a.long.address@" + "b".repeat(150) + ".example",
      "x".repeat(200),
      "\u05e9\u05e8\u05d4",
    ];
    for (const tool of ["pick", "shuffle"]) {
      await goto(page, `${base}/?lang=en#${tool}`);
      await page.fill(`#${tool}-items`, items.join("\n"));
      if (tool === "pick") await page.fill("#pick-count", "4");
      await answered(page, tool, () => page.click(`#${tool} button[type=submit]`));
      await openPanels(page, `#${tool}`);
      assertEquals(
        await pageWidth(page),
        PHONE.width,
        `${tool}: no sideways scrolling`,
      );
    }
    assertEquals(errors, []);
    await context.close();
  });

  await t.step(
    "before the script runs: the tool it will open, so nothing moves then",
    async () => {
      const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${base}/?lang=ko`);
      // The first tool is shown without the script, as the script shows it; the latest results'
      // cards are in the first byte, at their size.
      assertEquals(await page.locator("section.tool:visible").count(), 1);
      assert(await page.locator("#lottery").isVisible());
      assertEquals(await page.locator("#latest .latest-card").count(), 1);
      await page.goto(`${base}/#dice`);
      assert(await page.locator("#dice").isVisible());
      assertEquals(await page.locator("section.tool:visible").count(), 1);
      await context.close();
    },
  );
}, { server: { config: { sourceTimeoutMs: 2000 } } });
