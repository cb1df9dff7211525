import { expect, test } from '@playwright/test';
import { ADMIN, expectShell, freshAddress, keepScreenshot, signIn, expectNoSeriousViolations } from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

test("a member's security tab shows two-factor and the login history, and passes axe", async ({ page }, testInfo) => {
  await signIn(page, ADMIN);
  await expectShell(page, ADMIN);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('demo');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table').getByRole('link', { name: 'demo', exact: true }).click();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/tab=security/);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Two-factor sign-in:')).toBeVisible();
  await expect(panel.getByText('Off', { exact: true })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Login history' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'console-member-security');
  await expectNoSeriousViolations(page);
});
