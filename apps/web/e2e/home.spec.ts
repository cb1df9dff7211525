import { expect, test } from '@playwright/test';
import { API_PATHS } from '@lobby/contract/core';
import { expectEveryCardFrom, gameCards, keepScreenshot, scrollDownTo } from './fixtures';

test.describe('home, as a visitor', () => {
  test('shows banners, hot games and the winners board', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/m\/home$/);
    const hot = page.getByRole('region', { name: 'Hot games' });
    await expect(hot.getByRole('button', { name: /^Play / })).toHaveCount(9);
    const winners = page.getByRole('region', { name: 'Big winners' });
    await scrollDownTo(page, winners);
    const entries = winners.getByRole('button', { name: /won/ });
    await expect(entries.first()).toBeVisible();
    // Masked names, and amounts grouped with two decimals in the site's currency.
    await expect(entries.first()).toHaveAccessibleName(/\*\*\*.* won \$[\d,]+\.\d{2}$/);
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    // The server's static first paint has handed over to the app.
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page).toHaveTitle(/Lucky Nova/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, testInfo, 'home');
  });

  test('switching category shows that category and HOME brings the hot games back', async ({ page }) => {
    await page.goto('/m/home');
    const menu = page.getByRole('navigation', { name: 'Game categories' });
    await menu.getByRole('link', { name: 'Live' }).click();
    await expect(page).toHaveURL(/category=LIVE/);
    await expect(menu.getByRole('link', { name: 'Live' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Live' })).toBeVisible();
    await expect(gameCards(page).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Hot games' })).toHaveCount(0);
    // SPORTS is split: E-sports follows Sports, Cockfight comes last.
    const names = await menu.getByRole('link').allInnerTexts();
    const trimmed = names.map((name) => name.trim());
    expect(trimmed.indexOf('E-sports')).toBe(trimmed.indexOf('Sports') + 1);
    expect(trimmed.at(-1)).toBe('Cockfight');
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  });

  test('a provider logo opens the slot list for that provider', async ({ page }) => {
    await page.goto('/m/home');
    const providers = page.getByRole('region', { name: 'Providers' });
    await scrollDownTo(page, providers);
    const first = providers.getByRole('link', { name: / games$/ }).first();
    const label = (await first.getAttribute('aria-label')) ?? '';
    const providerName = label.replace(/ games$/, '');
    await first.click();
    await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=\w+/);
    const strip = page.getByRole('group', { name: 'Providers' });
    await expect(strip.getByRole('button', { name: providerName })).toHaveAttribute('aria-pressed', 'true');
    await expectEveryCardFrom(page, providerName);
  });

  test('the first screen loads only itself: the footer’s help list waits until the visitor scrolls near it', async ({
    page,
  }) => {
    const helpCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API_PATHS.help) helpCalls.push(request.url());
    });
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Hot games' }).getByRole('button', { name: /^Play / })).toHaveCount(
      9,
    );
    await page.waitForTimeout(1_500);
    expect(helpCalls).toEqual([]);
    await scrollDownTo(page, page.getByRole('navigation', { name: 'Help', exact: true }));
    await expect.poll(() => helpCalls.length).toBeGreaterThan(0);
  });

  test('unknown paths and the old aliases land on home', async ({ page }) => {
    for (const path of ['/m/', '/m/index', '/m/index.html', '/m/nowhere/at/all']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/m\/home/);
    }
  });

  test('a failed call says so and retry recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/home*', (route) => (fail ? route.abort() : route.continue()));
    await page.goto('/m/home');
    const alert = page.getByRole('alert');
    await expect(alert).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  });

  test('the drawer switches the language to Indonesian', async ({ page }) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: /kategori/i })).toBeVisible();
  });
});
