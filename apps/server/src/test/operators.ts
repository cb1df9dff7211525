// Test helpers for the operator API: create an operator the way the CLI does, then log in through the API.
import type { OperatorRole, OperatorSession, TwoFactorEnrolment } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS } from '@lobby/contract/core';
import type { App } from '../app';
import { totpCode } from '../lib/totp';
import { nextAddress } from './accounts';

type Ok<T> = { success: true; value: T };

export const OPERATOR_PASSWORD = 'Operator-Pass-2026';
let created = 0;

/** A new operator of `role` on `merchant` (default merchant unless named), logged in. */
export async function operatorSession(
  app: App,
  role: OperatorRole = 'admin',
  merchant?: string,
): Promise<OperatorSession> {
  created += 1;
  const merchantCode = merchant ?? 'LUCKYNOVA';
  const username = `${role}${created}`;
  await app.operators.create(
    { merchantCode, operatorId: null, ip: 'test' },
    { username, password: OPERATOR_PASSWORD, role },
  );
  const response = await app.inject({
    method: 'POST',
    url: ADMIN_PATHS.session,
    headers: merchant ? { merchant } : {},
    remoteAddress: nextAddress(),
    payload: { username, password: OPERATOR_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`operator login failed: ${response.body}`);
  return (response.json() as Ok<OperatorSession>).value;
}

/** Call the operator API with a token (JSON in, JSON out). */
export async function adminCall<T = unknown>(
  app: App,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: response.statusCode, body: response.json() as T };
}

/** Set up two-factor for a signed-in operator through the API; the secret, to compute codes with. */
export async function enrolTwoFactor(app: App, token: string, at: Date = new Date()): Promise<string> {
  const enrolment = await adminCall<Ok<TwoFactorEnrolment>>(app, token, 'POST', ADMIN_PATHS.twoFactor);
  const { secret } = enrolment.body.value;
  const confirmed = await adminCall(app, token, 'POST', ADMIN_PATHS.twoFactorConfirm, { code: totpCode(secret, at) });
  if (confirmed.status !== 200) throw new Error(`two-factor confirm failed: ${JSON.stringify(confirmed.body)}`);
  return secret;
}
