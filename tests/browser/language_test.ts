// deno-lint-ignore-file prefer-ascii -- the tests type and read Korean and Japanese words.
/// <reference lib="dom" />
/**
 * The page's languages in a real browser: each language's own lottery and latest results on
 * landing, held at their size as the draws come in; Accept-Language, the switch, the cookie and
 * the link; and an answer shared in each language opening in the recipient's own.
 *
 * @module
 */
import { assert, assertEquals, assertMatch, assertStringIncludes } from "@std/assert";
import type { Page } from "../../testing/npm/playwright.ts";
import {
  another,
  answered,
  browserTest,
  DESKTOP,
  goto,
  inViewport,
  latestFilled,
  open,
  pageWidth,
  PHONE,
  text,
} from "./_page.ts";

/**
 * Instants as the page writes them (without Intl's formats, for speed): across New York's changes
 * of clock, at midnight and noon, in the reader's own zone and another's. Each is what Intl's
 * formats gave before, checked when the page stopped using them.
 */
const TIMES: readonly [string, string][] = [
  ["powerball", "2026-03-08T06:59:00Z"],
  ["powerball", "2026-03-08T07:00:00Z"],
  ["powerball", "2026-11-01T06:30:00Z"],
  ["powerball", "2026-07-04T16:00:00Z"],
  ["kr645", "2025-12-31T15:00:00Z"],
  ["kr645", "2026-01-01T03:05:00Z"],
];

/** {@linkcode TIMES}, then a day, a weekday and two numbers, in each language. */
const WRITTEN: Record<string, string[]> = {
  en: [
    "Sunday, March 8, 2026, 1:59 AM ET",
    "Sunday, March 8, 2026, 3:00 AM ET",
    "Sunday, November 1, 2026, 1:30 AM ET",
    "Saturday, July 4, 2026, 12:00 PM ET",
    "Thursday, January 1, 2026, 12:00 AM KST",
    "Thursday, January 1, 2026, 12:05 PM KST",
    "February 28, 2026",
    "Sunday",
    "1,234,567",
    "999",
  ],
  ko: [
    "2026년 3월 8일(일) 오전 1시 59분 (미국 동부 시간)",
    "2026년 3월 8일(일) 오전 3시 (미국 동부 시간)",
    "2026년 11월 1일(일) 오전 1시 30분 (미국 동부 시간)",
    "2026년 7월 4일(토) 오후 12시 (미국 동부 시간)",
    "2026년 1월 1일(목) 오전 12시",
    "2026년 1월 1일(목) 오후 12시 5분",
    "2026년 2월 28일",
    "일",
    "1,234,567",
    "999",
  ],
  ja: [
    "2026年3月8日（日） 1:59（米国東部時間）",
    "2026年3月8日（日） 3:00（米国東部時間）",
    "2026年11月1日（日） 1:30（米国東部時間）",
    "2026年7月4日（土） 12:00（米国東部時間）",
    "2026年1月1日（木） 0:00（韓国時間）",
    "2026年1月1日（木） 12:05（韓国時間）",
    "2026年2月28日",
    "日",
    "1,234,567",
    "999",
  ],
};

/** What the page's own functions (js/page.js, as the page loaded it) write for {@linkcode WRITTEN}. */
function writtenTimes(page: Page): Promise<string[]> {
  return page.evaluate(async (times) => {
    const home = (document.querySelector("script[type=module]") as HTMLScriptElement).src;
    const words = await import(new URL("js/page.js", home).href);
    return [
      ...times.map(([game, at]) => words.zoned(Date.parse(at), words.factsOf(game))),
      words.day("2026-02-28"),
      words.weekdayName("2026-11-29"),
      words.number(1234567),
      words.number(999),
    ];
  }, TIMES);
}

