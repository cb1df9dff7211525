import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { API_PATHS } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDb, type TestApp, type TestDb } from '../test/app';
import { pagePolicy } from '../test/page-policy';
import { API_POLICY, securityHeaders } from './security';

describe('security headers, compression, rate limit', () => {
  let db: TestDb;
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    db = await openTestDb('pglite');
    t = await createTestApp('pglite', { db });
    limited = await createTestApp('pglite', { db, config: { RATE_LIMIT_MAX: 3, RATE_LIMIT_EXEMPT_LOOPBACK: false } });
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
    await db.drop();
  });

  it('sends the security headers on API answers, with a policy that lets JSON load and frame nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.site });
    expect(response.headers['content-security-policy']).toBe(API_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http here: HSTS only over TLS (private-answers.routes.test.ts).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("gives the site's pages the page policy", async () => {
    const csp = await pagePolicy(t.app);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it("keeps a page's policy on the API's documentation, which is HTML", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('computes the full helmet set once', () => {
    expect(Object.keys(securityHeaders()).sort()).toEqual(
      [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ].sort(),
    );
    expect(securityHeaders()['cross-origin-resource-policy']).toBe('same-site');
  });

  it('sends them on errors too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/missing' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('compresses large answers for clients that accept it', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.games}?pageSize=100`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: `${API_PATHS.games}?pageSize=100` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ success: true });
  });

  it('sends a cached answer in the encoding the browser prefers, the same bytes each time', async () => {
    const url = `${API_PATHS.games}?pageSize=50&gameType=RNG`;
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const plain = await t.app.inject({ method: 'GET', url });
    const first = await t.app.inject({ method: 'GET', url, headers: browser });
    const second = await t.app.inject({ method: 'GET', url, headers: browser });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const gzipOnly = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(plain.body);
  });

  it('limits requests per client IP with the 429 envelope, loopback exempt by default', async () => {
    const from = (remoteAddress: string) => limited.app.inject({ method: 'GET', url: API_PATHS.site, remoteAddress });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.9')).statusCode).toBe(200);
    const refused = await from('203.0.113.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'rate.limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await from('203.0.113.10')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await t.app.inject({ method: 'GET', url: API_PATHS.site })).statusCode).toBe(200);
  });
});
