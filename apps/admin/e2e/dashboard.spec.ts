import { expect, test, type Page } from '@playwright/test';
import type { DashboardResponse } from '@lobby/contract/admin/dashboard';
import {
  ADMIN,
  REVIEWER,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

const FINANCE = 'novafinance';
const amount = (value: string) => Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 });

/** The tiles show what the API answers for the same period (the seed's month of history). */
async function expectTiles(page: Page, figures: DashboardResponse) {
  const tile = (label: string) => page.getByTestId(`kpi-${label}`);
  const { totals } = figures;
  await expect(tile('Registrations')).toHaveText(totals.registrations.toLocaleString('en-US'));
  await expect(tile('First deposits')).toHaveText(totals.firstDeposits.toLocaleString('en-US'));
  await expect(tile('Active players')).toHaveText(totals.activePlayers.toLocaleString('en-US'));
  await expect(tile('Deposits')).toContainText(amount(totals.depositAmount));
  await expect(tile('Bets')).toContainText(amount(totals.betAmount));
  await expect(tile('GGR')).toContainText(amount(totals.ggr.replace('-', '')));
}

test.describe('the dashboard', () => {
  test('is the start page of an admin, matches the API for each period and has its charts as tables too', async ({
    page,
    request,
  }, testInfo) => {
    const token = await operatorToken(request, ADMIN);
    const figures = async (range: string) => {
      const response = await request.get(`/api/v1/admin/dashboard?range=${range}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      return ((await response.json()) as { value: DashboardResponse }).value;
    };
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const period = page.getByRole('group', { name: 'Period' });
    await expect(period.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const week = await figures('7d');
    await expectTiles(page, week);

    await period.getByRole('button', { name: '30 days' }).click();
    await expect(page).toHaveURL(/range=30d/);
    const month = await figures('30d');
    // The seeded month has players registering before this week: the switch changes the figures.
    expect(month.totals.registrations).toBeGreaterThan(week.totals.registrations);
    await expectTiles(page, month);
    for (const title of [
      'Deposits and withdrawals',
      'Bets, wins and GGR',
      'Registrations and first deposits',
      'Active players',
    ]) {
      await expect(page.getByRole('figure', { name: title })).toBeVisible();
    }
    await keepScreenshot(page, testInfo, 'console-dashboard');
    const activity = page.getByRole('figure', { name: 'Active players' });
    await activity.getByText('Show the figures').click();
    // A header row and one row per day.
    await expect(activity.getByRole('table').getByRole('row')).toHaveCount(31);

    await expectNoSeriousViolations(page);

    await period.getByRole('button', { name: 'Today' }).click();
    await expect(page).toHaveURL(/range=today/);
    await expectTiles(page, await figures('today'));
    // The URL keeps the period: a reload shows the same one.
    await page.reload();
    await expect(page.getByRole('group', { name: 'Period' }).getByRole('button', { name: 'Today' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('finance sees it too; a reviewer starts on the list of sections and the API refuses them', async ({
    page,
    request,
  }) => {
    await signIn(page, FINANCE);
    await expectShell(page, FINANCE);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, REVIEWER);
    await expectShell(page, REVIEWER);
    await expect(page.getByRole('heading', { name: `Welcome, ${REVIEWER}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
    const token = await operatorToken(request, REVIEWER);
    const refused = await request.get('/api/v1/admin/dashboard', { headers: { authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(403);
  });
});
