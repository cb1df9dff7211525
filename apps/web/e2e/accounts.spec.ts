import { expect, test } from '@playwright/test';
import { keepScreenshot } from './fixtures';
import { dismissHomePopups } from './home-popups';
import { DEMO, lastCodeSentTo, logIn, nextCaptcha, openDrawer, signOutFromDrawer, solveCaptcha } from './accounts';

// The demo player's password and a seeded agent's drawer: after the accessibility pass that signs in as
// the demo player (playwright.config.ts). Players of their own: registration-and-login.spec.ts.
test.describe('accounts', () => {
  test('reset the password by phone with the code from the outbox', async ({ page, request }, testInfo) => {
    await page.goto('/m/forget');
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'Phone' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO.mobile);
    const issued = nextCaptcha(page);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    const check = dialog.getByRole('group', { name: 'Security check' });
    await solveCaptcha(await issued, request, check);
    await check.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('SMS sent')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();

    const code = await lastCodeSentTo(request, `+62${DEMO.mobile}`);
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(code);
    await dialog.getByLabel('New password', { exact: true }).fill('Phone1234');
    await keepScreenshot(page, testInfo, 'forgot-phone');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log in' })).toHaveCount(
      0,
    );

    await signOutFromDrawer(page, await openDrawer(page));
    await logIn(page, DEMO.username, 'Phone1234');
  });

  test("the drawer shows a member's items, gated by the site's flags", async ({ page }, testInfo) => {
    await logIn(page, 'agent01', 'Agent1234');
    // agent01 has contract offers waiting: home greets it with their pop-ups first.
    await dismissHomePopups(page);
    const drawer = await openDrawer(page);
    for (const name of [
      'Deposit',
      'Withdraw',
      'Betting record',
      'Account record',
      'Profit and loss',
      'Reward centre',
      'Manual rebate',
      'Security centre',
      'Help centre',
    ]) {
      await expect(drawer.getByRole('link', { name, exact: true }).first()).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Invite friends' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'drawer-member');
    await signOutFromDrawer(page, drawer);
    // A visitor who taps a member item is asked to log in instead of reaching the page.
    const visitorDrawer = await openDrawer(page);
    await visitorDrawer.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});
