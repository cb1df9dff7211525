import { expect, test } from '@playwright/test';
import { PAGE_SIZE } from '@lobby/contract/core';
import { expectEveryCardFrom, gameCards, keepScreenshot } from './fixtures';

test.describe('provider game list', () => {
  test('picking a provider in the strip filters the list', async ({ page }, testInfo) => {
    await page.goto('/m/slot-games');
    const strip = page.getByRole('group', { name: 'Providers' });
    const pg = strip.getByRole('button', { name: 'PG Soft' });
    await pg.click();
    await expect(page).toHaveURL(/vassalage=PG/);
    await expect(pg).toHaveAttribute('aria-pressed', 'true');
    await expectEveryCardFrom(page, 'PG Soft');
    await keepScreenshot(page, testInfo, 'provider-list');
  });

  test('scrolling down loads the next page', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(gameCards(page)).toHaveCount(PAGE_SIZE.providerList);
    await page.mouse.wheel(0, 20_000);
    await expect(gameCards(page)).toHaveCount(PAGE_SIZE.providerList * 2);
  });

  test('a long game name takes two lines on its card instead of being cut at one', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(gameCards(page)).toHaveCount(PAGE_SIZE.providerList);
    // Each card's first caption line is the game's name (the button is named "Play <name>").
    const lines = await gameCards(page).evaluateAll((buttons) =>
      buttons.map((button) => {
        const title = button.querySelector('span > span:not([aria-hidden])') as HTMLElement;
        const lineHeight = Number.parseFloat(getComputedStyle(title).lineHeight);
        return { text: title.textContent ?? '', lines: Math.round(title.clientHeight / lineHeight) };
      }),
    );
    expect(lines.every(({ lines: count }) => count === 1 || count === 2)).toBe(true);
    expect(
      lines.some(({ lines: count }) => count === 2),
      JSON.stringify(lines),
    ).toBe(true);
  });

  test('a visitor tapping a heart is sent to login', async ({ page }) => {
    await page.goto('/m/slot-games');
    await page.getByRole('button', { name: 'Add to favourites' }).first().click();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('a visitor tapping a game is sent to login', async ({ page }) => {
    await page.goto('/m/home');
    await page
      .getByRole('region', { name: 'Hot games' })
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/m\/login/);
  });

  test('the favourites tab sends a visitor to login', async ({ page }) => {
    await page.goto('/m/slot-games');
    await page.getByRole('group', { name: 'Game filters' }).getByRole('button', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
  });
});
