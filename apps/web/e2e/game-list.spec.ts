import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE } from '@lobby/contract/core';
import { seriousViolations } from './axe';
import { expectEveryCardFrom, gameCards, keepScreenshot } from './fixtures';

/** The names on the first cards of a list, from their play buttons ("Play <name>"). */
const cardNames = (page: Page) =>
  gameCards(page).evaluateAll((buttons) =>
    buttons.slice(0, 12).map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Play /, '')),
  );

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

  test('sorts A to Z on the server and keeps the sort in the URL through a reload', async ({ page }, testInfo) => {
    await page.goto('/m/slot-games');
    await expect(gameCards(page)).toHaveCount(PAGE_SIZE.providerList);
    const sort = page.getByRole('combobox', { name: 'Sort' });
    await expect(sort).toHaveValue('popular');
    await sort.selectOption({ label: 'A–Z' });
    await expect(page).toHaveURL(/sort=name/);
    // Not vacuously: between the two orders the list may show no cards at all.
    const ordered = (names: string[]) =>
      names.length > 0 && names.every((name, i) => i === 0 || names[i - 1]!.toLowerCase() <= name.toLowerCase());
    await expect.poll(async () => ordered(await cardNames(page))).toBe(true);
    const first = await cardNames(page);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('name');
    // The reload boots the app again before it lists anything (the first paint draws no chosen order).
    await expect.poll(() => cardNames(page), { timeout: 15_000 }).toEqual(first);
    await keepScreenshot(page, testInfo, 'game-list-sorted');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a card shows the game's RTP, and its details the RTP and volatility", async ({ page }, testInfo) => {
    await page.goto('/m/slot-games');
    const chip = page.getByRole('button', { name: /: RTP \d+(\.\d+)?%$/ }).first();
    await expect(chip).toHaveText(/^RTP \d+\.\d%$/);
    // The chip rounds to one decimal; its name and the details give the exact figure.
    const rtp = (await chip.getAttribute('aria-label'))!.split('RTP ')[1]!;
    await chip.click();
    const details = page.getByRole('dialog');
    await expect(details.getByText(rtp, { exact: true })).toBeVisible();
    await expect(details.getByText('Volatility', { exact: true })).toBeVisible();
    await expect(details.getByText(/^(Low|Medium|High)$/)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Play now' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'game-details');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);
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
