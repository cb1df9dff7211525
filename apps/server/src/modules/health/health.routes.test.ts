import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, DRIVERS, openTestDb, type TestApp } from '../../test/app';

describe.each(DRIVERS)('GET /api/health on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with the failure envelope when the database does not', async () => {
    const db = await openTestDb(driver);
    const dataDir = mkdtempSync(join(tmpdir(), 'lobby-health-'));
    const app = await buildApp({
      db: { ...db.handle, ping: () => Promise.reject(new Error('connection refused at 10.0.0.5')) },
      logger: false,
      config: { NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST: join(dataDir, 'no-web') },
    });
    try {
      const response = await app.inject({ method: 'GET', url: API_PATHS.health });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: 'system.maintenance' });
      expect(response.body).not.toContain('10.0.0.5');
    } finally {
      await app.close();
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
