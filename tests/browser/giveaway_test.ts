// deno-lint-ignore-file prefer-ascii -- the tests type and read Korean and Japanese words.
/// <reference lib="dom" />
/**
 * Giveaways in a real browser: one registered before its draw and opened by its short link
 * before and after it (the winners the verifier reproduces), links past, damaged, impossible and
 * overdue, and what a registered one's log proves.
 *
 * @module
 */
import { assert, assertEquals, assertMatch, assertStringIncludes } from "@std/assert";
import { encodeGiveaway, giveawayLabel } from "../../src/pages/giveaway.js";
import { axeViolations } from "./_chromium.ts";
import {
  another,
  answered,
  atTime,
  browserTest,
  DESKTOP,
  downloaded,
  goto,
  open,
  openPanels,
  pageWidth,
  PHONE,
  text,
} from "./_page.ts";

/** A checkpoint note of size 3 with the log's signature and one witness's cosignature at `time`. */
function checkpointNote(time: number): string {
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  const cosignature = new Uint8Array(76);
  new DataView(cosignature.buffer).setBigUint64(4, BigInt(Math.floor(time / 1000)));
  return "localhost/log\n3\n" + base64(new Uint8Array(32).fill(7)) + "\n\n" +
    `\u2014 localhost/log ${base64(new Uint8Array(68).fill(1))}\n` +
    `\u2014 witness.example/w ${base64(cosignature)}\n`;
}

