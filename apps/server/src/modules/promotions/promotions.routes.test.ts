import type { AuditEntryView } from '@lobby/contract/admin/operators';
import type { AdminPromotion } from '@lobby/contract/admin/promotions';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { promotionSchema, type Promotion, type PromotionCategory } from '@lobby/contract/promotions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const DAY = 86_400_000;
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

describe.each(DRIVERS)('promotions on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    editor = (await operatorSession(t.app, 'editor')).token;
  });
  afterAll(() => t.close());

  const list = async (query = '', token?: string) =>
    (
      await getJson<Ok<Promotion[]>>(
        t.app,
        `${API_PATHS.promotions}${query}`,
        token ? { authorization: `Bearer ${token}` } : {},
      )
    ).body.value;
  const create = (body: Record<string, unknown>, token = editor, headers: Record<string, string> = {}) =>
    adminCall<Ok<AdminPromotion> | Failure>(
      t.app,
      token,
      'POST',
      ADMIN_PATHS.promotions,
      {
        language: 'en',
        title: 'Test promotion',
        content: '<p>Body</p>',
        startDate: iso(-1),
        endDate: iso(30),
        ...body,
      },
      headers,
    );
  const created = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await create(body);
    expect(status, JSON.stringify(answer)).toBe(200);
    return (answer as Ok<AdminPromotion>).value;
  };

  it('names the category tabs in the language asked for', async () => {
    const en = await getJson<Ok<PromotionCategory[]>>(t.app, `${API_PATHS.promotionCategories}?language=en`);
    const id = await getJson<Ok<PromotionCategory[]>>(t.app, `${API_PATHS.promotionCategories}?language=id`);
    expect(en.body.value.map((c) => c.name)).toEqual(['New members', 'Slots', 'Live casino', 'Sports']);
    expect(id.body.value.map((c) => c.name)).toEqual(['Member baru', 'Slot', 'Kasino langsung', 'Olahraga']);
    expect(id.body.value.map((c) => c.id)).toEqual(en.body.value.map((c) => c.id));
  });

  it('lists the seeded promotions with the spec fields, in English and Indonesian', async () => {
    const en = await list('?language=en');
    const id = await list('?language=id');
    expect(en.length).toBeGreaterThanOrEqual(6);
    expect(id.length).toBe(en.length);
    for (const promotion of en) {
      promotionSchema.parse(promotion);
      expect(promotion.joined).toBe(false);
      expect(promotion.announcementImages[0]).toMatchObject({ sequence: 1 });
      expect(promotion.announcementImages[0]?.url).toMatch(/^\/media\/promotions\/[0-9a-f]+\.webp$/);
      expect(promotion.content).not.toMatch(/<script/i);
    }
    expect(en[0]?.title).toBe('100% Welcome Bonus');
    expect(id[0]?.title).toBe('Bonus Sambutan 100%');
    expect(id[0]?.linkedPromotionId).toBe(en[0]?.id);
    expect(en.some((p) => p.noExpiry === 1 && p.endDate === null)).toBe(true);
    expect(en.some((p) => p.imageRequired === 'Y' && p.remarkRequired === 'Y')).toBe(true);
    expect(en.some((p) => p.imageRequired === 'N' && p.remarkRequired === 'Y')).toBe(true);
  });

  it('filters by category and refuses a bad category id', async () => {
    const categories = (await getJson<Ok<PromotionCategory[]>>(t.app, API_PATHS.promotionCategories)).body.value;
    const sports = categories.find((c) => c.name === 'Sports');
    const only = await list(`?categoryId=${sports?.id}`);
    expect(only.length).toBeGreaterThan(0);
    for (const p of only) expect(p.promoAnnouncementCategoryIds).toContain(sports?.id);
    const bad = await getJson<Failure>(t.app, `${API_PATHS.promotions}?categoryId=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'request.invalid', field: 'categoryId' });
  });

  it('shows only published promotions: not before the start, not after the end', async () => {
    const future = await created({ title: 'Coming soon', startDate: iso(2), endDate: iso(9) });
    const ended = await created({ title: 'All over', startDate: iso(-9), endDate: iso(-1) });
    const forever = await created({ title: 'Forever', startDate: iso(-1), endDate: null, noExpiry: 1 });
    const ids = (await list()).map((p) => p.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).toContain(forever.id);
    for (const hidden of [future.id, ended.id, 999_999]) {
      const detail = await getJson<Failure>(t.app, `${API_PATHS.promotions}/${hidden}`);
      expect(detail.status).toBe(404);
      expect(detail.body.code).toBe('resource.not.found');
    }
    const shown = await getJson<Ok<Promotion>>(t.app, `${API_PATHS.promotions}/${forever.id}`);
    expect(shown.body.value).toMatchObject({ title: 'Forever', noExpiry: 1, endDate: null });
    const published = await t.app.promotions.listPublished('LUCKYNOVA', 'en', new Date());
    expect(published.map((p) => p.id)).toContain(forever.id);
    expect(published.map((p) => p.id)).not.toContain(future.id);
  });

  it('never shows another site a promotion', async () => {
    const reef = await operatorSession(t.app, 'editor', 'GOLDREEF');
    const { body } = await create({ title: 'Reef only' }, reef.token, { merchant: 'GOLDREEF' });
    const id = (body as Ok<AdminPromotion>).value.id;
    expect((await getJson(t.app, `${API_PATHS.promotions}/${id}`)).status).toBe(404);
    expect((await list()).map((p) => p.id)).not.toContain(id);
    const there = await getJson<Ok<Promotion>>(t.app, `${API_PATHS.promotions}/${id}`, { merchant: 'GOLDREEF' });
    expect(there.body.value.title).toBe('Reef only');
  });

  it("feeds the announcements' PR list with the published promotions", async () => {
    const feed = await getJson<Ok<{ promotion: { id: string; title: string; imageUrl: string }[] }>>(
      t.app,
      `${API_PATHS.announcements}?types=PR&language=id`,
    );
    expect(feed.status).toBe(200);
    const titles = feed.body.value.promotion.map((p) => p.title);
    expect(titles).toContain('Bonus Sambutan 100%');
    expect(feed.body.value.promotion[0]?.imageUrl).toMatch(/^\/media\/promotions\//);
  });

  it('answers a detail in the language asked for through the linked translation', async () => {
    const welcome = (await list('?language=en')).find((p) => p.title === '100% Welcome Bonus');
    const detail = await getJson<Ok<Promotion>>(t.app, `${API_PATHS.promotions}/${welcome?.id}?language=id`);
    expect(detail.body.value.title).toBe('Bonus Sambutan 100%');
    expect(detail.body.value.linkedPromotionId).toBe(welcome?.id);
  });

  it('lets a member join once (idempotent) and tells only that member', async () => {
    const [first, second] = (await list()).filter((p) => p.linkedPromotionId === null && p.title !== 'Forever');
    const session = await loginAs(t.app, 'player01', 'Play1234');
    const url = `${API_PATHS.promotions}/${first?.id}/join`;
    expect((await sendJson(t.app, 'POST', url, undefined, session.token)).status).toBe(200);
    expect((await sendJson(t.app, 'POST', url, undefined, session.token)).status).toBe(200);
    const mine = await list('', session.token);
    expect(mine.find((p) => p.id === first?.id)?.joined).toBe(true);
    expect(mine.find((p) => p.id === second?.id)?.joined).toBe(false);
    // The Indonesian row of the same promotion counts as joined too.
    const translated = await list('?language=id', session.token);
    expect(translated.find((p) => p.linkedPromotionId === first?.id)?.joined).toBe(true);
    const other = await loginAs(t.app, 'player02', 'Play1234');
    expect((await list('', other.token)).find((p) => p.id === first?.id)?.joined).toBe(false);
    expect((await list()).find((p) => p.id === first?.id)?.joined).toBe(false);
  });

  it('refuses a join from a visitor (401), a trial account (403) and on an unknown promotion (404)', async () => {
    const [first] = await list();
    const visitor = await sendJson<Failure>(t.app, 'POST', `${API_PATHS.promotions}/${first?.id}/join`);
    expect(visitor.status).toBe(401);
    const trial = await sendJson<Ok<{ token: string }>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
    const refused = await sendJson<Failure>(
      t.app,
      'POST',
      `${API_PATHS.promotions}/${first?.id}/join`,
      undefined,
      trial.body.value.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account.trial');
    const session = await loginAs(t.app, 'player01', 'Play1234');
    const unknown = await sendJson<Failure>(
      t.app,
      'POST',
      `${API_PATHS.promotions}/999999/join`,
      undefined,
      session.token,
    );
    expect(unknown.status).toBe(404);
  });
});

describe.each(DRIVERS)('promotions operator API on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    editor = (await operatorSession(t.app, 'editor')).token;
  });
  afterAll(() => t.close());

  const base = { language: 'en', title: 'Cashback', content: '<p>Ok</p>', startDate: iso(-1), endDate: iso(5) };
  const count = async () =>
    (await adminCall<Ok<{ totalCount: number }>>(t.app, editor, 'GET', ADMIN_PATHS.promotions)).body.value.totalCount;

  it('creates, replaces and deletes a promotion, with an audit row for each', async () => {
    const made = await adminCall<Ok<AdminPromotion>>(t.app, editor, 'POST', ADMIN_PATHS.promotions, {
      ...base,
      content: '<h3>Hi</h3><a href="https://example.com">terms</a>',
      imageRequired: 'Y',
    });
    expect(made.status).toBe(200);
    const id = made.body.value.id;
    expect(made.body.value).toMatchObject({ published: true, imageRequired: 'Y', remarkRequired: 'N' });
    expect(made.body.value.content).toContain('rel="noopener noreferrer"');
    const replaced = await adminCall<Ok<AdminPromotion>>(t.app, editor, 'PUT', `${ADMIN_PATHS.promotions}/${id}`, {
      ...base,
      title: 'Cashback 2',
    });
    expect(replaced.body.value.title).toBe('Cashback 2');
    const removed = await adminCall<Ok<{ removed: string }>>(
      t.app,
      editor,
      'DELETE',
      `${ADMIN_PATHS.promotions}/${id}`,
    );
    expect(removed.body.value.removed).toBe('deleted');
    expect((await adminCall(t.app, editor, 'GET', `${ADMIN_PATHS.promotions}/${id}`)).status).toBe(404);
    const admin = await operatorSession(t.app, 'admin');
    const audit = await adminCall<Ok<AuditEntryView[]>>(t.app, admin.token, 'GET', `${ADMIN_PATHS.audit}?limit=10`);
    const actions = audit.body.value
      .filter((e) => e.targetType === 'promotion' && e.targetId === String(id))
      .map((e) => e.action);
    expect(actions).toEqual(['promotion.delete', 'promotion.update', 'promotion.create']);
  });

  it('refuses hostile HTML with content.unsafe and stores nothing', async () => {
    const before = await count();
    for (const content of [
      '<p>hi</p><script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      const { status, body } = await adminCall<Failure>(t.app, editor, 'POST', ADMIN_PATHS.promotions, {
        ...base,
        content,
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'content.unsafe', field: 'content' });
    }
    expect(await count()).toBe(before);
  });

  it('validates dates, links, categories and image addresses, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ endDate: null }, 'endDate'],
      [{ endDate: iso(-3) }, 'endDate'],
      [{ categoryIds: [999_999] }, 'categoryIds'],
      [{ linkedPromotionId: 999_999 }, 'linkedPromotionId'],
      [{ images: [{ url: 'javascript:alert(1)', sequence: 1 }] }, 'images'],
      [{ title: '<b>x</b>' }, 'title'],
    ];
    for (const [change, field] of cases) {
      const { status, body } = await adminCall<Failure>(t.app, editor, 'POST', ADMIN_PATHS.promotions, {
        ...base,
        ...change,
      });
      expect(status, field).toBe(400);
      expect(body.field, JSON.stringify(body)).toBe(field);
    }
  });

  it('keeps reviewers and visitors out', async () => {
    const reviewer = await operatorSession(t.app, 'reviewer');
    expect((await adminCall(t.app, reviewer.token, 'POST', ADMIN_PATHS.promotions, base)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: ADMIN_PATHS.promotions })).statusCode).toBe(401);
  });

  it('manages categories; a deleted one leaves the promotions that had it', async () => {
    const made = await adminCall<Ok<{ id: number }>>(t.app, editor, 'POST', ADMIN_PATHS.promotionCategories, {
      names: { en: 'Fishing', id: 'Memancing' },
      sort: 9,
    });
    const categoryId = made.body.value.id;
    const promo = await adminCall<Ok<AdminPromotion>>(t.app, editor, 'POST', ADMIN_PATHS.promotions, {
      ...base,
      categoryIds: [categoryId],
    });
    const tabs = await getJson<Ok<PromotionCategory[]>>(t.app, `${API_PATHS.promotionCategories}?language=id`);
    expect(tabs.body.value.at(-1)).toEqual({ id: categoryId, name: 'Memancing' });
    const renamed = await adminCall<Ok<{ names: Record<string, string> }>>(
      t.app,
      editor,
      'PUT',
      `${ADMIN_PATHS.promotionCategories}/${categoryId}`,
      { names: { en: 'Fish hunt' } },
    );
    expect(renamed.body.value.names).toEqual({ en: 'Fish hunt' });
    const deleted = await adminCall(t.app, editor, 'DELETE', `${ADMIN_PATHS.promotionCategories}/${categoryId}`);
    expect(deleted.status).toBe(200);
    const after = await adminCall<Ok<AdminPromotion>>(
      t.app,
      editor,
      'GET',
      `${ADMIN_PATHS.promotions}/${promo.body.value.id}`,
    );
    expect(after.body.value.categoryIds).toEqual([]);
    const empty = await adminCall<Failure>(t.app, editor, 'POST', ADMIN_PATHS.promotionCategories, { names: {} });
    expect(empty.status).toBe(400);
  });
});
