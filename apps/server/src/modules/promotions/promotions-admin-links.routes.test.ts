import type { AdminPromotion } from '@lobby/contract/admin/promotions';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
type AdminPromotionPage = { list: AdminPromotion[]; totalCount: number };
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const GOLDREEF = { merchant: 'GOLDREEF' };

describe.each(DRIVERS)('operator API: a promotion in other languages on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
    editor = (await operatorSession(t.app, 'editor')).token;
  });
  afterAll(() => t.close());

  const body = (language: string, title: string, linkedPromotionId: number | null = null) => ({
    language,
    title,
    content: '<p>x</p>',
    startDate: iso(-1),
    noExpiry: 1,
    linkedPromotionId,
  });
  const call = (method: 'POST' | 'PUT' | 'GET', path: string, payload?: object, token = editor, headers = {}) =>
    adminCall<Ok<AdminPromotion> | Failure>(t.app, token, method, path, payload, headers);
  const page = async (query = '') =>
    (await adminCall<Ok<AdminPromotionPage>>(t.app, editor, 'GET', `${ADMIN_PATHS.promotions}${query}`)).body.value;
  const create = async (language: string, title: string, linked: number | null = null) => {
    const made = await call('POST', ADMIN_PATHS.promotions, body(language, title, linked));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return (made.body as Ok<AdminPromotion>).value;
  };
  const get = async (id: number) =>
    ((await call('GET', `${ADMIN_PATHS.promotions}/${id}`)).body as Ok<AdminPromotion>).value;

  it('links a translation to the first of its group, through a link to another translation too, and lists the versions', async () => {
    const en = await create('en', 'Link root');
    const id = await create('id', 'Tautan', en.id);
    expect(id).toMatchObject({
      linkedPromotionId: en.id,
      versions: [{ id: en.id, language: 'en', title: 'Link root' }],
    });
    expect((await get(en.id)).versions).toEqual([{ id: id.id, language: 'id', title: 'Tautan' }]);
    const { list } = await page('?sort=updatedAt&order=desc&pageSize=5');
    expect(list.find((row) => row.id === en.id)?.versions.map((v) => v.id)).toEqual([id.id]);
    // Unlinking is a write like any other, audited with the link before and after.
    const unlinked = await call('PUT', `${ADMIN_PATHS.promotions}/${id.id}`, body('id', 'Tautan', null));
    expect((unlinked.body as Ok<AdminPromotion>).value).toMatchObject({ linkedPromotionId: null, versions: [] });
    const admin = (await operatorSession(t.app, 'admin')).token;
    const audit = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=5`);
    const update = audit.body.value.find((e) => e.action === 'promotion.update' && e.targetId === String(id.id));
    expect(JSON.stringify(update?.detail)).toContain(`"linkedPromotionId":${en.id}`);
  });

  it('refuses itself, the same language, chains, unknown and other merchants’ ids, and writes nothing', async () => {
    const en = await create('en', 'Group head');
    const id = await create('id', 'Kepala grup', en.id);
    const alone = await create('en', 'Alone');
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const foreign = (
      (await call('POST', ADMIN_PATHS.promotions, body('id', 'Karang'), reef, GOLDREEF)).body as Ok<AdminPromotion>
    ).value;
    const cases: [string, 'POST' | 'PUT', string, object][] = [
      ['itself', 'PUT', `${ADMIN_PATHS.promotions}/${en.id}`, body('en', 'Group head', en.id)],
      [
        'its own group through a translation',
        'PUT',
        `${ADMIN_PATHS.promotions}/${en.id}`,
        body('en', 'Group head', id.id),
      ],
      ['a group that speaks the language', 'POST', ADMIN_PATHS.promotions, body('id', 'Kedua', en.id)],
      ['the same language', 'PUT', `${ADMIN_PATHS.promotions}/${alone.id}`, body('en', 'Alone', en.id)],
      ['a chain: others link to it', 'PUT', `${ADMIN_PATHS.promotions}/${en.id}`, body('en', 'Group head', alone.id)],
      ['an unknown id', 'POST', ADMIN_PATHS.promotions, body('id', 'Hilang', 999_999)],
      ['another merchant’s', 'POST', ADMIN_PATHS.promotions, body('en', 'Foreign', foreign.id)],
    ];
    const total = async () => (await page()).totalCount;
    const before = await total();
    for (const [why, method, path, payload] of cases) {
      const refused = await call(method, path, payload);
      expect(refused.status, why).toBe(400);
      expect(refused.body, why).toMatchObject({ code: 'promotion.link.invalid', field: 'linkedPromotionId' });
    }
    expect(await total()).toBe(before);
    expect(await get(en.id)).toMatchObject({ linkedPromotionId: null, title: 'Group head' });
    expect((await get(alone.id)).linkedPromotionId).toBeNull();
    // Golden Reef's operator cannot link to Lucky Nova's either, nor see its versions.
    const across = await call('POST', ADMIN_PATHS.promotions, body('en', 'Reef', en.id), reef, GOLDREEF);
    expect(across.body).toMatchObject({ code: 'promotion.link.invalid' });
    expect((await call('GET', `${ADMIN_PATHS.promotions}/${en.id}`, undefined, reef, GOLDREEF)).status).toBe(404);
  });

  it('keeps linking to editors and admins', async () => {
    const en = await create('en', 'Roles');
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const finance = (await operatorSession(t.app, 'finance')).token;
    for (const token of [reviewer, finance]) {
      expect((await call('POST', ADMIN_PATHS.promotions, body('id', 'Peran', en.id), token)).status).toBe(403);
    }
  });
});
