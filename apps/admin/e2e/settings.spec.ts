import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  openPhone,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  signIn,
  expectNoSeriousViolations,
} from './console';

// Site settings change what every player sees: each test puts back what it changed, through the API, even
// when it fails half-way, so the other tests (here and in other files) start from the seed.

// An address per test: this file signs in more often than the sign-in route's 10 a minute per address allow.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
});

const API = '/api/v1/admin/site';
const SETTINGS_PAGES = [
  'General',
  'Login & registration',
  'Links & customer service',
  'Templates',
  'Maintenance',
  'Region blocks',
  'VIP ladder',
  'Agent contracts',
] as const;
/** Pages with a spec of their own (site-care.spec.ts, sign-in-providers.spec.ts, axe included). */
const OWN_SPEC_PAGES = ['Feedback form', 'Responsible gaming'] as const;
/** The sub-navigation: sign-in providers sit beside login and registration. */
const NAVIGATION = [...SETTINGS_PAGES.slice(0, 2), 'Sign-in providers', ...SETTINGS_PAGES.slice(2), ...OWN_SPEC_PAGES];

async function snapshot(request: APIRequestContext, section: string) {
  const token = await operatorToken(request, ADMIN);
  const response = await request.get(`${API}/${section}`, { headers: { authorization: `Bearer ${token}` } });
  const saved = ((await response.json()) as { value: unknown }).value;
  return async () => {
    const put = await request.put(`${API}/${section}`, { headers: { authorization: `Bearer ${token}` }, data: saved });
    expect(put.status()).toBe(200);
  };
}

async function openSettings(page: Page, name: string) {
  await signIn(page, ADMIN);
  await expectShell(page, ADMIN);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Site settings' }).click();
  await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('form', { name })).toBeVisible();
}

async function save(page: Page, form = page.getByRole('form').first()) {
  await expect(form.getByRole('status')).toHaveText('Unsaved changes');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
}

async function expectAudited(page: Page, action: string, detail: string) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Audit log' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: action }).first();
  await expect(row.getByRole('cell').nth(1)).toHaveText(ADMIN);
  await expect(row).toContainText('before:');
  await expect(row).toContainText(detail);
}

