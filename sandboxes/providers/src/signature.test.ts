import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectionSecret, sign, signedHeaders, verify } from './signature';

const KEY = 'signature-test-key';
const NOW = 1_790_000_000_000;

describe('signatures', () => {
  it('derives a secret per operator and provider, as the protocol writes it', () => {
    const expected = createHmac('sha256', KEY).update('LUCKYNOVA:PG').digest('hex');
    expect(connectionSecret(KEY, 'LUCKYNOVA', 'PG')).toBe(expected);
    expect(connectionSecret(KEY, 'LUCKYNOVA', 'JDB')).not.toBe(expected);
    expect(connectionSecret(KEY, 'GOLDREEF', 'PG')).not.toBe(expected);
  });

  it('signs "<timestamp>.<raw body>" and verifies it for that provider only', () => {
    const raw = '{"token":"t"}';
    const headers = signedHeaders('LUCKYNOVA', connectionSecret(KEY, 'LUCKYNOVA', 'PG'), raw, NOW);
    expect(headers).toEqual({
      'x-operator': 'LUCKYNOVA',
      'x-timestamp': String(NOW / 1000),
      'x-signature': sign(connectionSecret(KEY, 'LUCKYNOVA', 'PG'), NOW / 1000, raw),
    });
    expect(verify(headers, raw, KEY, 'PG', NOW)).toEqual({ ok: true, operatorId: 'LUCKYNOVA' });
    expect(verify(headers, raw, KEY, 'JDB', NOW).ok).toBe(false);
    expect(verify(headers, `${raw} `, KEY, 'PG', NOW).ok).toBe(false);
    expect(verify(headers, raw, 'another-key', 'PG', NOW).ok).toBe(false);
  });

  it('refuses a timestamp over 300 s away either way, and missing or malformed headers', () => {
    const secret = connectionSecret(KEY, 'LUCKYNOVA', 'PG');
    for (const skew of [-301_000, 301_000]) {
      const headers = signedHeaders('LUCKYNOVA', secret, '', NOW + skew);
      expect(verify(headers, '', KEY, 'PG', NOW)).toMatchObject({
        ok: false,
        reason: expect.stringContaining('300 s'),
      });
    }
    expect(verify(signedHeaders('LUCKYNOVA', secret, '', NOW + 299_000), '', KEY, 'PG', NOW).ok).toBe(true);
    const good = signedHeaders('LUCKYNOVA', secret, '', NOW);
    expect(verify({ ...good, 'x-operator': undefined }, '', KEY, 'PG', NOW).ok).toBe(false);
    expect(verify({ ...good, 'x-operator': 'bad operator!' }, '', KEY, 'PG', NOW).ok).toBe(false);
    expect(verify({ ...good, 'x-signature': 'abc' }, '', KEY, 'PG', NOW).ok).toBe(false);
    expect(verify({ ...good, 'x-timestamp': 'soon' }, '', KEY, 'PG', NOW).ok).toBe(false);
  });
});
