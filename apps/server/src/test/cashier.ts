// Test helpers for the cashier: a fresh member with money, signed in, and calls as that member.
import type { Session } from '@lobby/contract/auth';
import type { CashierChannel, CashierChannels } from '@lobby/contract/cashier';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import type { PayoutAccount, Withdrawal } from '@lobby/contract/withdrawals';
import { eq, sql } from 'drizzle-orm';
import { merchants, withdrawalRequests } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { usernameKey } from '../modules/members/members.repository';
import type { TestApp } from './app';
import { nextAddress, sendEncrypted } from './accounts';

type Ok<T> = { success: true; value: T };

export const LOGIN_PASSWORD = 'Player1234';
export const PAY_PASSWORD = '246810';

export interface CashierMember {
  id: number;
  username: string;
  token: string;
  merchantCode: string;
}

export interface MemberSpec {
  merchantCode?: string;
  payeeName?: string;
  /** Set a payment password at once (default yes). */
  paymentPassword?: string | null;
  /** Credit this much as a deposit (no turnover added). */
  balanceMinor?: number;
}

let made = 0;

/** A new real member of `merchantCode` (LUCKYNOVA unless said), signed in. */
export async function cashierMember(t: TestApp, spec: MemberSpec = {}): Promise<CashierMember> {
  made += 1;
  const merchantCode = spec.merchantCode ?? 'LUCKYNOVA';
  const username = `cash${made}x${Date.now() % 100_000}`;
  const paymentPassword = spec.paymentPassword === undefined ? PAY_PASSWORD : spec.paymentPassword;
  const row = await t.app.members.repository.insert({
    merchantCode,
    username,
    usernameKey: usernameKey(username),
    passwordHash: await hashPassword(LOGIN_PASSWORD),
    paymentPasswordHash: paymentPassword ? await hashPassword(paymentPassword) : null,
    profile: spec.payeeName ? { payeeName: spec.payeeName } : {},
  });
  if (!row) throw new Error('member insert failed');
  const login = await sendEncrypted<Ok<Session>>(
    t.app,
    API_PATHS.login,
    { type: 'username', username, password: LOGIN_PASSWORD },
    { headers: { merchant: merchantCode } },
  );
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  if (spec.balanceMinor) await credit(t, { id: row.id, merchantCode }, spec.balanceMinor, `seed-${row.id}`);
  return { id: row.id, username, token: login.body.value.token, merchantCode };
}

/** Credit a deposit straight into the ledger (no turnover requirement). */
export async function credit(
  t: TestApp,
  member: { id: number; merchantCode: string },
  amountMinor: number,
  reference: string,
): Promise<void> {
  await t.app.wallet.apply({
    merchantCode: member.merchantCode,
    memberId: member.id,
    kind: 'deposit',
    amountMinor,
    reference,
  });
}

/** Call the player API as `member` (JSON), with the merchant header of its site. */
export async function memberCall<T = unknown>(
  t: TestApp,
  member: CashierMember,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${member.token}`, merchant: member.merchantCode },
    // Each call from its own address: per-address rate limits trip only where a test means it.
    remoteAddress: nextAddress(),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

/** Merge cashier settings into a merchant's and drop the cached merchants, so the next request reads them. */
export async function setCashier(t: TestApp, merchantCode: string, cashier: Record<string, unknown>): Promise<void> {
  await t.db.handle.db
    .update(merchants)
    .set({
      settings: sql`jsonb_set(${merchants.settings}, '{cashier}', coalesce(${merchants.settings}->'cashier', '{}'::jsonb) || ${JSON.stringify(cashier)}::jsonb)`,
    })
    .where(eq(merchants.code, merchantCode));
  t.app.site.clear();
}

/** The member's withdrawal channels (bank first, then e-wallet, in the seed). */
export async function withdrawalChannels(t: TestApp, member: CashierMember): Promise<CashierChannel[]> {
  const { body } = await memberCall<Ok<CashierChannels>>(
    t,
    member,
    'GET',
    `${API_PATHS.cashierChannels}?direction=withdrawal`,
  );
  return body.value.channels;
}

/** Add a payout account through the API; its id. */
export async function addPayoutAccount(
  t: TestApp,
  member: CashierMember,
  over: Partial<{ kind: 'bank' | 'ewallet'; providerName: string; accountNumber: string; holderName: string }> = {},
): Promise<number> {
  const { status, body } = await memberCall<Ok<PayoutAccount>>(t, member, 'POST', API_PATHS.payoutAccounts, {
    kind: 'bank',
    providerName: 'Chase',
    accountNumber: `40${member.id}0077`,
    holderName: 'Ana Lee',
    paymentPassword: PAY_PASSWORD,
    ...over,
  });
  if (status !== 200) throw new Error(`payout account: ${JSON.stringify(body)}`);
  return body.value.id;
}

/** A member with `balanceMinor`, a bank account and the bank channel: ready to withdraw. */
export async function readyToWithdraw(t: TestApp, balanceMinor: number, merchantCode = 'LUCKYNOVA') {
  const member = await cashierMember(t, { merchantCode, payeeName: 'Ana Lee', balanceMinor });
  const accountId = await addPayoutAccount(t, member);
  const [bank] = await withdrawalChannels(t, member);
  if (!bank) throw new Error('no withdrawal channel');
  const ask = (amount: string, over: Record<string, unknown> = {}) =>
    memberCall<Ok<Withdrawal> & Omit<Failure, 'success'>>(t, member, 'POST', API_PATHS.withdrawals, {
      channelId: bank.id,
      payoutAccountId: accountId,
      amount,
      paymentPassword: PAY_PASSWORD,
      ...over,
    });
  return { member, accountId, bank, ask };
}

/** A pending withdrawal of a fresh Lucky Nova member; its queue id. */
export async function pendingWithdrawalId(t: TestApp): Promise<number> {
  const { ask } = await readyToWithdraw(t, 20_000);
  const { requestNo } = (await ask('60')).body.value;
  const [row] = await t.db.handle.db
    .select({ id: withdrawalRequests.id })
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.requestNo, requestNo));
  if (!row) throw new Error('no withdrawal');
  return row.id;
}
