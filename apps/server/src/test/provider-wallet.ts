// Test helpers for the provider wallet: signed provider calls, a member with money and a provider token.
import { randomUUID } from 'node:crypto';
import { PROVIDER_WALLET_PATHS, type ProviderWalletCall } from '@lobby/contract/core';
import { and, eq, isNull } from 'drizzle-orm';
import { games } from '../db/schema/index';
import { randomToken, sha256 } from '../lib/secrets';
import { providerHeaders, sandboxProviderSecret } from '../modules/provider-wallet/signing';
import type { TestApp } from './app';
import { cashierMember, type CashierMember } from './cashier';

export const PROVIDERS_SANDBOX_KEY = 'test-providers-sandbox-key-0123456789';

export interface SignOptions {
  operatorId?: string;
  secret?: string;
  now?: Date;
  /** Send these bytes instead of the JSON of the body (the signature still covers what is sent). */
  raw?: string;
  headers?: Record<string, string>;
}

/** A provider's signed call to our wallet, as the sandbox connection of `operatorId` (LUCKYNOVA) signs it. */
export async function providerCall<T = Record<string, unknown>>(
  t: TestApp,
  providerCode: string,
  call: ProviderWalletCall | string,
  body: unknown,
  options: SignOptions = {},
): Promise<{ status: number; body: T }> {
  const operatorId = options.operatorId ?? 'LUCKYNOVA';
  const secret = options.secret ?? sandboxProviderSecret(PROVIDERS_SANDBOX_KEY, operatorId, providerCode);
  const raw = options.raw ?? JSON.stringify(body);
  const response = await t.app.inject({
    method: 'POST',
    url: PROVIDER_WALLET_PATHS.call(providerCode, call as ProviderWalletCall),
    headers: {
      'content-type': 'application/json',
      ...providerHeaders(operatorId, secret, raw, options.now),
      ...options.headers,
    },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() as T };
}

/** A visible external game of the provider (a launch's ticket names it). */
export async function gameOf(t: TestApp, merchantCode: string, providerCode: string): Promise<string> {
  const [row] = await t.db.handle.db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(and(eq(games.merchantCode, merchantCode), eq(games.vassalage, providerCode), isNull(games.engine)))
    .limit(1);
  if (!row) throw new Error(`no ${providerCode} game for ${merchantCode}`);
  return row.nodeId;
}

/**
 * The token a provider gets at launch: a game ticket of the member's session, made here directly so the
 * wallet's tests need no provider to launch through.
 */
export async function providerToken(
  t: TestApp,
  member: CashierMember,
  nodeId: string,
  mode: 'real' | 'free' = 'real',
): Promise<string> {
  const auth = await t.app.sessions.resolve(member.token, member.merchantCode);
  const ticket = randomToken();
  await t.app.play.repository.insertTicket({
    ticketHash: sha256(ticket),
    merchantCode: member.merchantCode,
    memberId: member.id,
    sessionId: auth.sessionId,
    nodeId,
    adapter: 'sandbox',
    mode,
    funBalanceMinor: mode === 'free' ? 200_000 : null,
    language: 'en',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return ticket;
}

/** A member with `balanceMinor` in the wallet and a provider token for `nodeId`, as a provider's call names them. */
export async function providerPlayer(t: TestApp, nodeId: string, balanceMinor: number, mode: 'real' | 'free' = 'real') {
  const member = await cashierMember(t, { balanceMinor, paymentPassword: null });
  return { member, token: await providerToken(t, member, nodeId, mode), playerId: String(member.id) };
}

/** A debit's body (fresh round and transaction ids, 10.00 USD); `extra` overrides any field. */
export function providerBet(
  nodeId: string,
  p: { token: string; playerId: string },
  extra: Record<string, unknown> = {},
) {
  return {
    token: p.token,
    playerId: p.playerId,
    roundId: randomUUID(),
    transactionId: randomUUID(),
    gameCode: nodeId,
    amount: '10.00',
    currency: 'USD',
    ...extra,
  };
}

export { cashierMember };
