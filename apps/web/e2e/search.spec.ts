import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { gameCards, keepScreenshot } from './fixtures';

test.describe('search', () => {
  test('recommends hot games, finds games by name and says when nothing matches', async ({ page }, testInfo) => {
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Open search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByRole('region', { name: 'Recommended for you' })).toBeVisible();
    const input = dialog.getByRole('searchbox', { name: 'Search games' });
    await expect(input).toBeFocused();
    await input.fill('FORTUNE');
    const results = dialog.getByRole('region', { name: 'Results' });
    await expect(gameCards(results).first()).toBeVisible();
    for (const name of await results
      .getByRole('button', { name: /^Play / })
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))) {
      expect(name.toLowerCase()).toContain('fortune');
    }
    await keepScreenshot(page, testInfo, 'search');
    await input.fill('zzqxv no such game');
    await input.press('Enter');
    await expect(dialog.getByText('No games found')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open search' })).toBeFocused();
  });

  test('a name with one letter wrong still finds the games (the list is not narrowed to the typed letters)', async ({
    page,
  }) => {
    await page.goto('/m/search-games?gameName=dragn');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(gameCards(results).first()).toBeVisible();
    const names = await results
      .getByRole('button', { name: /^Play / })
      .evaluateAll((els) => els.map((el) => (el.getAttribute('aria-label') ?? '').toLowerCase()));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/dragon|drag|dran|ragn|dagn|drgn|dragn/);
    expect(names.some((name) => name.includes('dragon'))).toBe(true);
    await expect(page.getByText('No games found')).toHaveCount(0);
  });

  test('keeps recent searches on the device: shown when the box is empty, run again, cleared', async ({
    page,
  }, testInfo) => {
    // One journey (two searches, a rerun, a reload and axe): long on a busy machine.
    test.slow();
    await page.goto('/m/search-games');
    const input = page.getByRole('searchbox', { name: 'Search games' });
    const recent = page.getByRole('region', { name: 'Recent searches' });
    const results = page.getByRole('region', { name: 'Results' });
    for (const term of ['dragon', 'fortune']) {
      await input.fill(term);
      await input.press('Enter');
      await expect(gameCards(results).first()).toBeVisible();
      await page.getByRole('button', { name: 'Clear search' }).click();
    }
    await expect(recent.getByRole('listitem')).toHaveText(['fortune', 'dragon']);
    await keepScreenshot(page, testInfo, 'search-recent');
    expect(await seriousViolations(page)).toEqual([]);

    await recent.getByRole('button', { name: 'dragon', exact: true }).click();
    await expect(input).toHaveValue('dragon');
    await expect(page).toHaveURL(/gameName=dragon/);
    await expect(gameCards(results).first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(recent.getByRole('listitem')).toHaveText(['dragon', 'fortune']);

    expect(await page.evaluate(() => localStorage.getItem('lobby.recentSearches'))).toBe('["dragon","fortune"]');
    await page.reload();
    await expect(recent.getByRole('listitem')).toHaveText(['dragon', 'fortune']);
    await recent.getByRole('button', { name: 'Clear recent searches' }).click();
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('lobby.recentSearches'))).toBeNull();
  });

  test('lottery pages have no name search', async ({ page }) => {
    await page.goto('/m/search-games?gameType=LOTT');
    await expect(page.getByText('Search is not available for lottery games.')).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });
});
