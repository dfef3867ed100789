/// <reference lib="dom" />
/**
 * What the browser tests share: one Chromium and one app (in front of the source double) per test,
 * a browser context with the page's clock at the app's, and the small readers of the page.
 *
 * Chromium's time is most of these tests' time: a new context costs about as much as a page load,
 * so a test opens one only where it needs another locale, an empty storage or another clock.
 *
 * @module
 */
import { assertEquals } from "@std/assert";
import type { Browser, BrowserContext, Page } from "../../testing/npm/playwright.ts";
import { type DoubleServer, type ServerOptions, startServer } from "../../testing/server.ts";
import { DEFAULT_CONFIG } from "../../src/config.ts";
import { launchChromium, skipWithoutChromium } from "./_chromium.ts";

/** A desktop's viewport. */
export const DESKTOP = { width: 1280, height: 800 };
/** A phone's viewport. */
export const PHONE = { width: 390, height: 844 };

/** A viewport, as the contexts take it. */
export type Viewport = typeof DESKTOP;

/** What a browser test is given: its Chromium and its app. */
export interface BrowserSuite {
  /** Headless Chromium, closed after the test. */
  browser: Browser;
  /** The app in front of a source double, closed after the test. */
  server: DoubleServer;
}

/** Options of {@linkcode browserTest}. */
export interface BrowserTestOptions {
  /** The app's options besides the double. */
  server?: Omit<ServerOptions, "double">;
  /** Chromium's flags besides the usual ones, e.g. a fake camera's. */
  args?: readonly string[];
  /** Skips the test (as without Chromium), e.g. one that only runs when asked. */
  ignore?: boolean;
}

/**
 * A test named `browser: {name}` (skipped without Chromium), given one Chromium and one app, both
 * started together and closed after it.
 */
export function browserTest(
  name: string,
  body: (t: Deno.TestContext, suite: BrowserSuite) => Promise<void>,
  options: BrowserTestOptions = {},
): void {
  Deno.test({
    name: `browser: ${name}`,
    ignore: skipWithoutChromium || options.ignore === true,
  }, async (t) => {
    // The double answers at once, but on a loaded machine Chromium's bursts can hold it past the
    // test servers' 1 s limit, and a card left out is a test failed: the service's own limit.
    const config = { sourceTimeoutMs: DEFAULT_CONFIG.sourceTimeoutMs, ...options.server?.config };
    const [server, browser] = await Promise.all([
      startServer({ ...options.server, config, double: true }),
      launchChromium({ args: options.args }),
    ]);
    try {
      await body(t, { browser, server });
    } finally {
      await browser.close();
      await server.close();
    }
  });
}

/**
 * Fails when Chromium runs a page of its own interface (`browser_ui`) beside a window, as the
 * address bar's popup did until testing/chromium.ts turned it off: a renderer for every window,
 * busy at each navigation. A Chromium that renames the feature is caught here, not in a slower
 * suite.
 */
async function withoutBrowserUi(browser: Browser): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await session.send("Target.getTargets");
    const ui = targetInfos.filter((target) => target.type === "browser_ui").map((t) => t.url);
    assertEquals(ui, [], "Chromium runs pages of its own interface: see testing/chromium.ts");
  } finally {
    await session.detach();
  }
}

/** A context open on the app, its page, and the page's uncaught errors. */
export interface Opened {
  /** The browser context. */
  context: BrowserContext;
  /** Its first page. */
  page: Page;
  /** The messages of the page's uncaught errors, which a test expects to stay empty. */
  errors: string[];
}

/** Options of {@linkcode open}. */
export interface OpenOptions {
  /** Default {@linkcode DESKTOP}. */
  viewport?: Viewport;
  /** The browser's language (default `en-US`). */
  locale?: string;
  /** Default light. */
  colorScheme?: "light" | "dark";
}

/** A new browser context in front of the server, with the page's clock at the app's. */
export async function open(
  browser: Browser,
  server: DoubleServer,
  options: OpenOptions = {},
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    locale: options.locale ?? "en-US",
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: "reduce",
  });
  await context.clock.setFixedTime(server.clock.t);
  const errors: string[] = [];
  const page = await pageIn(context, errors);
  await withoutBrowserUi(browser);
  return { context, page, errors };
}