test.describe('site settings', () => {
  // Each test drives two browsers and reloads the site until it follows: on a busy machine that outlasts
  // the default 30 s, and a test cut short must still get to put its settings back.
  test.describe.configure({ timeout: 120_000 });

  test('a white-label flag switched off hides the drawer entry on the site, and back on shows it', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const restore = await snapshot(request, 'flags');
    const player = await openPhone(browser, baseURL);
    const rewardEntry = async (count: number) => {
      await expect(async () => {
        await player.goto('/m/promotions');
        await player.getByRole('button', { name: 'Open menu' }).click();
        const drawer = player.getByRole('dialog', { name: 'Menu' });
        await expect(drawer.getByRole('link', { name: 'Help centre' })).toBeVisible({ timeout: 2_000 });
        await expect(drawer.getByRole('link', { name: 'Reward centre' })).toHaveCount(count);
      }).toPass();
    };
    try {
      await rewardEntry(1);
      await openSettings(page, 'General');
      const flag = page.getByRole('switch', { name: 'Reward centre' }).first();
      await expect(flag).toBeChecked();
      await flag.uncheck();
      await keepScreenshot(page, testInfo, 'settings-general-dirty');
      await save(page);
      await rewardEntry(0);
      await keepScreenshot(player, testInfo, 'settings-drawer-without-reward-centre');

      await flag.check();
      await save(page);
      await rewardEntry(1);
      await expectAudited(page, 'site.flags.update', 'REWCEN3');
    } finally {
      await restore();
      await player.context().close();
    }
  });

  test("a registration field hidden on the console leaves the player's register form", async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const restore = await snapshot(request, 'auth');
    const player = await openPhone(browser, baseURL);
    const nickname = async (count: number) => {
      await expect(async () => {
        await player.goto('/m/register');
        const form = player.getByRole('dialog', { name: 'Create your account' });
        await expect(form.getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 2_000 });
        await expect(form.getByRole('textbox', { name: 'Nickname' })).toHaveCount(count);
      }).toPass();
    };
    try {
      await nickname(1);
      await openSettings(page, 'Login & registration');
      const rule = page.getByRole('combobox', { name: 'Nickname: Username form' });
      await expect(rule).toHaveValue('optional');
      await rule.selectOption('hidden');
      await save(page);
      await keepScreenshot(page, testInfo, 'settings-login');
      await nickname(0);
      await keepScreenshot(player, testInfo, 'settings-register-without-nickname');

      // A lock that comes before the captcha is refused on the field, and nothing is saved.
      const lock = page.getByLabel('Lock after failed logins (account)');
      await lock.fill('1');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('The lock must come after the captcha')).toBeVisible();
      await expect(lock).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Discard' }).click();
      await expect(page.getByRole('form').getByRole('status')).toHaveText('All changes saved');
      await expect(lock).not.toHaveAttribute('aria-invalid', 'true');

      await rule.selectOption('optional');
      await save(page);
      await nickname(1);
      await expectAudited(page, 'site.auth.update', 'nickname');
    } finally {
      await restore();
      await player.context().close();
    }
  });

  test('a maintenance window from the past into the future shows the maintenance page until it is removed', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    const restore = await snapshot(request, 'maintenance');
    const player = await openPhone(browser, baseURL);
    const maintenance = async (count: number) => {
      await expect(async () => {
        await player.goto('/m/promotions');
        await expect(player.getByRole('heading', { name: 'We are under maintenance' })).toHaveCount(count, {
          timeout: 2_000,
        });
        if (count === 0) await expect(player.getByRole('button', { name: 'Open menu' })).toBeVisible();
      }).toPass();
    };
    const local = (offsetHours: number) => {
      const at = new Date(Date.now() + offsetHours * 3_600_000);
      at.setMinutes(at.getMinutes() - at.getTimezoneOffset());
      return at.toISOString().slice(0, 16);
    };
    try {
      await openSettings(page, 'Maintenance');
      await expect(page.getByText('No maintenance windows.')).toBeVisible();
      await page.getByRole('button', { name: 'Add window' }).click();
      const dialog = page.getByRole('dialog', { name: 'New maintenance window' });
      await dialog.getByLabel('Starts').fill(local(-2));
      await dialog.getByLabel('Ends').fill(local(-3));
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog.getByText('The end must come after the start.')).toBeVisible();
      await dialog.getByLabel('Ends').fill(local(2));
      await dialog.getByRole('button', { name: 'Add' }).click();
      await expect(dialog).toBeHidden();
      const windows = page.getByRole('table', { name: 'Scheduled windows' });
      await expect(windows.getByRole('row')).toHaveCount(2);
      await save(page);
      await expect(windows).toContainText('In progress');
      await keepScreenshot(page, testInfo, 'settings-maintenance');
      await maintenance(1);
      await keepScreenshot(player, testInfo, 'settings-site-maintenance');

      await windows.getByRole('button', { name: /^Remove/ }).click();
      await expect(page.getByText('No maintenance windows.')).toBeVisible();
      await save(page);
      await maintenance(0);
      await expectAudited(page, 'site.maintenance.update', 'windows');
    } finally {
      await restore();
      await player.context().close();
    }
  });

  // One test per page: axe on eight pages in one test outlasts the timeout on a busy machine.
  for (const name of SETTINGS_PAGES) {
    test(`the ${name} settings page passes axe`, async ({ page }, testInfo) => {
      await signIn(page, ADMIN);
      await expectShell(page, ADMIN);
      await page.goto('/admin/settings');
      await expect(page).toHaveURL(/\/admin\/settings\/general$/);
      const pages = page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link');
      await expect(pages).toHaveText(NAVIGATION);
      await pages.filter({ hasText: name }).click();
      // The links page holds two forms (link resources, customer service); the contracts page a filter bar.
      const body =
        name === 'Agent contracts'
          ? page.getByRole('search')
          : page.getByRole('form', { name: name === 'Links & customer service' ? 'Link resources' : name });
      await expect(body).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectNoSeriousViolations(page);
      await keepScreenshot(page, testInfo, `settings-${name.toLowerCase().replace(/\W+/g, '-')}`);
    });
  }
});
