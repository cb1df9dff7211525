import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  ADMIN,
  EDITOR,
  openPhone,
  REVIEWER,
  expectShell,
  freshAddress,
  keepScreenshot,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });
// Each test signs in and opens a second browser for the phone: slow on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const PNG = fileURLToPath(new URL('../../web/e2e/fixtures/bet-slip.png', import.meta.url));
const stamp = Date.now().toString(36);
const NOTICE = `Weekend bonus ${stamp}`;
const BANNER = `Spring banner ${stamp}`;
const HELP = `How to deposit ${stamp}`;

async function openContent(page: Page, tab: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Content' }).click();
  await page.getByRole('navigation', { name: 'Kinds of content' }).getByRole('link', { name: tab }).click();
}

/** Paste HTML into the editor the way a browser delivers a paste from another page. */
async function pasteHtml(page: Page, html: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Text' }).evaluate((editor, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted);
    editor.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

test.describe('content', () => {
  let noticeId = '';
  let helpId = '';

  test('an editor writes an announcement with formatting, previews it per language and publishes it to the site', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await signIn(page, EDITOR);
    await expectShell(page, EDITOR);
    await openContent(page, 'Announcements');
    await expect(page.getByRole('table', { name: 'Announcements' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'content-announcements-list');
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: '+ New announcement' }).click();
    await page.getByLabel('Title').fill(NOTICE);
    const editor = page.getByRole('textbox', { name: 'Text' });
    await editor.click();
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    await toolbar.getByRole('button', { name: 'Heading 2' }).click();
    // The editor takes the focus back from the toolbar a moment later: typing before that loses the first letters.
    await expect(editor).toBeFocused();
    await page.keyboard.type('Double the fun');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type('Twice the points');
    // The editor reads typed text from the page a moment later: bold goes off once the preview has the words.
    const preview = page.getByTestId('phone-preview');
    await expect(preview.locator('strong')).toHaveText('Twice the points');
    await toolbar.getByRole('button', { name: 'Bold' }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type(' all weekend.');
    await page.keyboard.press('Enter');
    await toolbar.getByRole('button', { name: 'Bulleted list' }).click();
    await expect(editor).toBeFocused();
    await page.keyboard.type('Slots');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Fishing');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await pasteHtml(page, '<p onclick="window.__pwned=1">Terms apply.</p><script>window.__pwned=2</script>');

    await expect(preview.getByRole('heading', { name: 'Double the fun' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Twice the points');
    await expect(preview.getByRole('listitem')).toHaveText(['Slots', 'Fishing']);
    await expect(preview.getByText('Terms apply.')).toBeVisible();
    await expect(preview.locator('header')).toHaveText('Notice');
    await page.getByRole('group', { name: 'Preview language' }).getByRole('button', { name: 'Indonesian' }).click();
    await expect(preview.locator('header')).toHaveText('Pengumuman');
    await keepScreenshot(page, testInfo, 'content-announcement-editor');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    await expect(page).toHaveURL(/\/admin\/content\/announcements\/\d+$/);
    noticeId = page.url().split('/').at(-1) ?? '';

    const player = await openPhone(browser, baseURL);
    await player.goto(`/m/noticeDetail?id=${noticeId}`);
    await expect(player.getByRole('heading', { name: NOTICE })).toBeVisible();
    await expect(player.getByRole('heading', { name: 'Double the fun' })).toBeVisible();
    await expect(player.locator('strong', { hasText: 'Twice the points' })).toBeVisible();
    await expect(player.getByRole('listitem').filter({ hasText: 'Fishing' })).toBeVisible();
    await expect(player.getByText('Terms apply.')).toBeVisible();
    // The pasted script and handler never reach the player's page, and nothing of them ran.
    await expect(player.locator('script', { hasText: '__pwned' })).toHaveCount(0);
    await expect(player.locator('[onclick]')).toHaveCount(0);
    await player.getByText('Terms apply.').click();
    expect(await player.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await player.context().close();
  });

  test('an editor uploads a banner image (a real PNG) and the site shows it on its home', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    await signIn(page, EDITOR);
    await openContent(page, 'Banners');
    await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: '+ New banner' }).click();
    await page.getByLabel('Title').fill(BANNER);
    await page.getByLabel('Upload an image').setInputFiles(PNG);
    await expect(page.getByLabel('Image address')).toHaveValue(
      /^\/media\/banners\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/,
    );
    await expect(page.getByRole('img', { name: 'Image' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'content-banner-editor');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    const src = await page.getByLabel('Image address').inputValue();

    const player = await openPhone(browser, baseURL);
    await player.goto('/m/home');
    // By its alt text: the home's announcement pop-up may hide the page from the accessibility tree.
    const shown = player.getByAltText(BANNER);
    await expect(shown).toHaveAttribute('src', src);
    await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(240);
    await player.context().close();
  });

  test('an editor changes a help page and the site shows the new title', async ({ page, browser, baseURL }) => {
    await signIn(page, EDITOR);
    await openContent(page, 'Help pages');
    await expect(page.getByRole('table', { name: 'Help pages' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('table', { name: 'Help pages' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Edit help page' })).toBeVisible();
    await page.getByLabel('Title').fill(HELP);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toHaveText('Saved.');
    helpId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    const player = await openPhone(browser, baseURL);
    await player.goto('/m/help');
    await expect(player.getByRole('heading', { name: HELP })).toBeVisible();
    await player.context().close();
  });

  test('the admin finds each change in the audit log', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: `announcement #${noticeId}` })).toContainText(
      `title: ${NOTICE}`,
    );
    await expect(table.getByRole('row').filter({ hasText: BANNER })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: 'banner-image' })).not.toHaveCount(0);
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: `help #${helpId}` })
        .first(),
    ).toContainText('fields: ["title"]');
  });

  test('a reviewer sees no Content section, and its address sends them home', async ({ page }) => {
    await signIn(page, REVIEWER);
    await expectShell(page, REVIEWER);
    await expect(page.getByRole('link', { name: 'Content', exact: true })).toHaveCount(0);
    await page.goto('/admin/content/announcements');
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Content' })).toHaveCount(0);
  });
});
