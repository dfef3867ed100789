// deno-lint-ignore-file prefer-ascii -- the tests type and read Korean and Japanese words.
/// <reference lib="dom" />
/**
 * The check in a real browser: a ticket's lines against a draw, a ticket's QR code typed or
 * pasted (every form, and broken ones, in three languages), a ticket for the coming draw kept and
 * checked once its result is out, and refusals worded in Korean and Japanese.
 *
 * @module
 */
import { assert, assertEquals, assertMatch, assertStringIncludes } from "@std/assert";
import type { Page } from "../../testing/npm/playwright.ts";
import { axeViolations } from "./_chromium.ts";
import {
  another,
  answered,
  atTime,
  browserTest,
  DESKTOP,
  goto,
  latestFilled,
  open,
  pageWidth,
  PHONE,
  text,
} from "./_page.ts";

browserTest("the check of a ticket, typed, pasted or kept", async (t, { browser, server }) => {
  const base = server.url;
  await t.step(
    "the check: five lines beside the draw's numbers, ranks and tiers in words",
    async () => {
      const { context, page, errors } = await open(browser, server);
      await goto(page, `${base}/#check`);
      // English opens on Powerball; this check is of a Korean ticket.
      assertEquals(await page.inputValue("#check-game"), "powerball");
      await page.selectOption("#check-game", "kr645");
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
        "A win: 4 numbers + the Powerball, $50,000.",
      );
      // The multiplier and California, in one line.
      assertStringIncludes(await text(page, "#check-result .note"), "Power Play multiplies");
      assertEquals(errors, []);
      await context.close();
    },
  );

  await t.step(
    "the check reads a Korean ticket's QR code: five games, and broken codes",
    async () => {
      // Draw 1239 is 11 13 22 32 33 36 + 8.
      const five = "1239q111322323336m010203040506n081113223233q010203040545m040506070809" +
        "1293818248";
      // One page, loaded in each language: a past draw's check keeps nothing.
      const opened = await open(browser, server);
      const page = opened.page;
      for (
        const [lang, viewport, problems] of [
          ["en", DESKTOP, [
            "not the QR code of a Korean Lotto 6/45 ticket",
            "the QR code was not read cleanly",
            "the QR code was not read cleanly",
          ]],
          ["ko", PHONE, ["QR코드가 아닙니다", "제대로 읽지 못했습니다", "다시 비춰 주세요"]],
          ["ja", PHONE, ["QRコードではありません", "正しく読み取れません", "もう一度カメラに"]],
        ] as const
      ) {
        await page.setViewportSize(viewport);
        await goto(page, `${base}/?lang=${lang}#check`);
        await page.fill("#check-qr", `http://m.dhlottery.co.kr/?v=${five}`);
        await answered(page, "check", () => page.click("#check-qr-read"));
        assertEquals(await page.inputValue("#check-game"), "kr645");
        assertEquals(await page.inputValue("#check-draw"), "1239");
        assertEquals(await page.inputValue("#check-numbers-E"), "4 5 6 7 8 9");
        const summary = await text(page, "#check-result .summary");
        assertStringIncludes(summary, "1239");
        // Each language's own punctuation and amounts.
        if (lang === "ja") {
          assertMatch(summary, /^\u5f53\u305b\u3093\u756a\u53f7\uff1a.*\u7b2c1239\u56de\uff08/);
        }
        if (lang === "ko") {
          assertStringIncludes(await text(page, "#check-result .lines"), "67,587,470\uc6d0");
        }
        assertEquals(await page.locator("#check-result .line-verdict").count(), 5);
        assertEquals(
          await page.locator("#check-result .line-verdict.won").count(),
          2,
          "rank 1 and rank 2 (5 + the bonus)",
        );
        assertEquals(
          await pageWidth(page),
          viewport.width,
          `${lang}: no sideways scrolling`,
        );
        // The rings around matched balls (4px outside each) neither overlap nor cover the "+".
        const overlaps = await page.$$eval(
          "#check-result .balls",
          (rows) =>
            rows.flatMap((row) => {
              const ring = 4;
              const items = [...row.querySelectorAll(".ball, .plus")].map((e) => ({
                box: e.getBoundingClientRect(),
                ringed: e.classList.contains("ball"),
              }));
              const found: string[] = [];
              for (let i = 1; i < items.length; i++) {
                const [a, b] = [items[i - 1]!, items[i]!];
                if (Math.abs(a.box.top - b.box.top) > 2) continue; // wrapped to a new line
                const room = b.box.left - a.box.right;
                const needed = (a.ringed ? ring : 0) + (b.ringed ? ring : 0);
                if (room < needed) found.push(`${room} < ${needed}`);
              }
              return found;
            }),
        );
        assertEquals(overlaps, [], `${lang} ${viewport.width}`);
        // The bare value, by Enter.
        await page.fill("#check-qr", "1239q111322323336");
        await answered(page, "check", () => page.press("#check-qr", "Enter"));
        assertEquals(await page.locator("#check-result .line-verdict").count(), 1);
        const broken = [
          "https://example.com/?v=1",
          "1239q010203040546",
          "1239q010203040506m101010203040",
        ];
        for (const [i, code] of broken.entries()) {
          await page.fill("#check-qr", code);
          await answered(page, "check", () => page.click("#check-qr-read"));
          assertStringIncludes(await text(page, "#check-result .error"), problems[i]!, code);
          assertEquals(await page.getAttribute("#check-qr", "aria-invalid"), "true");
        }
        assertEquals(await axeViolations(page), [], `${lang}: a broken code`);
        if (lang === "ko") {
          // A pension ticket's code is named, not called damaged.
          await page.fill("#check-qr", "http://qr.dhlottery.co.kr/?v=pd35310202034100155061");
          await answered(page, "check", () => page.click("#check-qr-read"));
          assertStringIncludes(await text(page, "#check-result .error"), "연금복권720+");
        }
      }
      assertEquals(opened.errors, []);
      await opened.context.close();
    },
  );

  await t.step(
    "a ticket for the coming draw is kept on the device and checked once its result is out",
    async () => {
      const opened = await open(browser, server, { viewport: PHONE });
      const { context, page, errors } = opened;
      // The landing leaves the device's storage alone (its first read holds the page); the check,
      // where the kept tickets are, reads it when first shown.
      await page.addInitScript(() => {
        const storage = Object.getOwnPropertyDescriptor(globalThis, "localStorage")!;
        Object.defineProperty(globalThis, "localStorage", {
          get() {
            (globalThis as { storageReads?: number }).storageReads =
              ((globalThis as { storageReads?: number }).storageReads ?? 0) + 1;
            return storage.get!.call(this);
          },
        });
      });
      const storageReads = () =>
        page.evaluate(() => (globalThis as { storageReads?: number }).storageReads ?? 0);
      await goto(page, `${server.url}/?lang=ko`);
      await latestFilled(page);
      assertEquals(await storageReads(), 0);
      await page.click('nav.tools a[href="#check"]');
      await page.waitForFunction(() => (globalThis as { storageReads?: number }).storageReads);
      await page.selectOption("#check-game", "kr645");
      await page.fill("#check-draw", "1240");
      await page.fill("#check-numbers-A", "11 13 22 32 33 36");
      await answered(page, "check", () => page.click("#check button[type=submit]"));
      assertEquals(await text(page, "#check-result .summary"), "제1240회: 아직 추첨 전입니다.");
      const when = await text(page, "#check-result .summary + p");
      assertStringIncludes(when, "2026년 9월 5일");
      assertStringIncludes(when, "6일 ");
      assertEquals(await page.locator("#check-kept li").count(), 1);
      assertStringIncludes(await text(page, "#check-kept li"), "결과까지");
      assertEquals(await axeViolations(page), []);
      // Kept, never sent: the list lives in this browser alone.
      const keptOnDevice = (on: Page) =>
        on.evaluate(() => JSON.parse(localStorage.getItem("fairdraw-kept-tickets") ?? "null"));
      const kept = await keptOnDevice(page);
      assertEquals(kept[0].lines, [{ line: "A", numbers: [11, 13, 22, 32, 33, 36] }]);
      // A second ticket joins the list, and its own button takes it out again, alone.
      await page.fill("#check-numbers-A", "1 2 3 4 5 6");
      await answered(page, "check", () => page.click("#check button[type=submit]"));
      assertEquals(await page.locator("#check-kept li").count(), 2);
      await page.click("#check-kept li:nth-child(2) button:has-text('삭제')");
      assertEquals(await page.locator("#check-kept li").count(), 1);
      assertEquals((await keptOnDevice(page)).map((t: { lines: unknown }) => t.lines), [
        kept[0].lines,
      ]);

      // After the draw: the page, opened again, checks the kept ticket by itself.
      await atTime(server, { t: Date.parse("2026-09-06T00:00:00Z"), kr645: 1240 }, async () => {
        await context.clock.setFixedTime(server.clock.t);
        await page.close();
        const later = await another(opened);
        await goto(later, `${server.url}/?lang=ko#check`);
        await later.waitForFunction(() =>
          /A게임: (낙첨|\d등)/.test(document.querySelector("#check-kept li")?.textContent ?? "")
        );
        await later.click("#check-kept button:has-text('목록 지우기')");
        assertEquals(await later.locator("#check-kept").isHidden(), true);
        assertEquals(await keptOnDevice(later), null);
      });
      // Where the device refuses storage (some private windows), the ticket is shown for the visit.
      await context.clock.setFixedTime(server.clock.t);
      const refused = await another(opened);
      await refused.addInitScript(() =>
        Object.defineProperty(globalThis, "localStorage", {
          get() {
            throw new DOMException("refused", "SecurityError");
          },
        })
      );
      await goto(refused, `${server.url}/?lang=ko#check`);
      await refused.fill("#check-draw", "1240");
      await refused.fill("#check-numbers-A", "11 13 22 32 33 36");
      await answered(refused, "check", () => refused.click("#check button[type=submit]"));
      assertEquals(await refused.locator("#check-kept li").count(), 1);
      assertEquals(errors, []);
      await context.close();
    },
  );

  /** Each case: a tool, what to type, and the words the refusal must hold in ko and ja. */
  const cases: {
    tool: string;
    fill: (page: Page) => Promise<void>;
    ko: string;
    ja: string;
  }[] = [
    {
      tool: "draw",
      fill: (page) => page.fill("#draw-draw", "0"),
      ko: "1 이상의 회차 번호",
      ja: "1以上の回号",
    },
    {
      tool: "lottery",
      fill: async (page) => {
        await page.selectOption("#lottery-game", "custom");
        await page.fill("#lottery-min", "50");
        await page.fill("#lottery-max", "10");
      },
      ko: "가장 작은 번호가 가장 큰 번호보다 클 수 없습니다",
      ja: "最小の数字は最大の数字以下",
    },
    {
      tool: "pick",
      fill: async (page) => {
        await page.fill("#pick-items", "a\nb");
        await page.fill("#pick-count", "5");
      },
      ko: "뽑을 개수가",
      ja: "選ぶ個数が",
    },
    {
      tool: "pick",
      fill: (page) => page.fill("#pick-items", "   "),
      ko: "항목(한 줄에 하나씩): 1~1,000개",
      ja: "項目（1行に1つ）：1～1,000項目",
    },
    {
      tool: "check",
      fill: async (page) => {
        await page.selectOption("#check-game", "kr645");
        await page.fill("#check-numbers-A", "1 2 3 4 5");
      },
      ko: "1~45 중 서로 다른 번호 6개",
      ja: "1～45から異なる数字を6個",
    },
  ];

  await t.step(
    "refusals are worded in the page's language, in Korean and Japanese, never in English",
    async () => {
      // One context: the language is the address's, and nothing is kept between the cases.
      const { context, page, errors } = await open(browser, server, { viewport: PHONE });
      for (const lang of ["ko", "ja"] as const) {
        for (const each of cases) {
          await goto(page, `${server.url}/?lang=${lang}#${each.tool}`);
          await each.fill(page);
          await answered(page, each.tool, () => page.click(`#${each.tool} button[type=submit]`));
          const said = await text(page, `#${each.tool}-result .error`);
          assertStringIncludes(said, each[lang], `${lang} ${each.tool}`);
          // No English word: nothing of the server's message reached the page.
          assert(!/[a-z]{3,}/i.test(said.replace(/fairdraw/g, "")), `${lang}: ${said}`);
        }
      }
      assertEquals(errors, []);
      await context.close();
    },
  );
});
