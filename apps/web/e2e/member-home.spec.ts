import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { PLAYERS, logIn } from './accounts';
import { expectNoLoneTile, keepScreenshot } from './fixtures';
import { dismissHomePopups } from './home-popups';

interface FlagsSection {
  flags: Record<string, boolean>;
  modules: Record<string, boolean>;
  templates: Record<string, string>;
  webClip: boolean;
}

/** The demo site's admin (seeded), logged in through the operator API. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(ADMIN_PATHS.session, {
    data: { username: 'novaadmin', password: 'Operator-2026!' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

async function readFlags(request: APIRequestContext, token: string): Promise<FlagsSection> {
  const response = await request.get(ADMIN_PATHS.siteFlags, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { value: FlagsSection }).value;
}

async function writeFlags(request: APIRequestContext, token: string, section: FlagsSection): Promise<void> {
  const response = await request.put(ADMIN_PATHS.siteFlags, {
    data: section,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the avatar opens the member centre: classic on Lucky Nova, the new version once the operator sets mem_cen', async ({
  page,
  request,
}, testInfo) => {
  // A login, its home pop-ups and a reload: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const token = await operatorToken(request);
  const original = await readFlags(request, token);
  // The seed makes Lucky Nova classic (Golden Reef has the new member centre).
  expect(original.templates.mem_cen).toBe('0');
  try {
    await logIn(page, PLAYERS.memberCentre.username, PLAYERS.memberCentre.password);
    await dismissHomePopups(page);
    await page.getByRole('link', { name: `Member centre of ${PLAYERS.memberCentre.nickname}` }).click();
    await expect(page).toHaveURL(/\/m\/member\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();

    const card = page.getByRole('region', { name: PLAYERS.memberCentre.nickname });
    await expect(card.getByText(`Account: ${PLAYERS.memberCentre.username}`)).toBeVisible();
    await expect(card.locator('output')).toHaveText('1,000.00');
    await expect(card.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    await expect(card.getByRole('progressbar', { name: 'VIP progress' })).toBeVisible();
    const records = page.getByRole('navigation', { name: 'Records' });
    await expect(records.getByRole('link')).toHaveText(['Betting record', 'Account record', 'Profit and loss']);
    await expect(page.getByRole('navigation', { name: 'Rewards and benefits' })).toBeVisible();
    // A player, no agent; the seeded inbox has a message for everyone on the site.
    await expect(page.getByRole('link', { name: 'Agency centre' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Inbox, \d+ unread$/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Quick access' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'member-home-classic');
    await page.getByRole('button', { name: 'Sign out' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'member-home-classic-end');

    await writeFlags(request, token, { ...original, templates: { ...original.templates, mem_cen: '1' } });
    await page.reload();
    const grid = page.getByRole('navigation', { name: 'Quick access' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('link')).toHaveCount(8);
    await expect(grid.getByRole('link', { name: 'Betting record' })).toHaveAttribute('href', '/m/gameRecord');
    const hero = page.getByRole('region', { name: PLAYERS.memberCentre.nickname });
    await expect(hero.locator('output')).toHaveText('1,000.00');
    await expect(page.getByRole('navigation', { name: 'Records' })).toHaveCount(0);
    // The entries past the grid's eight (the demo seeds no customer service: docs/decisions/127-no-dead-customer-service-link.md).
    await expect(
      page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'App download' }),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'member-home-new');

    // Hiding the balance masks it in the hero card.
    await hero.getByRole('button', { name: 'Hide balance' }).click();
    await expect(hero.locator('output')).toHaveText('******');
    await hero.getByRole('button', { name: 'Show balance' }).click();
    await expect(hero.locator('output')).toHaveText('1,000.00');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByText('You have signed out.')).toBeVisible();
  } finally {
    // Tests share the database: the site goes back to what it was.
    await writeFlags(request, token, original);
  }
});

test('a visitor opening the member centre gets the login popup', async ({ page }) => {
  await page.goto('/m/member/home');
  await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
});

test("a member's shortcuts on home leave no tile alone on a last row", async ({ page }) => {
  await logIn(page, PLAYERS.memberCentre.username, PLAYERS.memberCentre.password);
  await dismissHomePopups(page);
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('list');
  await expect(shortcuts.getByRole('listitem')).not.toHaveCount(1);
  await expectNoLoneTile(shortcuts);
});
