import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { freshUsername, registerPlayer } from './accounts';
import { seriousViolations } from './axe';
import { keepScreenshot } from './fixtures';

/**
 * External games on the provider simulator (sandboxes/providers, started beside the server in test mode), as one
 * new member of its own: a slot's rounds go through the seamless wallet, the lobby shows the new balance and the
 * betting record the rounds; a sports card opens its provider's lobby. Axe checks our pages, not the provider's.
 */
test.describe.configure({ mode: 'serial' });
// An address of its own: the sign-in limits count per address, and other specs sign in beside this one.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.76' } });

const PASSWORD = 'Prov1234';
const member = { username: '' };

/** The shell's balance (read again from our wallet after each of the provider's rounds). */
const shellBalance = (page: Page) => page.getByRole('banner').locator('output');

/** Credit the member 100.00 through the finance operator's adjustment, so there is something to bet. */
async function fund(request: APIRequestContext) {
  const session = await request.post(ADMIN_PATHS.session, {
    data: { username: 'novafinance', password: 'Operator-2026!' },
  });
  const { token } = ((await session.json()) as { value: { token: string } }).value;
  const headers = { authorization: `Bearer ${token}` };
  const found = await request.get(`${ADMIN_PATHS.members}?q=${member.username}`, { headers });
  const { list } = ((await found.json()) as { value: { list: { id: number; username: string }[] } }).value;
  const id = list.find((row) => row.username === member.username)?.id;
  const credited = await request.post(`${ADMIN_PATHS.members}/${id}/adjustments`, {
    headers,
    data: {
      direction: 'credit',
      amount: '100.00',
      reason: 'Providers browser test',
      idempotencyKey: `prov-${member.username}`,
    },
  });
  expect(credited.ok(), await credited.text()).toBe(true);
}

async function register(page: Page): Promise<void> {
  member.username = freshUsername('prov');
  await registerPlayer(page, member.username, PASSWORD);
}

/** Opens the first game of a lobby page and returns its name and the provider's page in the shell's frame. */
async function openFirstGame(page: Page, path: string): Promise<{ name: string; game: FrameLocator }> {
  await page.goto(path);
  const card = page.getByRole('button', { name: /^Play / }).first();
  const name = ((await card.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await card.click();
  await expect(page).toHaveURL(/\/m\/play\/\d+/);
  const game = page.frameLocator(`iframe[title="${name} game"]`);
  await expect(game.getByRole('heading', { name, level: 1 })).toBeVisible();
  return { name, game };
}

/** One spin: wait until the provider's page offers the next one. */
async function spin(game: FrameLocator) {
  const button = game.getByRole('button', { name: 'Spin' });
  // Read during the click itself (after the page's own handler): a fast round can be over before a poll of the
  // button would see it disabled.
  await button.evaluate((element: HTMLButtonElement) =>
    element.addEventListener(
      'click',
      () => {
        element.dataset.disabledOnClick = String(element.disabled);
      },
      { once: true },
    ),
  );
  await button.click();
  await expect(button).toHaveAttribute('data-disabled-on-click', 'true');
  await expect(button).toBeEnabled({ timeout: 10_000 });
}

test('a member plays an external slot on its provider, and the lobby shows the balance and the rounds', async ({
  page,
  request,
}, testInfo) => {
  // Three spins with their reels turning, a registration and two axe passes: more than the default 30 s.
  test.setTimeout(60_000);
  await register(page);
  await fund(request);
  await page.goto('/m/home');
  const userBar = page.getByRole('region', { name: 'Your account' });
  await expect(userBar.getByText('100.00')).toBeVisible();

  const { name, game } = await openFirstGame(page, '/m/slot-games?vassalage=PG');
  // The provider's page shows the balance our wallet answered, and so does the shell.
  await expect(game.locator('#balance')).toHaveText('100.00');
  await expect(shellBalance(page)).toHaveText('100.00');
  expect(await seriousViolations(page, { exclude: 'iframe' })).toEqual([]);
  for (let round = 0; round < 3; round += 1) await spin(game);
  // After each round the provider's page tells the shell, which reads our wallet again: both agree. (Three spins'
  // wins can add up to their stakes, so the balance may be 100.00 again; the betting record below shows the rounds.)
  const after = (await game.locator('#balance').textContent()) ?? '';
  await expect(shellBalance(page)).toHaveText(after);
  await keepScreenshot(page, testInfo, 'provider-slot-in-shell');

  // Back in the lobby (the slot list it came from, then home), the balance is the one the rounds left.
  await page.getByRole('button', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(/\/m\/slot-games/);
  await page.goto('/m/home');
  await expect(userBar.locator('output')).toHaveText(after);
  await page.goto('/m/gameRecord');
  await expect(page.getByRole('article', { name })).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a sports card opens its provider's sportsbook, and a bet goes through the wallet", async ({ page }, testInfo) => {
  await page.goto('/m/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();

  const { game } = await openFirstGame(page, '/m/sport-games');
  const slip = game.getByRole('region', { name: 'Bet slip' });
  await expect(slip.getByText('Tap a price to add it to your bet slip')).toBeVisible();
  const before = (await game.locator('#balance').textContent()) ?? '';
  await game.locator('.price').first().click();
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(game.getByText(/^(Won|Lost)/)).toBeVisible();
  await expect(shellBalance(page)).toHaveText((await game.locator('#balance').textContent()) ?? before);
  await keepScreenshot(page, testInfo, 'provider-sportsbook-in-shell');
  expect(await seriousViolations(page, { exclude: 'iframe' })).toEqual([]);
});
