import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshUsername, logIn, registerPlayer } from './accounts';
import { seriousViolations } from './axe';
import { keepScreenshot } from './fixtures';
import { KENO_NODE_ID } from './a11y-routes';

/**
 * The member's settings, as a new member of their own: saved on the server, applied on this device
 * and found again on another one (a second browser context), with the profile picture in the menus.
 */
const ADDRESS = '198.51.100.73';
test.use({ extraHTTPHeaders: { 'x-forwarded-for': ADDRESS } });

const PASSWORD = 'Sett1234';
const PORTRAIT = `${import.meta.dirname}/fixtures/bet-slip.png`;

async function register(page: Page): Promise<string> {
  const username = freshUsername('sett');
  await registerPlayer(page, username, PASSWORD);
  return username;
}

/** Another phone: a fresh context, the same viewport, nothing stored. */
async function otherDevice(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? { width: 390, height: 844 },
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { 'x-forwarded-for': ADDRESS },
  });
  return context.newPage();
}

test('settings are applied at once and follow the member to another device', async ({ page, browser }, testInfo) => {
  // Two devices, an upload and a game launch: more steps than one page's budget.
  test.slow();
  const username = await register(page);
  await page.goto('/m/member/home');
  await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/m\/set$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The profile picture: checked, stored, shown in the menus.
  await page.getByLabel('Profile picture file').setInputFiles(PORTRAIT);
  await expect(page.getByText('Your profile picture was updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save settings' });
  await expect(save).toBeDisabled();
  await page.getByRole('switch', { name: 'Hide balance by default' }).click();
  await page.getByRole('switch', { name: 'Sound in games' }).click();
  await page.getByRole('switch', { name: 'Promotions and offers' }).click();
  await expect(page.getByRole('switch', { name: 'Sound in games' })).toHaveAttribute('aria-checked', 'false');
  await keepScreenshot(page, testInfo, 'settings-form');
  await page.getByRole('group', { name: 'Language' }).getByText('Bahasa Indonesia').click();
  await save.click();
  // Saved, and the site switches language and masks the balance at once.
  await expect(page.getByRole('heading', { name: 'Pengaturan', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan pengaturan' })).toBeDisabled();
  await keepScreenshot(page, testInfo, 'settings-saved');

  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Buka menu', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByTestId('profile-picture')).toBeVisible();
  await keepScreenshot(page, testInfo, 'settings-drawer');
  await page.keyboard.press('Escape');

  // The game gets the sound setting.
  await page.goto(`/m/play/${KENO_NODE_ID}`);
  await expect(page.locator('iframe')).toHaveAttribute('src', /sound=0/);

  // Another device: the same language, the balance masked, the picture in the user bar.
  const phone = await otherDevice(browser, page);
  await logIn(phone, username, PASSWORD);
  await phone.goto('/m/member/home');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Pusat member');
  await expect(phone.getByRole('button', { name: 'Tampilkan saldo' }).first()).toBeVisible();
  await expect(phone.getByTestId('profile-picture').first()).toBeVisible();
  await keepScreenshot(phone, testInfo, 'settings-other-device');
  await phone.context().close();
});
