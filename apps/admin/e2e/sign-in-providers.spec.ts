import { expect, test } from '@playwright/test';
import {
  ADMIN,
  expectShell,
  freshAddress,
  keepScreenshot,
  openPhone,
  operatorToken,
  signIn,
  expectNoSeriousViolations,
} from './console';

test.use({ extraHTTPHeaders: { 'x-forwarded-for': freshAddress() } });

const API = '/api/v1/admin/site/sign-in';
const CLIENT_ID = '424242424242-consolee2e.apps.googleusercontent.com';

/** Google Identity Services as far as the login pop-up goes before a tap: it loads and initialises. */
const GSI_STAND_IN = 'window.google = { accounts: { id: { initialize() {}, prompt() {} } } };';

test('an admin sets a Google client id, switches Google on, and the site offers it at once', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  const token = await operatorToken(request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const saved = ((await (await request.get(API, { headers })).json()) as { value: unknown }).value;
  const player = await openPhone(browser, baseURL);
  try {
    await signIn(page, ADMIN);
    await expectShell(page, ADMIN);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Site settings' }).click();
    await page
      .getByRole('navigation', { name: 'Settings pages' })
      .getByRole('link', { name: 'Sign-in providers' })
      .click();
    const form = page.getByRole('form', { name: 'Sign-in providers' });
    await expect(form).toBeVisible();
    const google = form.getByRole('region', { name: 'Google' });
    const clientId = google.getByRole('textbox', { name: 'OAuth client id' });
    await expect(clientId).toHaveValue('');

    // Switched on without its id: the server refuses, on the field.
    await google.getByRole('switch', { name: 'Offer “Continue with Google”' }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(google.getByText('Enter the client id before switching Google on.')).toBeVisible();
    await expect(clientId).toHaveAttribute('aria-invalid', 'true');
    await keepScreenshot(page, testInfo, 'settings-sign-in-refused');

    await clientId.fill(CLIENT_ID);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved');
    await expect(google.getByText('On', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo, 'settings-sign-in-providers');
    await form.getByRole('region', { name: 'Firebase phone' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'settings-sign-in-firebase');

    // The player's site: its policy now allows Google's script, and the login pop-up offers Google.
    const loads: string[] = [];
    await player.route('https://accounts.google.com/gsi/client', async (route) => {
      loads.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: GSI_STAND_IN });
    });
    const response = await player.goto('/m/login');
    expect(response?.headers()['content-security-policy']).toContain('https://accounts.google.com/gsi/client');
    const dialog = player.getByRole('dialog', { name: 'Welcome back' });
    const button = dialog.getByRole('button', { name: 'Continue with Google' });
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-busy');
    expect(loads).toHaveLength(1);
    await keepScreenshot(player, testInfo, 'settings-sign-in-site-offers-google');
  } finally {
    await request.put(API, { headers, data: saved });
    await player.context().close();
  }
});
