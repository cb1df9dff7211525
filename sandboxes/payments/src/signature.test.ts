import { describe, expect, it } from 'vitest';
import { accountSecret, sign, signedHeaders, verify } from './signature';

const KEY = 'sandbox-key';
const NOW = 1_767_225_600_000; // 2026-01-01T00:00:00Z

describe('signed-http v1 signatures', () => {
  it('matches the worked example in docs/payment-gateway.md (checked with openssl too)', () => {
    const secret = accountSecret('demo-sandbox-key', 'LUCKYNOVA');
    expect(secret).toBe('601a6a3a5dd9f6a09d00380a58e9959f47f06fa75b9e0ce7c9afae11697d4a55');
    const body =
      '{"reference":"D20260101-0001","amount":"25.00","currency":"USD","method":"redirect",' +
      '"callbackUrl":"https://casino.example/api/v1/deposits/callback/LUCKYNOVA",' +
      '"returnUrl":"https://casino.example/m/voucherCenter/result","expiresAt":"2026-01-01T00:30:00.000Z"}';
    expect(sign(secret, 1767225600, body)).toBe('8b37167a644af7e286efe7801edd741e91bad520c9effd380540abfa6497e769');
    expect(sign(secret, 1767225600, '')).toBe('1304be7d24da7519fbba38bdeacaa67b1efa5ad92cb0996eeca0d30b26d53b76');
    const callback =
      '{"event":"payment.updated","paymentId":"pay_3q2V1cJ8kX0bE7mN4pR6sA","reference":"D20260101-0001",' +
      '"amount":"25.00","currency":"USD","status":"paid","paidAt":"2026-01-01T00:02:10.000Z",' +
      '"sentAt":"2026-01-01T00:02:10.000Z"}';
    expect(sign(secret, 1767225730, callback)).toBe('9a9288e70c6f91522ebda46a9218e20ecd9d552b017b4a6b4eb9449f6f0a53d4');
  });

  it('accepts its own signature and refuses a tampered body, another account or a bad header', () => {
    const secret = accountSecret(KEY, 'LUCKYNOVA');
    const headers = signedHeaders('LUCKYNOVA', secret, '{"a":1}', NOW);
    expect(verify(headers, '{"a":1}', KEY, NOW)).toEqual({ ok: true, accountId: 'LUCKYNOVA' });
    expect(verify(headers, '{"a":2}', KEY, NOW)).toMatchObject({ ok: false, reason: 'X-Signature does not match' });
    expect(verify({ ...headers, 'x-account': 'GOLDREEF' }, '{"a":1}', KEY, NOW).ok).toBe(false);
    expect(verify({ ...headers, 'x-signature': 'zz' }, '{"a":1}', KEY, NOW).ok).toBe(false);
    expect(verify({ ...headers, 'x-account': undefined }, '{"a":1}', KEY, NOW).ok).toBe(false);
    expect(verify(headers, '{"a":1}', 'another-key', NOW).ok).toBe(false);
  });

  it('refuses a timestamp more than 300 s either side of the clock', () => {
    const secret = accountSecret(KEY, 'LUCKYNOVA');
    const at = (offsetSeconds: number) => signedHeaders('LUCKYNOVA', secret, '', NOW + offsetSeconds * 1000);
    expect(verify(at(-300), '', KEY, NOW).ok).toBe(true);
    expect(verify(at(300), '', KEY, NOW).ok).toBe(true);
    expect(verify(at(-301), '', KEY, NOW)).toMatchObject({ ok: false, reason: expect.stringContaining('300 s') });
    expect(verify(at(301), '', KEY, NOW).ok).toBe(false);
  });
});
