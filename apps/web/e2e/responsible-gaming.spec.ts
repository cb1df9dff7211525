import { expect, test, type Page } from '@playwright/test';
import { freshUsername, registerPlayer } from './accounts';
import { KENO_NODE_ID } from './a11y-routes';
import { seriousViolations } from './axe';
import { keepScreenshot } from './fixtures';

/**
 * Responsible gaming as one new member of its own: a deposit limit that refuses a deposit over it,
 * the reality check over a game (the page's clock is Playwright's, moved forward: the interval is the
 * production one), and a 24-hour time-out that refuses a game launch.
 */
test.describe.configure({ mode: 'serial' });
// An address of its own: the sign-in limits count per address, and other specs sign in beside this one.
const ADDRESS = '198.51.100.72';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ADDRESS } });

const PASSWORD = 'Safe1234';
const member = { username: '' };

async function register(page: Page): Promise<void> {
  member.username = freshUsername('safe');
  await registerPlayer(page, member.username, PASSWORD);
}

async function logIn(page: Page): Promise<void> {
  await page.goto('/m/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

test('a daily deposit limit refuses a deposit over it', async ({ page }, testInfo) => {
  await register(page);
  // Before the first deposit the cashier offers a deposit limit; the member sets it in the member centre instead.
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('heading', { name: 'Set a deposit limit?' })).toBeVisible();
  await page.goto('/m/member/home');
  await page.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(page).toHaveURL(/\/m\/responsibleGaming$/);
  await expect(page.getByRole('heading', { name: 'Responsible gaming', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, testInfo, 'rg-page');

  const deposits = page.getByRole('region', { name: 'Deposit limits' });
  await deposits.getByRole('button', { name: 'Edit Daily deposit limits' }).click();
  const sheet = page.getByRole('dialog', { name: 'Edit Daily deposit limits' });
  await sheet.getByRole('textbox', { name: /Limit/ }).fill('50');
  await keepScreenshot(page, testInfo, 'rg-limit-sheet');
  await sheet.getByRole('button', { name: 'Save limit' }).click();
  await expect(sheet).toBeHidden();
  await expect(deposits.getByText('50.00 USD')).toBeVisible();

  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('heading', { name: 'Set a deposit limit?' })).toHaveCount(0);
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('Bank transfer').click();
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('textbox', { name: 'Account holder name' }).fill('Safe Tester');
  await page.getByRole('button', { name: 'Get transfer details' }).click();
  await expect(page.getByText('This deposit would take you over your deposit limit.')).toBeVisible();
  await expect(page).not.toHaveURL(/orderNo=/);
  await keepScreenshot(page, testInfo, 'rg-deposit-refused');
});

test('the reality check comes over the game at the chosen interval', async ({ page }, testInfo) => {
  await page.clock.install();
  await logIn(page);
  await page.goto('/m/responsibleGaming');
  const every = page.getByRole('radiogroup', { name: 'Reality check' });
  await every.getByRole('radio', { name: 'Every 15 min' }).click();
  await expect(every.getByRole('radio', { name: 'Every 15 min' })).toHaveAttribute('aria-checked', 'true');

  await page.goto(`/m/play/${KENO_NODE_ID}`);
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('timer', { name: 'Session time' })).toBeVisible();
  await expect(page.locator('iframe[title="Nova Keno game"]')).toBeVisible();
  await page.clock.fastForward('15:00');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible();
  await expect(check.getByText('Result this session')).toBeVisible();
  await expect(check.getByText(/You have been playing for 1\d:\d\d\./)).toBeVisible();
  await keepScreenshot(page, testInfo, 'rg-reality-check');
  expect(await seriousViolations(page)).toEqual([]);
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
});

test('a 24-hour time-out refuses a game launch', async ({ page }, testInfo) => {
  await logIn(page);
  await page.goto('/m/responsibleGaming');
  const timeOut = page.getByRole('region', { name: 'Take a time-out' });
  await timeOut.getByRole('radio', { name: '24 hours' }).click();
  await timeOut.getByRole('button', { name: 'Start time-out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a 24 hours time-out?' });
  await confirm.getByRole('button', { name: 'Yes, start it' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Time-out until' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'rg-time-out');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/m/play/${KENO_NODE_ID}`);
  await expect(page.getByRole('alert')).toContainText('You are on a time-out');
  await keepScreenshot(page, testInfo, 'rg-launch-refused');
});
