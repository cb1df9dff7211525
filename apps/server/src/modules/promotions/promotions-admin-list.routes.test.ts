import { adminPromotionPageSchema } from '@lobby/contract/admin/promotions';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(DRIVERS)('operator API: the promotion list for the console on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  let category: number;
  let live: number;
  let later: number;
  let over: number;

  const page = async (query: string, token = editor) => {
    const { status, body } = await adminCall<Ok<unknown>>(t.app, token, 'GET', `${ADMIN_PATHS.promotions}?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return adminPromotionPageSchema.parse(body.value);
  };
  const create = async (title: string, window: { startDate: string; endDate?: string; noExpiry?: number }) => {
    const body = { language: 'id', title, content: '<p>Isi</p>', categoryIds: [category], ...window };
    const made = await adminCall<Ok<{ id: number }>>(t.app, editor, 'POST', ADMIN_PATHS.promotions, body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body.value.id;
  };

  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
    editor = (await operatorSession(t.app, 'editor')).token;
    const made = await adminCall<Ok<{ id: number }>>(t.app, editor, 'POST', ADMIN_PATHS.promotionCategories, {
      names: { en: 'List test', id: 'Uji daftar' },
    });
    category = made.body.value.id;
    live = await create('Bravo live', { startDate: iso(-DAY), noExpiry: 1 });
    later = await create('Alpha later', { startDate: iso(2 * DAY), endDate: iso(3 * DAY) });
    over = await create('Charlie over', { startDate: iso(-3 * DAY), endDate: iso(-DAY) });
  });
  afterAll(() => t.close());

  it('filters by category and by status on the server: published, scheduled, ended', async () => {
    const ids = async (status: string) =>
      (await page(`categoryId=${category}&status=${status}&pageSize=100`)).list.map((item) => item.id);
    expect(await ids('published')).toEqual([live]);
    expect(await ids('scheduled')).toEqual([later]);
    expect(await ids('ended')).toEqual([over]);
    const all = await page(`categoryId=${category}&language=id&pageSize=100`);
    expect(all.totalCount).toBe(3);
    expect((await page(`categoryId=${category}&language=en`)).totalCount).toBe(0);
  });

  it('sorts by title either way and pages with the total', async () => {
    const titles = async (order: string) =>
      (await page(`categoryId=${category}&sort=title&order=${order}`)).list.map((item) => item.title);
    expect(await titles('asc')).toEqual(['Alpha later', 'Bravo live', 'Charlie over']);
    expect(await titles('desc')).toEqual(['Charlie over', 'Bravo live', 'Alpha later']);
    const first = await page(`categoryId=${category}&sort=title&pageSize=2&pageNo=1`);
    const second = await page(`categoryId=${category}&sort=title&pageSize=2&pageNo=2`);
    expect([first.totalCount, second.totalCount]).toEqual([3, 3]);
    expect(first.list.map((item) => item.title)).toEqual(['Alpha later', 'Bravo live']);
    expect(second.list.map((item) => item.title)).toEqual(['Charlie over']);
  });

  it('refuses a bad sort, status, order, category or page with request.invalid', async () => {
    for (const query of ['sort=password', 'status=deleted', 'order=sideways', 'categoryId=abc', 'pageNo=0']) {
      const { status, body } = await adminCall<Failure>(t.app, editor, 'GET', `${ADMIN_PATHS.promotions}?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('request.invalid');
    }
  });

  it('refuses a reviewer and a finance operator the list and the categories', async () => {
    for (const role of ['reviewer', 'finance'] as const) {
      const token = (await operatorSession(t.app, role)).token;
      expect((await adminCall(t.app, token, 'GET', ADMIN_PATHS.promotions)).status, role).toBe(403);
      expect((await adminCall(t.app, token, 'GET', ADMIN_PATHS.promotionCategories)).status, role).toBe(403);
    }
  });

  it("shows another merchant's operator nothing of this one", async () => {
    const other = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const headers = { merchant: 'GOLDREEF' };
    const one = await adminCall(t.app, other, 'GET', `${ADMIN_PATHS.promotions}/${live}`, undefined, headers);
    expect(one.status).toBe(404);
    const get = <T>(path: string) => adminCall<Ok<T>>(t.app, other, 'GET', path, undefined, headers);
    const list = await get<{ list: { id: number }[] }>(`${ADMIN_PATHS.promotions}?pageSize=100`);
    expect(list.status).toBe(200);
    expect(list.body.value.list.map((item) => item.id)).not.toContain(live);
    expect(
      (await get<{ totalCount: number }>(`${ADMIN_PATHS.promotions}?categoryId=${category}`)).body.value.totalCount,
    ).toBe(0);
    const categories = await get<{ id: number }[]>(ADMIN_PATHS.promotionCategories);
    expect(categories.body.value.map((item) => item.id)).not.toContain(category);
  });
});
