import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PLAYERS, logIn } from './accounts';
import { holdCalls, keepScreenshot } from './fixtures';

/** A real, small PNG: the bet slip a player would photograph for parlay insurance. */
const BET_SLIP = fileURLToPath(new URL('./fixtures/bet-slip.png', import.meta.url));

test.describe('promotions and reward applications', () => {
  test('a member goes from home to a promotion, applies with a picture and remarks, and sees it pending', async ({
    page,
  }, testInfo) => {
    await logIn(page, PLAYERS.records.username, PLAYERS.records.password);

    // Home's promo area shows the first promotions and leads to the full list.
    const promo = page.getByRole('region', { name: 'Promotions' });
    await expect(promo.getByRole('listitem')).toHaveCount(3);
    await promo.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'promotions-home-tiles');
    await promo.getByRole('link', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('link', { name: 'Read more about 100% Welcome Bonus' })).toBeVisible();
    await expect(page.locator('article img').first()).toHaveJSProperty('complete', true);
    await keepScreenshot(page, testInfo, 'promotions-list');

    await page.getByRole('tab', { name: 'Sports' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: 'Read more about Parlay Insurance' }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'Parlay Insurance' })).toBeVisible();
    // The period in the chosen language, shared parts written once ("Mar 1 – Dec 31, 2026").
    await expect(page.getByTestId('promotion-period')).toHaveText(
      /^[A-Z][a-z]{2} \d{1,2}(, \d{4})?\s–\s([A-Z][a-z]{2} )?\d{1,2}, \d{4}$/,
    );
    await expect(page.getByRole('heading', { name: 'How to claim' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'promotions-detail');

    await page.getByRole('button', { name: 'Apply for reward' }).click();
    await expect(page).toHaveURL(/\/m\/applyReward\?id=\d+$/);
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/Remarks/).fill('Ticket 8841-22, lost one leg (PSG v Lyon)');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Add a picture').setInputFiles(BET_SLIP);
    await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
    await expect(submit).toBeEnabled();
    await keepScreenshot(page, testInfo, 'promotions-apply-form');

    await submit.click();
    await expect(page.getByText('Application sent. We will review it shortly.')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/activity$/);

    await page.goto('/m/rewardCenter');
    const mine = page.getByRole('listitem').filter({ hasText: 'Parlay Insurance' });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByText('Pending')).toBeVisible();
    await expect(mine.getByText('1 picture')).toBeVisible();
    await keepScreenshot(page, testInfo, 'promotions-reward-centre');
  });

  test('opened directly, the promotions page paints its first promotions before the app, then hands over', async ({
    page,
  }) => {
    // Hold the app's call: what shows meanwhile is the server's first paint.
    const release = await holdCalls(page, '**/api/v1/promotions?*');
    await page.goto('/m/activity');
    const firstPaint = page.locator('#first-paint');
    await expect(firstPaint).toContainText('Promotions');
    await expect(firstPaint).toContainText('100% Welcome Bonus');
    await expect(firstPaint.locator('img').first()).toHaveJSProperty('complete', true);
    release();
    await expect(firstPaint).toHaveCount(0);
    await expect(page.getByRole('link', { name: /100% Welcome Bonus/ }).first()).toBeVisible();
  });

  test('a visitor is sent from the application page to the promotions list', async ({ page }) => {
    await page.goto('/m/applyReward?id=1');
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  });
});
