import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { PLAYERS, logIn, openDrawer } from './accounts';
import { keepScreenshot } from './fixtures';

/** The signed-in member's token, as the site keeps it for the tab (or remembered). */
async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const raw = sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO') ?? '{}';
    return (JSON.parse(raw) as { token?: string }).token ?? '';
  });
  expect(token).not.toBe('');
  return token;
}

/** Play real-money keno rounds through the API, the way the in-house game page does. */
async function playKeno(page: Page, stakes: readonly number[]): Promise<void> {
  const token = await sessionToken(page);
  const found = await page.request.get('/api/v1/games?gameName=Nova%20Keno');
  const { value: list } = (await found.json()) as { value: { games: { nodeId: string }[] } };
  const nodeId = list.games[0]?.nodeId ?? '';
  const launch = await page.request.get(`/api/v1/games/launch?nodeId=${nodeId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(launch.ok()).toBe(true);
  const { value } = (await launch.json()) as { value: { url: string } };
  const ticket = new URLSearchParams(value.url.split('#')[1] ?? '').get('ticket') ?? '';
  for (const stakeMinor of stakes) {
    const round = await page.request.post('/api/v1/inhouse/rounds', {
      headers: { authorization: `Bearer ${ticket}` },
      data: { engine: 'keno', roundId: randomUUID(), stakeMinor, picks: [3, 7, 12, 21, 33] },
    });
    expect(round.ok(), await round.text()).toBe(true);
  }
}

test.describe('records, as a member', () => {
  test('the account record shows the opening deposit, profit and loss the deposits', async ({ page }, testInfo) => {
    await logIn(page, PLAYERS.records.username, PLAYERS.records.password);
    await openDrawer(page).then((drawer) => drawer.getByRole('link', { name: 'Account record' }).click());
    await expect(page).toHaveURL(/\/m\/transaction\/record$/);
    await expect(page.getByRole('heading', { name: 'Account record' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/kind=deposit/);
    const deposit = page.getByRole('article', { name: 'Deposit' });
    await expect(deposit).toHaveCount(1);
    await expect(deposit.getByText('+1,000.00')).toBeVisible();
    await expect(deposit.getByText('Balance 1,000.00')).toBeVisible();

    // Inner pages have a back arrow instead of the menu: the drawer opens from home.
    await page.getByRole('button', { name: 'Back' }).click();
    await openDrawer(page).then((drawer) => drawer.getByRole('link', { name: 'Profit and loss' }).click());
    await expect(page).toHaveURL(/\/m\/profitandloss$/);
    const money = page.getByRole('region', { name: 'Money moved' });
    await expect(money.getByRole('definition').first()).toHaveText('1,000.00');
    await expect(money.getByText('Deposits')).toBeVisible();
    await keepScreenshot(page, testInfo, 'records-profit-loss-deposit');
  });

  test('rounds played show in the betting record, account record and profit and loss', async ({ page }, testInfo) => {
    await logIn(page, PLAYERS.records.username, PLAYERS.records.password);
    await playKeno(page, [500, 200, 100]);

    await openDrawer(page).then((drawer) => drawer.getByRole('link', { name: 'Betting record' }).click());
    await expect(page).toHaveURL(/\/m\/gameRecord$/);
    await expect(page.getByRole('article', { name: 'Nova Keno' })).toHaveCount(3);
    const totals = page.getByRole('region', { name: 'Totals for the period' });
    // Win/loss, then bets, stake and payout.
    await expect(totals.getByRole('definition').nth(1)).toHaveText('3');
    await expect(totals.getByRole('definition').nth(2)).toHaveText('8.00');
    await keepScreenshot(page, testInfo, 'records-betting');

    await page.getByRole('button', { name: 'Today' }).click();
    await expect(page).toHaveURL(/range=today/);
    await expect(page.getByRole('article', { name: 'Nova Keno' })).toHaveCount(3);
    await page
      .getByRole('group', { name: 'Game type' })
      .getByRole('button', { name: /Live casino/ })
      .click();
    await expect(page.getByText('No bets in this period')).toBeVisible();

    await page.goto('/m/transaction/record');
    await expect(page.getByRole('article', { name: 'Bet' })).toHaveCount(3);
    await expect(page.getByRole('article', { name: 'Deposit' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'records-account');

    await page.goto('/m/profitandloss');
    // Keno is an e-lottery game: its rounds count there.
    const elott = page.getByRole('article', { name: 'E-lottery' });
    await expect(elott.getByRole('definition').first()).toHaveText('3');
    await keepScreenshot(page, testInfo, 'records-profit-loss');
  });
});

test('a visitor opening the betting record is sent to login', async ({ page }) => {
  await page.goto('/m/gameRecord');
  await expect(page).toHaveURL(/\/m\/login/);
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
});
