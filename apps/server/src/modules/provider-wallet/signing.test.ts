import { describe, expect, it } from 'vitest';
import { providerHeaders, providerSignature, sandboxProviderSecret, validSignature } from './signing';

// The worked example of docs/provider-wallet.md (docs/examples/provider-signature.mjs prints it).
const BODY =
  '{"token":"tkt_8f2c1d9e4b7a","playerId":"1042","roundId":"PG-R-20260101-0001","transactionId":"PG-T-20260101-0001","gameCode":"PG_000123","amount":"2.50","currency":"USD"}';

describe('seamless-wallet v1 signatures', () => {
  it('matches the documented worked example', () => {
    const secret = sandboxProviderSecret('demo-providers-sandbox-key', 'LUCKYNOVA', 'PG');
    expect(secret).toBe('df37aa5053752d0f146d809f2174e80a76953de13fc801d69defcea47df6ce87');
    expect(providerSignature(secret, '1767225600', BODY)).toBe(
      '4f8912a245d01bc419af001e6231463b19c95d2ba90a5ce243101e81ba81a157',
    );
  });

  it('verifies its own headers within the window only', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const headers = providerHeaders('LUCKYNOVA', 'secret', BODY, now);
    expect(validSignature(headers, BODY, 'secret', now)).toBe(true);
    expect(validSignature(headers, `${BODY} `, 'secret', now)).toBe(false);
    expect(validSignature(headers, BODY, 'other', now)).toBe(false);
    expect(validSignature(headers, BODY, 'secret', new Date(now.getTime() + 301_000))).toBe(false);
    expect(validSignature(headers, BODY, 'secret', new Date(now.getTime() + 300_000))).toBe(true);
  });
});
