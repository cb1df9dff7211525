import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { PLAYERS, logIn } from './accounts';
import { keepScreenshot } from './fixtures';
import { PHONE } from '../../../packages/ui/src/test/playwright';

/** The shell's balance (the game reports it after each round). */
const shellBalance = (page: Page) => page.getByRole('banner').locator('output');

/** One keno round: quick pick, play, and wait until the result is announced and play is offered again. */
async function playKenoRound(game: FrameLocator): Promise<void> {
  await game.getByRole('button', { name: 'Quick pick' }).click();
  const play = game.getByRole('button', { name: 'Play', exact: true });
  await play.click();
  await expect(game.getByText(/You won|No win this time/)).toBeVisible();
  await expect(play).toBeEnabled({ timeout: 10_000 });
}

test.describe('playing an in-house game, as a member', () => {
  test('launch from home, play rounds, come back to the new balance, the recent game and the betting record', async ({
    page,
  }, testInfo) => {
    // A journey over six pages and three rounds: on two busy cores it can outlast the default 30 s.
    test.slow();
    await logIn(page, PLAYERS.play.username, PLAYERS.play.password);
    await page.goto('/m/home');
    const userBar = page.getByRole('region', { name: 'Your account' });
    await expect(userBar.getByText('1,000.00')).toBeVisible();

    await page.getByRole('button', { name: 'Play Nova Keno' }).first().click();
    await expect(page).toHaveURL(/\/m\/play\/\d+/);
    await expect(shellBalance(page)).toHaveText('1,000.00');
    const game = page.frameLocator('iframe[title="Nova Keno game"]');
    for (let round = 0; round < 3; round += 1) await playKenoRound(game);
    await expect(shellBalance(page)).not.toHaveText('1,000.00');
    const after = await shellBalance(page).textContent();
    await keepScreenshot(page, testInfo, 'keno-in-shell');

    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(userBar.locator('output')).toHaveText(after ?? '');

    await page.goto('/m/recent-games');
    await expect(page.getByRole('button', { name: 'Play Nova Keno' })).toBeVisible();

    await page.goto('/m/gameRecord');
    await expect(page.getByText('Nova Keno')).toHaveCount(3);

    // Keno is an e-lottery game: profit and loss counts its rounds there, not under slots.
    await page.goto('/m/profitandloss');
    const elott = page.getByRole('article', { name: 'E-lottery' });
    await expect(elott.getByText('Rounds')).toBeVisible();
    await expect(elott.getByRole('definition').first()).toHaveText('3');
    await expect(page.getByRole('article', { name: 'Slots' })).toHaveCount(0);
  });

  test('a free-play account sees its fun credits in the lobby, never an empty 0.00 balance', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('button', { name: /free play/i }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    const account = page.getByRole('region', { name: 'Your account' });
    await expect(account.getByText('Free play')).toBeVisible();
    await expect(account.getByText('1,000.00 fun credits in each game')).toBeAttached();
    await expect(account.getByText('0.00', { exact: true })).toHaveCount(0);
  });

  test('an original: roll Nova Dice from home, come back to its balance and the round in the betting record', async ({
    page,
  }, testInfo) => {
    // The same player as the keno test (seeded players are few); it reads balances, never assumes them.
    await logIn(page, PLAYERS.play.username, PLAYERS.play.password);
    await page.goto('/m/home');
    const userBar = page.getByRole('region', { name: 'Your account' });
    const before = await userBar.locator('output').textContent();

    await page.getByRole('button', { name: 'Play Nova Dice' }).first().click();
    const game = page.frameLocator('iframe[title="Nova Dice game"]');
    await expect(game.getByRole('heading', { name: 'Nova Dice' })).toBeVisible();
    await game.getByRole('slider', { name: 'Roll under' }).fill('3000');
    await expect(game.getByTestId('dice-multiplier')).toHaveText('3.3000×');
    await expect(game.getByTestId('dice-chance')).toHaveText('30.00%');
    const roll = game.getByRole('button', { name: 'Roll', exact: true });
    await roll.click();
    await expect(game.getByText(/You won|No win this time/)).toBeVisible();
    await expect(roll).toBeEnabled({ timeout: 10_000 });
    await expect(game.getByTestId('dice-result')).toHaveText(/\d+\.\d{2}(Win · 3\.3000×|No win)/);
    const after = await game.getByTestId('balance').textContent();
    expect(after).not.toBe(before);
    await expect(shellBalance(page)).toHaveText(after ?? '');
    await keepScreenshot(page, testInfo, 'dice-in-shell');

    await page.getByRole('button', { name: 'Back to the lobby' }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await expect(userBar.locator('output')).toHaveText(after ?? '');
    await page.goto('/m/gameRecord');
    await expect(page.getByRole('article', { name: 'Nova Dice' })).toHaveCount(1);
  });

  test('a guest-type trial account is refused free play with free_reject', async ({ browser }) => {
    // Golden Reef keeps trial accounts as guests (type 4); localhost serves it when asked by header.
    const context = await browser.newContext({
      baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
      extraHTTPHeaders: { merchant: 'GOLDREEF' },
      ...PHONE,
    });
    // The person reads English (the site's default there is Indonesian).
    await context.addInitScript(() => {
      window.localStorage.setItem('lobby.language', 'en');
      // As every other spec starts (playwright.config.ts): no announcement pop-up over home.
      window.localStorage.setItem('lobby.noticePopupHiddenUntil', '2999-12-31T00:00:00.000Z');
    });
    const page = await context.newPage();
    await page.goto('/m/login');
    await page.getByRole('button', { name: /free play/i }).click();
    await expect(page).toHaveURL(/\/m\/home/);
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page.getByText('No permission to play for free.')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home/);
    await context.close();
  });
});
