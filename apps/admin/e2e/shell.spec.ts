import { expect, test } from '@playwright/test';
import {
  ADMIN,
  EDITOR,
  FINANCE,
  REVIEWER,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

/** What each role finds in the sidebar, in order (admins may open every section). */
const NAVIGATION = {
  [ADMIN]: [
    'Dashboard',
    'Members',
    'Reward applications',
    'Cashier',
    'Content',
    'Games',
    'Providers',
    'Game providers',
    'Customer chat',
    'Feedback',
    'Site settings',
    'Operators',
    'Audit log',
  ],
  [EDITOR]: ['Content', 'Games', 'Providers'],
  [REVIEWER]: ['Members', 'Reward applications', 'Customer chat', 'Feedback'],
  [FINANCE]: ['Dashboard', 'Members', 'Cashier', 'Game providers'],
};

test.describe('the console shell', () => {
  test('an admin sees every section in the navigation and can open the audit log', async ({ page }) => {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link')).toHaveText(NAVIGATION[ADMIN]);
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  });

  for (const username of [EDITOR, REVIEWER, FINANCE] as const) {
    test(`${username} sees only the sections of their role, and the audit URL sends them home`, async ({ page }) => {
      await signIn(page, username);
      await expectShell(page, username);
      const nav = page.getByRole('navigation', { name: 'Sections' });
      await expect(nav.getByRole('link')).toHaveText(NAVIGATION[username]);
      await page.goto('/admin/audit');
      await expect(page).toHaveURL(/\/admin\/?$/);
      await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
    });
  }

  test('the audit log shows an operator change by name, passes axe and keeps a sensible keyboard order', async ({
    page,
    request,
  }, testInfo) => {
    // An operator change through the operator API: a new operator, created by the admin.
    const token = await operatorToken(request, ADMIN);
    const username = `e2e${Date.now().toString(36)}`;
    const created = await request.post('/api/v1/admin/operators', {
      headers: { authorization: `Bearer ${token}` },
      data: { username, password: 'Console-e2e-2026!', role: 'reviewer' },
    });
    expect(created.status()).toBe(200);
    const { id } = ((await created.json()) as { value: { id: number } }).value;

    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: `operator #${id}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`username: ${username}`);
    await expect(row.getByRole('cell').nth(1)).toHaveText(ADMIN);
    await expect(row).toContainText('role: reviewer');
    await keepScreenshot(page, testInfo, 'console-audit');

    await expectNoSeriousViolations(page);

    // Keyboard: a skip link first, then the navigation before the page's own controls.
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Operator console' })).toBeFocused();
    await page.keyboard.press('Tab');
    // The first section in the sidebar.
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link').first()).toBeFocused();
    await skip.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the console speaks Indonesian when chosen, remembers it, and lays out on a tablet', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.getByLabel('Language').selectOption('id');
    const nav = page.getByRole('navigation', { name: 'Bagian' });
    await expect(nav.getByRole('link', { name: 'Log audit' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Keluar' })).toBeVisible();
    await nav.getByRole('link', { name: 'Log audit' }).click();
    await expect(page.getByRole('heading', { name: 'Log audit' })).toBeVisible();
    // On a tablet the page itself never scrolls sideways: wide tables scroll inside their panel.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await keepScreenshot(page, testInfo, 'console-tablet-indonesian');
    await page.getByLabel('Bahasa').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  });

  test('the audit log pages with the before cursor kept in the URL', async ({ page }) => {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.goto('/admin/audit?before=2');
    const rows = page.getByRole('table').getByRole('row');
    // Only entry 1 is older than 2: one header row and one entry, and no older page.
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();
    await page.getByRole('button', { name: 'Newest' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(rows.nth(2)).toBeVisible();
    // A cursor before every entry: the empty state.
    await page.goto('/admin/audit?before=1');
    await expect(page.getByText('No entries yet.')).toBeVisible();
  });

  test('a failed load shows the error state, and trying again loads the log', async ({ page }) => {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    // The first answer fails as a server in trouble would; the retry goes through to the real server.
    let failed = false;
    await page.route('**/api/v1/admin/audit?*', async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'system.error', message: 'down' }),
      });
    });
    await page.goto('/admin/audit');
    await expect(page.getByRole('alert')).toContainText('The audit log could not be loaded.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });
});
