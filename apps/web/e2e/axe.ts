import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the site is held to: WCAG 2.1 A and AA, and axe's best practice. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Impacts that fail a page. */
const FAILING = new Set(['serious', 'critical']);

/** Enough screens to reach the end of home; a game list would grow for ever (it loads more on scroll). */
const MAX_SCREENS = 8;

/**
 * Let the page finish loading and render what comes near the screen (home's lower sections render
 * as they are scrolled to), then back to the top: axe then sees the page's sections, not placeholders.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let screen = 0; screen < MAX_SCREENS; screen += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForLoadState('networkidle');
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The serious and critical violations on the page as it is now, one line each (rule, impact, where). */
export async function seriousViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
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
