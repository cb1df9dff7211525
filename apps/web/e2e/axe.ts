import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the site is held to: WCAG 2.1 A and AA, and axe's best practice. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Impacts that fail a page. */
const FAILING = new Set(['serious', 'critical']);

/** Enough screens to reach the end of home (a longer page is checked as far as this). */
const MAX_SCREENS = 8;
/** How long the page must go without a change to the DOM to count as rendered ... */
const QUIET_MS = 150;
/** ... or at most this long: a carousel that plays by itself changes the DOM every few seconds. */
const QUIET_AT_MOST_MS = 3_000;

/**
 * Let the page finish loading and render what comes near the screen (home's lower sections render
 * as they are scrolled to), then back to the top: axe then sees the page's sections, not placeholders.
 *
 * The scroll goes screen by screen down the page as it first loaded: a game list grows as it is scrolled
 * (it loads more games near its end), and chasing that growth only gave axe more of the same cards to check.
 * Each screen waits two frames (the visibility observers report on the next frame, and a section once seen
 * renders whatever happens after); the network and the DOM are waited on once, at the end.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async (maxScreens) => {
    // A frame, or 100 ms if none comes: a run once saw a page's frames stop for good, and the scroll then hung
    // until the test's timeout (the old settle never waited on a frame; the page is then checked as it is).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    const end = document.documentElement.scrollHeight;
    for (let screen = 0; screen < maxScreens && window.scrollY + window.innerHeight < end - 1; screen += 1) {
      window.scrollBy(0, window.innerHeight);
      await frame();
      await frame();
    }
  }, MAX_SCREENS);
  await rendered(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The network idle (500 ms without a request), then the DOM unchanged for QUIET_MS (or QUIET_AT_MOST_MS gone). */
async function rendered(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    ({ quietMs, atMostMs }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const cap = setTimeout(done, atMostMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        function done() {
          clearTimeout(timer);
          clearTimeout(cap);
          observer.disconnect();
          resolve();
        }
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    { quietMs: QUIET_MS, atMostMs: QUIET_AT_MOST_MS },
  );
}

/** The serious and critical violations on the page as it is now, one line each (rule, impact, where). */
export async function seriousViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  // Legacy mode runs axe once in the page (same-origin frames included) instead of once per frame and again in a
  // blank page opened to merge the results: 35-45 % less time per check. A cross-origin frame is then not checked,
  // and the site has one only in the game shell, around a provider's game, which its checks leave out anyway.
  // Only violations are collected in full: every other result would have a selector built for each node checked
  // (a game list's hundreds of cards), a quarter of a list page's check (decision 201).
  // Options first: `options` replaces what `withTags` sets.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode();
  // A part that is not ours to fix (a game provider's page in the shell's frame) may be left out.
  if (options.exclude) builder.exclude(options.exclude);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => FAILING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}
