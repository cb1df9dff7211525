import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  expectShell,
  freshAddress,
  keepScreenshot,
  operatorToken,
  PASSWORD,
  signIn,
  seriousViolations,
} from './console';

// The feedback form's settings and the responsible-gaming group (Site settings). Each test puts back what
// it changed through the API, even when it fails half-way.

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
});

const FEEDBACK = '/api/v1/admin/site/feedback';
const GROUP = '/api/v1/admin/site/responsible-gaming';
const REEF = { merchant: 'GOLDREEF' };

async function openSettingsPage(page: Page, name: string) {
  await signIn(page, ADMIN);
  await expectShell(page, ADMIN);
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Site settings' }).click();
  await page.getByRole('navigation', { name: 'Settings pages' }).getByRole('link', { name, exact: true }).click();
  const form = page.getByRole('form', { name });
  await expect(form).toBeVisible();
  return form;
}

async function save(form: ReturnType<Page['getByRole']>) {
  await expect(form.getByRole('status')).toHaveText('Unsaved changes');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
}

/** Golden Reef answers on localhost (not 127.0.0.1), picked with the Merchant header. */
const reefUrl = (baseURL: string | undefined, path: string) =>
  new URL(path, (baseURL ?? '').replace('127.0.0.1', 'localhost')).toString();

/** GOLDREEF's admin, through the API (the group joined from another merchant's console). */
async function reefToken(request: APIRequestContext, baseURL: string | undefined): Promise<string> {
  const response = await request.post(reefUrl(baseURL, '/api/v1/admin/session'), {
    data: { username: 'reefadmin', password: PASSWORD },
    headers: { ...REEF, 'x-forwarded-for': freshAddress() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

test('an admin adds a feedback category, tightens the word bounds and turns pictures off; players get them', async ({
  page,
  request,
}, testInfo) => {
  const token = await operatorToken(request, ADMIN);
  const headers = { authorization: `Bearer ${token}` };
  const saved = ((await (await request.get(FEEDBACK, { headers })).json()) as { value: unknown }).value;
  try {
    const form = await openSettingsPage(page, 'Feedback form');
    const categories = form.getByRole('table', { name: 'Categories' });
    const before = await categories.getByRole('row').count();
    await form.getByRole('button', { name: 'Add category' }).click();
    const n = before; // the header row is counted: the new row's number is the old row count
    await form.getByRole('textbox', { name: `Code, category ${n}` }).fill('billing');
    await form.getByRole('textbox', { name: `Label (English), category ${n}` }).fill('Billing');
    await form.getByRole('textbox', { name: `Label (Indonesian), category ${n}` }).fill('Tagihan');

    // A maximum under the minimum is refused on its field, and nothing is saved.
    await form.getByLabel('Fewest words').fill('30');
    await form.getByLabel('Most words').fill('20');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(form.getByLabel('Most words')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('At least the minimum')).toBeVisible();
    await form.getByLabel('Most words').fill('120');
    const pictures = form.getByRole('switch', { name: 'Players may attach pictures' });
    await expect(pictures).toBeChecked();
    await pictures.uncheck();
    await keepScreenshot(page, testInfo, 'settings-feedback-form');
    expect(await seriousViolations(page)).toEqual([]);
    await save(form);

    // The player's form follows at once.
    const options = (await (await request.get('/api/v1/feedback/options')).json()) as {
      value: { categories: { code: string; label: string }[]; minWords: number; maxWords: number; pictures: boolean };
    };
    expect(options.value).toMatchObject({ minWords: 30, maxWords: 120, pictures: false });
    expect(options.value.categories.map((category) => category.code)).toContain('billing');
    const inIndonesian = (await (await request.get('/api/v1/feedback/options?language=id')).json()) as typeof options;
    expect(inIndonesian.value.categories).toContainEqual({ code: 'billing', label: 'Tagihan' });
  } finally {
    expect((await request.put(FEEDBACK, { headers, data: saved })).status()).toBe(200);
  }
});

test('an admin starts a responsible-gaming group, sees the merchant that joins it, and leaves it', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const reef = { ...REEF, authorization: `Bearer ${await reefToken(request, baseURL)}` };
  const nova = { authorization: `Bearer ${await operatorToken(request, ADMIN)}` };
  try {
    const form = await openSettingsPage(page, 'Responsible gaming');
    await expect(form.getByText('Not in a group: self-exclusions apply on this merchant only.')).toBeVisible();
    const key = form.getByLabel('Group key');
    await key.fill('short');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(key).toHaveAttribute('aria-invalid', 'true');

    await form.getByRole('button', { name: 'Start a new group' }).click();
    await expect(key).toHaveValue(/^rg-[a-z0-9]{4}(-[a-z0-9]{4}){4}$/);
    await save(form);
    await expect(form.getByText('No other merchant holds this key yet.')).toBeVisible();

    // Golden Reef's admin pastes the key in their console: this console shows Golden Reef in the group.
    const joined = await request.put(reefUrl(baseURL, GROUP), {
      headers: reef,
      data: { group: await key.inputValue() },
    });
    expect(joined.status()).toBe(200);
    await page.reload();
    const sharing = page.getByRole('table', { name: 'Other merchants in this group' });
    await expect(sharing.getByRole('row').filter({ hasText: 'GOLDREEF' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'settings-responsible-gaming-group');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Leave the group' }).click();
    await expect(key).toHaveValue('');
    await save(form);
    await expect(form.getByText('Not in a group: self-exclusions apply on this merchant only.')).toBeVisible();
  } finally {
    const leave = { data: { group: null } };
    expect((await request.put(reefUrl(baseURL, GROUP), { headers: reef, ...leave })).status()).toBe(200);
    expect((await request.put(GROUP, { headers: nova, ...leave })).status()).toBe(200);
  }
});
