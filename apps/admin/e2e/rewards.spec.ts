import { expect, test, type APIRequestContext } from '@playwright/test';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import {
  ADMIN,
  REVIEWER,
  expectShell,
  freshAddress,
  keepScreenshot,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

const MEMBER = { username: 'player04', password: 'Play1234' };

/** A member's token, logged in as the site does it: the payload encrypted to the server's key. */
async function memberToken(request: APIRequestContext): Promise<string> {
  const key = (await (await request.get('/api/v1/auth/public-key')).json()) as {
    value: { kid: string; alg: string; enc: string; jwk: JWK };
  };
  const { kid, alg, enc, jwk } = key.value;
  const body = new TextEncoder().encode(JSON.stringify({ type: 'username', ...MEMBER }));
  const payload = await new CompactEncrypt(body)
    .setProtectedHeader({ alg, enc, kid })
    .encrypt(await importJWK(jwk, alg));
  const response = await request.post('/api/v1/auth/login', { headers: { encryption: 'JWE' }, data: { payload } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

test.describe('reward applications', () => {
  test('a reviewer sees the picture, approves one with a credit and rejects one with a reason; both are audited', async ({
    page,
    request,
  }, testInfo) => {
    const token = await memberToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const promotions = (await (await request.get('/api/v1/promotions?language=en')).json()) as {
      value: { id: number; applicable: boolean; imageRequired: string; remarkRequired: string }[];
    };
    const promotion = promotions.value.find((p) => p.applicable && p.imageRequired === 'Y');
    expect(promotion).toBeDefined();
    // A bank slip stand-in: a small PNG drawn by the browser.
    await page.setContent(
      '<div style="width:160px;height:120px;background:linear-gradient(135deg,#fccf5b,#a78bfa);font:bold 24px sans-serif;display:grid;place-items:center">SLIP 8841</div>',
    );
    const picture = await page.screenshot({ clip: { x: 8, y: 8, width: 160, height: 120 } });
    const apply = async (remarks: string) => {
      const response = await request.post('/api/v1/rewards/applications', {
        headers: auth,
        multipart: {
          promotionId: String(promotion?.id),
          remarks,
          requestKey: `e2e-${Date.now().toString(36)}-${remarks.length}`,
          pictures: { name: 'slip.png', mimeType: 'image/png', buffer: picture },
        },
      });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { value: { id: number } }).value.id;
    };
    const approveId = await apply('Deposit slip for the bonus');
    const rejectId = await apply('Second try');
    const balance = async () =>
      ((await (await request.get('/api/v1/wallet', { headers: auth })).json()) as { value: { balanceMinor: number } })
        .value.balanceMinor;
    const before = await balance();

    await signIn(page, REVIEWER);
    await expectShell(page, REVIEWER);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reward applications' }).click();
    await expect(page).toHaveURL(/\/admin\/rewards$/);
    await expect(page.getByLabel('Status')).toHaveValue('pending');
    const rows = page.getByRole('table').getByRole('row');
    // Newest first: the second application is on top.
    await expect(rows.nth(1)).toContainText('Second try');
    await keepScreenshot(page, testInfo, 'console-rewards');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: `Application #${approveId} of player04` }).click();
    const dialog = page.getByRole('dialog', { name: `Application #${approveId}` });
    const image = dialog.getByRole('img', { name: `Picture 1 of application #${approveId}` });
    await expect(image).toBeVisible();
    // Shown is not loaded yet: on a busy machine the picture's bytes may come after its box appears.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await keepScreenshot(page, testInfo, 'console-reward-review');
    await dialog.getByLabel('Reward to credit').fill('12.50');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(balance).toBe(before + 1250);

    await page.getByRole('button', { name: `Application #${rejectId} of player04` }).click();
    const second = page.getByRole('dialog', { name: `Application #${rejectId}` });
    await second.getByRole('button', { name: 'Reject' }).click();
    await expect(second.getByText('Give the member a reason for the rejection.')).toBeVisible();
    await second.getByLabel('Note or reason').fill('The slip is unreadable');
    await second.getByRole('button', { name: 'Reject' }).click();
    await expect(second).toHaveCount(0);

    await page.getByLabel('Status').selectOption('approved');
    await expect(page).toHaveURL(/status=approved/);
    const approved = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Application #${approveId} of player04` }) });
    await expect(approved).toContainText('Approved');
    await expect(approved).toContainText('12.50');
    await page.getByLabel('Status').selectOption('rejected');
    await expect(
      page.getByRole('row').filter({ has: page.getByRole('button', { name: `Application #${rejectId} of player04` }) }),
    ).toContainText('Rejected');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.goto('/admin/audit');
    const audit = page.getByRole('table');
    const approval = audit.getByRole('row').filter({ hasText: `rewardApplication #${approveId}` });
    await expect(approval).toContainText('rewardApplication.approve');
    await expect(approval).toContainText('rewardMinor: 1250');
    const rejection = audit.getByRole('row').filter({ hasText: `rewardApplication #${rejectId}` });
    await expect(rejection).toContainText('rewardApplication.reject');
    await expect(rejection).toContainText('The slip is unreadable');
  });
});
