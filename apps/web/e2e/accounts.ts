import { expect, type APIRequestContext, type Locator, type Page, type Response } from '@playwright/test';

/** The demo player of the seed (README, demo accounts). */
export const DEMO = { username: 'demo', password: 'Demo1234', mobile: '81234567890' } as const;
/**
 * Seeded players with 1,000.00 each, one per spec that plays or reads money (the accounts spec
 * changes the demo player's password and trips its captcha).
 */
export const PLAYERS = {
  play: { username: 'player01', password: 'Play1234' },
  records: { username: 'player02', password: 'Play1234' },
  memberCentre: { username: 'player03', password: 'Play1234', nickname: 'Lucky Member' },
  content: { username: 'player04', password: 'Play1234' },
} as const;

let serial = 0;
/** A username no earlier run has taken (letters first, 4–16 characters). */
export function freshUsername(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${serial}`.slice(0, 16);
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  const dialog = page.getByRole('dialog', { name: 'Welcome back' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** Register `username` through the register popup and wait until it closes, signed in. */
export async function registerPlayer(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/register');
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Register' }).click();
  await expect(dialog).toBeHidden();
}

export async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Sign out from the drawer, confirming, and land on home as a visitor. */
export async function signOutFromDrawer(page: Page, drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out?' });
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home/);
}

/** The next captcha picture the page fetches (start waiting before the click that shows it). */
export function nextCaptcha(page: Page): Promise<Response> {
  return page.waitForResponse((response) => response.url().includes('/api/v1/auth/captcha'));
}

/** Read the captcha the way a person reads the picture: outside production the server reveals its answer. */
export async function solveCaptcha(issued: Response, request: APIRequestContext, scope: Locator): Promise<void> {
  const { value } = (await issued.json()) as { value: { captchaKey: string } };
  const peek = await request.get(`/api/dev/captcha?key=${value.captchaKey}`);
  const { value: answer } = (await peek.json()) as { value: { answer: string } };
  await scope.getByRole('textbox').first().fill(answer.answer);
}

/** The 6-digit code of the newest SMS to a number, from the outbox. */
export async function lastCodeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}&limit=1`);
  const { value } = (await response.json()) as { value: { body: string }[] };
  const code = /\b(\d{6})\b/.exec(value[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no SMS code to ${phone}`);
  return code;
}