async function pageIn(context: BrowserContext, errors: string[], viewport?: Viewport) {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on("pageerror", (error) => errors.push(error.message));
  if (viewport !== undefined) await page.setViewportSize(viewport);
  return page;
}

/**
 * Another page in an opened context (its storage, clock and cache), at `viewport` when given; its
 * uncaught errors join the context's. Cheaper than a new context, which starts from nothing.
 */
export function another(opened: Opened, viewport?: Viewport): Promise<Page> {
  return pageIn(opened.context, opened.errors, viewport);
}

/** Opens `url` and waits until the page's script has run. */
export async function goto(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector("html.js");
}

/** Runs `action`, then waits until the tool shows an answer or a problem, and is not busy. */
export async function answered(
  page: Page,
  tool: string,
  action: () => Promise<unknown>,
): Promise<void> {
  await action();
  await page.waitForFunction((id) => {
    const result = document.getElementById(id);
    return result !== null && !result.hasAttribute("aria-busy") &&
      result.querySelector(".summary, .error") !== null;
  }, `${tool}-result`);
}

/** The text of the first element `selector` finds, its white space folded. */
export function text(page: Page, selector: string): Promise<string> {
  return page.$eval(selector, (element) => (element.textContent ?? "").replace(/\s+/g, " ").trim());
}

/** The numbers of each set of a lottery answer, extras apart. */
export function readSets(page: Page): Promise<{ numbers: number[]; extras: number[] }[]> {
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
export function inViewport(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  });
}

/** The width of the page's content, which equals the viewport's when nothing scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** Opens every collapsed panel below `selector`. */
export async function openPanels(page: Page, selector: string): Promise<void> {
  await page.$$eval(`${selector} details`, (all) => all.forEach((d) => d.setAttribute("open", "")));
}

/** Waits until the landing's latest results have come in (every card filled, or left out). */
export async function latestFilled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector("#latest-cards .pending") === null);
}

/**
 * The text of the file a download link gives, once the verifier (verify/fairdraw_verify.py) has
 * said "reproduced" of it.
 */
export async function downloaded(
  page: Page,
  selector: string,
  server: DoubleServer,
): Promise<string> {
  // The link may sit in a collapsed panel.
  await page.$eval(selector, (link) => link.closest("details")?.setAttribute("open", ""));
  const [download] = await Promise.all([page.waitForEvent("download"), page.click(selector)]);
  const path = await download.path();
  // The file is what the verifier takes, ready to run: it reads the draw at the official source
  // (here the double) and, for a registered giveaway, its record in the register (here this
  // server), and says "reproduced" only when every check held.
  const file = await Deno.readTextFile(path);
  const id = /"id":\s*"([0-9A-Z-]+)"/.exec(file)?.[1];
  const verifier = new URL("../../verify/fairdraw_verify.py", import.meta.url).pathname;
  const args = [
    verifier,
    "--kr645-source",
    server.double.kr645Url,
    "--ny-source",
    server.double.nyUrl,
    // A registered giveaway is proven by its record's log, read at this register (loopback).
    ...(id === undefined ? [] : ["--register", server.url, "--id", id]),
    path,
  ];
  // Imported here: finding the interpreter runs Python, which most browser files never need.
  const { PYTHON } = await import("../_verifier.ts");
  const { code, stdout } = await new Deno.Command(PYTHON, { args }).output();
  const said = new TextDecoder().decode(stdout);
  // A giveaway that was never registered reproduces, but nothing proves its time: 4, not 0.
  const unproven = id === undefined && /"operation":\s*"giveaway"/.test(file);
  assertEquals([code, said.split("\n")[0]], [unproven ? 4 : 0, "reproduced"], said);
  return file;
}

/**
 * Runs `body` with the app's clock at `t` and the double's latest kr645 draw at `kr645`, then puts
 * both back, so that the steps after it see the day the test started on.
 */
export async function atTime(
  server: DoubleServer,
  moved: { t: number; kr645?: number },
  body: () => Promise<void>,
): Promise<void> {
  const t = server.clock.t;
  const kr645 = server.double.latest.kr645;
  server.clock.t = moved.t;
  if (moved.kr645 !== undefined) server.double.setLatest({ kr645: moved.kr645 });
  try {
    await body();
  } finally {
    server.clock.t = t;
    server.double.setLatest({ kr645 });
  }
}
