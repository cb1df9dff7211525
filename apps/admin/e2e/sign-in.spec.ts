import { expect, test } from '@playwright/test';
import {
  ADMIN,
  EDITOR,
  PASSWORD,
  expectShell,
  freshAddress,
  keepScreenshot,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

test.describe('operator sign-in', () => {
  test('a wrong password shows the error; the right one lands on the shell', async ({ page }, testInfo) => {
    await signIn(page, ADMIN, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Wrong operator name or password.');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await keepScreenshot(page, testInfo, 'console-sign-in-error');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectShell(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('banner')).toContainText('LUCKYNOVA');
    await expect(page.getByRole('banner')).toContainText('Admin');
  });

  test('after failures the captcha is asked for, and a solved one lets the operator in', async ({ page, request }) => {
    const address = freshAddress();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await signIn(page, EDITOR, `wrong-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('Wrong operator name or password.');
    }
    const captcha = page.getByRole('textbox', { name: 'Captcha' });
    await expect(captcha).toBeVisible();
    // The first picture is in; a new one is asked for, and its answer read from the test server.
    await expect(page.getByRole('img', { name: 'Captcha image' })).toBeVisible();
    const issued = page.waitForResponse((response) => response.url().includes('/api/v1/auth/captcha'));
    await page.getByRole('button', { name: 'New image' }).click();
    const { value } = (await (await issued).json()) as { value: { captchaKey: string } };
    const peek = await request.get(`/api/dev/captcha?key=${value.captchaKey}`);
    const { answer } = ((await peek.json()) as { value: { answer: string } }).value;

    await page.getByLabel('Password').fill(PASSWORD);
    await captcha.fill(answer);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectShell(page, EDITOR);
  });

  test('the sign-in page has no serious accessibility problem and a sensible keyboard order', async ({
    page,
  }, testInfo) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.getByLabel('Operator name')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
    await keepScreenshot(page, testInfo, 'console-sign-in');

    await expectNoSeriousViolations(page);
  });

  test('signing out ends the session on the server and in the tab', async ({ page }) => {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('lobby.admin.session') ?? '{}').token);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    expect(await page.evaluate(() => sessionStorage.getItem('lobby.admin.session'))).toBeNull();
    const after = await page.request.get('/api/v1/admin/session', { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    // A signed-in page now asks for sign-in again.
    await page.goto('/admin/audit');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
  });

  test('a session ended elsewhere sends the operator to sign in, and back to the page afterwards', async ({ page }) => {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    // End the session from a page that asks nothing more of the API: on the dashboard a late answer could send
    // the operator to sign in before the click below.
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('lobby.admin.session') ?? '{}').token);
    // The same session signed out from another tab or by the API.
    const ended = await page.request.delete('/api/v1/admin/session', { headers: { authorization: `Bearer ${token}` } });
    expect(ended.status()).toBe(200);

    await nav.getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await page.getByLabel('Operator name').fill(ADMIN);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/members$/);
    await expect(page.getByRole('heading', { name: 'Members', exact: true })).toBeVisible();
  });
});
