// Computes the worked signature example of docs/provider-wallet.md: `node docs/examples/provider-signature.mjs`.
// Protocol seamless-wallet v1: secret = hex(HMAC-SHA256(PROVIDERS_SANDBOX_KEY, "<operatorId>:<providerCode>")),
// X-Signature = hex(HMAC-SHA256(secret, "<timestamp>.<raw body>")).
import { createHmac } from 'node:crypto';

const hmac = (key, message) => createHmac('sha256', key).update(message).digest('hex');

const sandboxKey = 'demo-providers-sandbox-key';
const operatorId = 'LUCKYNOVA';
const providerCode = 'PG';
const timestamp = '1767225600';
const body = JSON.stringify({
  token: 'tkt_8f2c1d9e4b7a',
  playerId: '1042',
  roundId: 'PG-R-20260101-0001',
  transactionId: 'PG-T-20260101-0001',
  gameCode: 'PG_000123',
  amount: '2.50',
  currency: 'USD',
});

const secret = hmac(sandboxKey, `${operatorId}:${providerCode}`);
console.log(`PROVIDERS_SANDBOX_KEY = ${sandboxKey}`);
console.log(`secret(${operatorId}, ${providerCode}) = ${secret}`);
console.log(`X-Timestamp: ${timestamp}`);
console.log(`raw body: ${body}`);
console.log(`message: ${timestamp}.${body}`);
console.log(`X-Signature: ${hmac(secret, `${timestamp}.${body}`)}`);
