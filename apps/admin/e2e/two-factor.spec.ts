import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  ADMIN,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

const NEW_PASSWORD = 'Console-2fa-2026!';
const STEP = 30_000;

/** The code an authenticator app shows for a secret, `steps` periods from now. */
function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * STEP });
}

async function newOperator(request: APIRequestContext, token: string, role: string): Promise<string> {
  const username = `tf${role.slice(0, 3)}${Date.now().toString(36)}`;
  const created = await request.post('/api/v1/admin/operators', {
    headers: { authorization: `Bearer ${token}` },
    data: { username, password: NEW_PASSWORD, role },
  });
  expect(created.status()).toBe(200);
  return username;
}

test.describe('two-factor sign-in', () => {
  test('an operator sets up two-factor, then signs in with a code; a wrong code is refused', async ({
    page,
    request,
  }, testInfo) => {
    const username = await newOperator(request, await operatorToken(request, ADMIN), 'editor');
    await signIn(page, username, NEW_PASSWORD);
    await expectShell(page, username);
    await page.getByRole('banner').getByRole('link', { name: 'Two-factor sign-in' }).click();
    await expect(page.getByRole('status')).toHaveText('Off: your password alone signs you in.');
    await page.getByRole('button', { name: 'Set up two-factor' }).click();
    await expect(page.getByRole('img', { name: 'QR code to add this console to an authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'console-two-factor-enrol');
    await page.getByLabel('Six-digit code').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByRole('status')).toHaveText('Two-factor sign-in is on.');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, username, NEW_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    const code = page.getByLabel('Six-digit code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(codeOf(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('That code is not right, or was already used.');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'console-two-factor-code');
    // The code of the next step: the one used to turn it on may not be taken twice.
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectShell(page, username);
  });

  test('when the site requires it, a finance operator without two-factor sets it up at sign-in', async ({
    page,
    request,
  }, testInfo) => {
    const admin = await operatorToken(request, ADMIN);
    const username = await newOperator(request, admin, 'finance');
    const setting = (twoFactorRequired: boolean) =>
      request.put('/api/v1/admin/operator-security', {
        headers: { authorization: `Bearer ${admin}` },
        data: { twoFactorRequired },
      });
    expect((await setting(true)).status()).toBe(200);
    try {
      await signIn(page, username, NEW_PASSWORD);
      await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
      await expect(
        page.getByRole('img', { name: 'QR code to add this console to an authenticator app' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
      const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, testInfo, 'console-two-factor-required');
      await page.getByLabel('Six-digit code').fill(codeOf(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectShell(page, username);
    } finally {
      // The demo operators sign in without a code in every other spec.
      expect((await setting(false)).status()).toBe(200);
    }
  });
});
