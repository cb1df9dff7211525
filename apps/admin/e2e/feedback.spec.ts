import { expect, test, type APIRequestContext } from '@playwright/test';
import { CompactEncrypt, importJWK, type JWK } from 'jose';
import {
  ADMIN,
  EDITOR,
  REVIEWER,
  expectShell,
  freshAddress,
  keepScreenshot,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

const MEMBER = { username: 'player02', password: 'Play1234' };

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

test('a reviewer reads a feedback with its picture and replies; the member finds the reply in the inbox', async ({
  page,
  request,
}, testInfo) => {
  const token = await memberToken(request);
  const auth = { authorization: `Bearer ${token}` };
  await page.setContent(
    '<div style="width:180px;height:120px;background:linear-gradient(135deg,#a78bfa,#fccf5b);font:bold 20px sans-serif;display:grid;place-items:center">ERROR 502</div>',
  );
  const picture = await page.screenshot({ clip: { x: 8, y: 8, width: 180, height: 120 } });
  const words = `The deposit page showed an error after I paid, ticket ${Date.now().toString(36)}`;
  const sent = await request.post('/api/v1/feedback', {
    headers: auth,
    multipart: {
      category: 'deposit',
      content: words,
      requestKey: `e2e-${Date.now().toString(36)}`,
      pictures: { name: 'screen.png', mimeType: 'image/png', buffer: picture },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { id } = ((await sent.json()) as { value: { id: number } }).value;

  await signIn(page, REVIEWER);
  await expectShell(page, REVIEWER);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/admin\/feedback$/);
  await expect(page.getByLabel('Status')).toHaveValue('open');
  await page.getByRole('search', { name: 'Feedback filters' }).getByLabel('Member').fill('player02');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/username=player02/);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Feedback #${id} of player02` }) });
  await expect(row).toContainText('Deposit');
  await expect(row).toContainText('Awaiting reply');
  await keepScreenshot(page, testInfo, 'console-feedback');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: `Feedback #${id} of player02` }).click();
  const dialog = page.getByRole('dialog', { name: `Feedback #${id}` });
  await expect(dialog.getByText(words)).toBeVisible();
  const image = dialog.getByRole('img', { name: `Picture 1 of feedback #${id}` });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog.getByText('Write a reply first.')).toBeVisible();
  await dialog.getByLabel('Reply').fill('Sorry about that. The deposit is credited now.');
  await keepScreenshot(page, testInfo, 'console-feedback-reply');
  await expectNoSeriousViolations(page, 'dialog');
  await dialog.getByRole('button', { name: 'Send reply' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByLabel('Status').selectOption('replied');
  await expect(page).toHaveURL(/status=replied/);
  await expect(row).toContainText('Replied');

  // The member reads it in the inbox, whatever their message settings.
  const inbox = (await (await request.get('/api/v1/inbox?language=en', { headers: auth })).json()) as {
    value: { list: { title: string; preview: string }[] };
  };
  expect(inbox.value.list[0]).toMatchObject({ title: 'Reply to your feedback' });
  expect(inbox.value.list[0]?.preview).toContain('The deposit is credited now.');

  // An editor has no feedback section; an admin finds the reply in the audit log.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, EDITOR);
  await expectShell(page, EDITOR);
  await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Feedback' })).toHaveCount(
    0,
  );
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, ADMIN);
  await expectShell(page, ADMIN);
  await page.goto('/admin/audit');
  await expect(
    page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `feedback #${id}` }),
  ).toContainText('feedback.reply');
});
