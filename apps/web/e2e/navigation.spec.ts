import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDrawer } from './accounts';
import { expectNoLoneTile, gameCards, keepScreenshot } from './fixtures';

const categoryMenu = (page: Page) => page.getByRole('navigation', { name: 'Game categories' });

/** The alpha of an element's background colour (1: nothing shows through it). */
async function backgroundAlpha(locator: Locator): Promise<number> {
  const colour = await locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(colour);
  if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
  const rgba = /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(colour);
  return rgba ? Number(rgba[1]) : 1;
}

test.describe('navigation, as a visitor', () => {
  for (const [category, label] of [
    ['COCKFIGHT', 'Cockfight'],
    ['ELOTT', 'E-lottery'],
    ['FISH', 'Fishing'],
  ] as const) {
    test(`choosing ${label} in the drawer lands on its games, the chip in view`, async ({ page }, testInfo) => {
      await page.goto('/m/home');
      const drawer = await openDrawer(page);
      await drawer.getByRole('navigation', { name: 'Games' }).getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`category=${category}`));
      const chip = categoryMenu(page).getByRole('link', { name: label });
      await expect(chip).toHaveAttribute('aria-current', 'page');
      await expect(chip).toBeInViewport({ ratio: 0.95 });
      await expect(page.getByRole('heading', { name: label, level: 2 })).toBeInViewport();
      await expect(gameCards(page).first()).toBeInViewport();
      // The menu sits right under the header: the games are not below the fold.
      expect((await categoryMenu(page).boundingBox())?.y).toBeLessThanOrEqual(60);
      if (category === 'ELOTT') await keepScreenshot(page, testInfo, 'drawer-e-lottery');
    });
  }

  test('the header, the category strip and the account bar are opaque over the cards', async ({ page }) => {
    await page.goto('/m/home?category=RNG');
    await expect(gameCards(page).first()).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 600));
    expect(await backgroundAlpha(page.getByRole('banner'))).toBe(1);
    expect(await backgroundAlpha(categoryMenu(page))).toBe(1);
    expect(await backgroundAlpha(page.getByRole('navigation', { name: 'Account' }))).toBe(1);
  });

  test('the game centre gathers the categories and the providers, each a way in', async ({ page }, testInfo) => {
    await page.goto('/m/gameCenter');
    await expect(page.getByRole('heading', { name: 'Game center', level: 1 })).toBeVisible();
    const categories = page.getByRole('region', { name: 'Game categories' });
    for (const name of [
      'Slots',
      'Live',
      'Fishing',
      'Poker',
      'Sports',
      'E-sports',
      'Lottery',
      'E-lottery',
      'Cockfight',
    ]) {
      await expect(categories.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const list of await categories.getByRole('list').all()) await expectNoLoneTile(list);
    const providers = page.getByRole('region', { name: 'Providers' });
    await expect(providers.getByRole('heading', { name: 'Live casino', level: 3 })).toBeVisible();
    await keepScreenshot(page, testInfo, 'game-centre');
    await providers.getByRole('link', { name: 'JILI games' }).first().click();
    await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=JL/);
    await page.goBack();
    await categories.getByRole('link', { name: 'E-lottery' }).click();
    await expect(page).toHaveURL(/\/m\/elott$/);
    // With a game type, the game centre is that type's list (the provider links of other types).
    await page.goto('/m/gameCenter?gameType=LIVE');
    await expect(page.getByRole('heading', { name: 'Live casino', level: 1 })).toBeVisible();
  });

  test('an unknown address goes home and says the page was not found', async ({ page }) => {
    await page.goto('/m/no-such-page');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('status').filter({ hasText: 'That page was not found' })).toBeVisible();
    await page.goto('/m/no/such/page');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole('status').filter({ hasText: 'That page was not found' })).toBeVisible();
  });

  test('keno is an e-lottery game, not a slot', async ({ page }) => {
    await page.goto('/m/elott');
    await expect(page.getByRole('button', { name: 'Play Nova Keno' })).toBeVisible();
    await page.goto('/m/slot-games?vassalage=INH');
    await expect(gameCards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Nova Keno' })).toHaveCount(0);
  });

  test("home's Sports chip and the sports page show the same providers and games", async ({ page }) => {
    const providersAndGames = async () => {
      const strip = page.getByRole('group', { name: 'Providers' });
      await expect(gameCards(page).first()).toBeVisible();
      return {
        providers: await strip.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.textContent)),
        games: await gameCards(page).evaluateAll((cards) => cards.slice(0, 9).map((c) => c.getAttribute('aria-label'))),
      };
    };
    await page.goto('/m/home?category=SPORTS');
    const home = await providersAndGames();
    await page.goto('/m/sport-games');
    const sportsPage = await providersAndGames();
    expect(sportsPage).toEqual(home);
    // Sports proper: the e-sports and cockfight providers have their own chips and pages.
    expect(home.providers.join()).not.toMatch(/SV388|E-Sports/);
  });

  test('two skip links lead the keyboard: to the content, and to log in in three presses (not 65)', async ({
    page,
  }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    const toAccount = page.getByRole('link', { name: 'Skip to log in' });
    await expect(toAccount).toBeFocused();
    await expect(toAccount).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    // The first link takes the focus into the page's content.
    await page.goto('/m/activity');
    // The server's first paint (over the page until its data is in) has handed over to the app.
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
