import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './accounts';
import { A11Y_ROUTES } from './a11y-routes';
import { seriousViolations, settle } from './axe';

/** Routes per test: every page is still checked on its own, without a new browser page and login for each. */
const ROUTES_PER_TEST = 12;

function inGroups<T>(list: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
}

/** Open each page in turn; the serious and critical violations found, by address (none: an empty object). */
async function violationsOn(page: Page, urls: readonly string[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const url of urls) {
    await page.goto(url);
    await expect(page.locator('main').first()).toBeVisible();
    if (STREAMING.has(url)) await page.waitForLoadState('load');
    else await settle(page);
    const violations = await seriousViolations(page);
    if (violations.length > 0) found[url] = violations;
  }
  return found;
}

/** With a popup or panel open: what it shows, and the page behind it. */
async function expectAccessibleOpen(page: Page) {
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
}

const STREAMING = new Set(A11Y_ROUTES.filter((route) => route.streams).map((route) => route.url));
const visitorPages = A11Y_ROUTES.filter((route) => route.as !== 'member').map((route) => route.url);
const memberPages = A11Y_ROUTES.filter((route) => route.as !== 'visitor').map((route) => route.url);

test.describe('accessibility: no serious or critical axe violation (WCAG 2.1 AA, best practice)', () => {
  // Each test opens its own pages (and signs in as the demo player, whose sessions may overlap): with two
  // workers they spread over both, beside the specs that change nothing they read (playwright.config.ts).
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const [index, urls] of inGroups(visitorPages, ROUTES_PER_TEST).entries()) {
    test(`visitor pages, group ${index + 1}: ${urls.join(' ')}`, async ({ page }) => {
      expect(await violationsOn(page, urls)).toEqual({});
    });
  }

  for (const [index, urls] of inGroups(memberPages, ROUTES_PER_TEST).entries()) {
    test(`pages signed in, group ${index + 1}: ${urls.join(' ')}`, async ({ page }) => {
      await logIn(page, DEMO.username, DEMO.password);
      expect(await violationsOn(page, urls)).toEqual({});
    });
  }

  test('the drawer, the search, provider and filter popups, as a visitor', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectAccessibleOpen(page);
    for (const url of ['/m/home?popup=search', '/m/slot-games?popup=provider', '/m/slot-games?popup=filter']) {
      await page.goto(url);
      await expectAccessibleOpen(page);
    }
  });

  test('the announcement pop-ups on entering home', async ({ page }) => {
    // The config hides them for the day; this test shows them.
    await page.goto('/m/help');
    await page.evaluate(() => window.localStorage.removeItem('lobby.noticePopupHiddenUntil'));
    await page.goto('/m/home');
    await expectAccessibleOpen(page);
  });

  test("a member's drawer and the sign-out confirmation", async ({ page }) => {
    await logIn(page, DEMO.username, DEMO.password);
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectAccessibleOpen(page);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign out?' })).toBeVisible();
    await expectAccessibleOpen(page);
  });
});
