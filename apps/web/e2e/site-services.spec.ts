import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { SITE_FILE_PATHS } from '@lobby/contract/download';
import { logIn, openDrawer, PLAYERS } from './accounts';
import { keepScreenshot } from './fixtures';
import { dismissHomePopups } from './home-popups';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function openHome(page: Page) {
  await page.goto('/m/home');
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
  await dismissHomePopups(page);
}

test('language switched to Indonesian in the drawer sticks after a reload', async ({ page }, testInfo) => {
  await openHome(page);
  let drawer = await openDrawer(page);
  const languages = drawer.getByRole('group', { name: 'Language' });
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(languages.locator('svg').first()).toBeVisible();
  await languages.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(
    drawer.getByRole('group', { name: 'Bahasa' }).getByRole('button', { name: 'Bahasa Indonesia' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await drawer.getByRole('group', { name: 'Bahasa' }).scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'site-services-language-id');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Buka menu' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await dismissHomePopups(page);
  await page.getByRole('button', { name: 'Buka menu' }).click();
  drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Bahasa Indonesia' })).toHaveAttribute('aria-pressed', 'true');
  await expect(drawer.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'false');
  // Back to English for the tests that follow in this browser.
  // The server paints its first screens in the chosen language too.
  const served = await page.request.get('/m/notice');
  expect(await served.text()).toContain('<html lang="id"');
  await drawer.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

/** The demo site's admin (seeded), logged in through the operator API. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(ADMIN_PATHS.session, {
    data: { username: 'novaadmin', password: 'Operator-2026!' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

async function customerServiceOf(request: APIRequestContext, token: string): Promise<object> {
  const response = await request.get(ADMIN_PATHS.siteCustomerService, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { value: object }).value;
}

async function putCustomerService(request: APIRequestContext, token: string, data: object) {
  const response = await request.put(ADMIN_PATHS.siteCustomerService, {
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test("the drawer links the community channels; customer service is the site's own chat, after sign-in", async ({
  page,
}, testInfo) => {
  await openHome(page);
  const drawer = await openDrawer(page);
  const menu = drawer.getByRole('navigation', { name: 'My account' });
  await expect(menu.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/luckynova_official');
  await expect(menu.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
    'href',
    'https://www.facebook.com/luckynova',
  );
  await expect(menu.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // A visitor is asked to sign in first, and lands in the chat afterwards, in this tab.
  await page.getByRole('button', { name: 'Customer service' }).click();
  const login = page.getByRole('dialog', { name: 'Welcome back' });
  await expect(login).toBeVisible();
  await login.getByRole('textbox', { name: 'Username' }).fill(PLAYERS.records.username);
  await login.getByLabel('Password', { exact: true }).fill(PLAYERS.records.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/m\/chat$/);
  await expect(page.getByLabel('Your message')).toBeVisible();
  await keepScreenshot(page, testInfo, 'site-services-own-chat');
});

test('a site without customer service says so instead of a dead link', async ({ page, request }) => {
  const token = await operatorToken(request);
  const before = await customerServiceOf(request, token);
  await putCustomerService(request, token, { ...before, customerService: [] });
  try {
    await openHome(page);
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('button', { name: 'Customer service' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Customer service' }).click();
    await expect(page.getByText('Customer service is not available right now.')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  } finally {
    await putCustomerService(request, token, before);
  }
});

test('a configured live chat opens in a new tab for a visitor and a member, and the lobby stays', async ({
  page,
  context,
  request,
}, testInfo) => {
  const chatUrl = 'https://chat.example.com/luckynova';
  const token = await operatorToken(request);
  const before = await customerServiceOf(request, token);
  await putCustomerService(request, token, {
    ...before,
    customerService: [{ title: 'Live chat 24/7', csType: 'LIVECHAT', url: chatUrl }],
    chat: { url: chatUrl, headerColor: '#7c3aed', title: 'Lucky Nova support' },
  });
  // The outside chat service, stood in for by a page of our own.
  await context.route('https://chat.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Live chat</title><h1>Live chat</h1>' }),
  );
  try {
    await openHome(page);
    let opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Customer service' }).click();
    const visitorChat = await opened;
    await expect(visitorChat.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    expect(visitorChat.url()).toBe(chatUrl);
    await visitorChat.close();

    await logIn(page, PLAYERS.records.username, PLAYERS.records.password);
    await openHome(page);
    const drawer = await openDrawer(page);
    opened = context.waitForEvent('page');
    await drawer.getByRole('button', { name: 'Customer service' }).click();
    const memberChat = await opened;
    await expect(memberChat.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    const launched = new URL(memberChat.url());
    expect(`${launched.origin}${launched.pathname}`).toBe(chatUrl);
    expect(launched.searchParams.get('b2c')).toBe('1');
    await memberChat.close();
    // The lobby is where the player left it.
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(drawer).toBeVisible();
    await keepScreenshot(page, testInfo, 'site-services-chat-kept-lobby');
  } finally {
    await putCustomerService(request, token, before);
  }
});

test('the help page shows the terms for ?tag=terms and moves between sections', async ({ page }, testInfo) => {
  await page.goto('/m/help?tag=terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Help topics' });
  await expect(nav.getByRole('button', { name: 'Terms and conditions' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByText('These terms apply to every account at Lucky Nova')).toBeVisible();
  const general = page.getByRole('button', { name: 'General terms' });
  await expect(general).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('One account per person')).toBeVisible();
  await keepScreenshot(page, testInfo, 'site-services-help-terms');

  await nav.getByRole('button', { name: 'Deposits and withdrawals' }).click();
  await expect(page).toHaveURL(/\/m\/help\?i=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Deposits and withdrawals' })).toBeVisible();
  await page.getByRole('button', { name: 'How to cash out' }).click();
  await expect(page).toHaveURL(/i=2&c=1$/);
  await expect(page.getByText('Ask customer service for a payout')).toBeVisible();

  await page.goto('/m/help?tag=about');
  await expect(page.getByRole('heading', { level: 2, name: 'About us' })).toBeVisible();
  await page.goto('/m/helpDetail?i=2&c=0');
  await expect(page.getByRole('heading', { level: 1, name: 'How to top up' })).toBeVisible();
  await expect(page.getByText('Contact customer service with your username')).toBeVisible();
});

test("home's footer lists the help topics, opens them in the help popup, and follows the language", async ({
  page,
}, testInfo) => {
  await openHome(page);
  const help = page.getByRole('navigation', { name: 'Help', exact: true });
  // The footer loads when it comes near the screen: scroll down until it is there.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return help.count();
    })
    .toBe(1);
  await expect(help.getByRole('button', { name: 'Deposits and withdrawals' })).toBeVisible();
  const social = page.getByRole('list', { name: 'Follow us' });
  await expect(social.getByRole('link')).toHaveCount(3);
  await expect(social.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/6281234567890');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await keepScreenshot(page, testInfo, 'site-services-footer');

  await help.getByRole('button', { name: 'Deposits and withdrawals' }).click();
  const popup = page.getByRole('dialog', { name: 'Help centre' });
  await expect(popup.getByRole('heading', { name: 'Deposits and withdrawals' })).toBeVisible();
  await expect(popup.getByText('How to top up')).toBeVisible();
  await keepScreenshot(page, testInfo, 'site-services-help-popup');
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  const drawer = await openDrawer(page);
  await drawer.getByRole('button', { name: 'Bahasa Indonesia' }).click();
  await page.keyboard.press('Escape');
  await expect(
    page
      .getByRole('navigation', { name: 'Bantuan', exact: true })
      .getByRole('button', { name: 'Deposit dan penarikan' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('app download on iOS Safari', () => {
  test.use({ userAgent: IOS_SAFARI });

  test('shows the iOS app button, the profile and the add-to-home guide', async ({ page, request }, testInfo) => {
    await page.goto('/m/download');
    await expect(page.getByRole('heading', { level: 1, name: 'App download' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get the Lucky Nova app' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download for iPhone' })).toHaveAttribute(
      'href',
      'https://apps.example.com/luckynova/ios',
    );
    await expect(page.getByRole('link', { name: 'Download for Android' })).toHaveCount(0);
    const guide = page.getByRole('region', { name: 'Add to Home Screen' });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole('listitem')).toHaveCount(3);
    // The profile is offered once, above the guide.
    await expect(page.getByRole('link', { name: 'Install on iPhone (profile)' })).toHaveAttribute(
      'href',
      SITE_FILE_PATHS.webClip,
    );
    await keepScreenshot(page, testInfo, 'site-services-download-ios-safari');
    await guide.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'site-services-download-guide');

    // The profile is a real web clip of this site.
    const profile = await request.get(SITE_FILE_PATHS.webClip);
    expect(profile.headers()['content-type']).toBe('application/x-apple-aspen-config');
    expect(await profile.text()).toContain('<string>com.apple.webClip.managed</string>');
    const icon = await request.get(SITE_FILE_PATHS.appIcon);
    expect(icon.headers()['content-type']).toBe('image/png');
  });
});

test.describe('app download on Android', () => {
  test.use({ userAgent: ANDROID_CHROME });

  test('shows the Android button and how the package installs, with the Home-screen alternative', async ({
    page,
  }, testInfo) => {
    await page.goto('/m/download');
    await expect(page.getByRole('link', { name: 'Download for Android' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download for iPhone' })).toHaveCount(0);
    const guide = page.getByRole('region', { name: 'Install on Android' });
    await expect(guide.getByRole('listitem')).toHaveText([
      /Download for Android/,
      /allow your browser to install apps/,
      /Open Lucky Nova and log in with your account\.$/,
    ]);
    await expect(guide.getByText('Rather not install?')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add to Home Screen' })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'site-services-download-android');
  });
});

test.describe('app download on iOS Chrome', () => {
  test.use({ userAgent: IOS_CHROME });

  test('asks for Safari when the profile is chosen, with no add-to-home guide', async ({ page }, testInfo) => {
    await page.goto('/m/download');
    await expect(page.getByRole('link', { name: 'Download for iPhone' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Add to Home Screen' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Install on iPhone (profile)' }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice.getByText('Please use Safari for download App.')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/download$/);
    await keepScreenshot(page, testInfo, 'site-services-download-use-safari');
    await notice.getByRole('button', { name: 'Confirm' }).click();
    await expect(notice).toHaveCount(0);
  });
});

test('the site installs as a web app and opens an offline page without a network', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/m/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe(SITE_FILE_PATHS.manifest);
  const manifest = (await (await page.request.get(href ?? '')).json()) as { name: string; icons: { src: string }[] };
  expect(manifest.name).toBe('Lucky Nova');
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toMatch(/\/m\/$/);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  try {
    await page.goto('/m/help');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'site-services-offline');
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
});

test('game pages offer the app in a dismissible card that opens the download popup', async ({ page }, testInfo) => {
  await page.goto('/m/live-games');
  const prompt = page.getByRole('complementary', { name: 'Play faster in the app' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Get the app' }).click();
  const popup = page.getByRole('dialog', { name: 'App download' });
  await expect(popup.getByRole('heading', { name: 'Get the Lucky Nova app' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'site-services-download-popup');
  await popup.getByRole('button', { name: 'Close' }).click();
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
});
