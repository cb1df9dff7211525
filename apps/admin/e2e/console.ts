import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHONE } from '../../../packages/ui/src/test/playwright';

/** The demo operators (apps/server/src/db/seed/operators.ts, README "Demo accounts"). */
export const PASSWORD = 'Operator-2026!';
export const ADMIN = 'novaadmin';
export const EDITOR = 'novaeditor';
export const REVIEWER = 'novareviewer';
export const FINANCE = 'novafinance';

let addresses = 0;
/** An address of its own for a test, so one test's failed sign-ins never bring another's captcha. */
export function freshAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

export async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/admin/sign-in');
  await page.getByLabel('Operator name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectShell(page: Page, username: string): Promise<void> {
  await expect(page.getByRole('banner').getByTestId('operator-name')).toHaveText(username);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A bearer token for the operator API, as the console gets one. */
export async function operatorToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/v1/admin/session', {
    data: { username, password: PASSWORD },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { value: { token: string } }).value.token;
}

const artifacts = fileURLToPath(new URL('../../../.tmp/console-screenshots/', import.meta.url));
/** A screenshot kept under .tmp/console-screenshots/ and attached to the report, to look at. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  const path = `${artifacts}${name}.png`;
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * The player's phone, for specs that check what an operator's change does on the site: 390x844, and the
 * home announcement pop-ups ticked "do not show again today" as the site's own specs start, so they never
 * cover what the spec came to see.
 */
export function phoneOptions(baseURL: string | undefined): BrowserContextOptions {
  if (!baseURL) return PHONE;
  const hidden = { name: 'lobby.noticePopupHiddenUntil', value: '2999-12-31T00:00:00.000Z' };
  const origins = [{ origin: new URL(baseURL).origin, localStorage: [hidden] }];
  return { ...PHONE, baseURL, storageState: { cookies: [], origins } };
}

/** The player's phone as a page in a context of its own (close it with `page.context().close()`). */
export async function openPhone(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext(phoneOptions(baseURL));
  return context.newPage();
}

/**
 * The serious and critical axe violations (axe's default rules) on the page, or within `include`, one line each.
 * Legacy mode runs axe once in the page (same-origin frames included) instead of once per frame and again in a blank
 * page to merge the results, and only violations are collected in full: every other result would have a selector
 * built for each node checked. Together about half the time of a check (decision 201).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help}`);
}

/** No serious or critical axe violation on the page, or within `include`. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  expect(await seriousViolations(page, include)).toEqual([]);
}
