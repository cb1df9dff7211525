import { expect, test } from '@playwright/test';
import { DEMO, openDrawer } from './accounts';
import { seriousViolations } from './axe';
import { keepScreenshot } from './fixtures';
import { DEV_IDENTITY, routeFirebasePhone, routeProviderScripts } from './social-stand-ins';

/** A person no earlier run has signed in as; the drawer shows the name the provider gave. */
const person = (name: string) => {
  const stamp = Date.now().toString(36);
  return { sub: `e2e-${name}-${stamp}`, name: `${name} ${stamp}`, email: `${name}${stamp}@example.com` };
};

test.describe('social sign-in', () => {
  // The demo merchant's Google and Facebook flags are on; its issuers point at the server's stand-in
  // for this spec only, and back to none after.
  test.beforeAll(async ({ request }) => {
    expect((await request.put(`${DEV_IDENTITY}/merchant`, { data: { enabled: true } })).ok()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    await request.put(`${DEV_IDENTITY}/merchant`, { data: { enabled: false } });
  });

  test('tap Continue with Google on the login popup and be signed in as a new member', async ({ page }, testInfo) => {
    const google = person('gina');
    const scripts = await routeProviderScripts(page, google);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/m/home');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(scripts.loads).toEqual([]);

    await page.goto('/m/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    const button = dialog.getByRole('button', { name: 'Continue with Google' });
    await expect(button).not.toHaveAttribute('aria-busy');
    await expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).not.toHaveAttribute('aria-busy');
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, testInfo, 'social-login-popup');

    await button.click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: new RegExp(google.name) })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('tap Continue with Facebook on the register popup and be signed in as a new member', async ({ page }) => {
    const facebook = person('fay');
    await routeProviderScripts(page, facebook);
    await page.goto('/m/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    const button = dialog.getByRole('button', { name: 'Continue with Facebook' });
    await expect(button).not.toHaveAttribute('aria-busy');
    await button.click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(dialog).toBeHidden();
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: new RegExp(facebook.name) })).toBeVisible();
  });

  test('log in with the mobile code Firebase sends, as the member with that number', async ({ page }, testInfo) => {
    const firebase = await routeFirebasePhone(page, `+62${DEMO.mobile}`, '246810');
    await page.goto('/m/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByRole('tab', { name: 'Mobile code' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO.mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('We sent you a code by SMS.')).toBeVisible();
    expect(firebase.sentTo).toEqual([`+62${DEMO.mobile}`]);
    await expect(dialog.getByRole('button', { name: /Resend in/ })).toBeDisabled();
    await keepScreenshot(page, testInfo, 'social-firebase-code');

    await dialog.getByRole('textbox', { name: 'SMS code' }).fill('111111');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('The code is not right. Check the SMS and try again.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill('246810');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('register by mobile number with the code Firebase sends, and be signed in', async ({ page }) => {
    const mobile = `8127${Date.now().toString().slice(-7)}`;
    const firebase = await routeFirebasePhone(page, `+62${mobile}`, '135790');
    await page.goto('/m/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('We sent you a code by SMS.')).toBeVisible();
    expect(firebase.sentTo).toEqual([`+62${mobile}`]);
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill('135790');
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByLabel('Confirm password').fill('Secret123');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registered successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('link', { name: new RegExp(`62${mobile}`) })).toBeVisible();
  });
});