browserTest(
  "giveaways: registered, linked, and proven by the log",
  async (t, { browser, server }) => {
    const base = server.url;
    await t.step("a giveaway registered before its draw, opened by its short link", async () => {
      // Decomposed accents and padding are made canonical by the page before hashing; a
      // right-to-left entry stays isolated.
      const typed = [
        "Ana",
        " Bo ",
        "Chen",
        "Dana",
        "E\u0301mile",
        "\ubbfc\uc900",
        "Ana",
        "\u05e9\u05e8\u05d4",
      ];
      const entries = typed.map((entry) => entry.normalize("NFC").trim());
      const opened = await open(browser, server);
      const { context, page, errors } = opened;
      await goto(page, `${base}/#giveaway`);
      // English opens on Powerball: its source (the double) stops in 2022, so the draw offered is
      // the first one still ahead by the schedule, not the source's next one.
      await page.waitForFunction(() =>
        (document.getElementById("giveaway-draw") as HTMLInputElement).value !== ""
      );
      assertEquals(
        await page.inputValue("#giveaway-draw"),
        "2026-08-29",
        "drawn at 02:59 UTC on the 30th",
      );
      await page.selectOption("#giveaway-game", "kr645");
      await page.waitForFunction(() =>
        (document.getElementById("giveaway-draw") as HTMLInputElement).value !== ""
      );
      assertEquals(await page.inputValue("#giveaway-draw"), "1240", "the next kr645 draw");
      assertEquals(
        await text(page, "#giveaway-draw-hint"),
        "Drawn Saturday, September 5, 2026, 8:35 PM KST.",
      );
      // Before registering, the page says the entries become public.
      assert(await page.isChecked("#giveaway-register"), "registered by default");
      assertStringIncludes(await text(page, "#giveaway-register-hint"), "become public");
      await page.fill("#giveaway-entries", typed.join("\n"));
      await page.fill("#giveaway-winners", "9");
      await page.click("#giveaway button[type=submit]");
      // The register's own refusal, beside the field it names.
      await page.waitForSelector("#giveaway-winners-error");
      // Worded by the page from the field: the winners fewer than the entries.
      assertStringIncludes(await text(page, "#giveaway-winners-error"), "from 1 to 8");
      assertEquals(await page.evaluate(() => document.activeElement?.id), "giveaway-winners");
      await page.fill("#giveaway-title-field", " Cafe\u0301 raffle ");
      assertEquals(await page.locator("#giveaway-winners-error").count(), 0, "cleared by a change");
      assertStringIncludes(
        await text(page, "#giveaway-entries-note"),
        "Appears more than once: Ana.",
      );
      await page.fill("#giveaway-winners", "3");
      await answered(page, "giveaway", () => page.click("#giveaway button[type=submit]"));
      assertEquals(
        await text(page, "#giveaway-result .summary"),
        "Publish this ID or link before the draw",
      );
      const id = await text(page, "#giveaway-result .giveaway-id");
      assertMatch(id, /^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){5}$/);
      const shortLink = await page.getAttribute("#giveaway-result .short-link a", "href");
      assertEquals(shortLink, `${base}/g/${id}`);
      // The register holds the canonical text, and the page's ID is the register's.
      const record = await server.get(`/api/v1/giveaways/${id}`);
      assertEquals(record.status, 200);
      assertEquals(record.body.title, "Caf\u00e9 raffle");
      assertEquals(record.body.entries, entries);
      const announcement = await text(page, "#giveaway-result .announcement");
      assertStringIncludes(
        announcement,
        "3 of 8 entries will be drawn from Lotto 6/45 (Korea) draw 1240",
      );
      assertStringIncludes(announcement, `Announcement ID: ${id}`);
      assertStringIncludes(announcement, shortLink!);
      assertEquals(await axeViolations(page), [], "the announcement");
      const longLink = await page.getAttribute("#giveaway-result a.giveaway-link", "href");
      // No language in the link: it opens in each participant's own.
      assertMatch(longLink ?? "", /\/#giveaway=[A-Za-z0-9_-]+$/);

      // Before the draw: what will happen, a countdown, and the facts to compare.
      const before = await another(opened);
      await answered(before, "giveaway", () => before.goto(shortLink!));
      assertEquals(await text(before, "#giveaway-result .summary"), "Not drawn yet");
      assertMatch(
        await text(before, "#giveaway-result .countdown"),
        /^Results in 6 days \d+ hours? \d+ minutes?\.$/,
      );
      const facts = await text(before, "#giveaway-result dl.announce");
      for (const fact of [id, record.body.entries_sha256 as string, "Announced"]) {
        assertStringIncludes(facts, fact);
      }
      assertStringIncludes(facts, "(registered)");
      // No official result before the draw is held: it would lead nowhere.
      assertEquals(await before.locator("#giveaway-result a.official").count(), 0);
      // Every entry isolated: a right-to-left name cannot reorder its neighbours.
      assertEquals(await before.locator("#giveaway-result .items li").count(), 8);
      assertEquals(await before.locator("#giveaway-result .items li > bdi").count(), 8);
      assertEquals(await before.locator("#giveaway-result .warning").count(), 0);
      assertEquals(await axeViolations(before), [], "the countdown");
      await before.close();

      // After it: both clocks moved past its publication, the source has it.
      await atTime(server, { t: Date.parse("2026-09-06T00:00:00Z"), kr645: 1240 }, async () => {
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
        for (const link of [shortLink!, longLink!]) {
          const after = await another(opened);
          await answered(after, "giveaway", () => after.goto(link));
          const winners = await after.$$eval(
            "#giveaway-result .winners li",
            (items) => items.map((i) => i.textContent),
          );
          assertEquals(winners, picked.body.picks);
          assertStringIncludes(await text(after, "#giveaway-result"), "chosen from 8 entries");
          // The result page people know, for the draw held.
          assertEquals(
            await after.getAttribute("#giveaway-result a.official", "href"),
            "https://www.dhlottery.co.kr/gameResult.do?method=byWin&drwNo=1240",
          );
          // The long link is found in the register by its ID: its time is proven, no warning.
          assertStringIncludes(await text(after, "#giveaway-result dl.announce"), "(registered)");
          assertEquals(await after.locator("#giveaway-result .warning").count(), 0);
          const numbers = (seeded.body.numbers as number[]).concat(
            seeded.body.extra_number as number,
          );
          assertEquals(
            await after.$$eval(
              "#giveaway-result .balls .ball",
              (balls) => balls.map((b) => Number((b.textContent ?? "").replace(/\D/g, ""))),
            ),
            numbers,
          );
          // The GET addresses shown hold no raw line break: the label's are escaped.
          const requests = await after.$eval(
            "#giveaway-result .verify details pre",
            (pre) => pre.textContent ?? "",
          );
          const gets = requests.split("\n").filter((line) => line.startsWith("GET "));
          assertEquals(gets.length, 2, requests);
          assertStringIncludes(gets[0]!, "label=fairdraw-giveaway/v1%0Atitle:+Caf\u00e9+raffle%0A");
          if (link === shortLink) {
            assertEquals(await axeViolations(after), [], "the winners");
            const file = JSON.parse(await downloaded(after, "#giveaway-result a.download", server));
            assertEquals(file.operation, "giveaway");
            assertEquals(file.id, id);
            assertEquals(file.announced_at, record.body.announced_at);
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
            assertEquals(await after.locator("#giveaway-result > *").count(), 0, "a new form");
          }
          await after.close();
        }
      });
      assertEquals(errors, []);
      await context.close();
    });

    await t.step(
      "giveaway links: past and unregistered, damaged, impossible, overdue",
      async () => {
        const opened = await open(browser, server, { viewport: PHONE });
        const { context, page, errors } = opened;
        const long = (giveaway: Record<string, unknown>) =>
          `${base}/?lang=en#giveaway=${encodeGiveaway(giveaway as never)}`;
        const entries = [
          "\u05e9\u05e8\u05d4 \u05db\u05d4\u05df",
          "\u0645\u062d\u0645\u062f",
          "https://example.com/" + "a".repeat(150),
          "someone.with.a.very.long.address@" + "b".repeat(120) + ".example",
          "x".repeat(200),
          "Dana",
        ];
        // A past draw, not registered: the winners, with a plain warning.
        await answered(
          page,
          "giveaway",
          () => page.goto(long({ game: "kr645", draw: 1239, title: "Old", entries, winners: 2 })),
        );
        assertEquals(await page.locator("#giveaway-result .winners li > bdi").count(), 2);
        assertStringIncludes(
          await text(page, "#giveaway-result .warning"),
          "may have been made after the draw",
        );
        assertStringIncludes(await text(page, "#giveaway-result dl.announce"), "Not registered");
        // Long entries, URLs and addresses wrap on a phone.
        await openPanels(page, "#giveaway-result");
        assertEquals(
          await pageWidth(page),
          PHONE.width,
          "no sideways scrolling",
        );
        assertEquals(await axeViolations(page), [], "a past, unregistered giveaway");
        // Damaged or impossible: said, never an error.
        const damaged = [
          long({ game: "powerball", draw: 5, title: "", entries, winners: 1 }),
          long({ game: "kr645", draw: "abc", title: "", entries, winners: 1 }),
          long({ game: "powerball", draw: "2026-13-45", title: "", entries, winners: 1 }),
          long({ game: "nope", draw: 1, title: "", entries, winners: 1 }),
          long({ game: "kr645", draw: 1240, title: "", entries, winners: 99 }),
          // A hidden variant of a title (U+200B): not canonical, so no announcement's.
          long({ game: "kr645", draw: 1240, title: "Caf\u00e9\u200b", entries, winners: 1 }),
          `${base}/?lang=en#giveaway=%%%`,
          `${base}/?lang=en#giveaway=`,
          `${base}/g/not-an-id`,
        ];
        for (const link of damaged) {
          await answered(page, "giveaway", () => page.goto(link));
          assertEquals(
            await text(page, "#giveaway-result .summary"),
            "This link is damaged: it does not hold a giveaway that can be drawn.",
            link,
          );
        }
        await answered(
          page,
          "giveaway",
          () => page.goto(`${base}/g/0000-0000-0000-0000-0000-0000`),
        );
        assertEquals(
          await text(page, "#giveaway-result .summary"),
          "No giveaway is registered with this ID.",
        );
        // A date with no draw says so (Powerball draws on Monday, Wednesday and Saturday).
        await answered(
          page,
          "giveaway",
          () =>
            page.goto(
              long({ game: "powerball", draw: "2026-09-01", title: "", entries, winners: 1 }),
            ),
        );
        assertEquals(
          await text(page, "#giveaway-result .summary"),
          "Powerball has no draw on September 1, 2026: this giveaway can never be drawn.",
        );
        assertEquals(await axeViolations(page), [], "a damaged link");
        // A draw well past due and still missing: the page stops asking and says so.
        await atTime(server, { t: Date.parse("2026-09-01T12:00:00Z") }, async () => {
          await context.clock.setFixedTime(server.clock.t);
          const late = await another(opened, DESKTOP);
          await answered(
            late,
            "giveaway",
            () =>
              late.goto(
                long({ game: "powerball", draw: "2026-08-31", title: "", entries, winners: 1 }),
              ),
          );
          assertStringIncludes(
            await text(late, "#giveaway-result .countdown"),
            "The page has stopped checking",
          );
        });
        assertEquals(errors, []);
        await context.close();
      },
    );

    await t.step(
      "a registered giveaway says what its log proves, names look-alikes, prints the verifier's command",
      async (t) => {
        const key = "localhost/log+0a1b2c3d+AQ" + "A".repeat(41) + "=";
        const entries = ["Ana", "Bo", "Chen", "Dana"];
        const announced = await server.post("/api/v1/giveaways", {
          game: "kr645",
          draw: 1240,
          title: "Caf\u00e9 raffle",
          entries,
          winners: 1,
        });
        assertEquals(announced.status, 201, JSON.stringify(announced.body));
        const record = announced.body as Record<string, unknown>;
        const id = record.id as string;
        const logged = {
          ...record,
          log: {
            index: 0,
            leaf: "",
            checkpoint: checkpointNote(server.clock.t + 60_000),
            inclusion: [],
          },
        };
        const listing = {
          game: "kr645",
          draw: 1240,
          count: 3,
          announcements: [
            { id, title: "Caf\u00e9 raffle", entries_sha256: record.entries_sha256, index: 0 },
            {
              id: "AAAA-BBBB-CCCC-DDDD-EEEE-FFFF",
              title: "CAF\u00c9 RAFFLE",
              entries_sha256: "00",
              index: 1,
            },
            { id: "1111-2222-3333-4444-5555-6666", title: "Other", entries_sha256: "11", index: 2 },
          ].map((item) => ({ ...item, winners: 1, announced_at: record.announced_at })),
          next_cursor: null,
        };
        /** A page whose register answers with `body` for the record, and the listing and key. */
        const shared = await open(browser, server, { viewport: PHONE });
        await shared.page.close();
        const { context, errors } = shared;
        const opened = async (body: unknown) => {
          const page = await another(shared);
          await page.route(`**/api/v1/giveaways/${id}`, (route) => route.fulfill({ json: body }));
          await page.route("**/api/v1/giveaways?*", (route) => route.fulfill({ json: listing }));
          await page.route("**/api/v1/log/key", (route) => route.fulfill({ body: `${key}\n` }));
          return page;
        };
        await t.step("before the draw: the ID large, two sentences for people", async () => {
          const page = await opened(logged);
          await answered(page, "giveaway", () => page.goto(`${server.url}/g/${id}?lang=ko`));
          assertEquals(await text(page, "#giveaway-result .giveaway-id"), id);
          assertStringIncludes(
            await text(page, "#giveaway-result .announce-id"),
            "추첨 전에 공개된 ID",
          );
          assertEquals(await page.locator("#giveaway-result a.official").count(), 0);
          assertEquals(errors, []);
          await page.close();
        });
        await atTime(server, { t: Date.parse("2026-09-06T00:00:00Z"), kr645: 1240 }, async () => {
          await t.step(
            "after: what is proven, the look-alike named, the exact command",
            async () => {
              const page = await opened(logged);
              await context.clock.setFixedTime(server.clock.t);
              await answered(page, "giveaway", () => page.goto(`${server.url}/g/${id}`));
              await page.waitForSelector("#giveaway-result .proven");
              const proven = await text(page, "#giveaway-result .proven");
              assertStringIncludes(proven, "entry 0 of the register's public log localhost/log");
              assertStringIncludes(proven, "Witnessed by witness.example/w at ");
              assertStringIncludes(proven, "The draw has 2 other announcements.");
              assertStringIncludes(proven, "1 of them looks like this one");
              assertEquals(
                await page.$$eval(
                  "#giveaway-result .look-alikes a",
                  (a) => a.map((l) => l.textContent),
                ),
                ["AAAA-BBBB-CCCC-DDDD-EEEE-FFFF"],
              );
              assertEquals(
                await text(page, "#giveaway-result pre.command"),
                `python3 fairdraw_verify.py --id ${id} --register ${server.url} --log-key '${key}' ` +
                  "fairdraw-giveaway.json",
              );
              assertEquals(await axeViolations(page), []);
              assertEquals(errors, []);
              await page.close();
            },
          );
          await t.step(
            "a record without log is said not proven; a tampered one is not shown",
            async () => {
              // The register now logs every record it keeps (API.md): the page must still say so
              // plainly of a record that comes without its log.
              const { log: _log, ...unlogged } = record;
              const page = await opened(unlogged);
              await context.clock.setFixedTime(server.clock.t);
              await answered(page, "giveaway", () => page.goto(`${server.url}/g/${id}?lang=ja`));
              await page.waitForSelector("#giveaway-result .proven");
              assertStringIncludes(await text(page, "#giveaway-result .proven"), "証明なし");
              await page.unroute(`**/api/v1/giveaways/${id}`);
              await page.route(
                `**/api/v1/giveaways/${id}`,
                (route) =>
                  route.fulfill({ json: { ...logged, entries: ["Ana", "Bo", "Chen", "Mallory"] } }),
              );
              await answered(page, "giveaway", () => page.goto(`${server.url}/g/${id}?lang=ko`));
              assertStringIncludes(
                await text(page, "#giveaway-result .error"),
                "주소와 맞지 않습니다",
              );
              assertEquals(await page.locator("#giveaway-result .giveaway-id").count(), 0);
              assertEquals(errors, []);
              await page.close();
            },
          );
        });
        await context.close();
      },
    );

    await t.step(
      "its modules, loaded at its first opening, not fetched: said, and Retry works",
      async () => {
        const { context, page, errors } = await open(browser, server, { locale: "ko-KR" });
        let refused = 0;
        await page.route("**/assets/js/giveaway_view.js", (route) => {
          refused++;
          return route.abort("internetdisconnected");
        });
        await goto(page, `${base}/?lang=ko#giveaway`);
        await page.waitForSelector("#giveaway-result .error");
        assert(refused >= 1);
        assertStringIncludes(await text(page, "#giveaway-result .error"), "연결하지 못했습니다");
        // The form cannot be sent before its module has wired it.
        assert(await page.isDisabled("#giveaway button[type=submit]"));
        await page.unroute("**/assets/js/giveaway_view.js");
        await page.click("#giveaway-result button.retry");
        await page.waitForFunction(() =>
          (document.getElementById("giveaway-draw") as HTMLInputElement).value !== ""
        );
        assert(await page.isEnabled("#giveaway button[type=submit]"));
        assertEquals(await page.locator("#giveaway-result .error").count(), 0);
        assertEquals(errors, []);
        await context.close();
      },
    );
  },
);
