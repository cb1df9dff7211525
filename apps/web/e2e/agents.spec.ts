import { expect, test } from '@playwright/test';
import { logIn, openDrawer, PLAYERS } from './accounts';
import { keepScreenshot } from './fixtures';
import { dismissHomePopups, popupAfterAnnouncements } from './home-popups';

// The seed offers agent01 a daily salary on slots and on live casino and a dividend on everything;
// each run starts on a fresh database (playwright.config), and the test accepts whichever daily salary
// offer still waits, so a retry finds the other one.
test.describe('agent contracts and VIP progress', () => {
  // Each test logs in and walks several screens and pop-ups (the announcements first): room for a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('an agent follows the daily salary pop-up to the contract page and accepts it', async ({ page }, testInfo) => {
    await logIn(page, 'agent01', 'Agent1234');
    await expect(page).toHaveURL(/\/m\/home/);
    const popup = await popupAfterAnnouncements(page, 'Daily salary contract');
    await expect(popup.getByText(/daily salary contract offers? waiting for your answer/)).toBeVisible();
    await expect(popup.getByRole('list', { name: 'Product types' })).toContainText(/Slots|Live casino/);
    await keepScreenshot(page, testInfo, 'agent-contract-popup');

    await popup.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract/);
    await expect(page.getByRole('heading', { level: 1, name: 'Daily salary contract' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Product types' });
    await expect(tabs.getByRole('tab', { selected: true })).toContainText('Waiting for your answer');
    const panel = page.getByRole('tabpanel');
    const product = (await panel.getByRole('heading', { level: 2 }).innerText()).trim();
    const tiers = panel.getByRole('table');
    await expect(tiers.getByRole('columnheader', { name: 'Salary rate' })).toBeVisible();
    await expect(tiers.getByRole('row')).toHaveCount(4);
    await expect(panel.getByText('Waiting', { exact: true })).toBeVisible();
    await keepScreenshot(page, testInfo, 'agent-contract-page');

    await panel.getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog', { name: 'Accept this contract?' });
    await expect(confirm).toContainText(product);
    await keepScreenshot(page, testInfo, 'agent-contract-confirm');
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Contract accepted.')).toBeVisible();
    await expect(panel.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'agent-contract-accepted');

    // The answer is the server's: it is still there after a reload.
    await page.reload();
    await page.getByRole('tab', { name: product }).click();
    await expect(page.getByRole('tabpanel').getByText('Accepted', { exact: true })).toBeVisible();
  });

  test("a player's drawer shows the next rank's requirements met; the VIP page shows the ladder", async ({
    page,
  }, testInfo) => {
    // Visitors see the ladder and a login prompt.
    await page.goto('/m/member/benefits');
    await expect(page.getByRole('heading', { level: 1, name: 'VIP benefits' })).toBeVisible();
    const ladder = page
      .getByRole('region', { name: 'Rank ladder' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { level: 3 }),
      });
    await expect(ladder).toHaveCount(5);
    await expect(page.getByText('Log in to see your rank')).toBeVisible();
    await keepScreenshot(page, testInfo, 'vip-visitor');

    await logIn(page, PLAYERS.play.username, PLAYERS.play.password);
    await dismissHomePopups(page);
    const drawer = await openDrawer(page);
    const bar = drawer.getByRole('progressbar', { name: 'VIP progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    const met = await bar.getAttribute('aria-valuenow');
    const asked = await bar.getAttribute('aria-valuemax');
    const vip = drawer.getByRole('link', { name: /VIP progress/ });
    await expect(vip).toContainText(new RegExp(`${met} of ${asked} requirements met for `));
    await expect(vip).not.toContainText('%');
    await expect(vip).toContainText(/Bronze|Silver|Gold|Platinum|Diamond/);
    await keepScreenshot(page, testInfo, 'vip-drawer');

    await vip.click();
    await expect(page).toHaveURL(/\/m\/member\/benefits/);
    const card = page.getByRole('region', { name: 'Your rank' });
    await expect(card.getByRole('progressbar', { name: 'VIP progress' })).toHaveAttribute('aria-valuenow', met!);
    await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
    await keepScreenshot(page, testInfo, 'vip-member');
  });
});
