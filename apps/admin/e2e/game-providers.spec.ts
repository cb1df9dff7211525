import { expect, test } from '@playwright/test';
import {
  ADMIN,
  EDITOR,
  FINANCE,
  expectShell,
  freshAddress,
  keepScreenshot,
  signIn,
  expectNoSeriousViolations,
} from './console';

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
    await expect(pg).toContainText('Derived (sandbox)');
    // Finance reads: no way to add or change a connection.
    await expect(page.getByRole('button', { name: 'Add connection' })).toHaveCount(0);
    await expect(connections.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

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

    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'game-providers');
  });

  test('an admin removes a connection, adds it again, edits it and rotates its secret', async ({ page }, testInfo) => {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.getByRole('link', { name: 'Game providers' }).click();
    // The demo connects every external provider: one is removed first (asked twice), then added again.
    const connections = page.getByRole('region', { name: 'Connections' });
    await connections.getByRole('button', { name: 'Edit CQ9 Gaming' }).click();
    const removing = page.getByRole('dialog', { name: 'Edit CQ9 Gaming' });
    await removing.getByRole('button', { name: 'Remove connection' }).click();
    await expect(removing.getByText('Remove the connection to CQ9 Gaming?')).toBeVisible();
    await removing.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(removing).toBeHidden();
    await expect(connections.getByRole('row').filter({ hasText: 'CQ9 Gaming' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add connection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a provider connection' });
    await expect(dialog).toBeVisible();
    const provider = dialog.getByLabel('Provider');
    // In-house games play on our own wallet: they are never offered a connection.
    await expect(provider.locator('option', { hasText: /\((INH|INHLIVE)\)$/ })).toHaveCount(0);
    await expect(provider.locator('option')).toHaveText(['Choose a provider', 'CQ9 Gaming (CQ9)']);
    const name = 'CQ9 Gaming';
    await provider.selectOption({ label: 'CQ9 Gaming (CQ9)' });
    await dialog.getByLabel('Operator id').fill('NOVA-E2E');
    await dialog.getByLabel('Base URL').fill('http://provider.example/wallet');
    // Unchecked: a connection made here changes no launch of the shared demo data.
    await dialog.getByLabel(/^Enabled/).uncheck();
    await dialog.getByLabel('Signing secret').fill('e2e-first-secret-0123456789');
    await dialog.getByRole('button', { name: 'Save connection' }).click();
    await expect(dialog.getByRole('alert')).toContainText('https');
    await dialog.getByLabel('Base URL').fill('https://provider.example/wallet');
    await expectNoSeriousViolations(page, 'dialog');
    await keepScreenshot(page, testInfo, 'game-providers-add');
    await dialog.getByRole('button', { name: 'Save connection' }).click();
    await expect(dialog).toBeHidden();

    const row = page.getByRole('region', { name: 'Connections' }).getByRole('row').filter({ hasText: 'NOVA-E2E' });
    await expect(row).toContainText('https://provider.example/wallet');
    await expect(row).toContainText('Disabled');
    await expect(row).toContainText(/Rotated/);
    await expect(row).not.toContainText('e2e-first-secret');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    await expect(edit.getByText('A signing secret is set.')).toBeVisible();
    await edit.getByLabel('Open-round timeout (seconds)').fill('900');
    await edit.getByRole('button', { name: 'Rotate secret' }).click();
    await edit.getByLabel('New signing secret').fill('e2e-rotated-secret-0123456789');
    await keepScreenshot(page, testInfo, 'game-providers-edit');
    await edit.getByRole('button', { name: 'Save connection' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('900 s');
    await keepScreenshot(page, testInfo, 'game-providers-admin');
  });

  test('is not a section of an editor', async ({ page }) => {
    await signIn(page, EDITOR);
    await expectShell(page, EDITOR);
    await expect(page.getByRole('link', { name: 'Game providers' })).toHaveCount(0);
  });
});
