import { expect, test, type Response } from '@playwright/test';
import { keepScreenshot } from './fixtures';
import { DEMO, freshUsername, logIn, nextCaptcha, openDrawer, registerPlayer, signOutFromDrawer } from './accounts';

// Every test here acts on players it registers (fresh names) or on none, from this machine or an address of its
// own: it runs beside the accessibility pass (playwright.config.ts). The demo player's password reset and the
// drawer of a seeded agent stay in accounts.spec.ts.
test.describe('registration and login', () => {
  test('register with a username, sign out, and log back in', async ({ page }, testInfo) => {
    const username = freshUsername('reg');
    await page.goto('/m/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByLabel('Confirm password').fill('Secret123');
    await keepScreenshot(page, testInfo, 'register');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registered successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home/);

    const drawer = await openDrawer(page);
    await expect(drawer.getByText(username)).toBeVisible();
    await signOutFromDrawer(page, drawer);
    await expect(
      page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log in' }),
    ).toBeVisible();

    await logIn(page, username, 'Secret123');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log in' })).toHaveCount(
      0,
    );
  });

  test('registration refuses a taken username and keeps the terms checkbox in charge', async ({ page }) => {
    await page.goto('/m/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    const terms = dialog.getByRole('checkbox', { name: /terms and conditions/ });
    await expect(terms).toBeChecked();
    await terms.uncheck();
    await expect(dialog.getByRole('button', { name: 'Register' })).toBeDisabled();
    await terms.check();
    await dialog.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByLabel('Confirm password').fill('Secret123');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('This username already exists.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Username' })).toBeFocused();
  });

  test('an empty or different confirmation says what is wrong with it', async ({ page }) => {
    await page.goto('/m/register');
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(freshUsername('cnf'));
    await dialog.getByLabel('Password', { exact: true }).fill('Secret123');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('Please enter the password again.')).toBeVisible();
    await expect(dialog.getByText('Incorrect password.')).toHaveCount(0);
    await dialog.getByLabel('Confirm password').fill('Secret124');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText('The confirmation does not match the password.')).toBeVisible();
  });

  test('wrong passwords bring up the captcha, whose picture reloads on click', async ({ page }, testInfo) => {
    await page.goto('/m/login');
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    const username = freshUsername('nobody');
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await dialog.getByLabel('Password', { exact: true }).fill(`Wrong${attempt}123`);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Wrong ID or password.');
    }
    const captcha = dialog.getByRole('textbox', { name: 'Captcha' });
    await expect(captcha).toBeVisible();
    const picture = dialog.getByRole('button', { name: 'New captcha picture' });
    const before = await picture.locator('img').getAttribute('src');
    await picture.click();
    await expect.poll(() => picture.locator('img').getAttribute('src')).not.toBe(before);
    await keepScreenshot(page, testInfo, 'login-captcha');
  });

  test('a browser its owner logged in from gets past a lock that strangers caused', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const username = freshUsername('own');
    await registerPlayer(page, username, 'Owner1234');
    await signOutFromDrawer(page, await openDrawer(page));
    await logIn(page, username, 'Owner1234'); // this browser is now known
    await signOutFromDrawer(page, await openDrawer(page));

    // A stranger elsewhere (its own address) guesses until the account locks.
    const elsewhere = await browser.newContext({
      ...testInfo.project.use,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
    });
    const stranger = await elsewhere.newPage();
    await stranger.goto('/m/login');
    const dialog = stranger.getByRole('dialog', { name: 'Welcome back' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
    /** One try; the captcha picture it was shown (if any) is solved, and the next one awaited when `more`. */
    let issued: Promise<Response> | undefined;
    const attempt = async (password: string, more: boolean) => {
      if (issued) {
        const { value } = (await (await issued).json()) as { value: { captchaKey: string } };
        const peek = (await (await request.get(`/api/dev/captcha?key=${value.captchaKey}`)).json()) as {
          value: { answer: string };
        };
        await dialog.getByRole('textbox', { name: 'Captcha' }).fill(peek.value.answer);
      }
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      const answered = stranger.waitForResponse((response) => response.url().includes('/api/v1/auth/login'));
      issued = more ? nextCaptcha(stranger) : undefined;
      await dialog.getByRole('button', { name: 'Log in' }).click();
      return (await answered).status();
    };
    // The third failure brings the captcha; from then on every try shows a new picture.
    for (let guess = 1; guess < 8; guess += 1) expect(await attempt(`Guess${guess}123`, guess >= 3)).toBe(401);
    expect(await attempt('Guess8123', true)).toBe(429);
    await expect(stranger.getByText('Too many failed logins. Please try again in 15 min.')).toBeVisible();
    expect(await attempt('Owner1234', false)).toBe(429);
    await elsewhere.close();

    await logIn(page, username, 'Owner1234');
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Log in' })).toHaveCount(
      0,
    );
  });

  test('change the password, then log in with the new one', async ({ page }) => {
    const username = freshUsername('chg');
    await registerPlayer(page, username, 'Before123');

    await page.goto('/m/changePsw');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const submit = dialog.getByRole('button', { name: 'Change password' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Current password').fill('Before123');
    await dialog.getByLabel('New password', { exact: true }).fill('After1234');
    await dialog.getByLabel('Confirm new password').fill('After1234');
    await submit.click();
    await expect(page.getByText('Your password was changed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/m\/home$/);

    await signOutFromDrawer(page, await openDrawer(page));
    await page.goto('/m/login');
    const login = page.getByRole('dialog', { name: 'Welcome back' });
    await login.getByRole('textbox', { name: 'Username' }).fill(username);
    await login.getByLabel('Password', { exact: true }).fill('Before123');
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Wrong ID or password.').last()).toBeVisible();
    await logIn(page, username, 'After1234');
  });
});
