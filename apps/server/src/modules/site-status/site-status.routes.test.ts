import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { SiteStatus } from '@lobby/contract/site-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

/** Addresses the offline database places: Indonesia, the United States; loopback has no country. */
const INDONESIA = '36.66.0.1';
const USA = '8.8.8.8';
const HOUR = 3_600_000;

describe.each(DRIVERS)('site status and the status gate on %s', (driver) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(() => t.close());

  const call = (url: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });
  const status = async (remoteAddress?: string, query = '') =>
    ((await call(`${API_PATHS.siteStatus}${query}`, remoteAddress)).json() as Ok<SiteStatus>).value;
  const maintenance = (body: object) => adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteMaintenance, body);
  const region = (body: object) => adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteRegion, body);
  const off = { active: false, windows: [], message: {} };
  const open = { blockedCountries: [], allowedIps: [] };

  it('answers status 0 with the address and its country when nothing is switched on', async () => {
    expect(await status(INDONESIA)).toEqual({
      status: 0,
      ip: INDONESIA,
      country: 'ID',
      maintenance: { active: false, endsAt: null, message: '' },
      regionRestriction: false,
    });
    expect((await status()).country).toBeNull();
  });

  it('in maintenance refuses the API with 503 (games launch included) but keeps site, status, health and the operator API', async () => {
    const member = await loginAs(t.app, 'player01', 'Play1234');
    await maintenance({ active: true, windows: [], message: { en: 'Back soon', id: 'Segera kembali' } });
    try {
      for (const url of [API_PATHS.games, API_PATHS.home, `${API_PATHS.launch}?nodeId=100001`, API_PATHS.login]) {
        const refused = await call(url, '127.0.0.1', { authorization: `Bearer ${member.token}` });
        expect(refused.statusCode, url).toBe(503);
        expect((refused.json() as Failure).code).toBe('system.maintenance');
      }
      expect((await call(API_PATHS.site)).statusCode).toBe(200);
      expect((await call(API_PATHS.health)).statusCode).toBe(200);
      expect((await adminCall(t.app, admin, 'GET', ADMIN_PATHS.siteMaintenance)).status).toBe(200);
      const now = await status(USA, '?language=id');
      expect(now).toMatchObject({ status: 1, maintenance: { active: true, endsAt: null, message: 'Segera kembali' } });
      expect((await status(USA, '?language=en')).maintenance.message).toBe('Back soon');
    } finally {
      await maintenance(off);
    }
    expect((await call(API_PATHS.games)).statusCode).toBe(200);
  });

  it('follows scheduled windows: on inside one (with its end), off before and after', async () => {
    const start = new Date(Date.now() - HOUR).toISOString();
    const end = new Date(Date.now() + HOUR).toISOString();
    const later = {
      startsAt: new Date(Date.now() + 5 * HOUR).toISOString(),
      endsAt: new Date(Date.now() + 6 * HOUR).toISOString(),
    };
    const past = {
      startsAt: new Date(Date.now() - 6 * HOUR).toISOString(),
      endsAt: new Date(Date.now() - 5 * HOUR).toISOString(),
    };
    await maintenance({ active: false, windows: [past, later], message: {} });
    expect((await status()).status).toBe(0);
    expect((await call(API_PATHS.games)).statusCode).toBe(200);
    await maintenance({ active: false, windows: [past, { startsAt: start, endsAt: end }, later], message: {} });
    try {
      const now = await status();
      expect(now.status).toBe(1);
      expect(now.maintenance.endsAt).toBe(end);
      expect((await call(API_PATHS.games)).statusCode).toBe(503);
    } finally {
      await maintenance(off);
    }
  });

  it('restricts a blocked country with 403 region.restricted, lets allowed addresses and other countries through', async () => {
    await region({ blockedCountries: ['id'], allowedIps: ['36.66.7.0/24'] });
    try {
      expect(await status(INDONESIA)).toMatchObject({ status: 2, country: 'ID', regionRestriction: true });
      const refused = await call(API_PATHS.games, INDONESIA);
      expect(refused.statusCode).toBe(403);
      expect((refused.json() as Failure).code).toBe('region.restricted');
      expect((await call(API_PATHS.site, INDONESIA)).statusCode).toBe(200);
      expect((await call(API_PATHS.games, '36.66.7.9')).statusCode).toBe(200);
      expect((await call(API_PATHS.games, `::ffff:${INDONESIA}`)).statusCode).toBe(403);
      expect((await call(API_PATHS.games, USA)).statusCode).toBe(200);
      expect((await status(USA)).status).toBe(0);
      // Both at once: maintenance wins (status 1), the restriction is still reported.
      await maintenance({ ...off, active: true });
      expect(await status(INDONESIA)).toMatchObject({ status: 1, regionRestriction: true });
      expect((await call(API_PATHS.games, INDONESIA)).statusCode).toBe(503);
    } finally {
      await maintenance(off);
      await region(open);
    }
    expect((await call(API_PATHS.games, INDONESIA)).statusCode).toBe(200);
  });

  it("keeps one merchant out of the other one's maintenance", async () => {
    await maintenance({ ...off, active: true });
    try {
      const reef = await call(API_PATHS.games, '127.0.0.1', { merchant: 'GOLDREEF' });
      expect(reef.statusCode).toBe(200);
    } finally {
      await maintenance(off);
    }
  });

  it('refuses a bad language with 400', async () => {
    const response = await call(`${API_PATHS.siteStatus}?language=xx`);
    expect(response.statusCode).toBe(400);
    expect((response.json() as Failure).code).toBe('request.invalid');
  });
});
