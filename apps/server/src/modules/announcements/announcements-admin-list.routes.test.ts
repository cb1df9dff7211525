import { adminAnnouncementPageSchema, adminAnnouncementSchema } from '@lobby/contract/admin/announcements';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const NOTICE = { type: 'PL', language: 'id', content: '<p>Isi</p>' };

describe.each(DRIVERS)('operator API: the announcement list for the console on %s', (driver) => {
  let t: TestApp;
  let editor: string;

  const page = async (query: string, token = editor) => {
    const { status, body } = await adminCall<Ok<unknown>>(t.app, token, 'GET', `${ADMIN_PATHS.announcements}?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return adminAnnouncementPageSchema.parse(body.value);
  };
  const create = async (title: string, startDate: string, endDate: string | null) => {
    const made = await adminCall<Ok<{ id: number }>>(t.app, editor, 'POST', ADMIN_PATHS.announcements, {
      ...NOTICE,
      title,
      startDate,
      endDate,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.value.id;
  };

  let live: number;
  let later: number;
  let over: number;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
    editor = (await operatorSession(t.app, 'editor')).token;
    live = await create('Bravo live', iso(-DAY), iso(DAY));
    later = await create('Alpha later', iso(2 * DAY), null);
    over = await create('Charlie over', iso(-3 * DAY), iso(-DAY));
  });
  afterAll(() => t.close());

  it('filters by status on the server: published, scheduled, ended', async () => {
    const ids = async (status: string) =>
      (await page(`language=id&type=PL&status=${status}&pageSize=100`)).list.map((item) => item.id);
    expect(await ids('published')).toContain(live);
    expect(await ids('published')).not.toContain(later);
    expect(await ids('scheduled')).toEqual([later]);
    expect(await ids('ended')).toEqual([over]);
    const published = await page('language=id&type=PL&status=published&pageSize=100');
    expect(published.list.every((item) => item.published)).toBe(true);
  });

  it('sorts by title either way and pages with the total', async () => {
    const mine = [live, later, over];
    const titles = async (order: string) =>
      (await page(`language=id&type=PL&sort=title&order=${order}&pageSize=100`)).list
        .filter((item) => mine.includes(item.id))
        .map((item) => item.title);
    expect(await titles('asc')).toEqual(['Alpha later', 'Bravo live', 'Charlie over']);
    expect(await titles('desc')).toEqual(['Charlie over', 'Bravo live', 'Alpha later']);
    const first = await page('language=id&type=PL&sort=title&order=asc&pageSize=1&pageNo=1');
    const second = await page('language=id&type=PL&sort=title&order=asc&pageSize=1&pageNo=2');
    expect(first.totalCount).toBe(second.totalCount);
    expect(first.list[0]?.id).not.toBe(second.list[0]?.id);
  });

  it('refuses an unknown sort or status with request.invalid', async () => {
    for (const query of ['sort=password', 'status=deleted', 'order=sideways']) {
      const { status, body } = await adminCall<Failure>(t.app, editor, 'GET', `${ADMIN_PATHS.announcements}?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('request.invalid');
    }
  });

  it('reads one announcement for its edit page; a reviewer gets 403', async () => {
    const one = await adminCall<Ok<unknown>>(t.app, editor, 'GET', `${ADMIN_PATHS.announcements}/${live}`);
    expect(adminAnnouncementSchema.parse(one.body.value)).toMatchObject({ id: live, title: 'Bravo live' });
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    expect((await adminCall(t.app, reviewer, 'GET', `${ADMIN_PATHS.announcements}/${live}`)).status).toBe(403);
    const missing = await adminCall<Failure>(t.app, editor, 'GET', `${ADMIN_PATHS.announcements}/99999999`);
    expect([missing.status, missing.body.code]).toEqual([404, 'resource.not.found']);
  });

  it("shows another merchant's operator nothing of this one", async () => {
    const other = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const headers = { merchant: 'GOLDREEF' };
    const one = await adminCall(t.app, other, 'GET', `${ADMIN_PATHS.announcements}/${live}`, undefined, headers);
    expect(one.status).toBe(404);
    const list = await adminCall<Ok<{ list: { id: number }[] }>>(
      t.app,
      other,
      'GET',
      `${ADMIN_PATHS.announcements}?pageSize=200`,
      undefined,
      headers,
    );
    expect(list.body.value.list.map((item) => item.id)).not.toContain(live);
  });
});
