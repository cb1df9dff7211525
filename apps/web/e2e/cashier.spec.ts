import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { freshUsername, openDrawer, registerPlayer } from './accounts';
import { seriousViolations } from './axe';
import { keepScreenshot } from './fixtures';

/**
 * The cashier end to end, as one new member of its own (no other spec shares its balance): a deposit
 * through the sandbox gateway, a bank transfer the operator approves, a withdrawal the operator pays
 * and one the operator rejects, whose hold comes back. The operator acts through the API.
 */
test.describe.configure({ mode: 'serial' });
// An address of its own: the sign-in limits count per address, and other specs sign in beside this one.
const ADDRESS = '198.51.100.71';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ADDRESS } });

const PASSWORD = 'Cash1234';
const PAYMENT_PASSWORD = 'Pay-2468';
const member = { username: '' };

let financeSession = '';
/** The demo site's finance operator (seeded), logged in once through the operator API. */
async function financeToken(request: APIRequestContext): Promise<string> {
  if (financeSession) return financeSession;
  const response = await request.post(ADMIN_PATHS.session, {
    data: { username: 'novafinance', password: 'Operator-2026!' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  financeSession = ((await response.json()) as { value: { token: string } }).value.token;
  return financeSession;
}

async function operatorCall<T>(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) {
  const token = await financeToken(request);
  const response = await request.fetch(url, {
    method,
    ...(data ? { data } : {}),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

async function register(page: Page): Promise<void> {
  member.username = freshUsername('cash');
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

/** The balance the deposit page shows (the site's balance widget). */
function balance(page: Page) {
  return page.getByRole('main').locator('output').first();
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('a deposit through the sandbox gateway is credited and the balance rises', async ({ page }, testInfo) => {
  await register(page);
  // The member centre's Deposit button lands on the cashier.
  await page.goto('/m/member/home');
  await page.getByRole('main').getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expect(page.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible();
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await expect(methods.getByRole('radio')).not.toHaveCount(0);
  await expect(balance(page)).toHaveText('0.00');
  await keepScreenshot(page, testInfo, 'cashier-deposit');
  await expectNoSeriousViolations(page);

  await methods.getByText('Instant online payment').click();
  await page.getByRole('group', { name: 'Quick amounts' }).getByRole('button', { name: '$50.00' }).click();
  // The site bears this channel's 2% fee: the member is credited the whole amount.
  const summary = page.locator('dl').filter({ hasText: 'Credited to your balance' });
  await expect(summary).toContainText('$1.00 paid by us');
  await expect(summary).toContainText('$50.00');
  await keepScreenshot(page, testInfo, 'cashier-deposit-gateway');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // The sandbox's hosted page: pay, and it sends the member back to the order's page.
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?orderNo=D/);
  const order = page.getByRole('region', { name: 'Deposit order' });
  await expect(order.getByText('Credited', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(balance(page)).toHaveText('50.00');
  await keepScreenshot(page, testInfo, 'cashier-deposit-credited');
});

test('a bank transfer the operator approves is credited and the balance rises', async ({ page, request }, testInfo) => {
  await logIn(page);
  await page.goto('/m/voucherCenter');
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await methods.getByText('Bank transfer').click();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  // Bad input shows the catalogue's words and cannot be sent.
  await amount.fill('12.345');
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid amount.');
  await amount.fill('5');
  await expect(page.getByRole('alert')).toHaveText('The amount is outside the limits of this payment method.');
  await expect(page.getByRole('button', { name: 'Get transfer details' })).toBeDisabled();
  await amount.fill('100');
  await page.getByRole('textbox', { name: 'Account holder name' }).fill('Cash Tester');
  await keepScreenshot(page, testInfo, 'cashier-deposit-bank');
  await page.getByRole('button', { name: 'Get transfer details' }).click();

  await expect(page).toHaveURL(/orderNo=D/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? '';
  const transfer = page.getByRole('region', { name: 'Transfer to' });
  await expect(transfer.getByText('0114 2255 9087')).toBeVisible();
  await expect(transfer.getByText(orderNo)).toBeVisible();
  await expect(transfer.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
  await page.getByLabel('Receipt picture (JPEG or PNG)').setInputFiles(`${import.meta.dirname}/fixtures/bet-slip.png`);
  await expect(page.getByText('Receipt received')).toBeVisible();
  await keepScreenshot(page, testInfo, 'cashier-deposit-transfer');
  await expectNoSeriousViolations(page);

  await operatorCall(request, 'POST', `${ADMIN_PATHS.cashierDeposits}/${orderNo}/approve`, {});
  // The page polls the pending order: it turns credited by itself.
  const order = page.getByRole('region', { name: 'Deposit order' });
  await expect(order.getByText('Credited', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(balance(page)).toHaveText('150.00');

  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Your deposits' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(orderNo);
  await keepScreenshot(page, testInfo, 'cashier-deposit-history');
});

interface QueueRow {
  id: number;
  requestNo: string;
}

/** The operator's queue row of a member's newest pending request. */
async function pendingRequest(request: APIRequestContext): Promise<QueueRow> {
  const queue = await operatorCall<{ list: QueueRow[] }>(
    request,
    'GET',
    `${ADMIN_PATHS.withdrawals}?status=pending&username=${member.username}`,
  );
  const [row] = queue.list;
  if (!row) throw new Error('no pending withdrawal');
  return row;
}

/** Give the member money turnover does not lock (an operator's adjustment), so withdrawals do not wait on play. */
async function creditFreeMoney(request: APIRequestContext, amount: string) {
  const found = await operatorCall<{ list: { id: number; username: string }[] }>(
    request,
    'GET',
    `${ADMIN_PATHS.members}?q=${member.username}`,
  );
  const id = found.list.find((row) => row.username === member.username)?.id;
  await operatorCall(request, 'POST', `${ADMIN_PATHS.members}/${id}/adjustments`, {
    direction: 'credit',
    amount,
    reason: 'Cashier browser test',
    idempotencyKey: `cashier-${member.username}`,
  });
}

async function requestWithdrawal(page: Page, amount: string) {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Withdrawal requested.', { exact: false })).toBeVisible();
}

test('a withdrawal the operator pays: payment password, payout account, hold, paid', async ({
  page,
  request,
}, testInfo) => {
  await creditFreeMoney(request, '200');
  await logIn(page);
  // The drawer's Withdraw button lands on the cashier.
  const drawer = await openDrawer(page);
  await drawer.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Withdrawable now' });
  await expect(summary).toContainText('$350.00');
  await keepScreenshot(page, testInfo, 'cashier-withdraw-password');
  await expectNoSeriousViolations(page);

  // First use: the payment password, confirmed with the login password.
  await page.getByLabel('Login password').fill(PASSWORD);
  await page.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
  await page.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Save payment password' }).click();

  await page.getByRole('button', { name: 'Add account' }).click();
  const add = page.getByRole('dialog', { name: 'Add a payout account' });
  await add.getByLabel('Bank name').fill('First Harbor Bank');
  await add.getByLabel('Account number').fill('9988 7766 5544');
  const holder = add.getByLabel('Account holder');
  if (await holder.isEditable()) await holder.fill('Cash Tester');
  await add.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await keepScreenshot(page, testInfo, 'cashier-withdraw-add-account');
  await expectNoSeriousViolations(page);
  await add.getByRole('button', { name: 'Save account' }).click();
  await expect(add).toBeHidden();
  const accounts = page.getByRole('radiogroup', { name: 'Payout account' });
  await expect(accounts.getByText('First Harbor Bank')).toBeVisible();

  await requestWithdrawal(page, '60');
  const inProgress = page.getByRole('list', { name: 'In progress' });
  await expect(inProgress.getByText('Being processed')).toBeVisible();
  // The hold shows at once: 350 less 60.
  await expect(summary.getByText('$290.00').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'cashier-withdraw-requested');

  const pending = await pendingRequest(request);
  await operatorCall(request, 'POST', `${ADMIN_PATHS.withdrawals}/${pending.id}/approve`, {
    payoutReference: 'FHB-TRX-0001',
  });
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Your withdrawals' });
  await expect(history.getByRole('listitem').first()).toContainText('Paid');
  await expect(history.getByRole('listitem').first()).toContainText('FHB-TRX-0001');
});

test('a withdrawal the operator rejects gives the hold back, with the reason', async ({ page, request }, testInfo) => {
  await logIn(page);
  await page.goto('/m/withdraw');
  const summary = page.getByRole('region', { name: 'Withdrawable now' });
  await expect(summary).toContainText('$290.00');
  await requestWithdrawal(page, '50');
  await expect(summary.getByText('$240.00').first()).toBeVisible();

  const pending = await pendingRequest(request);
  await operatorCall(request, 'POST', `${ADMIN_PATHS.withdrawals}/${pending.id}/reject`, {
    reason: 'The account name does not match',
  });
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Your withdrawals' });
  const rejected = history.getByRole('listitem').filter({ hasText: pending.requestNo });
  await expect(rejected).toContainText('Rejected');
  await expect(rejected).toContainText('Reason: The account name does not match');
  await expect(rejected).toContainText('The amount went back to your balance.');
  await keepScreenshot(page, testInfo, 'cashier-withdraw-history');
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(summary).toContainText('$290.00');
  // The account record labels the hold and its return.
  await page.goto('/m/transaction/record');
  await expect(page.getByText('Withdrawal returned').first()).toBeVisible();
  await keepScreenshot(page, testInfo, 'cashier-account-record');

  // In Indonesian: the same screens, in the reader's words and rupiah-free number style.
  await page.evaluate(() => localStorage.setItem('lobby.language', 'id'));
  await page.goto('/m/withdraw');
  await expect(page.getByRole('heading', { name: 'Penarikan', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bisa ditarik sekarang' })).toContainText('290,00');
  await keepScreenshot(page, testInfo, 'cashier-withdraw-id');
  await page.goto('/m/voucherCenter');
  await expect(page.getByRole('radiogroup', { name: 'Metode pembayaran' })).toContainText('Transfer bank');
  await keepScreenshot(page, testInfo, 'cashier-deposit-id');
});

test('Golden Reef deposits in whole rupiah, read the Indonesian way', async ({ browser }, testInfo) => {
  // The second demo site, served on localhost when asked by header; its seeded player only reads here.
  const context = await browser.newContext({
    ...testInfo.project.use,
    baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}`,
    extraHTTPHeaders: { merchant: 'GOLDREEF', 'x-forwarded-for': ADDRESS },
  });
  const page = await context.newPage();
  await page.goto('/m/home');
  await page.evaluate(() => {
    localStorage.setItem('lobby.language', 'en');
    localStorage.setItem('lobby.noticePopupHiddenUntil', '2999-12-31T00:00:00.000Z');
  });
  await page.goto('/m/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill('reefer');
  await dialog.getByLabel('Password', { exact: true }).fill('Reef1234');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  await page.evaluate(() => localStorage.setItem('lobby.language', 'id'));
  await page.goto('/m/voucherCenter');
  const methods = page.getByRole('radiogroup', { name: 'Metode pembayaran' });
  await methods.getByText('Transfer bank BCA').click();
  await keepScreenshot(page, testInfo, 'cashier-deposit-idr-methods');
  // "150.000" is a hundred and fifty thousand rupiah, never 150.
  await page.getByRole('textbox', { name: 'Jumlah' }).fill('150.000');
  const summary = page.locator('dl').filter({ hasText: 'Masuk ke saldo Anda' });
  await expect(summary).toContainText(/Rp\s150\.000/);
  await expect(page.getByText(/Min Rp\s50\.000 · Maks Rp\s100\.000\.000/)).toBeVisible();
  await summary.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'cashier-deposit-idr');
  await context.close();
});
