import { expect, test } from '@playwright/test';
import { ADMIN, expectShell, freshAddress, keepScreenshot, signIn, expectNoSeriousViolations } from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

test.describe('the Operators section and the audit filters', () => {
  test('an admin creates an operator, changes their role, disables them, and finds it in the audit log', async ({
    page,
  }, testInfo) => {
    const username = `op${Date.now().toString(36)}`;
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Operators' }).click();
    await expect(page.getByRole('heading', { name: 'Operators' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: ADMIN }).getByText('(you)')).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'console-operators');

    await page.getByRole('button', { name: 'New operator' }).click();
    const dialog = page.getByRole('dialog', { name: 'New operator' });
    await dialog.getByLabel('Name').fill(username);
    await dialog.getByLabel('Password (at least 12 characters)').fill('Console-ops-2026!');
    await dialog.getByLabel('Role').selectOption('reviewer');
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByLabel('Search by name').fill(username);
    await expect(page).toHaveURL(new RegExp(`q=${username}`));
    const row = page.getByRole('row').filter({ hasText: username });
    await expect(page.getByRole('row')).toHaveCount(2);
    await row.getByLabel(`Role of ${username}`).selectOption('finance');
    await expect(row.getByLabel(`Role of ${username}`)).toHaveValue('finance');
    await row.getByRole('button', { name: `Disable ${username}` }).click();
    const confirm = page.getByRole('dialog', { name: `Disable ${username}?` });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(row.getByText('Disabled')).toBeVisible();
    await expect(row.getByRole('button', { name: `Enable ${username}` })).toBeVisible();

    // The audit log, filtered by who did it and the kind of entity, keeps the filters in the URL.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    const filters = page.getByRole('search', { name: 'Filter the audit log' });
    await filters.getByLabel('Operator').selectOption({ label: ADMIN });
    await filters.getByLabel('Kind').selectOption('operator');
    await expect(page).toHaveURL(/operatorId=\d+/);
    await expect(page).toHaveURL(/targetType=operator/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: 'operator.create' }).filter({ hasText: username })).toHaveCount(1);
    const roleChange = rows.filter({ hasText: 'operator.update' }).filter({ hasText: '"role":"finance"' }).first();
    await expect(roleChange).toBeVisible();
    await expect(rows.filter({ hasText: 'announcement.' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('search', { name: 'Filter the audit log' }).getByLabel('Kind')).toHaveValue('operator');

    await roleChange.getByRole('button', { name: /^View/ }).click();
    const entry = page.getByRole('dialog');
    await expect(entry.getByRole('columnheader', { name: 'Before' })).toBeVisible();
    await expect(entry.getByRole('row', { name: /role/ })).toContainText('reviewer');
    await expect(entry.getByRole('row', { name: /role/ })).toContainText('finance');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'console-audit-entry');
  });
});