browserTest(
  "the page in each language, and a link shared across them",
  async (t, { browser, server }) => {
    const base = server.url;
    await t.step("landing: the language's own lottery, its latest results on screen", async () => {
      const cases = [
        { lang: "en", game: "powerball", cards: ["Powerball", "Mega Millions"] },
        { lang: "ko", game: "kr645", cards: ["1239"] },
        // Japanese leads with its own lotteries' quick picks and next draw days.
        { lang: "ja", game: "jp_loto6", cards: ["\u30ed\u30c86", "\u30ed\u30c87"] },
      ];
      // One page, loaded for each case: the language is the address's, and nothing is kept.
      const opened = await open(browser, server);
      const page = opened.page;
      // The draws are held back until the page has been measured as the first byte made it.
      let release = () => {};
      let held = Promise.resolve();
      let drawsHeld = 0;
      await page.route("**/api/v1/lottery/draw*", async (route) => {
        drawsHeld++;
        await held;
        await route.continue();
      });
      for (const { lang, game, cards } of cases) {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          held = new Promise<void>((resolve) => release = resolve);
          await goto(page, `${base}/?lang=${lang}`);
          const heights = () =>
            page.$$eval(".latest-card", (list) => list.map((card) => card.clientHeight));
          // Once laid out: a loaded machine once measured a card of the document just committed
          // at 0 px, before any frame of it.
          await page.waitForFunction(() =>
            [...document.querySelectorAll(".latest-card")].every((card) => card.clientHeight > 0)
          );
          const pending = await heights();
          release();
          await latestFilled(page);
          assertEquals(await page.inputValue("#lottery-game"), game, lang);
          // Each card is held at its size from the first byte: nothing below moves as the draws
          // come in (Lighthouse's layout shift was 0.56 on a phone when the block appeared).
          const filled = await heights();
          assertEquals(pending.length, filled.length, `${lang} ${viewport.width}: cards`);
          filled.forEach((height, i) =>
            assert(
              Math.abs(height - pending[i]!) <= 1,
              `${lang} ${viewport.width}: card ${i} ${
                pending[i]
              } px before its draw, ${height} after`,
            )
          );
          const titles = await page.$$eval(".latest-card h3", (h) => h.map((e) => e.textContent));
          assertEquals(titles.length, cards.length, `${lang}: ${titles}`);
          cards.forEach((name, i) => assertStringIncludes(titles[i]!, name));
          if (lang !== "ja") {
            assert(await inViewport(page, ".latest-card .balls"), `${lang}: balls on landing`);
            assertEquals(await page.locator(".latest-card a.official").count(), cards.length);
            assert(await page.locator(".latest-card .ball").count() >= 6);
          } else {
            // The Japanese page opens on Loto 6 and Loto 7: their next draw, a quick pick each;
            // then it says which games it can check.
            assertEquals(await page.locator(".quick-card button").count(), 2);
            assertStringIncludes(
              await text(page, ".quick-card .hint"),
              "\u6b21\u56de\u306e\u62bd\u305b\u3093",
            );
            const note = await text(page, "#latest-cards");
            for (const name of ["\u30ed\u30c86/45", "\u30d1\u30ef\u30fc\u30dc\u30fc\u30eb"]) {
              assertStringIncludes(note, name);
            }
          }
          assertEquals(
            await pageWidth(page),
            viewport.width,
            `${lang} ${viewport.width}: no sideways scrolling`,
          );
          if (viewport === DESKTOP) assertEquals(await writtenTimes(page), WRITTEN[lang], lang);
        }
      }
      // Each card's draw was held (en two, ko one, on each screen): a pattern that stopped
      // matching the page's request would measure filled cards twice, and prove nothing.
      assertEquals(drawsHeld, 6);
      assertEquals(opened.errors, []);
      await opened.context.close();
    });

    await t.step("the language: Accept-Language, the switch, the cookie and the link", async () => {
      const japanese = await open(browser, server, { locale: "ja-JP" });
      await goto(japanese.page, `${base}/`);
      assertEquals(await japanese.page.getAttribute("html", "lang"), "ja");
      assertStringIncludes(await text(japanese.page, "h1"), "誰でも");
      await japanese.context.close();
      // The Korean browser's first page is the landing; its second, the dice, where the switch
      // and the cookie are tried (nothing is remembered before the switch).
      const korean = await open(browser, server, { locale: "ko-KR" });
      await goto(korean.page, `${base}/`);
      assertEquals(await korean.page.getAttribute("html", "lang"), "ko");
      assertStringIncludes(await text(korean.page, "h1"), "누구나");
      await korean.page.close();
      const { context } = korean;
      const page = await another(korean);
      await goto(page, `${base}/#dice`);
      await answered(page, "dice", () => page.click("#dice button[type=submit]"));
      assertMatch(
        await text(page, "#dice-result .summary"),
        /^주사위 결과 \d+, \d+\(합계 \d+\)\.$/,
      );
      const rolls = await page.$$eval("#dice-result .die", (d) => d.map((e) => e.textContent));
      // The switch keeps the tool and its answer: the address carries it.
      await answered(page, "dice", () => page.click('nav.languages a[hreflang="ja"]'));
      assertEquals(await page.getAttribute("html", "lang"), "ja");
      assertEquals(
        await page.$$eval("#dice-result .die", (d) => d.map((e) => e.textContent)),
        rolls,
      );
      assert(!page.url().includes("choose="), page.url());
      // A shared link in another language is shown in it, and not remembered.
      await goto(page, `${base}/?lang=en#dice`);
      assertEquals(await page.getAttribute("html", "lang"), "en");
      await goto(page, `${base}/`);
      assertEquals(await page.getAttribute("html", "lang"), "ja", "remembered");
      await page.click('nav.tools a[href="#dice"]');
      await answered(page, "dice", () => page.click("#dice button[type=submit]"));
      const link = await page.getAttribute("#dice-verify-answer a.permalink", "href");
      // The link to share carries no language: it opens in the recipient's own (issue 29).
      assert(!(link ?? "").includes("lang="), link ?? "");
      const english = await open(browser, server, { locale: "en-US" });
      await answered(english.page, "dice", () => english.page.goto(link!));
      assertEquals(
        await english.page.getAttribute("html", "lang"),
        "en",
        "a shared link opens in the recipient's language",
      );
      await english.context.close();
      await context.close();
    });

    await t.step(
      "an answer shared (Web Share, or a copy) opens in the recipient's own language",
      async (t) => {
        const recipients = { en: "ko-KR", ko: "ja-JP", ja: "en-US" } as const;
        const said = { en: "Copied.", ko: "복사했습니다.", ja: "コピーしました。" } as const;
        // The sender's one page is loaded in each language (the address's), and the link is read
        // from the clipboard it is copied to.
        const sender = await open(browser, server, { viewport: PHONE });
        await sender.context.grantPermissions(["clipboard-read", "clipboard-write"]);
        const page = sender.page;
        for (const lang of ["en", "ko", "ja"] as const) {
          await t.step(`${lang} to ${recipients[lang]}`, async () => {
            await goto(page, `${server.url}/?lang=${lang}#dice`);
            await answered(page, "dice", () => page.click("#dice button[type=submit]"));
            const rolled = await text(page, "#dice-result .summary");
            // No share sheet on this machine: the link is copied, and said so.
            await page.click("#dice-result button.share");
            await page.waitForFunction(
              (word) =>
                document.querySelector("#dice-result .share-row [role=status]")?.textContent ===
                  word,
              said[lang],
            );
            const link = await page.evaluate(() => navigator.clipboard.readText());
            assert(!link.includes("lang="), link);
            assertMatch(link, /#dice\?.*seed=[0-9a-f]{64}/);
            assertEquals(sender.errors, []);
            // The recipient's browser speaks another language: the link opens in it, the same roll.
            const other = await browser.newContext({ locale: recipients[lang], viewport: PHONE });
            await other.clock.setFixedTime(server.clock.t);
            const page2 = await other.newPage();
            await answered(page2, "dice", () => page2.goto(link));
            assertEquals(
              await page2.evaluate(() => document.documentElement.lang),
              recipients[lang].slice(0, 2),
            );
            const numbers = (s: string) => s.replace(/\D+/g, " ").trim();
            assertEquals(numbers(await text(page2, "#dice-result .summary")), numbers(rolled));
            await other.close();
          });
        }
        await sender.context.close();
      },
    );
  },
);
