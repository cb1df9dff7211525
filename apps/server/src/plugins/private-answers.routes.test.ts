import { ADMIN_PATHS, ADMIN_PREFIX, API_PATHS, ENCRYPTION_SCHEME } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, encryptFor, loginAs, nextAddress } from '../test/accounts';
import { createTestApp, DRIVERS, openTestDb, type TestApp, type TestDb } from '../test/app';
import { OPERATOR_PASSWORD, operatorSession } from '../test/operators';
import { simpleReads, type OpenApiDoc } from '../test/openapi-reads';

describe.each(DRIVERS)('private answers, HSTS and the API docs on %s', (driver) => {
  let db: TestDb;
  let t: TestApp;
  let production: TestApp;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    db = await openTestDb(driver);
    t = await createTestApp(driver, { db });
    production = await createTestApp(driver, { db, config: { NODE_ENV: 'production', TRUST_PROXY: true } });
    member = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
    admin = (await operatorSession(t.app, 'admin')).token;
  });
  afterAll(async () => {
    await t.close();
    await production.close();
    await db.drop();
  });

  const cacheControl = (response: { headers: Record<string, unknown> }) => String(response.headers['cache-control']);

  it('never lets a browser store a member or operator login', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      headers: { encryption: ENCRYPTION_SCHEME },
      remoteAddress: nextAddress(),
      payload: {
        payload: await encryptFor(t.app, { type: 'username', username: 'demo', password: DEMO.player.password }),
      },
    });
    expect(login.statusCode).toBe(200);
    expect(cacheControl(login)).toBe('no-store');
    const trial = await t.app.inject({ method: 'POST', url: API_PATHS.trial, payload: { moduleId: 'FREEPLAY3' } });
    expect(trial.statusCode).toBe(200);
    expect(cacheControl(trial)).toBe('no-store');
    const username = 'cachecheck';
    await t.app.operators.create(
      { merchantCode: 'LUCKYNOVA', operatorId: null, ip: 'test' },
      { username, password: OPERATOR_PASSWORD, role: 'editor' },
    );
    const operator = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.session,
      remoteAddress: nextAddress(),
      payload: { username, password: OPERATOR_PASSWORD },
    });
    expect(operator.statusCode).toBe(200);
    expect(cacheControl(operator)).toBe('no-store');
  });

  it('marks every signed-in read no-store (members/me, wallet, every operator read)', async () => {
    const me = await t.app.inject({ method: 'GET', url: API_PATHS.member, headers: bearer(member) });
    expect(me.statusCode).toBe(200);
    expect(cacheControl(me)).toBe('no-store');
    // The routes the OpenAPI document marks as taking a session, without path parameters.
    const paths = simpleReads(t.app.swagger() as OpenApiDoc, { signedIn: true });
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        headers: bearer(path.startsWith(ADMIN_PREFIX) ? admin : member),
      });
      expect(cacheControl(response), `${path} ${response.statusCode}`).toMatch(/no-store/);
    }
  });

  it('keeps public catalogue reads by visitors cacheable', async () => {
    for (const url of [`${API_PATHS.games}?pageSize=5`, API_PATHS.home, API_PATHS.winners, API_PATHS.site]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(cacheControl(response), url).not.toMatch(/no-store/);
    }
  });

  it('sends HSTS only over TLS, as told by a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const hsts = (response: { headers: Record<string, unknown> }) => response.headers['strict-transport-security'];
    expect(hsts(await production.app.inject({ method: 'GET', url: API_PATHS.site, headers: https }))).toMatch(
      /max-age=\d+/,
    );
    expect(hsts(await production.app.inject({ method: 'GET', url: API_PATHS.site }))).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to send: plain http, no HSTS.
    expect(hsts(await t.app.inject({ method: 'GET', url: API_PATHS.site, headers: https }))).toBeUndefined();
    expect(hsts(await t.app.inject({ method: 'GET', url: API_PATHS.site }))).toBeUndefined();
  });

  it('serves no API docs in production unless API_DOCS is on', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await production.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
