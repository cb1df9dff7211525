import { expect, test, type BrowserContext, type Locator } from '@playwright/test';
import { DEMO, logIn, openDrawer, signOutFromDrawer } from '../accounts';
import { keepScreenshot } from '../fixtures';
import { INBOX_URL } from './ports';
import { readSumCaptcha } from './read-captcha';

/** A number no earlier run has used: 8 then ten digits. */
const freshMobile = () => `8${String(Date.now()).slice(-10)}`;

/** Answer the SMS security check by reading its picture, then send the code. */
async function answerSecurityCheck(scope: Locator): Promise<void> {
  const check = scope.getByRole('group', { name: 'Security check' });
  const picture = check.locator('img');
  await expect(picture).toHaveAttribute('src', /^data:image\/png;base64,/);
  const answer = await readSumCaptcha((await picture.getAttribute('src')) ?? '');
  await check.getByRole('textbox').first().fill(answer);
  await check.getByRole('button', { name: 'Send code' }).click();
}

/** Open the sandbox's inbox in a tab of its own, as a person would, and read the newest message to `to`. */
async function readInbox(context: BrowserContext, to: string): Promise<Locator> {
  const inbox = await context.newPage();
  await inbox.goto(`${INBOX_URL}?to=${encodeURIComponent(to)}`);
  const message = inbox.getByRole('article').first();
  await expect(message).toBeVisible();
  return message;
}

test.describe('messages on a production start', () => {
  test('the outbox and captcha answers of development do not exist', async ({ request }) => {
    expect((await request.get('/api/dev/outbox')).status()).toBe(404);
    expect((await request.get('/api/dev/captcha?key=x')).status()).toBe(404);
  });

  test('register by mobile number with the SMS code read from the sandbox inbox', async ({
    page,
    context,
  }, testInfo) => {
    const mobile = freshMobile();
    await page.goto('/m/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await dialog.getByLabel('Password', { exact: true }).fill('Mobile123');
    await dialog.getByLabel('Confirm password').fill('Mobile123');
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await answerSecurityCheck(dialog);
    await expect(page.getByText('SMS sent')).toBeVisible();

    const sms = await readInbox(context, `+62${mobile}`);
    await expect(sms).toHaveAccessibleName(`SMS to +62${mobile}`);
    await keepScreenshot(sms.page(), testInfo, 'sandbox-inbox-sms');
    const code = /\b(\d{6})\b/.exec((await sms.textContent()) ?? '')?.[1];
    expect(code).toBeDefined();
    await sms.page().close();

    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(code ?? '');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registered successfully')).toBeVisible();
    const drawer = await openDrawer(page);
    await expect(drawer.getByText(`62${mobile}`)).toBeVisible();
  });

  test('recover the password by e-mail with the link read from the sandbox inbox', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/m/forget');
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'E-mail' }).click();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('a reset link is on its way')).toBeVisible();

    const mail = await readInbox(context, 'demo@example.com');
    await expect(mail.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await keepScreenshot(mail.page(), testInfo, 'sandbox-inbox-email');
    const opened = context.waitForEvent('page');
    await mail.getByRole('link', { name: /\/m\/forget\?resetToken=/ }).click();
    const reset = await opened;
    await mail.page().close();

    const form = reset.getByRole('dialog', { name: 'Set a new password' });
    await form.getByLabel('New password', { exact: true }).fill('Mailed123');
    await form.getByLabel('Confirm new password').fill('Mailed123');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await expect(form).toBeHidden();
    await signOutFromDrawer(reset, await openDrawer(reset));
    await logIn(reset, DEMO.username, 'Mailed123');
  });
});
