import { expect, test, type Page } from '@playwright/test';
import { freshUsername, registerPlayer } from './accounts';
import { seriousViolations } from './axe';
import { keepScreenshot } from './fixtures';

/**
 * A deposit through the sandbox gateway's QR payments, as one new member of its own: the site shows the
 * code, a "phone" opens what the code holds (the sandbox's scan page, standing in for a wallet app) and
 * pays, and the site's order page, which follows the order, turns credited with the balance.
 */
// An address of its own: the sign-in limits count per address, and other specs sign in beside this one.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.72' } });

const PASSWORD = 'Qr-Pay-1234';

async function register(page: Page): Promise<void> {
  await registerPlayer(page, freshUsername('qrpay'), PASSWORD);
}

test('a QR deposit paid on the scan page is credited and the balance rises', async ({ page, context }, testInfo) => {
  await register(page);
  await page.goto('/m/voucherCenter');
  const balance = page.getByRole('main').locator('output').first();
  await expect(balance).toHaveText('0.00');
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('Pay by QR code').click();
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '$20.00' }).click();
  await expect(page.getByText('Scan the code with your banking or e-wallet app')).toBeVisible();
  await page.getByRole('button', { name: 'Show the QR code' }).click();

  // The site keeps the member and shows the code, the amount and the time left.
  await expect(page).toHaveURL(/\/m\/voucherCenter\?orderNo=D/);
  const order = page.getByRole('region', { name: 'Deposit order' });
  await expect(order.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to pay $20.00' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
  await keepScreenshot(page, testInfo, 'cashier-deposit-qr');
  expect(await seriousViolations(page)).toEqual([]);

  // The code holds the scan page's address: a phone that scanned it opens the page and pays.
  const scanned = await page.getByRole('link', { name: 'Open the payment link' }).getAttribute('href');
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.goto(scanned!);
  await expect(phone.getByText('QR code scanned')).toBeVisible();
  await keepScreenshot(phone, testInfo, 'cashier-qr-scan-page');
  await phone.getByRole('button', { name: 'Pay' }).click();
  await expect(phone.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await phone.close();

  await expect(order.getByText('Credited', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(balance).toHaveText('20.00');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'cashier-deposit-qr-credited');
});
