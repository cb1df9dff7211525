import { expect, test, type Locator } from '@playwright/test';
import { holdCalls, keepScreenshot } from './fixtures';

/** Where a box is on screen, rounded to the pixel. */
async function placeOf(locator: Locator) {
  const box = await locator.boundingBox();
  return box && { x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) };
}

test.describe('game lists painted by the server', () => {
  test('the slot list shows its banner and first cards before the app, which takes over in place', async ({
    page,
  }, testInfo) => {
    // Hold the app's list call: what shows meanwhile is the server's first paint.
    const release = await holdCalls(page, '**/api/v1/games?*');
    await page.goto('/m/slot-games');
    const firstPaint = page.locator('#first-paint');
    await expect(firstPaint).toContainText('Slots');
    const paintedCards = firstPaint.locator('.grid > div');
    await expect(paintedCards).toHaveCount(6);
    await expect(firstPaint.locator('img').first()).toHaveJSProperty('complete', true);
    const paintedName = await paintedCards.first().locator('span').first().textContent();
    const paintedPlace = await placeOf(paintedCards.first());
    await keepScreenshot(page, testInfo, 'slot-list-first-paint');

    release();
    await expect(firstPaint).toHaveCount(0);
    const firstCard = page.getByRole('main').getByRole('article').first();
    await expect(firstCard).toHaveAccessibleName(paintedName ?? '');
    // The app's first card is where the painted one was: the hand-over moves nothing.
    expect(await placeOf(firstCard)).toEqual(paintedPlace);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(36);
    await keepScreenshot(page, testInfo, 'slot-list-app');
  });

  test('a search is painted with its results; a chosen tab in the address is left to the app', async ({
    page,
  }, testInfo) => {
    const release = await holdCalls(page, '**/api/v1/games?*');
    await page.goto('/m/search-games?gameName=dragon');
    const firstPaint = page.locator('#first-paint');
    await expect(firstPaint).toContainText('Search');
    await expect(firstPaint.locator('.grid > div').first()).toContainText(/dragon/i);
    await keepScreenshot(page, testInfo, 'search-first-paint');
    release();
    await expect(firstPaint).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('article').first()).toHaveAccessibleName(
      /dragon/i,
    );

    // The new tab's list is not what a first paint of the slot list would show.
    const held = await holdCalls(page, '**/api/v1/games?*');
    await page.goto('/m/slot-games?dataType=new');
    await expect(page.getByRole('button', { name: 'New', pressed: true })).toBeVisible();
    await expect(firstPaint).toHaveCount(0);
    held();
  });

  test('the providers page and the game centre show their providers before the app', async ({ page }, testInfo) => {
    const release = await holdCalls(page, '**/api/v1/vendors/game-types*');
    const firstPaint = page.locator('#first-paint');
    await page.goto('/m/gameCenter');
    await expect(firstPaint).toContainText('Game center');
    await expect(firstPaint).toContainText('PG Soft');
    await keepScreenshot(page, testInfo, 'game-center-first-paint');
    await page.goto('/m/provider');
    await expect(firstPaint).toContainText('Providers');
    await expect(firstPaint).toContainText('PG Soft');
    await keepScreenshot(page, testInfo, 'providers-first-paint');

    release();
    await expect(firstPaint).toHaveCount(0);
    await expect(page.getByRole('link', { name: /PG Soft/ }).first()).toBeVisible();
    await keepScreenshot(page, testInfo, 'providers-app');
  });

  test('a visitor on the favourites sees home painted first, then the sign-in; a member is not shown home', async ({
    page,
  }, testInfo) => {
    // Hold the app's code: what shows meanwhile is the server's first paint.
    const release = await holdCalls(page, '**/assets/index-*.js');
    await page.goto('/m/fav-games');
    const firstPaint = page.locator('#first-paint');
    await expect(firstPaint.locator('img').first()).toHaveJSProperty('complete', true);
    await keepScreenshot(page, testInfo, 'fav-games-visitor-first-paint');
    release();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await expect(firstPaint).toHaveCount(0);

    // A stored session: the boot script drops home's paint before the app comes.
    await page.evaluate(() => localStorage.setItem('MC_SESSION_INFO', '{}'));
    const held = await holdCalls(page, '**/assets/index-*.js');
    await page.goto('/m/fav-games');
    // The app's code is held: only the boot script can have taken the paint away.
    await expect(firstPaint).toHaveCount(0);
    held();
  });
});
