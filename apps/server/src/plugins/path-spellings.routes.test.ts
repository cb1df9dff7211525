import { ADMIN_PATHS, ADMIN_PREFIX, API_PATHS } from '@lobby/contract/core';
import { launchResponseSchema } from '@lobby/contract/play';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KENO_NODE_ID } from '../db/seed/inhouse';
import { DEMO, loginAs } from '../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../test/app';
import { adminCall, operatorSession } from '../test/operators';
import { codeOf, listenRaw, type RawOptions, type RawResponse } from '../test/raw-http';
import { simpleReads, type OpenApiDoc } from '../test/openapi-reads';

type Ok<T> = { success: true; value: T };
type Send = (method: string, target: string, options?: RawOptions) => Promise<RawResponse>;

const INDONESIA = '36.66.0.1';
const USA = '8.8.8.8';

/** Other spellings of `path` (which starts `/api/v1/`) that name the same path: each must be that route. */
function sameSpellings(path: string, query = ''): string[] {
  const rest = path.slice('/api/v1/'.length);
  const last = path.at(-1) ?? '';
  return [
    `/%61pi/v1/${rest}${query}`,
    `/api/%76%31/${rest}${query}`,
    `${path.slice(0, -1)}%${last.charCodeAt(0).toString(16).toUpperCase()}${query}`,
    `/${path}${query}`,
    `${path.replaceAll('/', '//')}${query}`,
    `/api/v1/./${rest}${query}`,
    `/api/v1/%2e/${rest}${query}`,
    `/m/..${path}${query}`,
    `/assets/%2E%2E${path}${query}`,
    `/api/v1/x/%2e%2e/${rest}${query}`,
    `/../..${path}${query}`,
    `http://localhost${path}${query}`,
    `${path}${query}#fragment`,
  ];
}

/** Spellings that name another path (case, an encoded slash, a double-encoded letter): no route. */
function otherSpellings(path: string, query = ''): string[] {
  const rest = path.slice('/api/v1/'.length);
  return [
    `/API/v1/${rest}${query}`,
    `/api/V1/${rest}${query}`,
    `/Api/v1/${rest}${query}`,
    `/api%2Fv1/${rest}${query}`,
    `/api/v1%2F${rest}${query}`,
    `/%2561pi/v1/${rest}${query}`,
    `${path}/${query}`,
  ];
}

