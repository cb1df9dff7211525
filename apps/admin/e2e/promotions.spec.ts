import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  EDITOR,
  expectShell,
  openPhone,
  freshAddress,
  keepScreenshot,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });
// The first test opens a second browser for the phone: slow on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const stamp = Date.now().toString(36);
const CATEGORY = `Weekly ${stamp}`;
const PROMOTION = `Reload bonus ${stamp}`;
const TRANSLATION = `Bonus isi ulang ${stamp}`;

async function openTab(page: Page, tab: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Kinds of content' })
    .getByRole('link', { name: tab, exact: true })
    .click();
}

test.describe('promotions', () => {
  let promotionId = '';

  test('an editor adds a category and a formatted promotion in it, and the player sees it', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await signIn(page, EDITOR);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Content' }).click();
    await openTab(page, 'Promotion categories');
    await expect(page.getByRole('table', { name: 'Promotion categories' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: '+ New category' }).click();
    await page.getByLabel('Name in English').fill(CATEGORY);
    await page.getByLabel('Name in Indonesian').fill(`Mingguan ${stamp}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(
      page.getByRole('table', { name: 'Promotion categories' }).getByRole('link', { name: CATEGORY }),
    ).toBeVisible();
    await keepScreenshot(page, testInfo, 'content-promotion-categories');

    await openTab(page, 'Promotions');
    await expect(page.getByRole('table', { name: 'Promotions' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'content-promotions-list');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: '+ New promotion' }).click();
    await page.getByLabel('Title').fill(PROMOTION);
    await page.getByRole('checkbox', { name: CATEGORY }).check();
    const editor = page.getByRole('textbox', { name: 'Text' });
    await editor.click();
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    // The editor takes the focus back from the toolbar a moment later: typing before that loses the first letters.
    await expect(editor).toBeFocused();
    await page.keyboard.type('Fifty percent more');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type('Every Monday');
    // The editor reads typed text from the page a moment later: bold goes off once the preview has the word.
    const preview = page.getByTestId('phone-preview');
    await expect(preview.locator('strong')).toHaveText('Every Monday');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type(' on your first deposit.');

    await expect(preview.locator('header')).toHaveText('Promotion');
    await expect(preview.getByRole('heading', { name: 'Fifty percent more' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Every Monday');
    await keepScreenshot(page, testInfo, 'content-promotion-editor');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await expect(page).toHaveURL(/\/admin\/content\/promotions\/\d+$/);
    promotionId = page.url().split('/').at(-1) ?? '';

    const player = await openPhone(browser, baseURL);
    await player.goto('/m/activity');
    await player.getByRole('tab', { name: CATEGORY }).click();
    await expect(player.getByRole('heading', { name: PROMOTION })).toHaveCount(1);
    await player.getByRole('link', { name: new RegExp(PROMOTION) }).click();
    await expect(player.getByRole('heading', { name: 'Fifty percent more' })).toBeVisible();
    await expect(player.locator('strong', { hasText: 'Every Monday' })).toBeVisible();
    await keepScreenshot(player, testInfo, 'player-promotion-detail');
    await player.context().close();
  });

  test('an editor writes the Indonesian version and links it; both lists and editors show the link', async ({
    page,
  }, testInfo) => {
    await signIn(page, EDITOR);
    await expectShell(page, EDITOR);
    await page.goto('/admin/content/promotions/new');
    await page.getByLabel('Title').fill(TRANSLATION);
    await page.getByLabel('Language', { exact: true }).selectOption('id');
    const link = page.getByLabel('Same promotion in English');
    // Only other-language promotions are offered: this English one, none in Indonesian.
    await expect(link.getByRole('option', { name: PROMOTION })).toHaveCount(1);
    await expect(link.locator('optgroup[label="Indonesian"]')).toHaveCount(0);
    await link.selectOption({ label: PROMOTION });
    await page.getByRole('textbox', { name: 'Text' }).fill('Lima puluh persen lebih.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await expect(page.getByLabel('Same promotion in English')).toHaveValue(promotionId);
    await keepScreenshot(page, testInfo, 'content-promotion-linked-editor');
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Back to the list' }).click();
    const row = page.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({ hasText: PROMOTION });
    const version = row.getByRole('link', { name: `Indonesian version: ${TRANSLATION}` });
    await expect(version).toBeVisible();
    await keepScreenshot(page, testInfo, 'content-promotions-list-versions');
    // The English one is the group's first: its editor lists the version instead of a picker.
    await row.getByRole('link', { name: PROMOTION, exact: true }).click();
    await expect(page.getByLabel('Same promotion in Indonesian')).toHaveCount(0);
    await page.getByRole('link', { name: `Indonesian version: ${TRANSLATION}` }).click();
    await expect(page.getByLabel('Title')).toHaveValue(TRANSLATION);
  });

  test('the admin finds the promotion and its category in the audit log', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: `promotion #${promotionId}` })).toContainText(
      `title: ${PROMOTION}`,
    );
    await expect(table.getByRole('row').filter({ hasText: CATEGORY })).toHaveCount(1);
  });
});
