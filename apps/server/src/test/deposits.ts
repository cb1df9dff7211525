// Test helpers for the cashier: deposit orders through the API, and a gateway of our own that speaks
// protocol signed-http v1 (the sandbox is built elsewhere; the tests never depend on it).
import type { CashierChannels } from '@lobby/contract/cashier';
import { API_PATHS, DEPOSIT_CALLBACK_PREFIX } from '@lobby/contract/core';
import type { DepositOrder } from '@lobby/contract/deposits';
import { eq, sql, type SQL } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { App } from '../app';
import { paymentChannels } from '../db/schema/index';
import { checkSignature, signedHeaders } from '../modules/deposits/gateways/signing';
import type { TestApp } from './app';

type Ok<T> = { success: true; value: T };

export const GATEWAY_ACCOUNT = 'lucky-test';
export const GATEWAY_SECRET = 'gateway-test-secret-0123456789';

/** A member's usable deposit channel of a kind (first one). */
export async function channelOf(app: App, token: string, kind: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'GET',
    url: `${API_PATHS.cashierChannels}?direction=deposit`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
  const channel = (response.json() as Ok<CashierChannels>).value.channels.find((c) => c.kind === kind);
  if (!channel) throw new Error(`no ${kind} channel`);
  return channel;
}

/** POST a deposit order; status and body. */
export async function postDeposit(app: App, token: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: API_PATHS.deposits,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() as Ok<DepositOrder> & { code?: string; field?: string } };
}

/** A manual bank order of `amount`; its order. */
export async function bankOrder(app: App, token: string, amount = '100.00'): Promise<DepositOrder> {
  const channel = await channelOf(app, token, 'bank');
  const { status, body } = await postDeposit(app, token, {
    channelId: channel.id,
    amount,
    sender: { name: 'Test Player', provider: 'Test Bank', accountNumber: '12345' },
  });
  if (status !== 200) throw new Error(`bank order: ${status} ${JSON.stringify(body)}`);
  return body.value;
}

export interface FakePayment {
  paymentId: string;
  reference: string;
  amount: string;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled' | 'expired';
  paidAt: string | null;
  updatedAt: string;
  /** Where our server asked the gateway to call back and to send the payer back to. */
  callbackUrl?: string;
  returnUrl?: string;
}

/**
 * A gateway on 127.0.0.1 that takes signed createPayment / queryPayment calls and keeps payments in memory;
 * `qrData: false` makes it answer qr payments without their code (a broken gateway).
 */
export async function startFakeGateway({ qrData = true }: { qrData?: boolean } = {}): Promise<{
  url: string;
  payments: Map<string, FakePayment>;
  requests: string[];
  close: () => Promise<void>;
}> {
  const payments = new Map<string, FakePayment>();
  const requests: string[] = [];
  const gateway: FastifyInstance = Fastify();
  gateway.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  gateway.addHook('preHandler', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    requests.push(`${request.method} ${request.url}`);
    if (checkSignature(request.headers, raw, { accountId: GATEWAY_ACCOUNT, secret: GATEWAY_SECRET })) {
      await reply.code(401).send({ error: 'signature' });
    }
  });
  gateway.post('/v1/payments', async (request, reply) => {
    const body = JSON.parse(request.body as string) as {
      reference: string;
      amount: string;
      currency: string;
      method: string;
      callbackUrl: string;
      returnUrl: string;
    };
    const paymentId = `pay_${body.reference}`;
    const now = new Date().toISOString();
    payments.set(paymentId, {
      paymentId,
      reference: body.reference,
      amount: body.amount,
      currency: body.currency,
      status: 'pending',
      paidAt: null,
      updatedAt: now,
      callbackUrl: body.callbackUrl,
      returnUrl: body.returnUrl,
    });
    return reply.code(201).send({
      paymentId,
      reference: body.reference,
      status: 'pending',
      payUrl: `http://gateway.test/pay/${paymentId}`,
      qrData: body.method === 'qr' && qrData ? `QR:${paymentId}` : null,
    });
  });
  gateway.get('/v1/payments/:id', async (request, reply) => {
    const payment = payments.get((request.params as { id: string }).id);
    return payment ? payment : reply.code(404).send({ error: 'not found' });
  });
  const url = await gateway.listen({ host: '127.0.0.1', port: 0 });
  return { url, payments, requests, close: () => gateway.close() };
}

/** Point the merchant's gateway channels at a gateway with the test account (each keeps its method). */
export async function useGateway(t: TestApp, url: string, where: SQL = eq(paymentChannels.kind, 'gateway')) {
  const config = { adapter: 'signed-http', url, accountId: GATEWAY_ACCOUNT, secret: GATEWAY_SECRET };
  await t.db.handle.db
    .update(paymentChannels)
    .set({ gateway: sql`coalesce(${paymentChannels.gateway}, '{}'::jsonb) || ${JSON.stringify(config)}::jsonb` })
    .where(where);
}

/** A payment.updated callback as the gateway signs it (a skewed clock or another secret when asked). */
export function signedCallback(
  payment: Pick<FakePayment, 'paymentId' | 'reference' | 'amount' | 'currency' | 'status'>,
  options: { secret?: string; at?: Date; account?: string } = {},
) {
  const body = JSON.stringify({
    event: 'payment.updated',
    ...payment,
    paidAt: payment.status === 'paid' ? new Date().toISOString() : null,
    sentAt: new Date().toISOString(),
  });
  const headers = signedHeaders(options.account ?? GATEWAY_ACCOUNT, options.secret ?? GATEWAY_SECRET, body, options.at);
  return { body, headers: { ...headers, 'content-type': 'application/json' } };
}

/** Deliver a callback to the channel's callback route; status and parsed body. */
export async function deliver(
  app: App,
  merchantCode: string,
  channelId: number,
  callback: { body: string; headers: Record<string, string> },
) {
  const response = await app.inject({
    method: 'POST',
    url: `${DEPOSIT_CALLBACK_PREFIX}/${merchantCode}/${channelId}`,
    headers: callback.headers,
    payload: callback.body,
  });
  return {
    status: response.statusCode,
    body: response.json() as { success: boolean; code?: string; value?: { outcome: string } },
  };
}
