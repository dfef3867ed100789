/**
 * Test helpers for the browser tests: whether they run, and axe-core run inside their pages.
 *
 * @module
 */
import axe from "../../testing/npm/axe.ts";
import type { Page } from "../../testing/npm/playwright.ts";
import { CHROMIUM } from "../../testing/chromium.ts";

export { launchChromium } from "../../testing/chromium.ts";

/**
 * Whether browser tests are skipped: without Chromium (a machine with only Node, as the README
 * allows) they are, with a note; in CI, which installs it, a missing Chromium is a failure.
 */
export const skipWithoutChromium = Deno.env.get("CI") !== "true" &&
  !(await Deno.stat(CHROMIUM).then(() => true, () => false));
if (skipWithoutChromium) {
  console.warn(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);
}

/** One rule that axe found broken, with the elements that break it. */
export interface AxeViolation {
  /** The rule, e.g. `scrollable-region-focusable`. */
  id: string;
  /** What the rule asks. */
  help: string;
  /** A CSS selector of each element at fault. */
  targets: string[];
}

/** The axe rules whose outcome a page's colours decide, and nothing else. */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"] as const;

/**
 * Runs axe-core (every rule of WCAG 2.0, 2.1 and 2.2 A and AA, and its best practices, or only
 * `rules` when given) on the page as it is now, and gives what it finds. axe is evaluated through
 * the DevTools protocol, which the page's Content-Security-Policy does not govern, so the page is
 * tested as served. Only violations are gathered: the passes' details are axe's largest cost.
 */
export async function axeViolations(
  page: Page,
  rules?: readonly string[],
): Promise<AxeViolation[]> {
  const loaded = await page.evaluate("typeof window.axe === 'object'");
  if (loaded !== true) await page.evaluate(axe.source);
  return await page.evaluate(async (rules) => {
    const { violations } = await (globalThis as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: rules === undefined
        ? {
          type: "tag",
          values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
        }
        : { type: "rule", values: [...rules] },
      resultTypes: ["violations"],
    });
    return violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, rules);
}

/**
 * The selectors of the rules that the dark scheme sets in the page's style sheets, and the
 * properties they set: a dark scheme that only redefines `:root`'s custom colours changes what
 * {@linkcode COLOUR_RULES} judge and nothing else.
 */
export function darkSchemeRules(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes("color-scheme")) {
          continue;
        }
        for (const inner of rule.cssRules) {
          const style = (inner as CSSStyleRule).style;
          const props = style === undefined
            ? ["?"]
            : [...style].map((name) => name.startsWith("--") ? "--*" : name);
          found.push(
            `${(inner as CSSStyleRule).selectorText ?? inner.cssText} { ${
              [...new Set(props)].join(" ")
            } }`,
          );
        }
      }
    }
    return found;
  });
}
