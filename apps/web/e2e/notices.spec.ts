import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { PLAYERS, logIn } from './accounts';
import { holdCalls, keepScreenshot } from './fixtures';

/** Log in as the seeded content editor of Lucky Nova through the operator API. */
async function editorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(ADMIN_PATHS.session, {
    data: { username: 'novaeditor', password: 'Operator-2026!' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

test.describe('notices', () => {
  test('notice bar → notice page → detail with its HTML', async ({ page }, testInfo) => {
    // The bar's titles scroll; with reduced motion they hold still, so a tap lands where it aims.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    const bar = page.getByRole('region', { name: 'Announcements' });
    const first = bar.getByRole('link', { name: /^Open announcement: / }).first();
    await expect(first).toBeVisible();
    await expect(first).toHaveAccessibleName(/Scheduled maintenance/);
    await bar.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'notices-bar');

    const second = bar.getByRole('link', { name: /^Open announcement: / }).nth(1);
    const secondTitle = (await second.getAttribute('aria-label'))?.replace('Open announcement: ', '') ?? '';
    await second.click();
    await expect(page).toHaveURL(/\/m\/notice\?index=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(5);
    // The tapped notice is marked out; each shows its date in the chosen language and a plain-text preview.
    const highlighted = page.getByRole('main').locator('a[aria-current="true"]');
    await expect(highlighted).toContainText(secondTitle);
    await expect(items.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(items.first()).toContainText('To keep Lucky Nova fast and secure');
    await keepScreenshot(page, testInfo, 'notices-page');

    await items.nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/\/m\/noticeDetail\?id=\d+$/);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'Keep your favourite games one tap away' })).toBeVisible();
    // The full HTML: a list of links into the site.
    await expect(article.getByRole('list')).toBeVisible();
    await expect(article.getByRole('link', { name: 'My favourites' })).toHaveAttribute('href', '/m/fav-games');
    await keepScreenshot(page, testInfo, 'notices-detail');

    // An id that is not a published notice says so, with a way back.
    await page.goto('/m/noticeDetail?id=999999');
    await expect(page.getByText('This announcement is no longer available.')).toBeVisible();
    await page.getByRole('link', { name: 'All announcements' }).click();
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test('the bar’s titles scroll, and hold still under the pointer', async ({ page }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('region', { name: 'Announcements' });
    const first = bar.getByRole('link', { name: /^Open announcement: / }).first();
    await expect(first).toBeVisible();
    const leftOf = async () => (await first.boundingBox())?.x ?? Number.NaN;
    const start = await leftOf();
    await expect.poll(leftOf, { timeout: 5_000 }).toBeLessThan(start - 20);

    await bar.hover();
    const held = await leftOf();
    await page.waitForTimeout(600);
    expect(Math.abs((await leftOf()) - held)).toBeLessThan(1);
    await page.mouse.move(0, 0);
    await expect.poll(leftOf).toBeLessThan(held - 5);
  });

  test('opened directly, the notice page shows the server’s first paint until the app’s list takes over', async ({
    page,
  }, testInfo) => {
    // Hold the app's call: what shows meanwhile is the server's first paint.
    const release = await holdCalls(page, '**/api/v1/announcements?*');
    await page.goto('/m/notice');
    const firstPaint = page.locator('#first-paint');
    await expect(firstPaint).toContainText('Announcements');
    await expect(firstPaint).toContainText('Scheduled maintenance');
    const paintedDate = firstPaint.locator('time').first();
    await expect(paintedDate).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const painted = await paintedDate.textContent();
    await keepScreenshot(page, testInfo, 'notices-first-paint');
    release();
    await expect(firstPaint).toHaveCount(0);
    const first = page.getByRole('main').getByRole('listitem').first();
    await expect(first.getByRole('link')).toContainText('Scheduled maintenance');
    // The app writes the date as the first paint did: the take-over changes nothing on screen.
    await expect(first.locator('time')).toHaveText(painted ?? '');
    await expect(page).toHaveTitle(/^Announcements · Lucky Nova$/);
  });

  test('a notice the operator publishes shows in the bar, its HTML safe', async ({ page, request }) => {
    const token = await editorToken(request);
    const title = `Server upgrade ${Date.now().toString(36)}`;
    const created = await request.post(ADMIN_PATHS.announcements, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: 'PL',
        language: 'en',
        title,
        content: '<h2>Faster lobby</h2><p>New servers are in. <a href="https://status.example.com">Status page</a></p>',
        startDate: new Date(Date.now() - 60_000).toISOString(),
        sort: 0,
      },
    });
    expect(created.status()).toBe(200);
    const id = ((await created.json()) as { value: { id: number } }).value.id;
    // Hostile HTML never gets stored.
    const hostile = await request.post(ADMIN_PATHS.announcements, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: 'PL',
        language: 'en',
        title: 'x',
        content: '<img src=x onerror=alert(1)>',
        startDate: new Date().toISOString(),
      },
    });
    expect(hostile.status()).toBe(400);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    const link = page
      .getByRole('region', { name: 'Announcements' })
      .getByRole('link', { name: `Open announcement: ${title}` });
    await expect(link).toBeAttached();
    await page.goto(`/m/noticeDetail?id=${id}`);
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'Faster lobby' })).toBeVisible();
    const external = article.getByRole('link', { name: 'Status page' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const removed = await request.delete(`${ADMIN_PATHS.announcements}/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.status()).toBe(200);
  });
});

test.describe('notices for a member', () => {
  test('opening a notice marks it read', async ({ page }) => {
    await logIn(page, PLAYERS.records.username, PLAYERS.records.password);
    await page.goto('/m/notice');
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Play responsibly' });
    await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();
    await item.getByRole('link').click();
    await expect(page.getByRole('article').getByRole('heading', { name: /Play responsibly/ })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/notice$/);
    await expect(item).toBeVisible();
    await expect(item.getByRole('img', { name: 'Unread' })).toHaveCount(0);
    // The server has it too: a fresh load still shows it read.
    await page.reload();
    await expect(item.getByRole('heading')).toBeVisible();
    await expect(item.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  });
});

test.describe('home pop-up carousel', () => {
  // A fresh visitor: nothing ticked "do not show again today".
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows the pop-up announcements with previous and next, opens the details, closes once per visit', async ({
    page,
  }, testInfo) => {
    // Many steps through two pop-ups and a reload: room for a busy machine.
    test.setTimeout(60_000);
    await page.goto('/m/home');
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await expect(popup).toBeVisible();
    const carousel = popup.getByRole('region', { name: 'Announcements' });
    const dots = carousel.getByRole('group', { name: 'Choose a slide' }).getByRole('button');
    await expect(dots).toHaveCount(3);
    await expect(popup.getByRole('heading', { name: /100% first deposit bonus/ })).toBeVisible();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await keepScreenshot(page, testInfo, 'notices-popup');

    await popup.getByRole('button', { name: 'Next announcement' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(popup.getByRole('heading', { name: 'Weekly Live Cashback 5%' })).toBeInViewport();
    await popup.getByRole('button', { name: 'Previous announcement' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    // It loops: previous from the first goes to the last.
    await popup.getByRole('button', { name: 'Previous announcement' }).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');

    // Focus stays inside the pop-up.
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await popup.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await popup.getByRole('button', { name: /^More: Spin Masters Tournament/ }).click();
    const details = page.getByRole('dialog', { name: 'Announcement details' });
    await expect(details).toBeVisible();
    const open = details.getByRole('button', { expanded: true });
    await expect(open).toContainText('Spin Masters Tournament');
    // The date in the chosen language.
    await expect(open.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(details.getByText('The top 100 on the leaderboard share $50,000 every month')).toBeVisible();
    await details.getByRole('button', { name: /Welcome to Lucky Nova/ }).click();
    await expect(details.getByRole('button', { expanded: true })).toContainText('Welcome to Lucky Nova');
    await expect(details.getByRole('link', { name: 'Claim the welcome bonus' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'notices-popup-details');

    await details.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Once per visit: back on home it stays closed.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('"do not show again today" keeps it away in a new visit', async ({ page, context }) => {
    await page.goto('/m/home');
    const popup = page.getByRole('dialog', { name: 'Announcements' });
    await popup.getByRole('checkbox', { name: 'Do not show again today' }).check();
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    const next = await context.newPage();
    await next.goto('/m/home');
    await expect(next.getByRole('region', { name: 'Hot games' })).toBeVisible();
    await next.waitForTimeout(1500);
    await expect(next.getByRole('dialog')).toHaveCount(0);
  });
});
