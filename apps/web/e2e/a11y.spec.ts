import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn } from './accounts';
import { A11Y_ROUTES } from './a11y-routes';
import { seriousViolations, settle } from './axe';

/** Open a page and expect no serious or critical violation on it. */
async function expectAccessible(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  await settle(page);
  expect(await seriousViolations(page)).toEqual([]);
}

/** With a popup or panel open: what it shows, and the page behind it. */
async function expectAccessibleOpen(page: Page) {
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
}

test.describe('accessibility: no serious or critical axe violation (WCAG 2.1 AA, best practice)', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const route of A11Y_ROUTES) {
    if (route.as !== 'member') {
      test(`${route.url}, as a visitor`, async ({ page }) => {
        await expectAccessible(page, route.url);
      });
    }
    if (route.as !== 'visitor') {
      test(`${route.url}, signed in`, async ({ page }) => {
        await logIn(page, DEMO.username, DEMO.password);
        await expectAccessible(page, route.url);
      });
    }
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
