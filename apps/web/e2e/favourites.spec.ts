import { expect, test } from '@playwright/test';
import { keepScreenshot } from './fixtures';
import { logIn } from './accounts';
import { dismissHomePopups } from './home-popups';

test.describe('favourites, as a member', () => {
  test('favourite a game from a list, find it on the favourites page and home, then remove it', async ({
    page,
  }, testInfo) => {
    await logIn(page, 'agent01', 'Agent1234');
    await page.goto('/m/slot-games?vassalage=PG');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: /^Play / }) })
      .first();
    const name = (await card.getByRole('button', { name: /^Play / }).getAttribute('aria-label'))?.replace(/^Play /, '');
    expect(name).toBeTruthy();
    await card.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(card.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/m/fav-games');
    await expect(page.getByRole('button', { name: `Play ${name}` })).toBeVisible();

    await page.goto('/m/home');
    // agent01 is greeted by its contract offers first: with a pop-up open, the page behind it is hidden.
    await dismissHomePopups(page);
    const row = page.getByRole('region', { name: 'My favourites' });
    await expect(row.getByRole('button', { name: `Play ${name}` })).toBeVisible();
    await keepScreenshot(page, testInfo, 'home-favourites');

    await page.goto('/m/fav-games');
    await page.getByRole('button', { name: 'Remove from favourites' }).first().click();
    await expect(page.getByRole('button', { name: `Play ${name}` })).toHaveCount(0);
    await expect(page.getByText('No favourites yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No favourites yet')).toBeVisible();
  });
});
