import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API_PATHS } from '@lobby/contract/core';
import { BANNER_GROUPS } from '@lobby/contract/banners';
import { logIn, openDrawer, PLAYERS } from './accounts';
import { gameCards, keepScreenshot } from './fixtures';

type Ok<T> = { success: true; value: T };
const LANGUAGES = ['en', 'id'] as const;
/** The game pages the seed links to: each must list games. */
const GAME_PAGES =
  /^\/m\/(slot-games|live-games|fishing-games|poker-games|jili-games|sport-games|esport-games|lott|elott)\b/;

const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');

/** Every place the seed's banners, notices, pop-ups, hot items and promotions send a player, in both languages. */
async function seededLinks(request: APIRequestContext): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const add = (href: string, from: string) => {
    if (!links.has(href)) links.set(href, from);
  };
  for (const language of LANGUAGES) {
    for (const group of BANNER_GROUPS) {
      const response = await request.get(`${API_PATHS.banners}?groupName=${group}&language=${language}`);
      const banners = ((await response.json()) as Ok<{ title: string; linkType: string; linkage: string }[]>).value;
      for (const banner of banners) {
        expect(['ROUTE', 'PROMOTION'], banner.title).toContain(banner.linkType);
        add(banner.linkType === 'ROUTE' ? banner.linkage : `/m/activityDetail?id=${banner.linkage}`, banner.title);
      }
    }
    const feed = await request.get(`${API_PATHS.announcements}?types=PL,PU,H&language=${language}`);
    const announcements = ((await feed.json()) as Ok<Record<string, { title: string; content: string }[]>>).value;
    for (const item of Object.values(announcements).flat()) {
      for (const href of hrefsIn(item.content)) add(href, item.title);
    }
    const list = await request.get(`${API_PATHS.promotions}?language=${language}`);
    const promotions = ((await list.json()) as Ok<{ id: number; title: string; content: string }[]>).value;
    for (const promotion of promotions) {
      add(`/m/activityDetail?id=${promotion.id}`, promotion.title);
      for (const href of hrefsIn(promotion.content)) add(href, promotion.title);
    }
  }
  return links;
}

/** A real page: not the "coming soon" placeholder, not bounced home, and with what it promises on it. */
async function expectRealPage(page: Page, href: string, from: string) {
  await page.goto(href);
  const path = href.split('?')[0] ?? href;
  await expect(page, `${from} → ${href}`).toHaveURL((url) => url.pathname === path);
  await expect(page.getByText('Coming soon'), `${from} → ${href}`).toHaveCount(0);
  await expect(page.getByRole('alert'), `${from} → ${href}`).toHaveCount(0);
  if (GAME_PAGES.test(href)) {
    await expect(gameCards(page).first(), `${from} → ${href} lists games`).toBeVisible();
  } else if (path === '/m/activityDetail') {
    await expect(page.getByTestId('promotion-period'), `${from} → ${href} is a promotion`).toBeVisible();
  } else if (path === '/m/register' || path === '/m/changePsw') {
    await expect(page.getByRole('dialog'), `${from} → ${href} opens its form`).toBeVisible();
  } else {
    await expect(page.getByRole('main'), `${from} → ${href}`).not.toBeEmpty();
  }
}

test('every link the seed puts in banners, notices and promotions leads to a real page or real games', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const links = await seededLinks(page.request);
  // Banners alone lead to a dozen places; the notices and promotions add their own.
  expect(links.size).toBeGreaterThan(12);
  for (const href of links.keys()) expect(href, `from ${links.get(href)}`).toMatch(/^\/m\//);
  // Registering is for visitors: follow that link before logging in; every other one as a member.
  const forVisitors = (href: string) => href.startsWith('/m/register');
  for (const [href, from] of links) if (forVisitors(href)) await expectRealPage(page, href, from);
  await logIn(page, PLAYERS.content.username, PLAYERS.content.password);
  // The pop-up's "Claim" goes to the welcome bonus itself, not the promotions list.
  const welcome = [...links].find(([, from]) => from === 'Welcome to Lucky Nova');
  expect(welcome?.[0]).toMatch(/^\/m\/activityDetail\?id=\d+$/);
  for (const [href, from] of links) if (!forVisitors(href)) await expectRealPage(page, href, from);
  await page.goto(welcome?.[0] ?? '/');
  await expect(page.getByRole('heading', { name: '100% Welcome Bonus' })).toBeVisible();
});

test('the games a notice names are found by search', async ({ page }) => {
  const feed = await page.request.get(`${API_PATHS.announcements}?types=PL,H&language=en`);
  const items = Object.values(
    ((await feed.json()) as Ok<Record<string, { content: string; title: string }[]>>).value,
  ).flat();
  const named = items.flatMap((item) =>
    [...item.content.matchAll(/<strong>([^<]+)<\/strong>/g)].map((m) => m[1] ?? ''),
  );
  const hot = items
    .map((item) => /^Hot this week: (.+)$/.exec(item.title)?.[1])
    .filter((name): name is string => !!name);
  const games = [...named.filter((name) => !/never|\d/.test(name)), ...hot];
  expect(games.length).toBeGreaterThanOrEqual(4);
  for (const name of games) {
    const found = await page.request.get(`${API_PATHS.games}?gameName=${encodeURIComponent(name)}`);
    const list = ((await found.json()) as Ok<{ games: { gameName: string }[] }>).value.games;
    expect(
      list.map((game) => game.gameName),
      name,
    ).toContain(name);
  }
});

test.describe('in Indonesian', () => {
  test('home shows the Indonesian banners and a member reads the inbox in Indonesian', async ({ page }, testInfo) => {
    await logIn(page, PLAYERS.content.username, PLAYERS.content.password);
    await page.goto('/m/home');
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Bahasa Indonesia' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    const banner = page.getByRole('img', { name: 'Selamat datang di Lucky Nova' });
    await expect(banner.first()).toBeAttached();
    await expect(page.getByRole('img', { name: 'Welcome to Lucky Nova' })).toHaveCount(0);
    await expect(banner.first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, testInfo, 'content-home-id');

    await page.goto('/m/message');
    const message = page.getByText('Pemeliharaan terjadwal hari Selasa');
    await expect(message.first()).toBeVisible();
    await expect(page.getByText('Scheduled maintenance on Tuesday')).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'content-inbox-id');
    await message.first().click();
    await expect(page.getByText('02.00–04.00 WIB (GMT+7)').first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'content-inbox-message-id');

    // Back to English for the specs that follow (the choice is remembered).
    await page.goto('/m/home');
    await page.getByRole('button', { name: 'Buka menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