describe.each(DRIVERS)('every spelling of a path meets the same gates on %s', (driver) => {
  let t: TestApp;
  let send: Send;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    // Behind a trusted proxy, so a test can come from another country (X-Forwarded-For).
    t = await createTestApp(driver, { config: { TRUST_PROXY: true } });
    send = await listenRaw(t.app);
    admin = (await operatorSession(t.app, 'admin')).token;
    member = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
  });
  afterAll(() => t.close());

  const maintenance = (active: boolean) =>
    adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteMaintenance, { active, windows: [], message: {} });
  const region = (blockedCountries: string[]) =>
    adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteRegion, { blockedCountries, allowedIps: [] });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const ticket = async () => {
    const launch = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.launch}?nodeId=${KENO_NODE_ID}&mode=real`,
      headers: bearer(member),
    });
    const { url } = launchResponseSchema.parse((launch.json() as Ok<unknown>).value);
    return new URLSearchParams(url.split('#')[1]).get('ticket') ?? '';
  };
  const round = (stakeMinor = 100) => ({ engine: 'keno', roundId: crypto.randomUUID(), stakeMinor, picks: [1, 2, 3] });
  const balance = async () =>
    (
      (await t.app.inject({ method: 'GET', url: API_PATHS.wallet, headers: bearer(member) })).json() as Ok<{
        balanceMinor: number;
      }>
    ).value.balanceMinor;

  it('serves each equivalent spelling as the route itself, and other spellings as 404', async () => {
    const canonical = await send('GET', `${API_PATHS.games}?pageSize=1`);
    expect(canonical.status).toBe(200);
    for (const target of sameSpellings(API_PATHS.games, '?pageSize=1')) {
      const response = await send('GET', target);
      expect(response.status, target).toBe(200);
      expect(response.body, target).toBe(canonical.body);
    }
    for (const target of otherSpellings(API_PATHS.games, '?pageSize=1')) {
      const response = await send('GET', target);
      expect([response.status, codeOf(response)], target).toEqual([404, 'route.not.found']);
    }
  });

  it('answers every simple GET route the same however its path is spelled (never a 500)', async () => {
    const paths = simpleReads(t.app.swagger() as OpenApiDoc);
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const headers = bearer(path.startsWith(ADMIN_PREFIX) ? admin : member);
      const canonical = await send('GET', path, { headers });
      expect(canonical.status, path).toBeLessThan(500);
      for (const target of [`/%61${path.slice(2)}`, `/${path}`, `/x/..${path}`]) {
        expect((await send('GET', target, { headers })).status, target).toBe(canonical.status);
      }
    }
  });

  it('settles an in-house round through an equivalent spelling, like the path itself', async () => {
    const game = await ticket();
    const response = await send('POST', `/%61pi/v1/inhouse/rounds`, { headers: bearer(game), body: round() });
    expect(response.status, response.body).toBe(200);
  });

  it('in maintenance refuses every spelling of a round and of a read with 503, and moves no money', async () => {
    const game = await ticket();
    const before = await balance();
    await maintenance(true);
    try {
      for (const target of sameSpellings(API_PATHS.inhouseRounds)) {
        const response = await send('POST', target, { headers: bearer(game), body: round() });
        expect([response.status, codeOf(response)], target).toEqual([503, 'system.maintenance']);
      }
      for (const target of sameSpellings(API_PATHS.games, '?pageSize=1')) {
        const response = await send('GET', target);
        expect([response.status, codeOf(response)], target).toEqual([503, 'system.maintenance']);
      }
      // Another path: no route (404), or refused like any other /api/v1 path (the trailing slash).
      for (const target of otherSpellings(API_PATHS.inhouseRounds)) {
        const response = await send('POST', target, { headers: bearer(game), body: round() });
        expect([404, 503], target).toContain(response.status);
      }
      // What stays open stays open whatever the spelling: the site, its status, the operator API.
      for (const target of [...sameSpellings(API_PATHS.site), ...sameSpellings(API_PATHS.siteStatus)]) {
        expect((await send('GET', target)).status, target).toBe(200);
      }
      for (const target of sameSpellings(ADMIN_PATHS.siteMaintenance)) {
        expect((await send('GET', target, { headers: bearer(admin) })).status, target).toBe(200);
      }
    } finally {
      await maintenance(false);
    }
    expect(await balance()).toBe(before);
  });

  it('under a region block refuses every spelling with 403 and serves other countries', async () => {
    const game = await ticket();
    await region(['ID']);
    try {
      const from = (address: string, token?: string) => ({
        headers: { 'x-forwarded-for': address, ...(token ? bearer(token) : {}) },
      });
      for (const target of sameSpellings(API_PATHS.inhouseRounds)) {
        const response = await send('POST', target, { ...from(INDONESIA, game), body: round() });
        expect([response.status, codeOf(response)], target).toEqual([403, 'region.restricted']);
      }
      for (const target of sameSpellings(API_PATHS.games, '?pageSize=1')) {
        const refused = await send('GET', target, from(INDONESIA));
        expect([refused.status, codeOf(refused)], target).toEqual([403, 'region.restricted']);
        expect((await send('GET', target, from(USA))).status, target).toBe(200);
      }
    } finally {
      await region([]);
    }
  });
});

describe.each(DRIVERS)('the rate limit reads the same path as the router on %s', (driver) => {
  let t: TestApp;
  let send: Send;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { RATE_LIMIT_MAX: 3, RATE_LIMIT_EXEMPT_LOOPBACK: false } });
    send = await listenRaw(t.app);
  });
  afterAll(() => t.close());

  it('counts an API call spelled under a static prefix, and still exempts media', async () => {
    const statuses = [];
    for (const target of ['/assets/%2e%2e/api/v1/site', '/media/../api/v1/site', '/assets/./../api/v1/site']) {
      statuses.push((await send('GET', target)).status);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect((await send('GET', '/media/%2E%2E/api/v1/site')).status).toBe(429);
    expect((await send('GET', '/media/vendors/none.png')).status).toBe(404);
    expect((await send('GET', '/m%65dia/vendors/none.png')).status).toBe(404);
  });
});
