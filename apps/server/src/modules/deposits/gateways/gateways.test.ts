import { DEPOSIT_CALLBACK_PREFIX } from '@lobby/contract/core';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDuringMaintenance } from '../../../plugins/status-gate';
import { adapterFor } from './adapters';
import { GatewayUnavailable } from './gateway';
import { checkSignature, sandboxSecret, signature, signedHeaders } from './signing';

describe('signed-http v1 signatures', () => {
  it('signs "<timestamp>.<raw body>" with HMAC-SHA256 in hex', () => {
    // A worked example anyone can recompute: printf '1700000000.{"a":1}' | openssl dgst -sha256 -hmac secret
    expect(signature('secret', '1700000000', '{"a":1}')).toBe(
      '49f24e537407743fa4a0242bb63b94b9a47ee99cbbe071ccd8a22550ae411686',
    );
    expect(signature('secret', '1700000000', '{"a":1}')).not.toBe(signature('secret', '1700000001', '{"a":1}'));
  });

  it('accepts its own signature and refuses another secret, account, body or an old timestamp', () => {
    const body = '{"event":"payment.updated"}';
    const account = { accountId: 'acc', secret: 's3cret-s3cret-s3cret' };
    const headers = signedHeaders(account.accountId, account.secret, body);
    expect(checkSignature(headers, body, account)).toBeUndefined();
    expect(checkSignature(headers, `${body} `, account)).toBe('signature');
    expect(checkSignature(headers, body, { ...account, secret: 'other-other-other' })).toBe('signature');
    expect(checkSignature(headers, body, { ...account, accountId: 'other' })).toBe('signature');
    expect(checkSignature({ ...headers, 'x-signature': 'zz' }, body, account)).toBe('signature');
    const old = signedHeaders(account.accountId, account.secret, body, new Date(Date.now() - 360_000));
    expect(checkSignature(old, body, account)).toBe('stale');
    const within = signedHeaders(account.accountId, account.secret, body, new Date(Date.now() - 290_000));
    expect(checkSignature(within, body, account)).toBeUndefined();
  });

  it('derives the sandbox secret of an account from the sandbox key', () => {
    expect(sandboxSecret('key-key-key-key-key', 'LUCKYNOVA')).toBe(sandboxSecret('key-key-key-key-key', 'LUCKYNOVA'));
    expect(sandboxSecret('key-key-key-key-key', 'LUCKYNOVA')).not.toBe(
      sandboxSecret('key-key-key-key-key', 'GOLDREEF'),
    );
  });
});

describe('gateway adapters', () => {
  it('speaks to the sandbox as the merchant, signed with the derived secret', async () => {
    const key = 'sandbox-key-for-tests';
    const seen: { ok: boolean; account: unknown }[] = [];
    const sandbox = Fastify();
    sandbox.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
    sandbox.post('/v1/payments', async (request, reply) => {
      const account = { accountId: 'GOLDREEF', secret: sandboxSecret(key, 'GOLDREEF') };
      seen.push({
        ok: !checkSignature(request.headers, request.body as string, account),
        account: request.headers['x-account'],
      });
      return reply
        .code(201)
        .send({ paymentId: 'p1', reference: 'D1', status: 'pending', payUrl: 'http://x/pay/p1', qrData: null });
    });
    const url = await sandbox.listen({ host: '127.0.0.1', port: 0 });
    try {
      const adapter = adapterFor('GOLDREEF', { adapter: 'sandbox' }, { url, key });
      const created = await adapter.createPayment({
        reference: 'D1',
        amount: '150000',
        currency: 'IDR',
        method: 'redirect',
        callbackUrl: 'http://localhost/cb',
        returnUrl: 'http://localhost/back',
        expiresAt: new Date().toISOString(),
      });
      expect(created).toEqual({ paymentId: 'p1', payUrl: 'http://x/pay/p1', qrData: null });
      expect(seen).toEqual([{ ok: true, account: 'GOLDREEF' }]);
    } finally {
      await sandbox.close();
    }
  });

  it('refuses a sandbox channel without a key and a signed-http channel without its settings', () => {
    expect(() =>
      adapterFor('LUCKYNOVA', { adapter: 'sandbox' }, { url: 'http://127.0.0.1:1', key: undefined }),
    ).toThrow(GatewayUnavailable);
    expect(() =>
      adapterFor('LUCKYNOVA', { adapter: 'signed-http', url: 'https://psp.test' }, { url: '', key: 'k' }),
    ).toThrow(GatewayUnavailable);
  });

  it('lets gateway callbacks through maintenance and region blocks, and nothing else of the cashier', () => {
    expect(openDuringMaintenance(`${DEPOSIT_CALLBACK_PREFIX}/LUCKYNOVA/3`)).toBe(true);
    expect(openDuringMaintenance('/api/v1/cashier/deposits')).toBe(false);
  });
});
