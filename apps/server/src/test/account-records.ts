// Test helpers for registration and password recovery: count rows, age SMS codes, change merchant settings.
import type { Session } from '@lobby/contract/auth';
import { API_PATHS, type SmsPurpose } from '@lobby/contract/core';
import { count, eq, sql } from 'drizzle-orm';
import { members, merchants, smsCodes, type MerchantSettings } from '../db/schema/index';
import type { TestApp } from './app';
import { codeIn, lastMessageTo, nextAddress, sendEncrypted, solvedCaptcha } from './accounts';

type Ok<T> = { success: true; value: T };

export const DEFAULT_MERCHANT = 'LUCKYNOVA';

export async function membersCount(t: TestApp): Promise<number> {
  const [row] = await t.db.handle.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}

/** Ask for an SMS code (from a fresh address) and read it from the outbox. */
export async function smsCodeFor(t: TestApp, purpose: SmsPurpose, mobileNum: string, dialing = '+62'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.smsCode,
    remoteAddress: nextAddress(),
    payload: { purpose, mobileNum, countryDialingCode: dialing, ...(await solvedCaptcha(t.app)) },
  });
  if (response.statusCode !== 200) throw new Error(`SMS code for ${mobileNum}: ${response.body}`);
  return codeIn((await lastMessageTo(t.app, `${dialing}${mobileNum}`)).body);
}

/** Let every code of a number lapse. */
export async function expireSmsCodes(t: TestApp, phone: string): Promise<void> {
  await t.db.handle.db
    .update(smsCodes)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(smsCodes.phone, phone));
}

/** Move a number's codes two hours back, so the per-number send limits let a test ask again. */
export async function ageSmsCodes(t: TestApp, phone: string): Promise<void> {
  await t.db.handle.db
    .update(smsCodes)
    .set({ createdAt: sql`${smsCodes.createdAt} - interval '2 hours'` })
    .where(eq(smsCodes.phone, phone));
}

/** Run `body` with the default merchant's settings changed, then put them back. */
export async function withSettings(
  t: TestApp,
  change: (settings: MerchantSettings) => MerchantSettings,
  body: () => Promise<void>,
): Promise<void> {
  const db = t.db.handle.db;
  const [row] = await db.select().from(merchants).where(eq(merchants.code, DEFAULT_MERCHANT));
  if (!row) throw new Error('no default merchant');
  const store = async (settings: MerchantSettings) => {
    await db.update(merchants).set({ settings }).where(eq(merchants.code, DEFAULT_MERCHANT));
    t.app.catalogue.clearCaches();
  };
  await store(change(structuredClone(row.settings)));
  try {
    await body();
  } finally {
    await store(row.settings);
  }
}

/** A valid username-kind registration; override any field. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: 'username',
    username: `user${Math.random().toString(36).slice(2, 10)}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    acceptTerms: true,
    ...overrides,
  };
}

/** Register a member through the API (logged in); throws unless it worked. */
export async function registerMember(t: TestApp, overrides: Record<string, unknown> = {}): Promise<Session> {
  const { status, body } = await sendEncrypted<Ok<Session>>(t.app, API_PATHS.register, registration(overrides), {
    method: 'PUT',
  });
  if (status !== 200) throw new Error(`registration failed: ${status} ${JSON.stringify(body)}`);
  return body.value;
}
