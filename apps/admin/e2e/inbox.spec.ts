import { expect as baseExpect, test } from '@playwright/test';
import { EDITOR, expectShell, freshAddress, keepScreenshot, phoneOptions, signIn, seriousViolations } from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });
// A second browser signs in on the site: longer waits than the console's default on a shared machine.
const expect = baseExpect.configure({ timeout: 20_000 });

const MEMBER = { username: 'player02', password: 'Play1234' };
const stamp = Date.now().toString(36);
const ENGLISH = `Your free spins ${stamp}`;
const INDONESIAN = `Putaran gratis Anda ${stamp}`;

test('an editor writes a message in English and Indonesian; a member reading Indonesian gets the Indonesian text', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, EDITOR);
  await expectShell(page, EDITOR);
  await page.goto('/admin/content/inbox');
  await expect(page.getByRole('table', { name: 'Sent messages' })).toBeVisible();
  await page.getByRole('link', { name: '+ New message' }).click();

  await page.getByLabel('Member’s username').fill(MEMBER.username);
  // A promotion: members who turned promotions off in their settings do not get it.
  const kind = page.getByRole('group', { name: 'Kind' });
  await expect(kind.getByRole('radio', { name: 'Announcement' })).toBeChecked();
  await kind.getByRole('radio', { name: 'Promotion' }).check();
  const languages = page.getByRole('tablist', { name: 'Languages' });
  await expect(languages.getByRole('tab')).toHaveText([/English/, /Indonesian/]);
  await page.getByLabel('Title in English').fill(ENGLISH);
  await page.getByRole('textbox', { name: 'Text in English' }).fill('Ten free spins are waiting.');
  const preview = page.getByTestId('phone-preview');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(ENGLISH);

  // Indonesian left empty: the preview shows what such a member would read, the English message.
  await languages.getByRole('tab', { name: /Indonesian/ }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(ENGLISH);
  await page.getByLabel('Title in Indonesian').fill(INDONESIAN);
  await page.getByRole('textbox', { name: 'Text in Indonesian' }).fill('Sepuluh putaran gratis menunggu.');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(INDONESIAN);
  await expect(preview).toContainText('Sepuluh putaran gratis menunggu.');
  await expect(preview.locator('header')).toHaveText('Pesan');
  // The preview's own switch follows the tabs, and the other way round.
  await page.getByRole('group', { name: 'Preview language' }).getByRole('button', { name: 'English' }).click();
  await expect(languages.getByRole('tab', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(ENGLISH);
  await keepScreenshot(page, testInfo, 'inbox-composer');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status')).toHaveText(`Sent to ${MEMBER.username}.`);
  const row = page.getByRole('table', { name: 'Sent messages' }).getByRole('row').filter({ hasText: ENGLISH });
  await expect(row).toContainText(MEMBER.username);
  await expect(row.getByRole('cell', { name: 'Promotion', exact: true })).toBeVisible();
  await expect(row.getByText('English, Indonesian')).toBeAttached();
  await keepScreenshot(page, testInfo, 'inbox-sent-list');
  expect(await seriousViolations(page)).toEqual([]);
  // The filter lives in the URL.
  await page.getByLabel('To').selectOption('all');
  await expect(page).toHaveURL(/audience=all/);
  await expect(row).toBeHidden();

  const phoneContext = await browser.newContext(phoneOptions(baseURL));
  try {
    const phone = await phoneContext.newPage();
    await phone.goto('/m/login');
    const login = phone.getByRole('dialog', { name: 'Welcome back' });
    await login.getByRole('textbox', { name: 'Username' }).fill(MEMBER.username);
    await login.getByLabel('Password', { exact: true }).fill(MEMBER.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    // The member reads the site in Indonesian (the drawer's choice, remembered on the phone).
    await phone.evaluate(() => window.localStorage.setItem('lobby.language', 'id'));
    await phone.goto('/m/message');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'id');
    const message = phone.getByText(INDONESIAN);
    await expect(message.first()).toBeVisible();
    await expect(phone.getByText(ENGLISH)).toHaveCount(0);
    await message.first().click();
    await expect(phone.getByText('Sepuluh putaran gratis menunggu.')).toBeVisible();
    await keepScreenshot(phone, testInfo, 'inbox-phone-id');
  } finally {
    await phoneContext.close();
  }
});
