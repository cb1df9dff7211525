import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminRank } from '@lobby/contract/admin/ranks';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { keepScreenshot } from './fixtures';

/** The demo site's admin (seeded), logged in through the operator API. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(ADMIN_PATHS.session, {
    data: { username: 'novaadmin', password: 'Operator-2026!' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

async function saveLadder(request: APIRequestContext, token: string, ranks: AdminRank[]) {
  const response = await request.put(ADMIN_PATHS.playerRanks, {
    data: { ranks },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A rank's card on the VIP page, and the list of what it gives. */
function rankCard(page: Page, name: string) {
  const card = page
    .getByRole('region', { name: 'Rank ladder' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });
  return { card, benefits: card.getByRole('list', { name: `What ${name} gives you` }) };
}

test('the VIP page lists what each rank gives, and shows an operator’s change to it', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/m/member/benefits');
  await expect(page.getByRole('heading', { level: 1, name: 'VIP benefits' })).toBeVisible();
  const gold = rankCard(page, 'Gold');
  await expect(gold.benefits.getByRole('listitem')).toHaveCount(4);
  await expect(gold.benefits).toContainText('Priority withdrawal review');
  await expect(gold.card).toContainText('Turnover');
  await gold.card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'vip-benefits-visitor');

  const token = await operatorToken(request);
  const listed = await request.get(ADMIN_PATHS.playerRanks, { headers: { authorization: `Bearer ${token}` } });
  const before = ((await listed.json()) as { value: { ranks: AdminRank[] } }).value.ranks;
  const changed = before.map((rank) =>
    rank.names.en === 'Gold'
      ? { ...rank, benefits: [{ kind: 'gift' as const, text: { en: 'Weekend hamper from our VIP desk' } }] }
      : rank,
  );
  await saveLadder(request, token, changed);
  try {
    await page.reload();
    await expect(gold.benefits.getByRole('listitem')).toHaveCount(1);
    await expect(gold.benefits).toHaveText('Weekend hamper from our VIP desk');
    await gold.card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'vip-benefits-changed');
  } finally {
    await saveLadder(request, token, before);
  }
});
