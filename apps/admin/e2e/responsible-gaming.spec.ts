import { expect, test } from '@playwright/test';
import { ADMIN_PATHS } from '@lobby/contract/core';
import {
  REVIEWER,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

test('a reviewer reads a member’s limits, time-outs and their history, with nothing to change', async ({
  page,
  request,
}, testInfo) => {
  await signIn(page, REVIEWER);
  await expectShell(page, REVIEWER);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill('rgdemo');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('table').getByRole('link', { name: 'rgdemo', exact: true }).click();
  await page.getByRole('tab', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/tab=rg/);

  const panel = page.getByRole('tabpanel');
  const limits = panel.getByRole('table', { name: 'Limits' });
  await expect(limits.getByRole('row', { name: /Deposit/ })).toContainText('200.00');
  await expect(limits.getByRole('row', { name: /Deposit/ })).toContainText('2,000.00 USD from');
  await expect(limits.getByRole('row', { name: /Loss/ })).toContainText('500.00');
  await expect(panel.getByText('120 min')).toBeVisible();
  await expect(panel.getByText('Every 30 min')).toBeVisible();
  const exclusions = panel.getByRole('table', { name: 'Time-outs and self-exclusions' });
  await expect(exclusions.getByRole('row').nth(1)).toContainText('Time-out');
  await expect(exclusions.getByRole('row').nth(1)).toContainText('Over');
  await expect(panel.getByRole('table', { name: 'Changes by the member' }).getByRole('row')).toHaveCount(8);
  // Read-only: no button in the panel changes anything.
  await expect(panel.getByRole('button')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'console-member-rg');
  await expectNoSeriousViolations(page);

  // The API has no write either: an early lift is not a route.
  const token = await operatorToken(request, REVIEWER);
  const id = new URL(page.url()).pathname.split('/').pop();
  const lift = await request.delete(`${ADMIN_PATHS.members}/${id}/responsible-gaming`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(lift.status()).toBe(404);
});
