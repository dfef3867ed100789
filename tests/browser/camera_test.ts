// deno-lint-ignore-file prefer-ascii -- the tests read Korean and Japanese words.
/// <reference lib="dom" />
/**
 * The check's camera in a real browser: Chromium's fake camera plays a video of a ticket's QR
 * code, which the page reads with jsQR (served here) and checks: each real ticket form, a skewed
 * and blurred one; and a camera that shows no code, the page's clock under the test's hand.
 *
 * One Chromium plays every video: its fake camera opens the file each time a capture starts, so
 * the test writes the next video to the same file before each scan.
 *
 * @module
 */
import { assert, assertEquals, assertMatch, assertStringIncludes } from "@std/assert";
import type { Page } from "../../testing/npm/playwright.ts";
import { skipWithoutChromium } from "./_chromium.ts";
import { answered, browserTest, goto, open, PHONE, text } from "./_page.ts";

/**
 * A Y4M video (what Chromium's fake camera plays) of one still frame: a QR code of `text`, black
 * on white with a quiet zone, each module `scale` pixels wide.
 */
async function qrVideo(text: string, scale = 8): Promise<Uint8Array> {
  const { default: QRCode } = await import("../../testing/npm/qrcode.ts");
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const modules = size + 8;
  const side = modules * scale + (modules * scale) % 2;
  const luma = new Uint8Array(side * side).fill(235);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!data[y * size + x]) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = ((y + 4) * scale + dy) * side + (x + 4) * scale;
        luma.fill(16, row, row + scale);
      }
    }
  }
  const chroma = new Uint8Array((side / 2) * (side / 2) * 2).fill(128);
  const header = new TextEncoder().encode(
    `YUV4MPEG2 W${side} H${side} F5:1 Ip A1:1 C420jpeg\nFRAME\n`,
  );
  const video = new Uint8Array(header.length + luma.length + chroma.length);
  video.set(header);
  video.set(luma, header.length);
  video.set(chroma, header.length + luma.length);
  return video;
}

/**
 * A harder copy of a Y4M video, made by ffmpeg: turned, put in perspective, blurred and shrunk
 * into a larger grey frame, as a ticket held at an angle in poor focus looks.
 */
async function skewedVideo(source: Uint8Array, target: string): Promise<void> {
  const filters = "rotate=0.18:fillcolor=white:ow=iw*1.2:oh=ih*1.2," +
    "perspective=x0=0:y0=0:x1=W:y1=H*0.06:x2=W*0.04:y2=H:x3=W*0.97:y3=H*0.95:sense=destination," +
    "gblur=sigma=1.4,pad=iw*1.6:ih*1.6:(ow-iw)/2:(oh-ih)/2:color=0x909090,format=yuv420p";
  const ffmpeg = new Deno.Command("ffmpeg", {
    args: ["-loglevel", "error", "-y", "-i", "pipe:0", "-vf", filters, "-frames:v", "1", target],
    stdin: "piped",
    stdout: "null",
    stderr: "piped",
  }).spawn();
  const writer = ffmpeg.stdin.getWriter();
  await writer.write(source);
  await writer.close();
  const { code, stderr } = await ffmpeg.output();
  assertEquals(code, 0, new TextDecoder().decode(stderr));
}

/** A video of a camera that shows no code: one plain grey frame. */
function greyVideo(): Uint8Array {
  const side = 320;
  const header = new TextEncoder().encode(
    `YUV4MPEG2 W${side} H${side} F5:1 Ip A1:1 C420jpeg\nFRAME\n`,
  );
  const frame = new Uint8Array(header.length + side * side * 3 / 2).fill(128);
  frame.set(header);
  return frame;
}

/** Draw 1239 (the double's) is 11 13 22 32 33 36 + 8. */
const TICKETS = {
  // Today's one-game ticket: the qr. host, four games padded, the serial.
  oneGame: "http://qr.dhlottery.co.kr/?v=1239q111322323336" + "n000000000000".repeat(4) +
    "1234567890",
  // Five games with every mark: q automatic, m manual, s semi-automatic.
  marks: "http://qr.dhlottery.co.kr/?v=1239m111322323308s010203040506q081113223233" +
    "q010203040545m0405060708091293818248",
  // An older code: the m. host, no padding.
  older: "http://m.dhlottery.co.kr/?v=1239m1113223233081293818248",
};

