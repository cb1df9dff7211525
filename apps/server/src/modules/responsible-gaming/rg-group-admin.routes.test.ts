import type { AdminRgGroup } from '@lobby/contract/admin/responsible-gaming';
import { ADMIN_PATHS } from '@lobby/contract/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Answer = { success: boolean; value: AdminRgGroup; code?: string; field?: string };
const KEY = 'nova-reef-2f6c9e1a7b';

describe.each(DRIVERS)('the responsible-gaming group (admin API) on %s', (driver) => {
  let t: TestApp;
  let nova: string;
  let reef: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    nova = (await operatorSession(t.app, 'admin')).token;
    reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
  });
  afterAll(() => t.close());

  const novaCall = (method: 'GET' | 'PUT', body?: unknown) =>
    adminCall<Answer>(t.app, nova, method, ADMIN_PATHS.rgGroup, body);
  const reefCall = (method: 'GET' | 'PUT', body?: unknown) =>
    adminCall<Answer>(t.app, reef, method, ADMIN_PATHS.rgGroup, body, { merchant: 'GOLDREEF' });

  it('joins a group by its key, shows the other merchants in it, leaves it, and audits each change', async () => {
    expect((await novaCall('GET')).body.value).toEqual({ group: null, merchants: [] });
    const joined = await novaCall('PUT', { group: KEY });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.value).toEqual({ group: KEY, merchants: [] });

    expect((await reefCall('PUT', { group: KEY })).body.value.merchants).toEqual([
      { code: 'LUCKYNOVA', name: expect.any(String) },
    ]);
    expect((await novaCall('GET')).body.value.merchants.map((merchant) => merchant.code)).toEqual(['GOLDREEF']);

    expect((await reefCall('PUT', { group: null })).body.value).toEqual({ group: null, merchants: [] });
    expect((await novaCall('GET')).body.value).toEqual({ group: KEY, merchants: [] });
    const audited = await t.db.handle.db
      .select({ merchantCode: auditLog.merchantCode, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.action, 'site.responsibleGaming.update'));
    expect(audited.map((row) => row.merchantCode).sort()).toEqual(['GOLDREEF', 'GOLDREEF', 'LUCKYNOVA']);
  });

  it('refuses a short or malformed key with a catalogue code and keeps the group', async () => {
    for (const group of ['NOVA', 'has spaces in the key!', 5]) {
      const refused = await novaCall('PUT', { group });
      expect([refused.status, refused.body.code]).toEqual([400, 'request.invalid']);
    }
    expect((await novaCall('GET')).body.value.group).toBe(KEY);
  });

  it('lets admins only, and shows another merchant nothing of this one', async () => {
    for (const role of ['editor', 'reviewer', 'finance'] as const) {
      const token = (await operatorSession(t.app, role)).token;
      expect((await adminCall(t.app, token, 'GET', ADMIN_PATHS.rgGroup)).status).toBe(403);
      expect((await adminCall(t.app, token, 'PUT', ADMIN_PATHS.rgGroup, { group: null })).status).toBe(403);
    }
    // GOLDREEF left the group: it reads its own (none), never LUCKYNOVA's key.
    expect((await reefCall('GET')).body.value).toEqual({ group: null, merchants: [] });
  });
});
