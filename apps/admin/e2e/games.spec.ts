import { expect, test, type Page } from '@playwright/test';
import type { AdminGame } from '@lobby/contract/admin/games';
import {
  ADMIN,
  openPhone,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

/** Until the site's catalogue refresh shows it (or no longer does): the search page, loaded afresh on each try. */
async function expectInSearch(player: Page, name: string, present: boolean) {
  await expect(async () => {
    await player.goto(`/m/search-games?gameType=RNG&gameName=${encodeURIComponent(name)}`);
    const results = player.getByRole('region', { name: 'Results' });
    const card = results.getByRole('button', { name: `Play ${name}`, exact: true });
    if (present) await expect(card).toBeVisible({ timeout: 5000 });
    else {
      await expect(
        results
          .getByRole('button', { name: /^Play / })
          .or(player.getByText('No games found'))
          .first(),
      ).toBeVisible({
        timeout: 5000,
      });
      await expect(card).toHaveCount(0);
    }
  }).toPass({ timeout: 45_000 });
}

test.describe('games and providers in the console', () => {
  // Two browsers, a server and axe on a shared two-core machine: more than the default 30 s.
  test.describe.configure({ timeout: 150_000 });

  test('a disabled game leaves the player search, comes back when enabled, a hot one leads the hot games, all in the audit log', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const token = await operatorToken(request, ADMIN);
    const listed = await request.get('/api/v1/admin/games?gameType=RNG&hot=false&enabled=true&provider=PG&pageSize=1', {
      headers: { authorization: `Bearer ${token}` },
    });
    const game = ((await listed.json()) as { value: { rows: AdminGame[] } }).value.rows[0] as AdminGame;
    const player = await openPhone(browser, baseURL);
    await expectInSearch(player, game.gameName, true);

    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Games' }).click();
    await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search name or code' }).fill(game.gameCode);
    await expect(page).toHaveURL(new RegExp(`q=${game.gameCode}`));
    const enabled = page.getByRole('switch', { name: `Enabled: ${game.gameName}` });
    await expect(enabled).toHaveAttribute('aria-checked', 'true');
    await enabled.click();
    await expect(enabled).toHaveAttribute('aria-checked', 'false');
    await expectInSearch(player, game.gameName, false);
    await keepScreenshot(player, testInfo, 'games-player-search-disabled');

    await enabled.click();
    await expect(enabled).toHaveAttribute('aria-checked', 'true');
    await expectInSearch(player, game.gameName, true);

    const hot = page.getByRole('switch', { name: `Hot: ${game.gameName}` });
    await hot.click();
    await expect(hot).toHaveAttribute('aria-checked', 'true');
    await expect(async () => {
      await player.goto('/m/slot-games');
      await player.getByRole('group', { name: 'Game filters' }).getByRole('button', { name: 'Hot' }).click();
      const first = player
        .getByRole('main')
        .getByRole('button', { name: /^Play / })
        .first();
      await expect(first).toHaveAccessibleName(`Play ${game.gameName}`, { timeout: 5000 });
    }).toPass({ timeout: 45_000 });
    await keepScreenshot(player, testInfo, 'games-player-hot');
    await player.context().close();

    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    const rows = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `game #${game.id}` });
    await expect(rows.first()).toContainText('game.update');
    await expect(rows.first()).toContainText('after: {"isHot":true}');
    await expect(rows.nth(1)).toContainText('after: {"enabled":true}');
    await expect(rows.nth(2)).toContainText('after: {"enabled":false}');
  });

  test('the games page filters and sorts in the URL, edits a row in a dialog, and passes axe', async ({
    page,
  }, testInfo) => {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.goto('/admin/games?provider=PG&sort=name&dir=asc');
    await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveValue('PG');
    const table = page.getByRole('table', { name: 'Games' });
    await expect(table.getByRole('columnheader', { name: 'Game' })).toHaveAttribute('aria-sort', 'ascending');
    await table.getByRole('button', { name: 'Game' }).click();
    await expect(page).toHaveURL(/dir=desc/);
    await expect(table.getByRole('columnheader', { name: 'Game' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(/of \d+/);
    await keepScreenshot(page, testInfo, 'console-games');
    await expectNoSeriousViolations(page);

    await table
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Order')).toBeVisible();
    await expect(dialog.getByRole('group', { name: 'Classifications' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'console-game-dialog');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the providers page lists providers with their categories, edits one, and passes axe', async ({
    page,
  }, testInfo) => {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Providers', exact: true })
      .click();
    const table = page.getByRole('table', { name: 'Providers' });
    await expect(table.getByRole('switch').first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'console-providers');
    await expectNoSeriousViolations(page);
    await table
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group', { name: 'Shown in' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'console-provider-dialog');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
