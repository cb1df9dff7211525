import { afterAll, describe, expect, it } from 'vitest';
import { createGateway } from './gateway';
import { createHttpServer } from './http';
import { accountSecret, signedHeaders } from './signature';

const KEY = 'api-test-key';
const gateway = createGateway({ sandboxKey: KEY, log: () => {} });
const http = createHttpServer(gateway, { sandboxKey: KEY });
afterAll(async () => {
  gateway.close();
  await http.close();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const order = (overrides: Record<string, unknown> = {}) => ({
  reference: 'D-1',
  amount: '25.00',
  currency: 'USD',
  method: 'redirect',
  callbackUrl: 'http://127.0.0.1:9/callback',
  returnUrl: 'http://127.0.0.1:3000/m/voucherCenter?x=1',
  expiresAt: inMinutes(30),
  ...overrides,
});

/** A signed call as a merchant's server makes it; `tamper` changes the headers after signing. */
function call(method: 'GET' | 'POST', url: string, body?: object, account = 'LUCKYNOVA', nowMs = Date.now()) {
  const raw = body ? JSON.stringify(body) : '';
  const headers = signedHeaders(account, accountSecret(KEY, account), raw, nowMs);
  return http.inject({
    method,
    url,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: raw } : {}),
  });
}

describe('the signed API', () => {
  it('refuses an unsigned call, a bad signature, a stale timestamp and a body changed after signing', async () => {
    const raw = JSON.stringify(order());
    const unsigned = await http.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ error: 'unauthorized' });

    const headers = signedHeaders('LUCKYNOVA', accountSecret(KEY, 'LUCKYNOVA'), raw);
    const changed = await http.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(order({ amount: '2500.00' })),
    });
    expect(changed.statusCode).toBe(401);

    const wrongSecret = signedHeaders('LUCKYNOVA', accountSecret('guess', 'LUCKYNOVA'), '');
    expect(
      (await http.inject({ method: 'GET', url: '/v1/payments?reference=D-1', headers: wrongSecret })).statusCode,
    ).toBe(401);

    const stale = await call('POST', '/v1/payments', order(), 'LUCKYNOVA', Date.now() - 301_000);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toContain('300 s');
    expect(gateway.store.size).toBe(0);
  });

  it('creates a payment once per reference and account, with a QR only for qr payments', async () => {
    const first = await call('POST', '/v1/payments', order({ reference: 'D-2' }));
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      reference: 'D-2',
      status: 'pending',
      payUrl: `http://localhost:80/pay/${created.paymentId}`,
      qrData: null,
    });

    const again = await call('POST', '/v1/payments', order({ reference: 'D-2', amount: '99.00' }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created);

    const elsewhere = await call(
      'POST',
      '/v1/payments',
      order({ reference: 'D-2', currency: 'IDR', amount: '150000' }),
      'GOLDREEF',
    );
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().paymentId).not.toBe(created.paymentId);

    const qr = (await call('POST', '/v1/payments', order({ reference: 'Q-1', method: 'qr' }))).json();
    // The code holds the scan page's address, the page a wallet app would open.
    expect(qr.qrData).toBe(qr.payUrl.replace('/pay/', '/scan/'));
  });

  it('hands out payer pages at PAYMENTS_PUBLIC_URL when it is set', async () => {
    const behindProxy = createHttpServer(gateway, { sandboxKey: KEY, publicUrl: 'https://pay.sandbox.test' });
    const raw = JSON.stringify(order({ reference: 'P-1' }));
    const answer = await behindProxy.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: {
        ...signedHeaders('LUCKYNOVA', accountSecret(KEY, 'LUCKYNOVA'), raw),
        'content-type': 'application/json',
      },
      payload: raw,
    });
    expect(answer.json().payUrl).toBe(`https://pay.sandbox.test/pay/${answer.json().paymentId}`);
    await behindProxy.close();
  });

  it('answers a payment by id and by reference, only to its own account', async () => {
    const { paymentId } = (await call('POST', '/v1/payments', order({ reference: 'D-3' }))).json();
    const read = await call('GET', `/v1/payments/${paymentId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      paymentId,
      reference: 'D-3',
      amount: '25.00',
      currency: 'USD',
      status: 'pending',
      paidAt: null,
      updatedAt: expect.any(String),
    });
    expect((await call('GET', '/v1/payments?reference=D-3')).json()).toEqual(read.json());
    expect((await call('GET', `/v1/payments/${paymentId}`, undefined, 'GOLDREEF')).statusCode).toBe(404);
    expect((await call('GET', '/v1/payments?reference=D-3', undefined, 'GOLDREEF')).statusCode).toBe(404);
    expect((await call('GET', '/v1/payments/pay_unknown')).statusCode).toBe(404);
  });

  it.each([
    ['more decimals than the currency has', { amount: '10.005' }],
    ['decimals on IDR', { currency: 'IDR', amount: '150000.5' }],
    ['a zero amount', { amount: '0.00' }],
    ['a negative amount', { amount: '-5.00' }],
    ['a number, not a string', { amount: 25 }],
    ['an unknown method', { method: 'card' }],
    ['a callback URL that is not http(s)', { callbackUrl: 'ftp://example.com/cb' }],
    ['an expiry in the past', { expiresAt: inMinutes(-1) }],
    ['an expiry that is not a date', { expiresAt: 'tomorrow' }],
    ['no reference', { reference: undefined }],
  ])('refuses %s with 400 and keeps nothing', async (_name, change) => {
    const before = gateway.store.size;
    const answer = await call('POST', '/v1/payments', order({ reference: 'BAD', ...change }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    expect(gateway.store.size).toBe(before);
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    const raw = '{"reference":';
    const headers = signedHeaders('LUCKYNOVA', accountSecret(KEY, 'LUCKYNOVA'), raw);
    const answer = await http.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: raw,
    });
    expect(answer.statusCode).toBe(400);
  });
});
