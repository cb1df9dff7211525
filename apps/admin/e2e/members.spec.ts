import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  EDITOR,
  FINANCE,
  phoneOptions,
  expectShell,
  freshAddress,
  keepScreenshot,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

async function openMembers(page: Page, username: string) {
  await signIn(page, username);
  await expectShell(page, username);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();
}

/** Search the list and open the member from their row. */
async function openMember(page: Page, username: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table').getByRole('link', { name: username, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(username);
}

test.describe('members', () => {
  test('search, filter and sort in the URL, then open a member; both pages pass axe', async ({ page }, testInfo) => {
    await openMembers(page, ADMIN);
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('player0');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=player0/);
    await expect(table.getByRole('link', { name: 'player01', exact: true })).toBeVisible();
    await expect(table.getByRole('link', { name: 'agent01' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByLabel('Type').selectOption({ label: 'Agent' });
    await expect(page).toHaveURL(/kind=agent/);
    await expect(table.getByRole('link', { name: 'agent01' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'player01', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await table.getByRole('button', { name: 'Balance' }).click();
    await expect(page).toHaveURL(/sort=balance/);
    await expect(table.getByRole('columnheader', { name: 'Balance' })).toHaveAttribute('aria-sort', /ending/);
    await keepScreenshot(page, testInfo, 'console-members');
    await expectNoSeriousViolations(page);

    await openMember(page, 'player03');
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Lucky Member');
    await keepScreenshot(page, testInfo, 'console-member');
    await expectNoSeriousViolations(page);
    await page.getByRole('tab', { name: 'Ledger' }).click();
    await expect(page).toHaveURL(/tab=ledger/);
    await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toContainText('Deposit');
    await expectNoSeriousViolations(page);
  });

  test('disabling a member refuses their very next request on the site', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // Two browsers and the audit log: slow on a shared machine.
    test.setTimeout(90_000);
    await openMembers(page, ADMIN);
    await openMember(page, 'mbrdisable');
    if (testInfo.retry > 0 && (await page.getByRole('button', { name: 'Enable member' }).isVisible())) {
      // An attempt that timed out after disabling the member leaves them disabled for its retry.
      await page.getByRole('button', { name: 'Enable member' }).click();
      await page
        .getByRole('dialog', { name: 'Enable mbrdisable?' })
        .getByRole('button', { name: 'Enable member' })
        .click();
      await expect(page.getByRole('button', { name: 'Disable member' })).toBeVisible();
    }

    // The member signs in on their phone.
    const phoneContext = await browser.newContext({
      ...phoneOptions(baseURL),
      extraHTTPHeaders: { 'x-forwarded-for': freshAddress() },
    });
    const phone = await phoneContext.newPage();
    await phone.goto('/m/login');
    const dialog = phone.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('mbrdisable');
    await dialog.getByLabel('Password', { exact: true }).fill('Play1234');
    const login = phone.waitForResponse((response) => response.url().includes('/api/v1/auth/login'));
    await dialog.getByRole('button', { name: 'Log in' }).click();
    const token = ((await (await login).json()) as { value: { token: string } }).value.token;
    await expect(dialog).toBeHidden();
    const me = () => phone.request.get('/api/v1/members/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status()).toBe(200);

    await page.getByRole('tab', { name: 'Sessions' }).click();
    await expect(page.getByRole('tabpanel').getByRole('row').nth(1)).toContainText('Live');
    await page.getByRole('button', { name: 'Disable member' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable mbrdisable?' });
    await confirm.getByRole('button', { name: 'Disable member' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Disabled');

    const refused = await me();
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('session.ended');
    await phoneContext.close();

    // The audit log names the change.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'member.disable' });
    await expect(row.first()).toContainText('mbrdisable');
  });

  test('finance adjusts a balance with a reason and sees the ledger row; the admin finds it in the audit log', async ({
    page,
  }) => {
    await openMembers(page, FINANCE);
    await openMember(page, 'mbrfunds');
    await expect(page.getByRole('button', { name: 'Disable member' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Adjust balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust the balance of mbrfunds' });
    await dialog.getByLabel('Debit (take)').check();
    await dialog.getByLabel('Amount').fill('125.50');
    await page.getByRole('button', { name: 'Apply adjustment' }).click();
    await expect(dialog.getByText('Say why, in at least 3 characters.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Duplicate bonus reversed');
    await page.getByRole('button', { name: 'Apply adjustment' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('tab', { name: 'Ledger' }).click();
    const newest = page.getByRole('tabpanel').getByRole('row').nth(1);
    await expect(newest).toContainText('Adjustment');
    await expect(newest).toContainText('-125.50');
    await expect(newest).toContainText('874.50');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('ledger-mbrfunds.csv');
    await page.getByRole('button', { name: 'Sign out' }).click();

    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    const row = page.getByRole('table').getByRole('row').filter({ hasText: 'member.debit' });
    await expect(row.first()).toContainText('Duplicate bonus reversed');
    await expect(row.first().getByRole('cell').nth(1)).toHaveText(FINANCE);
  });

  test('an editor does not see Members, and its URL sends them home', async ({ page }) => {
    await signIn(page, EDITOR);
    await expectShell(page, EDITOR);
    await expect(page.getByRole('link', { name: 'Members' })).toHaveCount(0);
    await page.goto('/admin/members');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Members' })).toHaveCount(0);
  });
});
