import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  REVIEWER,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  signIn,
  expectNoSeriousViolations,
} from './console';

// Three small screens of issue 21: offering an agent a contract, a rank's benefits, the desk's canned replies.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

const RANKS = '/api/v1/admin/player-ranks';

async function openSection(page: Page, operator: string, section: string) {
  await signIn(page, operator);
  await expectShell(page, operator);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: section }).click();
}

async function openSettingsPage(page: Page, name: string) {
  await openSection(page, ADMIN, 'Site settings');
  await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name, exact: true }).click();
}

test('an admin sorts the contracts on the server and offers an agent a contract, field errors first', async ({
  page,
}, testInfo) => {
  await openSettingsPage(page, 'Agent contracts');
  const table = page.getByRole('table', { name: 'Agent contracts' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await table.getByRole('button', { name: 'Status' }).click();
  await expect(page).toHaveURL(/sort=status/);
  await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('navigation', { name: 'Pages', exact: true })).toContainText(/of \d+/);

  await page.getByRole('button', { name: 'Offer a contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offer a contract' });
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByText("Enter the agent's username.")).toBeVisible();
  await dialog.getByLabel('Agent').fill('nobody-at-all');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByText('No agent of this site has that username.')).toBeVisible();

  await dialog.getByLabel('Agent').fill('agent01');
  await dialog.getByLabel('Kind').selectOption({ label: 'Hourly salary' });
  await dialog.getByLabel('Products').selectOption('SPORTS');
  await dialog.getByLabel('Threshold 1').fill('1000');
  await dialog.getByLabel('Rate % 1').fill('0.5');
  await dialog.getByRole('button', { name: 'Add tier' }).click();
  await dialog.getByLabel('Threshold 2').fill('500');
  await dialog.getByLabel('Rate % 2').fill('1.25');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog.getByText('Above the threshold of the tier before.')).toBeVisible();
  await dialog.getByLabel('Threshold 2').fill('5000');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, testInfo, 'contracts-offer-dialog');
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Kind').selectOption({ label: 'Hourly salary' });
  const offered = table.getByRole('row').filter({ hasText: 'SPORTS' });
  await expect(offered).toContainText('agent01');
  await expect(offered).toContainText('Offered');
  await expect(offered).toContainText('5,000 → 1.25%');
  await keepScreenshot(page, testInfo, 'contracts-list');
});

test("an admin edits a rank's benefits and the ladder keeps them", async ({ page, request }, testInfo) => {
  const headers = { authorization: `Bearer ${await operatorToken(request, ADMIN)}` };
  const ladder = async () =>
    ((await (await request.get(RANKS, { headers })).json()) as { value: { ranks: { benefits: unknown[] }[] } }).value;
  const saved = await ladder();
  try {
    await openSettingsPage(page, 'VIP ladder');
    await page.getByRole('button', { name: 'Edit benefits of Silver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Benefits of Silver' });
    const before = await dialog.getByRole('button', { name: /^Remove benefit/ }).count();
    const n = before + 1;
    await dialog.getByRole('button', { name: 'Add benefit' }).click();
    await dialog.getByLabel(`Icon ${n}`).selectOption({ label: 'Rebate' });
    await dialog.getByLabel(`English ${n}`).fill('Weekly cashback 0.5%');
    await dialog.getByLabel(`Indonesian ${n}`).fill('Cashback mingguan 0,5%');
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'ranks-benefits-dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Edit benefits of Silver' })).toHaveText(`Benefits · ${n}`);
    const form = page.getByRole('form', { name: 'VIP ladder' });
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved');
    const silver = (await ladder()).ranks[1];
    expect(silver?.benefits.at(-1)).toEqual({
      kind: 'rebate',
      text: { en: 'Weekly cashback 0.5%', id: 'Cashback mingguan 0,5%' },
    });
  } finally {
    expect((await request.put(RANKS, { headers, data: saved })).status()).toBe(200);
  }
});

test('an admin adds, reorders, edits and deletes a canned reply; a reviewer cannot manage them', async ({
  page,
}, testInfo) => {
  await openSection(page, ADMIN, 'Customer chat');
  await page.getByRole('button', { name: 'Canned replies', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Canned replies' });
  const items = dialog.getByRole('list', { name: 'Canned replies' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const seeded = await items.count();

  await dialog.getByLabel('Title').fill('Greeting');
  await dialog.getByLabel('Text').fill('A second greeting');
  await dialog.getByRole('button', { name: 'Add reply' }).click();
  await expect(dialog.getByText('Another canned reply has this title')).toBeVisible();
  await dialog.getByLabel('Title').fill('Refund policy (e2e)');
  await dialog.getByLabel('Text').fill('Refunds are handled within 24 hours.');
  await dialog.getByRole('button', { name: 'Add reply' }).click();
  await expect(items).toHaveCount(seeded + 1);
  await expect(items.last()).toContainText('Refund policy (e2e)');

  await dialog.getByRole('button', { name: 'Move Refund policy (e2e) up' }).click();
  await expect(items.nth(seeded - 1)).toContainText('Refund policy (e2e)');
  await dialog.getByRole('button', { name: 'Edit Refund policy (e2e)' }).click();
  await dialog.getByLabel('Title').fill('Refund rules (e2e)');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, testInfo, 'chat-canned-dialog');
  await dialog.getByRole('button', { name: 'Save reply' }).click();
  await expect(items.nth(seeded - 1)).toContainText('Refund rules (e2e)');
  await dialog.getByRole('button', { name: 'Delete Refund rules (e2e)' }).click();
  await expect(items).toHaveCount(seeded);
  await expect(dialog.getByText('Refund rules (e2e)')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await openSection(page, REVIEWER, 'Customer chat');
  await expect(page.getByRole('heading', { name: 'Customer chat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Canned replies', exact: true })).toHaveCount(0);
});
