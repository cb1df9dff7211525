import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EDITOR, FINANCE, expectShell, freshAddress, keepScreenshot, signIn } from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

test.describe('game providers', () => {
  test('finance reads the provider report by date range and the connections, without secrets', async ({
    page,
  }, testInfo) => {
    await signIn(page, FINANCE);
    await expectShell(page, FINANCE);
    await page.getByRole('link', { name: 'Game providers' }).click();
    await expect(page.getByRole('heading', { name: 'Game providers' })).toBeVisible();

    const connections = page.getByRole('region', { name: 'Connections' });
    const pg = connections.getByRole('row').filter({ hasText: 'PG Soft' });
    await expect(pg).toContainText('sandbox');
    await expect(pg).toContainText('LUCKYNOVA');
    await expect(pg).toContainText('Ask the provider');
    await expect(pg).toContainText('Enabled');
    await expect(connections).not.toContainText(/secret/i);

    const filters = page.getByRole('search', { name: 'Filter the provider report' });
    await filters.getByLabel('From').fill('2026-01-01');
    await filters.getByLabel('To').fill('2026-01-07');
    await filters.getByLabel('Provider').selectOption({ label: 'PG Soft' });
    await expect(page).toHaveURL(/from=2026-01-01/);
    await expect(page).toHaveURL(/providerCode=PG/);
    await expect(
      page.getByRole('region', { name: 'Provider report' }).getByText('No provider transactions in these days.'),
    ).toBeVisible();
    await page.reload();
    await expect(filters.getByLabel('To')).toHaveValue('2026-01-07');

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await keepScreenshot(page, testInfo, 'game-providers');
  });

  test('is not a section of an editor', async ({ page }) => {
    await signIn(page, EDITOR);
    await expectShell(page, EDITOR);
    await expect(page.getByRole('link', { name: 'Game providers' })).toHaveCount(0);
  });
});