/** The file the fake camera plays: grey until a step writes its video. */
const camera = skipWithoutChromium ? "" : await Deno.makeTempFile({ suffix: ".y4m" });
if (!skipWithoutChromium) await Deno.writeFile(camera, greyVideo());

browserTest("the check's camera", async (t, { browser, server }) => {
  /** Scans with the camera, which plays `video`; checks the page, answered. */
  const scanned = async (video: Uint8Array, lang: string, check: (page: Page) => Promise<void>) => {
    await Deno.writeFile(camera, video);
    const { context, page, errors } = await open(browser, server, { viewport: PHONE });
    await context.grantPermissions(["camera"]);
    await goto(page, `${server.url}/?lang=${lang}#check`);
    assertEquals(await page.evaluate(() => "BarcodeDetector" in globalThis), false);
    await page.waitForSelector("#check-qr-scan", { state: "visible" });
    await answered(page, "check", () => page.click("#check-qr-scan"));
    // The camera is let go once the code is read.
    assertEquals(await page.locator("#check-qr-video").isHidden(), true);
    await check(page);
    assertEquals(errors, []);
    await context.close();
  };
  try {
    for (const [name, code] of Object.entries(TICKETS)) {
      await t.step(`${name}: scanned and checked`, async () => {
        await scanned(await qrVideo(code), "ko", async (page) => {
          assertEquals(await page.inputValue("#check-draw"), "1239");
          const verdicts = await page.locator("#check-result .line-verdict").count();
          assertEquals(verdicts, name === "marks" ? 5 : 1);
          assert(await page.locator("#check-result .line-verdict.won").count() >= 1);
          if (name === "oneGame") {
            assertEquals(
              await text(page, "#check-qr-status"),
              "이 복권은 B, C, D, E게임을 구매하지 않았습니다.",
            );
            assertStringIncludes(await text(page, "#check-result .line-verdict"), "1등");
          }
          assertMatch(
            await page.$eval("script[src*='jsQR']", (s) => s.getAttribute("src") ?? ""),
            /\/r\/[0-9a-f]{12}\/assets\/vendor\/jsQR\.js$/,
          );
        });
      });
    }
    await t.step("a skewed, blurred code, small in the frame, is read too", async () => {
      await skewedVideo(await qrVideo(TICKETS.oneGame), camera);
      await scanned(await Deno.readFile(camera), "ja", async (page) => {
        assertEquals(await page.inputValue("#check-draw"), "1239");
        assertStringIncludes(await text(page, "#check-result .line-verdict"), "1等");
      });
    });
    await t.step(
      "scanning says it is looking, hints after a while, and stops the camera with a word",
      async () => {
        await Deno.writeFile(camera, greyVideo());
        const context = await browser.newContext({ viewport: PHONE, locale: "ko-KR" });
        await context.grantPermissions(["camera"]);
        // The page's timers under the test's hand: the hint and the stop come when it says.
        await context.clock.install({ time: server.clock.t });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        await goto(page, `${server.url}/?lang=ko#check`);
        await page.click("#check-qr-scan");
        await page.waitForFunction(() =>
          (document.getElementById("check-qr-status")?.textContent ?? "").includes("찾고 있습니다")
        );
        assertEquals(await text(page, "#check-qr-scan"), "카메라 끄기");
        await context.clock.fastForward(9_000);
        await page.waitForFunction(() =>
          (document.getElementById("check-qr-status")?.textContent ?? "").includes("가까이")
        );
        await context.clock.fastForward(40_000);
        await page.waitForFunction(() =>
          (document.getElementById("check-qr-status")?.textContent ?? "").includes(
            "카메라를 껐습니다",
          )
        );
        assertEquals(await page.locator("#check-qr-video").isHidden(), true);
        assertEquals(await text(page, "#check-qr-scan"), "QR 스캔");
        // The buttons' words stay whole on a phone: each label on one line.
        const lines = await page.$$eval(
          "#check-qr-read, #check-qr-scan",
          (buttons) =>
            buttons.map((button) => {
              const range = document.createRange();
              range.selectNodeContents(button);
              return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
            }),
        );
        assertEquals(lines, [1, 1]);
        assertEquals(errors, []);
        await context.close();
      },
    );
  } finally {
    await Deno.remove(camera);
  }
}, {
  args: [
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${camera}`,
  ],
});
