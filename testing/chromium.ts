/**
 * Debian's headless Chromium (never a downloaded one), driven by playwright-core: for the browser
 * tests and for scripts/preview_image.ts.
 *
 * @module
 */
import { type Browser, chromium } from "./npm/playwright.ts";

/** Where Chromium is: `CHROMIUM_PATH`, or Debian's. */
export const CHROMIUM = Deno.env.get("CHROMIUM_PATH") ?? "/usr/bin/chromium";

/**
 * The features that playwright-core 1.65 turns off (its chromiumSwitches.ts), repeated because
 * Chromium keeps only the last `--disable-features` it is given.
 */
const PLAYWRIGHT_DISABLED = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

/**
 * Chromium 156 renders its address bar's suggestion popup as a web page of its own
 * (chrome://omnibox-popup.top-chrome), loaded in a renderer for every window even when headless,
 * and busy at each navigation. Nobody types in it here, and it was the largest share of the
 * browser tests' CPU that was not the pages' own (bench/README.md, "Issue 28, fourth pass").
 */
const OMNIBOX_POPUP = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

const CHROMIUM_ARGS = [
  `--disable-features=${[...PLAYWRIGHT_DISABLED, ...OMNIBOX_POPUP].join(",")}`,
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Options of {@linkcode launchChromium}. */
export interface LaunchOptions {
  /** Flags besides the usual ones, e.g. a fake camera's. */
  args?: readonly string[];
}

/** Launches headless Chromium, or says how to install it. */
export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  try {
    await Deno.stat(CHROMIUM);
  } catch {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install Debian's (apt-get install chromium), as .ci/run does, ` +
        "or set CHROMIUM_PATH",
    );
  }
  return await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
}
