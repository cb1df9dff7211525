import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { freshUsername, lastCodeSentTo, logIn, openDrawer, registerPlayer, signOutFromDrawer } from './accounts';
import { seriousViolations } from './axe';
import { keepScreenshot } from './fixtures';

/**
 * The security centre as new members of its own: one switches on two-factor sign-in and logs back in
 * with a code the test computes; one signs out a second device; one binds a mobile number and an e-mail
 * address with codes read from the outbox. The rules themselves (replays, recovery codes, another member's
 * sessions, code limits and other members' contacts) are the API tests'.
 */
test.describe.configure({ mode: 'serial' });
// An address of its own: the sign-in limits count per address, and other specs sign in beside this one.
const ADDRESS = '198.51.100.72';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ADDRESS } });

const PASSWORD = 'Safe1234';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function register(page: Page): Promise<string> {
  const username = freshUsername('safe');
  await registerPlayer(page, username, PASSWORD);
  return username;
}

/** The code an authenticator app shows for `secret`, `stepsAhead` time steps from now. */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

function protection(page: Page, name: string) {
  return page.getByRole('main').getByRole('listitem').filter({ hasText: name });
}

test('switch on two-factor sign-in, log out, and log back in with a code', async ({ page }, testInfo) => {
  // A whole journey: register, set up, sign out, sign in with the code.
  test.slow();
  const username = await register(page);
  // The drawer links to the security centre and to change password.
  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('link', { name: 'Change password' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Security centre' }).click();
  await expect(page.getByRole('heading', { name: 'Security centre', level: 1 })).toBeVisible();
  await expect(page.getByText('1 of 5 protections on')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'security-centre');

  await protection(page, 'Two-factor sign-in').getByRole('button', { name: 'Set up' }).click();
  const sheet = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await sheet.getByRole('button', { name: 'Start set-up' }).click();
  await expect(sheet.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await sheet.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'security-two-factor-scan');
  await sheet.getByLabel('6-digit code').fill(codeFor(secret));
  await sheet.getByRole('button', { name: 'Switch on' }).click();
  const codes = sheet.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await keepScreenshot(page, testInfo, 'security-recovery-codes');
  await sheet.getByRole('button', { name: 'I saved them' }).click();
  await expect(protection(page, 'Two-factor sign-in').getByText('On', { exact: true })).toBeVisible();

  await page.goto('/m/home');
  await signOutFromDrawer(page, await openDrawer(page));
  await page.goto('/m/login');
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await login.getByRole('textbox', { name: 'Username' }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'login-two-factor');
  // The switch-on code's step is used up: the next step's code, as the app shows half a minute later.
  await login.getByLabel('Authentication code').fill(codeFor(secret, 1));
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login).toBeHidden();
  await page.goto('/m/securityCenter');
  const history = page.getByRole('region', { name: 'Login history' });
  await expect(history.getByText('Authenticator code').first()).toBeVisible();
});

async function secondDevice(browser: Browser, testInfo: TestInfo, username: string): Promise<Page> {
  const context = await browser.newContext({
    ...testInfo.project.use,
    userAgent: IPHONE,
    extraHTTPHeaders: { 'x-forwarded-for': ADDRESS },
  });
  const page = await context.newPage();
  await logIn(page, username, PASSWORD);
  return page;
}

test('sign out another device from the sessions list', async ({ page, browser }, testInfo) => {
  test.slow();
  const username = await register(page);
  const phone = await secondDevice(browser, testInfo, username);
  await page.goto('/m/securityCenter');
  const sessions = page.getByRole('region', { name: 'Active sessions' });
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'security-sessions');

  await sessions.getByRole('button', { name: /^Sign out Safari 17/ }).click();
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();
  // The phone's session has ended: its next call is refused and it is signed out.
  await phone.goto('/m/securityCenter');
  await expect(phone.getByText('Your account was logged out or the session ended')).toBeVisible();
  await phone.context().close();
});

test('bind a mobile number and an e-mail address with the codes sent to them', async ({ page, request }, testInfo) => {
  test.slow();
  const username = await register(page);
  await page.goto('/m/securityCenter');
  const mobileRow = protection(page, 'Mobile number');
  await expect(mobileRow.getByText('Not added')).toBeVisible();
  await mobileRow.getByRole('button', { name: 'Add Mobile number' }).click();

  const mobileSheet = page.getByRole('dialog', { name: 'Mobile number' });
  const mobile = `87${String(Date.now()).slice(-9)}`;
  await mobileSheet.getByRole('button', { name: 'Send code' }).click();
  await expect(mobileSheet.getByText('Enter digits only, up to 20.')).toBeVisible();
  await mobileSheet.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await mobileSheet.getByRole('button', { name: 'Send code' }).click();
  await expect(mobileSheet.getByRole('button', { name: /^Send again in/ })).toBeDisabled();
  await mobileSheet.getByLabel('SMS code').fill(await lastCodeSentTo(request, `+62${mobile}`));
  await expectAccessible(page);
  await keepScreenshot(page, testInfo, 'security-bind-mobile');
  await mobileSheet.getByRole('button', { name: 'Verify and save' }).click();
  await expect(mobileSheet).toBeHidden();
  await expect(mobileRow.getByText('Verified')).toBeVisible();
  await expect(mobileRow.getByText(`+62 ••••${mobile.slice(-3)}`)).toBeVisible();

  const emailRow = protection(page, 'E-mail address');
  await emailRow.getByRole('button', { name: 'Add E-mail address' }).click();
  const emailSheet = page.getByRole('dialog', { name: 'E-mail address' });
  const email = `${username}@example.com`;
  await emailSheet.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await emailSheet.getByRole('button', { name: 'Send code' }).click();
  await expect(emailSheet.getByRole('button', { name: /^Send again in/ })).toBeDisabled();
  // A wrong code is refused under its field; the right one binds the address.
  const code = await lastCodeSentTo(request, email);
  await emailSheet.getByLabel('E-mail code').fill(code === '000000' ? '111111' : '000000');
  await emailSheet.getByRole('button', { name: 'Verify and save' }).click();
  await expect(emailSheet.getByText('Verification code error')).toBeVisible();
  await emailSheet.getByLabel('E-mail code').fill(code);
  await emailSheet.getByRole('button', { name: 'Verify and save' }).click();
  await expect(emailSheet).toBeHidden();
  await expect(emailRow.getByText('Verified')).toBeVisible();
  await expect(page.getByText('3 of 5 protections on')).toBeVisible();
  await keepScreenshot(page, testInfo, 'security-contacts-verified');
});
